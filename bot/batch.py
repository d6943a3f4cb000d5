"""CPU work run together, once per turn of the event loop.

Under load, interactions arrive in bursts: one read from the gateway brings several, and their
tasks start in the same turn of the loop. Without this, each task runs the command tree, then
its combat (parse, simulate, explain), then its reply's HTTP request, and the next task does
the same: the engine's and the explanation's code and data, then discord.py's and aiohttp's,
take turns in the CPU's caches and each runs cold (measured in bench/e2e_load.py: a combat
costs about twice as much inside the bot as alone). A :class:`Batch` collects the work the
tasks of one turn ask for and runs it back to back in the next turn; each task then goes on
with its reply. Alone, a piece of work waits one turn of the loop (microseconds).

With combat workers (bot/workers.py, on two cores or more), the combats go to a child
process in the same batches; this runs the ones no worker took, in the bot's process.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


class Batch:
    """Runs the work asked for during one turn of the loop together, in the order asked."""

    def __init__(self) -> None:
        self._pending: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []

    def run(self, work: Callable[[], T]) -> asyncio.Future[T]:
        """``work()``'s result (or its exception), once the batch it joined has run."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        if not self._pending:
            loop.call_soon(self._drain)
        self._pending.append((work, future))
        return future

    def __len__(self) -> int:
        """The pieces of work waiting for the next turn."""
        return len(self._pending)

    def _drain(self) -> None:
        pending, self._pending = self._pending, []
        for done, (work, future) in enumerate(pending):
            if future.cancelled():  # its task was cancelled while it waited
                continue
            try:
                result = work()
            except Exception as error:
                future.set_exception(error)
            except BaseException:  # KeyboardInterrupt, SystemExit: the rest runs next turn
                future.cancel()
                if not self._pending:
                    asyncio.get_running_loop().call_soon(self._drain)
                self._pending = pending[done + 1 :] + self._pending
                raise
            else:
                future.set_result(result)
