"""Misspelled card names: suggestions per second, p50 and p99, and a process's memory.

Two card sets: the tests' AtomicCards fixture (about 70 cards with names in four languages)
and the card set ``bench.cards`` generates at full scale (about 30,000 cards, 90,000 foreign
names). Each query drops or swaps a letter of a real name (English, Italian, German), so
every lookup goes past the exact and prefix tables to the suggestions.

Run: .venv/bin/python -m bench.card_names [--cards 30000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import gc
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.cards import generate, memory, percentiles
from bot.cards.data import convert
from bot.cards.index import CardIndex
from tests.cards.fixture import atomic_cards, encode


def misspell(name: str, rng: random.Random) -> str:
    """The name with one letter dropped, or two neighbours swapped."""
    i = rng.randrange(1, max(2, len(name) - 1))
    if rng.random() < 0.5:
        return name[:i] + name[i + 1 :]
    return name[: i - 1] + name[i] + name[i - 1] + name[i + 1 :]


def queries(document: dict[str, Any], count: int, seed: int = 5) -> list[str]:
    """``count`` misspelled names, half English, half Italian or German."""
    rng = random.Random(seed)
    names = sorted(document["data"])
    out: list[str] = []
    while len(out) < count:
        faces = document["data"][rng.choice(names)]
        foreign = [f["name"] for f in faces[0].get("foreignData", []) if f["language"] in
                   ("Italian", "German")]  # fmt: skip
        name = rng.choice(foreign) if foreign and rng.random() < 0.5 else faces[0]["name"]
        if len(name) > 4:
            out.append(misspell(name, rng))
    return out


def measure(label: str, index: CardIndex, asked: list[str], rounds: int) -> None:
    """The best of ``rounds`` passes (each with a cold exact-lookup cache), per query."""
    best: list[float] | None = None
    for _ in range(rounds):
        index.find.cache_clear()
        times = []
        for query in asked:
            start = time.perf_counter()
            index.lookup(query)
            times.append(time.perf_counter() - start)
        if best is None or sum(times) < sum(best):
            best = times
    assert best is not None
    p50, p99 = percentiles(best)
    rate = len(best) / sum(best)
    print(f"{label:<34} {rate:8.0f} /s   p50 {p50:7.3f} ms   p99 {p99:7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="redzone-names-"))
    for label, document, count in (
        ("fixture", atomic_cards(), 2000),
        (f"generated ({args.cards} cards)", generate(args.cards), 2000),
    ):
        db = workdir / f"{label.split()[0]}.sqlite"
        convert(encode(document), db)
        asked = queries(document, count)
        del document
        gc.collect()
        index = CardIndex.open(db)
        index.lookup(asked[0])  # the first misspelled name loads what suggestions need
        measure(f"misspelled, {label}", index, asked, args.rounds)
        index.close()
    # A fresh process with the bot's modules, after 200 of the misspelled names.
    print(f"process RSS with the generated card data: {memory(db, [], asked[:200])} MB")


if __name__ == "__main__":
    main()
