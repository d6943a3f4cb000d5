"""Card data at full scale: file sizes, conversion, lookups, autocomplete, boards, memory.

The real AtomicCards file is not reachable from here, so this generates one of the same
shape and scale (about 30,000 cards, 90,000 foreign names, 60,000 rulings, with the fields
MTGJSON carries beside the ones Redzone reads: legalities, printings, purchase URLs,
identifiers, foreign text), then measures what the issue asks for.

Run: .venv/bin/python -m bench.cards [--cards 30000] [--keep DIR] [--no-xz]
"""

from __future__ import annotations

import argparse
import gc
import gzip
import json
import lzma
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot.cards.data import convert
from bot.cards.index import CardIndex
from engine import parse, simulate
from tests.cards.fixture import atomic_cards, creature, face

_SYLLABLES = (
    "ka ra to mi sel va dor en gri th an mor il ze qu ash bel cor dra fen gal hol "
    "ith jor kel lum nar oth pyr rin sol tar ul vor wyn xal yth zor ae ber cas"
).split()
_WORDS = (
    "Angel Spider Knight Dragon Elf Goblin Wurm Sphinx Golem Bear Wall Rogue Cleric "
    "Shaman Warden Herald Titan Drake Hydra Serpent Wolf Hound Vampire Zombie Spirit"
).split()
_KEYWORDS = ("Flying", "First strike", "Trample", "Deathtouch", "Lifelink", "Vigilance",
             "Reach", "Menace", "Haste", "Ward")  # fmt: skip
_FORMATS = ("standard future historic timeless gladiator pioneer explorer modern legacy "
            "pauper vintage penny commander oathbreaker standardbrawl brawl alchemy "
            "paupercommander duel oldschool premodern predh").split()  # fmt: skip


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def generate(count: int, seed: int = 12) -> dict[str, Any]:
    """An AtomicCards-shaped document with ``count`` cards, the fixture's among them."""
    rng = random.Random(seed)
    data = atomic_cards()["data"]
    names = set(data)
    while len(data) < count:
        name = f"{_word(rng)} {rng.choice(_WORDS)}"
        if rng.random() < 0.4:
            name = f"{_word(rng)}, {name}"
        if name in names:
            continue
        names.add(name)
        kind = rng.random()
        text = "\n".join(
            rng.sample(_KEYWORDS, rng.randint(0, 2))
            + [
                f"When {name} enters the battlefield, target creature gets -{rng.randint(1, 3)}"
                f"/-{rng.randint(1, 3)} until end of turn and you draw a card."
                for _ in range(rng.randint(0, 2))
            ]
        )
        foreign = {
            "it": f"{_word(rng)} {_word(rng).lower()}",
            "de": f"{_word(rng)}-{_word(rng).lower()}",
            "ja": "".join(chr(0x30A1 + rng.randint(0, 85)) for _ in range(rng.randint(3, 8))),
        }
        rulings = tuple(
            (f"20{rng.randint(10, 26)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
             f"If {name} leaves the battlefield before its ability resolves, the ability "
             f"still resolves (see rule 603.{rng.randint(1, 12)}).")
            for _ in range(rng.choice((0, 1, 2, 2, 3, 4)))
        )  # fmt: skip
        if kind < 0.55:
            pt = f"{rng.randint(0, 8)}/{rng.randint(1, 8)}"
            keywords = tuple(k for k in _KEYWORDS if k in text)
            entry = creature(
                name, pt, text, keywords, cost="{2}{G}", names=foreign, rulings=rulings
            )
        elif kind < 0.58:
            entry = face(
                name,
                "Legendary Planeswalker — Ajani",
                text,
                loyalty=str(rng.randint(2, 6)),
                names=foreign,
                rulings=rulings,
            )
        else:
            entry = face(name, rng.choice(("Instant", "Sorcery", "Artifact", "Enchantment")),
                         text, cost="{1}{R}", names=foreign, rulings=rulings)  # fmt: skip
        entry["legalities"] = {f: rng.choice(("Legal", "Not Legal")) for f in _FORMATS}
        entry["printings"] = [f"S{rng.randint(0, 999):03}" for _ in range(rng.randint(1, 6))]
        entry["purchaseUrls"] = {
            shop: f"https://mtgjson.com/links/{rng.getrandbits(64):016x}"
            for shop in ("cardKingdom", "cardmarket", "tcgplayer")
        }
        entry["identifiers"]["scryfallIllustrationId"] = entry["identifiers"]["scryfallOracleId"]
        for one in entry["foreignData"]:
            one["text"] = text
            one["type"] = entry["type"]
        data[name] = [entry]
    return {"meta": {"date": "2026-11-20", "version": "bench"}, "data": data}


def percentiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times) * 1e3, times[max(0, int(len(times) * 0.99) - 1)] * 1e3


def timed(fn: Callable[[str], object], queries: list[str]) -> tuple[float, float, float]:
    """Wall-clock p50 and p99, and the p99 of the thread's CPU time (in ms).

    On a shared machine the wall-clock p99 holds the scheduler's 4 ms slices given to
    other processes; the CPU-time p99 is what the work itself costs.
    """
    times, cpu = [], []
    for query in queries:
        start, start_cpu = time.perf_counter(), time.thread_time()
        fn(query)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    return (*percentiles(times), percentiles(cpu)[1])


