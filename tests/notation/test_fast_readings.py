"""The notation's fast paths read exactly what the general ones read (issue 13).

A permanent's P/T is read with str methods, not the regular expression; a board and its
actions are tokenized at once; the rules cited are sorted by a table of ranks. Each must give
what the slower reading gives, on every input.
"""

from __future__ import annotations

import random
import re

from hypothesis import given
from hypothesis import strategies as st

from bench.boards import corpus
from bench.engine import ACTIONS
from bot.i18n import vocabulary
from engine import parse
from engine.board_reader import _stats
from engine.combat.result import in_cr_order, rule_key
from engine.notation import fold
from engine.vocabulary import ENGLISH, _tokenize, read_tokens, tokenize

# Digits of several scripts (\d and str.isdecimal accept them all), signs, slashes, letters.
_PT_ALPHABET = "0123456789٣٤०৫-+/ x½²"
# The regular expression _stats stands for.
_PT = re.compile(r"(-?\d+)/(-?\d+)\Z")


@given(
    st.from_regex(r"[-+x]?[0-9٣०]{0,3}/[-+x]?[0-9٣०]{0,3}[/x]?", fullmatch=True)
    | st.text(alphabet=_PT_ALPHABET, max_size=8)
)
def test_stats_reads_what_the_pattern_matches(token: str) -> None:
    match = _PT.match(token)
    assert _stats(token) == (None if match is None else (int(match[1]), int(match[2])))


def test_stats_reads_negative_power_and_other_digits() -> None:
    assert _stats("-1/3") == (-1, 3)
    assert _stats("٣/٤") == (3, 4)
    assert _stats("1/2/3") is None
    assert _stats("--1/2") is None
    assert _stats("1/") is None


# Every character tokenize treats apart: marks, arrows, "-", ">", blanks of several kinds,
# letters whose lower case depends on the letters around them.
_TOKEN_ALPHABET = "aB1/|&:,()-->→ \t\n\xa0　\x00éΣİ"


@given(
    st.text(alphabet=_TOKEN_ALPHABET, max_size=30)
    | st.lists(
        st.sampled_from(["Bob,", "Alice:", "->", "-1/-1", "a-b", "x(y", "|", "  ", "vs", "対"])
    ).map(" ".join)
)
def test_tokenize_reads_what_the_pattern_splits(text: str) -> None:
    _reads_as_the_pattern(text)


def _reads_as_the_pattern(text: str) -> None:
    """Tokens and starts as _TOKEN splits them; lower cases and kinds token by token."""
    assert tokenize(text) == _tokenize(text), text
    for vocab in (ENGLISH, vocabulary()):
        toks, starts = _tokenize(text)
        lows = [tok.lower() for tok in toks]
        kinds = "".join(vocab.kinds.get(low, "w") for low in lows)
        assert read_tokens(text, vocab) == (toks, starts, lows, kinds), text


def test_tokenize_reads_boards_as_the_pattern_does() -> None:
    texts = [
        *corpus(100, seed=4),
        "Alice: A -1/-1 a--b --x c->d, e-,f→g | Bob:  B 1/1,",
        "A 2/2 VS B 1/1, Σ 1/1 gegen C 3/3",
    ]
    for text in texts:
        _reads_as_the_pattern(text)


def _board_alone(text: str) -> str:
    """The board before the actions, parsed alone: its sides and separators as written."""
    cut = fold(text).index(";")
    board = parse(text[:cut])
    return repr((board.sides, board.separators, board.quick))


def test_board_read_with_its_actions_is_the_board_read_alone() -> None:
    texts = [t + ACTIONS[i % len(ACTIONS)] for i, t in enumerate(corpus(60, seed=5))]
    # A ';' glued to the board's last word, and to a P/T.
    texts += [
        "A 2/2 -> B vs B 1/1;after blocks: A +1/+1",
        "Alice: A 2/2 -> Bob | Bob: B 1/1 blocks A;after blocks: A gains trample",
        "熊 2/2 vs 狼 3/3；after blocks: 熊 +1/+1",
    ]
    for text in texts:
        board = parse(text)
        assert board.actions, text
        assert repr((board.sides, board.separators, board.quick)) == _board_alone(text), text
        assert board.text == text


_RULES = st.builds(
    lambda chapter, rule, letter: f"{chapter}.{rule}{letter}",
    st.integers(min_value=100, max_value=905),
    st.integers(min_value=1, max_value=130),
    st.sampled_from(["", "a", "b", "c", "k"]),
)


@given(st.lists(st.sets(_RULES, max_size=12), min_size=1, max_size=4))
def test_rules_in_cr_order_as_their_keys_sort_them(batches: list[set[str]]) -> None:
    # Batch after batch, so that rules never seen before join the table of ranks.
    for rules in batches:
        assert in_cr_order(rules) == tuple(sorted(rules, key=rule_key))


def test_rules_in_cr_order_with_a_shuffled_history() -> None:
    rng = random.Random(13)
    pool = ["702.19b", "702.19c", "510.1a", "510.1c", "704.5g", "120.3", "702.2c", "805.10b"]
    for _ in range(50):
        rules = set(rng.sample(pool, rng.randint(0, len(pool))))
        assert in_cr_order(rules) == tuple(sorted(rules, key=rule_key))
