"""The JSON text ``redzone`` writes: the same JSON as the standard library, in one line."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from bench.boards import generate
from bot.jsontext import dumps
from engine import parse, simulate
from engine.jsonout import result_to_json

scalars = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text()
documents = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(documents)
def test_same_text_as_the_standard_library(document):
    text = dumps(document)
    assert text == json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    assert json.loads(text) == document


def test_combat_results_round_trip_in_every_mode():
    rng = random.Random(7)
    for _ in range(50):
        data = result_to_json(simulate(parse(generate(rng, rng.randint(2, 12)))), events=True)
        text = dumps(data)
        assert json.loads(text) == data
        assert text == json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def test_lone_surrogates_are_escaped_not_fatal():
    text = dumps({"name": "Bear\udcff", "kind": "騎士"})
    assert json.loads(text) == {"name": "Bear\udcff", "kind": "騎士"}
    assert text.isascii()
