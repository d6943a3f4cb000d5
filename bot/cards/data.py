"""Where the card data comes from: MTGJSON's AtomicCards, downloaded, checked and converted.

``update()`` downloads ``AtomicCards.json.xz`` (``lzma`` and ``gzip`` are in the standard
library; ``.json.gz`` works too) and the ``.sha256`` MTGJSON publishes beside every file,
checks the one against the other, and converts the JSON once into a compact SQLite
database in the data directory (``REDZONE_DATA``/cards). The new database is built beside
the old one and moved over it only when whole: a failed or broken download never replaces
the last good copy. ``REDZONE_CARDS_PATH`` (``--cards PATH``) names a local AtomicCards
file instead; it is converted once and rebuilt when the file changes.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import lzma
import os
import tempfile
import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot import download
from bot.cards.names import normalize
from bot.download import FetchedAt, data_dir, fetch, write_atomic

if TYPE_CHECKING:  # the store (sqlite3) is imported when a database is built or read
    from bot.storage.cards import FaceRow, Tables

log = logging.getLogger(__name__)

CARDS_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
MAX_AGE = timedelta(days=7)
DB_NAME = "cards.sqlite"
META = "current.json"
LOCAL_DB, LOCAL_META = "local.sqlite", "local.json"  # built from REDZONE_CARDS_PATH
MIN_CARDS = 10  # a document with fewer cards is not a whole AtomicCards file

# MTGJSON's foreignData languages -> the codes Redzone stores (its own languages first).
LANGUAGES = {
    "Italian": "it",
    "German": "de",
    "Japanese": "ja",
    "French": "fr",
    "Spanish": "es",
    "Portuguese (Brazil)": "pt",
    "Russian": "ru",
    "Korean": "ko",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
}


class CardsUnavailable(RuntimeError):
    """No card database at hand (none built, no REDZONE_CARDS_PATH)."""


class UpdateFailed(download.UpdateFailed):
    """The download, its checksum or its conversion failed; the last good copy is kept."""


@dataclass(frozen=True)
class CachedCards(FetchedAt):
    """A built card database: where, from what, and when."""

    path: str
    sha256: str
    url: str
    version: str
    cards: int
    fetched_at: str
    format: int = 1  # the database layout (bot.storage.cards.FORMAT); 1 before it was recorded


def cards_url() -> str:
    return os.environ.get("REDZONE_CARDS_URL", CARDS_URL)


def decompress(data: bytes, name: str) -> bytes:
    """The JSON bytes of a ``.json``, ``.json.gz`` or ``.json.xz`` file (by name or magic)."""
    try:
        if name.endswith(".xz") or data[:6] == b"\xfd7zXZ\x00":
            return lzma.decompress(data)
        if name.endswith(".gz") or data[:2] == b"\x1f\x8b":
            return gzip.decompress(data)
    except (lzma.LZMAError, EOFError, OSError) as exc:
        raise UpdateFailed(f"the file does not decompress: {exc}") from exc
    return data


def published_sha256(text: str) -> str:
    """The digest in a ``.sha256`` file: the first word (``HEX`` or ``HEX  NAME``)."""
    words = text.split()
    digest = words[0].lower() if words else ""
    if len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        raise UpdateFailed("the .sha256 file holds no SHA-256 digest")
    return digest


# -- conversion -------------------------------------------------------------------------


def _s(value: Any) -> str | None:
    return None if value is None else str(value)


def tables(document: dict[str, Any]) -> Tables:
    """AtomicCards as database rows.

    Raises
    ------
    UpdateFailed
        The document is not AtomicCards-shaped.
    """
    from bot.storage.cards import Tables

    data = document.get("data") if isinstance(document, dict) else None
    if not isinstance(data, dict) or len(data) < MIN_CARDS:
        raise UpdateFailed("the file is not a whole AtomicCards document")
    faces: list[FaceRow] = []
    names: list[tuple[str, str, int, str]] = []
    rulings: list[tuple[int, str, str]] = []
    cards: list[tuple[int, str, str | None, str | None]] = []
    try:
        for full, entries in data.items():
            card = len(faces) + 1
            cards.append(_card_row(card, entries[0]))
            for entry in entries:
                fid = len(faces) + 1
                face_name = entry.get("faceName") or entry["name"]
                faces.append(
                    (
                        fid,
                        card,
                        entry["name"],
                        face_name,
                        _s(entry.get("side")),
                        entry.get("layout", "normal"),
                        _s(entry.get("manaCost")),
                        entry.get("type", ""),
                        json.dumps(entry.get("types", [])),
                        entry.get("text", ""),
                        _s(entry.get("power")),
                        _s(entry.get("toughness")),
                        _s(entry.get("loyalty")),
                        _s(entry.get("defense")),
                        json.dumps(entry.get("keywords", [])),
                        _s(entry.get("identifiers", {}).get("scryfallOracleId")),
                        json.dumps(entry.get("colors", [])),
                        json.dumps(entry.get("subtypes", [])),
                    )
                )
                english = {full, entry["name"], face_name, entry.get("asciiName") or face_name}
                names.extend((normalize(n), "en", fid, n) for n in english if n)
                for foreign in entry.get("foreignData") or ():
                    lang = LANGUAGES.get(foreign.get("language", ""))
                    if lang is None:
                        continue
                    shown = foreign.get("faceName") or foreign.get("name")
                    for printed in {foreign.get("name"), foreign.get("faceName")}:
                        if printed:
                            names.append((normalize(printed), lang, fid, shown or printed))
            seen: set[tuple[str, str]] = set()
            for entry in entries:
                for ruling in entry.get("rulings") or ():
                    row = (str(ruling["date"]), str(ruling["text"]))
                    if row not in seen:
                        seen.add(row)
                        rulings.append((card, *row))
    except (KeyError, TypeError, AttributeError) as exc:
        raise UpdateFailed(f"a card is not AtomicCards-shaped: {exc!r}") from exc
    meta = document.get("meta") or {}
    return Tables(
        meta={
            "version": str(meta.get("version", "?")),
            "date": str(meta.get("date", "?")),
            "cards": str(len(data)),
        },
        faces=faces,
        names=names,
        rulings=rulings,
        cards=cards,
    )


def _card_row(card: int, entry: dict[str, Any]) -> tuple[int, str, str | None, str | None]:
    """A card's legalities (format -> MTGJSON's ``Legal``, ``Banned``, ``Restricted``) and
    the identifiers of a printing, for its picture and its pages."""
    legalities = entry.get("legalities") or {}
    ids = entry.get("identifiers") or {}
    return (card, json.dumps(legalities), _s(ids.get("scryfallId")), _s(ids.get("multiverseId")))


def convert(raw: bytes, target: Path) -> int:
    """Build the database at ``target`` from AtomicCards JSON bytes, replacing it only when
    the build succeeded; returns the number of cards."""
    try:
        document = json.loads(raw)
    except ValueError as exc:
        raise UpdateFailed(f"the file is not JSON: {exc}") from exc
    from bot.storage.cards import build

    rows = tables(document)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".sqlite")
    os.close(handle)
    Path(tmp).unlink()
    try:
        build(Path(tmp), rows)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return int(rows.meta["cards"])


# -- the stored copy --------------------------------------------------------------------


def cards_dir(directory: Path | None = None) -> Path:
    return (directory or data_dir()) / "cards"


def cached(directory: Path | None = None, meta_name: str = META) -> CachedCards | None:
    """The stored database's record, if there is a good one."""
    meta = cards_dir(directory) / meta_name
    try:
        record = CachedCards(**json.loads(meta.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None
    from bot.storage.cards import FORMAT

    # A database of an older layout lacks columns the lookups read: build it again.
    return record if Path(record.path).is_file() and record.format == FORMAT else None


def update(directory: Path | None = None, url: str | None = None) -> CachedCards:
    """Download AtomicCards and its checksum, verify, convert, and store the database.

    Raises
    ------
    UpdateFailed
        The download, the checksum, the decompression or the conversion failed; the last
        good copy is untouched.
    """
    url = url or cards_url()
    try:
        data = fetch(url)
        expected = published_sha256(fetch(url + ".sha256").decode("ascii", errors="replace"))
    except OSError as exc:
        raise UpdateFailed(f"download failed: {exc}") from exc
    digest = hashlib.sha256(data).hexdigest()
    if digest != expected:
        raise UpdateFailed(f"checksum mismatch: got {digest[:12]}, published {expected[:12]}")
    return _store(decompress(data, url), directory, digest, url)


def _store(
    raw: bytes, directory: Path | None, digest: str, url: str, local: bool = False
) -> CachedCards:
    started = time.perf_counter()
    target = cards_dir(directory) / (LOCAL_DB if local else DB_NAME)
    count = convert(raw, target)
    from bot.storage.cards import FORMAT, CardStore

    store = CardStore(target)
    version = store.meta().get("version", "?")
    store.close()
    record = CachedCards(
        path=str(target),
        sha256=digest,
        url=url,
        version=version,
        cards=count,
        fetched_at=datetime.now(UTC).isoformat(),
        format=FORMAT,
    )
    write_atomic(
        cards_dir(directory) / (LOCAL_META if local else META),
        json.dumps(asdict(record), indent=2).encode(),
    )
    log.info(
        "stored %d cards (%s) from %s in %.1f s",
        count,
        version,
        url,
        time.perf_counter() - started,
    )
    return record


def from_file(path: Path, directory: Path | None = None) -> CachedCards:
    """Convert a local AtomicCards file (``.json``, ``.gz``, ``.xz``) unless already done."""
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    record = cached(directory, LOCAL_META)
    if record is not None and record.sha256 == digest and record.url == str(path):
        return record
    return _store(decompress(data, path.name), directory, digest, str(path), local=True)


def ensure_current(
    directory: Path | None = None, max_age: timedelta = MAX_AGE
) -> CachedCards | None:
    """Update when there is no database or it is older than ``max_age``; keep the last good."""
    return download.refreshed(cached(directory), max_age, lambda: update(directory), "card data")


def local_source() -> Path | None:
    """The AtomicCards file ``REDZONE_CARDS_PATH`` names, if it is set."""
    value = os.environ.get("REDZONE_CARDS_PATH")
    return Path(value) if value else None


def last_good_local(directory: Path | None = None) -> CachedCards | None:
    """The database last built from a local AtomicCards file, whatever its source is now: what
    to serve while that file is missing or broken."""
    return cached(directory, LOCAL_META)


def db_path(explicit: str | None = None, directory: Path | None = None) -> Path:
    """The card database to read: built from an explicit file or ``REDZONE_CARDS_PATH``,
    else the stored copy.

    Raises
    ------
    CardsUnavailable
        When there is none; the message names the file and what is wrong with it.
    """
    for candidate in (explicit, os.environ.get("REDZONE_CARDS_PATH")):
        if candidate:
            path = Path(candidate)
            try:
                return Path(from_file(path, directory).path)
            except OSError as exc:
                raise CardsUnavailable(f"{path}: {exc.strerror or exc}") from exc
            except UpdateFailed as exc:
                raise CardsUnavailable(f"{path}: {exc}") from exc
    record = cached(directory)
    if record is None:
        raise CardsUnavailable("no card data")
    return Path(record.path)
