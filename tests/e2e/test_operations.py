"""The bot as an operator runs it: ``redzone run`` as a process against the loopback stand-in,
stopped with SIGTERM, restarted, its command sync failing, its logs read as a file."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import sqlite3
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import ClassVar

import pytest
import pytest_asyncio

from bot.commands.registry import commands
from bot.i18n import LOCALES_DIR, t
from tests.cards.fixture import atomic_cards
from tests.cards.fixture import encode as encode_cards
from tests.cards.fixture import write as write_cards
from tests.cli_here import main_here
from tests.e2e import payloads as p
from tests.e2e.standin import APP_ID, CHANNELS, GUILD_ID, StandIn
from tests.rules.synth import encode, synthetic_cr

pytestmark = pytest.mark.asyncio(loop_scope="module")
SYNC = f"/applications/{APP_ID}/commands"
ANSI = "\x1b["


class Process:
    """``python -m bot.cli ARGS`` with the stand-in's endpoints and its own files in ``home``."""

    running: ClassVar[list[asyncio.subprocess.Process]] = []  # killed after each test

    def __init__(self, standin: StandIn, home: Path, **env: str) -> None:
        self.standin = standin
        self.home = home
        self.extra = env
        self.process: asyncio.subprocess.Process | None = None
        cr = home / "cr.txt"
        if not cr.exists():
            cr.write_bytes(encode(synthetic_cr()))

    @property
    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "DISCORD_TOKEN": "e2e-token",
            **self.standin.env,
            "REDZONE_DB": str(self.home / "redzone.db"),
            "REDZONE_CR_PATH": str(self.home / "cr.txt"),
            "REDZONE_DATA": str(self.home / "data"),
            "HOME": str(self.home),
            # no traffic past loopback: a card download finds nothing listening there
            "REDZONE_CARDS_URL": "http://127.0.0.1:9/AtomicCards.json.xz",
            # no combat picture is asked here: no painter process, unless a test starts it
            "REDZONE_PICTURES": "false",
            **self.extra,
        }

    @property
    def log(self) -> str:
        return (self.home / "bot.log").read_text(errors="replace")

    async def spawn(self) -> None:
        self.standin.identified.clear()
        with open(self.home / "bot.log", "ab") as log:  # a file: stderr is not a TTY
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot.cli",
                "run",
                env=self.env,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=log,
            )
        Process.running.append(self.process)

    async def start(self) -> None:
        await self.spawn()
        await asyncio.wait_for(self.standin.identified.wait(), 60)

    async def terminate(self, timeout: float = 20.0) -> int:
        """SIGTERM, and the exit code (the process is killed if it outlives ``timeout``)."""
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        return await self.wait(timeout)

    async def stop(self) -> None:
        """Stop it, however it takes a SIGTERM (the stop itself is tested on its own)."""
        await self.terminate()

    async def wait(self, timeout: float) -> int:
        assert self.process is not None
        try:
            return await asyncio.wait_for(self.process.wait(), timeout)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
            raise

    async def cli(self, *args: str) -> tuple[int, str, str]:
        """Another ``redzone`` command with the same environment: (exit code, stdout, stderr)."""
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot.cli",
            *args,
            env=self.env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(process.communicate(), 60)
        assert process.returncode is not None
        return process.returncode, out.decode(), err.decode()


@pytest_asyncio.fixture(autouse=True, loop_scope="module")
async def no_process_left() -> AsyncIterator[None]:
    """A test that failed half-way leaves no bot running behind it."""
    yield
    while Process.running:
        process = Process.running.pop()
        if process.returncode is None:
            process.kill()
            await process.wait()


def puts(standin: StandIn, since: int) -> int:
    """Command syncs (full PUTs) the stand-in received after request number ``since``."""
    return sum(1 for r in standin.requests[since:] if r.method == "PUT" and r.path == SYNC)


def callback(payload: dict) -> str:
    return f"/interactions/{payload['id']}/{payload['token']}/callback"


