"""Combat damage assignment (510.1): how each creature's damage is divided."""

from __future__ import annotations

from engine import citations as R
from engine.combat.state import OVER_PLANESWALKERS, TRAMPLE, Assignment, Core, Perm, Seat
from engine.damage import divide, lethal_needed
from engine.events import (
    DamageAssigned,
    NoDamage,
)


class Assigner:
    """Combat damage assignment for one step, by the default division of NOTATION.md s. 3."""

    def __init__(self, combat: Core) -> None:
        self.combat = combat
        self.assignments: list[Assignment] = []
        self.pending: dict[Perm, int] = {}
        self.pending_dt: set[Perm] = set()
        self.pending_pw: dict[Perm, int] = {}

    def emit(self, src: Perm, plan: list[tuple[Seat | Perm, int, str, str]]) -> None:
        # One assignment per target: a later share to the same target (the rest of the damage
        # to the last blocker) adds to it and names why.
        if len(plan) > 1:
            merged: dict[Seat | Perm, tuple[int, str, str]] = {}
            for target, amount, how, rule in plan:
                if amount > 0:
                    before = merged.get(target)
                    merged[target] = (amount + (before[0] if before else 0), how, rule)
            plan = [(target, amount, how, rule) for target, (amount, how, rule) in merged.items()]
        deathtouch = src.deathtouch
        events = self.combat.events
        for target, amount, how, rule in plan:
            if amount <= 0:
                continue
            self.assignments.append((src, target, amount))
            name = target.name if isinstance(target, Seat) else target.id
            events.append(DamageAssigned(rule, src.id, name, amount, how))
            if isinstance(target, Perm):
                if target.kind == "creature":
                    self.pending[target] = self.pending.get(target, 0) + amount
                    if deathtouch:
                        self.pending_dt.add(target)
                elif target.kind == "planeswalker":
                    self.pending_pw[target] = self.pending_pw.get(target, 0) + amount

    def needs(self, creatures: list[Perm], deathtouch: bool) -> list[int]:
        """The lethal damage each creature still needs in this step (702.19b, 702.2c)."""
        return [
            lethal_needed(
                c.toughness - c.minus,
                c.damage,
                self.pending.get(c, 0),
                deathtouch,
                c in self.pending_dt,
            )
            for c in creatures
        ]

    def no_damage(self, src: Perm, why: str, rule: str) -> None:
        self.combat.events.append(NoDamage(rule, src.id, why))

    def blocker(self, perm: Perm) -> None:
        attacker = perm.blocking
        assert attacker is not None
        power = perm.power - perm.minus
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
        elif perm.more:
            self.blocker_divides(perm, power, [a for a in (attacker, *perm.more) if a.alive])
        elif not attacker.alive:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
        else:
            self.emit(perm, [(attacker, power, "blocking", R.BLOCKING)])

    def blocker_divides(self, perm: Perm, power: int, attackers: list[Perm]) -> None:
        """A creature blocking several attackers divides its damage among them (510.1d).
        The default division: in the order written, each gets lethal damage, the last one
        the rest (NOTATION.md section 3, README "Protection, restrictions and evasion")."""
        if not attackers:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
            return
        if len(attackers) == 1:
            self.emit(perm, [(attackers[0], power, "blocking", R.BLOCKING)])
            return
        needs = self.needs(attackers, perm.deathtouch)
        shares, left = divide(power, needs)
        plan: list[tuple[Seat | Perm, int, str, str]] = []
        for a, share, need in zip(attackers, shares, needs, strict=True):
            how = "blocker_lethal" if share >= need else "blocker_partial"
            plan.append((a, share, how, R.BLOCKER_DIVIDES))
        if left > 0:
            plan.append((attackers[-1], left, "blocker_rest", R.BLOCKER_DIVIDES))
        self.emit(perm, plan)

    def attacker(self, perm: Perm) -> None:
        power = perm.power - perm.minus
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
            return
        target = perm.target
        over = OVER_PLANESWALKERS in perm.keywords
        if not perm.blocked and not (over and isinstance(target, Perm)):
            # Unblocked (510.1b): trample over planeswalkers changes only what a creature
            # attacking a planeswalker does (702.19c).
            if isinstance(target, Seat):
                if target.left:
                    self.no_damage(perm, "player_left", R.PLAYER_LEFT_DAMAGE)
                else:
                    self.emit(perm, [(target, power, "unblocked", R.UNBLOCKED)])
            elif target is None or not target.alive:
                self.target_gone(perm, target)
            else:
                self.emit(perm, [(target, power, "unblocked", R.UNBLOCKED)])
            return
        tramples = over or TRAMPLE in perm.keywords
        blockers = [b for b in perm.blockers if b.alive]
        if perm.blocked and not blockers and not tramples:
            self.no_damage(perm, "blockers_gone", R.BLOCKED)
            return
        deathtouch = perm.deathtouch
        needs = self.needs(blockers, deathtouch)
        shares, left = divide(power, needs)
        plan: list[tuple[Seat | Perm, int, str, str]] = []
        if len(blockers) == 1 and not tramples:
            plan.append((blockers[0], power, "one_blocker", R.BLOCKED))
            left = 0
        else:
            # Only a share that reaches lethal damage is called lethal; a smaller one is the
            # rest of the damage (510.1c: divided as its controller chooses; 702.19b).
            if deathtouch:
                lethal = ("deathtouch", R.DEATHTOUCH_LETHAL)
            else:
                lethal = ("lethal", R.TRAMPLE) if tramples else ("divided", R.BLOCKED)
            partial = ("partial", R.TRAMPLE) if tramples else ("divided_partial", R.BLOCKED)
            for b, share, need in zip(blockers, shares, needs, strict=True):
                how, rule = lethal if share >= need else partial
                plan.append((b, share, how, rule))
        if left > 0:
            if tramples:
                left = self.trample(perm, left, plan, perm.blocked and not blockers)
            if left > 0:
                if not blockers:
                    self.target_gone(perm, target)
                elif not tramples or isinstance(target, Seat):
                    plan.append((blockers[-1], left, "rest", R.BLOCKED))
                elif target is not None and target.kind == "planeswalker":
                    # 702.19f: without trample over planeswalkers, none to the player.
                    plan.append(
                        (blockers[-1], left, "rest_planeswalker_gone", R.TRAMPLE_AT_PLANESWALKER)
                    )
                else:
                    plan.append((blockers[-1], left, "rest_battle_gone", R.TARGET_GONE))
        self.emit(perm, plan)

    def target_gone(self, perm: Perm, target: Seat | Perm | None) -> None:
        """Why an attacker with damage left has nowhere to assign it."""
        if isinstance(target, Seat):
            self.no_damage(perm, "player_left", R.PLAYER_LEFT_DAMAGE)
        elif target is not None and target.kind == "planeswalker":
            if OVER_PLANESWALKERS in perm.keywords:
                self.no_damage(perm, "controller_left", R.PLAYER_LEFT_DAMAGE)
            else:
                self.no_damage(perm, "planeswalker_gone", R.TRAMPLE_AT_PLANESWALKER)
        else:
            self.no_damage(perm, "target_gone", R.TARGET_GONE)

    def trample(
        self,
        perm: Perm,
        left: int,
        plan: list[tuple[Seat | Perm, int, str, str]],
        no_blockers: bool,
    ) -> int:
        """Assign trample's excess to what the creature attacks; returns what is still left.

        ``no_blockers``: it is blocked but no creature blocks it any more (702.19d).
        """
        target = perm.target
        if not perm.blocked:  # trample over planeswalkers, unblocked, at a planeswalker
            how, rule = "unblocked", R.UNBLOCKED
        elif no_blockers:
            how, rule = "trample_no_blockers", R.TRAMPLE_NO_BLOCKERS
        else:
            how, rule = "trample_excess", R.TRAMPLE
        if isinstance(target, Seat):
            if not target.left:
                plan.append((target, left, how, rule))
                return 0
            return left
        if target is None:
            return left
        if target.kind != "planeswalker":
            if target.alive:
                plan.append((target, left, how, rule))
                return 0
            return left
        others = self.pending_pw.get(target, 0)
        room = max(0, (target.loyalty or 0) - others)
        if OVER_PLANESWALKERS not in perm.keywords:
            if target.alive:
                if left > room:  # more than its loyalty, and still none to the player
                    how, rule = "trample_at_planeswalker", R.TRAMPLE_AT_PLANESWALKER
                plan.append((target, left, how, rule))
                return 0
            return left
        controller = target.owner
        if not target.alive:
            # 702.19e: the exception to 506.4c, to the defending player.
            if controller.left:
                return left
            plan.append((controller, left, "over_planeswalker_gone", R.TRAMPLE_PLANESWALKER_GONE))
            return 0
        if left <= room or controller.left:
            plan.append((target, left, how, rule))
            return 0
        if room:
            loyalty_how = "loyalty_others" if others else "loyalty"
            plan.append((target, room, loyalty_how, R.TRAMPLE_OVER_PLANESWALKERS))
        plan.append((controller, left - room, "over_planeswalker", R.TRAMPLE_OVER_PLANESWALKERS))
        return 0
