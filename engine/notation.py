"""Board notation: text -> :class:`Board` (shape only) and ``format_board(board)`` -> text.

The grammar is NOTATION.md section 1. :func:`parse` checks shape only (python-chess splits
``parse_san`` from ``is_legal`` the same way); references are resolved and the rules checked
by :mod:`engine.setup`. Every error carries the span of the text at fault.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import accumulate, islice, repeat

from engine import citations as R
from engine.actions_notation import ENGLISH_WORDS, find_actions, format_actions, parse_actions
from engine.cards import (
    BATTLE,
    CREATURE,
    MAX_SUGGESTIONS,
    PLANESWALKER,
    CardFace,
    CardSource,
    number,
)
from engine.errors import NotationError, Span
from engine.keywords import INFO, KEYWORDS, Arg, Keyword, english_aliases
from engine.model import (
    COLORS,
    LAND_TYPES,
    MOMENTS,
    NO_SPAN,
    QUALITIES,
    Battle,
    Board,
    CommanderDamage,
    Creature,
    Planeswalker,
    Player,
    Ref,
    Side,
    Thing,
)

# Limits: a board larger than this is refused with ``too_large`` (NOTATION.md section 4).
MAX_CHARS = 60_000
MAX_SIDES = 26
MAX_PLAYERS = 64
MAX_THINGS = 1000
MAX_NUMBER = 1_000_000
MAX_NAME_WORDS = 12  # the longest card name tried when a name stands alone
_CARD_ERRORS = frozenset({"unknown_card", "ambiguous_card"})

# A token: an arrow, a punctuation mark, or a word (words may hold "-" but not "->").
# Every character but whitespace belongs to a token, so splitting the text at tokens
# leaves only whitespace between them.
_TOKEN = re.compile(
    r"(->|→|[|&:,()]|[^\s|&:,()→-]++(?:-(?!>)[^\s|&:,()→-]*+)*+|-(?!>)[^\s|&:,()→-]*+)"
)
_PT = re.compile(r"(-?\d+)/(-?\d+)\Z")

# Punctuation tokens; every other token is a word. "->" and "→" are the same arrow.
_PUNCT = frozenset({"|", "&", ":", ",", "(", ")", "->", "→"})
_KIND = {tok: tok if len(tok) == 1 and tok != "→" else ">" for tok in _PUNCT}
_ARROWS = frozenset({"->", "→"})

# Structural words (English; other languages join in through ``aliases``).
VS_WORDS = frozenset({"vs", "vs."})
BLOCKS_WORDS = frozenset({"blocks", "blocking"})
PW_WORDS = frozenset({"pw", "planeswalker"})
BATTLE_WORDS = frozenset({"battle"})
NONSIEGE_WORDS = frozenset({"nonsiege", "non-siege"})  # after a battle's defense (704.5w)
# combat depth: protection. Colour words (colourless: none), the words protection names
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
TYPE_WORDS = frozenset({"type", "types"})
LANDS_WORDS = frozenset({"lands"})
CARD_TYPE_WORDS: Mapping[str, str] = {
    word.lower(): word
    for word in ("Artifact", "Creature", "Enchantment", "Land", "Kindred", "Legendary", "Snow")
}
LAND_WORDS: Mapping[str, str] = {land.lower(): land for land in LAND_TYPES}

_Spelling = tuple[tuple[str, ...], Keyword, Arg]
# Enum members read per keyword: module constants, as reading a member off its enum class
# is slow in Python 3.11.
_FLAG, _NUMBER, _TOXIC, _DAMAGE = Arg.NONE, Arg.NUMBER, Keyword.TOXIC, Keyword.DAMAGE
_QUALITY = Arg.QUALITY


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The words the notation understands: keyword spellings and structural words.

    Derived tables: ``starting`` maps each first word to the spellings that begin with it,
    longest first, so the parser tries one short list per word instead of every length;
    ``flag_words`` holds the words that are a whole flag keyword and begin nothing longer;
    ``clause`` the words that start ``-> REF`` or ``blocks REF``.
    """

    keywords: Mapping[tuple[str, ...], Keyword]
    vs: frozenset[str] = VS_WORDS
    blocks: frozenset[str] = BLOCKS_WORDS
    pw: frozenset[str] = PW_WORDS
    battle: frozenset[str] = BATTLE_WORDS
    nonsiege: frozenset[str] = NONSIEGE_WORDS
    # The structural words of actions during combat, by spelling (engine/actions_notation.py).
    actions: Mapping[tuple[str, ...], str] = field(default_factory=lambda: ENGLISH_WORDS)
    colors: Mapping[str, str] = field(default_factory=lambda: COLOR_WORDS)
    qualities: Mapping[str, str] = field(default_factory=lambda: QUALITY_WORDS)
    type_words: frozenset[str] = TYPE_WORDS
    lands: frozenset[str] = LANDS_WORDS
    card_types: Mapping[str, str] = field(default_factory=lambda: CARD_TYPE_WORDS)
    land_types: Mapping[str, str] = field(default_factory=lambda: LAND_WORDS)
    starting: Mapping[str, tuple[_Spelling, ...]] = field(init=False, repr=False, compare=False)
    flag_words: Mapping[str, Keyword] = field(init=False, repr=False, compare=False)
    clause: frozenset[str] = field(init=False, repr=False, compare=False)
    moment_firsts: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        clause = self.blocks | _ARROWS
        starting: dict[str, list[_Spelling]] = {}
        for words, keyword in self.keywords.items():
            if not clause.isdisjoint(words):
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

    @classmethod
    def of(
        cls,
        keywords: Mapping[tuple[str, ...], Keyword],
        actions: Mapping[tuple[str, ...], str] = ENGLISH_WORDS,
        **words: object,
    ) -> Vocabulary:
        """A vocabulary of these keyword spellings and structural words."""
        return cls(keywords=keywords, actions=actions, **words)  # type: ignore[arg-type]


