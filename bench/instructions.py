"""Instructions per board, by phase, counted by valgrind's callgrind.

Wall time on a shared host swings from minute to minute; instruction counts do not, so this
is the figure to compare two versions of the engine by. Each phase runs over 20 boards, five
times and zero times, in two processes under callgrind; the difference divided by 100 is the
cost of one board, without Python's start-up.

The boards: 10-creature generated boards by phase (parse, simulate, JSON data, JSON text),
then the mixes of ``bench.engine``: typical boards (2-10 creatures), the same with one of its
actions each (``with_actions``) and with its four-action line, whole and parse alone.

Run: .venv/bin/python -m bench.instructions   (needs valgrind; takes a few minutes)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

CHILD = """
import random, sys
from bench.boards import generate
from bench.engine import typical_mixes
from bot.jsontext import dumps
from engine import parse, simulate
from engine.jsonout import result_to_json

mix, phase, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
if mix == "10 creatures":
    rng = random.Random(10)
    texts = [generate(rng, 10) for _ in range(20)]
else:
    names = ("typical", "typical, with actions", "typical, 4 actions")
    texts = dict(zip(names, typical_mixes(20)))[mix]
boards = [parse(text) for text in texts]
results = [simulate(board) for board in boards]
data = [result_to_json(result) for result in results]
fn, items = {
    "all": (lambda text: dumps(result_to_json(simulate(parse(text)))), texts),
    "parse": (parse, texts),
    "simulate": (simulate, boards),
    "result to JSON data": (result_to_json, results),
    "JSON text": (dumps, data),
}[phase]
for _ in range(rounds):
    for item in items:
        fn(item)
"""

PHASES = (
    ("10 creatures", ("all", "parse", "simulate", "result to JSON data", "JSON text")),
    ("typical", ("all", "parse")),
    ("typical, with actions", ("all", "parse")),
    ("typical, 4 actions", ("all", "parse")),
)


def collected(child: str, *args: str, options: tuple[str, ...] = ()) -> int:
    """The instructions callgrind counts running ``python -c child args`` (with ``options``)."""
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *options]
    proc = subprocess.run(
        [*valgrind, sys.executable, "-c", child, *args],
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"Collected : (\d+)", proc.stderr)
    assert found, proc.stderr[-500:]
    return int(found.group(1))


def count(mix: str, phase: str, rounds: int) -> int:
    return collected(CHILD, mix, phase, str(rounds))


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed; no instruction counts")
        return
    only = sys.argv[1:]  # mixes to count (all of them when none is named)
    print("instructions per board (callgrind)")
    for mix, phases in PHASES:
        if only and mix not in only:
            continue
        print(f"  {mix}")
        for phase in phases:
            per_board = (count(mix, phase, 5) - count(mix, phase, 0)) / 100
            print(f"    {phase:<20} {per_board / 1e3:8.0f} k")


if __name__ == "__main__":
    main()
