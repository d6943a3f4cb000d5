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
        for name in _field_names(type(self)):
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out


_FIELDS: dict[type[Event], tuple[str, ...]] = {}


def _field_names(cls: type[Event]) -> tuple[str, ...]:
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
    ``planeswalker_gone`` (702.19f), ``player_left``, ``controller_left``, ``attacker_gone``.
    """

    kind: ClassVar[str] = "no_damage"
    source: str
    why: str


@dataclass(slots=True)
class LifeLost(Event):
    """``player`` loses ``amount`` life because of ``source`` (a permanent id or a spell)."""

    kind: ClassVar[str] = "life_lost"
    player: str
    amount: int
    source: str
    life: int


@dataclass(slots=True)
class LifeGained(Event):
    """``player`` gains ``amount`` life from ``source``'s lifelink."""

    kind: ClassVar[str] = "life_gained"
    player: str
    amount: int
    source: str
    life: int


@dataclass(slots=True)
class PoisonGiven(Event):
    """``player`` gets ``amount`` poison counters from ``source``, ``via`` infect or toxic."""

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

# combat depth: protection


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
