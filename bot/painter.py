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
  the bot's process, within the same bound; a new process is started for the next ones
  (:class:`bot.pool.RestartingPool`).

The painter ignores SIGINT and SIGTERM like the combat workers (the bot stops it at
:meth:`Painter.close`) and ends by itself when the bot's process has ended.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from types import FrameType

from bot.picture import Scene, picture, warm
from bot.pool import RestartingPool, follow_the_bot

NICENESS = 10  # how much lower the painter's priority is than the bot's
WAITING = 2  # pictures on their way at once; past it a picture is skipped
# CPU seconds one picture may take in the painter (a large board takes 0.1): CPU, not wall
# time, since a process at a lower priority may wait long for a core on a busy host.
DRAW_WITHIN = 10.0


def _too_long(signum: int, frame: FrameType | None) -> None:
    raise TimeoutError(f"the picture took more than {DRAW_WITHIN:.0f} s of CPU")


def prepare() -> None:
    """The painter's start: :func:`bot.pool.follow_the_bot`, its alarm armed for a picture
    that takes too long, the fonts found and read, then a lower priority for the pictures.

    The fonts are read at the bot's priority: until they are, the pictures asked wait for
    the painter and hold their turns (every other one is skipped), and read at the lower
    priority on a busy host they took many seconds, so that the first pictures after a
    start were skipped. It is one second of CPU once, as the bot's own process spends."""
    follow_the_bot()
    signal.signal(signal.SIGPROF, _too_long)
    warm()
    os.nice(NICENESS)


def paint(scene: Scene, lang: str) -> bytes:
    """In the painter's process: the scene's picture as a PNG, within ``DRAW_WITHIN`` (the
    bot keeps the pictures drawn: ``Handlers._paint``)."""
    signal.setitimer(signal.ITIMER_PROF, DRAW_WITHIN)
    try:
        return picture(scene, lang).png
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)


class Painter:
    """Draws pictures in its own low-priority process (started by :meth:`start`), else in a
    thread of this one; ``waiting`` at most on their way at once (:meth:`turn`)."""

    def __init__(self, waiting: int = WAITING) -> None:
        self.waiting = waiting
        self.busy = 0  # pictures on their way now
        self.skipped = 0  # pictures not drawn because ``waiting`` were on their way
        self.pool = RestartingPool(
            1,
            prepare,
            "the picture painter is running",
            "the picture painter stopped; pictures are drawn here",
        )
        self._closed = False

    def start(self) -> None:
        """Start the painter's process; it reads its fonts meanwhile."""
        self.pool.start()

    def pid(self) -> int | None:
        """The painter process's id, while it runs (once it has started)."""
        return self.pool.pid()

    def room(self) -> bool:
        """Whether a picture asked now would have a :meth:`turn`."""
        return not self._closed and self.busy < self.waiting

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[bool]:
        """A picture's turn, held until it is drawn and attached: True, or False when
        ``waiting`` pictures are on their way already, or the painter is closed (skip it:
        the text is the answer)."""
        if not self.room():
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
        png = await self.pool.submit(paint, scene, lang)
        if png is None and not self._closed:
            png = (await asyncio.to_thread(picture, scene, lang)).png
        return png

    async def close(self) -> None:
        """Stop the painter at once: the pictures on their way are not worth a slower stop
        (their answers have their text), and none is drawn after."""
        self._closed = True
        await self.pool.close(kill=True)
