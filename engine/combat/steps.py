"""The combat damage steps (510, 702.7b): who deals damage in each, and what follows it."""

from __future__ import annotations

from functools import partial
from operator import attrgetter

from engine import citations as R
from engine.combat.assign import Assigner
from engine.combat.dealing import deal
from engine.combat.prevention import shielded
from engine.combat.sba import annihilate, state_based_actions
from engine.combat.state import Assignment, Combat, Perm, Seat
from engine.combat.triggers import cipher, poisonous, waiting_triggers
from engine.events import StepBegins
from engine.keywords import Keyword
from engine.model import Damage, StepResult

FIRST_STRIKE = Keyword.FIRST_STRIKE
_ID = attrgetter("id")  # read by map in C: a comprehension is one more frame per step


def combatants(combat: Combat) -> list[Perm]:
    """The attacking and blocking creatures, in board order, once actions, triggers and
    state-based actions have changed them: those that left the battlefield or were removed
    from combat are out (506.4), ones put onto the battlefield in."""
    return [
        p
        for p in combat.perms
        if p.alive
        and not p.removed
        and ((p.target is not None and p.creature and p.owner.side == 0) or p.blocking is not None)
    ]


def damage_step(
    combat: Combat, step: str, strikers: list[Perm], after_first: bool = False
) -> StepResult:
    """One combat damage step: ``strikers`` assign their damage (510.1), it is dealt at once
    (510.2), state-based actions are checked, and the abilities that trigger on the damage
    resolve (510.3a)."""
    if step == "first_strike":
        rule = R.FIRST_STRIKE_STEP
    elif after_first:
        if any(FIRST_STRIKE in p.keywords and not p.double_strike for p in strikers):
            # One has first strike now but had neither keyword as the first step began
            # (gained, or put onto the battlefield since): 510.4 is what lets it strike.
            rule = R.FIRST_STRIKE_STEP
        elif any(p.double_strike for p in strikers):
            rule = R.DOUBLE_STRIKE
        else:
            rule = R.FIRST_STRIKE
    else:
        rule = R.DEALT_AT_ONCE
    combat.events.append(StepBegins(rule, step, tuple(map(_ID, strikers))))  # type: ignore[arg-type]
    assigner = Assigner(combat, partial(shielded, combat) if combat.protection else None)
    for perm in strikers:
        if not perm.alive:
            continue
        if perm.blocking is not None:
            assigner.blocker(perm)  # one blocking nothing any more deals none (510.1d)
        else:
            assigner.attacker(perm)
    dealt, hits, prevented = deal(combat, assigner.assignments)
    annihilate(combat)
    state_based_actions(combat)
    if not combat.over:
        poisonous(combat, dealt)
    copies = cipher(combat, hits) if hits and not combat.over else []
    waiting_triggers(combat, dealt)
    damage = _damage(dealt)
    if not prevented:
        return StepResult(step, damage, tuple(copies))
    return StepResult(step, damage, tuple(copies), _damage(prevented))


def _damage(assignments: list[Assignment]) -> tuple[Damage, ...]:
    return tuple(
        [
            Damage(src.id, tgt.name if isinstance(tgt, Seat) else tgt.id, amount)
            for src, tgt, amount in assignments
        ]
    )
