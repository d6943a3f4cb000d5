"""Every output of a few thousand boards, to show a refactor changed none of them.

For each board of a fixed corpus (generated boards of every mode and keyword, with and
without actions, larger boards, broken boards, the golden and scenario boards, boards with
card names from the test fixture) it writes one JSON line: the ``--json`` contract with its
events, and the reply in each language (title, lines, caret, the Discord embeds).

Run before a change with ``--write before.jsonl``, after it with ``--write after.jsonl``,
then ``cmp before.jsonl after.jsonl`` (or ``--compare before.jsonl`` to see the first
boards that differ). It prints the number of boards and a digest of all outputs.

Run: .venv/bin/python -m bench.snapshot [--write FILE] [--compare FILE]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

from bench.boards import corpus
from bench.engine import with_actions
from bot.combats import combat_reply
from bot.i18n import LANGUAGES, vocabulary
from bot.render_discord import embeds_for
from engine import Mode, RedzoneError, parse, simulate
from engine.jsonout import error_to_json, result_to_json

ROOT = Path(__file__).resolve().parent.parent
JUNK = [" blocks", " ->", ":", "|", " &", " 2/2", " ;", " after blocks:", " gains", ",", " pw", "/"]


def broken(boards: list[str], seed: int) -> list[str]:
    """Boards cut short or with a piece of notation put where it does not belong."""
    rng = random.Random(seed)
    out = []
    for text in boards:
        at = rng.randrange(len(text))
        out.append(text[:at] if rng.random() < 0.5 else text[:at] + rng.choice(JUNK) + text[at:])
    return out


def written_boards() -> list[str]:
    """The boards of the golden files and of the project's scenario files."""
    boards: list[str] = []
    for path in sorted((ROOT / "tests" / "golden").rglob("*.txt")):
        boards += [line[2:] for line in path.read_text().splitlines() if line.startswith("$ ")]
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.toml")):
        cases = tomllib.loads(path.read_text()).get("case", [])
        boards += [case["board"] for case in cases if "board" in case]
    return boards


def card_boards() -> list[str]:
    """Boards naming the fixture's cards (in each language)."""
    return [
        "Alice: Serra Angel -> Bob | Bob: Giant Spider blocks Serra Angel",
        "Alice: Tarmogoyf 4/5 -> Bob | Bob:",
        "Alice: Baneslayer Angel -> Bob | Bob: Grizzly Bears blocks Baneslayer Angel",
        "Alice: Grizzly Bears 3/3 trample -> Bob | Bob: Serra Angel blocks Grizzly Bears",
        "Alice: Serra Angle -> Bob | Bob:",
        "Alice: Serra -> Bob | Bob:",
        "Alice: セラの天使 -> Bob | Bob: Giant Spider blocks 1",
        "Alice: Serra Angel, Jace Beleren | Bob: Jace Beleren",
    ]


def the_corpus() -> list[tuple[str, str | None]]:
    """(board, mode) pairs, in a fixed order."""
    generated = corpus(1500, seed=101)
    boards = [
        *generated,
        *with_actions(corpus(500, seed=102)),
        *corpus(150, seed=103, low=10, high=40),
        *broken(generated[:400], seed=104),
        *written_boards(),
    ]
    pairs: list[tuple[str, str | None]] = [(board, None) for board in boards]
    pairs += [(board, Mode.COMMANDER.value) for board in corpus(100, seed=105)]
    return pairs


def outputs(board: str, mode: str | None, cards: Any) -> dict[str, Any]:
    words = vocabulary()
    try:
        result = simulate(parse(board, words, cards), Mode(mode) if mode else None)
        contract: dict[str, Any] = result_to_json(result, events=True)
    except RedzoneError as error:
        contract = error_to_json(error, str(error))
    replies = {}
    for lang in LANGUAGES:
        reply = combat_reply(board, mode, lang, cards)
        replies[lang] = {
            "title": reply.title,
            "lines": list(reply.lines),
            "code": reply.code,
            "embeds": [embed.to_dict() for embed in embeds_for(reply)],
        }
    return {"board": board, "mode": mode, "json": contract, "replies": replies}


def card_index(folder: Path) -> Any:
    from bot.cards.data import convert
    from bot.cards.index import CardIndex
    from tests.cards.fixture import atomic_cards, encode

    path = folder / "cards.sqlite"
    convert(encode(atomic_cards()), path)
    return CardIndex.open(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", metavar="FILE", help="write every output, one line a board")
    parser.add_argument("--compare", metavar="FILE", help="show the boards that differ")
    args = parser.parse_args()
    digest = hashlib.sha256()
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        index = card_index(Path(folder))
        work = [(board, mode, None) for board, mode in the_corpus()]
        work += [(board, None, index) for board in card_boards()]
        for board, mode, cards in work:
            line = json.dumps(outputs(board, mode, cards), ensure_ascii=False, sort_keys=True)
            digest.update(line.encode() + b"\n")
            lines.append(line)
        index.close()
    if args.write:
        Path(args.write).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} boards, sha256 {digest.hexdigest()}")
    if args.compare:
        before = Path(args.compare).read_text(encoding="utf-8").splitlines()
        differ = [i for i, (a, b) in enumerate(zip(before, lines, strict=False)) if a != b]
        if len(before) != len(lines):
            print(f"{len(before)} boards before, {len(lines)} now")
        print(f"{len(differ)} boards differ")
        for i in differ[:5]:
            print("-", re.sub(r"\s+", " ", json.loads(lines[i])["board"])[:200])
        if differ or len(before) != len(lines):
            sys.exit(1)


if __name__ == "__main__":
    main()
