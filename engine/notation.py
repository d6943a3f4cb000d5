"""Board notation: text -> :class:`Board` (shape only) and ``format_board(board)`` -> text.

The grammar is NOTATION.md section 1. :func:`parse` checks shape only (python-chess splits
``parse_san`` from ``is_legal`` the same way); references are resolved and the rules checked
by :mod:`engine.setup`. Every error carries the span of the text at fault.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from engine.errors import NotationError, Span
from engine.keywords import INFO, KEYWORDS, Arg, Keyword, english_aliases
from engine.model import (
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

# Words may hold "-" but not "->"; whitespace between tokens is skipped by finditer.
_TOKEN = re.compile(
    r"(->|→)|([|&:,()])|([^\s|&:,()→-]+(?:-(?!>)[^\s|&:,()→-]*)*|-(?!>)[^\s|&:,()→-]*)"
)
_INT = re.compile(r"\d+\Z")
_PT = re.compile(r"(-?\d+)/(-?\d+)\Z")
_POISON = re.compile(r"[pP](\d+)\Z")

# Structural words (English; other languages join in through ``aliases``).
VS_WORDS = frozenset({"vs", "vs."})
BLOCKS_WORDS = frozenset({"blocks", "blocking"})
PW_WORDS = frozenset({"pw", "planeswalker"})
BATTLE_WORDS = frozenset({"battle"})
_BAR = frozenset({"|"})
_AMP = frozenset({"&"})
_COMMA = frozenset({","})


class Token:
    """One token of the board text: a word or a punctuation mark, with its span."""

    __slots__ = ("end", "kind", "low", "start", "text")

    def __init__(self, kind: str, text: str, start: int, end: int) -> None:
        self.kind = kind  # "word", "->", or the punctuation character itself
        self.text = text
        self.low = text.lower()
        self.start = start
        self.end = end

    @property
    def span(self) -> Span:
        return (self.start, self.end)


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The words the notation understands: keyword spellings and structural words."""

    keywords: Mapping[tuple[str, ...], Keyword]
    vs: frozenset[str] = VS_WORDS
    blocks: frozenset[str] = BLOCKS_WORDS
    pw: frozenset[str] = PW_WORDS
    battle: frozenset[str] = BATTLE_WORDS
    longest: int = 1  # the most words in one keyword spelling

    @classmethod
    def of(cls, keywords: Mapping[tuple[str, ...], Keyword], **words: frozenset[str]) -> Vocabulary:
        """A vocabulary whose ``longest`` is computed from its keyword spellings."""
        return cls(keywords=keywords, longest=max(map(len, keywords)), **words)


ENGLISH = Vocabulary.of(english_aliases())


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
        folded = unicodedata.normalize("NFKC", char)
        out.append(folded if len(folded) == 1 else char)
    return "".join(out)


def tokenize(text: str) -> list[Token]:
    """Split folded board text into tokens, keeping each token's span."""
    tokens: list[Token] = []
    append = tokens.append
    for match in _TOKEN.finditer(text):
        arrow, punct, word = match.groups()
        start, end = match.span()
        if word is not None:
            append(Token("word", word, start, end))
        elif punct is not None:
            append(Token(punct, punct, start, end))
        else:
            append(Token("->", arrow, start, end))
    return tokens


def _span_of(tokens: list[Token], default: Span) -> Span:
    return (tokens[0].start, tokens[-1].end) if tokens else default


def _split(
    tokens: list[Token], kinds: frozenset[str], words: frozenset[str] = frozenset()
) -> tuple[list[list[Token]], list[Token]]:
    """Split at separators (by kind, or by word) outside parentheses.

    Returns the parts and the separators.
    """
    current: list[Token] = []
    parts = [current]
    seps: list[Token] = []
    depth = 0
    for tok in tokens:
        kind = tok.kind
        if kind == "(":
            depth += 1
        elif kind == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and (kind in kinds or (kind == "word" and tok.low in words)):
            current = []
            parts.append(current)
            seps.append(tok)
            continue
        current.append(tok)
    return parts, seps


def _number(tok: Token) -> int:
    value = int(tok.text)
    if value > MAX_NUMBER:
        raise NotationError("too_large", tok.span, "number", limit=MAX_NUMBER)
    return value


def _words(tokens: list[Token], what: str, default: Span) -> str:
    """Join word tokens into a name; anything else is a syntax error."""
    if not tokens:
        raise NotationError("syntax", default, f"expected-{what}")
    for tok in tokens:
        if tok.kind != "word":
            raise NotationError("syntax", tok.span, "unexpected", token=tok.text)
    return " ".join(tok.text for tok in tokens)


