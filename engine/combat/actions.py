"""Actions during combat (README "Actions during combat"): each moment of the board applied
as the combat reaches it, every consequence an event with its rule.

A moment's actions happen in the order written, then state-based actions are checked
(704.3). A reference is resolved when its action happens: one to a permanent that has left
the battlefield (or a player who has left the game) is refused with its span, as that object
is gone (400.7); nothing of the board is simulated then, so nothing is half-applied.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import NoReturn

from engine import citations as R
from engine.combat.characteristics import (
    add_minus_counters,
    add_plus_counters,
    change_written,
    pump,
    set_keywords,
)
from engine.combat.dealing import deal
from engine.combat.prevention import shielding
from engine.combat.protection import protected_from
from engine.combat.references import attackable, resolve
from engine.combat.sba import LEAVES, annihilate, leave, state_based_actions
from engine.combat.setup import enter, perm_id
from engine.combat.state import (
    Combat,
    Entry,
    Perm,
    Seat,
    Team,
    defender_of,
    first_seat,
    in_combat,
    leave_combat,
    lose_life,
)
from engine.combat.statics import note_abilities
from engine.combat.triggers import put_blocking, waiting_triggers
from engine.errors import IllegalActionError, NotationError
from engine.events import (
    ActionsSkipped,
    BandBlocked,
    Becomes,
    BlockStands,
    CardTrigger,
    CountersPut,
    CreatureEnters,
    DamageDealt,
    KeywordsChanged,
    LifeChanged,
    MomentBegins,
    PowerChanged,
    RegenerationShield,
    RemovedFromCombat,
    ShieldCreated,
    StaysBlocked,
    StrikeTiming,
    Tapped,
)
from engine.keywords import Keyword
from engine.model import Action, Creature, EffectResult, Moment, MomentResult, Ref

_Want = Callable[[Entry], bool]
_ALIVE = attrgetter("alive")

MOMENT_RULES = {
    "beginning_of_combat": R.MOMENT_BEGINNING,
    "after_attacks": R.MOMENT_ATTACKS,
    "after_blocks": R.MOMENT_BLOCKS,
    "after_first_strike": R.MOMENT_FIRST_STRIKE,
    "end_of_combat": R.MOMENT_END,
}
FIRST_STRIKE, DOUBLE_STRIKE = Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE
FLYING = Keyword.FLYING
EVASION = frozenset({Keyword.FLYING, Keyword.MENACE})  # what restricts the blocks of it
LETS_BLOCK_FLYERS = frozenset({Keyword.FLYING, Keyword.REACH})
_CREATURE_ONLY = frozenset({"pump", "counters", "gain", "lose", "becomes", "regenerate"})
TAPPED = Keyword.TAPPED
# The keywords with a number whose creature has a combat trigger (triggers.py) or a
# restriction (restrictions.py) to check.
_RESTRICTING = frozenset({Keyword.EXTRA_BLOCKS, Keyword.MIN_BLOCKERS})


def act(combat: Combat, moment: Moment, struck_first: frozenset[str] = frozenset()) -> None:
    """Apply one moment's actions in order, then state-based actions (704.3)."""
    log = combat.moment_log
    if combat.over:
        combat.events.append(ActionsSkipped(R.GAME_OVER_ACTIONS, moment.moment))
        log.append(MomentResult(moment.moment, (), skipped=True))
        return
    combat.events.append(MomentBegins(MOMENT_RULES[moment.moment], moment.moment))
    done: list[EffectResult] = []
    for index, action in enumerate(moment.actions):
        if combat.over:  # a trigger of an action ended the game (afflict): 104.2a
            rest = moment.actions[index:]
            combat.events.append(ActionsSkipped(R.GAME_OVER_ACTIONS, moment.moment, len(rest)))
            done += [EffectResult(a.effect, a.ref.text if a.ref else None, "skipped") for a in rest]
            break
        done.append(_apply(combat, action, moment.moment, struck_first))
    annihilate(combat)
    state_based_actions(combat)
    waiting_triggers(combat)
    if moment.moment != "end_of_combat":  # no combat damage is left for it to change
        _still_blocked(combat)
    log.append(MomentResult(moment.moment, tuple(done)))