ENGLISH = Vocabulary.of(english_aliases())


# Characters NFKC leaves alone that the notation reads as its punctuation: the ideographic
# comma separates permanents as "," does (「熊 2/2、狼 3/3」).
_FOLD = {"、": ","}


def fold(text: str) -> str:
    """Fold full-width and compatibility characters one by one (``２/２`` -> ``2/2``).

    Each character maps to exactly one character, so offsets into the folded text are
    offsets into the original text too.
    """
    if text.isascii():
        return text
    out = []
    for char in text:
        if char.isascii():
            out.append(char)
            continue
        folded = _FOLD.get(char) or unicodedata.normalize("NFKC", char)
        out.append(folded if len(folded) == 1 else char)
    return "".join(out)


def tokenize(text: str) -> tuple[list[str], list[int]]:
    """Split folded board text into tokens and the offset where each one starts.

    A token is a word or one punctuation mark; its end is its start plus its length.
    """
    # [space, token, space, token, ..., space]: the running length of the pieces gives
    # every token's start without a Python step per token.
    pieces = _TOKEN.split(text)
    offsets = list(accumulate(map(len, pieces)))
    return pieces[1::2], offsets[0:-1:2]


def _is_poison(word: str) -> bool:
    """``p3`` / ``P3``: a poison count in a player header."""
    return len(word) > 1 and word[0] in "pP" and word[1:].isdecimal()


