"""What one /game command costs at the caps (MAX_PERMANENTS in a game, MAX_ADD at once).

The work of a /game command runs on the event loop: this times it on the fullest games the
caps allow, in process. First the pure game logic (the engine checks every declaration and
resolves the damage), then the whole handler with its SQLite transaction.

- 1v1: 100 attackers with first/double strike, trample, lifelink, deathtouch against 100
  blockers, each blocking one;
- multiplayer: 8 players with 25 creatures each, the active one attacking all the others.

The handler lines also give the longest stretch the command held the event loop (a ticker
task measures the gaps between its turns): what another channel's command waits at worst.

Run: .venv/bin/python -m bench.games
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.console import player_groups, user_id
from bot.games import logic
from bot.games.handlers import GameHandlers
from bot.games.logic import MAX_ADD, MAX_PERMANENTS, PlayerRef
from bot.games.model import GameState
from bot.handlers import Context, Handlers
from bot.i18n import vocabulary
from bot.storage import Database

REPEAT = 20
KEYWORDS = ("ds trample lifelink", "fs deathtouch", "trample deathtouch", "vigilance lifelink")


def duel() -> tuple[GameState, str, str]:
    half = MAX_PERMANENTS // 2
    state = logic.new_game("1v1", [[PlayerRef(1, "Alice"), PlayerRef(2, "Bob")]], 1)
    for start in range(0, half, MAX_ADD):
        count = min(MAX_ADD, half - start)
        knights = (f"K{i} 3/3 {KEYWORDS[i % 4]}" for i in range(start, start + count))
        walls = (f"W{i} 1/4" for i in range(start, start + count))
        logic.add_things(state, 1, ", ".join(knights), vocabulary())
        logic.add_things(state, 2, ", ".join(walls), vocabulary())
    attacks = ", ".join(f"K{i} -> Bob" for i in range(half))
    blocks = ", ".join(f"W{i} blocks K{i}" for i in range(half))
    return state, attacks, blocks


def table() -> tuple[GameState, str]:
    names = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
    players = [PlayerRef(n, name) for n, name in enumerate(names, 1)]
    state = logic.new_game("multiplayer", [players], 1)
    each = MAX_PERMANENTS // len(players)
    for p in players:
        things = ", ".join(f"C{p.user_id}x{i} 2/2 {KEYWORDS[i % 4]}" for i in range(each))
        logic.add_things(state, p.user_id, things, vocabulary())
    attacks = ", ".join(f"C1x{i} -> {names[1 + i % 7]}" for i in range(each))
    return state, attacks


def timed(fn: Callable[[], object]) -> list[float]:
    out = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def report(label: str, ms: list[float]) -> None:
    print(f"{label:<44} median {statistics.median(ms):7.2f} ms   max {max(ms):7.2f} ms")


def logic_costs() -> None:
    state, attacks, blocks = duel()

    def attack() -> None:
        logic.attack(state.model_copy(deep=True), 1, attacks)

    declared = state.model_copy(deep=True)
    logic.attack(declared, 1, attacks)

    def block() -> None:
        logic.block(declared.model_copy(deep=True), 2, blocks)

    blocked = declared.model_copy(deep=True)
    logic.block(blocked, 2, blocks)

    def damage() -> None:
        logic.resolve_damage(blocked.model_copy(deep=True))

    def add() -> None:
        fresh = logic.new_game("1v1", [[PlayerRef(1, "A"), PlayerRef(2, "B")]], 1)
        logic.add_things(
            fresh, 1, ", ".join(f"K{i} 3/3 ds trample" for i in range(MAX_ADD)), vocabulary()
        )

    report(f"logic: add {MAX_ADD}", timed(add))
    report("logic: attack, 1v1, 100 attackers", timed(attack))
    report("logic: block, 1v1, 100 blockers", timed(block))
    report("logic: damage, 1v1, 100 vs 100", timed(damage))
    many, attacks8 = table()
    report(
        "logic: attack, 8 players x 25",
        timed(lambda: logic.attack(many.model_copy(deep=True), 1, attacks8)),
    )
    declared8 = many.model_copy(deep=True)
    logic.attack(declared8, 1, attacks8)
    report(
        "logic: damage, 8 players x 25",
        timed(lambda: logic.resolve_damage(declared8.model_copy(deep=True))),
    )


async def handler_costs(folder: Path) -> None:
    """Through GameHandlers and SQLite: each command of a full 1v1 combat, in turn."""
    db = await Database.open(folder / "bench.db")
    try:
        games = GameHandlers(Handlers(db, lambda: None))
        laps: dict[str, list[float]] = {}

        def ctx(name: str, channel: int) -> Context:
            return Context(user_id(name), 1, channel, "en")

        stalls: dict[str, list[float]] = {}

        async def lap(label: str, call: Awaitable[object]) -> None:
            """The command's time, and the longest the event loop was held by it."""
            longest = 0.0
            done = False

            async def ticker() -> None:
                nonlocal longest
                last = time.perf_counter()
                while not done:
                    await asyncio.sleep(0)
                    now = time.perf_counter()
                    longest, last = max(longest, now - last), now

            watch = asyncio.create_task(ticker())
            start = time.perf_counter()
            reply = await call
            laps.setdefault(label, []).append((time.perf_counter() - start) * 1000)
            done = True
            await watch
            stalls.setdefault(label, []).append(longest * 1000)
            assert not getattr(reply, "error", False), reply

        _, attacks, blocks = duel()
        for channel in range(REPEAT):
            await games.new(ctx("Alice", channel), "1v1", player_groups("@Alice @Bob"))
            for start in range(0, MAX_PERMANENTS // 2, MAX_ADD):
                count = min(MAX_ADD, MAX_PERMANENTS // 2 - start)
                knights = ", ".join(
                    f"K{i} 3/3 {KEYWORDS[i % 4]}" for i in range(start, start + count)
                )
                walls = ", ".join(f"W{i} 1/4" for i in range(start, start + count))
                await lap(
                    f"handler: add {count} (SQLite)", games.add(ctx("Alice", channel), knights)
                )
                await games.add(ctx("Bob", channel), walls)
            await lap(
                "handler: attack at the cap (SQLite)", games.attack(ctx("Alice", channel), attacks)
            )
            await lap(
                "handler: block at the cap (SQLite)", games.block(ctx("Bob", channel), blocks)
            )
            await lap("handler: damage at the cap (SQLite)", games.damage(ctx("Alice", channel)))
        for label, ms in laps.items():
            report(label, ms)
            report("  longest hold of the event loop", stalls[label])
    finally:
        await db.close()


def main() -> None:
    print(f"caps: {MAX_PERMANENTS} permanents a game, {MAX_ADD} a command; {REPEAT} runs each")
    logic_costs()
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(handler_costs(Path(folder)))


if __name__ == "__main__":
    main()
