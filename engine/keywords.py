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
    # Combat triggers and banding
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
    # Protection, restrictions and evasion
    PROTECTION = "protection"
    DEFENDER = "defender"
    HASTE = "haste"
    SUMMONING_SICK = "summoning_sick"
    TAPPED = "tapped"
    CANT_BLOCK = "cant_block"
    CANT_BE_BLOCKED = "cant_be_blocked"
    FLYERS_ONLY = "flyers_only"
    BLOCKS_ONLY_FLYERS = "blocks_only_flyers"
    MIN_BLOCKERS = "min_blockers"
    EXTRA_BLOCKS = "extra_blocks"
    ANY_BLOCKS = "any_blocks"
    SKULK = "skulk"
    SHADOW = "shadow"
    HORSEMANSHIP = "horsemanship"
    FEAR = "fear"
    INTIMIDATE = "intimidate"
    PLAINSWALK = "plainswalk"
    ISLANDWALK = "islandwalk"
    SWAMPWALK = "swampwalk"
    MOUNTAINWALK = "mountainwalk"
    FORESTWALK = "forestwalk"
    # Requirements (509.1c, 508.1d), attacking or blocking alone (506.5), regeneration
    MUST_BE_BLOCKED = "must_be_blocked"
    LURE = "lure"
    MUST_BLOCK = "must_block"
    MUST_ATTACK = "must_attack"
    CANT_ALONE = "cant_alone"
    ONLY_ALONE = "only_alone"
    REGENERATION = "regeneration"
    CANT_BE_REGENERATED = "cant_be_regenerated"


class Arg(StrEnum):
    """What a keyword takes after its name."""

    NONE = "none"
    NUMBER = "number"
    SPELL = "spell"
    QUALITY = "quality"  # what protection is from (``protection from red``)


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
    # Combat triggers and banding
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
    # Protection, restrictions and evasion
    KeywordInfo(Keyword.PROTECTION, "protection from", ("pro",), "702.16", Arg.QUALITY),
    KeywordInfo(Keyword.DEFENDER, "defender", (), "702.3b"),
    KeywordInfo(Keyword.HASTE, "haste", (), "702.10b"),
    KeywordInfo(Keyword.SUMMONING_SICK, "summoning sick", ("sick",), "302.6"),
    KeywordInfo(Keyword.TAPPED, "tapped", (), "509.1a"),
    KeywordInfo(Keyword.CANT_BLOCK, "can't block", ("cant block",), "509.1b"),
    KeywordInfo(Keyword.CANT_BE_BLOCKED, "can't be blocked", ("cant be blocked",), "509.1b"),
    KeywordInfo(
        Keyword.FLYERS_ONLY,
        "can't be blocked except by creatures with flying",
        ("cant be blocked except by creatures with flying", "blocked only by flyers"),
        "509.1b",
    ),
    KeywordInfo(
        Keyword.BLOCKS_ONLY_FLYERS,
        "can block only creatures with flying",
        ("can block only flyers",),
        "509.1b",
    ),
    KeywordInfo(
        Keyword.MIN_BLOCKERS,
        "can't be blocked except by",
        ("cant be blocked except by", "min blockers"),
        "509.1b",
        Arg.NUMBER,
    ),
    KeywordInfo(
        Keyword.EXTRA_BLOCKS,
        "can block additional",
        (),
        "509.1a",
        Arg.NUMBER,
    ),
    KeywordInfo(Keyword.ANY_BLOCKS, "can block any number", (), "509.1a"),
    KeywordInfo(Keyword.SKULK, "skulk", (), "702.118b"),
    KeywordInfo(Keyword.SHADOW, "shadow", (), "702.28b"),
    KeywordInfo(Keyword.HORSEMANSHIP, "horsemanship", (), "702.31b"),
    KeywordInfo(Keyword.FEAR, "fear", (), "702.36b"),
    KeywordInfo(Keyword.INTIMIDATE, "intimidate", (), "702.13b"),
    KeywordInfo(Keyword.PLAINSWALK, "plainswalk", (), "702.14c"),
    KeywordInfo(Keyword.ISLANDWALK, "islandwalk", (), "702.14c"),
    KeywordInfo(Keyword.SWAMPWALK, "swampwalk", (), "702.14c"),
    KeywordInfo(Keyword.MOUNTAINWALK, "mountainwalk", (), "702.14c"),
    KeywordInfo(Keyword.FORESTWALK, "forestwalk", (), "702.14c"),
    # Requirements (509.1c, 508.1d), attacking or blocking alone (506.5), regeneration
    KeywordInfo(Keyword.MUST_BE_BLOCKED, "must be blocked if able", ("must be blocked",), "509.1c"),
    KeywordInfo(
        Keyword.LURE,
        "all creatures able to block it do so",
        ("must be blocked by all", "must be blocked by all able", "lure"),
        "509.1c",
    ),
    KeywordInfo(Keyword.MUST_BLOCK, "must block if able", ("must block",), "509.1c"),
    KeywordInfo(
        Keyword.MUST_ATTACK,
        "attacks each combat if able",
        ("must attack if able", "must attack"),
        "508.1d",
    ),
    KeywordInfo(
        Keyword.CANT_ALONE, "can't attack or block alone", ("cant attack or block alone",), "506.5"
    ),
    KeywordInfo(Keyword.ONLY_ALONE, "can only attack alone", ("only attacks alone",), "506.5"),
    KeywordInfo(Keyword.REGENERATION, "regeneration shield", ("regen",), "701.19a"),
    KeywordInfo(
        Keyword.CANT_BE_REGENERATED, "can't be regenerated", ("cant be regenerated",), "701.19c"
    ),
)

# Keywords that are the player's declarations, never a card's.
DECLARATIONS: frozenset[Keyword] = frozenset({Keyword.HOME, Keyword.BAND})

# A keyword whose word, followed by a number, is another one: players name a band with
# their language's word for banding ("banda 1", "Banding 1", 「バンド 1」) as with "band 1".
WITH_A_NUMBER: dict[Keyword, Keyword] = {Keyword.BANDING: Keyword.BAND}

INFO: dict[Keyword, KeywordInfo] = {row.keyword: row for row in KEYWORDS}

# Each keyword's place in the table: the order keywords are written and listed in.
ORDER: dict[Keyword, int] = {row.keyword: index for index, row in enumerate(KEYWORDS)}

# The small numbers as words: in oracle text, and where an action takes a number (``put two
# +1/+1 counters``; the other languages' are in locales/keywords.toml ``[numbers.*]``).
NUMBER_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip


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
            table[tuple(short.split())] = row.keyword
    return table
