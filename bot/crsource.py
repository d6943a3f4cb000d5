"""Where the Comprehensive Rules text comes from: a local file, or Wizards' site, cached.

The product does not ship the CR. ``update()`` finds the current ``.txt`` link on the rules
page, downloads it, checks that it parses, and stores it in the data directory with its
sha256 and effective date. A failed or broken download never replaces the last good copy;
the copy a new one replaces is kept as the previous copy (``/rule changes`` compares them,
and the log says what changed). ``REDZONE_CR_PATH`` points at a local file instead.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from html import unescape
from pathlib import Path
from urllib.parse import quote, urljoin

from bot.download import FetchedAt, UpdateFailed, data_dir, fetch, refreshed, write_atomic
from engine.rules import CRParseError, RuleBook, RulesDocument, compare, parse_bytes
from engine.rules.changes import ADDED, CHANGED, REMOVED, RENUMBERED

log = logging.getLogger(__name__)

RULES_PAGE = "https://magic.wizards.com/en/rules"
MAX_AGE = timedelta(days=7)
_LINK = re.compile(r"""href\s*=\s*["']([^"']+?\.txt)["']""", re.I)
META = "current.json"
PREVIOUS = "previous.json"  # the copy the current one replaced


class CRUnavailable(RuntimeError):
    """No copy of the rules is at hand (none cached, no REDZONE_CR_PATH): ``path`` is the
    file named that does not exist, None when no file was named and none is stored. The
    text (for logs) is English; a reply says it with :func:`bot.i18n.missing_file`."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(f"no such file: {path}" if path else "no copy of the Comprehensive Rules")
        self.path = path


@dataclass(frozen=True)
class CachedCR(FetchedAt):
    """A stored copy of the rules: where, what, and when it was fetched."""

    path: str
    sha256: str
    effective: str | None
    url: str
    fetched_at: str


def rules_page() -> str:
    return os.environ.get("REDZONE_RULES_PAGE", RULES_PAGE)


def find_txt_link(page: str, base: str) -> str:
    """The Comprehensive Rules ``.txt`` link on the rules page, as an absolute URL."""
    links = [unescape(link) for link in _LINK.findall(page)]
    preferred = [link for link in links if "comprules" in link.lower()] or links
    if not preferred:
        raise UpdateFailed("no .txt link on the rules page")
    return quote(urljoin(base, preferred[0]), safe=":/%?=&~#+")


def cached(directory: Path | None = None, name: str = META) -> CachedCR | None:
    """The stored copy's record, if there is a good one."""
    meta = (directory or data_dir()) / "cr" / name
    try:
        record = CachedCR(**json.loads(meta.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None
    return record if Path(record.path).is_file() else None


def update(directory: Path | None = None, page_url: str | None = None) -> CachedCR:
    """Download the current CR, check it parses, and store it as the current copy.

    Raises
    ------
    UpdateFailed
        The page, the link, the download or the parse failed; nothing stored was changed.
    """
    directory = directory or data_dir()
    page_url = page_url or rules_page()
    try:
        page = fetch(page_url).decode("utf-8", errors="replace")
        url = find_txt_link(page, page_url)
        data = fetch(url)
    except OSError as exc:
        raise UpdateFailed(f"download failed: {exc}") from exc
    try:
        document = parse_bytes(data, strict=True)
    except CRParseError as exc:
        raise UpdateFailed(f"the downloaded file does not parse: {exc}") from exc
    if len(document.rules) < 500 or document.effective is None:
        raise UpdateFailed("the downloaded file is not a whole Comprehensive Rules text")
    effective = document.effective.isoformat()
    digest = hashlib.sha256(data).hexdigest()
    current = cached(directory)
    target = directory / "cr" / f"MagicCompRules-{effective.replace('-', '')}.txt"
    if current is not None and current.sha256 != digest and Path(current.path) == target:
        target = target.with_stem(f"{target.stem}-{digest[:8]}")  # the kept copy stays whole
    write_atomic(target, data)
    record = CachedCR(
        path=str(target),
        sha256=digest,
        effective=effective,
        url=url,
        fetched_at=datetime.now(UTC).isoformat(),
    )
    if current is not None and current.sha256 != digest:
        keep_previous(directory, current, document)
    write_atomic(directory / "cr" / META, json.dumps(asdict(record), indent=2).encode())
    log.info("stored the Comprehensive Rules effective %s from %s", effective, url)
    return record


def keep_previous(directory: Path, current: CachedCR, new: RulesDocument) -> None:
    """Keep the copy a new one replaces as the previous copy, and say in the log what
    changed from it (``/rule changes`` says it to users)."""
    write_atomic(directory / "cr" / PREVIOUS, json.dumps(asdict(current), indent=2).encode())
    try:
        old = parse_bytes(Path(current.path).read_bytes())
    except (OSError, CRParseError) as exc:
        log.warning("the previous Comprehensive Rules cannot be read: %s", exc)
        return
    diff = compare(old, new)
    log.info(
        "the Comprehensive Rules were updated: effective %s, were %s: %d rules added,"
        " %d removed, %d changed, %d renumbered; %d glossary terms changed",
        new.effective,
        old.effective,
        diff.count(ADDED),
        diff.count(REMOVED),
        diff.count(CHANGED),
        diff.count(RENUMBERED),
        len(diff.glossary),
    )


def previous(directory: Path | None = None) -> CachedCR | None:
    """The copy the current one replaced, kept for ``/rule changes``."""
    return cached(directory, PREVIOUS)


def stored(directory: Path | None = None) -> list[Path]:
    """The stored copies, current first: what an older version is looked for in."""
    return [Path(r.path) for r in (cached(directory), previous(directory)) if r is not None]


def ensure_current(directory: Path | None = None, max_age: timedelta = MAX_AGE) -> CachedCR | None:
    """Update when there is no copy or it is older than ``max_age``; keep the last good one."""
    return refreshed(cached(directory), max_age, lambda: update(directory), "rules")


def cr_path(explicit: str | None = None, directory: Path | None = None) -> Path:
    """The CR file to read: an explicit path, ``REDZONE_CR_PATH``, or the cached copy.

    Raises
    ------
    CRUnavailable
        When none of those exists.
    """
    for candidate in (explicit, os.environ.get("REDZONE_CR_PATH")):
        if candidate:
            path = Path(candidate)
            if not path.is_file():
                raise CRUnavailable(path)
            return path
    record = cached(directory)
    if record is None:
        raise CRUnavailable()
    return Path(record.path)


_BOOKS: dict[tuple[str, float], RuleBook] = {}


def load_book(path: Path) -> RuleBook:
    """Parse and index a CR file once per process (keyed by path and modification time)."""
    key = (str(path.resolve()), path.stat().st_mtime)
    book = _BOOKS.get(key)
    if book is None:
        book = _BOOKS[key] = RuleBook(parse_bytes(path.read_bytes()))
    return book