async def healthy_within(
    bot: Process,
    seconds: float,
    here: tuple[pytest.MonkeyPatch, pytest.CaptureFixture[str]] | None = None,
) -> tuple[int, str, str]:
    """``redzone health`` for ``bot`` asked until it answers healthy or ``seconds`` pass,
    through a real process, or in this one (:func:`health_here`) given ``here``: the test's
    monkeypatch and capsys."""
    deadline = time.monotonic() + seconds
    while True:
        result = health_here(bot, *here) if here else await bot.cli("health")
        if result[0] == 0 or time.monotonic() > deadline:
            return result
        await asyncio.sleep(0.5)


async def logged(bot: Process, text: str, seconds: float = 10.0, since: int = 0) -> str:
    """The first line with ``text`` in the log (past character ``since``), waiting for it."""
    deadline = time.monotonic() + seconds
    while text not in bot.log[since:]:
        assert time.monotonic() < deadline, bot.log
        await asyncio.sleep(0.05)
    return next(line for line in bot.log[since:].splitlines() if text in line)


def health_here(bot: Process, monkeypatch: pytest.MonkeyPatch, capsys) -> tuple[int, str, str]:
    """``redzone health`` with the bot's settings through the function the script calls
    (``bot.cli.main``), in this process: what :meth:`Process.cli` gives for ``health``,
    without a second of CPU for a process start."""
    return main_here(["health"], bot.env, monkeypatch, capsys)


def plain_one_line_records(log: str) -> None:
    assert ANSI not in log
    for line in log.splitlines():
        assert re.match(r"\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \[", line), line


# -- item 7: stop on SIGTERM, finishing what is in flight ---------------------------------


async def test_sigterm_answers_the_command_in_flight_then_closes_everything(
    standin, tmp_path, monkeypatch, capsys
):
    bot = Process(standin, tmp_path, REDZONE_PICTURES="true")  # the painter is closed too
    await bot.start()
    code, out, _ = await healthy_within(bot, 15)
    assert code == 0 and out.startswith("Redzone is up"), out

    slow = p.slash("help", uid=11, name="slow")
    standin.inject("POST", callback(slow), delay=2.0)  # its answer is still on the way...
    await standin.dispatch("INTERACTION_CREATE", slow)
    in_flight = await standin.wait_for(lambda r: r.path == callback(slow), 10)
    assert not in_flight.delivered
    stopped_at = time.monotonic()
    assert bot.process is not None
    bot.process.send_signal(signal.SIGTERM)  # ...when the stop comes
    await logged(bot, "stop signal received")

    # A command that arrives while stopping is turned away, politely and privately.
    late, _ = await standin.interact(p.slash("help", uid=12, name="late"))
    assert late["type"] == 4 and late["data"]["flags"] & 64
    assert late["data"]["content"] == t("en", "bot-restarting")

    assert await bot.wait(20) == 0
    assert time.monotonic() - stopped_at < 2.0 + 5.0
    assert in_flight.delivered  # the bot was still there to receive the answer's result
    shown = await standin.final(slow, in_flight.body)
    assert shown["data"]["embeds"][0]["title"] == t("en", "help-title")

    # The database was closed, not abandoned: WAL checkpointed and removed, file intact.
    assert not (tmp_path / "redzone.db-wal").exists()
    with sqlite3.connect(tmp_path / "redzone.db") as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert "database closed" in bot.log
    code, _, err = health_here(bot, monkeypatch, capsys)
    assert code == 1 and err.startswith("Redzone is not running"), err
    # item 9: the rules were read once at start, not twice
    assert bot.log.count("rules loaded") == 1, bot.log
    # item 13: a file gets plain one-line records
    plain_one_line_records(bot.log)
    # voice is never used: no warning that its libraries are missing
    assert "PyNaCl" not in bot.log and "davey" not in bot.log


async def test_a_command_that_never_finishes_does_not_hold_the_stop(standin, tmp_path):
    bot = Process(standin, tmp_path, SHUTDOWN_GRACE="1")
    await bot.start()
    stuck = p.slash("help", uid=13, name="stuck")
    fault = standin.inject("POST", callback(stuck), delay=30.0)
    await standin.dispatch("INTERACTION_CREATE", stuck)
    await standin.wait_for(lambda r: r.path == callback(stuck), 10)
    started = time.monotonic()
    assert await bot.terminate() == 0
    assert time.monotonic() - started < 1.0 + 5.0
    late = [line for line in bot.log.splitlines() if "did not finish in time" in line]
    assert len(late) == 1 and "a command did not finish in time: /help (user 13," in late[0]
    assert not (tmp_path / "redzone.db-wal").exists()
    fault.times = 0