class _Parser:
    def __init__(self, text: str, vocab: Vocabulary) -> None:
        self.text = text
        self.vocab = vocab
        self.things = 0

    def board(self) -> Board:
        text = self.text
        if len(text) > MAX_CHARS:
            raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
        folded = fold(text)
        tokens = tokenize(folded)
        if not tokens:
            raise NotationError("syntax", (0, len(text)), "empty")
        side_parts, seps = _split(tokens, _BAR, self.vocab.vs)
        if len(side_parts) > MAX_SIDES:
            raise NotationError("too_large", seps[MAX_SIDES - 1].span, "sides", limit=MAX_SIDES)
        quick = not any(tok.kind == ":" for tok in tokens)
        sides: list[Side] = []
        for index, part in enumerate(side_parts):
            where = seps[index - 1].span if index else (0, 0)
            if not part:
                raise NotationError("syntax", where, "expected-side")
            sides.append(self.quick_side(index, part) if quick else self.side(part))
        if len(sides) < 2:
            end = len(text)
            raise NotationError("syntax", (end, end), "expected-defender")
        players = sum(len(side.players) for side in sides)
        if players > MAX_PLAYERS:
            raise NotationError("too_large", (0, len(text)), "players", limit=MAX_PLAYERS)
        return Board(
            sides=tuple(sides), quick=quick, text=text, separators=tuple(s.span for s in seps)
        )

    def quick_side(self, index: int, tokens: list[Token]) -> Side:
        for tok in tokens:
            if tok.kind == "&":
                raise NotationError("syntax", tok.span, "quick-team")
        name = chr(ord("A") + index)
        span = _span_of(tokens, (0, 0))
        player = Player(name=name, things=self.things_of(tokens), span=span)
        return Side(players=(player,), span=span)

    def side(self, tokens: list[Token]) -> Side:
        parts, seps = _split(tokens, _AMP)
        players = []
        for index, part in enumerate(parts):
            if not part:
                where = seps[index - 1].span if index else seps[0].span
                raise NotationError("syntax", where, "expected-player")
            players.append(self.player(part))
        return Side(players=tuple(players), span=_span_of(tokens, (0, 0)))

    def player(self, tokens: list[Token]) -> Player:
        colon = next((i for i, tok in enumerate(tokens) if tok.kind == ":"), None)
        span = _span_of(tokens, (0, 0))
        if colon is None:
            # Forgiving: "Bob" alone is a player with nothing on the battlefield.
            if any(tok.kind == "word" and _PT.match(tok.text) for tok in tokens):
                raise NotationError("syntax", (tokens[0].start, tokens[0].start), "expected-colon")
            header, body = tokens, []
        else:
            header, body = tokens[:colon], tokens[colon + 1 :]
            extra = next((tok for tok in body if tok.kind == ":"), None)
            if extra is not None:
                raise NotationError("syntax", extra.span, "extra-colon")
            if not header:
                raise NotationError("syntax", tokens[colon].span, "expected-player-name")
        return self.header(header, self.things_of(body), span)

    def header(self, tokens: list[Token], things: tuple[Thing, ...], span: Span) -> Player:
        name_end = 1
        while name_end < len(tokens):
            tok = tokens[name_end]
            if tok.kind != "word" or _INT.match(tok.text) or _POISON.match(tok.text):
                break
            after = tokens[name_end + 1] if name_end + 1 < len(tokens) else None
            if tok.text.lower() == "cd" and after is not None and after.kind == "(":
                break
            name_end += 1
        name = _words(tokens[:name_end], "player-name", span)
        life: int | None = None
        poison: int | None = None
        life_span = poison_span = (0, 0)
        cds: list[CommanderDamage] = []
        i = name_end
        while i < len(tokens):
            tok = tokens[i]
            if tok.kind == "word" and _INT.match(tok.text) and life is None:
                life, life_span = _number(tok), tok.span
                i += 1
            elif tok.kind == "word" and (m := _POISON.match(tok.text)) and poison is None:
                poison = int(m.group(1))
                poison_span = tok.span
                if poison > MAX_NUMBER:
                    raise NotationError("too_large", tok.span, "number", limit=MAX_NUMBER)
                i += 1
            elif tok.kind == "word" and tok.text.lower() == "cd":
                i, cd = self.commander_damage(tokens, i)
                cds.append(cd)
            else:
                raise NotationError("syntax", tok.span, "player-header", token=tok.text)
        return Player(
            name=name,
            life=life,
            poison=poison,
            commander_damage=tuple(cds),
            things=things,
            span=span,
            life_span=life_span,
            poison_span=poison_span,
        )

    def commander_damage(self, tokens: list[Token], i: int) -> tuple[int, CommanderDamage]:
        start = tokens[i]
        if i + 1 >= len(tokens) or tokens[i + 1].kind != "(":
            raise NotationError("syntax", start.span, "cd-shape")
        close = next((j for j in range(i + 2, len(tokens)) if tokens[j].kind == ")"), None)
        if close is None:
            raise NotationError("syntax", (start.start, tokens[-1].end), "unclosed")
        inner = tokens[i + 2 : close]
        if len(inner) < 2 or inner[-1].kind != "word" or not _INT.match(inner[-1].text):
            raise NotationError("syntax", (start.start, tokens[close].end), "cd-shape")
        ref_tokens = inner[:-1]
        ref = Ref(_words(ref_tokens, "reference", start.span), _span_of(ref_tokens, start.span))
        span = (start.start, tokens[close].end)
        return close + 1, CommanderDamage(ref, _number(inner[-1]), span)

    def things_of(self, tokens: list[Token]) -> tuple[Thing, ...]:
        parts, _ = _split(tokens, _COMMA)
        things: list[Thing] = []
        for part in parts:
            if not part:
                continue  # forgiving: a trailing or doubled comma
            self.things += 1
            if self.things > MAX_THINGS:
                raise NotationError("too_large", _span_of(part, (0, 0)), "things", limit=MAX_THINGS)
            things.append(self.thing(part))
        return tuple(things)

    def thing(self, tokens: list[Token]) -> Thing:
        span = _span_of(tokens, (0, 0))
        for i, tok in enumerate(tokens):
            if tok.kind == ":":
                raise NotationError("syntax", tok.span, "extra-colon")
            if tok.kind != "word":
                continue
            if _PT.match(tok.text):
                return self.creature(tokens, i, span)
            low = tok.low
            is_permanent = i >= 1 and (low in self.vocab.pw or low in self.vocab.battle)
            if is_permanent and i + 1 < len(tokens) and _INT.match(tokens[i + 1].text):
                return self.permanent(tokens, i, span)
        raise NotationError("syntax", span, "expected-pt", text=self.text[span[0] : span[1]])

    def permanent(self, tokens: list[Token], i: int, span: Span) -> Thing:
        name = _words(tokens[:i], "name", span)
        value = _number(tokens[i + 1])
        if i + 2 < len(tokens):
            extra = tokens[i + 2]
            raise NotationError("syntax", (extra.start, tokens[-1].end), "after-permanent")
        if tokens[i].text.lower() in self.vocab.pw:
            return Planeswalker(name=name, loyalty=value, span=span)
        return Battle(name=name, defense=value, span=span)

    def creature(self, tokens: list[Token], i: int, span: Span) -> Creature:
        name = _words(tokens[:i], "name", span) if i else None
        pt = tokens[i]
        m = _PT.match(pt.text)
        assert m is not None
        power, toughness = int(m.group(1)), int(m.group(2))
        for value in (abs(power), abs(toughness)):
            if value > MAX_NUMBER:
                raise NotationError("too_large", pt.span, "number", limit=MAX_NUMBER)
        if toughness < 1:
            raise NotationError("syntax", pt.span, "toughness")
        # Split the tail into keywords, "-> REF" and "blocks REF".
        j = i + 1
        keyword_end = j
        while keyword_end < len(tokens) and not self.is_clause(tokens[keyword_end]):
            keyword_end += 1
        flags, toxic, damage, ciphers = self.keywords(tokens[j:keyword_end])
        attacks: Ref | None = None
        blocks: Ref | None = None
        k = keyword_end
        while k < len(tokens):
            clause = tokens[k]
            end = k + 1
            while end < len(tokens) and not self.is_clause(tokens[end]):
                end += 1
            ref_tokens = tokens[k + 1 : end]
            ref = Ref(
                _words(ref_tokens, "reference", clause.span), _span_of(ref_tokens, clause.span)
            )
            if clause.kind == "->":
                if attacks is not None:
                    raise NotationError("syntax", clause.span, "twice", token=clause.text)
                attacks = ref
            else:
                if blocks is not None:
                    raise NotationError("syntax", clause.span, "twice", token=clause.text)
                blocks = ref
            k = end
        return Creature(
            name=name,
            power=power,
            toughness=toughness,
            keywords=flags,
            toxic=toxic,
            damage=damage,
            ciphers=ciphers,
            attacks=attacks,
            blocks=blocks,
            span=span,
        )

    def is_clause(self, tok: Token) -> bool:
        return tok.kind == "->" or (tok.kind == "word" and tok.low in self.vocab.blocks)

    def keywords(self, tokens: list[Token]) -> tuple[frozenset[Keyword], int, int, tuple[str, ...]]:
        flags: set[Keyword] = set()
        toxic = damage = 0
        ciphers: list[str] = []
        table = self.vocab.keywords
        longest = self.vocab.longest
        i = 0
        while i < len(tokens):
            tok = tokens[i]
            if tok.kind != "word":
                raise NotationError("syntax", tok.span, "unexpected", token=tok.text)
            keyword: Keyword | None = None
            size = 0
            for n in range(min(longest, len(tokens) - i), 0, -1):
                chunk = tokens[i : i + n]
                if any(t.kind != "word" for t in chunk):
                    continue
                found = table.get(tuple(t.low for t in chunk))
                if found is not None:
                    keyword, size = found, n
                    break
            if keyword is None:
                raise NotationError("unknown_keyword", tok.span, "unknown-keyword", token=tok.text)
            kw_span = (tok.start, tokens[i + size - 1].end)
            i += size
            arg = INFO[keyword].arg
            if arg is Arg.NONE:
                flags.add(keyword)
            elif arg is Arg.NUMBER:
                if i >= len(tokens) or not _INT.match(tokens[i].text):
                    raise NotationError("syntax", kw_span, "keyword-number", keyword=keyword.value)
                value = _number(tokens[i])
                i += 1
                if keyword is Keyword.TOXIC:
                    toxic += value
                else:
                    damage += value
                if toxic > MAX_NUMBER or damage > MAX_NUMBER:
                    raise NotationError("too_large", kw_span, "number", limit=MAX_NUMBER)
            else:
                if i >= len(tokens) or tokens[i].kind != "(":
                    raise NotationError("syntax", kw_span, "cipher-shape")
                close = next((j for j in range(i + 1, len(tokens)) if tokens[j].kind == ")"), None)
                if close is None or close == i + 1:
                    raise NotationError("syntax", (kw_span[0], tokens[-1].end), "cipher-shape")
                inner = self.text[tokens[i + 1].start : tokens[close - 1].end]
                ciphers.append(" ".join(fold(inner).split()))
                i = close + 1
        return frozenset(flags), toxic, damage, tuple(ciphers)


