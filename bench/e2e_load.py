"""Load through the loopback Discord stand-in: Redzone against a bare discord.py bot.

Sends N interactions (a realistic mix of /combat, /rule, autocomplete and /game) through the
stand-in's gateway as fast as the bot answers (a window of in-flight interactions), and
prints interactions per second and p50/p99 latency from dispatch to callback, for Redzone
and for a bare bot that answers every interaction with a fixed message, and their ratio.

It also prints the CPU time each bot process spent per interaction (user + system, from
/proc, so the host's other load moves it far less than the rate), and its main thread's
(the event loop's: the rest is aiohttp's resolver and the executors' threads), and with
``--rounds R`` alternates the two bots R times and prints the medians. ``--profile OUT``
runs Redzone under cProfile (bench/profiled.py) for the measured interactions only and
prints where its main thread's CPU per interaction goes.

With ``--advice N`` it runs Redzone alone and measures the mix in stretches, every other one
with N users asking for long advice (``/combat advise: attacks``, ten attackers against ten
blockers: each search runs its whole time budget) and asking again as soon as it is answered,
and prints the other commands' figures without and with the advice in flight.

Run: .venv/bin/python -m bench.e2e_load [--n 2000] [--window 50] [--distinct] [--rounds 3]
     [--profile OUT] [--advice N [--interleave K]]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pstats
import random
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from aiohttp import web

from bench.advisor import board as advice_board
from bench.boards import corpus
from tests.e2e import payloads as p
from tests.e2e.standin import CHANNELS, StandIn, Upload
from tests.rules.synth import encode, synthetic_cr

KINDS = ("combat", "rule", "autocomplete", "game")


def mix(
    n: int,
    seed: int = 7,
    distinct: bool = False,
    only: str | None = None,
    pictures: bool = True,
) -> list[dict[str, Any]]:
    """``n`` interactions; with ``distinct``, no combat board comes twice (nothing to cache);
    with ``only``, just that kind of the mix (one of KINDS); without ``pictures``, each
    /combat turns its picture off (``picture: False``)."""
    rng = random.Random(seed)
    boards = corpus(n if distinct else 200, seed=seed)
    unused = iter(boards)
    queries = ["702.4", "trample", "702.19b", "double strike", "who blocks first", "510"]
    out = []
    for i in range(n):
        roll = rng.random()
        if only is not None:
            roll = {"combat": 0.0, "rule": 0.5, "autocomplete": 0.7, "game": 0.9}[only]
        uid = 5000 + i % 50
        if roll < 0.5:
            out.append(
                p.slash(
                    "combat",
                    [p.option("board", next(unused) if distinct else rng.choice(boards))]
                    + ([] if pictures else [p.option("picture", False, 5)]),
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


class LoadStandIn(StandIn):
    """The stand-in with a lean ``interact``: each callback resolves its own future.

    ``StandIn.interact`` waits by scanning every request recorded so far on each new one (fine
    for a test, quadratic under load: 50 waiters x thousands of records); here the stand-in's
    own CPU stays small, so the two cores measure the bot, not the harness.
    """

    def __init__(self) -> None:
        super().__init__()
        self.waiting: dict[str, asyncio.Future[tuple[Any, float]]] = {}
        self.following: dict[str, asyncio.Future[Any]] = {}  # token -> the follow-up's body

    def callback(
        self, interaction_id: str, token: str, body: dict[str, Any], files: list[Upload]
    ) -> web.Response:
        waiter = self.waiting.pop(interaction_id, None)
        if waiter is not None and not waiter.done():
            waiter.set_result((body, time.perf_counter()))
        return super().callback(interaction_id, token, body, files)

    def webhook(
        self, method: str, parts: list[str], body: Any, files: list[Upload]
    ) -> web.Response:
        waiter = self.following.pop(parts[2], None) if method == "POST" else None
        if waiter is not None and not waiter.done():
            waiter.set_result(body)
        return super().webhook(method, parts, body, files)

    async def answered(self, payload: dict[str, Any], timeout: float = 60.0) -> Any:
        """The follow-up of a deferred interaction: what it finally answers (here, the
        advice), without scanning every request recorded."""
        waiter = self.following[payload["token"]] = asyncio.get_running_loop().create_future()
        body, _ = await self.interact(payload, timeout)
        if body["type"] != 5:
            self.following.pop(payload["token"], None)
            return body
        return await asyncio.wait_for(waiter, timeout)

    async def interact(
        self, payload: dict[str, Any], timeout: float = 10.0, shard: int | None = None
    ) -> tuple[Any, float]:
        if self.scan:
            return await super().interact(payload, timeout, shard)
        start = time.perf_counter()
        waiter = self.waiting[payload["id"]] = asyncio.get_running_loop().create_future()
        await self.dispatch("INTERACTION_CREATE", payload, shard)
        body, at = await asyncio.wait_for(waiter, timeout)
        return body, at - start

    scan = False  # True: the test stand-in's own ``interact`` (figures before the lean one)


async def drive(
    standin: StandIn, interactions: list[dict[str, Any]], window: int
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


def cpu_seconds(pid: int, thread: int | None = None) -> float:
    """User + system CPU time of a process so far, or of one of its threads (Linux /proc; 0
    elsewhere)."""
    stat = Path(f"/proc/{pid}/stat" if thread is None else f"/proc/{pid}/task/{thread}/stat")
    try:
        fields = stat.read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds(pid: int) -> float:
    """User + system CPU time so far of the processes ``pid`` started (the combat workers)."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return 0.0
    return sum(cpu_seconds(int(child)) for child in children)


