"""The notation's words and tokens: the limits of a board, the structural words, the
keyword spellings (:class:`Vocabulary`), and ``fold`` / ``tokenize``, which turn text into the
tokens every reader of the notation walks (NOTATION.md sections 1 and 4)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.action_words import ENGLISH_WORDS, WordShapes
from engine.keywords import INFO, NUMBER_WORDS, Arg, Keyword, english_aliases
from engine.model import COLORS, LAND_TYPES, MOMENTS, QUALITIES

# Limits: a board larger than this is refused with ``too_large`` (NOTATION.md section 4).
MAX_CHARS = 60_000
MAX_SIDES = 26
MAX_PLAYERS = 64
MAX_THINGS = 1000
MAX_NUMBER = 1_000_000
MAX_NAME_WORDS = 12  # the longest card name tried when a name stands alone

# A token: an arrow, a punctuation mark, or a word (words may hold "-" but not "->").
# Every character but whitespace belongs to a token, so splitting the text at tokens
# leaves only whitespace between them.
_TOKEN = re.compile(
    r"(->|→|[|&:,()]|[^\s|&:,()→-]++(?:-(?!>)[^\s|&:,()→-]*+)*+|-(?!>)[^\s|&:,()→-]*+)"
)

# Punctuation tokens; every other token is a word. "->" and "→" are the same arrow.
PUNCT = frozenset({"|", "&", ":", ",", "(", ")", "->", "→"})
# What tokenize reads without _TOKEN: the one-character marks, a piece of text that is one
# token by itself, and the characters after which a piece needs a closer look. Every blank
# but the space is unprintable: _BLANK finds them.
_MARKS = frozenset(tok for tok in PUNCT if len(tok) == 1 and tok != "→")
_ALONE = PUNCT | {"-"}
# A table str.translate reads by index (a dict would raise a KeyError per character it
# leaves alone): "\0" for each character a word of one piece never holds, every other
# character up to "→" as itself.
_MARK = "".join("\0" if chr(i) in "|&:,()→-" else chr(i) for i in range(ord("→") + 1))
_BLANK = re.compile(r"\s")
KIND = {tok: tok if len(tok) == 1 and tok != "→" else ">" for tok in PUNCT}
ARROWS = frozenset({"->", "→"})

# Structural words (English; other languages join in through ``aliases``).
VS_WORDS = frozenset({"vs", "vs."})
BLOCKS_WORDS = frozenset({"blocks", "blocking"})
# An attack written as a verb before what it attacks (``Knight 2/2 attacks Bob``: ``->``).
ATTACKS_WORDS = frozenset({"attacks"})
PW_WORDS = frozenset({"pw", "planeswalker"})
BATTLE_WORDS = frozenset({"battle"})
NONSIEGE_WORDS = frozenset({"nonsiege", "non-siege"})  # after a battle's defense (704.5w)
# Colour words (colourless: none), the words protection names
# (a colour, a quality; any other word is a subtype), ``type(...)``, ``lands(...)`` and the
# card and land types those hold (English; other languages join in through ``aliases``).
COLOR_WORDS: Mapping[str, str] = {
    **{color: color for color in COLORS},
    "colorless": "",
    "colourless": "",
}
QUALITY_WORDS: Mapping[str, str] = {
    **{color: color for color in COLORS},
    **{quality: quality for quality in QUALITIES},
    "creature": "creatures",
    "multicolor": "multicolored",
    "monocolor": "monocolored",
    "colourless": "colorless",
    "artifact": "artifacts",
}
# The words that join the qualities of one protection ("protection from red and from
# white", "protezione dal rosso e dal bianco") and the words "from" a joined one may repeat.
AND_WORDS = frozenset({"and"})
FROM_WORDS = frozenset({"from"})
TYPE_WORDS = frozenset({"type", "types"})
LANDS_WORDS = frozenset({"lands"})
# The marks a poison count is written with in a player header, glued to it (``p3``).
POISON_WORDS = frozenset({"p"})
# The marks a life total may be written with before it, and the units after it (「ライフ5」,
# 「5点」); English writes the number alone (``Bob 5``), so it has neither.
LIFE_WORDS: frozenset[str] = frozenset()
LIFE_UNITS: frozenset[str] = frozenset()
CARD_TYPE_WORDS: Mapping[str, str] = {
    word.lower(): word
    for word in ("Artifact", "Creature", "Enchantment", "Land", "Kindred", "Legendary", "Snow")
}
LAND_WORDS: Mapping[str, str] = {land.lower(): land for land in LAND_TYPES}

Spelling = tuple[tuple[str, ...], Keyword, Arg]


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The words the notation understands: keyword spellings and structural words.

    Derived tables: ``starting`` maps each first word to the spellings that begin with it,
    longest first, so the parser tries one short list per word instead of every length;
    ``flag_words`` holds the words that are a whole flag keyword and begin nothing longer;
    ``clause`` the words that start ``-> REF`` (or ``attacks REF``) or ``blocks REF``;
    ``moment_firsts`` the
    first words of the moments' spellings, and ``action_shapes`` the actions' words
    arranged for their reader (engine/actions_notation.py).
    """

    keywords: Mapping[tuple[str, ...], Keyword]
    vs: frozenset[str] = VS_WORDS
    blocks: frozenset[str] = BLOCKS_WORDS
    # An attack written as a verb before its target (``attaque Jace``, ``ataca a Jace``), and
    # the words that may end it after the target (German ``greift Jace an``).
    attacks: frozenset[str] = ATTACKS_WORDS
    attack_ends: frozenset[str] = frozenset()
    pw: frozenset[str] = PW_WORDS
    battle: frozenset[str] = BATTLE_WORDS
    nonsiege: frozenset[str] = NONSIEGE_WORDS
    # Articles a reference may start with ("bloquea a Oso", "bloque l'Ours"); none in English.
    articles: frozenset[str] = frozenset()
    # The structural words of actions during combat, by spelling (engine/actions_notation.py).
    actions: Mapping[tuple[str, ...], str] = field(default_factory=lambda: ENGLISH_WORDS)
    colors: Mapping[str, str] = field(default_factory=lambda: COLOR_WORDS)
    qualities: Mapping[str, str] = field(default_factory=lambda: QUALITY_WORDS)
    and_words: frozenset[str] = AND_WORDS
    from_words: frozenset[str] = FROM_WORDS
    # Spells' printed names in other languages, lower-case, to their English names.
    spells: Mapping[str, str] = field(default_factory=dict)
    # Number words, lower-case, to their value (engine/keywords.py NUMBER_WORDS and the other
    # languages', read where an action takes a number).
    numbers: Mapping[str, int] = field(default_factory=lambda: NUMBER_WORDS)
    type_words: frozenset[str] = TYPE_WORDS
    lands: frozenset[str] = LANDS_WORDS
    poison: frozenset[str] = POISON_WORDS
    life: frozenset[str] = LIFE_WORDS
    life_units: frozenset[str] = LIFE_UNITS
    card_types: Mapping[str, str] = field(default_factory=lambda: CARD_TYPE_WORDS)
    land_types: Mapping[str, str] = field(default_factory=lambda: LAND_WORDS)
    # A clause written after its reference, as Japanese orders it (「騎士をブロック」,
    # 「Bobを攻撃」): each clause word, lower-case, to the clause word it stands for (a
    # ``blocks`` word or ``->``); the marks that may end the reference before it (を) and the
    # marks that may start it (は, が). None in English.
    postposed: Mapping[str, str] = field(default_factory=dict)
    object_marks: tuple[str, ...] = ()
    subject_marks: tuple[str, ...] = ()
    starting: Mapping[str, tuple[Spelling, ...]] = field(init=False, repr=False, compare=False)
    flag_words: Mapping[str, Keyword] = field(init=False, repr=False, compare=False)
    clause: frozenset[str] = field(init=False, repr=False, compare=False)
    moment_firsts: frozenset[str] = field(init=False, repr=False, compare=False)
    action_shapes: WordShapes = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        clause = self.blocks | ARROWS | self.attacks
        starting: dict[str, list[Spelling]] = {}
        for words, keyword in self.keywords.items():
            # An attack word may begin a keyword ("attaque à chaque combat si possible"),
            # which is read first: the words of a block or the arrow never are.
            if not (self.blocks | ARROWS).isdisjoint(words):
                raise ValueError(f"keyword spelling {' '.join(words)!r} holds a clause word")
            starting.setdefault(words[0], []).append((words, keyword, INFO[keyword].arg))
        ordered = {
            first: tuple(sorted(rows, key=lambda row: -len(row[0])))
            for first, rows in starting.items()
        }
        # One word that is a whole flag keyword and begins no longer spelling.
        flag_words = {
            first: rows[0][1]
            for first, rows in ordered.items()
            if len(rows) == 1 and len(rows[0][0]) == 1 and rows[0][2] is Arg.NONE
        }
        object.__setattr__(self, "starting", ordered)
        object.__setattr__(self, "flag_words", flag_words)
        object.__setattr__(self, "clause", clause)
        firsts = frozenset(key[0] for key, role in self.actions.items() if role in MOMENTS)
        object.__setattr__(self, "moment_firsts", firsts)
        object.__setattr__(self, "action_shapes", WordShapes.of(self.actions, self.numbers))


