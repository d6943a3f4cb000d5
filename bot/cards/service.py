"""The card data of a running bot or console: opened once, refreshed in the background.

At start the bot opens the stored database (or builds it from ``REDZONE_CARDS_PATH``); when
there is none, or it is a week old, it downloads a new one. The download and conversion run
in a child process (``redzone cards update``), so the JSON's transient memory never stays in
the bot; the bot then reopens the new file.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from pathlib import Path

from bot.cards import data
from bot.cards.index import CardIndex, available

log = logging.getLogger(__name__)

CHECK_EVERY = 6 * 3600.0  # seconds between checks that the card data is fresh


class CardService:
    """The bot's card data: ``current()`` for the handlers, ``start()``/``stop()`` for the bot."""

    def __init__(self, local: Path | None = None) -> None:
        self.local = local
        self.index: CardIndex | None = None
        self._task: asyncio.Task[None] | None = None

    def current(self) -> CardIndex | None:
        return self.index

    def start(self) -> None:
        self._task = asyncio.create_task(self.keep_fresh())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def load(self, update: bool) -> None:
        """Open the card data; first refresh it in a child process when asked and stale."""
        try:
            if update and self.local is None and _stale():
                process = await asyncio.create_subprocess_exec(
                    sys.executable,
                    "-m",
                    "bot.cli",
                    "cards",
                    "update",
                    stdout=asyncio.subprocess.DEVNULL,
                    stderr=asyncio.subprocess.PIPE,
                )
                try:
                    _, said = await process.communicate()
                except asyncio.CancelledError:  # the bot is stopping: so does the update
                    if process.returncode is None:
                        with contextlib.suppress(ProcessLookupError):  # it ended meanwhile
                            process.kill()
                    raise
                if process.returncode != 0:
                    log.warning(
                        "card data update failed; keeping the last good copy: %s",
                        said.decode(errors="replace").strip(),
                    )
            explicit = str(self.local) if self.local else None
            self.index = await asyncio.to_thread(available, explicit)
            if self.index is None:
                log.warning("no card data: card names are not available")
        except Exception:
            log.exception("loading the card data failed; keeping what was loaded")

    async def keep_fresh(self) -> None:
        while True:
            await self.load(update=True)
            await asyncio.sleep(CHECK_EVERY)


def _stale() -> bool:
    record = data.cached()
    return record is None or record.age >= data.MAX_AGE
