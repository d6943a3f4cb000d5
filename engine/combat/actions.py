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
from engine.combat.prevention import Prevention
from engine.combat.state import Entry, Perm, Seat, defender_of
from engine.errors import IllegalActionError, NotationError
from engine.events import (
    ActionsSkipped,
    BandBlocked,
    BlockStands,
    CountersAnnihilate,
    CountersPut,
    CreatureEnters,
    KeywordsChanged,
    MomentBegins,
    NotDestroyed,
    PermanentLeaves,
    PowerChanged,
    RemovedFromCombat,
    ShieldCreated,
    StaysBlocked,
    StrikeTiming,
)
from engine.keywords import Keyword
from engine.model import Action, Creature, EffectResult, Moment, MomentResult, Ref

_Want = Callable[[Entry], bool]
_ALIVE = attrgetter("alive")

MOMENT_RULES = {
    "after_attacks": R.MOMENT_ATTACKS,
    "after_blocks": R.MOMENT_BLOCKS,
    "after_first_strike": R.MOMENT_FIRST_STRIKE,
}
LEAVES = {  # the action, how the permanent leaves, the rule, and whether it dies (700.4)
    "destroy": ("destroyed", R.DESTROY, True),
    "exile": ("exiled", R.EXILE, False),
    "bounce": ("bounced", R.REMOVED_FROM_COMBAT, False),
    "sacrifice": ("sacrificed", R.SACRIFICE, True),
}
# The ways of leaving by an action (a result's ``left_by``) that are dying: put into its
# owner's graveyard from the battlefield (700.4); the others only leave the battlefield.
DIES_BY = frozenset(how for how, _, dies in LEAVES.values() if dies)
FIRST_STRIKE, DOUBLE_STRIKE = Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE
FLYING = Keyword.FLYING
EVASION = frozenset({Keyword.FLYING, Keyword.MENACE})  # what restricts the blocks of it
LETS_BLOCK_FLYERS = frozenset({Keyword.FLYING, Keyword.REACH})


