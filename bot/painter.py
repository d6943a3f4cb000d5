"""Pictures drawn off the hot path: in a process of their own, at a lower priority, a few at
a time.

A combat's answer is its text; its picture follows (the message is edited to attach it).
Drawing a picture takes several times a combat's CPU (bench/picture.py), so under load it
must not take the CPU the combats need:

- :class:`Painter` draws in one process of its own (``spawn``), niced by ``NICENESS``: the
  OS gives the bot and the combat workers the cores first, the pictures what is left.
- At most ``WAITING`` pictures are on their way at once (waiting to be drawn, drawn, or
  being attached to their message): past that, a picture is skipped (:meth:`Painter.turn`
  says so) and the answer keeps its text alone, so that under load no queue grows and
  nothing waits behind pictures.
- Without its process (it could not start, or it broke) a picture is drawn in a thread of
  the bot's process, within the same bound; a new process is started for the next ones (at
  most one per ``RESTART_AFTER`` seconds).

The painter ignores SIGINT and SIGTERM like the combat workers (the bot stops it at
:meth:`Painter.close`) and ends by itself when the bot's process has ended.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import time
from collections.abc import AsyncIterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import asynccontextmanager
from types import FrameType

from bot.picture import Scene, picture, png_of, warm
from bot.workers import RESTART_AFTER, follow_the_bot

log = logging.getLogger(__name__)

NICENESS = 10  # how much lower the painter's priority is than the bot's
WAITING = 2  # pictures on their way at once; past it a picture is skipped
# CPU seconds one picture may take in the painter (a large board takes 0.1): CPU, not wall
# time, since a process at a lower priority may wait long for a core on a busy host.
DRAW_WITHIN = 10.0


def _too_long(signum: int, frame: FrameType | None) -> None:
    raise TimeoutError(f"the picture took more than {DRAW_WITHIN:.0f} s of CPU")


def prepare() -> None:
    """The painter's start: :func:`bot.workers.follow_the_bot`, its alarm armed for a picture
    that takes too long, at a lower priority, the fonts found and read."""
    follow_the_bot()
    signal.signal(signal.SIGPROF, _too_long)
    os.nice(NICENESS)
    warm()


def paint(scene: Scene, lang: str) -> bytes:
    """In the painter's process: the scene's picture as a PNG, within ``DRAW_WITHIN``; kept
    by what it shows (:func:`bot.picture.png_of`): a board shown again is not drawn again."""
    signal.setitimer(signal.ITIMER_PROF, DRAW_WITHIN)
    try:
        return png_of(scene, lang)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)


class Painter:
    """Draws pictures in its own low-priority process (started by :meth:`start`), else in a
    thread of this one; ``waiting`` at most on their way at once (:meth:`turn`)."""

    def __init__(self, waiting: int = WAITING) -> None:
        self.waiting = waiting
        self.busy = 0  # pictures on their way now
        self.skipped = 0  # pictures not drawn because ``waiting`` were on their way
        self._pool: ProcessPoolExecutor | None = None
        self._pid: Future[int] | None = None  # the painter process's id, once it answers
        self._built_at = -RESTART_AFTER
        self._started = False
        self._closed = False

    def start(self) -> None:
        """Start the painter's process; it reads its fonts meanwhile."""
        self._started = True
        self._pool = ProcessPoolExecutor(
            1, mp_context=multiprocessing.get_context("spawn"), initializer=prepare
        )
        self._built_at = time.monotonic()
        self._pid = self._pool.submit(os.getpid)  # it starts now, not at the first picture
        log.info("the picture painter is running")

    def pid(self) -> int | None:
        """The painter process's id, while it runs (once it has started)."""
        known = self._pid
        if self._pool is None or known is None or not known.done() or known.exception():
            return None
        return known.result()

    def room(self) -> bool:
        """Whether a picture asked now would have a :meth:`turn`."""
        return not self._closed and self.busy < self.waiting

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[bool]:
        """A picture's turn, held until it is drawn and attached: True, or False when
        ``waiting`` pictures are on their way already, or the painter is closed (skip it:
        the text is the answer)."""
        if self.busy >= self.waiting or self._closed:
            self.skipped += 1
            yield False
            return
        self.busy += 1
        try:
            yield True
        finally:
            self.busy -= 1

    async def draw(self, scene: Scene, lang: str) -> bytes | None:
        """The scene's PNG (in a :meth:`turn`), or None when the painter was closed meanwhile;
        a picture that failed to draw raises as it did there."""
        png = await self._in_process(scene, lang)
        if png is None and not self._closed:
            png = (await asyncio.to_thread(picture, scene, lang)).png
        return png

    async def _in_process(self, scene: Scene, lang: str) -> bytes | None:
        pool = self._pool
        if pool is None:
            self._restart()
            return None
        try:
            return await asyncio.wrap_future(pool.submit(paint, scene, lang))
        except BrokenProcessPool:
            if self._pool is pool:
                log.warning("the picture painter stopped; pictures are drawn here")
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
            return None
        except RuntimeError:  # shut down by close()
            return None

    def _restart(self) -> None:
        if self._started and time.monotonic() - self._built_at >= RESTART_AFTER:
            self.start()

    async def close(self) -> None:
        """Stop the painter at once: the pictures on their way are not worth a slower stop
        (their answers have their text), and none is drawn after."""
        self._started = False
        self._closed = True
        pid = self.pid()
        pool, self._pool = self._pool, None
        if pool is None:
            return
        pool.shutdown(wait=False, cancel_futures=True)
        if pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)  # deaf to SIGTERM, as a worker is
        await asyncio.to_thread(pool.shutdown, True)
