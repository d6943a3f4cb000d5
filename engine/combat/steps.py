"""The combat damage steps (510, 702.7b): who deals damage in each, and dealing it."""

from __future__ import annotations

from engine import citations as R
from engine.combat.actions import Actions
from engine.combat.assign import Assigner
from engine.combat.protection import protected_from, protection_rule
from engine.combat.state import STRIKERS, Assignment, Perm, Seat
from engine.events import (
    CommanderDamage,
    CountersPlaced,
    DamageMarked,
    DamageUnpreventable,
    DefenseRemoved,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    PoisonGiven,
    ProtectionPrevents,
    StepBegins,
)
from engine.model import (
    Damage,
    StepResult,
)


class Steps(Actions):
    def run(self) -> list[StepResult]:
        """The combat's timeline: attackers declared (their triggers resolve as the combat is
        set up, triggers.py) -> actions after attacks -> blockers declared -> their triggers
        -> actions after blocks -> first-strike damage step (510.4) -> actions after first
        strike -> regular damage step. Without actions after attacks, blockers are declared
        as the combat is set up (engine/combat/declare.py)."""
        moments = self.moments() if self.board.actions else None
        steps: list[StepResult] = []
        if moments and "after_attacks" in moments:
            self.act(moments["after_attacks"])
            self.declare_blocks_later()
        self.after_blocks()  # blockers are declared: their triggered abilities (triggers.py)
        if self.over:
            return steps
        if moments and "after_blocks" in moments:
            self.act(moments["after_blocks"])
        # Attackers and blockers, in board order.
        in_combat = (
            self.combatants()
            if moments
            else [p for p in self.perms if p.blocking is not None or p.target is not None]
        )
        struck_first = frozenset([p.id for p in in_combat if not STRIKERS.isdisjoint(p.keywords)])
        if struck_first:
            first = [p for p in in_combat if p.id in struck_first]
            steps.append(self.step("first_strike", first))
            if moments and "after_first_strike" in moments:
                self.act(moments["after_first_strike"], struck_first)
                in_combat = self.combatants()
        elif moments and "after_first_strike" in moments:
            self.no_first_strike_step(moments["after_first_strike"])
        if not self.over:
            regular = [p for p in in_combat if p.alive and (p.id not in struck_first or p.double)]
            steps.append(self.step("regular", regular, after_first=bool(struck_first)))
        return steps

    def combatants(self) -> list[Perm]:
        """The attacking and blocking creatures, in board order, once actions have changed
        them: removed ones are out (506.4), ones put onto the battlefield in."""
        return [
            p
            for p in self.perms
            if not p.removed
            and (
                p.blocking is not None
                or (p.creature and p.owner.side == 0 and p.target is not None)
            )
        ]

    def step(self, step: str, strikers: list[Perm], after_first: bool = False) -> StepResult:
        if step == "first_strike":
            rule = R.FIRST_STRIKE_STEP
        elif after_first:
            rule = R.DOUBLE_STRIKE if any(p.double for p in strikers) else (R.FIRST_STRIKE)
        else:
            rule = R.DEALT_AT_ONCE
        self.events.append(StepBegins(rule, step, tuple([p.id for p in strikers])))  # type: ignore[arg-type]
        assigner = Assigner(self, self.shielded if self.protection else None)
        for perm in strikers:
            if not perm.alive:
                continue
            if perm.blocking is not None:
                assigner.blocker(perm)  # one blocking nothing any more deals none (510.1d)
            else:
                assigner.attacker(perm)
        dealt, hits, prevented = self.deal(assigner.assignments)
        self.annihilate()
        self.state_based_actions()
        if not self.over:
            self.poisonous(dealt)
        copies = self.cipher(hits) if hits and not self.over else []
        damage = tuple(
            [
                Damage(src.id, tgt.name if isinstance(tgt, Seat) else tgt.id, amount)
                for src, tgt, amount in dealt
            ]
        )
        if not prevented:
            return StepResult(step, damage, tuple(copies))
        stopped = tuple(
            [
                Damage(src.id, tgt.name if isinstance(tgt, Seat) else tgt.id, amount)
                for src, tgt, amount in prevented
            ]
        )
        return StepResult(step, damage, tuple(copies), stopped)

    def shielded(self, src: Perm, tgt: Perm) -> bool:
        """Whether ``tgt``'s protection will prevent ``src``'s damage (702.16e, 615.12)."""
        if protected_from(src, tgt) is None:
            return False
        return self.shields is None or src not in self.shields.unpreventable

    def protects(self, src: Perm, tgt: Perm, amount: int) -> bool:
        """Whether ``tgt``'s protection prevents the damage ``src`` would deal it (702.16e,
        615.1a), with its event; damage that can't be prevented is dealt anyway (615.12)."""
        quality = protected_from(src, tgt)
        if quality is None:
            return False
        if self.shields is not None and src in self.shields.unpreventable:
            self.events.append(DamageUnpreventable(R.UNPREVENTABLE, src.id, tgt.id, amount))
            return False
        self.events.append(
            ProtectionPrevents(protection_rule(quality), src.id, tgt.id, amount, quality)
        )
        return True

    def deal(
        self, assignments: list[Assignment]
    ) -> tuple[list[Assignment], list[tuple[Perm, Seat]], list[Assignment]]:
        """Deal all assigned damage at once (510.2) and process its results (120.3).

        Each assignment goes through :meth:`prevent` first (120.4b): what it returns is the
        damage dealt, and every result (life, poison, counters, lifelink, deathtouch,
        commander damage, cipher) follows that figure, not the assigned one. Returns the
        damage dealt, the players dealt damage by a creature with cipher, and the damage
        prevented.
        """
        events = self.events
        lifelink: dict[Perm, int] = {}
        hits: list[tuple[Perm, Seat]] = []
        dealt: list[Assignment] = []
        prevented: list[Assignment] = []
        shields = self.shields  # actions make them: none is made while damage is dealt
        protection = self.protection
        for src, tgt, assigned in assignments:
            if protection and isinstance(tgt, Perm) and self.protects(src, tgt, assigned):
                prevented.append((src, tgt, assigned))
                continue
            # Prevention effects (615), when there are any.
            amount = assigned if shields is None else self.prevent(src, tgt, assigned)
            if amount != assigned:
                prevented.append((src, tgt, assigned - amount))
            if amount <= 0:
                continue
            dealt.append((src, tgt, amount))
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
        return dealt, hits, prevented
