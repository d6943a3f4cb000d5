"""Every handler through the console path, in every language."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import date

import pytest

from bot.console import Console, ConsoleError, parse_line
from bot.handlers import Handlers
from bot.i18n import LANGUAGES, date_text, t
from bot.storage import Database
from engine.rules import RuleBook, parse_text
from tests.rules.synth import encode, synthetic_cr

BOOK = RuleBook(parse_text(synthetic_cr()))


@pytest.fixture
async def db() -> AsyncIterator[Database]:
    database = await Database.open(":memory:")
    yield database
    await database.close()


def console(db: Database, lang: str, book: RuleBook | None = BOOK) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(Handlers(db, lambda: book), lang, out), out


def test_parse_line_options_and_localized_names():
    parsed = parse_line("/combat board: Alice: Bear 2/2 | Bob: mode: 2hg private: yes", "me", "en")
    assert parsed is not None
    assert parsed.options == {"board": "Alice: Bear 2/2 | Bob:", "mode": "2hg", "private": "yes"}
    assert parse_line("/regola 702.4", "me", "it").options == {"query": "702.4"}  # type: ignore[union-attr]
    assert parse_line("/戦闘 盤面: 2/2 vs 1/1", "me", "ja").command == "combat"  # type: ignore[union-attr]
    # French with its no-break space before ":", Spanish as typed
    french = parse_line("/combat plateau\u00a0: 2/2 vs 1/1 privé\u00a0: oui", "me", "fr")
    assert french is not None and french.options == {"board": "2/2 vs 1/1", "private": "oui"}
    assert parse_line("/règle 702.4", "me", "fr").command == "rule"  # type: ignore[union-attr]
    spanish = parse_line("/partida nueva modo: 1v1 jugadores: @Ana @Beto", "me", "es")
    assert spanish is not None and spanish.command == "game-new"
    assert spanish.options == {"mode": "1v1", "players": "@Ana @Beto"}
    acting = parse_line("@Bob /help", "me", "en")
    assert acting is not None and (acting.user, acting.command) == ("Bob", "help")
    assert parse_line("   ", "me", "en") is None
    assert parse_line("2/2 vs 1/1", "me", "en").command == "combat"  # type: ignore[union-attr]
    with pytest.raises(ConsoleError):
        parse_line("/nope", "me", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_handler_in_every_language(db, lang):
    con, out = console(db, lang)
    combat = await con.run_line(
        "/combat board: Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight"
    )
    assert combat is not None and combat.title.startswith(
        t(lang, "summary-title", mode="X").split("X")[0]
    )
    error = await con.run_line("/combat board: Alice: Bear 2/2 flyng | Bob:")
    assert error is not None and error.error and "^^^^^" in error.code
    rule = await con.run_line("/rule query: 702.4 examples: true")
    assert rule is not None and rule.title == "702.4. Double Strike"
    assert rule.footer == t(lang, "rule-effective", date=date_text(lang, date(2026, 9, 25)))
    missing = await con.run_line("/rule 999.9")
    assert missing is not None and missing.title == t(lang, "rule-none", query="999.9")
    help_ = await con.run_line("/help")
    assert help_ is not None and help_.title == t(lang, "help-title")
    settings = await con.run_line(f"/settings language: {lang}")
    assert settings is not None and settings.title == t(lang, "settings-title")
    text = out.getvalue()
    assert t(lang, "steps-title") in text


async def test_rule_without_any_cr_copy(db):
    con, _ = console(db, "it", book=None)
    reply = await con.run_line("/regola 702.4")
    assert reply is not None and reply.error
    assert reply.lines == (t("it", "rule-no-cr"),)


async def test_settings_apply_to_later_replies(db):
    con, _ = console(db, "en")
    await con.run_line("/settings language: de")
    reply = await con.run_line("2/2 vs 1/1")
    assert reply is not None and reply.title == "Ergebnis (1 gegen 1)"


def test_console_from_a_pipe(tmp_path):
    cr = tmp_path / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    lines = "/help\n/rule 702.4\n@Bob /combat board: Alice: Bear 2/2 | Bob:\nquit\n/help\n"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "console",
            "--db",
            str(tmp_path / "c.db"),
            "--lang",
            "it",
        ],
        input=lines,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={"REDZONE_CR_PATH": str(cr), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert proc.stdout.count(t("it", "help-title")) == 1  # nothing after "quit"
    assert "702.4. Double Strike" in proc.stdout
    assert "Bob: punti vita 20 → 18" in proc.stdout


async def test_a_bug_is_an_apology_and_the_console_goes_on(db, monkeypatch, caplog):
    con, out = console(db, "it")

    async def broken(*args, **kwargs):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(con.handlers, "combat", broken)
    reply = await con.run_line("2/2 vs 1/1")
    assert reply is not None and reply.error and reply.title == t("it", "error-internal")
    assert "kaboom" not in out.getvalue() and "Traceback" not in out.getvalue()
    assert (await con.run_line("/help")) is not None
    caplog.clear()  # logged on purpose