class Actions(Prevention):
    counted_plus = False  # some permanent has +1/+1 counters: check 704.5q after damage
    reported_blocked: set[Perm] | None = None

    # -- the timeline's moments (called by Steps.run) ----------------------------------------

    def moments(self) -> dict[str, Moment]:
        return {m.moment: m for m in self.board.actions}

    def act(self, moment: Moment, struck_first: frozenset[str] = frozenset()) -> None:
        """Apply one moment's actions in order, then state-based actions (704.3)."""
        log = self.moment_log
        if log is None:
            log = self.moment_log = []
        if self.over:
            self.events.append(ActionsSkipped(R.GAME_OVER_ACTIONS, moment.moment))
            log.append(MomentResult(moment.moment, (), skipped=True))
            return
        self.events.append(MomentBegins(MOMENT_RULES[moment.moment], moment.moment))
        done: list[EffectResult] = []
        for index, action in enumerate(moment.actions):
            if self.over:  # a trigger of an action ended the game (afflict): 104.2a
                rest = moment.actions[index:]
                self.events.append(ActionsSkipped(R.GAME_OVER_ACTIONS, moment.moment, len(rest)))
                done += [
                    EffectResult(a.effect, a.ref.text if a.ref else None, "skipped") for a in rest
                ]
                break
            done.append(self.apply(action, moment.moment, struck_first))
        self.annihilate()
        self.state_based_actions()
        self.still_blocked()
        log.append(MomentResult(moment.moment, tuple(done)))

    def declare_blocks_later(self) -> None:
        """Blocks declared after the actions after attacks: none may block a creature that is
        no longer attacking, and a creature that left the battlefield blocks nothing (506.4)."""
        self.declare_blocks()
        for perm in self.perms:
            attacker = perm.blocking
            if attacker is not None and (not attacker.alive or attacker.removed or not perm.alive):
                raise IllegalActionError(
                    "illegal_block",
                    perm.thing.span,
                    "block-gone",
                    name=perm.name,
                    attacker=attacker.name,
                )

    def no_first_strike_step(self, moment: Moment) -> NoReturn:
        raise IllegalActionError("illegal_action", moment.span, "no-first-strike-step")

    # -- one action -----------------------------------------------------------------------------

    def apply(self, action: Action, moment: str, struck_first: frozenset[str]) -> EffectResult:
        effect = action.effect
        if effect == "fog":
            self.shielding().fog = True
            self.events.append(ShieldCreated(R.PREVENTION_EFFECT, "all", "", 0))
            return EffectResult(effect, None, "applied")
        if effect == "put":
            return self.put(action, moment)
        ref = action.ref
        assert ref is not None
        if effect == "prevent_to":
            entry = self.find(ref, self.here)
            key = entry.name if isinstance(entry, Seat) else entry.id
            shields = self.shielding().targets
            shields[entry] = shields.get(entry, 0) + action.count
            self.events.append(ShieldCreated(R.PREVENT_SHIELD, "to", key, action.count))
            return EffectResult(effect, key, "applied", action.count)
        if effect == "remove":
            perm = self.perm(ref, self.in_combat)
        else:
            perm = self.perm(ref, self.creature if effect in _CREATURE_ONLY else self.present)
        if effect in LEAVES:
            return self.leave(perm, effect)
        if effect == "remove":
            perm.removed = True
            self.leave_combat(perm)
            self.events.append(RemovedFromCombat(R.REMOVED_FROM_COMBAT, perm.id))
        elif effect == "pump":
            pumped = self.pump(perm, action.power, action.toughness)
            self.events.append(PowerChanged(R.PT_CHANGE, *pumped))
        elif effect == "counters":
            self.counters(perm, action)
        elif effect in ("gain", "lose"):
            self.keywords(perm, action, moment, struck_first)
        elif effect == "prevent_from":
            sources = self.shielding().sources
            sources[perm] = sources.get(perm, 0) + action.count
            self.events.append(ShieldCreated(R.PREVENT_SOURCE, "from", perm.id, action.count))
            return EffectResult(effect, perm.id, "applied", action.count)
        else:  # unpreventable
            self.shielding().unpreventable.add(perm)
            self.events.append(ShieldCreated(R.UNPREVENTABLE, "unpreventable", perm.id, 0))
        return EffectResult(effect, perm.id, "applied", action.count or None)

    def leave(self, perm: Perm, effect: str) -> EffectResult:
        if effect == "destroy" and perm.indestructible:
            self.events.append(NotDestroyed(R.INDESTRUCTIBLE, perm.id))
            return EffectResult(effect, perm.id, "indestructible")
        how, rule, _ = LEAVES[effect]
        perm.alive = False
        perm.left_by = how
        self.leave_combat(perm)
        self.events.append(PermanentLeaves(rule, perm.id, how))
        return EffectResult(effect, perm.id, "applied")

    def leave_combat(self, perm: Perm) -> None:
        """It stops being attacking, blocking, blocked or unblocked (506.4); the creature
        it blocked stays blocked (509.1h), the creatures blocking it block nothing."""
        attacker = perm.blocking
        if attacker is not None:
            # Every creature it blocks: the one named, the others it may block (509.1a) and
            # the rest of that creature's band (702.22h).
            for blocked in (attacker, *perm.more, *attacker.band):
                if perm in blocked.blockers:
                    blocked.blockers.remove(perm)
            perm.blocking = None
            perm.more = ()
        if perm.removed and perm.target is not None:
            perm.target = None
            perm.blocked = False

    def counters(self, perm: Perm, action: Action) -> None:
        count = action.count
        if action.power > 0:
            perm.plus += count
            perm.power += count
            perm.toughness += count
            self.counted_plus = True
            sign, total = "plus", perm.plus
        else:
            perm.minus += count
            sign, total = "minus", perm.minus
        self.events.append(CountersPut(R.PLUS_COUNTERS, perm.id, count, sign, total))

    def annihilate(self) -> None:
        """+1/+1 and -1/-1 counters on one permanent annihilate (704.5q, 122.3)."""
        if not self.counted_plus:
            return
        for perm in self.perms:
            if perm.plus and perm.minus and perm.alive:  # counts are never negative
                n = min(perm.plus, perm.minus)
                perm.plus -= n
                perm.minus -= n
                perm.power -= n
                perm.toughness -= n
                self.events.append(CountersAnnihilate(R.ANNIHILATE, perm.id, n))

    def keywords(
        self, perm: Perm, action: Action, moment: str, struck_first: frozenset[str]
    ) -> None:
        before = perm.keywords
        gains = action.effect == "gain"
        after = before | action.keywords if gains else before - action.keywords
        perm.set_keywords(after)
        names = tuple(sorted(k.value for k in action.keywords))
        self.events.append(
            KeywordsChanged(R.ABILITY_CHANGE, perm.id, "gains" if gains else "loses", names)
        )
        if moment != "after_attacks":
            self.block_stands(perm, gains, action.keywords)
        if moment != "after_first_strike" or not self.in_combat(perm):
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
                else (
                    "double_fresh",
                    R.FIRST_STRIKE_STEP,
                )
            )
        elif not has_double and FIRST_STRIKE in after and not struck and FIRST_STRIKE not in before:
            why, rule = "gained_first", R.FIRST_STRIKE_LATE
        elif struck and not has_double and FIRST_STRIKE in before and FIRST_STRIKE not in after:
            why, rule = "lost_first", R.FIRST_STRIKE_LATE
        if why:
            self.events.append(StrikeTiming(rule, perm.id, why))

    def block_stands(self, perm: Perm, gains: bool, keywords: frozenset[Keyword]) -> None:
        """A block already declared is not undone by an evasion ability gained (509.1b) or
        by the loss of what let the blocker block (506.4a)."""
        if gains and perm.blockers and not EVASION.isdisjoint(keywords):
            self.events.append(BlockStands(R.EVASION_AFTER_BLOCKS, perm.id, "evasion"))
        elif (
            not gains
            and perm.blocking is not None
            and FLYING in perm.blocking.keywords
            and not LETS_BLOCK_FLYERS.isdisjoint(keywords)
            and LETS_BLOCK_FLYERS.isdisjoint(perm.keywords)
        ):
            self.events.append(BlockStands(R.DECLARED_STAYS, perm.id, "restriction"))

    def put(self, action: Action, moment: str) -> EffectResult:
        """A creature put onto the battlefield attacking or blocking: it never attacked or
        blocked, so no restriction is checked for it (508.4c, 509.4b)."""
        creature = action.creature
        assert creature is not None
        if creature.blocks is not None and creature.attacks is not None:
            raise NotationError("syntax", action.span, "put-shape")
        if creature.blocks is not None:
            if moment == "after_attacks":
                raise IllegalActionError("illegal_action", action.span, "put-blocking-early")
            attacker = self.resolve(
                creature.blocks, self.attacking, self.not_attacking, creature.blocks
            )
            assert isinstance(attacker, Perm)
            defender = defender_of(attacker)
            perm = self.enter(creature, defender or self.first_seat(1), action.span)
            if not attacker.alive or attacker.removed or defender is None:
                self.events.append(
                    CreatureEnters(R.ENTERS_NOT_BLOCKING, perm.id, "not_blocking", attacker.id)
                )
                return EffectResult("put", perm.id, "not_blocking")
            perm.blocking = attacker
            self.events.append(CreatureEnters(R.ENTERS_BLOCKING, perm.id, "blocking", attacker.id))
            # The rest of its band becomes blocked by it too (702.22h).
            band = [m for m in attacker.band if m is not attacker and m.alive and not m.removed]
            blocked = [(m, m.blocked) for m in (attacker, *band)]
            for member, _ in blocked:
                member.blockers.append(perm)
                member.blocked = True
                if member is not attacker:
                    self.events.append(BandBlocked(R.BAND_BLOCKED, perm.id, member.id, attacker.id))
            for member, was_blocked in blocked:
                self.put_blocking(member, perm, was_blocked)
            return EffectResult("put", perm.id, "applied")
        entry: Entry = self.first_seat(1)
        if creature.attacks is not None:
            entry = self.resolve(
                creature.attacks, self.attackable, self.not_attackable, creature.attacks
            )
        perm = self.enter(creature, self.first_seat(0), action.span)
        name = entry.name if isinstance(entry, Seat) else entry.id
        if (entry.lost if isinstance(entry, Seat) else not entry.alive) or (
            isinstance(entry, Seat) and entry.left
        ):
            self.events.append(
                CreatureEnters(R.ENTERS_NOT_ATTACKING, perm.id, "not_attacking", name)
            )
            return EffectResult("put", perm.id, "not_attacking")
        perm.target = entry
        self.attackers.append(perm)
        if moment == "after_attacks":
            self.events.append(CreatureEnters(R.ENTERS_ATTACKING, perm.id, "attacking", name))
        else:  # after blockers are declared it enters unblocked (508.4d)
            self.events.append(
                CreatureEnters(R.ENTERS_UNBLOCKED, perm.id, "attacking_unblocked", name)
            )
        return EffectResult("put", perm.id, "applied")

    def enter(self, creature: Creature, seat: Seat, span: tuple[int, int]) -> Perm:
        letter = chr(ord("a") + seat.side)
        position = 1 + sum(1 for p in self.perms if p.owner.side == seat.side)
        perm = Perm(f"{letter}{position}", creature, seat)
        if perm.damage >= perm.toughness and not perm.indestructible:
            raise NotationError("syntax", span, "already-dead", name=perm.name)
        perm.entered = True
        self.perms.append(perm)
        self.by_id[perm.id] = perm
        self.by_name.setdefault(perm.name.lower(), []).append(perm)
        return perm

    def first_seat(self, side: int) -> Seat:
        return next(seat for seat in self.seats if seat.side == side)

    def still_blocked(self) -> None:
        """A blocked creature whose blockers are all gone stays blocked (509.1h): said once."""
        reported = self.reported_blocked
        if reported is None:
            reported = self.reported_blocked = set()
        for perm in self.attackers:
            if (
                perm.blocked
                and perm.alive
                and not perm.removed
                and perm not in reported
                and not any(map(_ALIVE, perm.blockers))
            ):
                reported.add(perm)
                self.events.append(StaysBlocked(R.STAYS_BLOCKED, perm.id))

    # -- references -----------------------------------------------------------------------------

    def find(self, ref: Ref, want: _Want) -> Entry:
        return self.resolve(ref, want, self.unusable, ref)

    def perm(self, ref: Ref, want: _Want) -> Perm:
        found = self.find(ref, want)
        assert isinstance(found, Perm)
        return found

    def here(self, entry: Entry) -> bool:
        if isinstance(entry, Seat):
            return not entry.lost and not entry.left
        return entry.alive

    def present(self, entry: Entry) -> bool:
        return isinstance(entry, Perm) and entry.alive

    def creature(self, entry: Entry) -> bool:
        return isinstance(entry, Perm) and entry.alive and entry.creature

    def in_combat(self, entry: Entry) -> bool:
        if not isinstance(entry, Perm) or not entry.alive or entry.removed:
            return False
        return entry.blocking is not None or entry.target is not None

    def attacking(self, entry: Entry) -> bool:
        return isinstance(entry, Perm) and entry in self.attackers

    def unusable(self, ref: Ref, entry: Entry) -> NoReturn:
        """The reference names something, but not something this action can use."""
        gone = (entry.lost or entry.left) if isinstance(entry, Seat) else not entry.alive
        detail = "action-gone" if gone else "action-target"
        raise IllegalActionError("illegal_action", ref.span, detail, name=entry.name)

    def not_attacking(self, ref: Ref, entry: Entry) -> NoReturn:
        raise IllegalActionError("illegal_action", ref.span, "action-target", name=entry.name)

    def not_attackable(self, ref: Ref, entry: Entry) -> NoReturn:
        raise IllegalActionError("illegal_action", ref.span, "action-target", name=entry.name)


_CREATURE_ONLY = frozenset({"pump", "counters", "gain", "lose"})
