"""Start-up against a bad database, and many processes starting at once: ``redzone run`` as
an operator starts it (a real process, a real file), with a deadline instead of a hang."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from bot.i18n import t
from bot.storage.db import migrations
from tests.cli_here import main_here
from tests.e2e.standin import StandIn

REDZONE = str(Path(sys.executable).parent / "redzone")
PROMPT = 30.0  # seconds: far beyond the busy timeout, far below "hung"


def env(home: Path, **extra: str) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "REDZONE_DB")}
    return {**clean, "HOME": str(home), "REDZONE_DATA": str(home / "data"), **extra}


def run_console(db: Path, stdin: str = "") -> tuple[int, str, float]:
    """``redzone run`` without a token (the console); its exit status, stderr and duration."""
    began = time.monotonic()
    done = subprocess.run(
        [REDZONE, "run", "--db", str(db)],
        input=stdin,
        capture_output=True,
        text=True,
        env=env(db.parent),
        timeout=PROMPT,
    )
    return done.returncode, done.stderr, time.monotonic() - began


def run_with(home: Path, *args: str, **extra: str) -> tuple[int, str]:
    """``redzone run ARGS`` without a token (the console), in ``home``, with more settings."""
    done = subprocess.run(
        [REDZONE, "run", *args],
        input="/help\n",
        capture_output=True,
        text=True,
        env=env(home, **extra),
        cwd=home,
        timeout=PROMPT,
    )
    return done.returncode, done.stderr


def run_here(home: Path, monkeypatch, capsys, *args: str, **extra: str) -> tuple[int, str]:
    """What :func:`run_with` checks, through the function the ``redzone`` script calls
    (``bot.cli.main``) in this process: the same settings, working directory and input,
    without the seconds of a process start."""
    status, _, err = main_here(
        ["run", *args], env(home, **extra), monkeypatch, capsys, stdin="/help\n", cwd=home
    )
    return status, err


def garbage(path: Path) -> Path:
    path.write_bytes(bytes(range(256)) * 64)
    return path


def test_a_corrupt_database_fails_fast_with_a_clear_message(tmp_path):
    db = garbage(tmp_path / "redzone.db")
    status, err, _ = run_console(db)
    assert status == 4, err
    assert f"Cannot open the database {db}" in err
    assert "not a database" in err
    assert "Traceback" not in err


def test_a_locked_database_fails_fast_with_a_clear_message(tmp_path):
    db = tmp_path / "redzone.db"
    holder = sqlite3.connect(db, isolation_level=None)
    try:
        holder.execute("CREATE TABLE other (x)")
        holder.execute("BEGIN EXCLUSIVE")  # another program holds the file
        holder.execute("INSERT INTO other VALUES (1)")
        status, err, seconds = run_console(db)
    finally:
        holder.close()
    assert status == 4, err
    assert f"Cannot open the database {db}" in err and "locked" in err
    assert "Traceback" not in err
    assert seconds < 20


def test_a_database_held_by_a_running_writer_fails_fast(tmp_path, monkeypatch, capsys):
    db = tmp_path / "redzone.db"
    status, err = run_here(tmp_path, monkeypatch, capsys, "--db", str(db))  # made, migrated
    assert status == 0, err
    holder = sqlite3.connect(db, isolation_level=None)
    try:
        holder.execute("BEGIN IMMEDIATE")  # WAL: readers go on, no second writer
        holder.execute("UPDATE guild_settings SET language = 'it'")
        status, err, _ = run_console(db, "/help\n")
    finally:
        holder.close()
    assert status == 4, err
    assert "locked" in err


async def test_the_bot_fails_fast_on_a_corrupt_database(tmp_path):
    db = garbage(tmp_path / "redzone.db")
    standin = StandIn()
    await standin.start()
    try:
        process = await asyncio.create_subprocess_exec(
            REDZONE,
            "run",
            env=env(
                tmp_path,
                DISCORD_TOKEN="token",
                **standin.env,
                REDZONE_DB=str(db),
                REDZONE_CR_PATH=str(tmp_path / "no-cr.txt"),
            ),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        try:
            _, err = await asyncio.wait_for(process.communicate(), PROMPT)
        except TimeoutError:
            process.kill()
            await process.wait()
            raise AssertionError("the bot hung on a corrupt database") from None
    finally:
        await standin.stop()
    text = err.decode(errors="replace")
    assert process.returncode == 4, text
    assert f"Cannot open the database {db}" in text
    assert not standin.identified.is_set()  # never went online


OPEN_AT_ONCE = """
import asyncio, os, sys, time
from bot.storage import Database
path, go = sys.argv[1], sys.argv[2]
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.001)
async def main():
    db = await Database.open(path)
    await db.set_guild_language(os.getpid(), "it")
    await db.close()