async def test_no_token_reaches_the_log(standin, tmp_path):
    bot = Process(standin, tmp_path)
    await bot.start()
    limited = p.slash("help", uid=14, name="limited")
    standin.inject("POST", callback(limited), status=429)  # discord.py waits, then tries again
    said = await shown(standin, limited)
    assert said["data"]["embeds"][0]["title"] == t("en", "help-title")
    await bot.stop()
    assert any("rate limited" in line for line in bot.log.splitlines()), bot.log
    assert limited["token"] not in bot.log and "e2e-token" not in bot.log


async def shown(standin: StandIn, payload: dict) -> dict:
    """What the user sees for an interaction (the follow-up, after a defer)."""
    body, _ = await standin.interact(payload)
    return await standin.final(payload, body)


# -- item 9: a deleted thread takes its game ----------------------------------------------


async def test_a_deleted_thread_takes_its_game_with_it(standin, tmp_path):
    bot = Process(standin, tmp_path)
    await bot.start()
    thread = "700000000000000091"
    mentions = "<@201> <@202>"
    new = p.subcommand(
        "game",
        "new",
        [p.option("mode", "1v1"), p.option("players", mentions)],
        uid=201,
        name="ann",
        channel=thread,
    )
    made = await shown(standin, new)
    assert not made["data"].get("flags"), made
    board = await shown(standin, p.subcommand("game", "board", uid=201, channel=thread))
    assert board["data"]["embeds"][0]["description"] != t("en", "game-none")

    await standin.dispatch(
        "THREAD_DELETE",
        {"id": thread, "guild_id": GUILD_ID, "parent_id": CHANNELS[0], "type": 11},
    )
    for _ in range(20):
        board = await shown(standin, p.subcommand("game", "board", uid=201, channel=thread))
        if board["data"]["embeds"][0]["description"] == t("en", "game-none"):
            break
        await asyncio.sleep(0.1)
    assert board["data"]["embeds"][0]["description"] == t("en", "game-none")
    await bot.stop()


# -- sync only what differs from Discord's, retry what is transient -----------------------


def gets(standin: StandIn, since: int) -> int:
    """Reads of the application's commands (GET) after request number ``since``."""
    return sum(1 for r in standin.requests[since:] if r.method == "GET" and r.path == SYNC)


async def test_a_changed_catalog_is_synced_at_start_and_by_the_command(standin, tmp_path):
    # When a start syncs and when it does not (Discord has none, the same, other commands or
    # translations) is tests/bot/test_command_sync.py's, in its process; here the wiring: a
    # catalog changed on disk (REDZONE_LOCALES) reaches Discord at the next start.
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, locales)
    bot = Process(standin, tmp_path, REDZONE_LOCALES=str(locales))
    standin.commands = []

    forced = len(standin.requests)  # Discord gets them as they are now, at any time
    code, out, err = await bot.cli("commands", "sync")
    assert code == 0, err
    assert out.strip() == t("en", "commands-synced", count=len(standin.commands))
    assert puts(standin, forced) == 1
    assert [c["name"] for c in standin.commands] == [c.name for c in commands()]

    catalog = locales / "it.ftl"
    text = catalog.read_text(encoding="utf-8")
    assert "\ncmd-help-desc = " in text
    catalog.write_text(
        re.sub(
            r"\ncmd-help-desc = [^\n]*", "\ncmd-help-desc = Come si usa Redzone, di nuovo", text
        ),
        encoding="utf-8",
    )
    changed = len(standin.requests)
    await bot.start()  # a changed translation only: one GET, one PUT with it
    assert gets(standin, changed) == 1 and puts(standin, changed) == 1
    help_ = next(c for c in standin.commands if c["name"] == "help")
    assert help_["description_localizations"]["it"] == "Come si usa Redzone, di nuovo"
    await bot.stop()


