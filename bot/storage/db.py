"""One aiosqlite connection, WAL, numbered migrations tracked by ``PRAGMA user_version``.

Each migration is applied together with its version bump in one transaction
(spack-gantry, sqlite-utils); ``?`` parameters only; rows become models at this edge.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path

import aiosqlite

_MIGRATION = re.compile(r"(\d{3})_[a-z0-9_]+\.sql\Z")


def migrations() -> list[tuple[int, str]]:
    """The numbered migrations, in order: ``(version, sql)``."""
    found = []
    for entry in resources.files("bot.storage").joinpath("migrations").iterdir():
        match = _MIGRATION.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.read_text(encoding="utf-8")))
    found.sort()
    versions = [version for version, _ in found]
    if versions != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations must be numbered 1..n without gaps, found {versions}")
    return found


_COMMENT = re.compile(r"--[^\n]*")


def statements(sql: str) -> list[str]:
    """The statements of a migration file, comments removed (they may hold semicolons)."""
    return [s.strip() for s in _COMMENT.sub("", sql).split(";") if s.strip()]


class Database:
    """The bot's database: open it once (``setup_hook``), share it, close it at the end."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self.conn = connection

    @classmethod
    async def open(cls, path: Path | str, upto: int | None = None) -> Database:
        """Open (creating if needed) and migrate to the newest version (or ``upto``)."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        db = cls(conn)
        try:
            await db.migrate(upto)
        except BaseException:
            await conn.close()  # else aiosqlite's worker thread keeps the process alive
            raise
        return db

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT``, or ``ROLLBACK`` when anything goes wrong."""
        await self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            await self.conn.execute("ROLLBACK")
            raise
        await self.conn.execute("COMMIT")

    async def version(self) -> int:
        async with self.conn.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self, upto: int | None = None) -> int:
        """Apply the pending migrations, each with its version bump in one transaction."""
        current = await self.version()
        for version, sql in migrations():
            if version <= current or (upto is not None and version > upto):
                continue
            async with self.transaction():
                for statement in statements(sql):
                    await self.conn.execute(statement)
                await self.conn.execute(f"PRAGMA user_version = {version:d}")
            current = version
        return current

    async def close(self) -> None:
        await self.conn.close()

    # -- guild settings -------------------------------------------------------------

    async def guild_language(self, guild_id: int) -> str | None:
        async with self.conn.execute(
            "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return str(row["language"]) if row else None

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self.conn.execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?) "
            "ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language, "
            "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
            (guild_id, language),
        )