def end_of_combat_triggers(combat: Combat) -> None:
    """The end of combat step begins: the delayed triggers of cards' texts ("destroy that
    creature at end of combat", 603.7) trigger and resolve (511.2), in the order they were
    made; one whose creature has left the battlefield does nothing (603.7c)."""
    for source, doomed in combat.doomed:
        if combat.over:
            return
        combat.events.append(
            CardTrigger(R.END_OF_COMBAT_TRIGGER, source.id, doomed.id, "end_of_combat")
        )
        if doomed.alive:
            _leave(combat, doomed, "destroy")
            state_based_actions(combat)
    if combat.doomed:
        waiting_triggers(combat)


def no_first_strike_step(moment: Moment) -> NoReturn:
    """Actions after a first-strike damage step the combat does not have: no attacking or
    blocking creature has first or double strike as combat damage begins (510.4)."""
    raise IllegalActionError(
        "illegal_action", moment.span, "no-first-strike-step", rule=R.FIRST_STRIKE_STEP
    )


def _apply(
    combat: Combat, action: Action, moment: str, struck_first: frozenset[str]
) -> EffectResult:
    effect = action.effect
    events = combat.events
    if effect == "fog":
        shielding(combat).fog = True
        events.append(ShieldCreated(R.PREVENTION_EFFECT, "all", "", 0))
        return EffectResult(effect, None, "applied")
    if effect == "put":
        return _put(combat, action, moment)
    ref = action.ref
    assert ref is not None
    if effect == "damage":
        return _damage(combat, action)
    if effect in ("life_gain", "life_lose"):
        return _life(combat, action)
    if effect == "assign":
        # A division the player chooses, for the next damage step the creature deals damage
        # in; assign.py checks it against the rules as that step assigns damage (510.1e).
        source = _perm(combat, ref, _creature)
        shares = tuple([(_find(combat, r, _here), n, r.span) for n, r in action.shares])
        combat.divisions[source] = (shares, action.span)
        return EffectResult(effect, source.id, "applied", sum(n for _, n, _ in shares))
    if effect == "prevent_to":
        entry = _find(combat, ref, _here)
        key = entry.name if isinstance(entry, Seat) else entry.id
        shields = shielding(combat).targets
        shields[entry] = shields.get(entry, 0) + action.count
        events.append(ShieldCreated(R.PREVENT_SHIELD, "to", key, action.count))
        return EffectResult(effect, key, "applied", action.count)
    if effect == "remove":
        perm = _perm(combat, ref, in_combat)
    else:
        perm = _perm(combat, ref, _creature if effect in _CREATURE_ONLY else _present)
    if effect in LEAVES:
        return _leave(combat, perm, effect)
    if effect == "remove":
        perm.removed = True
        leave_combat(perm)
        events.append(RemovedFromCombat(R.REMOVED_FROM_COMBAT, perm.id))
    elif effect == "pump":
        events.append(PowerChanged(R.PT_CHANGE, *pump(perm, action.power, action.toughness)))
    elif effect == "counters":
        _counters(combat, perm, action)
    elif effect in ("gain", "lose"):
        _keywords(combat, perm, action, moment, struck_first)
    elif effect in ("tap", "untap"):
        _tap(combat, perm, effect == "tap")
    elif effect == "regenerate":
        perm.regeneration += 1
        events.append(RegenerationShield(R.REGENERATION, perm.id))
    elif effect == "becomes":
        _becomes(combat, perm, action, moment)
    elif effect == "prevent_from":
        sources = shielding(combat).sources
        sources[perm] = sources.get(perm, 0) + action.count
        events.append(ShieldCreated(R.PREVENT_SOURCE, "from", perm.id, action.count))
        return EffectResult(effect, perm.id, "applied", action.count)
    else:  # unpreventable
        shielding(combat).unpreventable.add(perm)
        events.append(ShieldCreated(R.UNPREVENTABLE, "unpreventable", perm.id, 0))
    return EffectResult(effect, perm.id, "applied", action.count or None)


def _leave(combat: Combat, perm: Perm, effect: str) -> EffectResult:
    return EffectResult(effect, perm.id, leave(combat, perm, effect))


def _counters(combat: Combat, perm: Perm, action: Action) -> None:
    count = action.count
    if action.power > 0:
        add_plus_counters(perm, count)
        combat.counted_plus = True
        sign, total = "plus", perm.plus
    else:
        add_minus_counters(perm, count)
        sign, total = "minus", perm.minus
    combat.events.append(CountersPut(R.PLUS_COUNTERS, perm.id, count, sign, total))