class _Parser:
    """One parse. Tokens live in parallel lists; a piece of the board is a range of indices.

    A number is a token for which ``str.isdecimal`` holds: the same digits a regular
    expression's ``\\d`` accepts, which ``int`` reads.
    """

    def __init__(self, text: str, vocab: Vocabulary, cards: CardSource | None = None) -> None:
        self.text = text
        self.vocab = vocab
        self.cards = cards
        self.things = 0
        self.toks: list[str] = []
        self.lows: list[str] = []
        self.starts: list[int] = []
        self.kinds = ""
        self._marks: list[int] | None = None
        self.extra: tuple[list[str], list[str], list[str]] | None = None

    def load(self) -> int:
        """Fold and tokenize the text; returns the number of tokens."""
        text = self.text
        if len(text) > MAX_CHARS:
            raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
        self.toks, self.starts = tokenize(fold(text))
        self.lows = list(map(str.lower, self.toks))
        # One character per token: the punctuation itself, ">" for an arrow, "w" for a word.
        # str.find on it looks for punctuation in a range with no exception on a miss.
        self.kinds = "".join(map(_KIND.get, self.toks, repeat("w")))
        if not self.toks:
            raise NotationError("syntax", (0, len(text)), "empty")
        return len(self.toks)

    # -- spans and small pieces -----------------------------------------------------

    def end(self, i: int) -> int:
        return self.starts[i] + len(self.toks[i])

    def at(self, i: int) -> Span:
        """The span of token ``i``."""
        return (self.starts[i], self.starts[i] + len(self.toks[i]))

    def span(self, lo: int, hi: int, default: Span = (0, 0)) -> Span:
        """The span of tokens ``lo`` to ``hi`` (exclusive); ``default`` when empty."""
        return (self.starts[lo], self.end(hi - 1)) if hi > lo else default

    def find(self, tok: str, lo: int, hi: int) -> int | None:
        """The index of the first punctuation token ``tok`` in ``lo``..``hi``, at any depth."""
        at = self.kinds.find(tok, lo, hi)
        return None if at < 0 else at

    def number(self, i: int) -> int:
        value = int(self.toks[i])
        if value > MAX_NUMBER:
            raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
        return value

    def words(self, lo: int, hi: int, what: str, default: Span) -> str:
        """Join word tokens into a name; anything else is a syntax error."""
        if lo >= hi:
            raise NotationError("syntax", default, f"expected-{what}")
        parts = self.toks[lo:hi]
        if not _PUNCT.isdisjoint(parts):
            bad = next(i for i in range(lo, hi) if self.toks[i] in _PUNCT)
            raise NotationError("syntax", self.at(bad), "unexpected", token=self.toks[bad])
        return " ".join(parts)

    def marks(self) -> list[int]:
        """Indices of the punctuation and the ``vs`` words, the only tokens a split reads."""
        if self._marks is None:
            vs = self.vocab.vs
            lows = self.lows
            self._marks = [i for i, tok in enumerate(self.toks) if tok in _PUNCT or lows[i] in vs]
        return self._marks

    def split(
        self, lo: int, hi: int, sep: str, words: frozenset[str] = frozenset()
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """Split ``lo``..``hi`` at ``sep`` (or at ``words``) outside parentheses.

        Returns the parts as index ranges and the separators' indices.
        """
        toks, lows = self.toks, self.lows
        seps: list[int] = []
        if self.find("(", lo, hi) is not None or (
            words and not words.isdisjoint(islice(lows, lo, hi))
        ):
            # Walk the marks only: the other tokens change neither depth nor parts.
            marks = self.marks()
            depth = 0
            for i in islice(marks, bisect_left(marks, lo), None):
                if i >= hi:
                    break
                tok = toks[i]
                if tok == "(":
                    depth += 1
                elif tok == ")":
                    depth = max(0, depth - 1)
                elif depth == 0 and (tok == sep or lows[i] in words):
                    seps.append(i)
        else:
            at = self.find(sep, lo, hi)
            while at is not None:
                seps.append(at)
                at = self.find(sep, at + 1, hi)
        parts = []
        prev = lo
        for i in seps:
            parts.append((prev, i))
            prev = i + 1
        parts.append((prev, hi))
        return parts, seps

    # -- the grammar ------------------------------------------------------------------

    def board(self) -> Board:
        text = self.text
        count = self.load()
        side_parts, seps = self.split(0, count, "|", self.vocab.vs)
        if len(side_parts) > MAX_SIDES:
            raise NotationError("too_large", self.at(seps[MAX_SIDES - 1]), "sides", limit=MAX_SIDES)
        quick = ":" not in self.toks
        sides: list[Side] = []
        for index, (lo, hi) in enumerate(side_parts):
            if lo == hi:
                where = self.at(seps[index - 1]) if index else (0, 0)
                raise NotationError("syntax", where, "expected-side")
            sides.append(self.quick_side(index, lo, hi) if quick else self.side(lo, hi))
        if len(sides) < 2:
            end = len(text)
            raise NotationError("syntax", (end, end), "expected-defender")
        players = sum(len(side.players) for side in sides)
        if players > MAX_PLAYERS:
            raise NotationError("too_large", (0, len(text)), "players", limit=MAX_PLAYERS)
        return Board(
            sides=tuple(sides), quick=quick, text=text, separators=tuple(map(self.at, seps))
        )

    def quick_side(self, index: int, lo: int, hi: int) -> Side:
        amp = self.find("&", lo, hi)
        if amp is not None:
            raise NotationError("syntax", self.at(amp), "quick-team")
        span = self.span(lo, hi)
        player = Player(name=chr(ord("A") + index), things=self.things_of(lo, hi), span=span)
        return Side(players=(player,), span=span)

    def side(self, lo: int, hi: int) -> Side:
        parts, seps = self.split(lo, hi, "&")
        players = []
        for index, (a, b) in enumerate(parts):
            if a == b:
                raise NotationError("syntax", self.at(seps[max(0, index - 1)]), "expected-player")
            players.append(self.player(a, b))
        return Side(players=tuple(players), span=self.span(lo, hi))

    def player(self, lo: int, hi: int) -> Player:
        span = self.span(lo, hi)
        colon = self.find(":", lo, hi)
        if colon is None:
            # Forgiving: "Bob" alone is a player with nothing on the battlefield.
            if any("/" in tok and _PT.match(tok) for tok in self.toks[lo:hi]):
                start = self.starts[lo]
                raise NotationError("syntax", (start, start), "expected-colon")
            head, body = hi, hi
        else:
            extra = self.find(":", colon + 1, hi)
            if extra is not None:
                raise NotationError("syntax", self.at(extra), "extra-colon")
            if colon == lo:
                raise NotationError("syntax", self.at(colon), "expected-player-name")
            head, body = colon, colon + 1
        things = self.things_of(body, hi)
        return self.header(lo, head, things, span)

    def header(self, lo: int, hi: int, things: tuple[Thing, ...], span: Span) -> Player:
        toks, lows = self.toks, self.lows
        name_end = lo + 1
        while name_end < hi:
            tok = toks[name_end]
            if tok in _PUNCT or tok.isdecimal() or _is_poison(tok):
                break
            if (
                name_end + 1 < hi
                and toks[name_end + 1] == "("
                and (lows[name_end] == "cd" or lows[name_end] in self.vocab.lands)
            ):
                break
            name_end += 1
        name = self.words(lo, name_end, "player-name", span)
        life: int | None = None
        poison: int | None = None
        life_span = poison_span = (0, 0)
        cds: list[CommanderDamage] = []
        lands: tuple[str, ...] = ()
        i = name_end
        while i < hi:
            tok = toks[i]
            word = tok not in _PUNCT
            if word and tok.isdecimal() and life is None:
                life, life_span = self.number(i), self.at(i)
                i += 1
            elif word and _is_poison(tok) and poison is None:
                poison, poison_span = int(tok[1:]), self.at(i)
                if poison > MAX_NUMBER:
                    raise NotationError("too_large", poison_span, "number", limit=MAX_NUMBER)
                i += 1
            elif word and lows[i] == "cd":
                i, cd = self.commander_damage(i, hi)
                cds.append(cd)
            elif word and lows[i] in self.vocab.lands and i + 1 < hi and toks[i + 1] == "(":
                i, found = self.lands(i, hi)
                lands += tuple(found)
            else:
                raise NotationError("syntax", self.at(i), "player-header", token=tok)
        return Player(
            name=name,
            life=life,
            poison=poison,
            commander_damage=tuple(cds),
            things=things,
            span=span,
            life_span=life_span,
            poison_span=poison_span,
            lands=lands,
        )

    def paren_list(self, i: int, hi: int, shape: str) -> tuple[int, list[str]]:
        """``WORD(A, B C)`` at token ``i``: the words after it, split at commas and spaces
        (one entry each, kept as written); returns the index after ``)``."""
        after, groups = self.paren_groups(i, hi, shape)
        return after, [word for group in groups for word in group]

    def paren_groups(self, i: int, hi: int, shape: str) -> tuple[int, list[list[str]]]:
        """``WORD(A, B C)`` at token ``i``: the words between commas (``[[A], [B, C]]``);
        returns the index after ``)``."""
        toks = self.toks
        close = self.find(")", i + 2, hi)
        if i + 1 >= hi or toks[i + 1] != "(" or close is None or close == i + 2:
            raise NotationError("syntax", self.span(i, min(hi, i + 2)), shape)
        groups: list[list[str]] = [[]]
        for j in range(i + 2, close):
            tok = toks[j]
            if tok == ",":
                groups.append([])
            elif tok in _PUNCT:
                raise NotationError("syntax", self.at(j), "unexpected", token=tok)
            else:
                groups[-1].append(tok)
        return close + 1, [group for group in groups if group]

    def lands(self, i: int, hi: int) -> tuple[int, list[str]]:
        """``lands(Island, Swamp)`` at token ``i``: the land types, each land type word in
        any language; with card data a land's name gives its land types (``Watery Grave``:
        Island, Swamp). Anything else is kept as written (it matches no landwalk)."""
        after, groups = self.paren_groups(i, hi, "lands-shape")
        land_types = self.vocab.land_types
        out: list[str] = []
        for group in groups:
            types = [land_types.get(word.lower()) for word in group]
            if all(types):
                out += [t for t in types if t]
                continue
            name = " ".join(group)
            face = None if self.cards is None else self.cards.exact(name)
            if face is not None and "Land" in face.types:
                out += [t for t in face.types if t in LAND_TYPES]
            else:
                out.append(name)
        return after, list(dict.fromkeys(out))

    def commander_damage(self, i: int, hi: int) -> tuple[int, CommanderDamage]:
        toks = self.toks
        if i + 1 >= hi or toks[i + 1] != "(":
            raise NotationError("syntax", self.at(i), "cd-shape")
        close = self.find(")", i + 2, hi)
        if close is None:
            raise NotationError("syntax", (self.starts[i], self.end(hi - 1)), "unclosed")
        span = (self.starts[i], self.end(close))
        last = toks[close - 1]
        if close - (i + 2) < 2 or last in _PUNCT or not last.isdecimal():
            raise NotationError("syntax", span, "cd-shape")
        ref = Ref(
            self.words(i + 2, close - 1, "reference", self.at(i)), self.span(i + 2, close - 1)
        )
        return close + 1, CommanderDamage(ref, self.number(close - 1), span)

    def things_of(self, lo: int, hi: int) -> tuple[Thing, ...]:
        parts, _ = self.split(lo, hi, ",")
        things: list[Thing] = []
        skip = False
        for index, (a, b) in enumerate(parts):
            if a == b or skip:
                skip = False
                continue  # forgiving: a trailing or doubled comma
            self.things += 1
            if self.things > MAX_THINGS:
                raise NotationError("too_large", self.span(a, b), "things", limit=MAX_THINGS)
            try:
                things.append(self.thing(a, b))
            except NotationError as error:
                # "Jace, the Mind Sculptor": a card name that holds a comma spans two parts.
                if error.code not in _CARD_ERRORS or index + 1 == len(parts):
                    raise
                merged = self.comma_card(a, b, *parts[index + 1])
                if merged is None:
                    raise
                things.append(merged)
                skip = True
        return tuple(things)

    def thing(self, lo: int, hi: int) -> Thing:
        toks = self.toks
        span = (self.starts[lo], self.starts[hi - 1] + len(toks[hi - 1]))
        vocab = self.vocab
        for i in range(lo, hi):
            tok = toks[i]
            if tok in _PUNCT:
                if tok == ":":
                    raise NotationError("syntax", self.at(i), "extra-colon")
                continue
            if "/" in tok and (pt := _PT.match(tok)):
                return self.creature(lo, hi, i, pt, span)
            if i > lo and i + 1 < hi and toks[i + 1].isdecimal():
                low = self.lows[i]
                if low in vocab.pw or low in vocab.battle:
                    return self.permanent(lo, hi, i, span)
        if self.cards is not None and toks[lo] not in _PUNCT:
            return self.card(lo, hi, span)
        raise NotationError("syntax", span, "expected-pt", text=self.text[span[0] : span[1]])

    def card(self, lo: int, hi: int, span: Span) -> Thing:
        """A card name standing alone, then keywords and clauses (README "Cards").

        The longest run of words before the first clause word that is exactly a card's
        name wins; a name that is no card is an error with the nearest names.
        """
        assert self.cards is not None
        toks, lows, clause = self.toks, self.lows, self.vocab.clause
        end = lo
        while end < hi and lows[end] not in clause and toks[end] not in _PUNCT:
            end += 1
        face: CardFace | None = None
        stop = end
        while stop > lo and face is None:
            if stop - lo <= MAX_NAME_WORDS:
                face = self.cards.exact(" ".join(toks[lo:stop]))
            if face is None:
                stop -= 1
        if face is None:
            self.unknown_card(lo, end)
        assert face is not None
        return self.from_face(face, " ".join(toks[lo:stop]), lo, stop, hi, span)

    def comma_card(self, lo: int, comma: int, after: int, hi: int) -> Thing | None:
        """The card whose name runs from ``lo`` over the comma at ``comma`` into the part
        ``after``..``hi`` (``Jace, the Mind Sculptor -> Bob``), or None. Its name is kept
        without the comma, as references write it."""
        assert self.cards is not None
        toks, lows, clause = self.toks, self.lows, self.vocab.clause
        if self.find(",", lo, comma) is not None or not _PUNCT.isdisjoint(toks[lo:comma]):
            return None
        head = " ".join(toks[lo:comma])
        end = after
        while end < hi and lows[end] not in clause and toks[end] not in _PUNCT:
            end += 1
        for stop in range(min(end, after + MAX_NAME_WORDS), after, -1):
            name = f"{head} {' '.join(toks[after:stop])}"
            face = self.cards.exact(name)
            if face is not None:
                return self.from_face(face, name, lo, stop, hi, self.span(lo, hi))
        return None

    def from_face(
        self, face: CardFace, name: str, lo: int, stop: int, hi: int, span: Span
    ) -> Thing:
        """The permanent a card makes, named ``name`` (tokens ``lo``..``stop``), with the
        keywords and clauses written after it up to ``hi``."""
        name_span = self.span(lo, stop)
        if face.kind == CREATURE:
            power, toughness = number(face.power), number(face.toughness)
            if power is None or toughness is None:
                raise NotationError("syntax", name_span, "card-stats", name=face.name)
            return self.creature(lo, hi, stop - 1, None, span, (name, power, toughness, face))
        if face.kind in (PLANESWALKER, BATTLE):
            value = number(face.loyalty if face.kind == PLANESWALKER else face.defense)
            if value is None:
                raise NotationError("syntax", name_span, "card-stats", name=face.name)
            if stop < hi:
                raise NotationError(
                    "syntax", (self.starts[stop], self.end(hi - 1)), "after-permanent"
                )
            if face.kind == PLANESWALKER:
                return Planeswalker(name, value, span, face.name, face.unmodeled)
            return Battle(name, value, span, face.name, face.unmodeled)
        raise NotationError("unknown_card", name_span, "card-kind", name=face.name)

    def unknown_card(self, lo: int, end: int) -> None:
        """Raise ``unknown_card`` or ``ambiguous_card`` for the name that starts at ``lo``.

        The name runs up to the first keyword after its first word (``Serra Angle flying``
        names ``Serra Angle``), as a player would read it.
        """
        assert self.cards is not None
        vocab = self.vocab
        stop = lo + 1
        while stop < end and self.lows[stop] not in vocab.starting:
            stop += 1
        name = " ".join(self.toks[lo:stop])
        found = self.cards.lookup(name)
        # As they are written on a board: without commas, which separate permanents.
        suggestions = () if isinstance(found, CardFace) else found.suggestions
        suggestions = tuple(" ".join(s.replace(",", " ").split()) for s in suggestions)
        ambiguous = not isinstance(found, CardFace) and found.ambiguous
        raise NotationError(
            "ambiguous_card" if ambiguous else "unknown_card",
            self.span(lo, stop),
            "ambiguous-card" if ambiguous else "unknown-card",
            name=name,
            suggestions=", ".join(suggestions[:MAX_SUGGESTIONS]),
            count=len(suggestions[:MAX_SUGGESTIONS]),
        )

    def card_of(self, name: str, kind: str) -> CardFace | None:
        """The card a name written with stats is, when it is exactly one of that kind."""
        assert self.cards is not None
        face = self.cards.exact(name)
        return face if face is not None and face.kind == kind else None

    def permanent(self, lo: int, hi: int, i: int, span: Span) -> Thing:
        name = self.words(lo, i, "name", span)
        value = self.number(i + 1)
        pw = self.lows[i] in self.vocab.pw
        siege = True
        if not pw and i + 3 == hi and self.lows[i + 2] in self.vocab.nonsiege:
            siege = False  # a battle with no battle type (310.9a, 704.5w)
        elif i + 2 < hi:
            after = (self.starts[i + 2], self.end(hi - 1))
            if pw:
                raise NotationError("syntax", after, "after-permanent")
            raise NotationError("syntax", after, "after-battle", rule=R.BATTLE_NO_TYPE)
        face = None if self.cards is None else self.card_of(name, PLANESWALKER if pw else BATTLE)
        card = None if face is None else face.name
        unmodeled = () if face is None else face.unmodeled
        if pw:
            return Planeswalker(name, value, span, card, unmodeled)
        return Battle(name, value, span, card, unmodeled, siege)

    def creature(
        self,
        lo: int,
        hi: int,
        i: int,
        pt: re.Match[str] | None,
        span: Span,
        from_card: tuple[str, int, int, CardFace] | None = None,
    ) -> Creature:
        """A creature whose P/T is token ``i`` (``pt``), or whose name ends at token ``i``
        when it comes ``from_card`` (its written name, power, toughness and face)."""
        toks, starts = self.toks, self.starts
        name: str | None = None
        face: CardFace | None = None
        if from_card is not None:
            name, power, toughness, face = from_card
        else:
            assert pt is not None
            if i == lo + 1 and toks[lo] not in _PUNCT:  # the usual one-word name, inline
                name = toks[lo]
            elif i > lo:
                name = self.words(lo, i, "name", span)
            power, toughness = int(pt[1]), int(pt[2])
            if abs(power) > MAX_NUMBER or abs(toughness) > MAX_NUMBER:
                raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
            if toughness < 1:
                raise NotationError("syntax", self.at(i), "toughness")
            if name is not None and self.cards is not None:
                face = self.card_of(name, CREATURE)
        # The keywords, then the clauses "-> REF" and "blocks REF".
        k, flags, toxic, damage, ciphers, numbers = self.keywords(i + 1, hi)
        lows, clause = self.lows, self.vocab.clause
        attacks: Ref | None = None
        blocks: Ref | None = None
        also: list[Ref] = []
        extra = self.extra
        while k < hi:
            end = k + 1
            while end < hi and lows[end] not in clause:
                end += 1
            if end == k + 1:  # a clause word with nothing after it
                raise NotationError("syntax", self.at(k), "expected-reference")
            word = toks[k]
            if end == k + 2 and toks[k + 1] not in _PUNCT:  # the usual one-word reference
                text = toks[k + 1]
                refs = [Ref(text, (starts[k + 1], starts[k + 1] + len(text)))]
            elif toks[k + 1] == "(" and toks[end - 1] == ")" and word not in _ARROWS:
                refs = self.ref_list(k + 1, end - 1)  # blocks (Knight, Bear)
            else:
                refs = [Ref(self.words(k + 1, end, "reference", NO_SPAN), self.span(k + 1, end))]
            if word in _ARROWS:
                if attacks is not None:
                    raise NotationError("syntax", self.at(k), "twice", token=word)
                attacks = refs[0]
            else:
                # "blocks A blocks B", "blocks (A, B)": one creature blocking several
                # (509.1a with an effect that allows it; checked by the rules, not here).
                if blocks is None:
                    blocks = refs.pop(0)
                also += refs
            k = end
        if extra is not None or also or (face is not None and face.colors):
            colors, types, protections = extra or ([], [], [])
            if face is not None:
                colors = [*face.colors, *colors]
                types = [*face.types, *types]
                protections = [*face.protections, *protections]
            colors = [c for c in COLORS if c in colors]
            return Creature(
                name,
                power,
                toughness,
                flags if face is None else flags | face.keywords,
                toxic if face is None else toxic or face.toxic,
                damage,
                ciphers,
                attacks,
                blocks,
                span,
                None if face is None else face.name,
                () if face is None else face.unmodeled,
                numbers if face is None else _with_card_numbers(numbers, face.numbers),
                tuple(colors),
                tuple(dict.fromkeys(types)),
                tuple(dict.fromkeys(protections)),
                tuple(also),
            )
        if face is not None:  # written keywords add to the card's, written toxic wins
            return Creature(
                name,
                power,
                toughness,
                flags | face.keywords,
                toxic or face.toxic,
                damage,
                ciphers,
                attacks,
                blocks,
                span,
                face.name,
                face.unmodeled,
                _with_card_numbers(numbers, face.numbers),
            )
        return Creature(
            name,
            power,
            toughness,
            flags,
            toxic,
            damage,
            ciphers,
            attacks,
            blocks,
            span,
            numbers=numbers,
        )

    def ref_list(self, lo: int, hi: int) -> list[Ref]:
        """``(A, B C)``: the references between the parentheses at ``lo`` and ``hi``."""
        parts, _ = self.split(lo + 1, hi, ",")
        refs = []
        for a, b in parts:
            if a == b:
                raise NotationError("syntax", self.span(lo, hi + 1), "expected-reference")
            refs.append(Ref(self.words(a, b, "reference", NO_SPAN), self.span(a, b)))
        return refs

    def keywords(
        self, lo: int, hi: int
    ) -> tuple[int, frozenset[Keyword], int, int, tuple[str, ...], tuple[tuple[Keyword, int], ...]]:
        """Read keywords from ``lo`` up to the first clause word; returns where they stop."""
        flags: set[Keyword] = set()
        self.extra = None
        toxic = damage = 0
        numbers: dict[Keyword, int] = {}
        ciphers: list[str] = []
        toks, lows, starts = self.toks, self.lows, self.starts
        vocab = self.vocab
        flag_words, starting, clause = vocab.flag_words, vocab.starting, vocab.clause
        i = lo
        while i < hi:
            low = lows[i]
            flag = flag_words.get(low)
            if flag is not None:  # most keywords: one word, no value
                flags.add(flag)
                i += 1
                continue
            if low in clause:
                break
            keyword: Keyword | None = None
            arg = _FLAG
            size = 1
            for words, found, found_arg in starting.get(low, ()):
                size = len(words)
                if size == 1 or (i + size <= hi and tuple(lows[i : i + size]) == words):
                    keyword, arg = found, found_arg
                    break
            glued = -1  # the number of a keyword written with it (毒性2), as on cards
            if keyword is None:
                found_glued = self._glued_number(i)
                if found_glued is None:
                    after = self._attribute(i, hi)
                    if after is not None:  # a colour or type(...)
                        i = after
                        continue
                    tok = toks[i]
                    if tok in _PUNCT:
                        raise NotationError("syntax", self.at(i), "unexpected", token=tok)
                    raise NotationError("unknown_keyword", self.at(i), "unknown-keyword", token=tok)
                keyword, glued = found_glued
                arg, size = _NUMBER, 1
            i += size
            if arg is _FLAG:
                flags.add(keyword)
                continue
            kw_span = (starts[i - size], self.end(i - 1))
            if arg is _NUMBER:
                if glued >= 0:
                    value = glued
                elif i >= hi or not toks[i].isdecimal():
                    raise NotationError("syntax", kw_span, "keyword-number", keyword=keyword.value)
                else:
                    value = self.number(i)
                    i += 1
                if keyword is _TOXIC:
                    toxic += value
                elif keyword is _DAMAGE:
                    damage += value
                else:
                    value = numbers[keyword] = numbers.get(keyword, 0) + value
                if toxic > MAX_NUMBER or damage > MAX_NUMBER or value > MAX_NUMBER:
                    raise NotationError("too_large", kw_span, "number", limit=MAX_NUMBER)
            elif arg is _QUALITY:
                i = self._quality(i, hi, kw_span)
            else:
                # The spell's name ends at ")", which must come before any clause word.
                end = i
                while end < hi and lows[end] not in clause:
                    end += 1
                if i >= end or toks[i] != "(":
                    raise NotationError("syntax", kw_span, "cipher-shape")
                close = self.find(")", i + 1, end)
                if close is None or close == i + 1:
                    raise NotationError("syntax", (kw_span[0], self.end(end - 1)), "cipher-shape")
                inner = self.text[starts[i + 1] : self.end(close - 1)]
                ciphers.append(" ".join(fold(inner).split()))
                i = close + 1
        in_order = tuple(sorted(numbers.items(), key=lambda item: _ORDER[item[0]]))
        return i, frozenset(flags), toxic, damage, tuple(ciphers), in_order

    def extras(self) -> tuple[list[str], list[str], list[str]]:
        """The colours, types and protections of the creature being read (made on first use,
        so a creature without them costs nothing)."""
        if self.extra is None:
            self.extra = ([], [], [])
        return self.extra

    def _attribute(self, i: int, hi: int) -> int | None:
        """A colour word or ``type(...)`` at token ``i``, kept in ``self.extra``; returns
        where it stops, or None when token ``i`` is neither."""
        low = self.lows[i]
        vocab = self.vocab
        color = vocab.colors.get(low)
        if color is not None:
            extra = self.extras()
            if color and color not in extra[0]:
                extra[0].append(color)
            return i + 1
        if low in vocab.type_words and i + 1 < hi and self.toks[i + 1] == "(":
            after, found = self.paren_list(i, hi, "type-shape")
            extra = self.extras()
            card_types = vocab.card_types
            for word in found:
                word = card_types.get(word.lower(), word)
                if word not in extra[1]:
                    extra[1].append(word)
            return after
        return None

    def _quality(self, i: int, hi: int, kw_span: Span) -> int:
        """What protection is from, after its keyword: one word or ``(A, B)`` (702.16g)."""
        toks = self.toks
        if i >= hi or self.lows[i] in self.vocab.clause or (toks[i] in _PUNCT and toks[i] != "("):
            raise NotationError("syntax", kw_span, "protection-shape")
        if toks[i] == "(":
            after, found = self.paren_list(i - 1, hi, "protection-shape")
            while after < hi and toks[after] == "(":  # プロテクション（白）（青）
                after, more = self.paren_list(after - 1, hi, "protection-shape")
                found += more
        else:
            after, found = i + 1, [toks[i]]
        qualities = self.vocab.qualities
        protections = self.extras()[2]
        for word in found:
            quality = qualities.get(word.lower(), word)
            if quality not in protections:
                protections.append(quality)
        return after

    def _glued_number(self, i: int) -> tuple[Keyword, int] | None:
        """Token ``i`` as a one-word number keyword with its number glued on (``毒性2``)."""
        low = self.lows[i]
        digits = len(low) - len(low.rstrip("0123456789"))
        if digits == 0 or digits == len(low):
            return None
        for words, found, found_arg in self.vocab.starting.get(low[:-digits], ()):
            if len(words) == 1 and found_arg is _NUMBER:
                value = int(low[-digits:])
                if value > MAX_NUMBER:
                    raise NotationError("too_large", self.at(i), "number", limit=MAX_NUMBER)
                return found, value
        return None


def parse(text: str, vocab: Vocabulary = ENGLISH, cards: CardSource | None = None) -> Board:
    """Parse board text into a :class:`Board`, checking shape only.

    Parameters
    ----------
    text
        One line of board notation (NOTATION.md).
    vocab
        The keyword and structural words to accept; English by default.
    cards
        Where card names are looked up (README "Cards"); without it a permanent needs
        written stats, exactly as before.

    Returns
    -------
    Board

    Raises
    ------
    NotationError
        ``syntax``, ``unknown_keyword``, ``too_large``, ``unknown_card`` or
        ``ambiguous_card``, with the span at fault.
    """
    if ";" in text or "；" in text:
        folded = fold(text)
        cut = find_actions(folded, vocab.actions, vocab.moment_firsts)
        if cut is not None:
            return _with_actions(text, folded, cut, vocab, cards)
    return _Parser(text, vocab, cards).board()


def _with_actions(
    text: str, folded: str, cut: int, vocab: Vocabulary, cards: CardSource | None
) -> Board:
    """A board followed by actions during combat: the board before ``cut`` (its ``;``),
    the moments after it, each read over the whole text with the rest blanked out, so
    every span is an offset into ``text``."""
    if len(text) > MAX_CHARS:
        raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
    board = _Parser(text[:cut], vocab, cards).board()
    marks = [cut]
    while (at := folded.find(";", marks[-1] + 1)) >= 0:
        marks.append(at)
    segments = [
        (at + 1, marks[k + 1] if k + 1 < len(marks) else len(folded)) for k, at in enumerate(marks)
    ]
    # Tokenized alone, then moved to its place in the text.
    base = cut + 1
    parser = _Parser(folded[base:].replace(";", " "), vocab, cards)
    parser.load()
    parser.starts = [start + base for start in parser.starts]
    parser.text = " " * base + parser.text
    board.actions = parse_actions(parser, vocab.actions, segments)
    board.text = text
    return board


def parse_things(
    text: str, vocab: Vocabulary = ENGLISH, cards: CardSource | None = None
) -> tuple[Thing, ...]:
    """Parse a list of permanents alone (``Knight 2/2 ds, Jace pw 4``), spans into ``text``.

    Raises
    ------
    NotationError
        As :func:`parse`; separators of sides, teams or players are refused.
    """
    parser = _Parser(text, vocab, cards)
    count = parser.load()
    for i, tok in enumerate(parser.toks):
        if tok in ("|", "&", ":"):
            raise NotationError("syntax", parser.at(i), "unexpected", token=tok)
    return parser.things_of(0, count)


# ---------------------------------------------------------------------------
# Formatting: the inverse of parse.

_ORDER = {row.keyword: index for index, row in enumerate(KEYWORDS)}


def _with_card_numbers(
    written: tuple[tuple[Keyword, int], ...], card: tuple[tuple[Keyword, int], ...]
) -> tuple[tuple[Keyword, int], ...]:
    """A card's numbered keywords (``bushido 1``) with the written ones, a written number
    replacing the card's (as a written toxic does), in table order."""
    if not card:
        return written
    merged = dict(card)
    merged.update(written)
    return tuple(sorted(merged.items(), key=lambda item: _ORDER[item[0]]))


def _english_name(keyword: Keyword) -> str:
    return INFO[keyword].name


def format_creature(creature: Creature, name: Callable[[Keyword], str] = _english_name) -> str:
    """Write a creature in canonical notation (long keyword names, table order).

    ``name`` gives each keyword's name: English by default, another language's to show a
    board in it (the notation reads every language).
    """
    parts = [creature.name] if creature.name else []
    parts.append(f"{creature.power}/{creature.toughness}")
    parts.extend(creature.colors)
    if creature.types:
        parts.append(f"type({' '.join(creature.types)})")
    for keyword in sorted(creature.keywords, key=_ORDER.__getitem__):
        parts.append(name(keyword))
    if creature.toxic:
        parts.append(f"{name(_TOXIC)} {creature.toxic}")
    parts.extend(f"{name(keyword)} {value}" for keyword, value in creature.numbers)
    if creature.damage:
        parts.append(f"{name(Keyword.DAMAGE)} {creature.damage}")
    parts.extend(f"{name(Keyword.CIPHER)}({spell})" for spell in creature.ciphers)
    parts.extend(f"{name(Keyword.PROTECTION)} {quality}" for quality in creature.protections)
    if creature.attacks is not None:
        parts.append(f"-> {creature.attacks.text}")
    if creature.blocks is not None:
        parts.append(f"blocks {creature.blocks.text}")
    parts.extend(f"blocks {ref.text}" for ref in creature.also_blocks)
    return " ".join(parts)


def format_thing(thing: Thing) -> str:
    """Write a creature, planeswalker or battle in canonical notation."""
    if isinstance(thing, Creature):
        return format_creature(thing)
    if isinstance(thing, Planeswalker):
        return f"{thing.name} pw {thing.loyalty}"
    if not thing.siege:
        return f"{thing.name} battle {thing.defense} nonsiege"
    return f"{thing.name} battle {thing.defense}"


def _format_player(player: Player) -> str:
    head = [player.name]
    if player.life is not None:
        head.append(str(player.life))
    if player.poison is not None:
        head.append(f"p{player.poison}")
    head.extend(f"cd({cd.commander.text} {cd.amount})" for cd in player.commander_damage)
    if player.lands:
        head.append(f"lands({', '.join(player.lands)})")
    things = ", ".join(format_thing(thing) for thing in player.things)
    return f"{' '.join(head)}: {things}".rstrip()


def format_board(board: Board) -> str:
    """Write a board in canonical notation; ``parse(format_board(b)) == b``."""
    if board.quick:
        text = " vs ".join(
            ", ".join(format_thing(thing) for thing in side.players[0].things)
            for side in board.sides
        )
    else:
        text = " | ".join(
            " & ".join(_format_player(player) for player in side.players) for side in board.sides
        )
    return text + format_actions(board.actions) if board.actions else text
