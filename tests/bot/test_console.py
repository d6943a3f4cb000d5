"""Every handler through the console path, in every language."""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest

from bot.console import Console, ConsoleError, Parsed, commands, parse_line
from bot.games.logic import VALUE_RANGE
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
    assert parsed.options == {"board": "Alice: Bear 2/2 | Bob:", "mode": "2hg", "private": True}
    assert parse_line("/regola 702.4", "me", "it").options == {"query": "702.4"}  # type: ignore[union-attr]
    assert parse_line("/戦闘 盤面: 2/2 vs 1/1", "me", "ja").command == "combat"  # type: ignore[union-attr]
    # French with its no-break space before ":", Spanish as typed
    french = parse_line("/combat plateau\u00a0: 2/2 vs 1/1 privé\u00a0: oui", "me", "fr")
    assert french is not None and french.options == {"board": "2/2 vs 1/1", "private": True}
    assert parse_line("/règle 702.4", "me", "fr").command == "rule"  # type: ignore[union-attr]
    quiet = parse_line("/combate tablero: 2/2 vs 1/1 privado: falso", "me", "es")
    assert quiet is not None and quiet.options["private"] is False
    loud = parse_line("/combat plateau : 2/2 vs 1/1 privé : non", "me", "fr")
    assert loud is not None and loud.options["private"] is False
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


@pytest.mark.slow  # a process
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


# -- options read as Discord reads them -----------------------------------------------------


async def test_an_integer_option_that_is_not_a_number_is_refused(db):
    con, out = console(db, "en")
    await con.run_line("@Alice /game new mode: 1v1 players: @Alice @Bob")
    before = out.getvalue()
    reply = await con.run_line("@Alice /game set target: Alice field: life value: seventeen")
    assert reply is None  # refused before any handler runs, as Discord's integer option is
    said = out.getvalue()[len(before) :]
    low, high = VALUE_RANGE
    assert said.strip() == t(
        "en", "console-not-integer", option="value", value="seventeen", min=low, max=high
    )
    board = await con.run_line("@Alice /game board")
    assert board is not None and "Alice: 20 life" in board.as_text()


async def test_the_console_draws_a_games_picture_and_saves_it(db, tmp_path, monkeypatch):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    con, out = console(db, "en")
    await con.run_line("@Alice /game new mode: 1v1 players: @Alice @Bob")
    board = await con.run_line("@Alice /game board")
    assert board is not None and board.scene is None
    assert board.picture.startswith(b"\x89PNG")
    saved = tmp_path / "pictures" / next(iter(os.listdir(tmp_path / "pictures")))
    assert saved.read_bytes() == board.picture and str(saved) in out.getvalue()


async def test_the_saved_pictures_path_is_said_in_the_users_language(db, tmp_path, monkeypatch):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path))
    con, out = console(db, "en")
    await con.run_line("/settings language: it")
    reply = await con.run_line("/combat board: Alice: Bear 2/2 | Bob:")
    assert reply is not None and reply.picture.startswith(b"\x89PNG")
    saved = tmp_path / "pictures" / next(iter(os.listdir(tmp_path / "pictures")))
    assert t("it", "console-picture", path=str(saved)) in out.getvalue()


@pytest.mark.parametrize(
    ("line", "key", "option", "value"),
    [
        ("/settings language: klingon", "console-not-choice", "language", "klingon"),
        ("@Alice /game new mode: 3hg players: @Alice @Bob", "console-not-choice", "mode", "3hg"),
        (
            "@Alice /game new mode: 1v1 players: @Alice @Bob life: 0",
            "console-not-integer",
            "life",
            "0",
        ),
        ("/rule examples: maybe query: 702.4", "console-not-boolean", "examples", "maybe"),
    ],
)
async def test_an_option_value_discord_would_not_allow_is_refused(db, line, key, option, value):
    con, out = console(db, "en")
    assert await con.run_line(line) is None
    said = out.getvalue()
    assert f'"{option}"' in said and f'"{value}"' in said, said
    assert said.startswith(t("en", key, option=option, value=value, min=0, max=0, choices="")[:12])


async def test_words_in_a_board_that_are_no_option_value_stay_in_the_board(db):
    con, _ = console(db, "en")
    reply = await con.run_line("/combat board: Alice: Bear 2/2 | Bob: private: maybe")
    assert reply is not None and reply.error and "private: maybe" in (reply.code or "")


