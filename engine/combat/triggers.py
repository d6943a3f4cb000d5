"""Triggered abilities of combat: exalted, battle cry, melee (as attackers are declared),
bushido, flanking, rampage, afflict (as blockers are declared), poisonous and cipher (after
combat damage), and the combat triggers a card's text prints (engine.oracle.Trigger: "whenever
~ attacks", "blocks", "becomes blocked", "attacks and isn't blocked").

Each moment's abilities are collected, put in the order the rules give (603.3b), and resolve
one by one, with state-based actions checked after each (704.3).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

from engine import citations as R
from engine.combat.characteristics import add_plus_counters, pump, set_keywords
from engine.combat.dealing import deal
from engine.combat.sba import leave, state_based_actions
from engine.combat.setup import enter, perm_id
from engine.combat.state import Assignment, Combat, Perm, Seat, defender_of, lose_life
from engine.events import (
    Afflict,
    BattleCry,
    Bushido,
    CardTrigger,
    CipherCopy,
    CopyResolves,
    CountersPut,
    CreatureEnters,
    DamageDealt,
    Exalted,
    Flanking,
    KeywordsChanged,
    LifeChanged,
    LifeLost,
    Melee,
    PoisonGiven,
    Poisonous,
    PowerChanged,
    Rampage,
    TriggerAsks,
    TriggerOrder,
    TriggerSays,
)
from engine.keywords import Keyword
from engine.model import (
    COLORS,
    CopyCast,
    Creature,
)
from engine.oracle import ATTACKS, BLOCKED, BLOCKS, DEALT, DIES, HITS, LOSES, UNBLOCKED, Trigger

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
CANT_BE_REGENERATED = Keyword.CANT_BE_REGENERATED

# The triggered abilities of declare attackers (508.2b); those of declare blockers (509.2a)
# are read from the numbered keywords and flanking. The default order among one player's
# abilities is README "Combat triggers and banding".
ATTACK_TRIGGERS = frozenset({EXALTED, BATTLE_CRY, MELEE})

Resolve = Callable[[], None]


def attack_triggers(combat: Combat) -> None:
    """Attackers are declared: exalted, battle cry and melee trigger and resolve."""
    attackers = combat.attackers
    if not attackers or not combat.triggered:
        return
    pending: list[Resolve] = []
    lone = attackers[0] if len(attackers) == 1 else None
    exalted: list[Perm] = []
    for perm in combat.triggered:
        if perm.owner.side != 0 or ATTACK_TRIGGERS.isdisjoint(perm.keywords):
            continue
        if EXALTED in perm.keywords and lone is not None and perm.owner is lone.owner:
            exalted.append(perm)
    if exalted and lone is not None:
        pending.append(partial(_exalted, combat, lone, tuple(exalted)))
    # A card's "whenever ~ attacks" before battle cry and melee: its tokens enter attacking
    # first, so a battle cry resolving after them pumps them too (the attacker's best order).
    for perm in combat.triggered:
        thing = perm.thing
        if isinstance(thing, Creature) and thing.triggers and perm.owner.side == 0:
            _attack_card_triggers(combat, perm, thing.triggers, pending)
    for perm in combat.triggered:
        keywords = perm.keywords
        if perm.target is None:  # not attacking: on a defending side, or it stays home
            continue
        if BATTLE_CRY in keywords:
            pending.append(partial(_battle_cry, combat, perm))
        if MELEE in keywords:
            pending.append(partial(_melee, combat, perm))
    if not pending:
        return
    count = len(pending) + max(0, len(exalted) - 1)  # one trigger per exalted instance
    if count > 1:
        players = tuple(dict.fromkeys(p.owner.name for p in attackers))
        combat.events.append(TriggerOrder(R.APNAP, "attackers", count, players))
    for resolve in pending:
        resolve()
    waiting_triggers(combat)


def _attack_card_triggers(
    combat: Combat, source: Perm, triggers: tuple[Trigger, ...], pending: list[Resolve]
) -> None:
    """``source``'s "whenever ~ attacks" (if it attacks) and "whenever a creature you
    control attacks" (once for each of its controller's attackers; "attacks alone": for
    the only attacker) onto ``pending``."""
    lone = combat.attackers[0] if len(combat.attackers) == 1 else None
    for trigger in triggers:
        if trigger.when != ATTACKS:
            continue
        if trigger.alone:  # "attacks alone": the only creature declared (506.5)
            mine = lone is not None and (source is lone or trigger.anyone)
            if mine and lone is not None and lone.controller is source.controller:
                pending.append(partial(_card_trigger, combat, source, lone, trigger))
            continue
        if not trigger.anyone:
            if source.target is not None:
                pending.append(partial(_card_trigger, combat, source, source, trigger))
            continue
        for attacker in combat.attackers:
            if attacker.controller is source.controller:
                pending.append(partial(_card_trigger, combat, source, attacker, trigger))


_TRIGGER_RULES = {
    ATTACKS: R.TRIGGER_ATTACKS,
    BLOCKS: R.TRIGGER_BLOCKS,
    BLOCKED: R.TRIGGER_BLOCKED,
    UNBLOCKED: R.TRIGGER_UNBLOCKED,
    HITS: R.TRIGGER_DAMAGE,
    DEALT: R.TRIGGER_DAMAGE,
    DIES: R.TRIGGER_DIES,
}


def _card_trigger(
    combat: Combat,
    source: Perm,
    creature: Perm,
    trigger: Trigger,
    player: Seat | None = None,
    amount: int = 0,
    in_combat: bool = True,
) -> None:
    """A trigger of ``source``'s card text resolves for ``creature`` (the one that attacked,
    blocked, became blocked, dealt or was dealt damage, or died): its effects in the order
    printed, each its own event. It resolves even when its source has left the battlefield
    (113.7a); what it would affect is gone or has lost the game, that part does nothing.
    ``player``: the player it dealt combat damage to; ``amount``: the damage; not
    ``in_combat``: the damage was an action's."""
    if combat.over:
        return
    events = combat.events
    if trigger.when == LOSES and player is not None:  # an opponent lost life (603.2)
        events.append(CardTrigger(R.TRIGGER_EVENT, source.id, player.name, LOSES))
    elif in_combat:
        events.append(
            CardTrigger(_TRIGGER_RULES[trigger.when], source.id, creature.id, trigger.when)
        )
    else:  # damage an action deals: the event is not combat damage's (510.3a)
        what = "damaged" if trigger.when == DEALT else "deals"
        events.append(CardTrigger(R.TRIGGER_EVENT, source.id, creature.id, what))
    if (trigger.power or trigger.toughness) and creature.alive:
        # "for each creature blocking it": counted as it resolves (608.2h).
        times = sum(b.alive for b in creature.blockers) if trigger.each_blocker else 1
        power, toughness = trigger.power * times, trigger.toughness * times
        events.append(PowerChanged(R.PT_CHANGE, *pump(creature, power, toughness)))
    if trigger.keywords and creature.alive:
        set_keywords(creature, creature.keywords | trigger.keywords)
        names = tuple(sorted(k.value for k in trigger.keywords))
        events.append(KeywordsChanged(R.ABILITY_CHANGE, creature.id, "gains", names))
    attacked = creature.target if trigger.when == ATTACKS else defender_of(creature)
    if player is None:
        player = attacked if isinstance(attacked, Seat) else defender_of(creature)
    if trigger.damage and attacked is not None:
        alive = not attacked.lost if isinstance(attacked, Seat) else attacked.alive
        if alive:
            name = attacked.name if isinstance(attacked, Seat) else attacked.id
            events.append(DamageDealt(R.NONCOMBAT_DAMAGE, source.id, name, trigger.damage))
            deal(combat, [(source, attacked, trigger.damage)], in_combat=False)
    times = _counted(combat, source, trigger.per) if trigger.per else 1
    gain = amount if trigger.much else trigger.gain * times
    if gain and not source.controller.lost:
        _life(combat, source.controller, "gains", gain)
    loss = trigger.lose * times
    if loss and trigger.opponents:
        for seat in combat.seats:
            if seat.team is not source.controller.team and not seat.lost:
                _life(combat, seat, "loses", loss)
    elif loss and player is not None and not player.lost:
        _life(combat, player, "loses", loss)
    if trigger.life_becomes is not None and player is not None and not player.lost:
        _life_becomes(combat, player, trigger.life_becomes)
    if trigger.silent and creature.alive:
        creature.silent = trigger.silent
    if trigger.poison and player is not None and not player.lost:
        team = player.team
        team.poison += trigger.poison
        rule = R.TEAM_POISON if team.pooled else R.POISON_COUNTERS
        events.append(
            PoisonGiven(rule, player.name, trigger.poison, source.id, team.poison, "trigger")
        )
    if trigger.counters and source.alive:
        add_plus_counters(source, trigger.counters)
        combat.counted_plus = True
        put = CountersPut(R.PLUS_COUNTERS, source.id, trigger.counters, "plus", source.plus)
        events.append(put)
    if trigger.foes:
        _destroy_foes(combat, creature, trigger.regenerable)
    for _ in range(trigger.tokens):
        _token(combat, source, creature, trigger)
    for sentence in trigger.said:
        events.append(TriggerSays(R.RESOLVES_IN_ORDER, source.id, sentence))
    if trigger.asked:
        text = " ".join(trigger.asked)
        if text.startswith("if "):  # an intervening "if" the board can't show
            how, rule = "condition", R.TRIGGER_CONDITION
        elif "target" in text:  # chosen as it is put on the stack
            how, rule = "target", R.TRIGGER_TARGET
        else:  # made as it resolves
            how, rule = "choice", R.TRIGGER_CHOICE
        written = ", ".join(a.replace("~", source.name) for a in trigger.asks)
        events.append(TriggerAsks(rule, source.id, text, how, written))
    state_based_actions(combat)


