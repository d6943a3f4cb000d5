"""Advice off the event loop and apart from the combats (bot/workers.py ``Advisers``): while
an advice search runs, a /combat is answered without waiting for it, whether the advice runs
in its own worker processes (at a lower CPU priority) or in a thread of the bot's process;
an advice is always deferred (it may take longer than Discord's 3 seconds); an operator's
wrong REDZONE_ADVICE_WORKERS is refused at start."""

from __future__ import annotations

import asyncio
import os
import random
import threading
from collections.abc import AsyncIterator, Awaitable
from typing import Any, TypeVar

import pytest

from bench.advisor import board as advice_board
from bot import pool as pool_module
from bot import workers as workers_module
from bot.advice import advice_reply
from bot.app import RedzoneBot
from bot.cli import main
from bot.combats import combat_reply
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.replies import Reply
from bot.workers import ADVICE_NICENESS, Advisers, Workers, advisers_for
from tests.bot.loopback_bot import config, online
from tests.e2e import payloads as p
from tests.e2e.standin import StandIn

T = TypeVar("T")
ALICE = Context(1, None, 10, "en-US")
BOB = Context(2, None, 10, "de")
COMBAT = "Alice: Knight 3/3 first strike | Bob: Bear 2/2 blocks Knight"
SMALL = "A: Giant 7/7 | B 5: Wall 0/1"
# Ten attackers against ten blockers: more declarations than the advisor's budget allows, so
# the search runs until its time is up (seconds), whatever the host.
LONG = advice_board(random.Random(3), 10, 10)
EXIT_CONFIG = 78


async def within(awaitable: Awaitable[T], seconds: float = 60.0) -> T:
    """``awaitable``'s result, failing the test past ``seconds`` (a safety net, not a wait)."""
    return await asyncio.wait_for(awaitable, seconds)


class Held:
    """``advice_reply`` held in the advice thread until the test releases it."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()

    def __call__(self, *args: Any) -> Reply:
        self.started.set()
        assert self.release.wait(60), "never released"
        return advice_reply(*args)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Held:
    holder = Held()
    monkeypatch.setattr(workers_module, "advice_reply", holder)
    return holder


async def test_without_workers_a_combat_is_answered_while_an_advice_runs(held):
    handlers = Handlers(None, lambda: None)  # type: ignore[arg-type]  # no database needed
    try:
        advice = asyncio.ensure_future(handlers.combat(ALICE, SMALL, advise="blocks"))
        assert await within(asyncio.to_thread(held.started.wait, 60))
        combat = await within(handlers.combat(BOB, COMBAT, picture=False))
        assert combat == combat_reply(COMBAT, None, "de", None, False)
        assert not advice.done()  # still held in its thread: the loop went on
        held.release.set()
        assert await within(advice) == advice_reply("blocks", SMALL, None, "en")
    finally:
        held.release.set()
        await handlers.advisers.close()


@pytest.mark.slow  # worker processes
async def test_with_workers_a_combat_is_answered_while_a_long_advice_runs():
    workers, advisers = Workers(1), Advisers(1)
    workers.start()
    advisers.start()
    handlers = Handlers(None, lambda: None, workers=workers, advisers=advisers)  # type: ignore[arg-type]
    try:
        # both pools up (a worker's start reads the catalogs and fonts: seconds)
        assert await within(workers.run(COMBAT, None, "en", None)) is not None
        assert (await within(handlers.combat(BOB, SMALL, advise="blocks"))).ephemeral
        advice = asyncio.ensure_future(handlers.combat(ALICE, LONG, advise="attacks"))
        await asyncio.sleep(0)  # asked: the advice worker starts its search
        combat = await within(handlers.combat(BOB, COMBAT, picture=False))
        assert combat == combat_reply(COMBAT, None, "de", None, False)
        assert not advice.done()  # the search goes on for its budget, in its own worker
        answered = await within(advice)
        assert answered.title == t("en", "advice-title-attacks", player="Ann")
        assert answered.footer == t("en", "advice-not-exhaustive", count=answered_count(answered))
    finally:
        await workers.close()
        await advisers.close()


def answered_count(reply: Reply) -> int:
    """The number of declarations a not-exhaustive advice's footer says it examined."""
    digits = "".join(ch for ch in reply.footer or "" if ch.isdigit())
    return int(digits)


