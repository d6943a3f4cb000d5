"""Persistence: SQLite through aiosqlite (the default), PostgreSQL through asyncpg (at scale).
The only place with SQL."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.problems import DatabaseUrlError
from bot.storage.db import Database, DatabaseUnavailable, SchemaMismatch
from bot.storage.url import check_url, is_postgres, sqlite_path

if TYPE_CHECKING:
    from bot.storage.postgres import PgDatabase

__all__ = [
    "Database",
    "DatabaseUnavailable",
    "DatabaseUrlError",
    "SchemaMismatch",
    "is_postgres",
    "open_database",
    "sqlite_path",
]


async def open_database(url: str | Path, upto: int | None = None) -> Database | PgDatabase:
    """The database ``REDZONE_DB`` names: ``postgresql://...`` is PostgreSQL, a plain path or
    ``sqlite:///path`` is SQLite (bot/storage/url.py). Migrated to the newest version (or
    ``upto``).

    Raises
    ------
    DatabaseUrlError
        For a URL of another kind (``mysql://...``, ``sqlite://x.db``).
    DatabaseUnavailable
        When the database cannot be used; :class:`SchemaMismatch` when it is not Redzone's or
        was written by a newer Redzone.
    """
    check_url(url)
    if is_postgres(url):
        from bot.storage.postgres import PgDatabase

        return await PgDatabase.open(str(url), upto)
    return await Database.open(sqlite_path(url), upto)
