"""Pictures kept in one place, the bot's (``Handlers._pictures``): a game's board shown again
unchanged, or a scene met again, is not drawn again; the painter draws whatever it is sent."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import handlers as handlers_module
from bot import painter as painter_module
from bot.games import logic
from bot.handlers import Handlers
from bot.picture import Scene
from bot.picture.game import game_scene
from bot.replies import Reply
from bot.storage import Database
from tests.picture.boards import Counted, declared_combat


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "k.db")
    yield database
    await database.close()


async def shown(handlers: Handlers, scene: Scene, lang: str) -> bytes:
    """The picture a game's reply with ``scene`` gets attached, as the bot draws it."""
    attached: list[bytes] = []

    async def attach(png: bytes) -> None:
        attached.append(png)

    await handlers.scene_picture(Reply("", (), locale=lang, scene=scene), attach)
    assert len(attached) == 1
    return attached[0]


async def test_a_game_board_shown_again_unchanged_is_not_drawn_again(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    state = declared_combat()
    first = await shown(handlers, game_scene(state, "en"), "en")
    # The same board, read again from the game into a new scene: the picture kept.
    again = await shown(handlers, game_scene(state, "en"), "en")
    assert again is first and counted.langs == ["en"]


async def test_a_board_that_changed_or_another_language_is_drawn_anew(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    state = declared_combat()
    before = await shown(handlers, game_scene(state, "en"), "en")
    assert await shown(handlers, game_scene(state, "ja"), "ja") != before
    state.teams[1].life -= 3
    after = await shown(handlers, game_scene(state, "en"), "en")
    assert after != before and counted.langs == ["en", "ja", "en"]
    logic.add_things(state, 2, "Elf 1/1", logic.ENGLISH)
    assert await shown(handlers, game_scene(state, "en"), "en") != after
    assert len(counted.langs) == 4


async def test_the_least_recently_shown_picture_goes_first(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(handlers_module, "PICTURES_KEPT", 4)
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    state = declared_combat()
    for turn in range(5):
        state.turn = turn
        await shown(handlers, game_scene(state, "en"), "en")
    assert len(handlers._pictures) == 4
    state.turn = 4  # the last one: kept
    await shown(handlers, game_scene(state, "en"), "en")
    assert len(counted.langs) == 5
    state.turn = 0  # the first one: gone
    await shown(handlers, game_scene(state, "en"), "en")
    assert len(counted.langs) == 6


def test_the_painter_keeps_nothing_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    counted = Counted(monkeypatch)
    scene = game_scene(declared_combat(), "en")
    assert painter_module.paint(scene, "en") == painter_module.paint(scene, "en")
    assert counted.langs == ["en", "en"]
