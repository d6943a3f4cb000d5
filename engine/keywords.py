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
)

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