def _keywords(
    combat: Combat, perm: Perm, action: Action, moment: str, struck_first: frozenset[str]
) -> None:
    before = perm.keywords
    gains = action.effect == "gain"
    after = before | action.keywords if gains else before - action.keywords
    set_keywords(perm, after)
    if gains:  # blocks declared after this are checked and trigger with it (509.1b, 509.2a)
        note_abilities(combat, perm)
    names = tuple(sorted(k.value for k in action.keywords))
    if action.numbers or action.protections:
        _written_keywords(combat, perm, action, gains)
        names += tuple(f"{k.value} {n}" for k, n in action.numbers)
        names += tuple(f"{Keyword.PROTECTION.value} {q}" for q in action.protections)
    combat.events.append(
        KeywordsChanged(R.ABILITY_CHANGE, perm.id, "gains" if gains else "loses", names)
    )
    if moment != "after_attacks":
        _block_stands(combat, perm, gains, action.keywords)
        if gains and action.protections:
            _protection_stands(combat, perm)
    if moment != "after_first_strike" or not in_combat(perm):
        return  # not in combat: no combat damage either way
    # What the change means for the second combat damage step (510.4).
    struck = perm.id in struck_first
    had_double, has_double = DOUBLE_STRIKE in before, DOUBLE_STRIKE in after
    why = ""
    if had_double and not has_double and struck:
        why, rule = "lost_double", R.DOUBLE_STRIKE_LOST
    elif has_double and not had_double:
        why, rule = (
            ("gained_double", R.DOUBLE_STRIKE_GAINED)
            if struck
            else ("double_fresh", R.FIRST_STRIKE_STEP)
        )
    elif not has_double and FIRST_STRIKE in after and not struck and FIRST_STRIKE not in before:
        why, rule = "gained_first", R.FIRST_STRIKE_LATE
    elif struck and not has_double and FIRST_STRIKE in before and FIRST_STRIKE not in after:
        why, rule = "lost_first", R.FIRST_STRIKE_LATE
    if why:
        combat.events.append(StrikeTiming(rule, perm.id, why))


def _written_keywords(combat: Combat, perm: Perm, action: Action, gains: bool) -> None:
    """Keywords with a number and protections gained or lost: a creature with a combat
    trigger or a restriction is checked for it from now on (a bushido gained after attacks
    triggers as it blocks or becomes blocked)."""
    thing = perm.thing
    assert isinstance(thing, Creature)
    numbers = {k: (n if gains else 0) for k, n in action.numbers}
    had = thing.protections
    lost = set(action.protections)
    protections = (
        tuple(dict.fromkeys((*had, *action.protections)))
        if gains
        else tuple(q for q in had if q not in lost)
    )
    change_written(perm, numbers=numbers or None, protections=protections)
    if gains and numbers and perm not in combat.triggered:
        combat.triggered.append(perm)
    if gains and not _RESTRICTING.isdisjoint(numbers):
        combat.restricted = True
    if gains and action.protections:
        combat.restricted = combat.protection = True


def _protection_stands(combat: Combat, perm: Perm) -> None:
    """Protection from a quality of a creature it already blocks or is blocked by: the
    block stands (506.4a, 509.1h); the damage between them is prevented (702.16e)."""
    for _, other in _blocks_of(perm):
        if protected_from(other, perm) is not None:
            blocker = other if perm.blocking is None else perm
            combat.events.append(BlockStands(R.DECLARED_STAYS, blocker.id, "protection"))


def _tap(combat: Combat, perm: Perm, tap: bool) -> None:
    """Tapped or untapped (701.26): a creature tapped before blockers are declared can't
    block (509.1a); an attacking or blocking creature stays in combat and deals its combat
    damage (506.4b)."""
    keywords = perm.keywords | {TAPPED} if tap else perm.keywords - {TAPPED}
    set_keywords(perm, keywords)
    if tap and perm.creature:
        combat.restricted = True
    how = "tapped" if tap else "untapped"
    if in_combat(perm):
        combat.events.append(Tapped(R.TAPPED_IN_COMBAT, perm.id, f"{how}_in_combat"))
    else:
        combat.events.append(Tapped(R.TAP if tap else R.UNTAP, perm.id, how))


def _becomes(combat: Combat, perm: Perm, action: Action, moment: str) -> None:
    """New colours (105.3) or card types added (205.1b); a declared block stands even when
    protection now applies to it, and the damage is prevented (506.4a, 702.16e)."""
    written = action.creature
    assert written is not None
    pairs = _blocks_of(perm)
    before = {pair for pair in pairs if protected_from(*pair) is not None}
    if written.colors:
        change_written(perm, colors=written.colors)
        combat.events.append(Becomes(R.COLOR_CHANGE, perm.id, "color", written.colors))
    if written.types:
        change_written(perm, types=written.types)
        combat.events.append(Becomes(R.TYPE_CHANGE, perm.id, "type", written.types))
    if moment == "after_attacks":
        return
    for source, protected in pairs:
        if (source, protected) not in before and protected_from(source, protected) is not None:
            blocker = perm if perm.blocking is not None else protected
            combat.events.append(BlockStands(R.DECLARED_STAYS, blocker.id, "protection"))


