"""Cards by name: what the notation asks of a card source, and what a card brings to a board.

The engine knows no card data. A :class:`CardSource` (the bot's card database, or a test's
dictionary) turns a written name into a :class:`CardFace` of plain values, or into
:class:`Candidates` when the name is not exactly one card. :func:`read_face` turns a
card's ``keywords`` and oracle text into what the engine simulates (its keywords, toxic,
numbers, protections) and what it does not (the ``unmodeled`` lines, reported to the user).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from engine.keywords import DECLARATIONS, KEYWORDS, ORDER, Arg, Keyword, english_aliases
from engine.model import COLORS, QUALITIES
from engine.oracle import Evasion, Static, Trigger, read_keyword, read_line

# The card kinds a board can hold; any other card ("instant", ...) is refused by name.
CREATURE = "creature"
PLANESWALKER = "planeswalker"
BATTLE = "battle"
OTHER = "other"

MAX_SUGGESTIONS = 3


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card, as the notation uses it.

    ``power`` and ``toughness`` stay strings when the card prints ``*``, ``1+*`` or ``X``;
    such a card needs written stats.
    """

    name: str
    kind: str
    power: int | str | None = None
    toughness: int | str | None = None
    loyalty: int | str | None = None
    defense: int | str | None = None
    keywords: frozenset[Keyword] = frozenset()
    toxic: int = 0
    unmodeled: tuple[str, ...] = ()
    # Keywords with a number other than toxic (``bushido 1``), in
    # table order, as Creature.numbers holds them.
    numbers: tuple[tuple[Keyword, int], ...] = ()
    # Colours (``white``...), card types and subtypes as printed
    # (``Artifact``, ``Creature``, ``Goblin``), and what it has protection from.
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    protections: tuple[str, ...] = ()
    # Its evasion clauses and static abilities (engine.oracle), and the +1/+1 counters it
    # enters with (None: a number the board can't know, such as X).
    evasion: tuple[Evasion, ...] = ()
    statics: tuple[Static, ...] = ()
    counters: int | None = 0
    triggers: tuple[Trigger, ...] = ()
    # The line that makes its power and toughness depend on the game (``Death's Shadow gets
    # -X/-X, where X is your life total.``): the board must write its stats.
    variable: str = ""
    # Its mana value (202.3), None when the face alone does not tell it (the back face of
    # a double-faced card counts its front face's cost, 202.3b).
    mana_value: float | None = None


_SYMBOL = re.compile(r"\{([^{}]*)\}")


def mana_value(cost: str) -> float:
    """The mana value of a mana cost as MTGJSON writes it (``{2}{R/G}{W/P}``): a number is
    that much mana, X counts 0 (202.3e), a hybrid symbol its largest component (202.3f), a
    Phyrexian symbol 1 (202.3g), a half-mana symbol ``{HW}`` one half, any other symbol 1."""
    total = 0.0
    for symbol in _SYMBOL.findall(cost):
        parts = [part for part in symbol.split("/") if part != "P"] or ["P"]
        total += max(_mana(part) for part in parts)
    return total


def _mana(part: str) -> float:
    if part.isdecimal():
        return int(part)
    if part in ("X", "Y", "Z"):
        return 0
    if part.startswith("H") and len(part) == 2:
        return 0.5
    return 1


@dataclass(frozen=True, slots=True)
class Candidates:
    """A name that is not exactly one card: the nearest names, and whether it was ambiguous
    (several cards answer to it) rather than unknown."""

    suggestions: tuple[str, ...] = ()
    ambiguous: bool = False


class CardSource(Protocol):
    """Where card names are looked up. Names are compared normalized (case, accents, ...)."""

    def exact(self, name: str) -> CardFace | None:
        """The card with exactly this name (any language), else None. Must be cheap."""

    def lookup(self, name: str) -> CardFace | Candidates:
        """The card with this name, or the nearest names (at most three) when there is none."""


# -- what the engine simulates of a card ----------------------------------------------

_ALIASES = english_aliases()
# Keywords with a value (toxic N, damage N, cipher): read from the text, never as flags.
_VALUED = frozenset(row.keyword for row in KEYWORDS if row.arg is not Arg.NONE)
_REMINDER = re.compile(r"\s*\([^()]*\)")


