"""The card database: a read-only SQLite file built once from MTGJSON's AtomicCards.

Plain ``sqlite3``, not aiosqlite: the file is never written after it is built, every query
is an indexed lookup well under a millisecond, and the notation parser (synchronous, pure)
asks it for names in the middle of a parse. One connection, shared across threads under a
lock. Tables:

- ``faces``: one row per card face (a split card's halves, a double-faced card's sides);
  ``card`` is the id of the card's first face.
- ``names``: every name of a face in every language, normalized (``key``) and as printed.
- ``rulings``: the official rulings of each card, with their dates.
- ``cards``: what belongs to a whole card: its legality in each format (MTGJSON's
  ``legalities``), and the Scryfall and Gatherer identifiers of a printing when the data
  has them (``identifiers.scryfallId``, ``multiverseId``).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE faces (
    id INTEGER PRIMARY KEY,
    card INTEGER NOT NULL,
    name TEXT NOT NULL,
    face TEXT NOT NULL,
    side TEXT,
    layout TEXT NOT NULL,
    mana_cost TEXT,
    type_line TEXT NOT NULL,
    types TEXT NOT NULL,
    text TEXT NOT NULL,
    power TEXT,
    toughness TEXT,
    loyalty TEXT,
    defense TEXT,
    keywords TEXT NOT NULL,
    oracle_id TEXT,
    colors TEXT NOT NULL DEFAULT '[]',
    subtypes TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX faces_card ON faces (card);
CREATE TABLE names (
    key TEXT NOT NULL,
    lang TEXT NOT NULL,
    face INTEGER NOT NULL,
    shown TEXT NOT NULL,
    PRIMARY KEY (lang, key, face)
) WITHOUT ROWID;
CREATE INDEX names_key ON names (key);
CREATE TABLE rulings (card INTEGER NOT NULL, date TEXT NOT NULL, text TEXT NOT NULL);
CREATE INDEX rulings_card ON rulings (card);
CREATE TABLE cards (
    card INTEGER PRIMARY KEY,
    legalities TEXT NOT NULL,
    scryfall_id TEXT,
    multiverse_id TEXT
);
"""

FACE_COLUMNS = (
    "id, card, name, face, side, layout, mana_cost, type_line, types, text, power, toughness,"
    " loyalty, defense, keywords, oracle_id, colors, subtypes"
)
FACE_MARKS = ", ".join("?" * len(FACE_COLUMNS.split(",")))  # one placeholder per column
# The layout of the database; one built with another is rebuilt (bot.cards.data).
FORMAT = 4

FaceRow = tuple[
    int,
    int,
    str,
    str,
    str | None,
    str,
    str | None,
    str,
    str,
    str,
    str | None,
    str | None,
    str | None,
    str | None,
    str,
    str | None,
    str,
    str,
]


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything a card database holds, as rows ready to insert."""

    meta: dict[str, str]
    faces: Sequence[FaceRow]
    names: Iterable[tuple[str, str, int, str]]  # key, lang, face, shown
    rulings: Iterable[tuple[int, str, str]]
    cards: Iterable[tuple[int, str, str | None, str | None]] = ()  # legalities as JSON, ids


def build(path: Path, tables: Tables) -> None:
    """Write a new card database at ``path`` (which must not exist), in one transaction."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.executescript(SCHEMA)
        with conn:
            conn.executemany("INSERT INTO meta VALUES (?, ?)", tables.meta.items())
            conn.executemany(
                f"INSERT INTO faces ({FACE_COLUMNS}) VALUES ({FACE_MARKS})",
                tables.faces,
            )
            conn.executemany("INSERT OR IGNORE INTO names VALUES (?, ?, ?, ?)", tables.names)
            conn.executemany("INSERT INTO rulings VALUES (?, ?, ?)", tables.rulings)
            conn.executemany("INSERT INTO cards VALUES (?, ?, ?, ?)", tables.cards)
        conn.execute("ANALYZE")
        conn.execute("VACUUM")
    finally:
        conn.close()


class CardStore:
    """Read-only queries on a built card database."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.modified = path.stat().st_mtime  # which copy of the file this is (updates replace it)
        self._conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False
        )
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def _all(self, sql: str, params: Sequence[object] = ()) -> list[tuple[object, ...]]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def meta(self) -> dict[str, str]:
        return {str(k): str(v) for k, v in self._all("SELECT key, value FROM meta")}

    def count(self) -> int:
        return int(str(self._all("SELECT count(*) FROM faces")[0][0]))

    def by_key(self, key: str) -> list[tuple[object, ...]]:
        """Every face one normalized name points at, with the name's language, English first."""
        return self._all(
            f"SELECT n.lang, {', '.join('f.' + c.strip() for c in FACE_COLUMNS.split(','))}"
            " FROM names n JOIN faces f ON f.id = n.face WHERE n.key = ?"
            " ORDER BY n.lang != 'en', f.id",
            (key,),
        )

    def prefix(self, lang: str, key: str, limit: int) -> list[tuple[object, ...]]:
        """Names of one language that start with ``key``: (key, shown, face, card, English name)."""
        return self._all(
            "SELECT n.key, n.shown, n.face, f.card, f.name FROM names n"
            " JOIN faces f ON f.id = n.face"
            " WHERE n.lang = ? AND n.key >= ? AND n.key < ? ORDER BY n.key LIMIT ?",
            (lang, key, key + "\U0010ffff", limit),
        )

    def keys(self, langs: Sequence[str]) -> list[str]:
        """Every distinct normalized name in these languages."""
        marks = ", ".join("?" * len(langs))
        rows = self._all(f"SELECT DISTINCT key FROM names WHERE lang IN ({marks})", langs)
        return [str(row[0]) for row in rows]

    def shown(self, key: str) -> list[tuple[object, ...]]:
        """(shown, lang, card, English name) of every name with this key."""
        return self._all(
            "SELECT n.shown, n.lang, f.card, f.name FROM names n JOIN faces f ON f.id = n.face"
            " WHERE n.key = ?",
            (key,),
        )

    def faces(self, card: int) -> list[tuple[object, ...]]:
        """Every face of one card, front first."""
        return self._all(f"SELECT {FACE_COLUMNS} FROM faces WHERE card = ? ORDER BY id", (card,))

    def printed(self, card: int, lang: str) -> list[str]:
        """The printed names of a card's faces in one language."""
        rows = self._all(
            "SELECT DISTINCT n.shown FROM names n JOIN faces f ON f.id = n.face"
            " WHERE f.card = ? AND n.lang = ? ORDER BY f.id",
            (card, lang),
        )
        return [str(row[0]) for row in rows]

    def rulings(self, card: int) -> list[tuple[str, str]]:
        rows = self._all(
            "SELECT date, text FROM rulings WHERE card = ? ORDER BY date, rowid", (card,)
        )
        return [(str(d), str(t)) for d, t in rows]

    def card(self, card: int) -> tuple[str, str | None, str | None] | None:
        """A card's legalities (JSON) and its Scryfall and Gatherer identifiers, if stored."""
        rows = self._all(
            "SELECT legalities, scryfall_id, multiverse_id FROM cards WHERE card = ?", (card,)
        )
        if not rows:
            return None
        legalities, scryfall, multiverse = rows[0]
        return (
            str(legalities),
            None if scryfall is None else str(scryfall),
            None if multiverse is None else str(multiverse),
        )