ENGLISH = Vocabulary(english_aliases())


# Characters NFKC leaves alone that the notation reads as its punctuation: the ideographic
# comma separates permanents as "," does (「熊 2/2、狼 3/3」), and so does the full stop that
# ends a Japanese sentence (「熊を破壊。狼を追放。」).
_FOLD = {"、": ",", "。": ","}
# The arrow a Japanese IME gives when "-" is typed before ">": the long-vowel mark ー, then
# ＞ or >. ー is a letter inside katakana names (スリヴァー), so it is the arrow's "-" only
# where it starts a word of its own.
_IME_ARROW = re.compile(r"(?<!\S)ー(?=[>＞])")


def fold(text: str) -> str:
    """Fold full-width and compatibility characters one by one (``２/２`` -> ``2/2``), and
    the arrow a Japanese IME writes (``ー＞`` -> ``->``).

    Each character maps to exactly one character, so offsets into the folded text are
    offsets into the original text too.
    """
    if text.isascii():
        return text
    if "ー" in text:
        text = _IME_ARROW.sub("-", text)
    out = []
    for char in text:
        if char.isascii():
            out.append(char)
            continue
        folded = _FOLD.get(char) or unicodedata.normalize("NFKC", char)
        out.append(folded if len(folded) == 1 else char)
    return "".join(out)


