"""What the rules and the card data updaters share: the data directory, downloads, atomic
writes, and "refresh when old, keep the last good copy".

Light on purpose (``urllib`` is imported on the first download): ``redzone combat`` looks
for card data through it at every start.
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Protocol, TypeVar

log = logging.getLogger(__name__)

TIMEOUT = 30.0


class FetchedAt:
    """A stored download's record: its age from ``fetched_at`` (an ISO time)."""

    fetched_at: str

    @property
    def age(self) -> timedelta:
        return datetime.now(UTC) - datetime.fromisoformat(self.fetched_at)


class UpdateFailed(RuntimeError):
    """The download or its check failed; the last good copy (if any) is kept."""


def data_dir() -> Path:
    """The data directory: ``REDZONE_DATA``, else ``$XDG_DATA_HOME/redzone``."""
    env = os.environ.get("REDZONE_DATA")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "redzone"


def fetch(url: str) -> bytes:
    """The body at ``url`` (the rules and the card data updaters both download with it)."""
    import urllib.request

    request = urllib.request.Request(url, headers={"User-Agent": "Redzone updater"})
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        data: bytes = response.read()
        return data


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class _Aged(Protocol):
    @property
    def age(self) -> timedelta: ...


Stored = TypeVar("Stored", bound=_Aged)


def refreshed(
    record: Stored | None, max_age: timedelta, update: Callable[[], Stored], what: str
) -> Stored | None:
    """``record`` while it is younger than ``max_age``; else ``update()``, keeping the last
    good ``record`` when that fails (the rules and the card data refresh alike)."""
    if record is not None and record.age < max_age:
        return record
    try:
        return update()
    except UpdateFailed as exc:
        if record is None:
            log.warning("%s update failed, and there is no copy yet: %s", what, exc)
        else:
            log.warning("%s update failed, keeping the last good copy: %s", what, exc)
        return record
