"""The combat damage steps (510, 702.7b): who deals damage in each, and dealing it."""

from __future__ import annotations

from engine import citations as R
from engine.combat.assign import Assigner
from engine.combat.protection import prevent_protected
from engine.combat.state import STRIKERS, Assignment, Perm, Seat
from engine.combat.triggers import Triggers
from engine.events import (
    CommanderDamage,
    CountersPlaced,
    DamageMarked,
    DefenseRemoved,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    PoisonGiven,
    StepBegins,
)
from engine.model import (
    Damage,
    StepResult,
)


class Steps(Triggers):
    def run(self) -> list[StepResult]:
        # Attackers and blockers, in board order.
        in_combat = [
            p for p in self.perms if p.blocking is not None or (p.creature and p.owner.side == 0)
        ]
        steps: list[StepResult] = []
        struck_first = frozenset([p.id for p in in_combat if not STRIKERS.isdisjoint(p.keywords)])
        if struck_first:
            first = [p for p in in_combat if p.id in struck_first]
            steps.append(self.step("first_strike", first))
        if not self.over:
            regular = [p for p in in_combat if p.alive and (p.id not in struck_first or p.double)]
            steps.append(self.step("regular", regular, after_first=bool(struck_first)))
        return steps

    def step(self, step: str, strikers: list[Perm], after_first: bool = False) -> StepResult:
        if step == "first_strike":
            rule = R.FIRST_STRIKE_STEP
        elif after_first:
            rule = R.DOUBLE_STRIKE if any(p.double for p in strikers) else (R.FIRST_STRIKE)
        else:
            rule = R.DEALT_AT_ONCE
        self.events.append(StepBegins(rule, step, tuple([p.id for p in strikers])))  # type: ignore[arg-type]
        assigner = Assigner(self)
        for perm in strikers:
            if not perm.alive:
                continue
            if perm.blocking is not None:
                assigner.blocker(perm)
            else:
                assigner.attacker(perm)
        hits = self.deal(assigner.assignments)
        self.state_based_actions()
        copies = self.cipher(hits) if not self.over else []
        damage = tuple(
            [
                Damage(src.id, tgt.name if isinstance(tgt, Seat) else tgt.id, amount)
                for src, tgt, amount in assigner.assignments
            ]
        )
        return StepResult(step, damage, tuple(copies))

    def deal(self, assignments: list[Assignment]) -> list[tuple[Perm, Seat]]:
        """Deal all assigned damage at once (510.2) and process its results (120.3)."""
        events = self.events
        if self.protection:  # damage from a quality a permanent has protection from (702.16e)
            assignments[:] = prevent_protected(assignments, events)
        lifelink: dict[Perm, int] = {}
        hits: list[tuple[Perm, Seat]] = []
        for src, tgt, amount in assignments:
            if isinstance(tgt, Seat):
                team = tgt.team
                if src.infect:
                    team.poison += amount
                    rule = R.TEAM_POISON if team.pooled else R.INFECT_PLAYER
                    events.append(
                        PoisonGiven(rule, tgt.name, amount, src.id, team.poison, "infect")
                    )
                else:
                    team.life -= amount
                    rule = R.TEAM_LIFE if team.pooled else R.LIFE_LOSS
                    events.append(LifeLost(rule, tgt.name, amount, src.id, team.life))
                if src.toxic:
                    team.poison += src.toxic
                    rule = R.TEAM_POISON if team.pooled else R.TOXIC
                    events.append(
                        PoisonGiven(rule, tgt.name, src.toxic, src.id, team.poison, "toxic")
                    )
                if src.commander:
                    total = tgt.cmd.get(src.id, 0) + amount
                    tgt.cmd[src.id] = total
                    events.append(
                        CommanderDamage(R.COMMANDER_DAMAGE, tgt.name, src.id, amount, total)
                    )
                if src.ciphers:
                    hits.append((src, tgt))
            elif tgt.kind == "creature":
                if src.counters:
                    tgt.minus += amount
                    events.append(
                        CountersPlaced(R.MINUS_COUNTERS, tgt.id, amount, src.id, tgt.minus)
                    )
                else:
                    tgt.damage += amount
                    events.append(DamageMarked(R.DAMAGE_MARKED, tgt.id, amount, src.id, tgt.damage))
                if src.deathtouch:
                    tgt.dt = True
            elif tgt.kind == "planeswalker":
                had = tgt.loyalty or 0
                tgt.loyalty = max(0, had - amount)
                events.append(
                    LoyaltyRemoved(
                        R.LOYALTY, tgt.id, amount, src.id, tgt.loyalty, had - tgt.loyalty
                    )
                )
            else:
                had = tgt.defense or 0
                tgt.defense = max(0, had - amount)
                events.append(
                    DefenseRemoved(
                        R.DEFENSE, tgt.id, amount, src.id, tgt.defense, had - tgt.defense
                    )
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
        return hits