_MEMORY = """
import json, sys, resource
from pathlib import Path
import bot.app, bot.handlers
from bot.i18n import vocabulary
from engine import parse, simulate
boards = json.loads(sys.argv[2])
cards = None
if sys.argv[1] != "-":
    from bot.cards.index import CardIndex
    cards = CardIndex.open(Path(sys.argv[1]))
    for name in json.loads(sys.argv[3]):
        cards.lookup(name)
        cards.autocomplete(name[:3], "de")
for board in boards:
    simulate(parse(board, vocabulary(), cards))
rss = [l for l in open("/proc/self/status") if l.startswith("VmRSS")][0].split()[1]
print(int(rss) // 1024)
"""


def memory(db: Path | None, boards: list[str], names: list[str]) -> int:
    """RSS (MB) of a process with the bot's modules, after boards (and card lookups)."""
    out = subprocess.run(
        [sys.executable, "-c", _MEMORY, str(db) if db else "-", json.dumps(boards),
         json.dumps(names)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return int(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--keep", type=Path, help="write the files into this directory")
    parser.add_argument("--no-xz", action="store_true", help="skip the (slow) xz size")
    args = parser.parse_args()
    workdir = args.keep or Path(tempfile.mkdtemp(prefix="redzone-cards-"))
    workdir.mkdir(parents=True, exist_ok=True)

    start = time.perf_counter()
    document = generate(args.cards)
    data = document["data"]
    foreign = sum(len(e.get("foreignData", [])) for v in data.values() for e in v)
    rulings = sum(len(e.get("rulings", [])) for v in data.values() for e in v)
    raw = json.dumps(document, ensure_ascii=False).encode()
    print(f"generated {len(data)} cards, {foreign} foreign names, {rulings} rulings "
          f"in {time.perf_counter() - start:.1f} s")  # fmt: skip
    print(f"AtomicCards.json      {len(raw) / 1e6:8.1f} MB")
    print(f"AtomicCards.json.gz   {len(gzip.compress(raw, 6)) / 1e6:8.1f} MB")
    if not args.no_xz:
        print(f"AtomicCards.json.xz   {len(lzma.compress(raw)) / 1e6:8.1f} MB")

    db = workdir / "cards.sqlite"
    db.unlink(missing_ok=True)
    start = time.perf_counter()
    convert(raw, db)
    print(f"converted in {time.perf_counter() - start:.1f} s -> {db.stat().st_size / 1e6:.1f} MB")
    del raw, document

    rng = random.Random(3)
    english = rng.sample(sorted(data), 3000)
    printed = [f["name"] for n in rng.sample(sorted(data), 1000) for f in data[n][0]["foreignData"]]
    misspelled = [n[:3] + n[4:] for n in rng.sample(english, 300)]
    fighters = [
        n
        for n in sorted(data)
        if data[n][0].get("power", "").isdigit()
        and "," not in n
        and not {"Flying", "Menace"} & set(data[n][0].get("keywords", []))
    ]
    # The generated document is dropped before timing: its millions of objects would make
    # the garbage collector's passes part of every figure, which a bot never has.
    del data
    gc.collect()
    index = CardIndex.open(db)

    def cold(name: str) -> object:
        index.find.cache_clear()
        return index.lookup(name)

    for label, queries, fn in (
        ("exact lookup (en)", english, cold),
        ("exact lookup (it/de/ja)", printed, cold),
        ("misspelled (3 suggestions)", misspelled, cold),
    ):
        p50, p99, cpu = timed(fn, queries)
        print(f"{label:<28} p50 {p50:7.3f} ms   p99 {p99:7.3f} ms   CPU p99 {cpu:7.3f} ms")
    prefixes = [n[: rng.randint(1, 6)] for n in english[:1500] + printed[:1500]]
    langs = ["en", "it", "de", "ja"]
    p50, p99, cpu = timed(lambda q: index.autocomplete(q, rng.choice(langs)), prefixes)
    label = "autocomplete (25 choices)"
    print(f"{label:<28} p50 {p50:7.3f} ms   p99 {p99:7.3f} ms   CPU p99 {cpu:7.3f} ms")

    boards = []
    for _ in range(200):
        five = rng.sample(fighters, 10)
        attackers = ", ".join(f"{n} -> Bob" for n in five[:5])
        blockers = ", ".join(f"{b} blocks {a}" for a, b in zip(five[:5], five[5:], strict=True))
        boards.append(f"Alice: {attackers} | Bob 40: {blockers}")

    def board_run(text: str) -> object:
        index.find.cache_clear()
        return simulate(parse(text, cards=index))

    p50, _, _ = timed(board_run, boards)
    warm, _, _ = timed(lambda text: simulate(parse(text, cards=index)), boards)
    print(f"10-card board parse+simulate median {p50:.3f} ms cold cache, {warm:.3f} ms warm")
    index.close()

    sample = english[:2000] + printed[:1000]
    plain_boards = ["Alice: Knight 3/3 ds, Bear 2/2 -> Bob | Bob 40: Wall 0/4 blocks Knight"] * 50
    without = memory(None, plain_boards, [])
    with_cards = memory(db, boards[:50], sample)
    print(f"process RSS: {without} MB without card data, {with_cards} MB with "
          f"(+{with_cards - without} MB)")  # fmt: skip


if __name__ == "__main__":
    main()