def _blocks_of(perm: Perm) -> list[tuple[Perm, Perm]]:
    """The creatures it blocks or is blocked by, each as (``perm``, the other)."""
    others = perm.blockers if perm.blocking is None else [perm.blocking]
    return [(perm, other) for other in others if other.alive]


def _damage(combat: Combat, action: Action) -> EffectResult:
    """Noncombat damage from a spell, an ability or a permanent (120.2b), through the one
    damage path: protection and prevention first, then its results (120.3), lifelink's
    life for its controller, and a Two-Headed Giant team's shared life (810.9)."""
    written = action.creature
    assert written is not None and action.ref is not None
    target = _find(combat, action.ref, _here)
    source = _source(combat, written, target)
    name = target.name if isinstance(target, Seat) else target.id
    combat.events.append(DamageDealt(R.NONCOMBAT_DAMAGE, source.id, name, action.count))
    dealt, _, _ = deal(combat, [(source, target, action.count)], in_combat=False)
    waiting_triggers(combat, dealt, in_combat=False)  # "whenever ~ is dealt damage"
    amount = sum(n for _, _, n in dealt)
    return EffectResult("damage", name, "applied", amount)


def _source(combat: Combat, written: Creature, target: Entry) -> Perm:
    """The permanent of that name, or a spell or ability with the qualities written,
    controlled by the attacking player (by the first defending player when it damages the
    attacking side)."""
    assert written.name is not None
    found = [e for e in combat.by_name.get(written.name.lower(), []) if isinstance(e, Perm)]
    if len(found) == 1 and not (written.keywords or written.colors or written.types):
        return found[0]
    side = target.side if isinstance(target, Seat) else target.owner.side
    source = Perm(written.name, written, first_seat(combat, 1 if side == 0 else 0))
    set_keywords(source, written.keywords)
    source.creature = False
    source.kind = "spell"
    return source


def _life(combat: Combat, action: Action) -> EffectResult:
    """A player gains or loses life (119.3); in Two-Headed Giant the team's shared life
    (810.9). State-based actions follow the moment (704.3)."""
    assert action.ref is not None
    seat = _find(combat, action.ref, _player)
    assert isinstance(seat, Seat)
    team: Team = seat.team
    gains = action.effect == "life_gain"
    if gains:
        team.life += action.count
    else:
        lose_life(combat, seat, action.count)
    rule = R.TEAM_LIFE if team.pooled else R.LIFE_CHANGE
    how = "gains" if gains else "loses"
    combat.events.append(LifeChanged(rule, seat.name, how, action.count, team.life))
    return EffectResult(action.effect, seat.name, "applied", action.count)


def _block_stands(combat: Combat, perm: Perm, gains: bool, keywords: frozenset[Keyword]) -> None:
    """A block already declared is not undone by an evasion ability gained (509.1b) or by
    the loss of what let the blocker block (506.4a)."""
    if gains and perm.blockers and not EVASION.isdisjoint(keywords):
        combat.events.append(BlockStands(R.EVASION_AFTER_BLOCKS, perm.id, "evasion"))
    elif (
        not gains
        and perm.blocking is not None
        and FLYING in perm.blocking.keywords
        and not LETS_BLOCK_FLYERS.isdisjoint(keywords)
        and LETS_BLOCK_FLYERS.isdisjoint(perm.keywords)
    ):
        combat.events.append(BlockStands(R.DECLARED_STAYS, perm.id, "restriction"))


