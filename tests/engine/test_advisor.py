"""The block and attack advisor: the pruned search agrees with brute force through
``simulate``, every option is a declaration the engine accepts, and the boards whose answer
a player knows (a forced chump block, a block that only loses creatures)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import format_board, parse, simulate
from engine.advisor import BEST_TRADE, MOST_LIFE, NO_LOSS, advise_attacks, advise_blocks
from engine.keywords import Keyword
from engine.model import Board, Creature, Player, Ref, Side
from engine.oracle import Static
from tests.conftest import examples

# Keywords the generated boards draw from: evasion, menace and the damage keywords.
KEYWORDS = [
    Keyword.FIRST_STRIKE,
    Keyword.DOUBLE_STRIKE,
    Keyword.TRAMPLE,
    Keyword.DEATHTOUCH,
    Keyword.LIFELINK,
    Keyword.FLYING,
    Keyword.REACH,
    Keyword.MENACE,
    Keyword.INDESTRUCTIBLE,
    Keyword.INFECT,
]


@st.composite
def creatures(draw: st.DrawFn, names: str) -> Creature:
    """A small creature; the name a letter among ``names`` (twins share one)."""
    return Creature(
        draw(st.sampled_from(names)),
        draw(st.integers(0, 4)),
        draw(st.integers(1, 4)),
        frozenset(draw(_KEYWORD_LISTS)),
    )


# The strategies are made once: Hypothesis caches a strategy made again with the same
# arguments only when they can be hashed (not a list), and validates each new one at its
# first draw.
_KEYWORD_LISTS = st.lists(st.sampled_from(KEYWORDS), max_size=2)
_ATTACKERS = st.lists(creatures("ABC"), min_size=1, max_size=3)
_BLOCKERS = st.lists(creatures("XY"), min_size=0, max_size=3)
_THIRD = st.lists(creatures("Z"), max_size=2)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """Up to three attackers against up to three potential blockers, at low life."""
    attackers = draw(_ATTACKERS)
    blockers = draw(_BLOCKERS)
    attackers = [
        Creature(f"{c.name}{i}", c.power, c.toughness, c.keywords) for i, c in enumerate(attackers)
    ]
    # Same letter, same stats: interchangeable twins the pruned search tries once.
    blockers = [
        Creature(f"{c.name}{i}", c.power, c.toughness, c.keywords)
        if draw(st.booleans()) or i == 0
        else Creature(f"T{i}", blockers[0].power, blockers[0].toughness, blockers[0].keywords)
        for i, c in enumerate(blockers)
    ]
    life = draw(st.integers(1, 12))
    poison = draw(st.integers(0, 9))
    return Board(
        (
            Side((Player("Ann", things=tuple(attackers)),)),
            Side((Player("Bob", life, poison, things=tuple(blockers)),)),
        )
    )


def scores(board: Board, brute: bool = False) -> list[tuple[tuple[str, ...], object]]:
    advice = advise_blocks(board, time_budget=60, exhaustive_search=brute)
    assert advice.exhaustive
    return [(option.labels, option.score) for option in advice.options]


@settings(max_examples=examples(500))
@given(boards())
def test_pruned_search_gives_the_brute_force_options(board):
    assert scores(board) == scores(board, brute=True)


def test_a_score_beaten_only_on_the_count_of_creatures_lost_is_not_shown():
    # Two declarations lose the same worth, kill the same and keep the same life; one loses
    # two creatures, the other one: only the second is on the front, in either search.
    board = parse(
        "Ann: A0 1/1 -> Bob, A1 4/1 double strike -> Bob | Bob 1: X0 0/1 first strike "
        "trample, X1 4/4, X2 3/3 double strike first strike"
    )
    assert scores(board) == scores(board, brute=True)
    assert all(score.own_count == 1 for _, score in scores(board))


@st.composite
def multiplayer_boards(draw: st.DrawFn) -> Board:
    """Ann attacks Bob and Cy, who each may block what attacks them (802.4a)."""
    one = draw(boards())
    cy_things = tuple(draw(_THIRD))
    cy_things = tuple(
        Creature(f"Z{i}", c.power, c.toughness, c.keywords) for i, c in enumerate(cy_things)
    )
    attackers = tuple(
        Creature(c.name, c.power, c.toughness, c.keywords, attacks=Ref("Cy"))
        if isinstance(c, Creature) and draw(st.booleans())
        else c
        for c in one.sides[0].players[0].things
    )
    return Board(
        (
            Side((Player("Ann", things=attackers),)),
            one.sides[1],
            Side((Player("Cy", draw(st.integers(1, 6)), things=cy_things),)),
        )
    )


@settings(max_examples=examples(300))
@given(multiplayer_boards())
def test_pruned_search_gives_the_brute_force_options_in_multiplayer(board):
    assert scores(board) == scores(board, brute=True)


def test_a_fight_alone_does_not_end_the_game_lifelink_elsewhere_keeps_going():
    # Alone, the trampler's fight takes Bob's last life in the first-strike step and the
    # game ends before the Wall kills it; the whole declaration gains 2 life in the same
    # step (the lifelinkers on A0), so Bob lives and the trampler dies in the regular step.
    board = parse(
        "Ann: A0 0/1, A1 2/1 first strike trample | Bob 1: X0 1/1 first strike lifelink, "
        "T1 1/1 first strike lifelink, X2 1/1 indestructible | Cy 1:"
    )
    assert scores(board) == scores(board, brute=True)
    assert any(
        score.own_count == 0 and score.killed == 3.5 and not score.lost
        for _, score in scores(board)
    )


def test_a_lord_among_the_blockers_counts_in_every_fight():
    # Each Elf blocking alone is a 2/2 with the lord on the battlefield: it kills a 1/2 and
    # survives it (a 1/1 alone would do neither).
    lord = Creature(
        "Lord", 1, 1, statics=(Static(power=1, toughness=1, types=("Elf",), others=True),)
    )
    elves = [Creature(f"Elf{i}", 1, 1, types=("Elf",)) for i in range(2)]
    board = Board(
        (
            Side((Player("Ann", things=(Creature("Bear", 1, 2), Creature("Ape", 1, 2))),)),
            Side((Player("Bob", 20, things=(lord, *elves)),)),
        )
    )
    assert scores(board) == scores(board, brute=True)
    best = advise_blocks(board).options
    assert any(option.score.killed >= 2 and option.score.own_count == 0 for option in best)


@settings(max_examples=examples(150))
@given(boards())
def test_every_option_is_a_declaration_the_engine_accepts(board):
    for option in advise_blocks(board).options:
        written = format_board(option.board)
        again = simulate(parse(written))  # raises if the engine refuses it
        assert [p.dies for p in again.permanents] == [p.dies for p in option.result.permanents]
        # Only the defender's creatures changed: the attackers and their targets as written.
        assert option.board.sides[0] == board.sides[0]


def test_the_only_block_that_survives_is_a_chump_block():
    advice = advise_blocks(parse("A: Giant 7/7 | B 5: Wall 0/1, Bear 2/2"))
    best = advice.options[0]
    assert best.labels[0] == MOST_LIFE
    assert "Wall 0/1 blocks Giant" in format_board(best.board)
    assert not best.result.players[1].lost
    # Every option shown survives: taking 7 at 5 life is never offered.
    assert all(not o.score.lost for o in advice.options)
    assert advice.exhaustive and advice.examined == 4


def test_not_blocking_is_best_against_an_afflict_attacker():
    # Blocked, it makes Bob lose 3 (702.130a) and kills the blocker: worse on every count.
    advice = advise_blocks(parse("A: Hound 2/2 afflict 3 | B: Bear 1/1"))
    assert [format_board(o.board) for o in advice.options] == [
        "A: Hound 2/2 afflict 3 | B: Bear 1/1"
    ]
    assert set(advice.options[0].labels) == {MOST_LIFE, BEST_TRADE, NO_LOSS}
    assert advice.examined == 2


def test_a_written_block_stays_and_blocks_only_the_attacked_player():
    board = parse(
        "Al: Ogre 3/3 -> Bo, Elf 1/1 -> Cy | Bo: Wall 0/4, Imp 1/1 blocks Ogre | Cy: Rat 1/1"
    )
    advice = advise_blocks(board)
    for option in advice.options:
        written = format_board(option.board)
        assert "Imp 1/1 blocks Ogre" in written and "Rat 1/1 |" not in written
        assert "Rat 1/1 blocks" not in written
    assert advice.defender == "Bo"


def test_a_search_past_its_budget_says_so_with_the_count():
    # Bushido's trigger is outside the fights' sums: every declaration is simulated whole.
    board = parse(
        "A: 1/1 bushido 1, 2/2, 3/3, 4/4, 5/5, 6/6 | B: 1/2 fs, 2/3 dt, 3/4, 4/5 ll, 0/6, 2/2 tr"
    )
    advice = advise_blocks(board, count_budget=50)
    assert not advice.exhaustive and advice.examined == 50 and advice.options


def test_the_attack_that_wins_through_the_best_blocks():
    advice = advise_attacks(parse("A: Giant 5/5, Bear 2/2, Elf 1/1 | B 3: Wall 0/4"))
    best = advice.options[0]
    assert best.result.players[1].lost and not best.score.lost
    assert "Wall 0/4 blocks" in format_board(best.board)


def test_a_search_out_of_time_where_every_block_loses_still_shows_the_best_found():
    # Every declaration loses and a first striker is there: the whole declarations would
    # decide, but no time is left for them; the fights' best is shown, not nothing.
    board = parse("A: Giant 5/5 first strike, Ogre 5/5 | B 3: Bear 2/2, Elf 1/1")
    advice = advise_blocks(board, time_budget=0)
    assert advice.options and not advice.exhaustive
    assert all(option.score.lost for option in advice.options)
