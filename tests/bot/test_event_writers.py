"""The writers of ``event_lines`` (one generated per event class and locale) give the general
path's exact lines (``general_lines``: each field read by its value's type, then ``t`` and
``t_list``), in every language, on generated combats, on the golden boards, and on events of
every class built from their field types with long names (clipped to ARGS_BUDGET), long
lists (split by ``t_list``), empty lists and numbers needing digit grouping."""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass, fields
from typing import Any, get_type_hints

import pytest

from bench.boards import corpus
from bot.explain import _field_kind, _general, _maker, event_lines, explain, general_lines
from bot.i18n import LANGUAGES, LIST_PIECE, t, t_list, vocabulary
from bot.replies import fill
from engine import CombatResult, Mode, RedzoneError, parse, simulate
from engine.events import EVENT_TYPES, DamageAssigned, Event, KeywordsChanged, StepBegins
from engine.keywords import Keyword
from tests.test_golden import CASES

LOCALES = [*LANGUAGES, "en-US", "pt-BR", None]
PHASES = ("only", "first", "second")


def combats() -> list[CombatResult]:
    words = vocabulary()
    results = [simulate(parse(board, words), None) for board in corpus(300, seed=15)]
    for board, mode in CASES.values():
        with contextlib.suppress(RedzoneError):  # the boards of the error cases
            results.append(simulate(parse(board, words), Mode(mode) if mode else None))
    return results


def same_lines(
    events: list[Event],
    names: dict[str, str],
    teams: dict[str, str] | None,
    locale: str | None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Each event's lines, and the errors logged (a name that fluent.runtime refuses even once
    clipped, as a message that repeats it), are the general path's."""
    for event in events:
        for phase in PHASES if isinstance(event, StepBegins) else PHASES[:1]:
            caplog.clear()
            expected = general_lines(event, names, locale, phase, teams)
            logged = [r.getMessage() for r in caplog.records]
            caplog.clear()
            assert event_lines(event, names, locale, phase, teams) == expected, event
            assert [r.getMessage() for r in caplog.records] == logged
            caplog.clear()


@pytest.mark.parametrize("locale", LOCALES)
def test_writers_match_the_general_path_on_combats(locale, caplog):
    results = combats()
    kinds = {type(event) for result in results for event in result.events}
    assert len(kinds) > 30  # the golden boards bring the rarer events
    for result in results:
        names = {perm.id: perm.name for perm in result.permanents}
        teams = {player.name: player.team for player in result.players if player.team}
        same_lines(list(result.events), names, teams or None, locale, caplog)
        assert explain(result, locale).lines == tuple(
            line
            for event, phase in zip(result.events, phases(result), strict=True)
            for line in general_lines(event, names, locale, phase, teams)
        )


def phases(result: CombatResult) -> list[str]:
    """The phase ``explain`` gives each event (only a step's own line reads it)."""
    first = any(step.step == "first_strike" for step in result.steps)
    return [
        ("first" if event.step == "first_strike" else "second" if first else "only")
        if isinstance(event, StepBegins)
        else "only"
        for event in result.events
    ]


# "{???}": what fluent.runtime shows for a failure, never shown as such ("…") even as a name
NAMES = {"a1": "Bear", "a2": "Wall of Roses", "b1": "B" * 2600, "b2": "n" * 900, "c1": "{???}"}
LONG_LIST = [f"a{i}" for i in range(300)]


def value(rng: random.Random, cls: type[Event], name: str, hint: Any) -> Any:
    """A value of one field, by its type: ids with short and over-long names, plain words,
    numbers small, large and negative, lists empty, short and long."""
    kind = _field_kind(hint)
    if kind == "number":
        return rng.choice([0, 1, 2, 7, 1000, 123456, -3])
    if kind == "list":
        if cls is KeywordsChanged:  # keyword ids, shown by their name in the language
            return tuple(rng.sample([k.value for k in Keyword], rng.randint(0, 4)))
        return tuple(rng.choice([[], ["a1"], ["a1", "b2", "Alice"], ["b1", "a2", "c1"], LONG_LIST]))
    assert kind == "text", (cls, name, hint)  # every field of today's events has a writer
    return rng.choice(["a1", "a2", "b1", "b2", "c1", "Alice", "lethal", "first_strike", "x" * 3000])


def built(rng: random.Random) -> list[Event]:
    """Events of every class, each field given a value of its type."""
    events = []
    for cls in EVENT_TYPES:
        hints = get_type_hints(cls)
        for _ in range(12):
            args = {f.name: value(rng, cls, f.name, hints[f.name]) for f in fields(cls)[1:]}
            events.append(cls(rng.choice(["702.19b", "510.1a", "120.3"]), **args))
    return events


@pytest.mark.parametrize("locale", LOCALES)
def test_writers_match_the_general_path_on_events_of_every_class(locale, caplog):
    events = built(random.Random(5))
    assert {type(event) for event in events} == set(EVENT_TYPES)
    same_lines(events, NAMES, None, locale, caplog)
    same_lines(events, NAMES, {"Alice": "Team A", "a1": "y" * 2200}, locale, caplog)


def items_joined_to(size: int, count: int, sep: str) -> list[str]:
    """``count`` items that ``sep`` joins into ``size`` characters."""
    widths = [(size - len(sep) * (count - 1)) // count] * count
    widths[-1] += size - sum(widths) - len(sep) * (count - 1)
    return [chr(ord("a") + i % 26) * width for i, width in enumerate(widths)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_is_one_piece_exactly_when_fill_makes_one(lang):
    """``list_lines`` skips ``fill`` for a list that fits in one piece: the same pieces, at
    the edge of LIST_PIECE too."""
    sep = t(lang, "list-sep")
    cases = [[]] + [
        items_joined_to(size, count, sep)
        for size in (LIST_PIECE - 1, LIST_PIECE, LIST_PIECE + 1, 3 * LIST_PIECE)
        for count in (1, 2, 7, 40)
    ]
    for items in cases:
        pieces = fill(items, LIST_PIECE, gap=len(sep))
        expected = [
            t(lang, "summary-died", names=sep.join(piece), count=len(piece)) for piece in pieces
        ]
        assert t_list(lang, "summary-died", "names", items) == expected, len(items)
    assert {len(sep.join(items)) for items in cases} >= {LIST_PIECE, LIST_PIECE + 1}


@dataclass(slots=True)
class Weighed(DamageAssigned):
    """An event with a field of a type the writers do not specialise."""

    weight: float = 0.5


def test_an_event_with_a_field_of_another_type_is_written_by_the_general_path():
    assert _field_kind(get_type_hints(Weighed)["weight"]) is None
    assert _maker(Weighed) is _general
    event = Weighed("510.1a", "a1", "b1", 2, "lethal", 1.5)
    for locale in LOCALES:
        assert event_lines(event, NAMES, locale, "only") == general_lines(
            event, NAMES, locale, "only"
        )
    assert "Bear assigns 2 damage to " in event_lines(event, NAMES, "en", "only")[0]
