"""Rule lookup, glossary lookup, free-text search and autocomplete on the full current CR.

Run: .venv/bin/python -m bench.rules [--cr PATH]   (default: ../shared/cr/MagicCompRules.txt)
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from engine.rules import RuleBook, parse_bytes

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "cr" / "MagicCompRules.txt"


def timed(label: str, fn: Callable[[str], object], queries: list[str], rounds: int = 20) -> None:
    times = []
    for _ in range(rounds):
        for query in queries:
            start = time.perf_counter()
            fn(query)
            times.append(time.perf_counter() - start)
    times.sort()
    median = statistics.median(times) * 1e3
    p99 = times[int(len(times) * 0.99) - 1] * 1e3
    print(f"{label:<22} median {median:7.3f} ms   p99 {p99:7.3f} ms   ({len(times)} calls)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cr", type=Path, default=DEFAULT)
    args = parser.parse_args()
    data = args.cr.read_bytes()
    start = time.perf_counter()
    document = parse_bytes(data)
    parsed = time.perf_counter()
    book = RuleBook(document)
    indexed = time.perf_counter()
    print(f"parse {1e3 * (parsed - start):.0f} ms, index {1e3 * (indexed - parsed):.0f} ms")
    print(f"counts: {document.counts}")
    numbers = book.numbers[::37]
    timed("rule lookup", book.lookup, numbers)
    terms = [entry.term for entry in document.glossary[::7]]
    timed("glossary lookup", book.lookup, terms)
    questions = [
        "who declares blockers first in multiplayer",
        "what happens to damage when a creature regenerates",
        "can a creature with flying block",
        "poison counters two headed giant",
        "commander damage loses the game",
    ]
    timed("free-text search", book.lookup, questions)
    prefixes = [
        "7",
        "70",
        "702",
        "702.1",
        "702.19",
        "5",
        "tr",
        "tram",
        "dou",
        "double",
        "first s",
        "dam",
        "poison",
        "zz",
        "x",
        "block",
        "commander",
        "1",
    ]
    timed("autocomplete", book.suggest, prefixes, rounds=200)


if __name__ == "__main__":
    main()
