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
from bot.cards.index import CardIndex, load_index

log = logging.getLogger(__name__)

CHECK_EVERY = 6 * 3600.0  # seconds between checks that the card data is fresh


class CardService:
    """The bot's card data: ``current()`` for the handlers, ``start()``/``stop()`` for the bot."""

    def __init__(self, local: Path | None = None) -> None:
        self.local = local
        self.index: CardIndex | None = None
        self.path: Path | None = None  # the database ``index`` reads
        self.problem = ""  # why the card data wanted is not what is served (or not at all)
        self.kept = False  # ``index`` is the last good copy of a broken REDZONE_CARDS_PATH
        self.loaded = asyncio.Event()  # set once the first load is done, found or not
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
                    # its message says whether a last good copy is kept
                    log.warning(
                        "card data update failed: %s", said.decode(errors="replace").strip()
                    )
            found = await asyncio.to_thread(self.open)
            if found is not None:
                self.index = found
        except Exception:
            log.exception("loading the card data failed; keeping what was loaded")
        finally:
            self.loaded.set()

    def open(self) -> CardIndex | None:
        """The card data to serve now: ``REDZONE_CARDS_PATH`` converted (once per version of
        the file), else the stored download. When the local file is missing or broken, the
        path and the cause are logged and the last good copy made from it is served; None
        when there is nothing at all (the index already loaded, if any, stays)."""
        explicit = str(self.local) if self.local else None
        try:
            path = data.db_path(explicit)
        except data.CardsUnavailable as exc:
            self.problem = str(exc)
            kept = data.last_good_local() if self.local else None
            if kept is not None:
                log.warning(
                    "card data from REDZONE_CARDS_PATH cannot be used (%s): serving the last "
                    "good copy, converted %s from %s",
                    exc,
                    kept.fetched_at[:19],
                    kept.url,
                )
                self.path, self.kept = Path(kept.path), True
                return load_index(self.path)
            if self.index is not None:
                log.warning("card data cannot be used (%s): keeping the copy loaded", exc)
            elif self.local is not None:
                log.warning("no card data: REDZONE_CARDS_PATH cannot be used (%s)", exc)
            else:
                log.warning("card names are not available: %s", exc)
            return None
        self.path, self.problem, self.kept = path, "", False
        return load_index(path)

    async def keep_fresh(self) -> None:
        while True:
            await self.load(update=True)
            await asyncio.sleep(CHECK_EVERY)


def _stale() -> bool:
    record = data.cached()
    return record is None or record.age >= data.MAX_AGE