@pytest.mark.slow  # worker processes
async def test_the_advice_workers_run_at_a_lower_priority_than_the_bot():
    advisers = Advisers(1)
    advisers.start()
    try:
        pid = await within(advisers.pool.submit(os.getpid))
        assert pid is not None
        own = os.getpriority(os.PRIO_PROCESS, 0)
        assert pid != os.getpid()
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, own + ADVICE_NICENESS)
        assert await within(advisers.run("blocks", SMALL, None, "ja", None)) == advice_reply(
            "blocks", SMALL, None, "ja"
        )
    finally:
        await advisers.close()


@pytest.mark.slow  # worker processes
async def test_a_dead_advice_worker_loses_no_advice(monkeypatch):
    monkeypatch.setattr(pool_module, "RESTART_AFTER", 3600.0)  # no new pool meanwhile
    advisers = Advisers(1)
    advisers.start()
    try:
        pid = await within(advisers.pool.submit(os.getpid))
        assert pid is not None
        os.kill(pid, 9)
        # the pool is broken: this advice and the next are computed in the advice thread
        for kind in ("blocks", "attacks"):
            got = await within(advisers.run(kind, SMALL, None, "it", None))
            assert got == advice_reply(kind, SMALL, None, "it")
        assert advisers.pool.pid() is None  # no pool now
    finally:
        await advisers.close()


def test_how_many_advice_workers():
    assert advisers_for(3, 0) == 3 and advisers_for(0, 2) == 0
    assert advisers_for(None, 2) == 1  # combats in workers: advice in one of its own
    assert advisers_for(None, 0) == 0  # none: advice in a thread


@pytest.mark.parametrize(("value", "said"), [("17", "16"), ("-1", "0"), ("some", "some")])
def test_a_wrong_advice_workers_setting_is_refused_at_start(
    capsys, tmp_path, monkeypatch, value, said
):
    for name in ("DISCORD_TOKEN", "SHARD_COUNT", "SHARD_IDS", "REDZONE_CARDS_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_DB", str(tmp_path / "redzone.db"))
    monkeypatch.setenv("REDZONE_ADVICE_WORKERS", value)
    assert main(["run", "--lang", "fr"]) == EXIT_CONFIG
    err = capsys.readouterr().err
    assert err.startswith(t("fr", "config-error", setting="REDZONE_ADVICE_WORKERS", problem=""))
    assert said in err, err
    assert not (tmp_path / "redzone.db").exists()  # refused before anything else


# -- through discord.py's real objects and a loopback Discord ------------------------------


@pytest.fixture
async def bot(standin: StandIn, tmp_path) -> AsyncIterator[RedzoneBot]:
    # no combat worker, and so no advice worker: advice in the bot's advice thread
    client = RedzoneBot(config(standin, tmp_path, redzone_workers=0))
    await client.login("token")
    async with online(client, standin):
        yield client


async def acknowledged(standin: StandIn, payload: dict[str, Any]) -> dict[str, Any]:
    """The interaction sent; its first response (the callback)."""
    await standin.dispatch("INTERACTION_CREATE", payload)
    path = f"/interactions/{payload['id']}/{payload['token']}/callback"
    return (await standin.wait_for(lambda r: r.path == path, 30)).body


async def test_an_advice_is_deferred_and_a_combat_answered_while_it_runs(bot, standin, held):
    first = p.slash("combat", [p.option("board", COMBAT)], uid=7)
    await standin.final(first, await acknowledged(standin, first))  # the language now known
    advice = p.slash("combat", [p.option("board", SMALL), p.option("advise", "blocks")], uid=8)
    callback = await acknowledged(standin, advice)
    assert callback["type"] == 5 and callback["data"]["flags"] & 64  # deferred, privately
    assert await within(asyncio.to_thread(held.started.wait, 60))
    combat = p.slash("combat", [p.option("board", COMBAT), p.option("picture", False, 5)], uid=9)
    body = await acknowledged(standin, combat)
    assert body["type"] == 4  # answered at once while the advice is held
    assert body["data"]["embeds"][0]["title"] == t("en", "summary-title", mode=t("en", "mode-1v1"))
    held.release.set()
    shown = await standin.final(advice, callback, timeout=60)
    assert shown["data"]["embeds"][0]["title"] == t("en", "advice-title-blocks", player="B")
