"""The bytes the action log stores per action on a big board (a real SQLite file).

Builds a 1v1 game of 400 permanents through the /game handlers, then runs a mix of actions
(add one, set a life, remove one, attack with 20, damage, next turn) and prints, for each,
the bytes of its action row, and the file's size per action at the end.

Run: .venv/bin/python -m bench.history_size [--permanents 400] [--rounds 25]
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Context, Handlers
from bot.replies import Reply
from bot.storage import Database


def row_bytes(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        row = conn.execute("SELECT * FROM actions ORDER BY seq DESC LIMIT 1").fetchone()
    return sum(len(v) for v in row if isinstance(v, (str, bytes)))


async def run(permanents: int, rounds: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.db"
        db = await Database.open(path)
        games = GameHandlers(Handlers(db, lambda: None))

        def ctx(name: str) -> Context:
            return Context(user_id(name), 1, 1, "en")

        await games.new(ctx("Alice"), "1v1", player_groups("@Alice @Bob"))
        for who in ("Alice", "Bob"):
            for batch in range(0, permanents // 2, 50):
                things = ", ".join(f"{who}{batch + i} 2/2" for i in range(50))
                await games.add(ctx(who), things)
        sizes: dict[str, list[int]] = {}
        for r in range(rounds):
            attackers = ", ".join(f"Alice{i} -> Bob" for i in range(20))
            steps: tuple[
                tuple[str, Callable[..., Awaitable[Reply]], Context, tuple[object, ...]], ...
            ] = (
                ("add one", games.add, ctx("Alice"), (f"Extra{r} 1/1",)),
                ("set life", games.set, ctx("Bob"), ("Bob", "life", 100 - r)),
                ("remove one", games.remove, ctx("Bob"), (f"Bob{r}",)),
                ("attack with 20", games.attack, ctx("Alice"), (attackers,)),
                ("block none", games.block, ctx("Bob"), ("none",)),
                ("damage", games.damage, ctx("Alice"), ()),
                ("next turn", games.next, ctx("Alice"), ()),
                ("next turn back", games.next, ctx("Bob"), ()),
            )
            for kind, command, asker, options in steps:
                reply = await command(asker, *options)
                assert not reply.error, reply.as_text()
                sizes.setdefault(kind, []).append(row_bytes(path))
        await db.close()
        with sqlite3.connect(path) as conn:
            actions = conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            conn.execute("VACUUM")
        print(f"{permanents} permanents, {actions} actions logged")
        for kind, values in sizes.items():
            print(f"  {kind:15} {sum(values) / len(values):10,.0f} bytes per action row")
        print(f"  file after VACUUM: {path.stat().st_size:,} bytes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--permanents", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args()
    asyncio.run(run(args.permanents, args.rounds))


if __name__ == "__main__":
    main()
