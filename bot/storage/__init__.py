"""Persistence: SQLite through aiosqlite (the default), PostgreSQL through asyncpg (at scale).
The only place with SQL."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.storage.db import Database, DatabaseUnavailable

if TYPE_CHECKING:
    from bot.storage.postgres import PgDatabase

__all__ = ["Database", "DatabaseUnavailable", "is_postgres", "open_database", "sqlite_path"]

_POSTGRES = ("postgresql://", "postgres://")
_SQLITE = "sqlite:///"


def is_postgres(url: str | Path) -> bool:
    return str(url).startswith(_POSTGRES)


def sqlite_path(url: str | Path) -> str:
    """The file of a SQLite URL (``sqlite:///relative.db``, ``sqlite:////abs.db``) or path."""
    text = str(url)
    return text[len(_SQLITE) :] if text.startswith(_SQLITE) else text


async def open_database(url: str | Path, upto: int | None = None) -> Database | PgDatabase:
    """The database ``REDZONE_DB`` names: ``postgresql://...`` is PostgreSQL, a plain path or
    ``sqlite:///path`` is SQLite. Migrated to the newest version (or ``upto``)."""
    if is_postgres(url):
        from bot.storage.postgres import PgDatabase

        return await PgDatabase.open(str(url), upto)
    return await Database.open(sqlite_path(url), upto)