def tokenize(text: str) -> tuple[list[str], list[int]]:
    """Split folded board text into tokens (:data:`_TOKEN`) and the offset where each one
    starts; a token's end is its start plus its length."""
    toks, starts, _ = scan(text)
    return toks, starts


def scan(text: str) -> tuple[list[str], list[int], str]:
    """:func:`tokenize`, with the kind of each token: the punctuation itself, ``>`` for an
    arrow, ``w`` for a word (:data:`KIND`).

    No token holds a blank, so the text's pieces between blanks are tokenized one by one: a
    piece without punctuation, arrow or ``-`` is one word, and so is a piece that is one
    punctuation mark or an arrow; a word with one mark after it (``Bob,``, ``Alice:``) is
    those two tokens; any other piece goes through :data:`_TOKEN`.
    """
    if not text.isprintable():  # blanks other than spaces: each becomes a space
        text = _BLANK.sub(" ", text)
    toks: list[str] = []
    starts: list[int] = []
    marks: list[int] = []  # the indices of the punctuation tokens
    marked = text.translate(_MARK)  # each character a word of one piece never holds, as "\0"
    end_of_text = len(text)
    special = marked.find("\0")  # the first of them at or after the piece
    if special < 0:
        special = end_of_text
    pos = 0
    for piece in text.split(" "):
        end = pos + len(piece)
        if special >= end:
            if piece:
                toks.append(piece)
                starts.append(pos)
        else:
            if piece in _ALONE:
                if piece in PUNCT:
                    marks.append(len(toks))
                toks.append(piece)
                starts.append(pos)
            elif special == end - 1 and piece[-1] in _MARKS:
                toks.append(piece[:-1])
                starts.append(pos)
                marks.append(len(toks))
                toks.append(piece[-1])
                starts.append(special)
            else:
                for tok in _TOKEN.split(piece)[1::2]:
                    if tok in PUNCT:
                        marks.append(len(toks))
                    toks.append(tok)
                    starts.append(pos)
                    pos += len(tok)
            special = marked.find("\0", end)
            if special < 0:
                special = end_of_text
        pos = end + 1
    kinds = ["w"] * len(toks)
    for i in marks:
        kinds[i] = KIND[toks[i]]
    return toks, starts, "".join(kinds)
