"""Where the picture goes: /combat, /game board and /game damage replies carry it unless the
user or the server turned it off (a setting stored on both databases); the CLI writes it; the
console saves it and says where."""

from __future__ import annotations

import io
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

import bot.picture as picture_module
from bot import painter
from bot.cli import EXIT_CONFIG, main
from bot.games.handlers import GameHandlers
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.picture import FontsMissing, Picture, Scene, picture
from bot.picture.game import game_scene
from bot.replies import Reply
from bot.storage import Database, open_database
from bot.storage.sql import GuildSettings, Store
from tests.games.conftest import Table
from tests.picture.boards import declared_combat

BOARD = "Alice: Knight 3/3 first strike -> Bob | Bob: Bear 2/2 blocks Knight"
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
async def db(db_url: str) -> AsyncIterator[Store]:
    database = await open_database(db_url)
    yield database
    await database.close()


def ctx(manage: bool = False, guild: int | None = 10) -> Context:
    return Context(1, guild, 20, "en-US", can_manage=manage)


async def test_a_combat_reply_carries_its_picture_unless_the_user_turns_it_off(db: Store):
    handlers = Handlers(db, lambda: None)
    reply = await handlers.combat(ctx(), BOARD)
    assert reply.picture.startswith(PNG)
    assert Image.open(io.BytesIO(reply.picture)).width > 400
    assert (await handlers.combat(ctx(), BOARD, picture=False)).picture == b""
    assert (await handlers.combat(ctx(), "Alice: Bear 2/2 flyng | Bob:")).picture == b""  # refused


async def test_the_same_combat_asked_again_is_not_drawn_again(
    db: Store, monkeypatch: pytest.MonkeyPatch
):
    drawn: list[str] = []

    def counted(scene: Scene, lang: str) -> Picture:
        drawn.append("drawn")
        return picture(scene, lang)

    monkeypatch.setattr(painter, "picture", counted)
    handlers = Handlers(db, lambda: None)
    first = await handlers.combat(ctx(), BOARD)
    again = await handlers.combat(ctx(guild=11), BOARD)  # another server, the same answer
    assert again.picture == first.picture and first.picture.startswith(PNG)
    assert drawn == ["drawn"]


async def test_a_server_turns_pictures_off_and_the_setting_is_stored(db: Store):
    handlers = Handlers(db, lambda: None)
    saved = await handlers.settings(ctx(manage=True), pictures=False)
    assert saved.lines == (t("en", "settings-pictures", on="no"),)
    assert (await handlers.combat(ctx(), BOARD)).picture == b""
    assert await db.guild_settings(10) == GuildSettings(None, False)
    fresh = Handlers(db, lambda: None)  # another process reads it from the database
    assert (await fresh.combat(ctx(), BOARD)).picture == b""
    assert (await fresh.combat(ctx(guild=None), BOARD)).picture.startswith(PNG)  # a DM
    both = await fresh.settings(ctx(manage=True), "it", True)
    assert both.lines == (
        t("it", "settings-saved", language=t("it", "lang-it")),
        t("it", "settings-pictures", on="yes"),
    )
    assert await db.guild_settings(10) == GuildSettings("it", True)
    nothing = await fresh.settings(ctx(manage=True))
    assert nothing.error and nothing.lines == (t("it", "settings-nothing"),)
    refused = await fresh.settings(ctx(manage=False), pictures=False)
    assert refused.error and await db.guild_settings(10) == GuildSettings("it", True)


async def test_a_language_set_before_pictures_existed_is_kept(tmp_path: Path):
    path = tmp_path / "old.db"
    old = await Database.open(path, upto=4)
    await old.set_guild_language(5, "de")
    await old.close()
    new = await Database.open(path)
    try:
        assert await new.guild_settings(5) == GuildSettings("de", True)
        await new.set_guild_pictures(6, False)  # a server with no language
        assert await new.guild_settings(6) == GuildSettings(None, False)
        assert await new.guild_language(6) is None
    finally:
        await new.close()


async def drawn(handlers: Handlers, reply: Reply) -> bytes:
    """The picture the bot attaches to a game's reply once its text is sent."""
    attached = [b""]

    async def attach(png: bytes) -> None:
        attached[0] = png

    await handlers.scene_picture(reply, attach)
    return attached[0]


