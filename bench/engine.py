"""The engine's cost and how it grows: parse + simulate + JSON, in process.

Generated boards of 2, 10, 100 and 1000 creatures (every keyword, every mode); prints the
median and p99 per size and the growth exponent between sizes; then times phase.rs
(phase-python) on the same 1v1 boards as the differential test and prints the ratio.

Run: .venv/bin/python -m bench.engine
"""

from __future__ import annotations

import itertools
import math
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from bench.boards import BASE_FLAGS, corpus, generate
from bot.jsontext import dumps
from engine import parse, simulate
from engine.jsonout import result_to_json
from engine.notation import format_board

SIZES = (2, 10, 100, 1000)
# Actions on any generated board (README "Actions during combat"): every generated board has
# an attacker Atk0 and a defending player Bob. The questions players ask carry one to three
# actions; the last line is a heavier one, timed alone as well.
ACTIONS = (
    " ; after blocks: Atk0 +2/+2",
    " ; after blocks: prevent 2 to Bob",
    " ; after blocks: Atk0 gains trample, Atk0 +1/+1 counter",
    " ; after attacks: Atk0 gains first strike ; after first strike: prevent all",
    " ; after blocks: Atk0 +2/+1, Atk0 gains trample, prevent 2 to Bob, Atk0 +1/+1 counter",
)


def with_actions(boards: list[str]) -> list[str]:
    """Each board with one of ACTIONS, in turn."""
    return [text + ACTIONS[i % len(ACTIONS)] for i, text in enumerate(boards)]


def typical_mixes(count: int) -> tuple[list[str], list[str], list[str]]:
    """``count`` typical boards (2-10 creatures, the same in every run): alone, each with one
    of ACTIONS, and each with the heaviest line of ACTIONS."""
    typical = corpus(count, seed=3)
    return typical, with_actions(typical), [text + ACTIONS[-1] for text in typical]


def one(text: str, events: bool = False) -> str:
    """What ``redzone combat --json`` does with a board, in process."""
    return dumps(result_to_json(simulate(parse(text)), events))


def timings(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


ROUNDS = 3


def measure(
    items: list[Any], runs: int, fn: Callable[[Any], object] = one, rounds: int = ROUNDS
) -> tuple[float, float, float]:
    """The median and p99 of every run, in the fastest of ``rounds`` rounds, and the median
    of the slowest round.

    On a shared host other work only ever adds time, and it comes and goes by the second:
    each round times every item ``runs`` times, and the fastest round is the one least
    disturbed. The slowest round's median shows how much the host moved the figures.
    """
    found: list[tuple[float, float]] = []
    for _ in range(rounds):
        times: list[float] = []
        for item in items:
            times += timings(partial(fn, item), runs)
        times.sort()
        found.append((statistics.median(times), times[max(0, int(len(times) * 0.99) - 1)]))
    found.sort()
    return found[0][0], found[0][1], found[-1][0]


def row(label: str, figures: tuple[float, float, float]) -> str:
    median, p99, slowest = (value * 1e3 for value in figures)
    return (
        f"  {label:<24} median {median:7.3f} ms   p99 {p99:7.3f} ms"
        f"   (slowest round: median {slowest:.3f} ms)"
    )


def main() -> None:
    print(f"parse + simulate + JSON text, per board; fastest of {ROUNDS} rounds")
    medians = {}
    for size in SIZES:
        rng = random.Random(size)
        count = 200 if size <= 10 else 40 if size == 100 else 12
        boards = [generate(rng, size) for _ in range(count)]
        figures = measure(boards, 5 if size <= 100 else 3)
        medians[size] = figures[0]
        print(row(f"{size} creatures", figures))
    typical, actions, four = typical_mixes(200)
    print(row("typical (2-10 creatures)", measure(typical, 5)))
    print(row("typical, with actions", measure(actions, 5)))
    print(row("typical, 4 actions each", measure(four, 5)))
    # The same sizes with the base notation's keywords only (no combat triggers, each of
    # which resolves alone with state-based actions after it): the questions most players ask.
    base = corpus(200, seed=3, flags=BASE_FLAGS)
    print(row("typical, base keywords", measure(base, 5)))
    print(row("typical, base keywords, with actions", measure(with_actions(base), 5)))
    rng = random.Random(10)
    tens = [generate(rng, 10) for _ in range(200)]
    print(row("10 creatures, --events", measure(tens, 5, partial(one, events=True))))
    for small, large in itertools.pairwise(SIZES):
        exponent = math.log(medians[large] / medians[small]) / math.log(large / small)
        print(f"  growth {small}->{large}: n^{exponent:.2f}")
    phases(tens)
    referee_ratio()


def phases(boards: list[str]) -> None:
    """Where the time of a 10-creature board goes (medians, fastest round)."""
    parsed = [parse(text) for text in boards]
    results = [simulate(board) for board in parsed]
    data = [result_to_json(result) for result in results]
    parts = {
        "parse": measure(boards, 5, parse)[0],
        "simulate": measure(parsed, 5, simulate)[0],
        "result to JSON data": measure(results, 5, result_to_json)[0],
        "JSON text": measure(data, 5, dumps)[0],
    }
    shares = ", ".join(f"{name} {value * 1e3:.3f} ms" for name, value in parts.items())
    print(f"  10 creatures by phase: {shares}")


def referee_ratio() -> None:
    try:
        from tests.referee.phase_referee import build_engine, referee
        from tests.referee.test_differential import boards
    except ImportError as exc:
        print(f"phase-python not available ({exc}); no ratio")
        return
    generated = boards()[:100]
    engine = build_engine(generated)
    texts = [format_board(b) for b in generated]
    start = time.perf_counter()
    for i, board in enumerate(generated):
        referee(engine, board, seed=i + 1)
    theirs = (time.perf_counter() - start) / len(generated)
    start = time.perf_counter()
    for _ in range(10):
        for text in texts:
            one(text)
    ours = (time.perf_counter() - start) / (10 * len(texts))
    count = len(generated)
    print(f"phase.rs (phase-python), same {count} 1v1 boards: {theirs * 1e3:.3f} ms per combat")
    print(f"redzone: {ours * 1e3:.3f} ms per combat; {theirs / ours:.0f}x faster")


if __name__ == "__main__":
    main()
