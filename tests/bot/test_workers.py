"""Combats in worker processes (bot/workers.py, a ProcessPoolExecutor): real workers answer
exactly what the bot's own process would, and nothing is lost when a worker dies, runs too
long or fails on one combat."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Iterator
from typing import TypeVar

import pytest

from bot import pool as pool_module
from bot import workers as workers_module
from bot.cards.index import CardIndex
from bot.combats import combat_reply
from bot.handlers import Context, Handlers
from bot.i18n import LANGUAGES
from bot.storage import Database
from bot.workers import WorkerFailure, Workers, compute, workers_for

T = TypeVar("T")
NO_GUILD = Context(7, None, 10, "en-US")
BOARDS = (
    "Alice: Knight 3/3 first strike | Bob: Bear 2/2 blocks Knight",
    "Alice 20: A 2/2 trample -> Bob, B 4/4 flying -> Jace | Bob: Jace pw 3, C 1/1 blocks A",
    "Ann & Ben: X 5/5 deathtouch -> Cat | Cat & Dan: Y 1/6 blocks X",
    "Alice: Knight 3/3 | Bob: Bear 2/2 blocks Knight; after blocks: destroy Bear",
    "Alice: Knight 3/3 -> Bob | Bob: Bear 2/2 blocks Nobody",  # refused: no such attacker
    "Alice: Knight 3/x | Bob:",  # refused: not a P/T
)
CARD_BOARD = "Alice: Grizzly Bears -> Bob | Bob: Serra Angel blocks Grizzly Bears"


@pytest.fixture
async def workers() -> AsyncIterator[Workers]:
    """A pool of its own, for a test that kills, stops or breaks it."""
    pool = Workers(1)
    pool.start()
    yield pool
    await pool.close()


@pytest.fixture(scope="module")
def shared_workers() -> Iterator[Workers]:
    """One pool for the tests that only ask it combats: a pool's start is a process that
    imports the engine and the bot and loads the catalogs (seconds of CPU), and these tests
    leave it as they found it (a failing or cancelled combat is that combat's alone)."""
    pool = Workers(1)
    pool.start()
    yield pool
    asyncio.run(pool.close())


@pytest.fixture
async def db(tmp_path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "w.db")
    yield database
    await database.close()


async def within(awaitable: Awaitable[T], seconds: float = 30.0) -> T:
    """``awaitable``'s result, failing the test past ``seconds`` (a lost combat hangs)."""
    return await asyncio.wait_for(awaitable, seconds)


async def worker_pid(pool: Workers) -> int:
    """The pid of the pool's one worker (it answers with it)."""
    pid = await within(pool.pool.submit(os.getpid))
    assert pid is not None
    return pid


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_worker_answers_what_this_process_would(shared_workers, lang):
    asked = (shared_workers.run(board, None, lang, None) for board in BOARDS)
    replies = await within(asyncio.gather(*asked))
    assert list(replies) == [combat_reply(b, None, lang, None) for b in BOARDS]
    assert [reply.error for reply in replies] == [False] * 4 + [True] * 2


async def test_a_worker_reads_the_card_data_from_the_same_file(shared_workers, card_index):
    reply = await within(shared_workers.run(CARD_BOARD, None, "en", card_index))
    assert not reply.error and "Serra Angel" in "\n".join(reply.lines)
    assert reply == combat_reply(CARD_BOARD, None, "en", card_index)
    without = await within(
        shared_workers.run(CARD_BOARD, None, "en", None)
    )  # no card data: refused
    assert without.error and without == combat_reply(CARD_BOARD, None, "en", None)


async def test_combats_of_two_turns_come_back_in_order(shared_workers):
    first = [shared_workers.run(board, "1v1", "en", None) for board in BOARDS[:3]]
    await asyncio.sleep(0)  # the next turn: a second call
    second = [shared_workers.run(board, None, "de", None) for board in BOARDS[3:]]
    replies = await within(asyncio.gather(*first, *second))
    expected = [combat_reply(b, "1v1", "en", None) for b in BOARDS[:3]]
    expected += [combat_reply(b, None, "de", None) for b in BOARDS[3:]]
    assert list(replies) == expected


async def test_a_failure_is_that_combats_alone(shared_workers):
    good, bad, other = (
        shared_workers.run(BOARDS[0], None, "en", None),
        shared_workers.run(BOARDS[0], "no-such-mode", "en", None),  # Mode() raises ValueError
        shared_workers.run(BOARDS[1], None, "en", None),
    )
    assert not (await within(good)).error and not (await within(other)).error
    with pytest.raises(WorkerFailure, match="ValueError: 'no-such-mode'"):
        await within(bad)
    assert (await within(shared_workers.run(BOARDS[2], None, "en", None))) is not None  # goes on


async def test_a_cancelled_combat_does_not_disturb_the_others(shared_workers):
    doomed = asyncio.ensure_future(shared_workers.run(BOARDS[0], None, "en", None))
    kept = shared_workers.run(BOARDS[1], None, "en", None)
    await asyncio.sleep(0)
    doomed.cancel()
    assert (await within(kept)) == combat_reply(BOARDS[1], None, "en", None)
    assert doomed.cancelled()


async def test_a_dead_worker_loses_nothing_and_a_new_pool_follows(db, workers, monkeypatch):
    monkeypatch.setattr(pool_module, "RESTART_AFTER", 3600.0)  # not before we say
    handlers = Handlers(db, lambda: None, workers=workers)
    assert await within(handlers.combat(NO_GUILD, BOARDS[0], picture=False)) == combat_reply(
        BOARDS[0], None, "en", None
    )
    pid = await worker_pid(workers)
    os.kill(pid, signal.SIGKILL)
    # What the broken pool held, and what is asked before a new one, is computed here.
    assert await within(workers.run(BOARDS[1], None, "en", None)) is None
    assert await within(handlers.combat(NO_GUILD, BOARDS[2], picture=False)) == combat_reply(
        BOARDS[2], None, "en", None
    )
    monkeypatch.setattr(pool_module, "RESTART_AFTER", 0.0)
    assert await within(workers.run(BOARDS[3], None, "en", None)) is None  # starts a pool
    assert await within(workers.run(BOARDS[3], None, "en", None)) == combat_reply(
        BOARDS[3], None, "en", None
    )
    again = await worker_pid(workers)
    assert again != pid


async def test_a_combat_that_runs_too_long_fails_alone(monkeypatch):
    def endless(board, mode, lang, cards, picture):  # type: ignore[no-untyped-def]
        while True:
            pass

    monkeypatch.setattr(workers_module, "ANSWER_WITHIN", 0.2)
    monkeypatch.setattr(workers_module, "combat_reply", endless)
    workers_module.prepare()  # this process is the worker here: its alarm armed
    try:
        with pytest.raises(TimeoutError):
            compute(BOARDS[0], None, "en", None)
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


async def test_handlers_keep_what_a_worker_computed(db, workers, monkeypatch):
    handlers = Handlers(db, lambda: None, workers=workers)
    reply = await within(handlers.combat(NO_GUILD, BOARDS[0], picture=False))
    monkeypatch.setattr(workers, "run", None)  # not asked again
    assert await handlers.combat(NO_GUILD, BOARDS[0], picture=False) is reply  # kept
    private = await handlers.combat(NO_GUILD, BOARDS[0], private=True, picture=False)
    assert private.ephemeral and private.lines == reply.lines


async def test_ctrl_c_does_not_stop_a_worker_and_close_does(workers):
    await within(workers.run(BOARDS[0], None, "en", None))
    pid = await worker_pid(workers)
    os.kill(pid, signal.SIGINT)
    await asyncio.sleep(0.1)
    assert (await within(workers.run(BOARDS[1], None, "en", None))) is not None
    await workers.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_how_many_workers(monkeypatch):
    assert workers_for(3) == 3 and workers_for(0) == 0
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert workers_for(None) == 1
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert workers_for(None) == 0


async def test_a_worker_reads_the_copy_of_the_card_data_the_bot_reads(db, card_index, tmp_path):
    path = tmp_path / "cards.sqlite"
    path.write_bytes(card_index.store.path.read_bytes())
    opened = CardIndex.open(path)
    pool = Workers(1)
    pool.start()
    try:
        assert await within(pool.run(CARD_BOARD, None, "en", opened)) == (
            combat_reply(CARD_BOARD, None, "en", opened)
        )
        # An update replaces the file while the bot still reads the copy it opened: the
        # worker would read another, so the bot computes it with its own.
        os.utime(path, (1, 1))
        assert await within(pool.run(CARD_BOARD, "1v1", "en", opened)) is None
        handlers = Handlers(db, lambda: None, lambda: opened, workers=pool)
        assert await within(handlers.combat(NO_GUILD, CARD_BOARD, picture=False)) == (
            combat_reply(CARD_BOARD, None, "en", opened)
        )
        reopened = CardIndex.open(path)  # the bot switches to the new copy: the worker follows
        assert await within(pool.run(CARD_BOARD, None, "de", reopened)) == (
            combat_reply(CARD_BOARD, None, "de", reopened)
        )
    finally:
        await pool.close()


def test_a_worker_ends_when_its_bot_dies(tmp_path):
    script = (
        "import asyncio, os\n"
        "from bot.workers import Workers\n"
        "async def main():\n"
        "    pool = Workers(1)\n"
        "    pool.start()\n"
        "    print(await pool.run('Alice: Bear 2/2 | Bob:', None, 'en', None) is not None)\n"
        "    print(await pool.pool.submit(os.getpid), flush=True)\n"
        "    os._exit(0)  # as a killed bot: the pool is never shut down\n"
        "asyncio.run(main())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    answered, pid = done.stdout.split()
    assert answered == "True"
    for _ in range(100):
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    os.kill(int(pid), signal.SIGKILL)
    raise AssertionError("the worker outlived its bot")


async def test_a_worker_returns_the_scene_of_the_picture_not_the_picture(shared_workers):
    reply = await within(shared_workers.run(BOARDS[1], None, "ja", None, True))
    assert reply is not None and reply.picture == b"" and reply.scene is not None
    assert reply == combat_reply(BOARDS[1], None, "ja", None, True)
    assert reply.scene == combat_reply(BOARDS[1], None, "ja", None, True).scene
    assert reply.scene.cards[0].name == "A"


async def test_a_broken_pool_leaves_no_worker_behind_and_closes_at_once(monkeypatch):
    # Workers ignore SIGTERM (the bot stops them): the executor's own cleanup of a broken pool
    # (SIGTERM, then join) would wait for the survivors for ever, and so would the bot's exit.
    monkeypatch.setattr(pool_module, "RESTART_AFTER", 3600.0)
    before = set(multiprocessing.active_children())
    workers = Workers(2)
    workers.start()
    try:
        assert await within(workers.run(BOARDS[0], None, "en", None)) is not None
        started = [p for p in multiprocessing.active_children() if p not in before]
        assert len(started) == 2
        os.kill(started[0].pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while any(p.is_alive() for p in started) and time.monotonic() < deadline:
            await workers.run(BOARDS[1], None, "en", None)  # finds the pool broken
            await asyncio.sleep(0.1)
        assert not any(p.is_alive() for p in started)
    finally:
        await within(workers.close(), 10)