async def test_players_named_like_options_are_players(db):
    con, _ = console(db, "en")
    reply = await con.run_line("Mode: Bear 2/2 | Private: Wall 0/4 blocks Bear")
    assert reply is not None and not reply.error, reply.as_text()
    assert "Private: 20 → 20 life" in reply.as_text()
    forced = await con.run_line(
        "/combat board: Mode: Bear 2/2 | Private: mode: multiplayer private: yes"
    )
    assert forced is not None and not forced.error and forced.ephemeral
    assert forced.title == t("en", "summary-title", mode=t("en", "mode-multiplayer"))
    assert "Private: 20 → 18 life" in forced.as_text()


async def test_the_readme_console_examples_are_answered(db):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    lines = [
        line.split("#")[0].strip() for line in readme.splitlines() if line.startswith("redzone> ")
    ]
    assert len(lines) >= 4
    con, _ = console(db, "en")
    for line in lines:
        reply = await con.run_line(line.removeprefix("redzone> "))
        assert reply is not None and not reply.error, (line, reply and reply.as_text())


class Terminal:
    """``redzone console`` on a pseudo-terminal, as a person at a keyboard runs it: Ctrl-C
    and Ctrl-D are the bytes a keyboard sends, turned into SIGINT and end of input by the
    terminal itself."""

    def __init__(self, tmp_path: Path) -> None:
        cr = tmp_path / "cr.txt"
        cr.write_bytes(encode(synthetic_cr()))
        self.master, slave = pty.openpty()
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(tmp_path),
            "REDZONE_DATA": str(tmp_path / "data"),
            "REDZONE_CR_PATH": str(cr),
            "TERM": "dumb",
        }
        # setsid(1) makes the terminal the console's controlling terminal, so Ctrl-C reaches
        # it; it runs no Python between fork and exec, which in a process with threads (the
        # test run's) can deadlock the child.
        self.process = subprocess.Popen(
            [
                "setsid",
                "--ctty",
                sys.executable,
                "-m",
                "bot.cli",
                "console",
                "--db",
                str(tmp_path / "c.db"),
            ],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
        )
        os.close(slave)
        self.seen = ""

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def until(self, text: str, timeout: float = 60.0) -> str:
        """What the terminal showed up to ``text`` (which is then consumed)."""
        deadline = time.monotonic() + timeout
        while text not in self.seen:
            left = deadline - time.monotonic()
            assert left > 0, self.seen
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    self.seen += os.read(self.master, 65536).decode(errors="replace")
                except OSError:  # the console ended: nothing more will come
                    assert text in self.seen, self.seen
        shown, _, self.seen = self.seen.partition(text)
        return shown

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        os.close(self.master)


@pytest.mark.slow
def test_ctrl_c_cancels_the_line_and_ctrl_d_quits(tmp_path):
    terminal = Terminal(tmp_path)
    try:
        terminal.until("redzone> ")
        terminal.type("Alice: Bear 2/2 | Bob:")
        terminal.until("Bob:")  # echoed: the console is reading the line...
        # ...and waits for the next key, as when a person reaches for Ctrl-C (readline looks
        # at signals only while it waits, not while it handles a key it was just given)
        time.sleep(1.0)
        terminal.type("\x03")  # Ctrl-C: the line is dropped, a new prompt comes
        terminal.until("redzone> ")
        terminal.type("/help\r")  # the next line is read whole
        assert t("en", "help-title") in terminal.until("redzone> ")
        assert "Bob: 20 → 18 life" not in terminal.seen
        terminal.type("\x04")  # Ctrl-D on an empty line: the console ends, and well
        assert terminal.process.wait(timeout=20) == 0
    finally:
        terminal.close()


async def test_every_command_of_the_tree_is_answered_by_the_console(db):
    con, _ = console(db, "ja")
    parents = {c.group for c in commands()}
    leaves = {c.key for c in commands() if c.key not in parents}
    assert "game-advise" in leaves
    assert leaves <= set(con.actions(Parsed("me", "help", {})))


async def test_a_localized_subcommand_is_run_and_named_in_the_users_words(db, monkeypatch):
    """「/ゲーム 助言」 is /game advise; a command the console cannot run is named as typed."""
    con, _ = console(db, "ja")
    parsed = parse_line("/ゲーム 助言", "me", "ja")
    assert parsed is not None and parsed.command == "game-advise"
    reply = await con.dispatch(parsed)
    assert reply.as_text() != ""
    assert "game-advise" not in reply.as_text()
    monkeypatch.setattr(Console, "actions", lambda self, parsed: {})
    missing = await con.dispatch(parsed)
    assert missing.as_text() == t("ja", "console-unknown", command="/ゲーム 助言")
