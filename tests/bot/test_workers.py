"""Combats in child processes (bot/workers.py): real children (``python -m bot.workers``) answer
exactly what the bot's own process would, one message per turn of the loop, and nothing is lost
when a child stops, is full, or fails on one combat."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TypeVar

import pytest

from bot import workers as workers_module
from bot.cards.index import CardIndex
from bot.handlers import Context, Handlers
from bot.storage import Database
from bot.workers import NotTaken, WorkerFailure, Workers, workers_for

T = TypeVar("T")
NO_GUILD = Context(7, "alice", None, 10, "en-US")
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
    pool = Workers(1)
    await pool.start()
    yield pool
    await pool.close()


@pytest.fixture
async def db(tmp_path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "w.db")
    yield database
    await database.close()


async def within(awaitable: Awaitable[T], seconds: float = 10.0) -> T:
    """``awaitable``'s result, failing the test past ``seconds`` (a lost combat hangs)."""
    return await asyncio.wait_for(awaitable, seconds)


def child_pid(pool: Workers) -> int:
    [child] = pool._children
    return child.process.pid


async def until(condition: Callable[[], bool]) -> None:
    for _ in range(200):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("not within 10 s")


@pytest.mark.parametrize("lang", ["en", "it", "de", "ja"])
async def test_a_child_answers_what_this_process_would(workers, lang):
    replies = await asyncio.gather(*(workers.run(board, None, lang, None) for board in BOARDS))
    assert list(replies) == [Handlers.combat_reply(b, None, lang, None) for b in BOARDS]
    assert [reply.error for reply in replies] == [False] * 4 + [True] * 2
    assert workers.sent == 1  # one message for the combats of one turn


async def test_a_child_reads_the_card_data_from_the_same_file(workers, card_index):
    reply = await workers.run(CARD_BOARD, None, "en", card_index)
    assert not reply.error and "Serra Angel" in "\n".join(reply.lines)
    assert reply == Handlers.combat_reply(CARD_BOARD, None, "en", card_index)
    without = await workers.run(CARD_BOARD, None, "en", None)  # no card data: refused
    assert without.error and without == Handlers.combat_reply(CARD_BOARD, None, "en", None)


async def test_each_turn_is_one_message_answered_in_order(workers):
    first = [workers.run(board, "1v1", "en", None) for board in BOARDS[:3]]
    await asyncio.sleep(0)  # the next turn: a second message
    second = [workers.run(board, None, "de", None) for board in BOARDS[3:]]
    replies = await asyncio.gather(*first, *second)
    assert workers.sent == 2
    expected = [Handlers.combat_reply(b, "1v1", "en", None) for b in BOARDS[:3]]
    expected += [Handlers.combat_reply(b, None, "de", None) for b in BOARDS[3:]]
    assert list(replies) == expected


async def test_a_failure_is_that_combats_alone(workers):
    good, bad, other = (
        workers.run(BOARDS[0], None, "en", None),
        workers.run(BOARDS[0], "no-such-mode", "en", None),  # Mode() raises ValueError
        workers.run(BOARDS[1], None, "en", None),
    )
    assert not (await good).error and not (await other).error
    with pytest.raises(WorkerFailure, match="ValueError: 'no-such-mode'"):
        await bad
    assert workers.running() == 1  # the child goes on


async def test_a_cancelled_combat_does_not_disturb_the_others(workers):
    doomed = asyncio.ensure_future(workers.run(BOARDS[0], None, "en", None))
    kept = workers.run(BOARDS[1], None, "en", None)
    await asyncio.sleep(0)
    doomed.cancel()
    assert (await kept) == Handlers.combat_reply(BOARDS[1], None, "en", None)
    assert doomed.cancelled()


async def test_a_stopped_child_loses_nothing_and_is_started_again(db, workers, monkeypatch):
    monkeypatch.setattr(workers_module, "RESTART_AFTER", 3600.0)  # not before we say
    handlers = Handlers(db, lambda: None, workers=workers)
    first = await handlers.combat(NO_GUILD, BOARDS[0], picture=False)
    assert workers.sent == 1
    os.kill(child_pid(workers), signal.SIGKILL)
    # The combats the child held, and those asked before it runs again, are computed here.
    held = workers.run(BOARDS[1], None, "en", None)
    with pytest.raises(NotTaken):
        await held
    await until(lambda: workers.running() == 0)
    again = await handlers.combat(NO_GUILD, BOARDS[2], picture=False)
    assert again == Handlers.combat_reply(BOARDS[2], None, "en", None)
    monkeypatch.setattr(workers_module, "RESTART_AFTER", 0.0)
    with pytest.raises(NotTaken):  # this batch starts the child; the next goes to it
        await workers.run(BOARDS[3], None, "en", None)
    await until(lambda: workers.running() == 1)
    sent = workers.sent
    assert await handlers.combat(NO_GUILD, BOARDS[3], picture=False) == Handlers.combat_reply(
        BOARDS[3], None, "en", None
    )
    assert workers.sent == sent + 1 and workers.running() == 1
    assert first == Handlers.combat_reply(BOARDS[0], None, "en", None)


async def test_a_full_child_leaves_the_rest_here(db, workers, monkeypatch):
    monkeypatch.setattr(workers_module, "QUEUE", 2)
    asked = [workers.run(board, None, "en", None) for board in BOARDS[:3]]
    outcomes = await within(asyncio.gather(*asked, return_exceptions=True))
    assert outcomes[:2] == [Handlers.combat_reply(b, None, "en", None) for b in BOARDS[:2]]
    assert type(outcomes[2]) is NotTaken  # past the two it may hold
    handlers = Handlers(db, lambda: None, workers=workers)
    replies = await within(
        asyncio.gather(*(handlers.combat(NO_GUILD, board, picture=False) for board in BOARDS[1:4]))
    )
    assert list(replies) == [Handlers.combat_reply(b, None, "en", None) for b in BOARDS[1:4]]
    assert workers.sent == 2  # the third of each turn computed in this process