def waiting_triggers(
    combat: Combat, dealt: list[Assignment] | None = None, in_combat: bool = True
) -> None:
    """The abilities of cards' texts waiting for the stack resolve: those that triggered on
    a step's combat damage (``dealt``: "whenever ~ deals combat damage to a player", "is
    dealt combat damage") and on creatures dying (603.6c, 603.10a). They are put on the
    stack together before a player gets priority (510.3a), each player's in APNAP order,
    the active player's first, so the other players' resolve first (603.3b); state-based
    actions are checked after each, and the deaths they cause trigger in turn. Damage not
    ``in_combat`` (an action's) triggers only "whenever ~ is dealt damage" (603.2)."""
    pending: list[tuple[Perm, Resolve]] = []
    if dealt and combat.triggered:
        for src, tgt, amount in dealt:
            hit = tgt if isinstance(tgt, Perm) else src
            thing = hit.thing
            if not isinstance(thing, Creature) or not thing.triggers:
                continue
            when = DEALT if hit is tgt else HITS
            for trigger in thing.triggers:
                if trigger.when == when and (in_combat or trigger.noncombat):
                    player = tgt if isinstance(tgt, Seat) else None
                    call = partial(
                        _card_trigger, combat, hit, hit, trigger, player, amount, in_combat
                    )
                    pending.append((hit, call))
    while combat.waiting or pending or combat.losses:
        for source, creature, trigger in combat.waiting:
            pending.append((source, partial(_card_trigger, combat, source, creature, trigger)))
        combat.waiting.clear()
        if combat.losses:
            pending += _life_lost(combat, combat.losses)
        pending.sort(key=lambda item: -item[0].controller.side)
        if len(pending) > 1:
            players = tuple(dict.fromkeys(source.controller.name for source, _ in pending))
            combat.events.append(TriggerOrder(R.APNAP, "damage", len(pending), players))
        for _, resolve in pending:
            resolve()
        pending = []


