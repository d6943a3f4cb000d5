"""``redzone doctor``: the settings (secrets hidden) and what the bot would run with, each
topic on its line; exit 1 when something is wrong."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES, t
from bot.storage import open_database
from bot.storage.db import migrations
from tests import pgserver
from tests.cards.fixture import atomic_cards
from tests.cards.fixture import write as write_cards
from tests.pgfixture import fresh_database
from tests.rules.synth import encode, synthetic_cr

TOKEN = "MTIzNDU2Nzg5.secret-token-of-the-bot"


def doctor(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["doctor", *args])
    out = capsys.readouterr()
    assert out.err == ""
    return code, out.out


def topic_line(out: str, topic: str, lang: str = "en") -> str:
    name = t(lang, f"doctor-topic-{topic}")
    found = [line for line in out.splitlines() if line.split()[1:2] == [name]]
    assert len(found) == 1, out
    return found[0]


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working installation: a migrated database, a rules file, a card file, a token."""
    for name in ("SHARD_COUNT", "SHARD_IDS", "METRICS_PORT"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "cr.txt").write_bytes(encode(synthetic_cr()))
    write_cards(tmp_path / "AtomicCards.json.xz")
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_DB", str(tmp_path / "redzone.db"))
    monkeypatch.setenv("REDZONE_CR_PATH", str(tmp_path / "cr.txt"))
    monkeypatch.setenv("REDZONE_CARDS_PATH", str(tmp_path / "AtomicCards.json.xz"))
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "0-1,3")

    async def make() -> None:
        db = await open_database(tmp_path / "redzone.db")
        await db.close()

    asyncio.run(make())
    return tmp_path


def test_a_working_installation_in_every_topic(capsys, installed):
    code, out = doctor(capsys)
    assert code == 0
    assert TOKEN not in out and "***" in out
    newest = len(migrations())
    database = topic_line(out, "database")
    assert database.split()[0] == t("en", "doctor-ok")
    assert database.endswith(
        t(
            "en",
            "doctor-database",
            kind="SQLite",
            where=str(installed / "redzone.db"),
            version=newest,
            newest=newest,
        )
    )
    assert "effective 2026-09-25" in topic_line(out, "rules")
    count = len(atomic_cards()["data"])
    assert f"MTGJSON 5.2.2+20261120 of 2026-11-20, {count} cards" in topic_line(out, "cards")
    assert topic_line(out, "shards").endswith(t("en", "doctor-shards-some", ids="0-1,3", count=4))
    assert " ".join(LANGUAGES) in topic_line(out, "locales")
    assert out.rstrip().endswith(t("en", "doctor-verdict", count=0))


def test_what_is_wrong_is_marked_and_the_exit_status_says_so(capsys, installed, monkeypatch):
    monkeypatch.setenv("REDZONE_CR_PATH", str(installed / "nowhere.txt"))
    monkeypatch.setenv("REDZONE_CARDS_PATH", str(installed / "gone.json.xz"))
    with sqlite3.connect(installed / "redzone.db") as db:
        db.execute("PRAGMA user_version = 99")  # as a newer Redzone would leave it
    code, out = doctor(capsys, "--lang", "de")
    assert code == 1
    wrong = t("de", "doctor-wrong")
    for topic in ("database", "rules", "cards"):
        assert topic_line(out, topic, "de").startswith(wrong), out
    assert "99" in topic_line(out, "database", "de")
    assert "nowhere.txt" in topic_line(out, "rules", "de")
    # Why is said in the reader's language too.
    reason = t("de", "cli-no-such-file", path=str(installed / "nowhere.txt"))
    assert topic_line(out, "rules", "de").endswith(t("de", "doctor-rules-unusable", reason=reason))
    assert "gone.json.xz" in topic_line(out, "cards", "de")
    assert out.rstrip().endswith(t("de", "doctor-verdict", count=3))


def test_nothing_is_created_where_there_is_nothing(capsys, installed, monkeypatch):
    missing = installed / "elsewhere" / "redzone.db"
    monkeypatch.setenv("REDZONE_DB", str(missing))
    code, out = doctor(capsys)
    assert code == 0
    assert topic_line(out, "database").endswith(
        t(
            "en",
            "doctor-database-missing",
            kind="SQLite",
            where=str(missing),
            newest=len(migrations()),
        )
    )
    assert not missing.parent.exists()


def test_a_postgresql_url_shows_no_password(
    capsys, installed, monkeypatch, pg_server: pgserver.Server
):
    url = asyncio.run(fresh_database(pg_server))
    with_password = url.replace("postgresql://postgres@", "postgresql://postgres:hunter2@")
    monkeypatch.setenv("REDZONE_DB", with_password)
    code, out = doctor(capsys)
    assert code == 0
    assert "hunter2" not in out
    database = topic_line(out, "database")
    assert "PostgreSQL postgresql://postgres:***@" in database
    assert database.endswith(
        t(
            "en",
            "doctor-database-older",
            kind="PostgreSQL",
            where=database.split("PostgreSQL ")[1].split(",")[0],
            version=0,
            newest=len(migrations("postgres")),
        )
    )


def test_a_wrong_setting_is_a_configuration_error(capsys, installed, monkeypatch):
    monkeypatch.setenv("METRICS_PORT", "99999")
    code = main(["doctor"])
    assert code == 78
    assert "METRICS_PORT" in capsys.readouterr().err