asyncio.run(main())
"""


def test_processes_starting_together_migrate_once(tmp_path):
    db, go = tmp_path / "redzone.db", tmp_path / "go"
    starts = [
        subprocess.Popen(
            [sys.executable, "-c", OPEN_AT_ONCE, str(db), str(go)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(12)
    ]
    for start in starts:  # every process imported and waiting (not a guessed 3 s)
        assert start.stdout is not None
        assert start.stdout.readline() == "ready\n", start.communicate(timeout=60)
    go.touch()
    results = [p.communicate(timeout=60) for p in starts]
    failed = [(p.returncode, e) for p, (_, e) in zip(starts, results, strict=True) if p.returncode]
    assert not failed, failed
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migrations())
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        settings = conn.execute("SELECT language FROM guild_settings").fetchall()
    assert settings == [("it",)] * 12


def test_consoles_starting_together_all_work(tmp_path):
    # Three consoles, more than the cores of a small host, so their starts overlap on the
    # fresh file; the race of many processes at one instant is the migrate-once test's.
    db = tmp_path / "redzone.db"
    starts = [
        subprocess.Popen(
            [REDZONE, "run", "--db", str(db)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env(tmp_path),
        )
        for _ in range(3)
    ]
    results = [p.communicate("/settings language: it\n", timeout=120) for p in starts]
    failed = [(p.returncode, e) for p, (_, e) in zip(starts, results, strict=True) if p.returncode]
    assert not failed, failed
    saved = t("it", "settings-saved", language=t("it", "lang-it"))
    assert all(saved in out for out, _ in results)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migrations())


def test_a_database_url_of_another_kind_is_refused_at_start(tmp_path, monkeypatch, capsys):
    # Each URL through the entry point's function, from the environment and from --db; one
    # real `redzone run` for the script's own exit status (was: two process starts a URL).
    for url in ("mysql://x@y/z", "postgressql://u:secret@h/db", "sqlite://x.db", "sqlite:x.db"):
        status, err = run_here(tmp_path, monkeypatch, capsys, REDZONE_DB=url)
        assert status == 78, (url, err)  # a configuration error
        assert "REDZONE_DB" in err and "sqlite:////absolute/path.db" in err, err
        assert "postgresql://user:password@host:5432/name" in err, err
        assert "secret" not in err and "Traceback" not in err, err
        status, err = run_here(tmp_path, monkeypatch, capsys, "--db", url)
        assert status == 78 and "REDZONE_DB" in err, (url, err)
    status, err = run_with(tmp_path, REDZONE_DB="postgressql://u:secret@h/db")
    assert status == 78, err
    assert "REDZONE_DB" in err and "secret" not in err and "Traceback" not in err, err
    assert list(tmp_path.iterdir()) == []  # no "mysql:" folder, no x.db: nothing at all


def test_sqlite_urls_follow_one_convention(tmp_path, monkeypatch, capsys):
    """What follows ``sqlite:///`` is the path: relative to the working directory, or
    absolute with a fourth slash; a plain path is the same file."""
    # Each convention through the entry point's function in this process; one real
    # `redzone run` (a relative URL: the process's own working directory) proves the wiring.
    elsewhere = tmp_path / "elsewhere"
    for url, made in (
        ("sqlite:///relative.db", tmp_path / "relative.db"),
        (f"sqlite:///{elsewhere / 'absolute.db'}", elsewhere / "absolute.db"),
        ("plain.db", tmp_path / "plain.db"),
    ):
        status, err = run_here(tmp_path, monkeypatch, capsys, REDZONE_DB=url)
        assert status == 0, (url, err)
        assert made.is_file(), url
    assert url_made(tmp_path, monkeypatch, capsys, "sqlite:///tmp/x.db") == tmp_path / "tmp/x.db"
    status, err = run_with(tmp_path, REDZONE_DB="sqlite:///started.db")
    assert status == 0, err
    assert (tmp_path / "started.db").is_file()


def url_made(home: Path, monkeypatch, capsys, url: str) -> Path:
    """The file ``redzone run`` makes for ``url``, started in ``home``."""
    before = set(home.rglob("*.db"))
    status, err = run_here(home, monkeypatch, capsys, REDZONE_DB=url)
    assert status == 0, err
    [made] = set(home.rglob("*.db")) - before
    return made


def test_a_database_written_by_a_newer_redzone_is_refused(tmp_path, monkeypatch, capsys):
    db = tmp_path / "redzone.db"
    status, err = run_here(tmp_path, monkeypatch, capsys, "--db", str(db))  # made, migrated
    assert status == 0, err
    newer = len(migrations()) + 1
    with sqlite3.connect(db) as conn:
        conn.execute(f"PRAGMA user_version = {newer}")
    status, err, _ = run_console(db, "/help\n")
    assert status == 7, err  # the schema's own exit status
    assert err.strip() == t("en", "database-newer", path=str(db), found=newer, known=newer - 1)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == newer


def test_another_programs_database_is_refused_and_left_as_it_was(tmp_path):
    db = tmp_path / "shop.db"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE customers (name TEXT)")
        conn.execute("INSERT INTO customers VALUES ('Ada')")
    schema = db.read_bytes()
    status, err, _ = run_console(db, "/help\n")
    assert status == 7, err
    assert err.strip() == t(
        "en", "database-foreign", path=str(db), found=0, known=len(migrations())
    )
    assert db.read_bytes() == schema  # no table added, not even the journal mode changed