async def test_handlers_keep_what_a_child_computed(db, workers):
    handlers = Handlers(db, lambda: None, workers=workers)
    reply = await handlers.combat(NO_GUILD, BOARDS[0], picture=False)
    assert (
        await handlers.combat(NO_GUILD, BOARDS[0], picture=False) is reply
    )  # kept: not sent again
    assert workers.sent == 1
    private = await handlers.combat(NO_GUILD, BOARDS[0], private=True, picture=False)
    assert private.ephemeral and private.lines == reply.lines


async def test_ctrl_c_does_not_stop_a_child_and_close_does(workers):
    await workers.run(BOARDS[0], None, "en", None)  # started and settled
    [child] = workers._children
    os.kill(child.process.pid, signal.SIGINT)
    await asyncio.sleep(0.1)
    assert (await workers.run(BOARDS[1], None, "en", None)) is not None
    await workers.close()
    assert child.process.returncode == 0  # its stdin closed: it ended by itself


def test_how_many_children(monkeypatch):
    assert workers_for(3) == 3 and workers_for(0) == 0
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    assert workers_for(None) == 1
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert workers_for(None) == 0


async def test_a_child_that_does_not_answer_is_stopped(monkeypatch, caplog):
    monkeypatch.setattr(workers_module, "ANSWER_WITHIN", 0.3)
    silent = Workers(1, command=[sys.executable, "-c", "import time; time.sleep(60)"])
    await silent.start()
    try:
        first = silent.run(BOARDS[0], None, "en", None)
        await asyncio.sleep(0)
        second = silent.run(BOARDS[1], None, "en", None)  # the next message, behind it
        # The message it was on fails (a combat that never ends is not run again here);
        # the one behind it is handed back to this process.
        with pytest.raises(WorkerFailure, match="no answer within"):
            await within(first)
        with pytest.raises(NotTaken):
            await within(second)
        [child] = silent._children
        assert await child.process.wait() == -signal.SIGKILL
        assert "did not answer within" in caplog.text
    finally:
        await silent.close()


async def test_a_wrong_answer_loses_nothing(caplog):
    # A child that answers a message of two combats with none, then stays.
    script = (
        "import sys, time; from bot.workers import message, read_message; "
        "read_message(sys.stdin.buffer); sys.stdout.buffer.write(message([])); "
        "sys.stdout.buffer.flush(); time.sleep(60)"
    )
    odd = Workers(1, command=[sys.executable, "-c", script])
    await odd.start()
    try:
        asked = [odd.run(board, None, "en", None) for board in BOARDS[:2]]
        outcomes = await within(asyncio.gather(*asked, return_exceptions=True))
        assert [type(outcome) for outcome in outcomes] == [NotTaken, NotTaken]
        assert "0 answers to 2 combats" in caplog.text
        caplog.clear()  # the one error expected
    finally:
        await odd.close()


async def test_a_child_that_cannot_start_leaves_the_combats_here(db, tmp_path, caplog):
    missing = Workers(1, command=[str(tmp_path / "no-such-python")])
    await missing.start()
    assert missing.running() == 0 and "could not start" in caplog.text
    caplog.clear()  # the one error expected
    handlers = Handlers(db, lambda: None, workers=missing)
    assert await handlers.combat(NO_GUILD, BOARDS[0], picture=False) == Handlers.combat_reply(
        BOARDS[0], None, "en", None
    )
    await missing.close()


async def test_a_child_reads_the_copy_of_the_card_data_the_bot_reads(db, card_index, tmp_path):
    path = tmp_path / "cards.sqlite"
    path.write_bytes(card_index.store.path.read_bytes())
    opened = CardIndex.open(path)
    seen = CardIndex.open(card_index.store.path)
    pool = Workers(1)
    await pool.start()
    try:
        assert await within(pool.run(CARD_BOARD, None, "en", seen)) == (
            Handlers.combat_reply(CARD_BOARD, None, "en", seen)
        )
        # An update replaces both files while the bot still reads the copies it opened.
        os.utime(path, (1, 1))
        os.utime(card_index.store.path, (2, 2))
        # The copy the child has open is the bot's: it goes on answering with it.
        assert await within(pool.run(CARD_BOARD, "1v1", "en", seen)) == (
            Handlers.combat_reply(CARD_BOARD, "1v1", "en", seen)
        )
        # A copy the child never opened is gone from the disk: the bot computes that one.
        with pytest.raises(NotTaken):
            await within(pool.run(CARD_BOARD, None, "en", opened))
        handlers = Handlers(db, lambda: None, lambda: opened, workers=pool)
        assert await within(handlers.combat(NO_GUILD, CARD_BOARD, picture=False)) == (
            Handlers.combat_reply(CARD_BOARD, None, "en", opened)
        )
        reopened = CardIndex.open(path)  # the bot switches to the new copy: the child follows
        assert await within(pool.run(CARD_BOARD, None, "de", reopened)) == (
            Handlers.combat_reply(CARD_BOARD, None, "de", reopened)
        )
    finally:
        await pool.close()
        for index in (opened, seen):
            index.close()


async def test_a_child_draws_the_same_picture_as_the_bots_process(workers: Workers):
    reply = await workers.run(BOARDS[1], None, "ja", None, True)
    assert reply.picture.startswith(b"\x89PNG\r\n\x1a\n")
    assert reply == Handlers.combat_reply(BOARDS[1], None, "ja", None, True)
    assert reply.picture == Handlers.combat_reply(BOARDS[1], None, "ja", None, True).picture
