"""`redzone combat --json --batch` throughput, and the cold start of one `redzone combat`.

Run: .venv/bin/python -m bench.cli [--boards 10000]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.boards import corpus

REDZONE = Path(sys.executable).with_name("redzone")


def batch(count: int) -> None:
    boards = corpus(count)
    sizes = [board.count("/") for board in boards]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
        handle.write("\n".join(boards) + "\n")
        path = handle.name
    start = time.perf_counter()
    proc = subprocess.run(
        [str(REDZONE), "combat", "--json", "--batch", path],
        capture_output=True,
        text=True,
        check=True,
    )
    elapsed = time.perf_counter() - start
    results = [json.loads(line) for line in proc.stdout.splitlines()]
    errors = sum(1 for r in results if "error" in r)
    print(
        f"batch: {len(results)} boards in {elapsed:.2f} s = {len(results) / elapsed:,.0f} boards/s"
    )
    print(
        f"       median board: {statistics.median(sizes):.0f} creatures "
        f"(min {min(sizes)}, max {max(sizes)}); refused boards: {errors}"
    )


def cold_start(runs: int = 10) -> None:
    """One ``redzone combat --json`` from nothing, as a user runs it: bytecode compiled.

    pip compiles a package's bytecode when it installs it; an editable install compiles on
    first import, unless PYTHONDONTWRITEBYTECODE is set (as on some CI hosts), in which case
    every start compiles every module again. Both figures are printed when it is set.
    """
    board = "Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight"
    cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    variants = [("bytecode cached", cached)]
    if "PYTHONDONTWRITEBYTECODE" in os.environ:
        variants.append(("no bytecode cache (PYTHONDONTWRITEBYTECODE)", dict(os.environ)))
    command = [str(REDZONE), "combat", "--json", board]
    for label, env in variants:
        subprocess.run(command, capture_output=True, check=True, env=env)  # compiles, if it may
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(command, capture_output=True, check=True, env=env)
            times.append(time.perf_counter() - start)
        median_ms = statistics.median(times) * 1000
        print(f"cold start of one `redzone combat --json`, {label}: median {median_ms:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=10_000)
    args = parser.parse_args()
    batch(args.boards)
    cold_start()


if __name__ == "__main__":
    main()
