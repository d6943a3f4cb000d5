"""Which database a ``REDZONE_DB`` value names; checked when the settings are read.

SQLite URLs follow SQLAlchemy's convention: what follows ``sqlite:///`` is the file's
path, so ``sqlite:///redzone.db`` is relative to the working directory and
``sqlite:////data/redzone.db`` (four slashes) is absolute. A plain path means the same
file as its ``sqlite:///`` URL.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.problems import DatabaseUrlError

POSTGRES = ("postgresql://", "postgres://")
SQLITE = "sqlite:///"
ACCEPTED = (
    "a file path (redzone.db, /data/redzone.db), sqlite:///relative/path.db, "
    "sqlite:////absolute/path.db, or postgresql://user:password@host:5432/name"
)
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")


def check_url(url: str | Path) -> str:
    """The URL or path as given, if Redzone knows its kind.

    Raises
    ------
    DatabaseUrlError
        For a scheme other than ``sqlite:///``, ``postgresql://`` and ``postgres://`` (a
        typo like ``postgressql://``, ``mysql://``), and for ``sqlite:`` without the three
        slashes, naming what is accepted.
    """
    text = str(url)
    if text.startswith(POSTGRES) or (text.startswith(SQLITE) and len(text) > len(SQLITE)):
        return text
    if _SCHEME.match(text) or text.lower().startswith("sqlite:"):
        scheme = text.split(":", 1)[0]
        raise DatabaseUrlError(
            f"REDZONE_DB: {scheme}: is not a database Redzone can use; use {ACCEPTED}"
        )
    return text


def is_postgres(url: str | Path) -> bool:
    return str(url).startswith(POSTGRES)


def sqlite_path(url: str | Path) -> str:
    """The file of a SQLite URL (``sqlite:///relative.db``, ``sqlite:////abs.db``) or path."""
    text = str(url)
    return text[len(SQLITE) :] if text.startswith(SQLITE) else text
