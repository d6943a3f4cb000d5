"""Triggered abilities of combat: exalted, battle cry, melee (as attackers are declared),
bushido, flanking, rampage, afflict (as blockers are declared), poisonous and cipher (after
combat damage)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine import citations as R
from engine.combat.sba import StateBased
from engine.combat.state import Assignment, Perm, Seat, defender_of
from engine.events import (
    Afflict,
    BattleCry,
    Bushido,
    CipherCopy,
    CopyResolves,
    Exalted,
    Flanking,
    LifeLost,
    Melee,
    Poisonous,
    Rampage,
    TriggerOrder,
)
from engine.keywords import Keyword
from engine.model import (
    CopyCast,
    Creature,
)

# Cipher spells whose copies the simulation resolves: the damaged player loses this much life,
# and whether that is the spell's whole effect (Undercity Plague also makes the player discard
# a card and sacrifice a permanent, which is not simulated).
CIPHER_LIFE_LOSS: dict[str, tuple[int, bool]] = {
    "shadow slice": (3, True),
    "undercity plague": (1, False),
}


EXALTED, BATTLE_CRY, MELEE = Keyword.EXALTED, Keyword.BATTLE_CRY, Keyword.MELEE
BUSHIDO, RAMPAGE, AFFLICT = Keyword.BUSHIDO, Keyword.RAMPAGE, Keyword.AFFLICT
FLANKING, POISONOUS = Keyword.FLANKING, Keyword.POISONOUS

# combat depth: triggers. The triggered abilities of declare attackers and declare blockers
# (508.2b, 509.2a) and poisonous (510.3a). Each resolves by itself, with state-based actions
# checked after it (704.3). The default order is README "Combat triggers and banding".
ATTACK_TRIGGERS = frozenset({EXALTED, BATTLE_CRY, MELEE})

Resolve = Callable[[], None]


class Triggers(StateBased):
    def after_attacks(self) -> None:
        """Attackers are declared: exalted, battle cry and melee trigger and resolve."""
        attackers = self.attackers
        if not attackers or not self.triggered:
            return
        pending: list[Resolve] = []
        lone = attackers[0] if len(attackers) == 1 else None
        exalted: list[Perm] = []
        for perm in self.triggered:
            if perm.owner.side != 0 or ATTACK_TRIGGERS.isdisjoint(perm.keywords):
                continue
            if EXALTED in perm.keywords and lone is not None and perm.owner is lone.owner:
                exalted.append(perm)
        if exalted and lone is not None:
            pending.append(partial(self.exalted, lone, tuple(exalted)))
        for perm in self.triggered:
            keywords = perm.keywords
            if perm.target is None:  # not attacking: on a defending side, or it stays home
                continue
            if BATTLE_CRY in keywords:
                pending.append(partial(self.battle_cry, perm))
            if MELEE in keywords:
                pending.append(partial(self.melee, perm))
        if not pending:
            return
        count = len(pending) + max(0, len(exalted) - 1)  # one trigger per exalted instance
        if count > 1:
            players = tuple(dict.fromkeys(p.owner.name for p in attackers))
            self.events.append(TriggerOrder(R.APNAP, "attackers", count, players))
        for resolve in pending:
            resolve()

    def pump(self, perm: Perm, power: int, toughness: int) -> tuple[str, int, int, int, int]:
        """Give ``perm`` +power/+toughness until end of turn; the fields of its event."""
        perm.power += power
        perm.toughness += toughness
        return perm.id, power, toughness, perm.power - perm.minus, perm.toughness - perm.minus

    def exalted(self, lone: Perm, sources: tuple[Perm, ...]) -> None:
        amount = len(sources)
        self.events.append(
            Exalted(R.EXALTED, *self.pump(lone, amount, amount), tuple([p.id for p in sources]))
        )

    def battle_cry(self, source: Perm) -> None:
        others = [p for p in self.attackers if p is not source and p.alive]
        for perm in others:
            self.pump(perm, 1, 0)
        self.events.append(BattleCry(R.BATTLE_CRY, source.id, tuple([p.id for p in others])))

    def melee(self, perm: Perm) -> None:
        opponents = tuple(
            dict.fromkeys(
                a.target.name
                for a in self.attackers
                if a.owner is perm.owner and isinstance(a.target, Seat)
            )
        )
        amount = len(opponents)
        self.events.append(Melee(R.MELEE, *self.pump(perm, amount, amount), opponents))

    def after_blocks(self) -> None:
        """Blockers are declared: bushido, flanking, rampage and afflict trigger and resolve.

        The defending players' abilities resolve first: each player puts theirs on the stack
        in APNAP order, the active player first (603.3b). The active player's resolve in the
        order best for them: bushido and rampage (rampage counts the blockers before flanking
        may kill one), then afflict, then flanking.
        """
        if not self.triggered:
            return
        theirs: dict[Seat, list[Resolve]] = {}
        mine: list[Resolve] = []
        afflict: list[Resolve] = []
        flanking: list[Resolve] = []
        for perm in self.triggered:
            thing = perm.thing
            assert isinstance(thing, Creature)
            if perm.blocking is not None:
                if thing.numbers and (n := thing.number(BUSHIDO)):
                    theirs.setdefault(perm.owner, []).append(
                        partial(self.bushido, perm, n, "blocks")
                    )
                continue
            if not perm.blocked or perm.target is None:
                continue
            self.becomes_blocked(perm, thing, mine, afflict)
            if FLANKING in perm.keywords:
                for blocker in perm.blockers:
                    if FLANKING not in blocker.keywords:
                        flanking.append(partial(self.flanking, perm, blocker))
        count = sum(map(len, theirs.values())) + len(mine) + len(afflict) + len(flanking)
        if not count:
            return
        order = sorted(theirs, key=lambda seat: -seat.side)
        if count > 1:
            players = [seat.name for seat in order]
            if mine or afflict or flanking:
                players.extend(dict.fromkeys(a.owner.name for a in self.attackers))
            self.events.append(TriggerOrder(R.APNAP, "blockers", count, tuple(players)))
        for resolve in [*(r for seat in order for r in theirs[seat]), *mine, *afflict, *flanking]:
            if self.over:
                return
            resolve()
            self.state_based_actions()

    def put_blocking(self, attacker: Perm, blocker: Perm, was_blocked: bool) -> None:
        """A creature put onto the battlefield blocking never "blocked" (509.4, 509.3a: its
        own bushido does not trigger), but ``attacker`` becomes blocked by it: bushido,
        rampage and afflict ("whenever this creature becomes blocked") trigger if it was an
        unblocked creature (509.3c), flanking ("becomes blocked by a creature") for this
        blocker (509.3d). They resolve at once, in the order of :meth:`after_blocks`."""
        thing = attacker.thing
        if not isinstance(thing, Creature):
            return
        pending: list[Resolve] = []
        if not was_blocked:
            self.becomes_blocked(attacker, thing, pending, pending)
        if FLANKING in attacker.keywords and FLANKING not in blocker.keywords:
            pending.append(partial(self.flanking, attacker, blocker))
        if len(pending) > 1:
            players = (attacker.owner.name,)
            self.events.append(TriggerOrder(R.APNAP, "blockers", len(pending), players))
        for resolve in pending:
            if self.over:
                return
            resolve()
            self.state_based_actions()

    def becomes_blocked(
        self, perm: Perm, thing: Creature, pumps: list[Resolve], afflict: list[Resolve]
    ) -> None:
        """The abilities of ``perm`` that trigger "whenever this creature becomes blocked"
        (509.3c): bushido then rampage onto ``pumps``, afflict onto ``afflict``."""
        if thing.numbers:
            if n := thing.number(BUSHIDO):
                pumps.append(partial(self.bushido, perm, n, "blocked"))
            if n := thing.number(RAMPAGE):
                pumps.append(partial(self.rampage, perm, n))
            if n := thing.number(AFFLICT):
                afflict.append(partial(self.afflict, perm, n))

    def bushido(self, perm: Perm, amount: int, why: str) -> None:
        if not perm.alive:
            return
        self.events.append(Bushido(R.BUSHIDO, *self.pump(perm, amount, amount), why))

    def rampage(self, perm: Perm, number: int) -> None:
        if not perm.alive:
            return
        beyond = max(0, sum(1 for b in perm.blockers if b.alive) - 1)  # as it resolves: 702.23b
        amount = number * beyond
        self.events.append(Rampage(R.RAMPAGE, *self.pump(perm, amount, amount), number, beyond))

    def flanking(self, source: Perm, blocker: Perm) -> None:
        if not blocker.alive:
            return
        self.events.append(Flanking(R.FLANKING, *self.pump(blocker, -1, -1), source.id))

    def afflict(self, perm: Perm, amount: int) -> None:
        player = defender_of(perm)
        if player is None or player.lost:
            return
        team = player.team
        team.life -= amount
        self.events.append(Afflict(R.AFFLICT, perm.id, player.name, amount, team.life))

    def poisonous(self, assignments: list[Assignment]) -> None:
        """Poisonous N: each creature that dealt combat damage to a player gives them N poison
        counters; the abilities resolve after the step's state-based actions (510.3a)."""
        if not self.triggered:
            return
        for src, tgt, amount in assignments:
            if not isinstance(tgt, Seat) or amount <= 0:
                continue
            thing = src.thing
            if not isinstance(thing, Creature) or not thing.numbers:
                continue
            count = thing.number(POISONOUS)
            if not count or self.over or tgt.lost:
                continue
            team = tgt.team
            team.poison += count
            self.events.append(Poisonous(R.POISONOUS, src.id, tgt.name, count, team.poison))
            self.state_based_actions()

    def cipher(self, hits: list[tuple[Perm, Seat]]) -> list[CopyCast]:
        """Cast a copy of each encoded spell per player dealt damage (702.99a), then resolve."""
        copies: list[CopyCast] = []
        for creature, player in hits:
            for spell in creature.ciphers:
                if self.over:
                    return copies
                caster = creature.owner.name
                copies.append(CopyCast(spell, creature.id, caster, player.name))
                self.events.append(CipherCopy(R.CIPHER, spell, creature.id, caster, player.name))
                effect = CIPHER_LIFE_LOSS.get(spell.lower())
                if player.lost:
                    # Its targets are chosen as it is cast (601.2c): not the player who left.
                    outcome = CopyResolves(R.TARGETS, spell, player.name, "player_left")
                    self.events.append(outcome)
                elif effect is not None:
                    loss, whole = effect
                    player.team.life -= loss
                    self.events.append(
                        CopyResolves(
                            R.RESOLVES, spell, player.name, "life" if whole else "partial", loss
                        )
                    )
                    rule = R.TEAM_LIFE if player.team.pooled else R.LIFE_CHANGE
                    self.events.append(LifeLost(rule, player.name, loss, spell, player.team.life))
                    self.state_based_actions()
                else:
                    self.events.append(CopyResolves(R.RESOLVES, spell, player.name, "reported"))
        return copies