async def test_a_503_on_the_sync_is_retried_and_the_bot_starts(standin, tmp_path):
    bot = Process(standin, tmp_path)
    standin.commands = []  # Discord has none: the bot syncs them
    before = len(standin.requests)
    standin.inject("PUT", SYNC, status=503)
    await bot.start()
    assert puts(standin, before) == 2
    assert "syncing the commands failed (DiscordServerError" in bot.log
    answer = await shown(standin, p.slash("help"))
    assert answer["data"]["embeds"][0]["title"] == t("en", "help-title")
    await bot.stop()


async def test_a_refused_sync_exits_non_zero_with_one_error_line(standin, tmp_path):
    bot = Process(standin, tmp_path)
    standin.commands = []  # Discord has none: the bot syncs them
    fault = standin.inject("PUT", SYNC, status=400, times=100)
    try:
        await bot.spawn()
        code = await bot.wait(30)
    finally:
        fault.times = 0
    assert code not in (0, None)
    errors = [line for line in bot.log.splitlines() if "] [ERROR   ]" in line]
    assert len(errors) == 1, bot.log
    assert "the bot failed: HTTPException: 400 Bad Request" in errors[0]
    assert "Traceback (most recent call last)" in errors[0]  # on the same line
    plain_one_line_records(bot.log)


# -- a broken REDZONE_CARDS_PATH: the cause in the log, the last good copy served ---------


async def test_a_broken_cards_file_is_logged_and_its_last_good_copy_served(standin, tmp_path):
    cards = tmp_path / "AtomicCards.json.xz"
    cards.write_bytes(encode_cards(atomic_cards(), ".json.xz")[:2000])  # cut short
    bot = Process(standin, tmp_path, REDZONE_CARDS_PATH=str(cards))

    def card() -> dict:  # a new interaction each time
        return p.slash("card", [p.option("name", "Serra Angel")], uid=31, name="cardy")

    await bot.start()  # no good copy yet: the players are told, the operator is told why
    ready = await logged(bot, "ready: ")
    said = await shown(standin, card())
    assert said["data"]["embeds"][0]["description"] == t("en", "cards-unavailable-now")
    problem = [line for line in bot.log.splitlines() if "WARNING" in line and str(cards) in line]
    assert problem and "does not decompress" in problem[0], bot.log
    assert str(cards) in ready and "does not decompress" in ready
    await bot.stop()

    write_cards(cards)  # a good file: converted at start and served
    since = len(bot.log)
    await bot.start()
    await logged(bot, "ready: ", since=since)
    said = await shown(standin, card())
    assert said["data"]["embeds"][0]["title"].startswith("Serra Angel")
    await bot.stop()

    cards.unlink()  # gone: the copy made from it is still served, and the log says why
    since = len(bot.log)
    await bot.start()
    ready = await logged(bot, "ready: ", since=since)
    said = await shown(standin, card())
    assert said["data"]["embeds"][0]["title"].startswith("Serra Angel")
    line = await logged(bot, "the last good copy", since=since)
    assert str(cards) in line and "No such file or directory" in line, line
    assert "MTGJSON 5.2.2+20261120" in ready
    await bot.stop()


# -- the start-up summary: the same sentences as redzone doctor ----------------------------


async def test_the_start_is_summed_up_on_one_line_as_doctor_says_it(standin, tmp_path):
    bot = Process(standin, tmp_path, SHARD_COUNT="1", SHARD_IDS="0")
    await bot.start()
    ready = await logged(bot, "] bot.background: ready: ")
    await bot.stop()
    code, out, _ = await bot.cli("doctor")
    assert code == 0, out
    for topic in ("database", "rules", "cards", "shards", "locales"):
        label = t("en", f"doctor-topic-{topic}")
        line = next(line for line in out.splitlines() if line.split()[1:2] == [label])
        sentence = line.split(label, 1)[1].strip()
        assert f"{topic}: {sentence}" in ready, (sentence, ready)
    assert "e2e-token" not in bot.log
