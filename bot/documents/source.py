"""Where the tournament documents come from: a local file, or the published copy, cached.

The source is magicjudges.org's document pages compiled into one HTML file per document
(GathererScraper's ``*-light.html``, which MTG Familiar and other judge tools read), with the
pages' anchors that name each section's page on magicjudges.org (README "Tournament
documents" says why). ``update(kind)`` downloads one, checks that it parses as the whole
document, and stores it in the data directory with its sha256 and dates. A failed or broken
download never replaces the last good copy. A copy whose sections differ from the stored
one's becomes the current copy and the stored one is kept as the previous copy, so
``/mtr changes`` can say what changed; a copy with the same sections only renews the date
it was fetched. ``REDZONE_MTR_PATH``, ``REDZONE_IPG_PATH`` and ``REDZONE_JAR_PATH`` name local
files instead; ``REDZONE_MTR_URL`` (and the others) another address to download from.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.download import FetchedAt, UpdateFailed, data_dir, fetch, refreshed, write_atomic
from engine.documents import TournamentDocument
from engine.documents.compare import compare
from engine.documents.parse import DocumentParseError, parse_bytes

log = logging.getLogger(__name__)

MAX_AGE = timedelta(days=7)
COMPILED = "https://raw.githubusercontent.com/AEFeinstein/GathererScraper/master/rules/"
FILES = {
    "mtr": "MagicTournamentRules-light.html",
    "ipg": "InfractionProcedureGuide-light.html",
    "jar": "JudgingAtRegular-light.html",
}
PAGES = "https://blogs.magicjudges.org/rules/"  # a section's page: PAGES + its anchor + "/"
CURRENT, PREVIOUS = "current.json", "previous.json"


class DocumentUnavailable(RuntimeError):
    """No copy of a document is at hand (none cached, no local file): ``path`` is the file
    named that does not exist, None when no file was named and none is stored. The text (for
    logs) is English; a reply says it with :func:`bot.i18n.missing_file`."""

    def __init__(self, kind: str, path: Path | None = None) -> None:
        super().__init__(f"no such file: {path}" if path else f"no copy of the {kind.upper()}")
        self.path = path


@dataclass(frozen=True)
class CachedDocument(FetchedAt):
    """A stored copy of a document: where, which version, from where and when."""

    kind: str
    path: str
    sha256: str
    version: str | None  # ISO date: the last update, else the effective date
    effective: str | None
    url: str
    fetched_at: str


def env_name(kind: str, what: str) -> str:
    """``REDZONE_MTR_PATH``, ``REDZONE_IPG_URL``..."""
    return f"REDZONE_{kind.upper()}_{what}"


def source_url(kind: str) -> str:
    return os.environ.get(env_name(kind, "URL"), COMPILED + FILES[kind])


def page_url(anchor: str) -> str:
    """The page of a section on magicjudges.org (``mtr4-2`` -> .../rules/mtr4-2/)."""
    return f"{PAGES}{anchor}/" if anchor else PAGES


def _dir(kind: str, directory: Path | None) -> Path:
    return (directory or data_dir()) / "documents" / kind


def _record(kind: str, name: str, directory: Path | None) -> CachedDocument | None:
    try:
        record = CachedDocument(**json.loads((_dir(kind, directory) / name).read_text("utf-8")))
    except (OSError, ValueError, TypeError):
        return None
    return record if Path(record.path).is_file() else None


def cached(kind: str, directory: Path | None = None) -> CachedDocument | None:
    """The stored current copy's record, if there is a good one."""
    return _record(kind, CURRENT, directory)


def previous(kind: str, directory: Path | None = None) -> CachedDocument | None:
    """The copy the current one replaced, kept for the changes."""
    return _record(kind, PREVIOUS, directory)


def read(kind: str, path: Path) -> TournamentDocument:
    """Parse a stored or local copy.

    Raises
    ------
    DocumentParseError
        The file is not the whole document.
    """
    return parse_bytes(path.read_bytes(), kind)


def update(kind: str, directory: Path | None = None, url: str | None = None) -> CachedDocument:
    """Download a document, check that it parses, and store it as the current copy (the one
    it replaces, when its sections differ, as the previous copy).

    Raises
    ------
    UpdateFailed
        The download or the parse failed; nothing stored was changed.
    """
    url = url or source_url(kind)
    try:
        data = fetch(url)
    except OSError as exc:
        raise UpdateFailed(f"download failed: {exc}") from exc
    try:
        document = parse_bytes(data, kind)
    except (DocumentParseError, UnicodeDecodeError) as exc:
        raise UpdateFailed(f"the downloaded file is not the whole {kind.upper()}: {exc}") from exc
    folder = _dir(kind, directory)
    digest = hashlib.sha256(data).hexdigest()
    version = document.version.isoformat() if document.version else None
    current = cached(kind, directory)
    old = _readable(kind, current)
    same = old is not None and old.sections == document.sections
    if current is not None and same:
        path = current.path  # the same text: only the time it was fetched is new
    else:
        path = str(folder / f"{kind}-{version or 'undated'}-{digest[:8]}.html")
        write_atomic(Path(path), data)
    record = CachedDocument(
        kind=kind,
        path=path,
        sha256=current.sha256 if current is not None and same else digest,
        version=version,
        effective=document.effective.isoformat() if document.effective else None,
        url=url,
        fetched_at=datetime.now(UTC).isoformat(),
    )
    if current is not None and old is not None and not same:
        write_atomic(folder / PREVIOUS, json.dumps(asdict(current), indent=2).encode())
        diff = compare(old, document)
        log.info(
            "%s updated: version %s (was %s), %d sections changed: %s",
            kind.upper(),
            version,
            current.version,
            len(diff.changes),
            ", ".join(f"{c.number or 'intro'} {c.change}" for c in diff.changes[:20]),
        )
    write_atomic(folder / CURRENT, json.dumps(asdict(record), indent=2).encode())
    if not same:
        log.info("stored the %s version %s from %s", kind.upper(), version, url)
    return record


def _readable(kind: str, record: CachedDocument | None) -> TournamentDocument | None:
    if record is None:
        return None
    try:
        return read(kind, Path(record.path))
    except (OSError, DocumentParseError, UnicodeDecodeError):
        return None


def ensure_current(
    kind: str, directory: Path | None = None, max_age: timedelta = MAX_AGE
) -> CachedDocument | None:
    """Update when there is no copy or it is older than ``max_age``; keep the last good one."""
    return refreshed(
        cached(kind, directory), max_age, lambda: update(kind, directory), kind.upper()
    )


def document_path(kind: str, explicit: str | None = None, directory: Path | None = None) -> Path:
    """The file to read: an explicit path, ``REDZONE_<KIND>_PATH``, or the stored copy.

    Raises
    ------
    DocumentUnavailable
        When none of those exists.
    """
    for candidate in (explicit, os.environ.get(env_name(kind, "PATH"))):
        if candidate:
            path = Path(candidate)
            if not path.is_file():
                raise DocumentUnavailable(kind, path)
            return path
    record = cached(kind, directory)
    if record is None:
        raise DocumentUnavailable(kind)
    return Path(record.path)


def stored(kind: str, directory: Path | None = None) -> list[Path]:
    """The stored copies, current first: what an older version is looked for in."""
    return [Path(r.path) for r in (cached(kind, directory), previous(kind, directory)) if r]
