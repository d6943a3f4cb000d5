"""Combat damage assignment (510.1): how each creature's damage is divided."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engine import citations as R
from engine.combat.state import (
    BANDING,
    BANDS_WITH_OTHER,
    OVER_PLANESWALKERS,
    TRAMPLE,
    Assignment,
    Combat,
    Entry,
    Perm,
    Seat,
)
from engine.damage import divide, lethal_needed
from engine.errors import IllegalActionError
from engine.events import (
    BandAssigned,
    DamageAssigned,
    NoDamage,
)


class Assigner:
    """Combat damage assignment for one step, by the default division of NOTATION.md s. 3."""

    def __init__(
        self, combat: Combat, shielded: Callable[[Perm, Perm], bool] | None = None
    ) -> None:
        self.combat = combat
        # Whether protection will prevent a source's damage to a creature (702.16e), when
        # some permanent has protection: the banding divider's default reads it.
        self.shielded = shielded
        self.assignments: list[Assignment] = []
        self.pending: dict[Perm, int] = {}
        self.pending_dt: set[Perm] = set()
        self.pending_pw: dict[Perm, int] = {}

    def emit(
        self, src: Perm, plan: list[tuple[Seat | Perm, int, str, str]], divider: str = ""
    ) -> None:
        # One assignment per target: a later share to the same target (the rest of the damage
        # to the last blocker) adds to it and names why.
        if len(plan) > 1:
            merged: dict[Seat | Perm, tuple[int, str, str]] = {}
            for target, amount, how, rule in plan:
                if amount > 0:
                    before = merged.get(target)
                    merged[target] = (amount + (before[0] if before else 0), how, rule)
            plan = [(target, amount, how, rule) for target, (amount, how, rule) in merged.items()]
        for target, amount, how, rule in plan:
            self.one(src, target, amount, how, rule, divider)

    def one(
        self, src: Perm, target: Seat | Perm, amount: int, how: str, rule: str, divider: str = ""
    ) -> None:
        """Assign ``amount`` of ``src``'s damage to ``target`` (none when it is not positive)."""
        if amount <= 0:
            return
        self.assignments.append((src, target, amount))
        events = self.combat.events
        if isinstance(target, Seat):
            if divider:  # banding: another player divides (702.22j-k)
                events.append(BandAssigned(rule, src.id, target.name, amount, how, divider))
            else:
                events.append(DamageAssigned(rule, src.id, target.name, amount, how))
            return
        if divider:
            events.append(BandAssigned(rule, src.id, target.id, amount, how, divider))
        else:
            events.append(DamageAssigned(rule, src.id, target.id, amount, how))
        if target.kind == "creature":
            self.pending[target] = self.pending.get(target, 0) + amount
            if src.deathtouch:
                self.pending_dt.add(target)
        elif target.kind == "planeswalker":
            self.pending_pw[target] = self.pending_pw.get(target, 0) + amount

    def needs(self, creatures: list[Perm], deathtouch: bool) -> list[int]:
        """The lethal damage each creature still needs in this step (702.19b, 702.2c)."""
        return [
            lethal_needed(
                c.toughness,
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
        power = perm.power
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
        elif perm in self.combat.divisions:
            self.chosen(perm, power, self.receivers_of_blocker(perm))
        elif len(attacker.band) > 1:
            band = [a for a in attacker.band if a.alive and not a.removed]
            self.band_blocker(perm, power, band)
        elif perm.also_blocking:
            # 510.1d: among the creatures it still blocks (not those gone or removed, 506.4);
            # the attacking player divides when one of them has banding, in a band or not
            # (702.22k).
            still = [a for a in (attacker, *perm.also_blocking) if a.alive and not a.removed]
            if len(still) > 1 and banded(still):
                self.attacker_divides(perm, power, still)
            else:
                self.blocker_divides(perm, power, still)
        elif not attacker.alive or attacker.removed:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
        else:
            self.one(perm, attacker, power, "blocking", R.BLOCKING)

    def blocker_divides(self, perm: Perm, power: int, attackers: list[Perm]) -> None:
        """A creature blocking several attackers divides its damage among them (510.1d).
        The default division: in the order written, each gets lethal damage, the last one
        the rest (NOTATION.md section 3, README "Protection, restrictions and evasion")."""
        if not attackers:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
            return
        if len(attackers) == 1:
            self.one(perm, attackers[0], power, "blocking", R.BLOCKING)
            return
        needs = self.needs(attackers, perm.deathtouch)
        shares, left = divide(power, needs)
        plan: list[tuple[Seat | Perm, int, str, str]] = []
        for a, share, need in zip(attackers, shares, needs, strict=True):
            how = "blocker_lethal" if share >= need else "blocker_partial"
            plan.append((a, share, how, R.BLOCKING))
        if left > 0:
            plan.append((attackers[-1], left, "blocker_rest", R.BLOCKING))
        self.emit(perm, plan)

    def attacker(self, perm: Perm) -> None:
        power = perm.power
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
            return
        if perm.silent == "combat" or (
            perm.silent == "player" and not perm.blocked and isinstance(perm.target, Seat)
        ):
            self.no_damage(perm, "card_text", R.CARD_OVERRIDES)
            return
        if perm in self.combat.divisions:
            self.chosen(perm, power, self.receivers_of_attacker(perm))
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
                    self.one(perm, target, power, "unblocked", R.UNBLOCKED)
            elif target is None or not target.alive:
                self.target_gone(perm, target)
            else:
                self.one(perm, target, power, "unblocked", R.UNBLOCKED)
            return
        tramples = over or TRAMPLE in perm.keywords
        blockers = [b for b in perm.blockers if b.alive]
        if perm.blocked and not blockers and not tramples:
            self.no_damage(perm, "blockers_gone", R.BLOCKED)
            return
        if blockers and banded(blockers):
            # 702.22j: the defending player divides it among its blockers, none to the player.
            chosen = self.absorber(perm, power, blockers)
            rule = R.BANDING_DEFENDER_DIVIDES
            self.one(perm, chosen, power, "defender", rule, chosen.owner.name)
            return
        deathtouch = perm.deathtouch
        plan: list[tuple[Seat | Perm, int, str, str]] = []
        if len(blockers) == 1 and not tramples:
            plan.append((blockers[0], power, "one_blocker", R.BLOCKED))
            left = 0
        else:
            needs = self.needs(blockers, deathtouch)
            shares, left = divide(power, needs)
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

    def receivers_of_blocker(self, perm: Perm) -> Receivers:
        """Where a blocker may put its damage: the creatures it still blocks (510.1d, 506.4),
        the whole band of the one it blocks (702.22h); divided by the attacking player when
        one of them has banding (702.22k)."""
        attacker = perm.blocking
        assert attacker is not None
        blocked = (*(attacker.band or (attacker,)), *perm.also_blocking)
        still = [a for a in dict.fromkeys(blocked) if a.alive and not a.removed]
        if len(still) > 1 and banded(still):
            how, rule = "chosen_attacker", R.BANDING_ATTACKER_DIVIDES
        else:
            how, rule = "chosen_blocker", R.BLOCKING
        return Receivers([(a, 0, 0, how, rule) for a in still], rule)

    def receivers_of_attacker(self, perm: Perm) -> Receivers:
        """Where an attacker may put its damage: what it attacks when unblocked (510.1b);
        its blockers (510.1c), by the defending player with banding (702.22j); with trample,
        once each blocker has lethal damage, what it attacks too (702.19b); with trample
        over planeswalkers, the planeswalker's controller once the planeswalker also has
        damage equal to its loyalty (702.19c)."""
        target = perm.target
        over = OVER_PLANESWALKERS in perm.keywords
        here = target is not None and (
            not target.left if isinstance(target, Seat) else target.alive
        )
        if not perm.blocked and not (over and isinstance(target, Perm)):
            if target is None or not here:
                return Receivers([], R.UNBLOCKED)
            return Receivers([(target, 0, 0, "unblocked", R.UNBLOCKED)], R.UNBLOCKED)
        blockers = [b for b in perm.blockers if b.alive]
        if blockers and banded(blockers):
            rule = R.BANDING_DEFENDER_DIVIDES
            return Receivers([(b, 0, 0, "chosen_defender", rule) for b in blockers], rule)
        needs = self.needs(blockers, perm.deathtouch)
        receivers: list[Receiver] = [
            (b, need, 0, "chosen", R.BLOCKED) for b, need in zip(blockers, needs, strict=True)
        ]
        if not (over or TRAMPLE in perm.keywords) or target is None:
            return Receivers(receivers, R.BLOCKED)
        # With trample the rule that says where its damage may go is trample's own: the
        # blockers, then only what it attacks (702.19b-c), not another defending player.
        rule = R.TRAMPLE_OVER_PLANESWALKERS if over else R.TRAMPLE
        if over and isinstance(target, Perm) and target.kind == "planeswalker":
            if target.alive:
                room = max(0, (target.loyalty or 0) - self.pending_pw.get(target, 0))
                receivers.append((target, room, 1, "chosen_excess", R.TRAMPLE))
            if not target.owner.left:
                over_rule = R.TRAMPLE_OVER_PLANESWALKERS
                receivers.append((target.owner, 0, 2, "chosen_over", over_rule))
        elif here:
            receivers.append((target, 0, 1, "chosen_excess", R.TRAMPLE))
        return Receivers(receivers, rule)

    def chosen(self, perm: Perm, power: int, receivers: Receivers) -> None:
        """Assign ``perm``'s damage as the division written for it says, once the division
        is checked as a whole (510.1e): every share to something that may be dealt it, all
        of the damage (510.1a), and with trample nothing past the blockers until each has
        lethal damage, nothing to a planeswalker's controller until it has damage equal to
        its loyalty (702.19b-c)."""
        shares, span = self.combat.divisions.pop(perm)
        rows = receivers.rows
        at: dict[Entry, int] = {}
        for place, row in enumerate(rows):
            at.setdefault(row[0], place)
        given = [0] * len(rows)
        for entry, amount, where in shares:
            index = at.get(entry)
            if index is None:
                raise IllegalActionError(
                    "illegal_action",
                    where,
                    "assign-target",
                    name=entry.name,
                    source=perm.name,
                    rule=receivers.rule,
                )
            given[index] += amount
        total = sum(given)
        if total != power:
            raise IllegalActionError(
                "illegal_action",
                span,
                "assign-total",
                source=perm.name,
                amount=total,
                power=power,
                rule=R.NO_POWER,
            )
        pairs = list(zip(rows, given, strict=True))
        reached = max((row[2] for row, amount in pairs if amount), default=0)
        for (entry, need, tier, _, _), amount in pairs:
            if tier < reached and amount < need:
                rule = R.TRAMPLE_OVER_PLANESWALKERS if tier else R.TRAMPLE
                raise IllegalActionError(
                    "illegal_action",
                    span,
                    "assign-lethal",
                    source=perm.name,
                    name=entry.name,
                    need=need,
                    rule=rule,
                )
        plan = [(entry, amount, how, rule) for (entry, _, _, how, rule), amount in pairs]
        self.emit(perm, plan)

    def band_blocker(self, perm: Perm, power: int, attackers: list[Perm]) -> None:
        """A creature blocking a band blocks each of its creatures (702.22h). When it blocks a
        creature with banding, the attacking player divides its damage (702.22k); otherwise
        its controller does, as for any blocker (510.1d)."""
        if not attackers:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
            return
        if banded(attackers):
            self.attacker_divides(perm, power, attackers)
            return
        # The default division of NOTATION.md section 3: lethal damage in order, the rest last.
        shares, left = divide(power, self.needs(attackers, perm.deathtouch))
        shares[-1] += left
        plan: list[tuple[Seat | Perm, int, str, str]] = [
            (a, share, "blocker", R.BLOCKING) for a, share in zip(attackers, shares, strict=True)
        ]
        self.emit(perm, plan, perm.owner.name)

    def attacker_divides(self, perm: Perm, power: int, attackers: list[Perm]) -> None:
        """A creature blocking a creature with banding: the attacking player divides its
        damage among the creatures it blocks (702.22k), by the default of :meth:`absorber`."""
        chosen = self.absorber(perm, power, attackers)
        rule = R.BANDING_ATTACKER_DIVIDES
        self.one(perm, chosen, power, "attacker", rule, chosen.owner.name)

    def absorber(self, src: Perm, amount: int, creatures: list[Perm]) -> Perm:
        """Where the player banding lets divide ``src``'s damage puts all of it by default:
        on a creature whose protection prevents it (702.16e: no damage, no deathtouch, no
        lifelink), else on one that survives it (the one with the most toughness left), else
        on one that dies anyway this step, else on the one with the least toughness left, so
        that at most one of their creatures dies (README "Combat triggers and banding")."""
        best = creatures[0]
        best_key = (-1, 0)
        shielded = self.shielded
        for creature in creatures:
            pending = self.pending.get(creature, 0)
            left = creature.toughness - creature.damage - pending
            sturdy = creature.indestructible and not src.damage_as_counters
            doomed = not sturdy and (left <= 0 or creature in self.pending_dt)
            if shielded is not None and shielded(src, creature):
                key = (3, left)
            elif doomed:
                key = (1, 0)
            elif sturdy or (not src.deathtouch and amount < left):
                key = (2, left)
            else:
                key = (0, -left)
            if key > best_key:
                best, best_key = creature, key
        return best

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


# Who may be dealt a share, the damage it needs before any share goes past it, its tier
# (blockers 0; with trample what is attacked 1; a planeswalker's controller 2), how and why.
Receiver = tuple[Entry, int, int, str, str]


class Receivers(NamedTuple):
    """Where a creature may put its combat damage, and the rule that says so."""

    rows: list[Receiver]
    rule: str


def unused_divisions(combat: Combat) -> None:
    """A division written for a creature that deals no combat damage after it (a first
    striker after the first-strike step, any creature at end of combat) is refused: no
    combat damage step is left where its player announces it (510.1)."""
    if combat.over:
        return
    for perm, (_, span) in combat.divisions.items():
        if perm.alive and not perm.removed and perm.power > 0:
            raise IllegalActionError(
                "illegal_action", span, "assign-unused", source=perm.name, rule=R.ASSIGNS
            )


def banded(creatures: list[Perm]) -> bool:
    """Whether one of them has banding, or they are two or more and one has "bands with
    other" (the notation's creatures of a band share its quality): 702.22j-k."""
    for creature in creatures:
        keywords = creature.keywords
        if BANDING in keywords or (BANDS_WITH_OTHER in keywords and len(creatures) > 1):
            return True
    return False
