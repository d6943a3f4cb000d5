"""Every event is a sentence in every language, ending with its rule: events of every class,
each field given values of its type (names short and too long for Fluent, lists empty, short
and too long for one line, numbers needing digit grouping)."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any, Literal, get_args, get_origin, get_type_hints

import pytest

from bot.explain import event_lines
from bot.i18n import LANGUAGES, t
from engine.events import EVENT_TYPES, Event, KeywordsChanged, StaticKeywords, StepBegins
from engine.keywords import Keyword

NAMES = {"a1": "Bear", "a2": "Wall of Roses", "b1": "B" * 2600, "b2": "n" * 300}
LONG_LIST = tuple(f"a{i}" for i in range(300))
RULES = ("702.19b", "510.1a", "120.3")


def value(rng: random.Random, cls: type[Event], hint: Any) -> Any:
    if hint is bool:
        return rng.choice([False, True])
    if hint is int:
        return rng.choice([0, 1, 2, 7, 1000, 123456])
    if get_origin(hint) is Literal:
        return rng.choice(get_args(hint))
    if get_origin(hint) is tuple:
        # Keyword ids, shown by their name in the language.
        if cls in (KeywordsChanged, StaticKeywords):
            return tuple(rng.sample([k.value for k in Keyword], rng.randint(1, 4)))
        return rng.choice([(), ("a1",), ("a1", "b2", "Alice"), LONG_LIST])
    assert hint is str, (cls, hint)
    return rng.choice(["a1", "a2", "b1", "b2", "Alice", "lethal", "first_strike"])


def events(seed: int) -> list[Event]:
    rng = random.Random(seed)
    made = []
    for cls in EVENT_TYPES:
        hints = get_type_hints(cls)
        for _ in range(8):
            args = {f.name: value(rng, cls, hints[f.name]) for f in fields(cls)[1:]}
            made.append(cls(rng.choice(RULES), **args))
    return made


@pytest.mark.parametrize("locale", [*LANGUAGES, "pt-BR"])
def test_every_event_is_written_with_its_rule(locale, caplog):
    made = events(5)
    assert {type(event) for event in made} == set(EVENT_TYPES)
    for event in made:
        for phase in ("only", "first", "second") if isinstance(event, StepBegins) else ("only",):
            lines = event_lines(event, NAMES, locale, phase, {"Alice": "Team A"})
            cite = t(locale, "cite", rule=event.rule)  # at the end, or before its last mark
            assert lines and all(line.endswith(cite) or line[:-1].endswith(cite) for line in lines)
            assert not any("{???}" in line for line in lines), event
            assert not any(NAMES["b1"] in line for line in lines), event  # clipped
            listed = [getattr(event, f.name) for f in fields(event)[1:]]
            if LONG_LIST in listed and "b1" not in listed:  # split, not clipped
                assert len(lines) > 1, event
                assert all(f"a{i}" in "".join(lines) for i in range(2, 300)), event
    # A message that repeats a name still too long once clipped is refused by Fluent, the
    # refusal logged (the line shows "…"); no other error.
    errors = {r.getMessage().split(": ", 1)[1] for r in caplog.records if r.levelname == "ERROR"}
    assert all("Too many characters in placeable" in error for error in errors), errors
    caplog.clear()  # expected
