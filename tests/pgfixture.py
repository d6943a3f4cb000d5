"""PostgreSQL for the tests: one throwaway server per session (:mod:`tests.pgserver`), a fresh
database per test; ``db_url`` runs a test on each backend. Where no server can be started, the tests that need one are skipped with
the reason; they never pass without having run."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import pgserver

_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[pgserver.Server]:
    try:
        server = pgserver.start()
    except pgserver.Unavailable as error:
        if os.environ.get("CI"):  # CI runs every test of a real part: no silent skip there
            pytest.fail(f"no PostgreSQL server: {error}")
        pytest.skip(f"no PostgreSQL server: {error}")
    yield server
    server.stop()


async def fresh_database(server: pgserver.Server) -> str:
    """A new empty database on the server; its URL."""
    return await pgserver.create_database(server.url, f"test_{next(_names)}")


@pytest.fixture
async def pg_url(pg_server: pgserver.Server) -> str:
    return await fresh_database(pg_server)


@pytest.fixture(params=["sqlite", "postgresql"])
async def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database on each backend: a SQLite file, a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "games.db")
    return await fresh_database(request.getfixturevalue("pg_server"))
