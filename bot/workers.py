"""Combats computed in child processes: the event loop only sends them and reads the answers.

Under load the bot's one thread runs discord.py, aiohttp and every combat (parse, simulate,
explain). Measured through bench/e2e_load.py on distinct boards, the combats were about a
third of the bot's CPU, and cost twice what they cost alone (their code and data run cold
between discord.py's). :class:`Workers` hands them to child processes (``python -m
bot.workers``), which the OS runs on the other cores and where they stay warm.

- The combats asked during one turn of the event loop go to one child in one message (a
  pickled list, length-prefixed, on its stdin) and come back in one message (on its stdout),
  in the order asked. Each child answers its messages in the order it got them.
- The child computes exactly what the bot's own process would (``Handlers.combat_reply``),
  with the same copy of the card data: the bot sends the file and its modification time as
  its own index opened it (``CardStore``), and a child that finds another copy there (an
  update replaced the file, the bot has not switched yet) leaves that combat to the bot.
- Nothing is lost: a combat that no child can take (none running, or past ``QUEUE`` combats
  held), and every combat a child held when it stopped, raises :class:`NotTaken`, and the
  handler computes it in its own process. A child that stopped is started again at the next
  batch, at most once per ``RESTART_AFTER`` seconds. A child whose answer cannot be read is
  stopped (killed) the same way. So is one that has not answered a message within
  ``ANSWER_WITHIN`` seconds, except that the message it was computing fails (one of its
  combats may never end: it is not run again in the bot's process).
- An exception inside a combat (a bug) comes back as :class:`WorkerFailure` with the child's
  traceback, for that combat only, as the same exception would in the bot's process.
- A child runs in its own session and ignores SIGINT and SIGTERM; it stops when its stdin
  closes: at :meth:`Workers.close`, or when the bot dies.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import pickle
import signal
import struct
import sys
import time
import traceback
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from bot.cards.index import CardIndex, load_index
from bot.replies import Reply

log = logging.getLogger(__name__)

QUEUE = 64  # combats a child may hold; past that, the bot's own process computes them
RESTART_AFTER = 5.0  # seconds between two starts of a child that stopped
# Seconds a child has to answer a message: past that it is stopped and the combats it held
# are computed in the bot's process (the largest board allowed takes well under a second).
ANSWER_WITHIN = 10.0
STOP_WAIT = 2.0  # seconds a child gets to exit after its stdin closes, then it is killed
_HEAD = struct.Struct("<I")  # the length of the pickled message that follows

# The card data a combat is computed with: its file and that file's modification time as the
# bot's process opened it (``CardStore``), or None without card data.
Cards = tuple[str, float] | None
Job = tuple[str, str | None, str, Cards, bool]  # board, mode, language, card data, picture
# A combat's answer: (DONE, the reply), (FAILED, the child's traceback) or (ELSEWHERE, "")
Answer = tuple[int, Reply | str]
DONE, FAILED, ELSEWHERE = range(3)
CombatReply = Callable[[str, str | None, str, CardIndex | None, bool], Reply]


class NotTaken(Exception):
    """No child computed this combat: compute it in this process."""


class WorkerFailure(Exception):
    """A combat raised inside a child; the message is the child's traceback."""


def workers_for(wanted: int | None) -> int:
    """Children to start: ``wanted`` (REDZONE_WORKERS), else one when this process may run on
    two cores or more, else none (the combats stay in the bot's process)."""
    if wanted is not None:
        return wanted
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    return 1 if cores >= 2 else 0


# -- the child ----------------------------------------------------------------------------


def read_message(stream: BinaryIO) -> object | None:
    """The next message on ``stream``, or None at its end."""
    head = stream.read(_HEAD.size)
    if len(head) < _HEAD.size:
        return None
    (size,) = _HEAD.unpack(head)
    body = stream.read(size)
    if len(body) < size:
        return None
    value: object = pickle.loads(body)
    return value


def message(value: object) -> bytes:
    """``value`` as one message: its length, then its pickle."""
    body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return _HEAD.pack(len(body)) + body


