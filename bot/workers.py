"""Combats computed in worker processes, off the bot's event loop.

Under load the bot's one thread runs discord.py, aiohttp and every combat (parse, simulate,
explain), and the explanation is most of a combat's CPU. :class:`Workers` hands the combats of
each turn of the loop to a ``concurrent.futures.ProcessPoolExecutor`` in one call, whose
processes the OS runs on the other cores (docs/performance.md has what it buys).

- A worker computes exactly what the bot's own process would (:func:`bot.combats.combat_reply`,
  with the scene of its picture when asked: ``bot.painter`` draws it) with the same copy of
  the card data: the bot sends the file and its modification time as its own index opened
  it, and a worker that finds another copy there (an update replaced the file, the bot has
  not switched yet) leaves that combat to the bot.
- Nothing is lost: when the pool breaks (a worker died), the combats it held are computed in
  the bot's process, and a new pool takes the next ones (:class:`bot.pool.RestartingPool`;
  meanwhile every combat stays in the bot's process).
- A combat has ``ANSWER_WITHIN`` seconds in the worker, after which it raises
  :class:`TimeoutError` there (an alarm signal), so a combat that never ends fails alone and
  its worker goes on with the next. An exception inside a combat (a bug) comes back as
  :class:`WorkerFailure` with the worker's traceback, for that combat alone.
- The workers ignore SIGINT and SIGTERM (a terminal's Ctrl-C, a stop sent to the whole group):
  the bot stops them at :meth:`Workers.close`, after the combats they hold; a worker whose bot
  has died ends by itself.
- Advice (``/combat advise``, ``/game advise``) has a pool of its own, :class:`Advisers`: a
  search takes up to the advisor's time budget (seconds) where a combat takes milliseconds, so
  on the combat workers a few of them would hold every ``/combat`` behind them.
"""

from __future__ import annotations

import asyncio
import os
import signal
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from bot.advice import advice_reply
from bot.cards.index import CardIndex, load_index
from bot.combats import combat_reply
from bot.heap import settle_heap
from bot.i18n import preload
from bot.pool import RestartingPool, follow_the_bot
from bot.replies import Reply

# Seconds one combat may run in a worker (the largest board allowed takes well under one).
ANSWER_WITHIN = 10.0

# The card data a combat is computed with: its file and that file's modification time as the
# bot's process opened it (``CardStore``), or None without card data.
Cards = tuple[str, float] | None
# a combat: board, mode, language, card data, picture (its scene)
Job = tuple[str, str | None, str, Cards, bool]


class WorkerFailure(Exception):
    """A combat raised inside a worker; the message is the worker's traceback."""


# A combat's answer: its reply, None (compute it in the bot's process) or what went wrong
Answer = Reply | None | WorkerFailure


def workers_for(wanted: int | None) -> int:
    """Workers to start: ``wanted`` (REDZONE_WORKERS), else one when this process may run on
    two cores or more, else none (the combats stay in the bot's process)."""
    if wanted is not None:
        return wanted
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    return 1 if cores >= 2 else 0


# -- in the worker ------------------------------------------------------------------------


def _too_long(signum: int, frame: FrameType | None) -> None:
    raise TimeoutError(f"the combat took more than {ANSWER_WITHIN:.0f} s")