def parse(text: str, vocab: Vocabulary = ENGLISH) -> Board:
    """Parse board text into a :class:`Board`, checking shape only.

    Parameters
    ----------
    text
        One line of board notation (NOTATION.md).
    vocab
        The keyword and structural words to accept; English by default.

    Returns
    -------
    Board

    Raises
    ------
    NotationError
        ``syntax``, ``unknown_keyword`` or ``too_large``, with the span at fault.
    """
    return _Parser(text, vocab).board()


def parse_things(text: str, vocab: Vocabulary = ENGLISH) -> tuple[Thing, ...]:
    """Parse a list of permanents alone (``Knight 2/2 ds, Jace pw 4``), spans into ``text``.

    Raises
    ------
    NotationError
        As :func:`parse`; separators of sides, teams or players are refused.
    """
    if len(text) > MAX_CHARS:
        raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
    tokens = tokenize(fold(text))
    if not tokens:
        raise NotationError("syntax", (0, len(text)), "empty")
    for tok in tokens:
        if tok.kind in ("|", "&", ":"):
            raise NotationError("syntax", tok.span, "unexpected", token=tok.text)
    return _Parser(text, vocab).things_of(tokens)


# ---------------------------------------------------------------------------
# Formatting: the inverse of parse.

_ORDER = {row.keyword: index for index, row in enumerate(KEYWORDS)}