def _keyword(text: str) -> Keyword | None:
    return _ALIASES.get(tuple(text.lower().split()))


# The keywords a part of a keyword line gives as a flag (``Flying``): not a keyword with a
# value (toxic N, protection from...: read from the part itself), nor commander, nor the
# player's declarations.
_CARD_FLAGS = frozenset(
    row.keyword
    for row in KEYWORDS
    if row.keyword not in _VALUED
    and row.keyword is not Keyword.COMMANDER
    and row.keyword not in DECLARATIONS
)


@dataclass(frozen=True, slots=True)
class FaceAbilities:
    """What a card face's oracle text gives the engine, and what it does not.

    ``keywords``: the flag keywords it has as its own abilities; ``toxic``: its toxic;
    ``numbers``: the keywords with a number other than toxic (``Bushido 1``), summed per
    keyword, in table order; ``protections``: what it has protection from; ``unmodeled``:
    the lines (or the rest of a keyword line) the outcome leaves out, reported to the user;
    ``evasion``, ``statics``, ``counters`` and ``triggers``: what the grammar
    (engine.oracle) reads; ``actions``: the actions its activated abilities write (``~``
    the card, ``*`` a target); ``variable``: the line that makes its power and toughness
    depend on the game, which the board writes.
    """

    keywords: frozenset[Keyword]
    toxic: int
    numbers: tuple[tuple[Keyword, int], ...]
    protections: tuple[str, ...]
    unmodeled: tuple[str, ...]
    evasion: tuple[Evasion, ...] = ()
    statics: tuple[Static, ...] = ()
    counters: int | None = 0
    triggers: tuple[Trigger, ...] = ()
    actions: tuple[str, ...] = ()
    variable: str = ""


def read_face(keywords: tuple[str, ...] | list[str], text: str, name: str = "") -> FaceAbilities:
    """Read a card face's abilities from its ``keywords`` and oracle text, in one pass.

    A keyword counts when the card has it as its own ability: a line of keywords in its
    text (``Flying, vigilance``, ``Toxic 2``, ``Bushido 1``, ``Protection from red``), and,
    when MTGJSON lists the face's ``keywords``, one of those. Any other line is read by the
    grammar of combat patterns (engine.oracle: restrictions, evasion clauses, lords and
    anthems, +1/+1 counters it enters with); a line no rule reads is reported as not
    simulated.

    Parameters
    ----------
    keywords
        MTGJSON's ``keywords`` of the face (``["Flying", "Vigilance"]``).
    text
        The face's oracle text; reminder text in parentheses is not counted.
    name
        The face's name, as its text prints it (``Phantom Warrior can't be blocked.``).
    """
    listed = {k for k in map(_keyword, keywords) if k is not None}
    found: set[Keyword] = set()
    restricted: set[Keyword] = set()  # the keywords its restriction lines give
    toxic = 0
    numbers: dict[Keyword, int] = {}
    protections: list[str] = []
    unmodeled: list[str] = []
    evasion: list[Evasion] = []
    statics: list[Static] = []
    triggers: list[Trigger] = []
    actions: list[str] = []
    variable = ""
    counters: int | None = 0
    for raw in text.split("\n"):
        # A keyword line (``Flying, first strike, protection from Demons``) gives its
        # keywords and keeps only the rest; any other line is kept whole.
        line = _REMINDER.sub("", raw).strip()
        reading = read_line(line, name) if " " in line and line.endswith(".") else None
        if reading is not None:
            found |= reading.keywords
            restricted |= reading.keywords
            for numbered, value in reading.numbers:
                numbers[numbered] = numbers.get(numbered, 0) + value
            evasion += reading.evasion
            protections.extend(q for q in reading.protections if q not in protections)
            statics += reading.statics
            triggers += reading.triggers
            actions += reading.actions
            if reading.variable:
                variable = variable or line
            if reading.counters is None or counters is None:
                counters = None
            else:
                counters += reading.counters
            continue
        parts = [part.strip() for part in line.split(",")]
        rest = []
        for index, part in enumerate(parts):
            # Each part read once: one keyword the engine simulates (``Flying``, ``first
            # strike``, ``Toxic 2``, ``Bushido 1``, ``protection from red``), else not
            # simulated (the whole line, when it is its first part).
            lowered = part.lower()
            words = lowered.split()
            keyword = _ALIASES.get(tuple(words))
            qualities = _protection(part)
            counted = None  # the keyword before a number (``Bushido 1``)
            if qualities is not None:
                modeled = True
            elif (
                (len(words) == 1 or (len(words) == 2 and words[-1].isdecimal()))
                and keyword is None
                and (read := read_keyword(words[0], int(words[-1]) if len(words) == 2 else 0))
            ):
                triggers += read.triggers
                actions += read.actions
                if read.counters is None:
                    counters = None
                    variable = variable or line
                elif counters is not None:
                    counters += read.counters
                continue
            elif words and words[-1].isdecimal():
                counted = _ALIASES.get(tuple(words[:-1]))
                modeled = counted in _CARD_NUMBERS
            else:
                modeled = keyword in _CARD_FLAGS
            if not modeled:
                if index == 0:
                    if line:
                        unmodeled.append(line)
                    break
                rest.append(part)
                continue
            if qualities is not None:
                protections.extend(q for q in qualities if q not in protections)
            elif (
                counted is not None
                and counted is not Keyword.TOXIC
                and (not listed or counted in listed)
            ):
                numbers[counted] = numbers.get(counted, 0) + int(words[-1])
            if keyword is not None:
                found.add(keyword)
            elif counted is not None and lowered.startswith("toxic"):  # Toxic N
                toxic += int(words[-1])
        if rest:
            unmodeled.append(", ".join(rest))
    if listed:
        found &= listed | restricted
    return FaceAbilities(
        frozenset(found),
        toxic,
        tuple(sorted(numbers.items(), key=lambda item: ORDER[item[0]])),
        tuple(protections),
        tuple(unmodeled),
        tuple(evasion),
        tuple(statics),
        counters,
        tuple(triggers),
        tuple(actions),
        variable,
    )


