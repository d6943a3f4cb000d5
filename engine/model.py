"""Models of a board as written (sides, players, creatures, planeswalkers, battles) and of
a combat's results.

They are slotted records, built once and never changed afterwards. They are not frozen
dataclasses: those cost four times as much to build, and one board builds dozens of them
(``bench/engine.py``). The board models hold what the notation says and nothing it does
not. Spans (where each piece stands in the text) are kept for error messages but never
compared, so ``parse(format(b)) == b``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.errors import Span
from engine.keywords import Keyword
from engine.oracle import BASIC_LAND_TYPES, Evasion, Static, Trigger

NO_SPAN: Span = (0, 0)


# The five colours in their usual order (105.1), the qualities
# protection may name beyond a colour or a subtype (702.16a, 702.16j), and the basic land
# types landwalk names (702.14c, 305.6).
COLORS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
QUALITIES: tuple[str, ...] = (
    "creatures",
    "everything",
    "multicolored",
    "monocolored",
    "colorless",
    "artifacts",
)
LAND_TYPES: tuple[str, ...] = BASIC_LAND_TYPES


class Mode(StrEnum):
    """How the players are arranged (NOTATION.md section 1)."""

    ONE_V_ONE = "1v1"
    MULTIPLAYER = "multiplayer"
    TWO_HEADED_GIANT = "2hg"
    COMMANDER = "commander"


@dataclass(slots=True)
class Ref:
    """A reference as written: a name, an id (``a2``) or a number (``2``); ``bare`` is the
    reference without the articles a player wrote before it (Spanish ``a Oso``, French
    ``l'Ours``), tried when the words as written name nothing."""

    text: str
    span: Span = field(default=NO_SPAN, compare=False)
    bare: str = field(default="", compare=False)


@dataclass(slots=True)
class Creature:
    """A creature as written: ``[NAME] P/T {keyword} [-> REF] [blocks REF]``."""

    name: str | None
    power: int
    toughness: int
    keywords: frozenset[Keyword] = frozenset()
    toxic: int = 0
    damage: int = 0
    ciphers: tuple[str, ...] = ()
    attacks: Ref | None = None
    blocks: Ref | None = None
    span: Span = field(default=NO_SPAN, compare=False)
    card: str | None = field(default=None, compare=False)  # the English card name, if a card
    unmodeled: tuple[str, ...] = field(default=(), compare=False)  # the card's text not simulated
    # Every other keyword that takes a number (``bushido 2``), in table order, summed over
    # its instances: (keyword, N).
    numbers: tuple[tuple[Keyword, int], ...] = ()
    # Colours (``COLORS`` order), card types and subtypes as
    # written or printed (``Artifact``, ``Goblin``), the qualities it has protection from
    # (a colour, a ``QUALITIES`` word, or a subtype as written), and the attackers it
    # blocks beyond ``blocks`` (509.1a: an effect lets it block more than one).
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    protections: tuple[str, ...] = ()
    also_blocks: tuple[Ref, ...] = ()
    # What its card's text gives beyond keywords (engine.oracle): evasion clauses and
    # static abilities over creatures.
    evasion: tuple[Evasion, ...] = field(default=(), compare=False)
    statics: tuple[Static, ...] = field(default=(), compare=False)
    triggers: tuple[Trigger, ...] = field(default=(), compare=False)

    kind = "creature"

    def number(self, keyword: Keyword) -> int:
        """The number written with ``keyword`` (0 when it is not there)."""
        for found, value in self.numbers:
            if found is keyword:
                return value
        return 0


@dataclass(slots=True)
class Planeswalker:
    """A planeswalker as written: ``NAME pw LOYALTY``."""

    name: str
    loyalty: int
    span: Span = field(default=NO_SPAN, compare=False)
    card: str | None = field(default=None, compare=False)  # the English card name, if a card
    unmodeled: tuple[str, ...] = field(default=(), compare=False)  # the card's text not simulated

    kind = "planeswalker"


@dataclass(slots=True)
class Battle:
    """A battle as written: ``NAME battle DEFENSE [nonsiege]``; its protector is the player it
    is under. A Siege (every printed battle, 205.3q) is controlled by an opponent of its
    protector (310.12a); ``nonsiege`` writes a battle with no battle type, which its
    controller protects (310.9a)."""

    name: str
    defense: int
    span: Span = field(default=NO_SPAN, compare=False)
    card: str | None = field(default=None, compare=False)  # the English card name, if a card
    unmodeled: tuple[str, ...] = field(default=(), compare=False)  # the card's text not simulated
    siege: bool = True

    kind = "battle"


Thing = Creature | Planeswalker | Battle


@dataclass(slots=True)
class CommanderDamage:
    """``cd(REF N)``: combat damage the player was already dealt by that commander."""

    commander: Ref
    amount: int
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(slots=True)
class Player:
    """A player with their life, poison, commander damage and battlefield as written."""

    name: str
    life: int | None = None
    poison: int | None = None
    commander_damage: tuple[CommanderDamage, ...] = ()
    things: tuple[Thing, ...] = ()
    span: Span = field(default=NO_SPAN, compare=False)
    life_span: Span = field(default=NO_SPAN, compare=False)
    poison_span: Span = field(default=NO_SPAN, compare=False)
    lands: tuple[str, ...] = ()  # land types, for landwalk (702.14c)


@dataclass(slots=True)
class Side:
    """One side of the table: one player, or teammates joined by ``&``."""

    players: tuple[Player, ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(slots=True)
class Board:
    """A whole board: the first side attacks, the others defend."""

    sides: tuple[Side, ...]
    quick: bool = False
    text: str = field(default="", compare=False)
    separators: tuple[Span, ...] = field(default=(), compare=False)
    # Actions during combat, by moment (README "Actions during combat"); none by default.
    actions: tuple[Moment, ...] = ()

    def things(self) -> list[tuple[int, Player, Thing]]:
        """Every thing in writing order, with its side index and player."""
        return [
            (index, player, thing)
            for index, side in enumerate(self.sides)
            for player in side.players
            for thing in player.things
        ]


# ---------------------------------------------------------------------------
# Results of a combat.


@dataclass(slots=True)
class Damage:
    """Combat damage dealt in one step: ``source`` id, ``target`` (player name or id)."""

    source: str
    target: str
    amount: int


@dataclass(slots=True)
class CopyCast:
    """A cipher copy: ``spell`` encoded on ``creature``, cast by ``caster``, for ``player``."""

    spell: str
    creature: str
    caster: str
    player: str


@dataclass(slots=True)
class StepResult:
    """One combat damage step: the damage dealt and the cipher copies cast after it."""

    step: str
    damage: tuple[Damage, ...]
    cipher_copies: tuple[CopyCast, ...]
    prevented: tuple[Damage, ...] = ()  # damage prevented in the step (615), by source/target


@dataclass(slots=True)
class PlayerResult:
    """A player after combat. In 2HG, life and poison are the team's (810.9a, 810.10a)."""

    name: str
    team: str | None
    side: int
    life_before: int
    life: int
    poison_before: int
    poison: int
    lost: bool
    commander_damage: tuple[tuple[str, int], ...] = ()


@dataclass(slots=True)
class TeamResult:
    """A Two-Headed Giant team after combat."""

    name: str
    members: tuple[str, ...]
    life_before: int
    life: int
    poison_before: int
    poison: int
    poison_limit: int
    lost: bool


@dataclass(slots=True)
class PermanentResult:
    """A permanent after combat; ``dies`` when a state-based action put it into a graveyard,
    ``exiled`` when a Siege's own trigger exiled it (310.12b)."""

    id: str
    name: str
    controller: str
    kind: str
    power: int | None
    toughness: int | None
    damage: int
    minus_counters: int
    loyalty: int | None
    defense: int | None
    dies: bool
    left_game: bool
    attacking: str | None
    blocking: str | None
    card: str | None = None
    unmodeled: tuple[str, ...] = ()
    # A Siege exiled by its own trigger (310.12b): it left the battlefield, but not by a
    # state-based action, so ``dies`` stays false.
    exiled: bool = False
    # A battle's protector (None for other permanents, or while a Siege has none, 310.11).
    protector: str | None = None
    # +1/+1 counters; how an action made it leave the battlefield
    # (destroyed, exiled, bounced, sacrificed); removed from combat; put onto the battlefield.
    plus_counters: int = 0
    left_by: str | None = None
    removed: bool = False
    entered: bool = False


# ---------------------------------------------------------------------------
# Actions during combat (README "Actions during combat").

# In the order they happen (507, 508.2, 509.2, 510.3, 511).
MOMENTS = (
    "beginning_of_combat",
    "after_attacks",
    "after_blocks",
    "after_first_strike",
    "end_of_combat",
)


@dataclass(slots=True)
class Action:
    """One effect of a moment, as written.

    ``effect`` is one of ``destroy``, ``exile``, ``bounce``, ``sacrifice``, ``remove``
    (from combat), ``pump`` (``power``/``toughness`` until end of turn), ``counters``
    (``count`` +1/+1 counters when ``power`` > 0, else -1/-1 counters), ``gain`` / ``lose``
    (``keywords``), ``fog`` (prevent all combat damage), ``prevent_to`` / ``prevent_from``
    (the next ``count`` damage to / from ``ref``), ``unpreventable`` (``ref``'s damage can't be
    prevented), ``put`` (``creature`` onto the battlefield attacking or blocking), ``tap`` /
    ``untap``, ``damage`` (``creature``, the source as written, deals ``count`` damage to
    ``ref``), ``life_gain`` / ``life_lose`` (``ref`` gains / loses ``count`` life), ``becomes``
    (``ref`` becomes the colours and types of ``creature``), ``assign`` (``ref`` divides its
    combat damage as ``shares`` say: each an amount and who is dealt it). ``gain`` / ``lose``
    change ``numbers`` (keywords with a number, toxic included) and ``protections`` too.
    """

    effect: str
    ref: Ref | None = None
    power: int = 0
    toughness: int = 0
    count: int = 0
    keywords: frozenset[Keyword] = frozenset()
    creature: Creature | None = None
    span: Span = field(default=NO_SPAN, compare=False)
    numbers: tuple[tuple[Keyword, int], ...] = ()
    protections: tuple[str, ...] = ()
    shares: tuple[tuple[int, Ref], ...] = ()


@dataclass(slots=True)
class Moment:
    """The actions taken at one moment of combat: one of :data:`MOMENTS`."""

    moment: str
    actions: tuple[Action, ...]
    span: Span = field(default=NO_SPAN, compare=False)


@dataclass(slots=True)
class EffectResult:
    """What one action did: ``outcome`` ``applied``, or why it did less (``indestructible``,
    ``not_attacking``, ``not_blocking``); ``target`` a permanent id or a player's name."""

    effect: str
    target: str | None
    outcome: str
    amount: int | None = None


@dataclass(slots=True)
class MomentResult:
    """One moment's actions as applied, in order; ``skipped`` when the game was already over."""

    moment: str
    effects: tuple[EffectResult, ...]
    skipped: bool = False
