"""Dealing damage (120.3, 510.2): the one path every damage takes, prevention first.

:func:`deal` deals a step's assigned combat damage at once. Each assignment goes through
:func:`engine.combat.prevention.after_prevention` first (120.4b); what it returns is the
damage dealt, and every result (life, poison, counters, loyalty, defense, lifelink,
deathtouch, commander damage, cipher) follows that figure, not the assigned one.
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.characteristics import add_minus_counters
from engine.combat.prevention import after_prevention
from engine.combat.state import Assignment, Combat, Perm, Seat, lose_life
from engine.events import (
    CommanderDamage,
    CountersPlaced,
    DamageMarked,
    DefenseRemoved,
    Event,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    PoisonGiven,
)

# A step's damage: what was dealt, the players dealt damage by a creature with cipher, and
# what was prevented.
Dealt = tuple[list[Assignment], list[tuple[Perm, Seat]], list[Assignment]]


def deal(combat: Combat, assignments: list[Assignment], in_combat: bool = True) -> Dealt:
    """Deal all assigned damage at once (510.2) and process its results (120.3); lifelink's
    life is gained once per source, with the whole damage it dealt (702.15b). Damage not
    ``in_combat`` (a spell's or an ability's, 120.2b) has the same results but toxic's
    poison, commander damage and cipher, which only combat damage has (120.3g, 903.10a,
    702.99a), and a fog does not prevent it."""
    events = combat.events
    first_event = len(events)
    lifelink: dict[Perm, int] = {}
    hits: list[tuple[Perm, Seat]] = []
    dealt: list[Assignment] = []
    prevented: list[Assignment] = []
    # Whether anything can prevent damage (protection, a shield); no shield is made while
    # damage is dealt.
    preventing = combat.protection or combat.shields is not None or bool(combat.changing)
    changes = 0  # the life and poison events of this damage (_totals_once_dealt)
    for src, tgt, assigned in assignments:
        amount = after_prevention(combat, src, tgt, assigned, in_combat) if preventing else assigned
        if amount < assigned:
            prevented.append((src, tgt, assigned - amount))
        if amount <= 0:
            continue
        dealt.append((src, tgt, amount))
        if isinstance(tgt, Seat):
            changes += _to_player(combat, src, tgt, amount, in_combat)
            if src.ciphers and in_combat:
                hits.append((src, tgt))
        elif tgt.kind == "creature":
            _to_creature(combat, src, tgt, amount)
        elif tgt.kind == "planeswalker":
            had = tgt.loyalty or 0
            tgt.loyalty = max(0, had - amount)
            tgt.to_check = True
            combat.events.append(
                LoyaltyRemoved(R.LOYALTY, tgt.id, amount, src.id, tgt.loyalty, had - tgt.loyalty)
            )
        else:
            had = tgt.defense or 0
            tgt.defense = max(0, had - amount)
            tgt.to_check = True
            combat.events.append(
                DefenseRemoved(R.DEFENSE, tgt.id, amount, src.id, tgt.defense, had - tgt.defense)
            )
        if src.lifelink:
            lifelink[src] = lifelink.get(src, 0) + amount
    for src, amount in lifelink.items():
        team = src.owner.team
        if team.lost:
            continue
        team.life += amount
        rule = R.TEAM_LIFE if team.pooled else R.LIFELINK
        events.append(LifeGained(rule, src.owner.name, amount, src.id, team.life))
        changes += 1
    if changes > 1:  # one change shows its total already
        _totals_once_dealt(combat, events[first_event:])
    return dealt, hits, prevented


def _totals_once_dealt(combat: Combat, dealt: list[Event]) -> None:
    """The damage of a step and lifelink's life are one event (510.2, 120.3f), and
    state-based actions are checked only after it (704.3): each life and poison change of it
    shows the (team's) total once the whole event is done, not a running total the game
    never had."""
    changes = [e for e in dealt if isinstance(e, LifeLost | LifeGained | PoisonGiven)]
    teams = {seat.name: seat.team for seat in combat.seats}
    for event in changes:
        team = teams[event.player]
        if isinstance(event, PoisonGiven):
            event.poison = team.poison
        else:
            event.life = team.life


def _to_player(combat: Combat, src: Perm, player: Seat, amount: int, in_combat: bool) -> int:
    """Damage to a player: life lost, or poison counters from infect (120.3a-b), toxic's
    poison counters (120.3g) and commander damage (903.10a). How many life and poison
    events it made (one, or two with toxic)."""
    events = combat.events
    team = player.team
    if src.infect:
        team.poison += amount
        rule = R.TEAM_POISON if team.pooled else R.INFECT_PLAYER
        events.append(PoisonGiven(rule, player.name, amount, src.id, team.poison, "infect"))
    else:
        lose_life(combat, player, amount)
        rule = R.TEAM_LIFE if team.pooled else R.LIFE_LOSS
        events.append(LifeLost(rule, player.name, amount, src.id, team.life))
    if src.toxic and in_combat:
        team.poison += src.toxic
        rule = R.TEAM_POISON if team.pooled else R.TOXIC
        events.append(PoisonGiven(rule, player.name, src.toxic, src.id, team.poison, "toxic"))
        changes = 2
    else:
        changes = 1
    if src.commander and in_combat:
        total = player.commander_damage.get(src.id, 0) + amount
        player.commander_damage[src.id] = total
        events.append(CommanderDamage(R.COMMANDER_DAMAGE, player.name, src.id, amount, total))
    return changes


def _to_creature(combat: Combat, src: Perm, creature: Perm, amount: int) -> None:
    """Damage to a creature: marked, or -1/-1 counters from infect or wither (120.3d-e);
    from a source with deathtouch, destroyed by the next state-based actions (704.5h)."""
    creature.to_check = True
    if src.damage_as_counters:
        add_minus_counters(creature, amount)
        combat.events.append(
            CountersPlaced(R.MINUS_COUNTERS, creature.id, amount, src.id, creature.minus)
        )
    else:
        creature.damage += amount
        combat.events.append(
            DamageMarked(R.DAMAGE_MARKED, creature.id, amount, src.id, creature.damage)
        )
    if src.deathtouch:
        creature.hit_by_deathtouch = True
