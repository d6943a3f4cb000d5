"""Load through the loopback Discord stand-in: Redzone against a bare discord.py bot.

Sends N interactions (a realistic mix of /combat, /rule, autocomplete and /game) through the
stand-in's gateway as fast as the bot answers (a window of in-flight interactions), and
prints interactions per second and p50/p99 latency from dispatch to callback, for Redzone
and for a bare bot that answers every interaction with a fixed message, and their ratio.

Run: .venv/bin/python -m bench.e2e_load [--n 2000] [--window 50] [--distinct]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.boards import corpus
from tests.e2e import payloads as p
from tests.e2e.standin import CHANNELS, StandIn
from tests.rules.synth import encode, synthetic_cr


def mix(n: int, seed: int = 7, distinct: bool = False) -> list[dict]:
    """``n`` interactions; with ``distinct``, no combat board comes twice (nothing to cache)."""
    rng = random.Random(seed)
    boards = corpus(n if distinct else 200, seed=seed)
    unused = iter(boards)
    queries = ["702.4", "trample", "702.19b", "double strike", "who blocks first", "510"]
    out = []
    for i in range(n):
        roll = rng.random()
        uid = 5000 + i % 50
        if roll < 0.5:
            out.append(
                p.slash(
                    "combat",
                    [p.option("board", next(unused) if distinct else rng.choice(boards))],
                    uid=uid,
                )
            )
        elif roll < 0.7:
            out.append(p.slash("rule", [p.option("query", rng.choice(queries))], uid=uid))
        elif roll < 0.9:
            prefix = rng.choice(["7", "70", "702.1", "tr", "dou", "comb"])
            out.append(p.autocomplete("rule", [p.option("query", prefix, focused=True)], uid=uid))
        else:
            out.append(p.subcommand("game", "board", uid=101, channel=CHANNELS[7]))
    return out


async def drive(
    standin: StandIn, interactions: list[dict], window: int
) -> tuple[float, list[float]]:
    latencies: list[float] = []
    queue = list(reversed(interactions))

    async def worker() -> None:
        while queue:
            payload = queue.pop()
            _, seconds = await standin.interact(payload, timeout=60)
            latencies.append(seconds)

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(window)))
    return time.perf_counter() - start, latencies


async def run(
    command: list[str], n: int, window: int, home: Path, distinct: bool = False
) -> tuple[float, float, float, float]:
    standin = StandIn()
    await standin.start()
    cr = home / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    env = {
        **os.environ,
        "DISCORD_TOKEN": "load",
        "DISCORD_API_BASE": standin.api_base,
        "DISCORD_GATEWAY_URL": standin.gateway_url,
        "REDZONE_DB": str(home / "load.db"),
        "REDZONE_CR_PATH": str(cr),
        "REDZONE_DATA": str(home),
        "HOME": str(home),
    }
    process = await asyncio.create_subprocess_exec(
        *command, env=env, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL
    )
    try:
        await asyncio.wait_for(standin.identified.wait(), 60)
        standin.users.update({"101": "Alice", "102": "Bob"})
        await standin.interact(
            p.subcommand(
                "game",
                "new",
                [p.option("mode", "1v1"), p.option("players", "<@101> <@102>")],
                uid=101,
                channel=CHANNELS[7],
            )
        )
        await drive(standin, mix(100, seed=1), window)  # warm up
        elapsed, latencies = await drive(standin, mix(n, distinct=distinct), window)
    finally:
        process.terminate()
        await process.wait()
        await standin.stop()
    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)] * 1000
    return n / elapsed, p50, p99, latencies[-1] * 1000


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--window", type=int, default=50)
    parser.add_argument(
        "--distinct", action="store_true", help="every combat board different (no repeats)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        (home / "r").mkdir()
        (home / "b").mkdir()
        redzone = await run(
            [sys.executable, "-m", "bot.cli", "run"], args.n, args.window, home / "r", args.distinct
        )
        bare = await run([sys.executable, "-m", "bench.bare_bot"], args.n, args.window, home / "b")
    kind = "distinct boards" if args.distinct else "today's mix"
    print(f"{args.n} interactions ({kind}), {args.window} in flight, through the loopback stand-in")
    for name, (rate, p50, p99, worst) in (("redzone", redzone), ("bare discord.py", bare)):
        print(
            f"{name:<16} {rate:8.0f} interactions/s   p50 {p50:7.1f} ms   p99 {p99:7.1f} ms"
            f"   max {worst:7.1f} ms"
        )
    print(f"redzone / bare ceiling: {redzone[0] / bare[0]:.2f}, p99 {redzone[2] / bare[2]:.2f}×")


if __name__ == "__main__":
    asyncio.run(main())
