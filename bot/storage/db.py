"""SQLite through aiosqlite: one writer, one reader, numbered migrations in ``PRAGMA user_version``.

Writes go through :meth:`Database.transaction` only: an asyncio lock serializes them on the
writer connection, so two commands never share a transaction and a rollback takes back only
its own writes. Reads go through :meth:`Database.snapshot` on a second connection (WAL): they
see committed data only, as of one moment, and never wait for a write. Each migration is
applied with its version bump in one ``BEGIN IMMEDIATE`` transaction that reads the version
first, so processes starting together apply each migration once (spack-gantry,
sqlite-utils). ``?`` parameters only; rows become models at this edge.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.sql import SqliteTx, Store

_MIGRATION = re.compile(r"(\d{3})_[a-z0-9_]+\.sql\Z")
BUSY_TIMEOUT_MS = 5000  # how long a write waits for another process's write to end

# SQLite's primary result codes that mean "this file cannot be used now", not "a bug of ours":
# PERM, BUSY, LOCKED, READONLY, IOERR, CORRUPT, FULL, CANTOPEN, AUTH, NOTADB.
_UNAVAILABLE = {3, 5, 6, 8, 10, 11, 13, 14, 23, 26}


def migrations(dialect: str = "") -> list[tuple[int, str]]:
    """The numbered migrations, in order: ``(version, sql)``. Written once in SQL that both
    databases run, except where a dialect (``"postgres"``) needs its own: a file of the same
    number in the folder of that name replaces the shared one."""
    folder = resources.files("bot.storage").joinpath("migrations")
    found: dict[int, str] = {}
    for place in [folder, folder.joinpath(dialect)] if dialect else [folder]:
        for entry in place.iterdir():
            match = _MIGRATION.match(entry.name)
            if match:
                found[int(match.group(1))] = entry.read_text(encoding="utf-8")
    versions = sorted(found)
    if versions != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {versions}")
    return [(version, found[version]) for version in versions]


def next_migration(current: int, upto: int | None, dialect: str = "") -> tuple[int, str] | None:
    """The migration to apply after version ``current`` (none past ``upto``), or None."""
    for version, sql in migrations(dialect):
        if version > current:
            return (version, sql) if upto is None or version <= upto else None
    return None


_COMMENT = re.compile(r"--[^\n]*")


def statements(sql: str) -> list[str]:
    """The statements of a migration file, comments removed (they may hold semicolons)."""
    return [s.strip() for s in _COMMENT.sub("", sql).split(";") if s.strip()]


class DatabaseUnavailable(RuntimeError):
    """The database file cannot be used: not a database, locked by another program, unreadable."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class SchemaMismatch(DatabaseUnavailable):
    """A database this Redzone must not touch: its schema is newer than this Redzone's
    migrations (``newer``: written by a later release), or it holds tables but no Redzone
    schema (``foreign``: another program's). It is left as it was."""

    def __init__(self, path: str, kind: str, found: int, known: int) -> None:
        reason = (
            f"schema version {found}, newer than this Redzone's {known}"
            if kind == "newer"
            else "it has tables, and no Redzone schema"
        )
        super().__init__(path, reason)
        self.kind = kind
        self.found = found
        self.known = known


def check_schema(path: str, version: int, tables: int, dialect: str = "") -> None:
    """Refuse a database whose schema ``version`` is past the newest migration, or one at
    version 0 that already has ``tables`` (counted without Redzone's own version table).

    Raises
    ------
    SchemaMismatch
    """
    known = len(migrations(dialect))
    if version > known:
        raise SchemaMismatch(path, "newer", version, known)
    if version == 0 and tables:
        raise SchemaMismatch(path, "foreign", version, known)


_TABLES = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"


def unavailable(error: BaseException) -> bool:
    """Whether an error means the file cannot be used (rather than a mistake in our SQL)."""
    if isinstance(error, OSError):
        return True
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(error, sqlite3.Error) and code is not None and code & 0xFF in _UNAVAILABLE


async def _connect(path: str) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = aiosqlite.Row
    try:
        await conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS:d}")
    except BaseException:
        await conn.close()
        raise
    return conn