class Figures(tuple[float, float, float, float, float, float, int, float, float]):
    """Interactions/s, p50 ms, p99 ms, max ms, CPU µs per interaction of the bot and of the
    stand-in (this process), interactions deferred, CPU µs per interaction of the bot's
    workers and of the bot's main thread (its event loop)."""


class Part(tuple[float, list[float], float, float, float, int, float]):
    """One measured stretch: seconds, latencies, CPU seconds of the bot, of its workers and of
    the stand-in, interactions deferred, CPU seconds of the bot's main thread."""


class Running:
    """A bot process connected to its own stand-in and warmed up, measured stretch by stretch."""

    def __init__(self, standin: LoadStandIn, process: asyncio.subprocess.Process) -> None:
        self.standin = standin
        self.process = process

    async def measure(self, interactions: list[dict[str, Any]], window: int) -> Part:
        pid = self.process.pid
        cpu, workers, own = cpu_seconds(pid), children_cpu_seconds(pid), time.process_time()
        loop = cpu_seconds(pid, pid)
        seen = len(self.standin.requests)
        elapsed, latencies = await drive(self.standin, interactions, window)
        ours = {payload["id"] for payload in interactions}  # not another's (advice in flight)
        deferred = sum(
            1
            for record in self.standin.requests[seen:]
            if record.path.endswith("/callback")
            and record.path.split("/")[2] in ours
            and record.body.get("type") == 5
        )
        return Part(
            (
                elapsed,
                latencies,
                cpu_seconds(pid) - cpu,
                children_cpu_seconds(pid) - workers,
                time.process_time() - own,
                deferred,
                cpu_seconds(pid, pid) - loop,
            )
        )


@asynccontextmanager
async def started(
    command: list[str],
    window: int,
    home: Path,
    profile: Path | None = None,
    scan: bool = False,
    cwd: Path | None = None,
) -> AsyncIterator[Running]:
    """A bot (``command``) started against a stand-in of its own, with a game and warmed up."""
    standin = LoadStandIn()
    standin.scan = scan
    await standin.start()
    cr = home / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    env = {
        **os.environ,
        "DISCORD_TOKEN": "load",
        **standin.env,
        "REDZONE_DB": str(home / "load.db"),
        "REDZONE_CR_PATH": str(cr),
        "REDZONE_DATA": str(home),
        "HOME": str(home),
    }
    if profile is not None:
        command = [command[0], "-m", "bench.profiled", str(profile), *command[2:]]
    if cwd is not None:
        env["PYTHONPATH"] = str(cwd)
    process = await asyncio.create_subprocess_exec(
        *command,
        env=env,
        cwd=cwd,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
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
        yield Running(standin, process)
    finally:
        process.terminate()
        await process.wait()
        await standin.stop()


def figures(parts: list[Part]) -> Figures:
    """The figures of one bot over its measured stretches."""
    n = sum(len(part[1]) for part in parts)
    elapsed = sum(part[0] for part in parts)
    latencies = sorted(seconds for part in parts for seconds in part[1])
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)] * 1000
    cpu = sum(part[2] for part in parts) / n * 1e6
    workers = sum(part[3] for part in parts) / n * 1e6
    own = sum(part[4] for part in parts) / n * 1e6
    deferred = sum(part[5] for part in parts)
    loop = sum(part[6] for part in parts) / n * 1e6
    return Figures((n / elapsed, p50, p99, latencies[-1] * 1000, cpu, own, deferred, workers, loop))