class CardFiles:
    """The card indexes a child has open, by file and modification time."""

    def __init__(self) -> None:
        self._open: dict[tuple[str, float], CardIndex] = {}

    def index(self, path: str, modified: float) -> CardIndex | None:
        """The index of that copy of the file, or None when the file on disk is now another
        one (an update replaced it, and the bot's process still reads the copy it opened)."""
        index = self._open.get((path, modified))
        if index is None:
            index = load_index(Path(path))
            if index.store.modified != modified:
                return None
            self._open[path, modified] = index
        return index


def answer(job: Job, combat_reply: CombatReply, cards: CardFiles) -> Answer:
    """One combat's reply, computed as the bot's process computes it (``combat_reply``) with
    the same card data; ELSEWHERE when this child cannot read that copy of the card data."""
    board, mode, lang, data, picture = job
    try:
        index = None
        if data is not None:
            index = cards.index(*data)
            if index is None:
                return ELSEWHERE, ""
        return DONE, combat_reply(board, mode, lang, index, picture)
    except Exception:
        return FAILED, traceback.format_exc()


def serve(source: BinaryIO, sink: BinaryIO) -> None:
    """Answer each message of combats on ``source`` with one message on ``sink``, until
    ``source`` ends."""
    from bot.handlers import Handlers  # not at the top: bot.handlers imports this module

    combat_reply, cards = Handlers.combat_reply, CardFiles()
    while (jobs := read_message(source)) is not None:
        assert isinstance(jobs, list)
        sink.write(message([answer(job, combat_reply, cards) for job in jobs]))
        sink.flush()


def main() -> None:
    from bot.heap import settle_heap

    # Its own session (no terminal's Ctrl-C), and deaf to SIGINT and SIGTERM sent to the whole
    # group or control group: it ends when its stdin does, at the bot's close or death.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    # The messages get the real stdout; anything else printed goes to stderr.
    sink = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    from bot.picture import warm

    warm()  # the fonts, before the first combat's picture waits for them
    settle_heap()
    serve(sys.stdin.buffer, sink)


# -- the bot's side -----------------------------------------------------------------------


def _not_taken(future: asyncio.Future[Reply]) -> None:
    if not future.done():
        future.set_exception(NotTaken())


def _kill(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):  # it has ended meanwhile
        process.kill()


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("starting the combat workers failed", exc_info=task.exception())


@dataclass(eq=False)
class _Child:
    process: asyncio.subprocess.Process
    # each message sent and not answered: its combats' futures and its deadline's timer
    waiting: deque[tuple[list[asyncio.Future[Reply]], asyncio.TimerHandle]] = field(
        default_factory=deque
    )
    held: int = 0  # combats sent and not answered yet
    running: bool = True
    late: bool = False  # stopped for not answering within ANSWER_WITHIN
    reader: asyncio.Task[None] | None = None


