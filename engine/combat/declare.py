"""Declaring attackers and blockers (508.1, 509.1): each declaration resolved to what it
names, checked (engine.combat.restrictions) and recorded with its event."""

from __future__ import annotations

from typing import NoReturn

from engine import citations as R
from engine.combat.bands import band_blocks
from engine.combat.references import attackable, resolve
from engine.combat.restrictions import (
    HASTE,
    SICK,
    check_additional_block,
    check_alone,
    check_attack,
    check_attack_requirements,
    check_attack_unless,
    check_block,
    check_block_requirements,
    check_blockers,
)
from engine.combat.state import HOME, Combat, Entry, Perm, Seat
from engine.errors import IllegalActionError
from engine.events import AttackDeclared, BlockDeclared, HasteAttacks
from engine.model import Creature


def declare_attacks(combat: Combat) -> None:
    """Each creature of the first side attacks what it names (``-> REF``), by default the
    first player of the second side; a creature written ``home`` stays home (508.1a)."""
    default = next(seat for seat in combat.seats if seat.side == 1)
    at_player = _attack_rule(combat, default)  # the rule of any attack on a player
    home: list[Perm] = []
    attacking: list[Perm] = []
    for perm in combat.perms:
        thing = perm.thing
        if not isinstance(thing, Creature):
            continue
        if not perm.alive:  # gone at the beginning of combat: it can't be declared (508.1a)
            continue
        if perm.owner.side != 0:
            if thing.attacks is not None:
                raise IllegalActionError(
                    "illegal_attack", thing.span, "defender-attacks", name=perm.name
                )
            continue
        if thing.blocks is not None:
            raise IllegalActionError("illegal_block", thing.span, "attacker-blocks", name=perm.name)
        if HOME in thing.keywords:  # it stays home: not an attacker (508.1a)
            if thing.attacks is not None:
                raise IllegalActionError(
                    "illegal_attack", thing.span, "home-attacks", name=perm.name
                )
            home.append(perm)
            continue
        if combat.restricted:
            check_attack(perm)
        target: Entry = default
        if thing.attacks is not None:
            target = resolve(combat, thing.attacks, attackable, _bad_attack, thing)
        perm.target = target
        if combat.restricted and thing.evasion:
            check_attack_unless(combat, perm)
        attacking.append(perm)
        if isinstance(target, Seat):
            attack = AttackDeclared(at_player, perm.id, target.name, "player")
        else:
            kind = target.kind
            attack = AttackDeclared(_attack_rule(combat, target), perm.id, target.id, kind)  # type: ignore[arg-type]
        combat.events.append(attack)
        if combat.restricted and SICK in perm.keywords and HASTE in perm.keywords:
            combat.events.append(HasteAttacks(R.HASTE, perm.id))
    if combat.restricted:
        check_alone(attacking, "illegal_attack")
        check_attack_requirements(combat, home, attacking)


def _attack_rule(combat: Combat, target: Entry) -> str:
    if combat.team_mode:
        return R.ATTACK_TEAM
    if len(combat.board.sides) > 2:
        return R.ATTACK_MULTIPLAYER
    return R.ATTACK_CHOICE if isinstance(target, Perm) else R.ATTACK


def _bad_attack(thing: Creature, entry: Entry) -> NoReturn:
    if isinstance(entry, Seat) or entry.kind != "creature":
        detail = "attack-own"
    else:
        detail = "attack-creature"
    raise IllegalActionError("illegal_attack", thing.span, detail, name=entry.name)


def declare_blocks(combat: Combat) -> None:
    """Each creature of another side blocks the attackers it names (``blocks REF``, several
    as far as an effect allows); then the blocks are checked together, and a band's other
    creatures become blocked too (702.22h)."""
    if combat.team_mode:
        block_rule = R.BLOCK_TEAM
    elif len(combat.board.sides) > 2:
        block_rule = R.BLOCK_MULTIPLAYER
    else:
        block_rule = R.BLOCK
    for perm in combat.perms:
        thing = perm.thing
        if not isinstance(thing, Creature) or thing.blocks is None or perm.owner.side == 0:
            continue
        found = resolve(combat, thing.blocks, _is_attacker, _bad_block, thing)
        assert isinstance(found, Perm)
        check_block(combat, perm, found)
        found.blockers.append(perm)
        found.blocked = True
        perm.blocking = found
        combat.events.append(BlockDeclared(block_rule, perm.id, found.id))
        if thing.also_blocks:
            _block_more(combat, perm, thing, found, block_rule)
    check_blockers(combat)
    if combat.restricted:
        check_alone([p for p in combat.perms if p.blocking is not None], "illegal_block")
        check_block_requirements(combat)
    band_blocks(combat)


def check_gone_blockers(combat: Combat) -> None:
    """A creature written as blocking that left the battlefield at the beginning of combat:
    it is not there when blockers are declared (509.1a)."""
    for perm in combat.perms:
        thing = perm.thing
        if not perm.alive and isinstance(thing, Creature) and thing.blocks is not None:
            raise IllegalActionError("illegal_block", thing.span, "gone-blocks", name=perm.name)


def _block_more(combat: Combat, perm: Perm, thing: Creature, first: Perm, block_rule: str) -> None:
    """``blocks A blocks B``: one creature blocking several attackers, as far as an effect
    allows (509.1a: one each, unless ``can block additional N`` / ``any number``)."""
    more: list[Perm] = []
    for count, ref in enumerate(thing.also_blocks, start=2):
        found = resolve(combat, ref, _is_attacker, _bad_block, thing)
        assert isinstance(found, Perm)
        check_additional_block(perm, found, ref, [first, *more], count)
        check_block(combat, perm, found)
        found.blockers.append(perm)
        found.blocked = True
        more.append(found)
        combat.events.append(BlockDeclared(block_rule, perm.id, found.id))
    perm.also_blocking = tuple(more)


def _is_attacker(entry: Entry) -> bool:
    return (
        isinstance(entry, Perm)
        and (entry.alive or entry.target is not None)  # not gone before attacks (508.1a)
        and entry.creature
        and entry.owner.side == 0
        and HOME not in entry.keywords
    )


def _bad_block(thing: Creature, entry: Entry) -> NoReturn:
    raise IllegalActionError("illegal_block", thing.span, "block-non-attacker", name=entry.name)
