"""Kill the process at any moment and start again: every game continues where it was.
And a database made by the first schema migrates without losing anything."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from bot.cli import main
from bot.storage import Database
from bot.storage.db import migrations


def console(db: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "console", "--db", str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HOME": str(db.parent)},
    )


def rows(db: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(db) as conn:
        return conn.execute(sql).fetchall()


def permanents(db: Path) -> list[str]:
    """The names of the game's permanents, as committed."""
    found = rows(db, "SELECT state FROM games")
    return [p["name"] for p in json.loads(found[0][0])["permanents"]] if found else []


def test_sigkill_in_the_middle_of_a_game_then_restart(tmp_path, monkeypatch, capsys):
    db = tmp_path / "game.db"
    first = console(db)
    assert first.stdin is not None and first.stdout is not None
    first.stdin.write("@Alice /game new mode: 1v1 players: @Alice @Bob\n")
    first.stdin.flush()
    assert first.stdout.readline().strip() == "A 1v1 game begins"
    for i in range(60):
        first.stdin.write(f"@Alice /game add Bear{i} 2/2\n")
    first.stdin.flush()
    # Kill it while it works through the adds: no shutdown, no flush, nothing.
    deadline = time.time() + 20
    while time.time() < deadline and len(permanents(db)) < 5:
        time.sleep(0.01)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    names = permanents(db)
    logged = rows(db, "SELECT detail FROM actions WHERE kind = 'add' ORDER BY seq")
    version = rows(db, "SELECT version FROM games")[0][0]
    assert names == [detail.split()[0] for (detail,) in logged]
    assert version == len(logged)  # never half-applied: rows, log and version agree
    # Start again on the same database: the game goes on from there (the console's function
    # in this process: what the kill left on disk is what matters, not a second process start).
    lines = (
        "@Alice /game add Dragon 5/5 flying\n@Alice /game attack Dragon -> Bob\n"
        "@Bob /game block none\n@Alice /game damage\n/game board\n"
    )
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    assert main(["console", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "Bob: 20 → 15 life" in out
    assert "Bob: 15 life, 0 poison" in out
    assert len(permanents(db)) == len(names) + 1


async def test_migration_from_the_first_schema(tmp_path):
    path = tmp_path / "old.db"
    old = await Database.open(path, upto=1)
    assert await old.version() == 1
    await old.set_guild_language(5, "ja")
    await old.close()
    with sqlite3.connect(path) as conn:
        assert not conn.execute("SELECT name FROM sqlite_master WHERE name = 'games'").fetchall()
    new = await Database.open(path)
    try:
        assert await new.version() == len(migrations())
        assert await new.guild_language(5) == "ja"
        assert (await new.fetchall("SELECT COUNT(*) FROM games"))[0][0] == 0
    finally:
        await new.close()


async def test_a_failed_migration_is_rolled_back(tmp_path, monkeypatch):
    from bot.storage import db as db_module

    path = tmp_path / "broken.db"
    good = db_module.migrations()
    monkeypatch.setattr(
        db_module,
        "migrations",
        lambda dialect="": [*good, (len(good) + 1, "CREATE TABLE x (a);\nNOT SQL;")],
    )
    try:
        await Database.open(path)
    except sqlite3.OperationalError:
        pass
    else:
        raise AssertionError("the broken migration should fail")
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(good)
        assert not conn.execute("SELECT name FROM sqlite_master WHERE name = 'x'").fetchall()
