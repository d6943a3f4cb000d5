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


def test_a_database_held_by_a_running_writer_fails_fast(tmp_path):
    db = tmp_path / "redzone.db"
    status, err, _ = run_console(db, "/help\n")  # made and migrated by a first start
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
                DISCORD_API_BASE=standin.api_base,
                DISCORD_GATEWAY_URL=standin.gateway_url,
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
    time.sleep(3)  # every process imported and waiting
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
        for _ in range(6)
    ]
    results = [p.communicate("/settings language: it\n", timeout=120) for p in starts]
    failed = [(p.returncode, e) for p, (_, e) in zip(starts, results, strict=True) if p.returncode]
    assert not failed, failed
    saved = t("it", "settings-saved", language=t("it", "lang-it"))
    assert all(saved in out for out, _ in results)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(migrations())