def _life_lost(
    combat: Combat, losses: list[tuple[tuple[Perm, ...], Seat, int]]
) -> list[tuple[Perm, Resolve]]:
    """Each loss of life triggers "whenever an opponent loses life" of each permanent that saw
    it (603.2): once for each loss, damage from each source its own (120.3a); its controller
    gains that much as it resolves."""
    found: list[tuple[Perm, Resolve]] = []
    for watching, seat, amount in losses:
        for perm in watching:
            assert isinstance(perm.thing, Creature)
            for trigger in perm.thing.triggers:
                if trigger.when == LOSES:
                    call = partial(_card_trigger, combat, perm, perm, trigger, seat, amount)
                    found.append((perm, call))
    losses.clear()
    return found


def _counted(combat: Combat, source: Perm, subtypes: tuple[str, ...]) -> int:
    """The other creatures ``source``'s controller controls with any of ``subtypes``, as
    the trigger resolves (608.2h)."""
    return sum(
        1
        for perm in combat.perms
        if perm is not source
        and perm.alive
        and perm.creature
        and perm.controller is source.controller
        and isinstance(perm.thing, Creature)
        and any(subtype in perm.thing.types for subtype in subtypes)
    )


def _destroy_foes(combat: Combat, perm: Perm, regenerable: bool) -> None:
    """The creatures blocking ``perm`` or blocked by it (as it was when it died, 603.10a)
    are destroyed (701.8a); "They can't be regenerated": no shield saves them (701.19c)."""
    foes = [*perm.blockers]
    if perm.blocking is not None:
        foes += [perm.blocking, *perm.also_blocking]
    for foe in foes:
        if not foe.alive:
            continue
        if not regenerable and CANT_BE_REGENERATED not in foe.keywords:
            set_keywords(foe, foe.keywords | {CANT_BE_REGENERATED})
            named = (CANT_BE_REGENERATED.value,)
            combat.events.append(KeywordsChanged(R.ABILITY_CHANGE, foe.id, "gains", named))
        leave(combat, foe, "destroy")


