"""SQLite persistence through aiosqlite: the only place with SQL."""

from bot.storage.db import Database

__all__ = ["Database"]