async def test_game_board_and_damage_carry_the_picture(db: Store):
    table = Table(GameHandlers(Handlers(db, lambda: None)))
    await table.deal("1v1", {"Alice": "Knight 3/3 first strike, Jace pw 3", "Bob": "Bear 2/2"})
    alice, bob = table.ctx("Alice"), table.ctx("Bob")
    assert not (await table.games.attack(alice, "Knight -> Bob")).error
    assert not (await table.games.block(bob, "Bear blocks Knight")).error
    board = await table.games.board(alice)
    assert board.picture == b""  # the text first, its picture after it
    board_picture = await drawn(table.games.base, board)
    assert board_picture.startswith(PNG)
    damage = await drawn(table.games.base, await table.games.damage(alice))
    assert damage.startswith(PNG) and damage != board_picture
    await table.games.base.settings(table.ctx("Alice", manage=True), pictures=False)
    assert (await table.games.board(alice)).scene is None


def test_the_game_board_picture_shows_the_declared_combat():
    plan = picture(game_scene(declared_combat(), "en"), "en").layout
    assert [box.key for box in plan.find("side")] == ["Ann & Al", "Bo & Bea"]
    assert plan.arrow("attack", "p1", "p3") and plan.arrow("block", "p2", "p1")
    assert plan.box("title", "title").texts == ["The board, turn 1"]


# `redzone combat --picture` and the console through bot.cli.main, the function the script
# calls, in this process: a process start (its fonts read again) was seconds of CPU each; the
# script's own wiring is tests/bot/test_console.py's and tests/bot/test_cli.py's.
@pytest.mark.slow  # pictures drawn
def test_the_cli_writes_the_picture(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    out = tmp_path / "combat.png"
    assert main(["combat", "--lang", "ja", "--picture", str(out), BOARD]) == 0
    assert "Bob" in capsys.readouterr().out
    assert out.read_bytes().startswith(PNG)
    assert main(["combat", "--picture", str(tmp_path / "no" / "x.png"), BOARD]) != 0
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.slow  # pictures drawn
def test_the_console_saves_the_picture_and_prints_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    lines = f"/combat board: {BOARD}\n/combat board: {BOARD} picture: false\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    assert main(["console", "--db", str(tmp_path / "c.db")]) == 0
    paths = re.findall(r"^Picture: (.+\.png)$", capsys.readouterr().out, re.MULTILINE)
    assert len(paths) == 1  # the second combat turned it off
    assert Path(paths[0]).parent == tmp_path / "data" / "pictures"
    assert Path(paths[0]).read_bytes().startswith(PNG)


def no_fonts() -> tuple[()]:
    raise FontsMissing("Noto Sans is not installed")


def test_missing_fonts_are_a_configuration_error_for_the_bot_and_the_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setattr(picture_module, "faces", no_fonts)
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_DB", str(tmp_path / "redzone.db"))
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    monkeypatch.setenv("DISCORD_ADDRESS", "127.0.0.1:9")  # never reached
    monkeypatch.delenv("REDZONE_PICTURES", raising=False)
    assert main(["run", "--lang", "de"]) == EXIT_CONFIG
    said = capsys.readouterr().err
    assert "REDZONE_PICTURES" in said and t("de", "config-fonts-missing") in said
    out = tmp_path / "combat.png"
    assert main(["combat", "--picture", str(out), BOARD]) == EXIT_CONFIG
    said = capsys.readouterr().err
    assert "--picture" in said and t("en", "config-fonts-missing") in said
    assert not out.exists()


async def test_a_game_board_shown_again_unchanged_comes_with_its_picture(db: Store) -> None:
    table = Table(GameHandlers(Handlers(db, lambda: None)))
    await table.deal("1v1", {"Alice": "Knight 3/3 first strike", "Bob": "Bear 2/2"})
    alice = table.ctx("Alice")
    first = await table.games.board(alice)
    assert first.picture == b"" and first.scene is not None
    picture_drawn = await drawn(table.games.base, first)
    again = await table.games.board(alice)
    assert again.picture == picture_drawn and again.scene is None  # no edit needed
    assert again.lines == first.lines and again.title == first.title
    # Changed, it is drawn anew (its scene sent again, no picture kept for it).
    assert not (await table.games.attack(alice, "Knight -> Bob")).error
    changed = await table.games.board(alice)
    assert changed.picture == b"" and changed.scene is not None