def _life(combat: Combat, seat: Seat, how: str, amount: int) -> None:
    team = seat.team
    if how == "gains":
        team.life += amount
    else:
        lose_life(combat, seat, amount)
    rule = R.TEAM_LIFE if team.pooled else R.LIFE_CHANGE
    combat.events.append(LifeChanged(rule, seat.name, how, amount, team.life))


def _life_becomes(combat: Combat, seat: Seat, life: int) -> None:
    """``seat``'s life total becomes ``life``: the player gains or loses the difference
    (119.5); in Two-Headed Giant the team's total moves by as much (810.9c)."""
    team = seat.team
    change = life - team.life  # a player's life total is the team's (810.9a)
    if change == 0:
        return
    if change > 0:
        team.life += change
    else:
        lose_life(combat, seat, -change)
    rule = R.TEAM_LIFE_SET if team.pooled else R.LIFE_SET
    how = "gains" if change > 0 else "loses"
    combat.events.append(LifeChanged(rule, seat.name, how, abs(change), team.life, True))


def _token(combat: Combat, source: Perm, creature: Perm, trigger: Trigger) -> None:
    """A token put onto the battlefield, tapped and attacking what ``creature`` attacks when
    the trigger says so: it was never declared as an attacker (508.4), so nothing of
    declaring attackers applies."""
    power, toughness, keywords, name = trigger.token
    token = Creature(name, power, toughness, keywords, types=(name,))
    seat = source.controller
    position = 1 + sum(1 for p in combat.perms if p.owner.side == seat.side)
    perm = enter(combat, perm_id(seat.side, position), token, seat)
    perm.entered = True
    if not trigger.attacking:
        combat.events.append(CreatureEnters(R.TOKEN_ENTERS, perm.id, "battlefield", seat.name))
        return
    target = creature.target
    if target is None or (target.lost if isinstance(target, Seat) else not target.alive):
        target = defender_of(creature)
    if target is None:
        return
    perm.target = target
    combat.attackers.append(perm)
    name = target.name if isinstance(target, Seat) else target.id
    combat.events.append(CreatureEnters(R.ENTERS_ATTACKING, perm.id, "attacking", name))


def _exalted(combat: Combat, lone: Perm, sources: tuple[Perm, ...]) -> None:
    amount = len(sources)
    combat.events.append(
        Exalted(R.EXALTED, *pump(lone, amount, amount), tuple([p.id for p in sources]))
    )


def _battle_cry(combat: Combat, source: Perm) -> None:
    others = [p for p in combat.attackers if p is not source and p.alive]
    for perm in others:
        pump(perm, 1, 0)
    combat.events.append(BattleCry(R.BATTLE_CRY, source.id, tuple([p.id for p in others])))


def _melee(combat: Combat, perm: Perm) -> None:
    opponents = tuple(
        dict.fromkeys(
            a.target.name
            for a in combat.attackers
            if a.owner is perm.owner and isinstance(a.target, Seat)
        )
    )
    amount = len(opponents)
    combat.events.append(Melee(R.MELEE, *pump(perm, amount, amount), opponents))


