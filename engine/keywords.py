"""The keyword table: one source of truth for every keyword the notation knows.

Each keyword has its canonical English name (as printed on cards), the short forms the
notation accepts, the Comprehensive Rules number it applies, and whether it takes a
number (``toxic 2``, ``damage 3``) or a parenthesized spell name (``cipher(Shadow Slice)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Keyword(StrEnum):
    """A keyword of a creature, by its stable identifier."""

    FIRST_STRIKE = "first_strike"
    DOUBLE_STRIKE = "double_strike"
    TRAMPLE = "trample"
    TRAMPLE_OVER_PLANESWALKERS = "trample_over_planeswalkers"
    DEATHTOUCH = "deathtouch"
    LIFELINK = "lifelink"
    INFECT = "infect"
    WITHER = "wither"
    TOXIC = "toxic"
    FLYING = "flying"
    REACH = "reach"
    MENACE = "menace"
    VIGILANCE = "vigilance"
    INDESTRUCTIBLE = "indestructible"
    CIPHER = "cipher"
    DAMAGE = "damage"
    COMMANDER = "commander"
    # combat depth: triggers
    EXALTED = "exalted"
    BATTLE_CRY = "battle_cry"
    BUSHIDO = "bushido"
    FLANKING = "flanking"
    RAMPAGE = "rampage"
    AFFLICT = "afflict"
    MELEE = "melee"
    POISONOUS = "poisonous"
    BANDING = "banding"
    BANDS_WITH_OTHER = "bands_with_other"
    HOME = "home"
    BAND = "band"


class Arg(StrEnum):
    """What a keyword takes after its name."""

    NONE = "none"
    NUMBER = "number"
    SPELL = "spell"


@dataclass(frozen=True, slots=True)
class KeywordInfo:
    """One row of the keyword table."""

    keyword: Keyword
    name: str
    shorts: tuple[str, ...]
    rule: str
    arg: Arg = Arg.NONE


KEYWORDS: tuple[KeywordInfo, ...] = (
    KeywordInfo(Keyword.FIRST_STRIKE, "first strike", ("fs",), "702.7"),
    KeywordInfo(Keyword.DOUBLE_STRIKE, "double strike", ("ds",), "702.4"),
    KeywordInfo(Keyword.TRAMPLE, "trample", ("tr",), "702.19b"),
    KeywordInfo(Keyword.TRAMPLE_OVER_PLANESWALKERS, "trample over planeswalkers", (), "702.19c"),
    KeywordInfo(Keyword.DEATHTOUCH, "deathtouch", ("dt",), "702.2"),
    KeywordInfo(Keyword.LIFELINK, "lifelink", ("ll",), "702.15"),
    KeywordInfo(Keyword.INFECT, "infect", (), "702.90"),
    KeywordInfo(Keyword.WITHER, "wither", (), "702.80"),
    KeywordInfo(Keyword.TOXIC, "toxic", (), "702.164", Arg.NUMBER),
    KeywordInfo(Keyword.FLYING, "flying", ("fly",), "702.9"),
    KeywordInfo(Keyword.REACH, "reach", (), "702.17"),
    KeywordInfo(Keyword.MENACE, "menace", (), "702.111"),
    KeywordInfo(Keyword.VIGILANCE, "vigilance", ("vig",), "702.20"),
    KeywordInfo(Keyword.INDESTRUCTIBLE, "indestructible", ("indestr",), "702.12"),
    KeywordInfo(Keyword.CIPHER, "cipher", (), "702.99", Arg.SPELL),
    KeywordInfo(Keyword.DAMAGE, "damage", (), "120.6", Arg.NUMBER),
    KeywordInfo(Keyword.COMMANDER, "commander", ("cmdr",), "903.10a"),
    # combat depth: triggers
    KeywordInfo(Keyword.EXALTED, "exalted", (), "702.83a"),
    KeywordInfo(Keyword.BATTLE_CRY, "battle cry", (), "702.91a"),
    KeywordInfo(Keyword.BUSHIDO, "bushido", (), "702.45a", Arg.NUMBER),
    KeywordInfo(Keyword.FLANKING, "flanking", (), "702.25a"),
    KeywordInfo(Keyword.RAMPAGE, "rampage", (), "702.23a", Arg.NUMBER),
    KeywordInfo(Keyword.AFFLICT, "afflict", (), "702.130a", Arg.NUMBER),
    KeywordInfo(Keyword.MELEE, "melee", (), "702.121a"),
    KeywordInfo(Keyword.POISONOUS, "poisonous", (), "702.70a", Arg.NUMBER),
    KeywordInfo(Keyword.BANDING, "banding", (), "702.22a"),
    # "Bands with other [quality]": the notation has no creature types, so the quality is the
    # one the band's members share (README "Combat triggers and banding").
    KeywordInfo(Keyword.BANDS_WITH_OTHER, "bands with other", (), "702.22c"),
    # Declarations, not abilities: a creature of the attacking side that does not attack
    # (508.1a), and the attacking band a creature is in (508.1e, 702.22c).
    KeywordInfo(Keyword.HOME, "stays home", ("home",), "508.1a"),
    KeywordInfo(Keyword.BAND, "band", (), "508.1e", Arg.NUMBER),
)

# combat depth: triggers. Keywords that are the player's declarations, never a card's.
DECLARATIONS: frozenset[Keyword] = frozenset({Keyword.HOME, Keyword.BAND})

INFO: dict[Keyword, KeywordInfo] = {row.keyword: row for row in KEYWORDS}

# Keywords that are plain flags on a creature (the others carry a value).
FLAGS: frozenset[Keyword] = frozenset(row.keyword for row in KEYWORDS if row.arg is Arg.NONE)


def english_aliases() -> dict[tuple[str, ...], Keyword]:
    """Every English spelling of every keyword, as a tuple of lower-case words.

    Returns
    -------
    dict
        ``("double", "strike") -> Keyword.DOUBLE_STRIKE``, ``("ds",) -> ...``.
    """
    table: dict[tuple[str, ...], Keyword] = {}
    for row in KEYWORDS:
        table[tuple(row.name.split())] = row.keyword
        for short in row.shorts:
            table[(short,)] = row.keyword
    return table
