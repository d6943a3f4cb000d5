"""The static abilities of the cards on a board (engine.oracle.Static): lords, anthems and
keywords granted to creatures, applied once when the combat is set up (613.1f, 613.4c); the
ones that prevent or replace damage are kept for engine.combat.prevention."""

from __future__ import annotations

from engine import citations as R
from engine.combat.characteristics import pump, set_keywords
from engine.combat.restrictions import RESTRICTED
from engine.combat.state import TRIGGERED, Combat, Perm
from engine.events import CardAssumes, StaticKeywords, StaticPump
from engine.model import Creature
from engine.oracle import LOSES, Static

# The keywords that make a creature one the combat looks at (note_abilities).
NOTED = TRIGGERED | RESTRICTED

# The attacking player is the active player (506.1, 507.1): "as long as it's your turn" holds
# for the permanents of the first side.
ATTACKING_SIDE = 0


def applies(static: Static, source: Perm, perm: Perm) -> bool:
    """Whether ``source``'s ``static`` ability applies to the creature ``perm``."""
    if (static.itself or static.others) and (perm is source) != static.itself:
        return False
    if static.your_turn and source.controller.side != ATTACKING_SIDE:
        return False
    mine = perm.controller.side == source.controller.side
    if (static.yours and not mine) or (static.theirs and mine):
        return False
    if static.having is not None and static.having not in perm.keywords:
        return False
    thing = perm.thing
    assert isinstance(thing, Creature)
    return not static.types or any(t in thing.types for t in static.types)


def apply_statics(combat: Combat) -> None:
    """Apply every static ability on the board to the creatures it affects, with an event
    each: abilities first (613.1f, layer 6), then P/T changes (613.4c, layer 7c), so a
    "creatures with flying" lord counts flying granted by another card. One under a
    condition the board can't show is the board's to write, and said when it does not."""
    holders = combat.with_statics
    if not holders:  # most boards: no card with a static ability, nothing to look through
        return
    sources = [
        (perm, static)
        for perm in holders
        if isinstance(perm.thing, Creature)
        for static in perm.thing.statics
        if not static.condition and (not static.more_life or _more_life(combat, perm))
    ]
    for perm in holders:  # a condition the board can't show: the board writes it
        if isinstance(perm.thing, Creature):
            for static in perm.thing.statics:
                if static.condition and not static.keywords <= perm.keywords:
                    combat.events.append(
                        CardAssumes(R.STATIC_CONDITION, perm.id, static.condition, "keyword")
                    )
    if not sources:
        return
    combat.changing = [
        (perm, static)
        for perm, static in sources
        if static.prevents or static.double or static.halves
    ]
    creatures = [perm for perm in combat.perms if isinstance(perm.thing, Creature)]
    for source, static in sources:
        if not static.keywords:
            continue
        for perm in creatures:
            if applies(static, source, perm) and not static.keywords <= perm.keywords:
                set_keywords(perm, perm.keywords | static.keywords)
                note_abilities(combat, perm)
                names = tuple(sorted(k.value for k in static.keywords))
                combat.events.append(StaticKeywords(R.ABILITY_CHANGE, perm.id, source.id, names))
    for source, static in sources:
        if not (static.power or static.toughness):
            continue
        for perm in creatures:
            if applies(static, source, perm):
                pid, power, toughness, total_power, total_toughness = pump(
                    perm, static.power, static.toughness
                )
                combat.events.append(
                    StaticPump(
                        R.PT_CHANGE, pid, power, toughness, total_power, total_toughness, source.id
                    )
                )


def note_abilities(combat: Combat, perm: Perm) -> None:
    """Have the combat look at what ``perm`` can do now, as it enters or gains an ability:
    its combat triggers and band (triggers.py, bands.py), its restrictions and protection
    (restrictions.py, whose checks a combat without any skips)."""
    thing = perm.thing
    if not isinstance(thing, Creature):
        return
    keywords = perm.keywords
    if not (
        thing.numbers or thing.triggers or thing.protections or thing.also_blocks or thing.evasion
    ) and NOTED.isdisjoint(keywords):
        return  # most creatures: nothing below looks at them
    triggered = combat.triggered
    if (
        thing.numbers or thing.triggers or not TRIGGERED.isdisjoint(keywords)
    ) and perm not in triggered:
        triggered.append(perm)
        if perm is not combat.perms[-1]:  # it gained the ability: back into board order
            triggered.sort(key=combat.perms.index)
        if combat.losses is None and any(t.when == LOSES for t in thing.triggers):
            combat.losses = []  # lose_life notes each loss from now on
    if (
        thing.protections
        or thing.also_blocks
        or thing.numbers
        or thing.evasion
        or not RESTRICTED.isdisjoint(keywords)
    ):
        combat.restricted = True
        combat.protection = combat.protection or bool(thing.protections)


def _more_life(combat: Combat, source: Perm) -> bool:
    """Whether ``source``'s controller has more life than an opponent (a team's shared life in
    Two-Headed Giant, 810.9) as the combat begins."""
    mine = source.controller.team
    return any(team.life < mine.life for team in combat.teams if team.side != mine.side)
