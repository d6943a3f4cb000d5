"""Property tests: format/parse round trip, and no input raises anything but a coded error."""

from __future__ import annotations

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


@st.composite
def creatures(draw: st.DrawFn, side: int) -> Creature:
    flags = draw(st.frozensets(st.sampled_from(_FLAGS), max_size=4))
    toughness = draw(st.integers(min_value=1, max_value=12))
    creature = Creature(
        name=draw(st.none() | name),
        power=draw(st.integers(min_value=0, max_value=12)),
        toughness=toughness,
        keywords=flags,
        toxic=draw(st.sampled_from([0, 0, 1, 2])),
        damage=draw(st.integers(min_value=0, max_value=toughness - 1))
        if Keyword.INDESTRUCTIBLE not in flags
        else 0,
        ciphers=tuple(draw(st.lists(name, max_size=2))),
        attacks=Ref(draw(name)) if side == 0 and draw(st.booleans()) else None,
        blocks=Ref(draw(name)) if side > 0 and draw(st.booleans()) else None,
    )
    if draw(st.integers(min_value=0, max_value=3)) == 0:  # colours, types, protection
        creature.colors = tuple(c for c in COLORS if c in draw(st.sets(st.sampled_from(COLORS))))
        creature.types = tuple(draw(st.lists(st.sampled_from(_TYPES), max_size=2, unique=True)))
        creature.protections = tuple(
            draw(st.lists(st.sampled_from(_QUALITIES), max_size=2, unique=True))
        )
        if creature.blocks is not None:
            creature.also_blocks = (Ref(draw(name)),)
    return creature


@st.composite
def things(draw: st.DrawFn, side: int):
    kind = draw(st.sampled_from(["creature", "creature", "creature", "pw", "battle"]))
    if kind == "pw":
        return Planeswalker(draw(name), draw(st.integers(min_value=1, max_value=9)))
    if kind == "battle":
        return Battle(
            draw(name), draw(st.integers(min_value=1, max_value=9)), siege=draw(st.booleans())
        )
    return draw(creatures(side))


@st.composite
def boards(draw: st.DrawFn) -> Board:
    n_sides = draw(st.integers(min_value=2, max_value=4))
    team = draw(st.integers(min_value=1, max_value=2)) if n_sides == 2 else 1
    sides = []
    used: set[str] = set()
    for s in range(n_sides):
        players = []
        for _ in range(team):
            pname = draw(name.filter(lambda n: n.lower() not in used))
            used.add(pname.lower())
            players.append(
                Player(
                    name=pname,
                    life=draw(st.none() | st.integers(min_value=1, max_value=40)),
                    poison=draw(st.none() | st.integers(min_value=0, max_value=9)),
                    things=tuple(draw(st.lists(things(s), max_size=4))),
                    lands=tuple(
                        draw(st.lists(st.sampled_from(LAND_TYPES), max_size=2, unique=True))
                    ),
                )
            )
        sides.append(Side(tuple(players)))
    return Board(tuple(sides))


# A whole board is many draws: on a busy host its generation alone passes the health
# check's time limit, which says nothing about the code under test.
SLOW_TO_DRAW = [HealthCheck.too_slow]


@settings(max_examples=200, suppress_health_check=SLOW_TO_DRAW)
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


@settings(max_examples=500)
@given(st.lists(st.sampled_from(_PIECES), max_size=25).map(" ".join) | st.text(max_size=60))
def test_random_text_raises_only_coded_errors(text: str) -> None:
    try:
        simulate(parse(text))
    except RedzoneError as error:
        assert error.code in ERROR_CODES
        start, end = error.span
        assert 0 <= start <= end <= len(text)


@settings(max_examples=200, suppress_health_check=SLOW_TO_DRAW)
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
