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

from bench.boards import generate
from bot.jsontext import dumps
from engine import parse, simulate
from engine.jsonout import result_to_json
from engine.notation import format_board

SIZES = (2, 10, 100, 1000)


def one(text: str) -> str:
    return dumps(result_to_json(simulate(parse(text))))


def timings(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    print("parse + simulate + JSON, per board")
    medians = {}
    for size in SIZES:
        rng = random.Random(size)
        boards = [
            generate(rng, size) for _ in range(200 if size <= 10 else 40 if size == 100 else 12)
        ]
        runs = 5 if size <= 100 else 3
        times: list[float] = []
        for board in boards:
            times += timings(lambda b=board: one(b), runs)
        times.sort()
        median = statistics.median(times)
        p99 = times[max(0, int(len(times) * 0.99) - 1)]
        medians[size] = median
        print(f"  {size:>5} creatures: median {median * 1e3:8.3f} ms   p99 {p99 * 1e3:8.3f} ms")
    for small, large in itertools.pairwise(SIZES):
        exponent = math.log(medians[large] / medians[small]) / math.log(large / small)
        print(f"  growth {small}->{large}: n^{exponent:.2f}")
    referee_ratio()


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