def block_triggers(combat: Combat) -> None:
    """Blockers are declared: bushido, flanking, rampage and afflict trigger and resolve.

    The defending players' abilities resolve first: each player puts theirs on the stack
    in APNAP order, the active player first (603.3b). The active player's resolve in the
    order best for them: bushido and rampage (rampage counts the blockers before flanking
    may kill one), then afflict, then flanking.
    """
    if not combat.triggered:
        return
    theirs: dict[Seat, list[Resolve]] = {}
    mine: list[Resolve] = []
    afflict: list[Resolve] = []
    flanking: list[Resolve] = []
    for perm in combat.triggered:
        thing = perm.thing
        assert isinstance(thing, Creature)
        if perm.blocking is not None:
            if thing.numbers and (n := thing.number(BUSHIDO)):
                theirs.setdefault(perm.owner, []).append(
                    partial(_bushido, combat, perm, n, "blocks")
                )
            for trigger in thing.triggers:
                if trigger.when == BLOCKS and trigger.doom:  # once for each one it blocks
                    for attacker in (perm.blocking, *perm.also_blocking):
                        if _quality(attacker, trigger.by):
                            theirs.setdefault(perm.owner, []).append(
                                partial(_doom, combat, perm, attacker, "blocks_creature")
                            )
                elif trigger.when == BLOCKS and not trigger.anyone:
                    theirs.setdefault(perm.owner, []).append(
                        partial(_card_trigger, combat, perm, perm, trigger)
                    )
            continue
        if perm.target is None:
            continue
        if not perm.blocked:
            for trigger in thing.triggers:
                if trigger.at_player and not isinstance(perm.target, Seat):
                    continue
                if trigger.when == UNBLOCKED and not trigger.anyone:
                    mine.append(partial(_card_trigger, combat, perm, perm, trigger))
            continue
        _becomes_blocked(combat, perm, thing, mine, afflict)
        if FLANKING in perm.keywords:
            for blocker in perm.blockers:
                if FLANKING not in blocker.keywords:
                    flanking.append(partial(_flanking, combat, perm, blocker))
    count = sum(map(len, theirs.values())) + len(mine) + len(afflict) + len(flanking)
    if not count:
        return
    order = sorted(theirs, key=lambda seat: -seat.side)
    if count > 1:
        players = [seat.name for seat in order]
        if mine or afflict or flanking:
            players.extend(dict.fromkeys(a.owner.name for a in combat.attackers))
        combat.events.append(TriggerOrder(R.APNAP, "blockers", count, tuple(players)))
    for resolve in [*(r for seat in order for r in theirs[seat]), *mine, *afflict, *flanking]:
        if combat.over:
            return
        resolve()
        state_based_actions(combat)
    waiting_triggers(combat)


def put_blocking(combat: Combat, attacker: Perm, blocker: Perm, was_blocked: bool) -> None:
    """A creature put onto the battlefield blocking never "blocked" (509.4, 509.3a: its
    own bushido does not trigger), but ``attacker`` becomes blocked by it: bushido,
    rampage and afflict ("whenever this creature becomes blocked") trigger if it was an
    unblocked creature (509.3c), flanking ("becomes blocked by a creature") for this
    blocker (509.3d). They resolve at once, in the order of :func:`block_triggers`."""
    thing = attacker.thing
    if not isinstance(thing, Creature):
        return
    pending: list[Resolve] = []
    if not was_blocked:
        _becomes_blocked(combat, attacker, thing, pending, pending)
    else:
        _blocked_by(combat, attacker, thing, (blocker,), pending)
    if FLANKING in attacker.keywords and FLANKING not in blocker.keywords:
        pending.append(partial(_flanking, combat, attacker, blocker))
    if len(pending) > 1:
        players = (attacker.owner.name,)
        combat.events.append(TriggerOrder(R.APNAP, "blockers", len(pending), players))
    for resolve in pending:
        if combat.over:
            return
        resolve()
        state_based_actions(combat)
    waiting_triggers(combat)


def _becomes_blocked(
    combat: Combat, perm: Perm, thing: Creature, pumps: list[Resolve], afflict: list[Resolve]
) -> None:
    """The abilities of ``perm`` that trigger "whenever this creature becomes blocked"
    (509.3c): its card's own, bushido then rampage onto ``pumps``, afflict onto
    ``afflict``."""
    for trigger in thing.triggers:
        if trigger.when == BLOCKED and not trigger.anyone and not trigger.doom:
            pumps.append(partial(_card_trigger, combat, perm, perm, trigger))
    _blocked_by(combat, perm, thing, perm.blockers, pumps)
    if thing.numbers:
        if n := thing.number(BUSHIDO):
            pumps.append(partial(_bushido, combat, perm, n, "blocked"))
        if n := thing.number(RAMPAGE):
            pumps.append(partial(_rampage, combat, perm, n))
        if n := thing.number(AFFLICT):
            afflict.append(partial(_afflict, combat, perm, n))


def _blocked_by(
    combat: Combat, perm: Perm, thing: Creature, blockers: Iterable[Perm], pending: list[Resolve]
) -> None:
    """``perm``'s "whenever ~ becomes blocked by a [quality] creature" abilities onto
    ``pending``: once for each of ``blockers`` of that quality as it blocks (509.3d, 509.3f)."""
    for trigger in thing.triggers:
        if trigger.when == BLOCKED and trigger.doom:
            for blocker in blockers:
                if _quality(blocker, trigger.by):
                    pending.append(partial(_doom, combat, perm, blocker, "blocked_by"))