async def _check(conn: aiosqlite.Connection, path: str) -> int:
    """The schema version, once :func:`check_schema` accepts the database."""
    # One statement, so one snapshot: read apart, another process starting at the same time
    # could commit its first migration between them (version 0, yet tables: "foreign").
    [(version, tables)] = await conn.execute_fetchall(
        f"SELECT (SELECT user_version FROM pragma_user_version), ({_TABLES})"
    )
    check_schema(path, int(version), int(tables))
    return int(version)


class Database(Store):
    """The bot's database: open it once at start, share it, close it at the end."""

    def __init__(
        self, path: str, writer: aiosqlite.Connection, reader: aiosqlite.Connection | None
    ) -> None:
        self.path = path
        self._writer = writer
        self._reader = reader  # None for ":memory:": reads then wait for the writes
        self._write_lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path | str, upto: int | None = None) -> Database:
        """Open (creating if needed) and migrate to the newest version (or ``upto``).

        Raises
        ------
        DatabaseUnavailable
            When the file is not a database, is locked by another program past the busy
            timeout, or cannot be read or created. Nothing stays open.
        """
        name = str(path)
        opened: list[aiosqlite.Connection] = []
        try:
            if name != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            opened.append(await _connect(name))
            writer = opened[0]
            await _check(writer, name)  # before anything is written to another's file
            await writer.execute("PRAGMA journal_mode=WAL")
            await writer.execute("PRAGMA foreign_keys=ON")
            db = cls(name, writer, None)
            await db.migrate(upto)
            if name != ":memory:":
                opened.append(await _connect(name))
                await opened[1].execute("PRAGMA query_only=ON")
                db._reader = opened[1]
            return db
        except BaseException as error:
            for conn in reversed(opened):  # else aiosqlite's worker threads keep the process
                with contextlib.suppress(Exception):
                    await conn.close()
            if isinstance(error, Exception) and unavailable(error):
                raise DatabaseUnavailable(name, str(error)) from error
            raise

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """The writer, alone, in ``BEGIN IMMEDIATE`` ... ``COMMIT`` (rolled back on any error).

        Every write goes through here, one at a time; never nest it (nor a snapshot in it).
        """
        async with self._write_lock:
            conn = self._writer
            try:
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException:
                # Queued after whatever this task left in the worker's queue (a cancelled
                # task's BEGIN still runs), and a no-op when no transaction is open.
                await asyncio.shield(conn.rollback())
                raise

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[aiosqlite.Connection]:
        """A connection that reads committed data as of one moment (a read transaction)."""
        if self._reader is None:  # one in-memory database: read between the writes
            async with self._write_lock:
                yield self._writer
            return
        async with self._read_lock:
            conn = self._reader
            try:
                await conn.execute("BEGIN")
                yield conn
            finally:
                await asyncio.shield(conn.rollback())  # read-only: ends it, as above

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[SqliteTx]:
        async with self.transaction() as conn:
            yield SqliteTx(conn)

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[SqliteTx]:
        async with self.snapshot() as conn:
            yield SqliteTx(conn)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """One read statement's rows, committed data only."""
        async with self.snapshot() as conn:
            return list(await conn.execute_fetchall(sql, tuple(params)))

    async def version(self) -> int:
        rows = await self.fetchall("PRAGMA user_version")
        return int(rows[0][0]) if rows else 0

    async def migrate(self, upto: int | None = None) -> int:
        """Apply the pending migrations, each with its version bump in one transaction.

        The version is read inside the write transaction, so when several processes start
        together the first applies a migration and the others find it applied.
        """
        while True:
            async with self.transaction() as conn:
                current = await _check(conn, self.path)
                step = next_migration(current, upto)
                if step is None:
                    return current
                version, sql = step
                for statement in statements(sql):
                    await conn.execute(statement)
                await conn.execute(f"PRAGMA user_version = {version:d}")

    async def close(self) -> None:
        """Close both connections once the write in progress (if any) has ended."""
        async with self._write_lock:
            if self._reader is not None:
                await self._reader.close()
            await self._writer.close()