def prepare() -> None:
    """A worker's start: :func:`follow_the_bot`, its alarm armed for combats that run too
    long, and the catalogs and the vocabulary loaded, and its heap settled."""
    follow_the_bot()
    signal.signal(signal.SIGALRM, _too_long)
    preload()
    settle_heap()


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Raise TimeoutError in this (worker's main) thread past ``seconds``."""
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _with_cards(cards: Cards, work: Callable[[CardIndex | None], Reply]) -> Reply | None:
    """In a worker: ``work`` done with that copy of the card data within ``ANSWER_WITHIN``,
    or None when the file on disk is now another copy (the bot's process does it with the
    one it reads)."""
    index = None
    if cards is not None:
        path, modified = cards
        try:
            index = load_index(Path(path))  # one open index per file and modification time
        except OSError:
            return None
        if index.store.modified != modified:
            return None
    with deadline(ANSWER_WITHIN):
        return work(index)


def compute(
    board: str, mode: str | None, lang: str, cards: Cards, picture: bool = False
) -> Reply | None:
    """In a worker: the combat's reply (:func:`_with_cards`)."""
    return _with_cards(cards, lambda index: combat_reply(board, mode, lang, index, picture))


def advise(
    kind: str, board: str, mode: str | None, lang: str, cards: Cards, defender: str | None
) -> Reply | None:
    """In an advice worker: the advice asked for (:func:`_with_cards`)."""
    return _with_cards(cards, lambda index: advice_reply(kind, board, mode, lang, index, defender))


def compute_all(jobs: list[Job]) -> list[Answer]:
    """In a worker: each combat's answer, in order; a combat that raised fails alone."""
    answers: list[Answer] = []
    for job in jobs:
        try:
            answers.append(compute(*job))
        except Exception:
            answers.append(WorkerFailure(traceback.format_exc()))
    return answers


# -- in the bot's process -----------------------------------------------------------------


class Workers:
    """``count`` worker processes that compute combats, those asked during one turn of the
    event loop in one call (one pickle each way rather than one per combat: measured, the
    bot's own CPU per combat is what a call costs, docs/performance.md)."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.pool = RestartingPool(
            count,
            prepare,
            f"{count} combat workers running",
            "a combat worker stopped; its combats are computed here",
        )
        self._asked: list[tuple[Job, asyncio.Future[Reply | None]]] = []

    def start(self) -> None:
        """Start the pool; its workers load their catalogs meanwhile."""
        self.pool.start()

    def run(
        self,
        board: str,
        mode: str | None,
        lang: str,
        cards: CardIndex | None,
        picture: bool = False,
    ) -> asyncio.Future[Reply | None]:
        """The combat's reply computed by a worker with the others of this turn of the loop,
        or None when no worker could compute it (compute it in this process)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Reply | None] = loop.create_future()
        if not self._asked:
            loop.call_soon(self._send)
        data = None if cards is None else (str(cards.store.path), cards.store.modified)
        self._asked.append(((board, mode, lang, data, picture), future))
        return future

    def _send(self) -> None:
        asked, self._asked = self._asked, []
        sent = self.pool.submit(compute_all, [job for job, _ in asked])
        sent.add_done_callback(lambda done: self._answer(asked, done))

    @staticmethod
    def _answer(
        asked: list[tuple[Job, asyncio.Future[Reply | None]]],
        done: asyncio.Future[list[Answer] | None],
    ) -> None:
        """Each combat's answer to its future: None for all when no worker computed them."""
        answers: list[Answer] = done.result() or [None] * len(asked)
        for (_, future), answer in zip(asked, answers, strict=True):
            if future.done():  # its task was cancelled
                continue
            if isinstance(answer, WorkerFailure):
                future.set_exception(answer)
            else:
                future.set_result(answer)

    async def close(self) -> None:
        """Stop the workers once they have finished the combats they hold."""
        await self.pool.close()


# -- advice -------------------------------------------------------------------------------

# How much lower than the bot's the advice workers' CPU priority is (``nice``): when the cores
# are busy, the bot's loop and the combat workers come first.
ADVICE_NICENESS = 10


def advisers_for(wanted: int | None, combat_workers: int) -> int:
    """Advice worker processes to start: ``wanted`` (REDZONE_ADVICE_WORKERS), else one when
    the combats have workers, else none (advice in a thread of the bot's process)."""
    if wanted is not None:
        return wanted
    return 1 if combat_workers else 0


def prepare_adviser() -> None:
    """An advice worker's start: a combat worker's (:func:`prepare`), at a lower priority."""
    prepare()
    os.nice(ADVICE_NICENESS)


class Advisers:
    """Advice computed apart from the combats and never on the event loop: by ``count``
    processes of its own at a lower CPU priority, else (none, or while that pool is broken)
    by one thread of the bot's process.

    Each search is bounded by the advisor's time budget (:data:`engine.advisor.TIME_BUDGET`)
    and, in a process, by ``ANSWER_WITHIN``; one user has one advice in flight at most
    (:meth:`bot.handlers.Handlers.advice`).
    """

    def __init__(self, count: int) -> None:
        self.count = count
        self.pool = RestartingPool(
            count,
            prepare_adviser,
            f"{count} advice workers running",
            "an advice worker stopped; advice is computed in a thread meanwhile",
        )
        self._thread: ThreadPoolExecutor | None = None

    def start(self) -> None:
        """Start the advice workers (none when ``count`` is 0: the thread starts when asked)."""
        if self.count:
            self.pool.start()

    async def run(
        self,
        kind: str,
        board: str,
        mode: str | None,
        lang: str,
        cards: CardIndex | None,
        defender: str | None = None,
    ) -> Reply:
        """The advice of ``kind`` (:func:`bot.advice.advice_reply`), computed by an advice
        worker, else by the advice thread; an exception raised there is raised here."""
        data = None if cards is None else (str(cards.store.path), cards.store.modified)
        reply = await self.pool.submit(advise, kind, board, mode, lang, data, defender)
        if reply is not None:
            return reply
        if self._thread is None:
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="redzone-advice")
        here = self._thread.submit(advice_reply, kind, board, mode, lang, cards, defender)
        return await asyncio.wrap_future(here)

    async def close(self) -> None:
        """Stop the advice workers once they have answered the advice they hold."""
        if self._thread is not None:
            self._thread.shutdown(wait=False, cancel_futures=True)
        await self.pool.close()
