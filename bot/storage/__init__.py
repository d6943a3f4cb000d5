"""SQLite persistence through aiosqlite: the only place with SQL."""

from bot.storage.db import Database, DatabaseUnavailable

__all__ = ["Database", "DatabaseUnavailable"]