class Workers:
    """``count`` child processes that compute combats (``python -m bot.workers``)."""

    def __init__(self, count: int, command: Sequence[str] | None = None) -> None:
        self.count = count
        self.command = list(command or (sys.executable, "-m", "bot.workers"))
        self.sent = 0  # messages sent to the children (tests and benches read it)
        self._children: list[_Child] = []
        self._jobs: list[Job] = []
        self._futures: list[asyncio.Future[Reply]] = []
        self._started_at = -RESTART_AFTER
        self._starting: asyncio.Task[None] | None = None
        self._closed = False

    async def start(self) -> None:
        """Start the children that are not running."""
        self._started_at = time.monotonic()
        self._children = [child for child in self._children if child.running]
        while len(self._children) < self.count:
            try:
                process = await asyncio.create_subprocess_exec(
                    *self.command,
                    stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE,
                    start_new_session=True,  # a terminal's Ctrl-C is the bot's to handle
                )
            except OSError:
                log.exception("a combat worker could not start; combats stay in this process")
                return
            child = _Child(process)
            child.reader = asyncio.get_running_loop().create_task(self._read(child))
            self._children.append(child)
        log.info("%d combat workers running", len(self._children))

    def run(
        self,
        board: str,
        mode: str | None,
        lang: str,
        cards: CardIndex | None,
        picture: bool = False,
    ) -> asyncio.Future[Reply]:
        """The combat's reply, computed by a child with the others of this turn of the loop
        (:class:`NotTaken` if none could)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Reply] = loop.create_future()
        if not self._jobs:
            loop.call_soon(self._send)
        data = None if cards is None else (str(cards.store.path), cards.store.modified)
        self._jobs.append((board, mode, lang, data, picture))
        self._futures.append(future)
        return future

    def running(self) -> int:
        """The children running now."""
        return sum(child.running for child in self._children)

    def _send(self) -> None:
        jobs, self._jobs = self._jobs, []
        futures, self._futures = self._futures, []
        alive = [child for child in self._children if child.running]
        if len(alive) < self.count:
            self._restart()
        child = min(alive, key=lambda c: c.held, default=None)
        room = 0 if child is None else QUEUE - child.held
        for future in futures[max(room, 0) :]:  # past the room left: computed here
            _not_taken(future)
        if child is None or room <= 0:
            return
        jobs, futures = jobs[:room], futures[:room]
        stdin = child.process.stdin
        assert stdin is not None
        try:
            stdin.write(message(jobs))
        except (ConnectionError, RuntimeError):  # the child is gone: its reader says so
            for future in futures:
                _not_taken(future)
            return
        self.sent += 1
        child.held += len(jobs)
        late = asyncio.get_running_loop().call_later(ANSWER_WITHIN, self._late, child)
        child.waiting.append((futures, late))

    @staticmethod
    def _late(child: _Child) -> None:
        log.warning("a combat worker did not answer within %.0f s; stopping it", ANSWER_WITHIN)
        child.late = True
        _kill(child.process)  # its reader hands back the combats it held

    def _restart(self) -> None:
        """Start the missing children again, unless they were started a moment ago."""
        if self._closed or (self._starting is not None and not self._starting.done()):
            return
        if time.monotonic() - self._started_at < RESTART_AFTER:
            return
        self._starting = asyncio.get_running_loop().create_task(self.start())
        self._starting.add_done_callback(_log_failure)

    async def _read(self, child: _Child) -> None:
        stdout = child.process.stdout
        assert stdout is not None
        try:
            while True:
                (size,) = _HEAD.unpack(await stdout.readexactly(_HEAD.size))
                answers: list[Answer] = pickle.loads(await stdout.readexactly(size))
                futures, late = child.waiting[0]
                if len(answers) != len(futures):
                    raise ValueError(f"{len(answers)} answers to {len(futures)} combats")
                child.waiting.popleft()
                late.cancel()
                child.held -= len(futures)
                for future, (status, value) in zip(futures, answers, strict=True):
                    if future.done():  # its task was cancelled
                        continue
                    if status == DONE:
                        future.set_result(value)  # type: ignore[arg-type]
                    elif status == FAILED:
                        future.set_exception(WorkerFailure(value))
                    else:
                        future.set_exception(NotTaken())
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the child stopped
        except Exception:
            log.exception("a combat worker's answer could not be read; stopping it")
            _kill(child.process)
        finally:
            child.running = False
            for number, (futures, late) in enumerate(child.waiting):
                late.cancel()
                for future in futures:
                    if number == 0 and child.late:
                        # The combat it was computing when it was stopped may be the one that
                        # never ends: not run again in the bot's process.
                        if not future.done():
                            future.set_exception(
                                WorkerFailure(f"no answer within {ANSWER_WITHIN:.0f} s")
                            )
                    else:
                        _not_taken(future)
            child.waiting.clear()
            child.held = 0
            if not self._closed:
                code = await child.process.wait()
                log.warning("a combat worker stopped (exit code %s); started again later", code)

    async def close(self) -> None:
        """Stop the children: their stdin closes, and a child still running after STOP_WAIT
        seconds is killed."""
        self._closed = True
        if self._starting is not None:
            await asyncio.gather(self._starting, return_exceptions=True)
        for child in self._children:
            if child.process.stdin is not None:
                child.process.stdin.close()
        for child in self._children:
            try:
                await asyncio.wait_for(child.process.wait(), STOP_WAIT)
            except TimeoutError:
                _kill(child.process)
                await child.process.wait()
            if child.reader is not None:
                await asyncio.gather(child.reader, return_exceptions=True)
        self._children = []


if __name__ == "__main__":
    main()
