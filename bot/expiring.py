"""A cache whose entries expire: what one process remembers of data other processes change.

Several bot processes share one PostgreSQL database; a guild's language set through one must
reach the others within seconds, not stay stale for the life of the process. An entry older
than ``ttl`` seconds is gone on the next look, and the caller reads the database again.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Expiring(OrderedDict[K, V], Generic[K, V]):
    """An ordered dict (for least-recently-used bounds) whose entries live ``ttl`` seconds."""

    def __init__(self, ttl: float, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.ttl = ttl
        self.clock = clock
        self._born: dict[K, float] = {}

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self._born[key] = self.clock()

    def __delitem__(self, key: K) -> None:
        super().__delitem__(key)
        self._born.pop(key, None)

    def __contains__(self, key: object) -> bool:
        if not super().__contains__(key):
            return False
        if self.clock() - self._born[key] > self.ttl:  # type: ignore[index]
            del self[key]  # type: ignore[arg-type]
            return False
        return True

    def age(self, key: K) -> float:
        """Seconds since ``key`` was last set (it must be present)."""
        return self.clock() - self._born[key]

    def popitem(self, last: bool = True) -> tuple[K, V]:
        key, value = super().popitem(last)
        self._born.pop(key, None)
        return key, value