# The keywords with a number a card prints (``Bushido 1``), toxic
# included; not ``damage N`` nor the player's declarations.
_CARD_NUMBERS = frozenset(
    row.keyword
    for row in KEYWORDS
    if row.arg is Arg.NUMBER
    and row.keyword is not Keyword.DAMAGE
    and row.keyword not in DECLARATIONS
)


def kind_of(types: tuple[str, ...] | list[str]) -> str:
    """The kind a card's types make it on a board (a creature first, as a vehicle's P/T)."""
    if "Creature" in types:
        return CREATURE
    if "Planeswalker" in types:
        return PLANESWALKER
    if "Battle" in types:
        return BATTLE
    return OTHER


def number(value: int | str | None) -> int | None:
    """A printed value as a number; None for ``*``, ``X``, ``1+*`` or nothing."""
    if isinstance(value, int):
        return value
    if value is not None and value.lstrip("-").isdecimal():
        return int(value)
    return None


# -- colours, types and protection ---------------------------------------------------------

# MTGJSON's colour letters, in the usual order (105.1).
COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_CARD_QUALITIES: dict[str, tuple[str, ...]] = {
    **{quality: (quality,) for quality in (*COLORS, *QUALITIES)},
    # 702.16h: "protection from each color" is one protection per colour.
    "all colors": COLORS,
    "each color": COLORS,
}
_PROTECTION = re.compile(r"protection from (.+)\Z", re.IGNORECASE)


def _protection(part: str) -> tuple[str, ...] | None:
    """The qualities of one ``Protection from A and from B`` ability (702.16g), or None.

    A colour or a known quality is its word; a subtype is one capitalized word, kept as
    printed (``Demons``), which protection reads as the singular too. Anything else
    (``protection from the color of your choice``, ``from instants``) is not simulated.
    """
    found = _PROTECTION.match(part.strip())
    if found is None:
        return None
    out: list[str] = []
    for quality in re.split(r",? and from |, from ", found[1]):
        quality = quality.strip()
        known = _CARD_QUALITIES.get(quality.lower())
        if known is not None:
            out.extend(known)
        elif quality.isalpha() and quality[0].isupper():
            out.append(quality)
        else:
            return None
    return tuple(out)


def face_colors(letters: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """MTGJSON's ``colors`` (``["R", "G"]``) as colour words, in the usual order."""
    return tuple(color for letter, color in COLOR_LETTERS.items() if letter in letters)
