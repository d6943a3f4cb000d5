"""PostgreSQL for the tests: one throwaway server per session (:mod:`tests.pgserver`), a fresh
database per test. Where no server can be started, the tests that need one are skipped with
the reason; they never pass without having run."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import asyncpg
import pytest

from tests import pgserver

_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[pgserver.Server]:
    try:
        server = pgserver.start()
    except pgserver.Unavailable as error:
        pytest.skip(f"no PostgreSQL server: {error}")
    yield server
    server.stop()


async def fresh_database(server: pgserver.Server) -> str:
    """A new empty database on the server; its URL."""
    name = f"test_{next(_names)}"
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name}")
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return server.url.rsplit("/", 1)[0] + "/" + name


@pytest.fixture
async def pg_url(pg_server: pgserver.Server) -> str:
    return await fresh_database(pg_server)