def _put(combat: Combat, action: Action, moment: str) -> EffectResult:
    """A creature put onto the battlefield attacking or blocking: it never attacked or
    blocked, so no restriction is checked for it (508.4c, 509.4b)."""
    creature = action.creature
    assert creature is not None
    events = combat.events
    if creature.blocks is not None and creature.attacks is not None:
        raise NotationError("syntax", action.span, "put-shape")
    if creature.blocks is not None:
        if moment == "after_attacks":
            raise IllegalActionError("illegal_action", action.span, "put-blocking-early")

        def attacking(entry: Entry) -> bool:
            return isinstance(entry, Perm) and entry in combat.attackers

        attacker = resolve(combat, creature.blocks, attacking, _not_target, creature.blocks)
        assert isinstance(attacker, Perm)
        defender = defender_of(attacker)
        perm = _enter(combat, creature, defender or first_seat(combat, 1), action.span)
        if not attacker.alive or attacker.removed or defender is None:
            events.append(
                CreatureEnters(R.ENTERS_NOT_BLOCKING, perm.id, "not_blocking", attacker.id)
            )
            return EffectResult("put", perm.id, "not_blocking")
        perm.blocking = attacker
        events.append(CreatureEnters(R.ENTERS_BLOCKING, perm.id, "blocking", attacker.id))
        # The rest of its band becomes blocked by it too (702.22h).
        band = [m for m in attacker.band if m is not attacker and m.alive and not m.removed]
        blocked = [(m, m.blocked) for m in (attacker, *band)]
        for member, _ in blocked:
            member.blockers.append(perm)
            member.blocked = True
            if member is not attacker:
                events.append(BandBlocked(R.BAND_BLOCKED, perm.id, member.id, attacker.id))
        for member, was_blocked in blocked:
            put_blocking(combat, member, perm, was_blocked)
        return EffectResult("put", perm.id, "applied")
    entry: Entry = first_seat(combat, 1)
    if creature.attacks is not None:
        entry = resolve(combat, creature.attacks, attackable, _not_target, creature.attacks)
    perm = _enter(combat, creature, first_seat(combat, 0), action.span)
    name = entry.name if isinstance(entry, Seat) else entry.id
    if (entry.lost if isinstance(entry, Seat) else not entry.alive) or (
        isinstance(entry, Seat) and entry.left
    ):
        events.append(CreatureEnters(R.ENTERS_NOT_ATTACKING, perm.id, "not_attacking", name))
        return EffectResult("put", perm.id, "not_attacking")
    perm.target = entry
    combat.attackers.append(perm)
    if moment == "after_attacks":
        events.append(CreatureEnters(R.ENTERS_ATTACKING, perm.id, "attacking", name))
    else:  # after blockers are declared it enters unblocked (508.4d)
        events.append(CreatureEnters(R.ENTERS_UNBLOCKED, perm.id, "attacking_unblocked", name))
    return EffectResult("put", perm.id, "applied")


def _enter(combat: Combat, creature: Creature, seat: Seat, span: tuple[int, int]) -> Perm:
    """The creature put onto the battlefield under ``seat``'s control, after the permanents
    of its side."""
    position = 1 + sum(1 for p in combat.perms if p.owner.side == seat.side)
    perm = enter(combat, perm_id(seat.side, position), creature, seat, span)
    perm.entered = True
    return perm


def _still_blocked(combat: Combat) -> None:
    """A blocked creature whose blockers are all gone stays blocked (509.1h): said once."""
    reported = combat.reported_blocked
    if reported is None:
        reported = combat.reported_blocked = set()
    for perm in combat.attackers:
        if (
            perm.blocked
            and perm.alive
            and not perm.removed
            and perm not in reported
            and not any(map(_ALIVE, perm.blockers))
        ):
            reported.add(perm)
            combat.events.append(StaysBlocked(R.STAYS_BLOCKED, perm.id))


# -- references ---------------------------------------------------------------------------


def _find(combat: Combat, ref: Ref, want: _Want) -> Entry:
    return resolve(combat, ref, want, _unusable, ref)


def _perm(combat: Combat, ref: Ref, want: _Want) -> Perm:
    found = _find(combat, ref, want)
    assert isinstance(found, Perm)
    return found


def _here(entry: Entry) -> bool:
    if isinstance(entry, Seat):
        return not entry.lost and not entry.left
    return entry.alive


def _player(entry: Entry) -> bool:
    return isinstance(entry, Seat) and not entry.lost and not entry.left


def _present(entry: Entry) -> bool:
    return isinstance(entry, Perm) and entry.alive


def _creature(entry: Entry) -> bool:
    return isinstance(entry, Perm) and entry.alive and entry.creature


def _unusable(ref: Ref, entry: Entry) -> NoReturn:
    """The reference names something, but not something this action can use."""
    gone = (entry.lost or entry.left) if isinstance(entry, Seat) else not entry.alive
    detail = "action-gone" if gone else "action-target"
    raise IllegalActionError("illegal_action", ref.span, detail, name=entry.name)


def _not_target(ref: Ref, entry: Entry) -> NoReturn:
    raise IllegalActionError("illegal_action", ref.span, "action-target", name=entry.name)
