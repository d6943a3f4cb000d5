"""Instructions per 10-creature board, by phase, counted by valgrind's callgrind.

Wall time on a shared host swings from minute to minute; instruction counts do not, so this
is the figure to compare two versions of the engine by. Each phase runs over 20 generated
boards, five times and zero times, in two processes under callgrind; the difference divided
by 100 is the cost of one board, without Python's start-up.

Run: .venv/bin/python -m bench.instructions   (needs valgrind; takes about a minute)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

CHILD = """
import random, sys
from bench.boards import generate
from bot.jsontext import dumps
from engine import parse, simulate
from engine.jsonout import result_to_json

rng = random.Random(10)
texts = [generate(rng, 10) for _ in range(20)]
boards = [parse(text) for text in texts]
results = [simulate(board) for board in boards]
data = [result_to_json(result) for result in results]
phase, rounds = sys.argv[1], int(sys.argv[2])
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


def count(phase: str, rounds: int) -> int:
    valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    proc = subprocess.run(
        [*valgrind, sys.executable, "-c", CHILD, phase, str(rounds)],
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"Collected : (\d+)", proc.stderr)
    assert found, proc.stderr[-500:]
    return int(found.group(1))


def main() -> None:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed; no instruction counts")
        return
    print("instructions per 10-creature board (callgrind)")
    for phase in ("all", "parse", "simulate", "result to JSON data", "JSON text"):
        per_board = (count(phase, 5) - count(phase, 0)) / 100
        print(f"  {phase:<20} {per_board / 1e3:8.0f} k")


if __name__ == "__main__":
    main()
