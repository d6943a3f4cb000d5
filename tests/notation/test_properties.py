"""Property tests: format/parse round trip, and no input raises anything but a coded error."""

from __future__ import annotations

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import RedzoneError, format_board, parse, simulate
from engine.errors import ERROR_CODES
from engine.keywords import KEYWORDS, Arg, Keyword
from engine.model import (
    COLORS,
    LAND_TYPES,
    QUALITIES,
    Battle,
    Board,
    Creature,
    Planeswalker,
    Player,
    Ref,
    Side,
)
from engine.notation import ENGLISH, tokenize
from tests.conftest import examples

_RESERVED = {"vs", "vs.", "pw", "planeswalker", "battle", "blocks", "blocking", "cd", "p"}
_KEYWORD_WORDS = {word for words in ENGLISH.keywords for word in words}

word = st.text(alphabet="abcdefghijklmnopqrstuvwxyzÀéß騎士", min_size=1, max_size=6).filter(
    lambda w: w.lower() not in _RESERVED and not (w[0] in "pP" and w[1:].isdigit())
)
name = st.lists(word, min_size=1, max_size=3).map(" ".join)
# A creature's name may hold keyword words (it comes before the P/T), but a reference
# must not start a new clause, so reference words avoid the structural words only.
count = st.integers(min_value=0, max_value=30)
_FLAGS = sorted(row.keyword for row in KEYWORDS if row.arg is Arg.NONE)  # no value
_TYPES = ["Artifact", "Goblin", "Warrior", "Golem"]
_QUALITIES = [*COLORS, *QUALITIES, "Goblins"]

# The strategies are made once: Hypothesis caches a strategy made again with the same
# arguments only when they can be hashed (not a list), and validates each new one at its
# first draw; made inside the composites below, they cost more than the boards they draw.
_BOOLEANS = st.booleans()
_MAYBE_NAME = st.none() | name
_FLAG_SETS = st.frozensets(st.sampled_from(_FLAGS), max_size=4)
_TOXIC = st.sampled_from([0, 0, 1, 2])
_CIPHERS = st.lists(name, max_size=2)
_COLOR_SETS = st.sets(st.sampled_from(COLORS))
_TYPE_LISTS = st.lists(st.sampled_from(_TYPES), max_size=2, unique=True)
_QUALITY_LISTS = st.lists(st.sampled_from(_QUALITIES), max_size=2, unique=True)
_KINDS = st.sampled_from(["creature", "creature", "creature", "pw", "battle"])
_LIFE = st.none() | st.integers(min_value=1, max_value=40)
_POISON = st.none() | st.integers(min_value=0, max_value=9)
_LANDS = st.lists(st.sampled_from(LAND_TYPES), max_size=2, unique=True)


@functools.cache
def between(low: int, high: int) -> st.SearchStrategy[int]:
    """``st.integers(low, high)``, made once."""
    return st.integers(min_value=low, max_value=high)


@st.composite
def creatures(draw: st.DrawFn, side: int) -> Creature:
    flags = draw(_FLAG_SETS)
    toughness = draw(between(1, 12))
    creature = Creature(
        name=draw(_MAYBE_NAME),
        power=draw(between(0, 12)),
        toughness=toughness,
        keywords=flags,
        toxic=draw(_TOXIC),
        damage=draw(between(0, toughness - 1)) if Keyword.INDESTRUCTIBLE not in flags else 0,
        ciphers=tuple(draw(_CIPHERS)),
        attacks=Ref(draw(name)) if side == 0 and draw(_BOOLEANS) else None,
        blocks=Ref(draw(name)) if side > 0 and draw(_BOOLEANS) else None,
    )
    if draw(between(0, 3)) == 0:  # colours, types, protection
        creature.colors = tuple(c for c in COLORS if c in draw(_COLOR_SETS))
        creature.types = tuple(draw(_TYPE_LISTS))
        creature.protections = tuple(draw(_QUALITY_LISTS))
        if creature.blocks is not None:
            creature.also_blocks = (Ref(draw(name)),)
    return creature


@st.composite
def things(draw: st.DrawFn, side: int):
    kind = draw(_KINDS)
    if kind == "pw":
        return Planeswalker(draw(name), draw(between(1, 9)))
    if kind == "battle":
        return Battle(draw(name), draw(between(1, 9)), siege=draw(_BOOLEANS))
    return draw(_CREATURES[side])


# A player's name, unlike the names drawn before it on the same board (made once, as the
# others: a filter made at each draw is validated, and its predicate analysed, each time).
_TAKEN: set[str] = set()
_NEW_NAME = name.filter(lambda n: n.lower() not in _TAKEN)
# by side (at most four): a creature attacks from side 0 only, and blocks from the others
_CREATURES = {side: creatures(side) for side in range(4)}
_THINGS = {side: st.lists(things(side), max_size=4) for side in range(4)}


@st.composite
def boards(draw: st.DrawFn) -> Board:
    n_sides = draw(between(2, 4))
    team = draw(between(1, 2)) if n_sides == 2 else 1
    sides = []
    used = _TAKEN
    used.clear()
    for s in range(n_sides):
        players = []
        for _ in range(team):
            pname = draw(_NEW_NAME)
            used.add(pname.lower())
            players.append(
                Player(
                    name=pname,
                    life=draw(_LIFE),
                    poison=draw(_POISON),
                    things=tuple(draw(_THINGS[s])),
                    lands=tuple(draw(_LANDS)),
                )
            )
        sides.append(Side(tuple(players)))
    return Board(tuple(sides))


# A whole board is many draws: on a busy host its generation alone passes the health
# check's time limit, which says nothing about the code under test.
SLOW_TO_DRAW = [HealthCheck.too_slow]


@settings(max_examples=examples(200), suppress_health_check=SLOW_TO_DRAW)
@given(boards())
def test_parse_format_round_trip(board: Board) -> None:
    assert parse(format_board(board)) == board


_PIECES = [
    "Alice",
    "Bob",
    ":",
    "|",
    "&",
    ",",
    "->",
    "blocks",
    "2/2",
    "0/3",
    "ds",
    "trample",
    "toxic",
    "2",
    "cipher(",
    "Shadow Slice",
    ")",
    "cd(",
    "p3",
    "pw",
    "battle",
    "vs",
    "flying",
    "１",
    "：",
    " ",
    "  ",
    "a1",
    "1",
    "-1/2",
    "deathtouch",
    "menace",
    "protection from",
    "red",
    "type(",
    "lands(",
    "blocks (",
    "skulk",
    "can block any number",
]


@settings(max_examples=examples(500))
@given(st.lists(st.sampled_from(_PIECES), max_size=25).map(" ".join) | st.text(max_size=60))
def test_random_text_raises_only_coded_errors(text: str) -> None:
    try:
        simulate(parse(text))
    except RedzoneError as error:
        assert error.code in ERROR_CODES
        start, end = error.span
        assert 0 <= start <= end <= len(text)


@settings(max_examples=examples(200), suppress_health_check=SLOW_TO_DRAW)
@given(boards(), st.data())
def test_mutated_boards_raise_only_coded_errors(board: Board, data: st.DataObject) -> None:
    text = format_board(board)
    texts, starts = tokenize(text)
    if texts:
        i = data.draw(st.integers(min_value=0, max_value=len(texts) - 1))
        replacement = data.draw(st.sampled_from([*_PIECES, ""]))
        text = text[: starts[i]] + replacement + text[starts[i] + len(texts[i]) :]
    try:
        simulate(parse(text))
    except RedzoneError as error:
        assert error.code in ERROR_CODES
        assert 0 <= error.span[0] <= error.span[1] <= len(text)