def format_creature(creature: Creature) -> str:
    """Write a creature in canonical notation (long keyword names, table order)."""
    parts = [creature.name] if creature.name else []
    parts.append(f"{creature.power}/{creature.toughness}")
    for keyword in sorted(creature.keywords, key=_ORDER.__getitem__):
        parts.append(INFO[keyword].name)
    if creature.toxic:
        parts.append(f"toxic {creature.toxic}")
    if creature.damage:
        parts.append(f"damage {creature.damage}")
    parts.extend(f"cipher({spell})" for spell in creature.ciphers)
    if creature.attacks is not None:
        parts.append(f"-> {creature.attacks.text}")
    if creature.blocks is not None:
        parts.append(f"blocks {creature.blocks.text}")
    return " ".join(parts)


def format_thing(thing: Thing) -> str:
    """Write a creature, planeswalker or battle in canonical notation."""
    if isinstance(thing, Creature):
        return format_creature(thing)
    if isinstance(thing, Planeswalker):
        return f"{thing.name} pw {thing.loyalty}"
    return f"{thing.name} battle {thing.defense}"


def _format_player(player: Player) -> str:
    head = [player.name]
    if player.life is not None:
        head.append(str(player.life))
    if player.poison is not None:
        head.append(f"p{player.poison}")
    head.extend(f"cd({cd.commander.text} {cd.amount})" for cd in player.commander_damage)
    things = ", ".join(format_thing(thing) for thing in player.things)
    return f"{' '.join(head)}: {things}".rstrip()


def format_board(board: Board) -> str:
    """Write a board in canonical notation; ``parse(format_board(b)) == b``."""
    if board.quick:
        return " vs ".join(
            ", ".join(format_thing(thing) for thing in side.players[0].things)
            for side in board.sides
        )
    return " | ".join(
        " & ".join(_format_player(player) for player in side.players) for side in board.sides
    )
