"""PostgreSQL through asyncpg: a pool shared by the bot's processes, the same repositories.

Several processes (shards) use one server, so what SQLite gets from one writer must hold
across processes here: each write is a transaction on its own pooled connection, a game's
row changes only at the version read (the update's row lock makes another process's write
to it wait, then find the version moved), reads are one repeatable-read snapshot.
Migrations are the files of ``migrations/postgres`` (the numbers of SQLite's), each applied
with its version in one transaction that first takes an advisory lock, so processes
starting together apply each migration once.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.storage.db import DatabaseUnavailable, check_schema, next_migration, statements
from bot.storage.sql import PgTx, Store

MIGRATION_LOCK = 0x7265647A6F6E65  # pg_advisory_xact_lock key: "redzone"
POOL_SIZE = 10
CONNECT_TIMEOUT = 10.0  # seconds


def redacted(url: str) -> str:
    """The URL without its password (for messages and logs)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


class PgDatabase(Store):
    """The bot's database on a PostgreSQL server: open once, share, close at the end."""

    def __init__(self, url: str, pool: Any) -> None:
        self.path = redacted(url)
        self.pool = pool

    @classmethod
    async def open(cls, url: str, upto: int | None = None) -> PgDatabase:
        """Connect and migrate to the newest version (or ``upto``).

        Raises
        ------
        DatabaseUnavailable
            When the server cannot be reached or refuses us. Nothing stays open.
        """
        pool = None
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=POOL_SIZE, timeout=CONNECT_TIMEOUT
            )
            db = cls(url, pool)
            await db.migrate(upto)
            return db
        except BaseException as error:
            if pool is not None:
                pool.terminate()
            if isinstance(error, (OSError, asyncpg.PostgresError, TimeoutError)) and not (
                isinstance(error, asyncpg.PostgresSyntaxError)
            ):
                raise DatabaseUnavailable(redacted(url), str(error)) from error
            raise

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[PgTx]:
        async with self.pool.acquire() as conn, conn.transaction():
            yield PgTx(conn)

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[PgTx]:
        async with (
            self.pool.acquire() as conn,
            conn.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield PgTx(conn)

    async def version(self) -> int:
        async with self.reading() as tx:
            found = await tx.rows("SELECT to_regclass('schema_version') IS NOT NULL AS there")
            if not found[0]["there"]:
                return 0
            rows = await tx.rows("SELECT version FROM schema_version")
        return int(rows[0]["version"]) if rows else 0

    async def migrate(self, upto: int | None = None) -> int:
        """Apply the pending migrations, each with its version in one transaction.

        Each transaction takes the migration lock first and reads the version after it, so
        of several processes starting together one applies a migration, the others wait
        and then find it applied.
        """
        while True:
            async with self.writing() as tx:
                await tx.rows("SELECT pg_advisory_xact_lock(?)", MIGRATION_LOCK)
                await tx.execute(
                    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"
                )
                rows = await tx.rows("SELECT version FROM schema_version")
                current = int(rows[0]["version"]) if rows else 0
                tables = await tx.rows(
                    "SELECT count(*) AS n FROM information_schema.tables "
                    "WHERE table_schema = current_schema() AND table_name <> 'schema_version'"
                )
                check_schema(self.path, current, int(tables[0]["n"]), "postgres")
                step = next_migration(current, upto, "postgres")
                if step is None:
                    return current
                version, sql = step
                for statement in statements(sql):
                    await tx.execute(statement)
                await tx.execute("DELETE FROM schema_version")
                await tx.execute("INSERT INTO schema_version (version) VALUES (?)", version)

    async def close(self) -> None:
        """Close the pool once the transactions in progress have ended (bounded)."""
        try:
            await asyncio.wait_for(self.pool.close(), CONNECT_TIMEOUT)
        except TimeoutError:
            self.pool.terminate()