def _quality(perm: Perm, quality: str) -> bool:
    """Whether ``perm`` has ``quality``: a colour, ``non`` and a colour, or a subtype (any
    creature when empty)."""
    thing = perm.thing
    if not quality:
        return True
    if not isinstance(thing, Creature):
        return False
    if quality.startswith("non") and quality[3:] in COLORS:
        return quality[3:] not in thing.colors
    if quality in COLORS:
        return quality in thing.colors
    return quality in thing.types


def _doom(combat: Combat, source: Perm, other: Perm, when: str) -> None:
    """A trigger of ``source``'s text for ``other`` (it blocks it, or is blocked by it)
    resolves: it creates a delayed trigger that destroys ``other`` at end of combat (603.7)."""
    if combat.over:
        return
    rule = R.TRIGGER_BLOCKS_EACH if when == "blocks_creature" else R.TRIGGER_BLOCKED_BY
    combat.events.append(CardTrigger(rule, source.id, other.id, when))
    combat.doomed.append((source, other))


def _bushido(combat: Combat, perm: Perm, amount: int, why: str) -> None:
    if not perm.alive:
        return
    combat.events.append(Bushido(R.BUSHIDO, *pump(perm, amount, amount), why))


def _rampage(combat: Combat, perm: Perm, number: int) -> None:
    if not perm.alive:
        return
    beyond = max(0, sum(1 for b in perm.blockers if b.alive) - 1)  # as it resolves: 702.23b
    amount = number * beyond
    combat.events.append(Rampage(R.RAMPAGE, *pump(perm, amount, amount), number, beyond))


def _flanking(combat: Combat, source: Perm, blocker: Perm) -> None:
    if not blocker.alive:
        return
    combat.events.append(Flanking(R.FLANKING, *pump(blocker, -1, -1), source.id))


def _afflict(combat: Combat, perm: Perm, amount: int) -> None:
    player = defender_of(perm)
    if player is None or player.lost:
        return
    lose_life(combat, player, amount)
    combat.events.append(Afflict(R.AFFLICT, perm.id, player.name, amount, player.team.life))


def poisonous(combat: Combat, assignments: list[Assignment]) -> None:
    """Poisonous N: each creature that dealt combat damage to a player gives them N poison
    counters; the abilities resolve after the step's state-based actions (510.3a)."""
    if not combat.triggered:
        return
    for src, tgt, amount in assignments:
        if not isinstance(tgt, Seat) or amount <= 0:
            continue
        thing = src.thing
        if not isinstance(thing, Creature) or not thing.numbers:
            continue
        count = thing.number(POISONOUS)
        if not count or combat.over or tgt.lost:
            continue
        team = tgt.team
        team.poison += count
        combat.events.append(Poisonous(R.POISONOUS, src.id, tgt.name, count, team.poison))
        state_based_actions(combat)


def cipher(combat: Combat, hits: list[tuple[Perm, Seat]]) -> list[CopyCast]:
    """Cast a copy of each encoded spell per player dealt damage (702.99a), then resolve."""
    copies: list[CopyCast] = []
    for creature, player in hits:
        for spell in creature.ciphers:
            if combat.over:
                return copies
            caster = creature.owner.name
            copies.append(CopyCast(spell, creature.id, caster, player.name))
            combat.events.append(CipherCopy(R.CIPHER, spell, creature.id, caster, player.name))
            effect = CIPHER_LIFE_LOSS.get(spell.lower())
            if player.lost:
                # Its targets are chosen as it is cast (601.2c): not the player who left.
                outcome = CopyResolves(R.TARGETS, spell, player.name, "player_left")
                combat.events.append(outcome)
            elif effect is not None:
                loss, whole = effect
                lose_life(combat, player, loss)
                combat.events.append(
                    CopyResolves(
                        R.RESOLVES, spell, player.name, "life" if whole else "partial", loss
                    )
                )
                rule = R.TEAM_LIFE if player.team.pooled else R.LIFE_CHANGE
                combat.events.append(LifeLost(rule, player.name, loss, spell, player.team.life))
                state_based_actions(combat)
            else:
                combat.events.append(CopyResolves(R.RESOLVES, spell, player.name, "reported"))
    return copies
