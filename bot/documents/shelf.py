"""The tournament documents a bot, a console or a command reads: loaded once, refreshed
weekly in the background, and compared with the version before them.

The version before the one in use is the newest stored copy older than it: the previous
copy kept by the last update, or the stored copy when a local file (``REDZONE_MTR_PATH``)
is newer than it.
"""

from __future__ import annotations

import asyncio
import logging
import os
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from bot.documents import source
from engine.documents import KINDS
from engine.documents.book import DocumentBook
from engine.documents.compare import DocumentDiff, compare
from engine.documents.parse import DocumentParseError

log = logging.getLogger(__name__)

CHECK_EVERY = 6 * 3600.0  # seconds between checks that the stored copies are fresh

_BOOKS: dict[tuple[str, str, float], DocumentBook] = {}


def load_book(kind: str, path: Path) -> DocumentBook:
    """Parse and index a document file once per process (by path and modification time).

    Raises
    ------
    DocumentParseError, OSError
        The file cannot be read or is not the whole document.
    """
    key = (kind, str(path.resolve()), path.stat().st_mtime)
    book = _BOOKS.get(key)
    if book is None:
        book = _BOOKS[key] = DocumentBook(source.read(kind, path))
    return book


def previous_diff(
    kind: str, book: DocumentBook, directory: Path | None = None
) -> DocumentDiff | None:
    """What changed from the newest stored copy older than ``book`` (None: there is none)."""
    in_use = book.document.version or date.max
    for path in source.stored(kind, directory):
        try:
            older = load_book(kind, path)
        except (OSError, DocumentParseError, UnicodeDecodeError):
            continue
        if older is not book and (older.document.version or date.min) < in_use:
            return compare(older.document, book.document)
    return None


@dataclass(slots=True)
class _Compared:
    book: DocumentBook  # the version in use it was computed for
    diff: DocumentDiff | None


class DocumentShelf:
    """The documents at hand, by kind (``mtr``, ``ipg``, ``jar``)."""

    def __init__(self, directory: Path | None = None, lazy: bool = True) -> None:
        self.directory = directory
        self.lazy = lazy  # read a document on its first use (the bot reads them in the background)
        self.books: dict[str, DocumentBook] = {}
        self.paths: dict[str, Path] = {}
        self._tried: set[str] = set()
        self._compared: dict[str, _Compared] = {}
        self._task: asyncio.Task[None] | None = None

    def book(self, kind: str) -> DocumentBook | None:
        """The document in use; with ``lazy``, the first call reads it (a console, a command)."""
        if self.lazy and kind not in self._tried:
            self.load(kind)
        return self.books.get(kind)

    def load(self, kind: str) -> bool:
        """Read the document from its local file or the stored copy; keep what was loaded
        when that fails. True when a new copy is in use."""
        self._tried.add(kind)
        try:
            path = source.document_path(kind, directory=self.directory)
            if path == self.paths.get(kind):
                return False
            self.books[kind] = load_book(kind, path)
            self.paths[kind] = path
        except source.DocumentUnavailable as exc:
            log.info("no %s available: %s", kind.upper(), exc)
            return False
        except (OSError, DocumentParseError, UnicodeDecodeError) as exc:
            log.warning("could not read the %s; keeping what was loaded: %s", kind.upper(), exc)
            return False
        version = self.books[kind].document.version
        log.info("%s loaded, version %s", kind.upper(), version)
        return True

    def diff(self, kind: str) -> DocumentDiff | None:
        """What changed from the version before the one in use (None: no older copy)."""
        book = self.book(kind)
        if book is None:
            return None
        kept = self._compared.get(kind)
        if kept is None or kept.book is not book:
            kept = self._compared[kind] = _Compared(book, previous_diff(kind, book, self.directory))
        return kept.diff

    # -- in the bot: refreshed in the background --------------------------------------

    def start(self) -> None:
        self._task = asyncio.create_task(self.keep_fresh())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def keep_fresh(self) -> None:
        """Now, then every few hours: read each document, fetch it when there is no stored
        copy or it is a week old (not for a local file), and read it again when a new copy
        arrived. A failed download keeps the last good copy."""
        while True:
            for kind in KINDS:
                try:
                    if not os.environ.get(source.env_name(kind, "PATH")):  # not a local file
                        await asyncio.to_thread(source.ensure_current, kind, self.directory)
                    await asyncio.to_thread(self.load, kind)
                except Exception:
                    log.exception("checking the %s for an update failed", kind.upper())
            await asyncio.sleep(CHECK_EVERY)
