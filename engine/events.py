"""Typed combat events. Each carries the Comprehensive Rules number it applies.

Events are data: they name permanents by id (``a1``) and players by name, and hold no
rendered text. Like the models, they are slotted records built once and never changed (a
combat builds dozens; frozen dataclasses would cost four times as much). Rendering is one
function per locale, outside the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

Step = Literal["first_strike", "regular"]


@dataclass(slots=True)
class Event:
    """Base class of every event."""

    kind: ClassVar[str] = "event"
    rule: str

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON-ready data: ``kind``, ``rule`` and its own fields."""
        out: dict[str, Any] = {"kind": self.kind}
        for name in field_names(type(self)):
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out


_FIELDS: dict[type[Event], tuple[str, ...]] = {}


def field_names(cls: type[Event]) -> tuple[str, ...]:
    """The fields of an event class, ``rule`` first, in their order (looked up once)."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return names


@dataclass(slots=True)
class AttackDeclared(Event):
    """``attacker`` attacks a player (by name) or a planeswalker or battle (by id)."""

    kind: ClassVar[str] = "attack"
    attacker: str
    target: str
    target_kind: Literal["player", "planeswalker", "battle"]


@dataclass(slots=True)
class BlockDeclared(Event):
    """``blocker`` blocks ``attacker``."""

    kind: ClassVar[str] = "block"
    blocker: str
    attacker: str


@dataclass(slots=True)
class StepBegins(Event):
    """A combat damage step begins; ``strikers`` are the creatures that deal damage in it."""

    kind: ClassVar[str] = "step"
    step: Step
    strikers: tuple[str, ...]


@dataclass(slots=True)
class DamageAssigned(Event):
    """``source`` assigns ``amount`` combat damage to ``target`` for the reason ``how``.

    ``how`` names the one rule that decides the share (tests/rules/citation_table.toml):
    ``unblocked``, ``one_blocker``, ``blocking``; among two or more blockers without trample
    ``divided`` (a share that reaches lethal damage), ``divided_partial`` (the rest, less than
    lethal), ``rest`` (the last blocker takes what is left once all have lethal damage);
    ``deathtouch`` (1 is lethal); with trample ``lethal``, ``partial`` (less than lethal: none
    tramples over), ``trample_excess``, ``trample_no_blockers`` (702.19d),
    ``trample_at_planeswalker`` (more than its loyalty, none to the player: 702.19f),
    ``rest_planeswalker_gone``, ``rest_battle_gone``; with trample over planeswalkers
    ``loyalty``, ``loyalty_others`` (with others' damage in the step), ``over_planeswalker``
    and ``over_planeswalker_gone`` (702.19e).
    """

    kind: ClassVar[str] = "assign"
    source: str
    target: str
    amount: int
    how: str


@dataclass(slots=True)
class NoDamage(Event):
    """``source`` assigns no combat damage, for the reason ``why``.

    ``why`` is one of: ``no_power``, ``blockers_gone``, ``target_gone`` (a battle),
    ``planeswalker_gone`` (702.19f), ``player_left``, ``controller_left``, ``attacker_gone``,
    ``card_text`` (its card's text says so, 101.1).
    """

    kind: ClassVar[str] = "no_damage"
    source: str
    why: str


@dataclass(slots=True)
class LifeLost(Event):
    """``player`` loses ``amount`` life because of ``source`` (a permanent id or a spell);
    ``life`` is their (team's) total once the event is complete: after all of a damage
    step's damage and lifelink (510.2, 120.3f)."""

    kind: ClassVar[str] = "life_lost"
    player: str
    amount: int
    source: str
    life: int


@dataclass(slots=True)
class LifeGained(Event):
    """``player`` gains ``amount`` life from ``source``'s lifelink; ``life`` as in
    :class:`LifeLost`."""

    kind: ClassVar[str] = "life_gained"
    player: str
    amount: int
    source: str
    life: int


@dataclass(slots=True)
class PoisonGiven(Event):
    """``player`` gets ``amount`` poison counters from ``source``, ``via`` infect or toxic;
    ``poison`` is their (team's) count once the event is complete, as ``life`` in
    :class:`LifeLost`."""

    kind: ClassVar[str] = "poison"
    player: str
    amount: int
    source: str
    poison: int
    via: str


@dataclass(slots=True)
class DamageMarked(Event):
    """``amount`` damage from ``source`` is marked on the creature ``target``."""

    kind: ClassVar[str] = "damage_marked"
    target: str
    amount: int
    source: str
    total: int


@dataclass(slots=True)
class CountersPlaced(Event):
    """``amount`` -1/-1 counters are put on ``target`` (wither or infect)."""

    kind: ClassVar[str] = "minus_counters"
    target: str
    amount: int
    source: str
    total: int


@dataclass(slots=True)
class LoyaltyRemoved(Event):
    """The planeswalker ``target`` is dealt ``amount`` damage, which removes ``removed`` loyalty
    counters: as many as it had, at most (120.3c)."""

    kind: ClassVar[str] = "loyalty"
    target: str
    amount: int
    source: str
    loyalty: int
    removed: int


@dataclass(slots=True)
class DefenseRemoved(Event):
    """The battle ``target`` is dealt ``amount`` damage, which removes ``removed`` defense
    counters: as many as it had, at most (120.3h)."""

    kind: ClassVar[str] = "defense"
    target: str
    amount: int
    source: str
    defense: int
    removed: int


@dataclass(slots=True)
class CommanderDamage(Event):
    """``player`` has now been dealt ``total`` combat damage by the commander ``commander``."""

    kind: ClassVar[str] = "commander_damage"
    player: str
    commander: str
    amount: int
    total: int


@dataclass(slots=True)
class PermanentDies(Event):
    """A state-based action puts ``permanent`` into its owner's graveyard.

    ``why`` is one of: ``toughness``, ``lethal``, ``deathtouch``, ``loyalty``, ``defense``.
    """

    kind: ClassVar[str] = "dies"
    permanent: str
    why: str


@dataclass(slots=True)
class Survives(Event):
    """An indestructible creature is not destroyed by the state-based actions ``ignores``
    (704.5g lethal damage, 704.5h deathtouch damage). ``why``: ``lethal``, ``deathtouch``,
    ``both``."""

    kind: ClassVar[str] = "survives"
    permanent: str
    why: str
    ignores: tuple[str, ...]


@dataclass(slots=True)
class PlayerLoses(Event):
    """``player`` loses the game. ``why``: ``life``, ``poison``, ``commander``."""

    kind: ClassVar[str] = "loses"
    player: str
    why: str


@dataclass(slots=True)
class TeamLoses(Event):
    """The team ``team`` (its ``members``) loses the game. ``why``: ``life``, ``poison`` (the
    team's shared totals, 704.6a-b), ``member`` (one of its players lost, 810.8a)."""

    kind: ClassVar[str] = "team_loses"
    team: str
    members: tuple[str, ...]
    why: str


@dataclass(slots=True)
class PlayerLeaves(Event):
    """``player`` leaves the game and takes ``permanents`` with them (800.4a)."""

    kind: ClassVar[str] = "leaves"
    player: str
    permanents: tuple[str, ...]


@dataclass(slots=True)
class GameEnds(Event):
    """The game is over: ``winners`` (empty for a draw). ``outcome``: ``player`` (104.2a),
    ``team`` (the team ``team`` wins, 104.2c), ``draw`` (104.4a), ``team_draw`` (104.4d)."""

    kind: ClassVar[str] = "game_over"
    winners: tuple[str, ...]
    outcome: str
    team: str


@dataclass(slots=True)
class CipherCopy(Event):
    """``caster`` casts a copy of the encoded ``spell`` for ``creature`` hitting ``player``.

    The copy is a new spell whose targets are chosen as it is cast (702.99a, 707.12, 601.2c);
    the outcome assumes it targets ``player``, the player dealt the damage.
    """

    kind: ClassVar[str] = "cipher"
    spell: str
    creature: str
    caster: str
    player: str


@dataclass(slots=True)
class CopyResolves(Event):
    """A cipher copy resolves (608.2). ``outcome``: ``life`` (its whole effect: ``player``
    loses ``life_lost`` life), ``partial`` (only that life loss is simulated, not the rest of
    its effect), ``reported`` (its effect is not simulated), ``player_left`` (the damaged
    player has left the game: the copy may target another player, not simulated; 601.2c).
    """

    kind: ClassVar[str] = "copy_resolves"
    spell: str
    player: str
    outcome: str
    life_lost: int = 0


EVENT_TYPES: tuple[type[Event], ...] = (
    AttackDeclared,
    BlockDeclared,
    StepBegins,
    DamageAssigned,
    NoDamage,
    LifeLost,
    LifeGained,
    PoisonGiven,
    DamageMarked,
    CountersPlaced,
    LoyaltyRemoved,
    DefenseRemoved,
    CommanderDamage,
    PermanentDies,
    Survives,
    PlayerLoses,
    TeamLoses,
    PlayerLeaves,
    GameEnds,
    CipherCopy,
    CopyResolves,
)


# Sieges' protectors (310.11) and Commander rules (903)


@dataclass(slots=True)
class SiegeExiled(Event):
    """The last defense counter was removed from the Siege ``battle``: its own trigger exiles
    it, and ``controller`` may cast it transformed (310.12b). It is not put into a graveyard:
    704.5v does not apply while that trigger waits (it is the trigger's source)."""

    kind: ClassVar[str] = "siege_exiled"
    battle: str
    controller: str


@dataclass(slots=True)
class ProtectorLeaves(Event):
    """The protector of the Siege ``battle`` left the game; it stays, as ``controller`` owns it
    (800.4a). ``protector`` is the new protector ``controller`` chose among their opponents
    (310.11, 310.12a), or ``""`` while the battle is still attacked: it stays in combat and
    the choice waits until no creature attacks it (310.11, 704.5x). ``how``: ``chosen`` or
    ``attacked``."""

    kind: ClassVar[str] = "protector_leaves"
    battle: str
    left: str
    controller: str
    protector: str
    how: str


@dataclass(slots=True)
class CommanderGame(Event):
    """A board with a commander (``commander``, the first one written) and no mode forced is
    a Commander game: every player starts at ``life`` (903.7) unless written otherwise."""

    kind: ClassVar[str] = "commander_game"
    commander: str
    life: int


EVENT_TYPES = (*EVENT_TYPES, SiegeExiled, ProtectorLeaves, CommanderGame)


# Combat triggers and banding


@dataclass(slots=True)
class Pump(Event):
    """A triggered ability resolves and ``creature`` gets ``power_change``/``toughness_change``
    until end of turn; it is now ``power``/``toughness`` (the base of the events below)."""

    creature: str
    power_change: int
    toughness_change: int
    power: int
    toughness: int


@dataclass(slots=True)
class Exalted(Pump):
    """``creature`` attacks alone: each exalted ability among its controller's permanents
    (``sources``, one per instance) gives it +1/+1 (702.83a-b)."""

    kind: ClassVar[str] = "exalted"
    sources: tuple[str, ...] = ()


@dataclass(slots=True)
class Melee(Pump):
    """``creature`` has melee: +1/+1 for each opponent its controller attacked with a
    creature (``opponents``; planeswalkers and battles attacked do not count)."""

    kind: ClassVar[str] = "melee"
    opponents: tuple[str, ...] = ()


@dataclass(slots=True)
class Bushido(Pump):
    """``creature``'s bushido N resolves: +N/+N. ``why``: ``blocks`` or ``blocked``."""

    kind: ClassVar[str] = "bushido"
    why: str = "blocked"


@dataclass(slots=True)
class Rampage(Pump):
    """``creature``'s rampage ``number`` resolves: +N/+N for each of the ``beyond`` creatures
    blocking it beyond the first, counted as it resolves (702.23b)."""

    kind: ClassVar[str] = "rampage"
    number: int = 0
    beyond: int = 0


@dataclass(slots=True)
class Flanking(Pump):
    """``source`` has flanking and is blocked by ``creature``, which has no flanking: the
    blocker gets -1/-1."""

    kind: ClassVar[str] = "flanking"
    source: str = ""


@dataclass(slots=True)
class BattleCry(Event):
    """``source`` attacks with battle cry: each other attacking creature (``creatures``)
    gets +1/+0."""

    kind: ClassVar[str] = "battle_cry"
    source: str
    creatures: tuple[str, ...]


@dataclass(slots=True)
class Afflict(Event):
    """``source`` becomes blocked: its afflict makes the defending player ``player`` lose
    ``amount`` life (now ``life``, the team's in Two-Headed Giant)."""

    kind: ClassVar[str] = "afflict"
    source: str
    player: str
    amount: int
    life: int


@dataclass(slots=True)
class Poisonous(Event):
    """``source`` dealt combat damage to ``player``: its poisonous gives them ``amount`` poison
    counters (now ``poison``, the team's in Two-Headed Giant)."""

    kind: ClassVar[str] = "poisonous"
    source: str
    player: str
    amount: int
    poison: int


@dataclass(slots=True)
class CardTrigger(Event):
    """An ability of ``source``'s card text triggers and resolves: ``creature`` (``source``
    itself, or the creature of its controller that attacked) ``when``s: ``attacks``,
    ``blocks``, ``blocked``, ``unblocked`` (engine.oracle.Trigger). Its effects follow as
    their own events."""

    kind: ClassVar[str] = "card_trigger"
    source: str
    creature: str
    when: str


@dataclass(slots=True)
class TriggerSays(Event):
    """A sentence of the effect of ``source``'s card trigger changes nothing the combat
    shows (a card drawn, a library searched): ``text`` as printed, told but not
    simulated."""

    kind: ClassVar[str] = "trigger_says"
    source: str
    text: str


@dataclass(slots=True)
class ExiledInstead(Event):
    """``permanent`` would die (``why``: the state-based action's reason, or ``destroyed``,
    ``sacrificed``); its card's replacement effect exiles it instead (614.6): it never dies,
    and what waits for a death does not trigger."""

    kind: ClassVar[str] = "exiled_instead"
    permanent: str
    why: str


@dataclass(slots=True)
class CardAssumes(Event):
    """``permanent``'s card says it can't ``how`` (``attack``, 508.1c; ``block``, 509.1b)
    ``text`` (``unless there are five or more cards in your graveyard``), a condition the
    board can't show: the board declares it, so the condition is taken to hold. ``how``
    ``keyword`` (611.3a): its card gives it a keyword only under such a condition
    (``text``: ``first strike as long as ...``), and the board doesn't write the keyword,
    so the condition is taken not to hold."""

    kind: ClassVar[str] = "card_assumes"
    permanent: str
    text: str
    how: str


@dataclass(slots=True)
class TriggerAsks(Event):
    """A sentence of the effect of ``source``'s card trigger holds a choice the rules give
    its player (``how``: a ``target``, chosen as it is put on the stack, 603.3d; a
    ``choice`` made as it resolves, 608.2d), or a ``condition`` the board can't show (an
    intervening "if", 603.4): ``text`` as printed. Redzone does not make it or guess it;
    ``actions`` are the actions the player writes for it at the next moment (``*`` the one
    chosen, ``N`` a number)."""

    kind: ClassVar[str] = "trigger_asks"
    source: str
    text: str
    how: str
    actions: str


@dataclass(slots=True)
class TriggerOrder(Event):
    """``abilities`` triggered abilities wait to be put on the stack (``moment``:
    ``attackers`` or ``blockers``); each player puts theirs on it in APNAP order, so they
    resolve player by player in the order ``players`` (the active player's last)."""

    kind: ClassVar[str] = "trigger_order"
    moment: str
    abilities: int
    players: tuple[str, ...]


@dataclass(slots=True)
class BandDeclared(Event):
    """The attacking player declares that ``members`` attack in a band (508.1e, 702.22c),
    all of them attacking ``target`` (702.22d)."""

    kind: ClassVar[str] = "band"
    target: str
    members: tuple[str, ...]


@dataclass(slots=True)
class BandBlocked(Event):
    """``blocker`` blocks ``via``, so it blocks ``attacker`` too: they are in one band
    (702.22h)."""

    kind: ClassVar[str] = "band_block"
    blocker: str
    attacker: str
    via: str


@dataclass(slots=True)
class BandAssigned(DamageAssigned):
    """A division banding gives to the other player: ``divider`` (the defending player for
    an attacker blocked by a creature with banding, ``how`` ``defender``, 702.22j; the
    attacking player for a creature blocking a creature with banding, ``attacker``, 702.22k)
    assigns ``source``'s damage as they choose among the creatures it is blocked by or blocks.
    """

    kind: ClassVar[str] = "band_assign"
    divider: str = ""


EVENT_TYPES = (
    *EVENT_TYPES,
    Exalted,
    Melee,
    Bushido,
    Rampage,
    Flanking,
    BattleCry,
    Afflict,
    Poisonous,
    CardTrigger,
    TriggerSays,
    TriggerAsks,
    CardAssumes,
    ExiledInstead,
    TriggerOrder,
    BandDeclared,
    BandBlocked,
    BandAssigned,
)


# Actions during combat


@dataclass(slots=True)
class CardPrevents(Event):
    """A static ability of ``card``'s text prevents ``amount`` of the damage ``source``
    would deal to ``target`` (615.1a): ``how`` ``to`` (all damage dealt to the creature),
    ``by`` (all damage dealt by it), ``half`` (half of it, rounded up)."""

    kind: ClassVar[str] = "card_prevents"
    source: str
    target: str
    amount: int
    card: str
    how: str


@dataclass(slots=True)
class DamageDoubled(Event):
    """A static ability of ``card``'s text replaces the ``amount`` damage ``source`` would
    deal to ``target`` with ``total``, double that (614.1a)."""

    kind: ClassVar[str] = "damage_doubled"
    source: str
    target: str
    amount: int
    total: int
    card: str


@dataclass(slots=True)
class DamagePrevented(Event):
    """``amount`` of the damage ``source`` would deal to ``target`` is prevented (615.6).

    ``how``: ``all`` (all combat damage is prevented, a fog), ``to`` (a shield around the
    target, 615.7), ``from`` (a shield around the source, 609.7a); ``left`` is what is left
    of that shield.
    """

    kind: ClassVar[str] = "prevented"
    source: str
    target: str
    amount: int
    how: str
    left: int


@dataclass(slots=True)
class DamageUnpreventable(Event):
    """``source``'s damage to ``target`` can't be prevented: a prevention effect applies,
    prevents nothing and uses up no shield (615.12)."""

    kind: ClassVar[str] = "unpreventable"
    source: str
    target: str
    amount: int


@dataclass(slots=True)
class MomentBegins(Event):
    """Players get priority at ``moment`` (``after_attacks``, ``after_blocks``,
    ``after_first_strike``) and the board's actions happen, in order."""

    kind: ClassVar[str] = "moment"
    moment: str


@dataclass(slots=True)
class ActionsSkipped(Event):
    """The game ended before ``moment``, or during it (a trigger of one of its actions):
    its actions, or the ``remaining`` ones after that (0: all of them), never happen
    (104.2a)."""

    kind: ClassVar[str] = "actions_skipped"
    moment: str
    remaining: int = 0


@dataclass(slots=True)
class PermanentLeaves(Event):
    """An action makes ``permanent`` leave the battlefield, ``how``: ``destroyed``,
    ``exiled``, ``bounced`` (returned to its owner's hand), ``sacrificed``; it leaves combat."""

    kind: ClassVar[str] = "left_battlefield"
    permanent: str
    how: str


@dataclass(slots=True)
class NotDestroyed(Event):
    """``permanent`` is indestructible: the action that would destroy it does nothing."""

    kind: ClassVar[str] = "not_destroyed"
    permanent: str


@dataclass(slots=True)
class RemovedFromCombat(Event):
    """``permanent`` is removed from combat: it stays on the battlefield and deals and is
    dealt no combat damage (506.4)."""

    kind: ClassVar[str] = "removed"
    permanent: str


@dataclass(slots=True)
class StaysBlocked(Event):
    """No creature blocks ``attacker`` any more, and it stays blocked (509.1h)."""

    kind: ClassVar[str] = "stays_blocked"
    attacker: str


@dataclass(slots=True)
class PowerChanged(Event):
    """``permanent`` gets ``power``/``toughness`` until end of turn; it is now
    ``total_power``/``total_toughness``."""

    kind: ClassVar[str] = "pump"
    permanent: str
    power: int
    toughness: int
    total_power: int
    total_toughness: int


@dataclass(slots=True)
class CountersPut(Event):
    """``amount`` +1/+1 (``sign`` ``plus``) or -1/-1 (``minus``) counters are put on
    ``permanent`` by an action; it now has ``total`` of them."""

    kind: ClassVar[str] = "counters"
    permanent: str
    amount: int
    sign: str
    total: int


@dataclass(slots=True)
class CountersAnnihilate(Event):
    """``amount`` +1/+1 and ``amount`` -1/-1 counters are removed from ``permanent``."""

    kind: ClassVar[str] = "annihilate"
    permanent: str
    amount: int


@dataclass(slots=True)
class KeywordsChanged(Event):
    """``permanent`` ``how`` (``gains`` / ``loses``) the ``keywords`` (ids) until end of turn."""

    kind: ClassVar[str] = "keywords"
    permanent: str
    how: str
    keywords: tuple[str, ...]


@dataclass(slots=True)
class StaticPump(PowerChanged):
    """``source``'s static ability (a lord, an anthem) gives ``permanent``
    ``power``/``toughness`` while both are on the battlefield (613.4c)."""

    kind: ClassVar[str] = "static_pump"
    source: str = ""


@dataclass(slots=True)
class StaticKeywords(Event):
    """``source``'s static ability gives ``permanent`` the ``keywords`` (ids) while both are
    on the battlefield (613.1f)."""

    kind: ClassVar[str] = "static_keywords"
    permanent: str
    source: str
    keywords: tuple[str, ...]


@dataclass(slots=True)
class StrikeTiming(Event):
    """What a first or double strike gained or lost after the first combat damage step
    means for the second one, ``why``: ``gained_first`` (it still deals damage, 702.7c),
    ``lost_first`` (no second damage, 702.7c), ``lost_double`` (702.4c), ``gained_double``
    (it deals damage again, 702.4d), ``double_fresh`` (it had neither: it deals damage in
    the second step anyway, 510.4)."""

    kind: ClassVar[str] = "strike_timing"
    creature: str
    why: str


@dataclass(slots=True)
class ShieldCreated(Event):
    """A prevention effect is created, ``how``: ``all`` (all combat damage this turn),
    ``to`` / ``from`` (the next ``amount`` damage to / from ``target``), ``unpreventable``
    (``target``'s damage can't be prevented)."""

    kind: ClassVar[str] = "shield"
    how: str
    target: str
    amount: int


@dataclass(slots=True)
class CreatureEnters(Event):
    """``permanent`` is put onto the battlefield, ``how``: ``attacking`` / ``blocking``
    ``target`` (it never attacked or blocked: no restrictions are checked, 508.4, 509.4),
    ``attacking_unblocked`` (after blockers are declared, 508.4d), ``not_attacking`` /
    ``not_blocking`` (what it would attack or block is gone: 508.4a, 509.4a)."""

    kind: ClassVar[str] = "enters"
    permanent: str
    how: str
    target: str


@dataclass(slots=True)
class BlockStands(Event):
    """A keyword changed after blockers were declared, and the block stands, ``why``:
    ``evasion`` (the attacker ``creature`` gained an evasion ability, 509.1b), ``restriction``
    (the blocker ``creature`` lost what let it block, 506.4a)."""

    kind: ClassVar[str] = "block_stands"
    creature: str
    why: str


EVENT_TYPES += (
    DamagePrevented,
    CardPrevents,
    DamageDoubled,
    DamageUnpreventable,
    MomentBegins,
    ActionsSkipped,
    PermanentLeaves,
    NotDestroyed,
    RemovedFromCombat,
    StaysBlocked,
    PowerChanged,
    CountersPut,
    CountersAnnihilate,
    KeywordsChanged,
    StaticPump,
    StaticKeywords,
    StrikeTiming,
    ShieldCreated,
    CreatureEnters,
    BlockStands,
)

# Protection, restrictions and evasion


@dataclass(slots=True)
class ProtectionPrevents(Event):
    """Protection prevents the ``amount`` of combat damage ``source`` would deal to
    ``target``: ``source`` has ``quality`` (702.16e; 702.16j for ``everything``). The damage
    is not dealt, so it has no result (no lifelink, deathtouch or counters)."""

    kind: ClassVar[str] = "protection_prevents"
    source: str
    target: str
    amount: int
    quality: str


@dataclass(slots=True)
class HasteAttacks(Event):
    """``attacker`` came under its controller's control this turn and attacks: it has haste
    (702.10b, 302.6)."""

    kind: ClassVar[str] = "haste"
    attacker: str


EVENT_TYPES = (*EVENT_TYPES, ProtectionPrevents, HasteAttacks)

# Actions during combat: tapping, characteristics, noncombat damage and life


@dataclass(slots=True)
class Tapped(Event):
    """``permanent`` is tapped or untapped by an action, ``how``: ``tapped`` / ``untapped``
    (701.26), ``tapped_in_combat`` / ``untapped_in_combat`` (an attacking or blocking
    creature: it stays in combat and deals its combat damage, 506.4b)."""

    kind: ClassVar[str] = "tapped"
    permanent: str
    how: str


@dataclass(slots=True)
class Becomes(Event):
    """``permanent`` becomes ``values``, ``how``: ``color`` (the colours replace its old
    ones, 105.3) or ``type`` (card types added to its others, 205.1b)."""

    kind: ClassVar[str] = "becomes"
    permanent: str
    how: str
    values: tuple[str, ...]


@dataclass(slots=True)
class DamageDealt(Event):
    """``source`` (a permanent id, or a spell or ability by the name written) deals
    ``amount`` noncombat damage to ``target`` (120.2b); its results follow as events."""

    kind: ClassVar[str] = "deals"
    source: str
    target: str
    amount: int


@dataclass(slots=True)
class LifeChanged(Event):
    """``player`` gains or loses (``how``) ``amount`` life by an action (119.3; a team's
    life in Two-Headed Giant, 810.9): ``life`` is the new total. ``becomes``: an effect set
    the player's life total to ``life``, and the player gained or lost the difference
    (119.5, 810.9c)."""

    kind: ClassVar[str] = "life_changed"
    player: str
    how: str
    amount: int
    life: int
    becomes: bool = False


EVENT_TYPES = (*EVENT_TYPES, Tapped, Becomes, DamageDealt, LifeChanged)

# Regeneration


@dataclass(slots=True)
class RegenerationShield(Event):
    """A regeneration shield protects ``permanent`` the next time it would be destroyed this
    turn (701.19a)."""

    kind: ClassVar[str] = "regeneration_shield"
    permanent: str


@dataclass(slots=True)
class Regenerated(Event):
    """``permanent`` would be destroyed, ``why``: ``lethal`` damage (704.5g), ``deathtouch``
    (704.5h) or ``destroy`` (an action); its shield replaces that: all damage is removed, it
    is tapped and, ``how``: ``removed`` from combat when it was attacking or blocking, else
    ``tapped`` (701.19a)."""

    kind: ClassVar[str] = "regenerated"
    permanent: str
    why: str
    how: str


@dataclass(slots=True)
class NotRegenerated(Event):
    """``permanent`` has a regeneration shield that does not save it, ``why``: ``cant`` (it
    can't be regenerated: the shield is not applied, 701.19c) or ``toughness`` (toughness 0
    or less puts it into the graveyard, which is not destruction, 704.5f)."""

    kind: ClassVar[str] = "not_regenerated"
    permanent: str
    why: str


EVENT_TYPES = (*EVENT_TYPES, RegenerationShield, Regenerated, NotRegenerated)