async def run(
    command: list[str],
    n: int,
    window: int,
    home: Path,
    distinct: bool = False,
    profile: Path | None = None,
    only: str | None = None,
    scan: bool = False,
    cwd: Path | None = None,
    pictures: bool = True,
) -> Figures:
    async with started(command, window, home, profile, scan, cwd) as bot:
        interactions = mix(n, distinct=distinct, only=only, pictures=pictures)
        if profile is not None:
            bot.process.send_signal(signal.SIGUSR1)
            await asyncio.sleep(0.2)
        part = await bot.measure(interactions, window)
        if profile is not None:
            # A previous round's files would end the wait before this round's are written.
            profile.unlink(missing_ok=True)
            Path(f"{profile}.gc").unlink(missing_ok=True)
            bot.process.send_signal(signal.SIGUSR2)
            for _ in range(100):
                await asyncio.sleep(0.1)
                if profile.exists():
                    await asyncio.sleep(0.5)
                    break
    return figures([part])


async def interleaved(
    n: int,
    window: int,
    parts: int,
    home: Path,
    distinct: bool = False,
    only: str | None = None,
    cwd: Path | None = None,
    pictures: bool = True,
) -> tuple[Figures, Figures]:
    """Redzone and the bare bot both started, then the mix sent in ``parts`` stretches, each to
    one bot and then the same stretch to the other (the first to go alternates), so that both
    meet the host's swings alike; the figures of each over its stretches."""
    interactions = mix(n, distinct=distinct, only=only, pictures=pictures)
    (home / "r").mkdir()
    (home / "b").mkdir()
    async with (
        started([sys.executable, "-m", "bot.cli", "run"], window, home / "r", cwd=cwd) as redzone,
        started([sys.executable, "-m", "bench.bare_bot"], window, home / "b") as bare,
    ):
        measured: dict[Running, list[Part]] = {redzone: [], bare: []}
        for i in range(parts):
            stretch = interactions[i * n // parts : (i + 1) * n // parts]
            for bot in (redzone, bare) if i % 2 == 0 else (bare, redzone):
                measured[bot].append(await bot.measure(stretch, window))
    return figures(measured[redzone]), figures(measured[bare])


ADVICE_USERS = 9000  # the advice users' ids: apart from the mix's


async def advising(standin: LoadStandIn, users: int, stop: asyncio.Event) -> list[float]:
    """``users`` users, each asking for long advice again as soon as the last is answered,
    until ``stop``; the seconds each advice took to its answer."""
    taken: list[float] = []
    rng = random.Random(11)
    options = [p.option("advise", "attacks"), p.option("picture", False, 5)]

    async def user(uid: int) -> None:
        while not stop.is_set():
            board = advice_board(rng, 10, 10)
            payload = p.slash("combat", [p.option("board", board), *options], uid=uid)
            start = time.perf_counter()
            await standin.answered(payload, timeout=120)
            taken.append(time.perf_counter() - start)

    await asyncio.gather(*(user(ADVICE_USERS + i) for i in range(users)))
    return taken


async def with_advice(
    n: int,
    window: int,
    users: int,
    parts: int,
    home: Path,
    distinct: bool = False,
    cwd: Path | None = None,
    pictures: bool = True,
) -> tuple[Figures, Figures, list[float]]:
    """Redzone alone, the mix sent in ``parts`` stretches, every other one (the first to go
    alternates by pair) with ``users`` advice requests kept in flight meanwhile; the figures
    of the stretches without, of those with, and the seconds each advice took."""
    interactions = mix(n, distinct=distinct, pictures=pictures)
    measured: dict[bool, list[Part]] = {False: [], True: []}
    taken: list[float] = []
    command = [sys.executable, "-m", "bot.cli", "run"]
    async with started(command, window, home, cwd=cwd) as redzone:
        for i in range(parts):
            stretch = interactions[i * n // parts : (i + 1) * n // parts]
            advice = (i % 2 == 0) == (i // 2 % 2 == 0)  # with, without, without, with...
            if not advice:
                measured[False].append(await redzone.measure(stretch, window))
                continue
            stop = asyncio.Event()
            asking = asyncio.ensure_future(advising(redzone.standin, users, stop))
            await asyncio.sleep(0.5)  # the searches under way before the stretch starts
            measured[True].append(await redzone.measure(stretch, window))
            stop.set()
            taken.extend(await asking)
    return figures(measured[False]), figures(measured[True]), taken


# Where a profile's time goes, by the file of each function (the first match wins); the own
# time of a built-in goes to the area of the function that called it.
AREAS = (
    ("rules lookup", ("engine/rules/", "bot/rulestext")),
    ("parse + simulate (engine)", ("/engine/",)),
    ("explanation (explain, catalogs)", ("bot/explain", "bot/i18n", "fluent/", "babel/")),
    (
        "embeds and components",
        ("bot/render_discord", "bot/replies", "discord/ui/", "discord/embeds"),
    ),
    ("command tree", ("discord/app_commands/",)),
    ("combat workers: the bot's side (pickles, pipes)", ("bot/workers", "asyncio/streams")),
    ("handlers, app, games, storage", ("/bot/", "aiosqlite/", "sqlite3/")),
    ("discord.py: gateway, Interaction, reply objects", ("discord/",)),
    ("HTTP (aiohttp, yarl, multidict)", ("aiohttp/", "yarl/", "multidict/")),
    ("event loop, logging, the rest", ("",)),
)


def area(file: str) -> str:
    return next(name for name, parts in AREAS if any(part in file for part in parts))


def by_area(rows: dict[Any, Any]) -> dict[str, float]:
    """Own seconds by area; a built-in's (file ``~``) split among its callers' areas."""
    spent = dict.fromkeys((name for name, _ in AREAS), 0.0)
    for (file, _, _), row in rows.items():
        if file != "~":
            spent[area(file)] += row[2]
            continue
        for (caller, _, _), calls in row[4].items():
            spent[area(caller) if caller != "~" else AREAS[-1][0]] += calls[2]
    return spent


def show_profile(path: Path, n: int, top: int = 25) -> None:
    """The profile's functions by own time and by total time, in µs per interaction."""
    stats = pstats.Stats(str(path))
    rows = stats.stats  # type: ignore[attr-defined]
    total = sum(row[2] for row in rows.values())
    print(f"profile: {total / n * 1e6:.0f} µs of Python per interaction (profiler included)")
    collected = json.loads(Path(f"{path}.gc").read_text())
    print(
        "cyclic GC: "
        + ", ".join(
            f"generation {g}: {runs} runs, {seconds / n * 1e6:.1f} µs per interaction"
            for g, (runs, seconds) in enumerate(
                zip(collected["runs"], collected["seconds"], strict=True)
            )
        )
    )
    print("by area, µs per interaction (share):")
    for name, seconds in by_area(rows).items():
        print(f"  {seconds / n * 1e6:8.1f}  ({seconds / total:4.0%})  {name}")
    for title, column in (("own time", 2), ("total time", 3)):
        print(f"top {top} by {title}, µs per interaction:")
        ranked = sorted(rows.items(), key=lambda item: item[1][column], reverse=True)
        for (file, line, name), row in ranked[:top]:
            where = f"{Path(file).parent.name}/{Path(file).name}:{line}" if line else file
            print(f"  {row[column] / n * 1e6:8.1f}  {row[1]:>7} calls  {name}  {where}")


def line(name: str, figures: Figures) -> str:
    rate, p50, p99, worst, cpu, own, deferred, workers, loop = figures
    return (
        f"{name:<16} {rate:6.0f}/s  p50 {p50:6.1f} ms  p99 {p99:6.1f} ms  max {worst:6.1f} ms"
        f"  CPU/interaction: bot {cpu:4.0f} µs (its loop's thread {loop:4.0f}),"
        f" its workers {workers:4.0f} µs,"
        f" stand-in {own:4.0f} µs  deferred {deferred}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--window", type=int, default=50)
    parser.add_argument(
        "--distinct", action="store_true", help="every combat board different (no repeats)"
    )
    parser.add_argument("--only", choices=KINDS, help="one kind of interaction, not the mix")
    parser.add_argument(
        "--scan", action="store_true", help="the test stand-in's scanning wait (older figures)"
    )
    parser.add_argument(
        "--redzone-dir",
        type=Path,
        help="run Redzone from another checkout (before/after), one that reads DISCORD_ADDRESS",
    )
    parser.add_argument("--rounds", type=int, default=1, help="alternate the two bots R times")
    parser.add_argument(
        "--no-pictures", action="store_true", help="every /combat with picture: False"
    )
    parser.add_argument(
        "--interleave",
        type=int,
        default=0,
        metavar="K",
        help="both bots running, the mix sent in K stretches to each in turn (not with --profile)",
    )
    parser.add_argument(
        "--profile", type=Path, help="cProfile the measured part into OUT (the bare bot: OUT.bare)"
    )
    parser.add_argument(
        "--advice",
        type=int,
        default=0,
        metavar="N",
        help="Redzone alone: the mix without, then with N long advice requests in flight"
        " (stretches: --interleave, 4 by default)",
    )
    args = parser.parse_args()
    kind = "distinct boards" if args.distinct else "today's mix"
    kind += ", pictures off" if args.no_pictures else ", pictures on"
    if args.only:
        kind = f"{kind}, {args.only} only"
    print(f"{args.n} interactions ({kind}), {args.window} in flight, through the loopback stand-in")
    if args.advice:
        await advice_main(args)
        return
    bare_profile = args.profile.with_suffix(".bare") if args.profile else None
    ratios: list[float] = []
    p99s: list[float] = []
    for _ in range(args.rounds):
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            load = os.getloadavg()[0]
            if args.interleave:
                redzone, bare = await interleaved(
                    args.n,
                    args.window,
                    args.interleave,
                    home,
                    args.distinct,
                    args.only,
                    args.redzone_dir,
                    not args.no_pictures,
                )
            else:
                (home / "r").mkdir()
                (home / "b").mkdir()
                redzone = await run(
                    [sys.executable, "-m", "bot.cli", "run"],
                    args.n,
                    args.window,
                    home / "r",
                    args.distinct,
                    args.profile,
                    args.only,
                    args.scan,
                    args.redzone_dir,
                    not args.no_pictures,
                )
                bare = await run(
                    [sys.executable, "-m", "bench.bare_bot"],
                    args.n,
                    args.window,
                    home / "b",
                    profile=bare_profile,
                    only=args.only,
                    scan=args.scan,
                )
        print(f"host load average {load:.2f}")
        print(line("redzone", redzone))
        print(line("bare discord.py", bare))
        ratios.append(redzone[0] / bare[0])
        p99s.append(redzone[2] / bare[2])
        print(f"redzone / bare ceiling: {ratios[-1]:.2f}, p99 {p99s[-1]:.2f}×")
        if bare_profile is not None:  # with --profile
            show_profile(args.profile, args.n)
            print("the bare bot:")
            show_profile(bare_profile, args.n)
    if args.rounds > 1:
        print(
            f"median of {args.rounds}: ratio {statistics.median(ratios):.2f}"
            f" ({min(ratios):.2f}–{max(ratios):.2f}), p99 {statistics.median(p99s):.2f}×"
            f" ({min(p99s):.2f}–{max(p99s):.2f})"
        )


async def advice_main(args: argparse.Namespace) -> None:
    """``--advice N``: the other commands' figures without and with N advice in flight."""
    for _ in range(args.rounds):
        with tempfile.TemporaryDirectory() as tmp:
            load = os.getloadavg()[0]
            without, within, taken = await with_advice(
                args.n,
                args.window,
                args.advice,
                args.interleave or 4,
                Path(tmp),
                args.distinct,
                args.redzone_dir,
                not args.no_pictures,
            )
        print(f"host load average {load:.2f}")
        print(line("no advice", without))
        print(line(f"{args.advice} advice", within))
        print(
            f"other commands' p99 with {args.advice} advice in flight: {within[2]:.1f} ms"
            f" against {without[2]:.1f} ms without ({within[2] / without[2]:.2f}×);"
            f" {len(taken)} advice answered, median {statistics.median(taken):.1f} s"
            if taken
            else "no advice answered"
        )


if __name__ == "__main__":
    # The stand-in (Discord's side, in this process) on uvloop too: the less of the two cores
    # it takes, the more the figures measure the bots (Redzone and its workers share them).
    import uvloop

    uvloop.run(main())
