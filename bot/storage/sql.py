"""One way to run the repositories' SQL on either backend.

The repositories write their SQL once, with ``?`` parameters and SQL that both SQLite and
PostgreSQL accept; a :class:`Tx` runs it on one connection inside the transaction (or read
snapshot) that the database opened. The few spots where the dialects differ are the
attributes of :class:`Dialect`.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

Row = Mapping[str, Any]

_STAMP = "%Y-%m-%dT%H:%M:%S.%f"


def stamp(moment: datetime) -> str:
    """A time as the SQLite schema stores it (ISO 8601, milliseconds, UTC ``Z``)."""
    return moment.astimezone(UTC).strftime(_STAMP)[:-3] + "Z"


@dataclass(frozen=True, slots=True)
class Dialect:
    """What differs: the current time in SQL, and a time as a parameter and back as text."""

    name: str
    now: str

    def moment(self, value: datetime) -> object:
        return stamp(value) if self.name == "sqlite" else value

    def text(self, value: object) -> str:
        return stamp(value) if isinstance(value, datetime) else str(value)


SQLITE = Dialect("sqlite", "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")
POSTGRES = Dialect("postgresql", "now()")


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """What a server chose with /settings."""

    language: str | None = None
    pictures: bool = True


class Tx(Protocol):
    """One connection inside a transaction or a read snapshot."""

    dialect: Dialect

    async def rows(self, sql: str, *params: object) -> list[Row]: ...

    async def execute(self, sql: str, *params: object) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> None: ...


class SqliteTx:
    """An aiosqlite connection as a :class:`Tx`."""

    dialect = SQLITE

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def rows(self, sql: str, *params: object) -> list[Row]:
        return list(await self.conn.execute_fetchall(sql, params))

    async def execute(self, sql: str, *params: object) -> int:
        cursor = await self.conn.execute(sql, params)
        return int(cursor.rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        await self.conn.executemany(sql, list(rows))


_PARAM = re.compile(r"\?")


def numbered(sql: str) -> str:
    """``?`` parameters as PostgreSQL's ``$1``, ``$2``... (our SQL has no ``?`` in strings)."""
    count = iter(range(1, 10_000))
    return _PARAM.sub(lambda _: f"${next(count)}", sql)


class PgTx:
    """An asyncpg connection as a :class:`Tx`."""

    dialect = POSTGRES

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def rows(self, sql: str, *params: object) -> list[Row]:
        return list(await self.conn.fetch(numbered(sql), *params))

    async def execute(self, sql: str, *params: object) -> int:
        status = await self.conn.execute(numbered(sql), *params)
        last = str(status).rsplit(" ", 1)[-1]  # "UPDATE 1", "INSERT 0 1", "DELETE 3"
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        batch = list(rows)
        if batch:
            await self.conn.executemany(numbered(sql), batch)


class Store:
    """What both databases offer above their connections: the guild settings (the games
    are :class:`bot.storage.games.Games` over it).

    A database provides :meth:`writing` (a :class:`Tx` in a write transaction, rolled back
    on any error) and :meth:`reading` (a :class:`Tx` on a snapshot of committed data).
    """

    def writing(self) -> contextlib.AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    def reading(self) -> contextlib.AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def version(self) -> int:
        """The schema version: the number of the last migration applied."""
        raise NotImplementedError

    async def guild_language(self, guild_id: int) -> str | None:
        return (await self.guild_settings(guild_id)).language

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """A server's settings: its language (None: each user's own) and whether combat
        answers carry a picture (the default: they do)."""
        async with self.reading() as tx:
            rows = await tx.rows(
                "SELECT language, pictures FROM guild_settings WHERE guild_id = ?", guild_id
            )
        if not rows:
            return GuildSettings()
        language, pictures = rows[0]["language"], rows[0]["pictures"]
        return GuildSettings(
            str(language) if language else None, True if pictures is None else bool(pictures)
        )

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self._set_guild(guild_id, "language", language)

    async def set_guild_pictures(self, guild_id: int, pictures: bool) -> None:
        await self._set_guild(guild_id, "pictures", pictures)

    async def _set_guild(self, guild_id: int, column: str, value: object) -> None:
        async with self.writing() as tx:
            await tx.execute(
                f"INSERT INTO guild_settings (guild_id, {column}) VALUES (?, ?) "
                f"ON CONFLICT(guild_id) DO UPDATE SET {column} = excluded.{column}, "
                f"updated_at = {tx.dialect.now}",
                guild_id,
                value,
            )
