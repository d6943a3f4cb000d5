"""How much of real creature cards' combat text Redzone simulates, by pattern, and how long
reading a card's text takes.

A card is fully simulated when none of the lines its text reader leaves out (``unmodeled``)
prints combat text (engine.oracle.family: an attack trigger, an evasion clause, a static P/T
change...). By pattern: of the cards printing a line of that family, the share whose lines of
that family are all simulated.

Run: .venv/bin/python -m bench.coverage [CARDS.json]   (default: ../shared/cards/RealCreatures.json)
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from engine.cards import read_face
from engine.oracle import FAMILIES, family

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "cards" / "RealCreatures.json"
_REMINDER = re.compile(r"\s*\([^()]*\)")


def creature_faces(document: dict[str, Any]) -> list[dict[str, Any]]:
    """The first creature face of each card in an AtomicCards-shaped document."""
    out = []
    for faces in document["data"].values():
        for face in faces:
            if "Creature" in face.get("types", ()):
                out.append(face)
                break
    return out


def measure(faces: list[dict[str, Any]]) -> None:
    printed: Counter[str] = Counter()  # cards printing a line of each family
    simulated: Counter[str] = Counter()  # ... whose lines of that family are all simulated
    full = 0
    missed: Counter[str] = Counter()
    for face in faces:
        name = face.get("faceName", face["name"])
        read = read_face(face.get("keywords", []), face.get("text", ""), name)
        left = {family(line, name) for line in read.unmodeled} - {None}
        lines = [_REMINDER.sub("", raw).strip() for raw in face.get("text", "").split("\n")]
        families = {family(line, name) for line in lines} - {None}
        for found in families:
            assert found is not None
            printed[found] += 1
            if found not in left:
                simulated[found] += 1
        if not left:
            full += 1
        for line in read.unmodeled:
            if family(line, name) is not None:
                missed[family(line, name) or ""] += 1
    total = len(faces)
    print(f"{total} creature cards; every combat-relevant ability simulated: "
          f"{full} ({100 * full / total:.0f}%)")  # fmt: skip
    print(f"{'pattern':<22} {'cards':>5} {'simulated':>9} {'share':>6}")
    for found, _ in FAMILIES:
        n = printed[found]
        share = f"{100 * simulated[found] / n:.0f}%" if n else "-"
        print(f"{found:<22} {n:>5} {simulated[found]:>9} {share:>6}")


def timing(faces: list[dict[str, Any]], rounds: int = 20) -> None:
    per_card = []
    for _ in range(rounds):
        start = time.perf_counter()
        for face in faces:
            name = face.get("faceName", face["name"])
            read_face(face.get("keywords", []), face.get("text", ""), name)
        per_card.append((time.perf_counter() - start) / len(faces))
    print(f"parse time per card: median {statistics.median(per_card) * 1e3:.3f} ms, "
          f"max {max(per_card) * 1e3:.3f} ms ({rounds} rounds)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards", nargs="?", type=Path, default=DEFAULT)
    args = parser.parse_args()
    faces = creature_faces(json.loads(args.cards.read_text(encoding="utf-8")))
    measure(faces)
    timing(faces)


if __name__ == "__main__":
    main()
