"""A process pool that comes back after it breaks: the combat workers', the advice workers'
and the painter's (``bot.workers``, ``bot.painter``).

- Its processes are fresh interpreters (``spawn``: no copy of the event loop's threads and
  sockets), started by an initializer that calls :func:`follow_the_bot`.
- When the pool breaks (a process died), what it held answers None (its owner computes it
  some other way), and the next call builds a new pool, at most one per ``RESTART_AFTER``
  seconds; meanwhile every call answers None.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

log = logging.getLogger(__name__)

RESTART_AFTER = 5.0  # seconds between two new pools after a broken one

T = TypeVar("T")


def follow_the_bot() -> None:
    """A pool process's start (combats, advice, pictures): deaf to SIGINT and SIGTERM (the
    bot stops it), and ended when the bot's process has ended."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    """End this process when the bot's process has ended (killed, it never shuts the pool
    down, and the process, deaf to SIGTERM, would wait for work for ever)."""
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


class RestartingPool:
    """``processes`` processes started by ``initializer``, from :meth:`start` to
    :meth:`close`; ``running`` and ``stopped`` are what the log says when the pool starts and
    when it breaks."""

    def __init__(
        self,
        processes: int,
        initializer: Callable[[], None],
        running: str,
        stopped: str,
    ) -> None:
        self.processes = processes
        self.initializer = initializer
        self.running = running
        self.stopped = stopped
        self._pool: ProcessPoolExecutor | None = None
        self._pid: Future[int] | None = None  # the first process's id, once it answers
        # the processes started with the pool, known before they answer (for a kill)
        self._started: list[multiprocessing.process.BaseProcess] = []
        self._built_at = -RESTART_AFTER
        self._wanted = False  # started, and not closed since

    def start(self) -> None:
        """Start the processes; they run their initializer meanwhile."""
        self._wanted = True
        before = set(multiprocessing.active_children())
        self._pool = ProcessPoolExecutor(
            self.processes,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=self.initializer,
        )
        self._built_at = time.monotonic()
        # The executor starts a process for each call made while none is idle, up to
        # ``processes``: one call each starts them all now (not at the first combats), and
        # so they are known for a kill.
        self._pid = self._pool.submit(os.getpid)
        for _ in range(self.processes - 1):
            self._pool.submit(os.getpid)
        self._started = [p for p in multiprocessing.active_children() if p not in before]
        log.info(self.running)

    def pid(self) -> int | None:
        """The id of the process that answered first (the painter's one), while it runs."""
        known = self._pid
        if self._pool is None or known is None or not known.done() or known.exception():
            return None
        return known.result()

    def submit(self, fn: Callable[..., T], *args: object) -> asyncio.Future[T | None]:
        """``fn(*args)`` in one of the processes: its result (an exception raised there is
        raised here), or None when the pool is broken or closed."""
        answer: asyncio.Future[T | None] = asyncio.get_running_loop().create_future()
        pool = self._pool
        if pool is None:
            self._restart()
            answer.set_result(None)
            return answer
        try:
            sent = asyncio.wrap_future(pool.submit(fn, *args))
        except (BrokenProcessPool, RuntimeError):  # broken, or shut down by close()
            self._broken(pool)
            answer.set_result(None)
            return answer
        sent.add_done_callback(lambda done: self._settle(pool, done, answer))

        def given_up(answer: asyncio.Future[T | None]) -> None:
            if answer.cancelled():
                sent.cancel()

        answer.add_done_callback(given_up)
        return answer

    def _settle(
        self, pool: ProcessPoolExecutor, done: asyncio.Future[T], answer: asyncio.Future[T | None]
    ) -> None:
        if answer.done():  # who asked has given up
            return
        error = None if done.cancelled() else done.exception()
        if done.cancelled() or isinstance(error, BrokenProcessPool):
            self._broken(pool)
            answer.set_result(None)
        elif error is not None:
            answer.set_exception(error)
        else:
            answer.set_result(done.result())

    def _broken(self, pool: ProcessPoolExecutor) -> None:
        if self._pool is pool:
            log.warning(self.stopped)
            self._pool = None
            pool.shutdown(wait=False, cancel_futures=True)
            # The executor ends a broken pool's other processes with SIGTERM, which they
            # ignore, then waits for them: its thread, and the bot's exit that joins it,
            # would wait for ever.
            self._kill_started()

    def _kill_started(self) -> None:
        for process in self._started:
            process.kill()

    def _restart(self) -> None:
        """A new pool after a broken one, unless the last was built a moment ago."""
        if self._wanted and time.monotonic() - self._built_at >= RESTART_AFTER:
            self.start()

    async def close(self, kill: bool = False) -> None:
        """Stop the processes once they have finished what they hold, or at once with
        ``kill`` (SIGKILL to those started with the pool, whether or not they have answered
        yet: they are deaf to SIGTERM, and one still starting would hold the bot's exit until
        it has started)."""
        self._wanted = False
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if kill:
            self._kill_started()
        # Waits for the executor's thread, which reaps the processes: once this returns,
        # each has its exit code (a second shutdown would not wait for that thread).
        await asyncio.to_thread(pool.shutdown, True, cancel_futures=True)
