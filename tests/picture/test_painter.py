"""Pictures off the hot path (bot/painter.py): drawn after the text, in a process of their
own at a lower priority, a few at a time (past the bound a picture is skipped and the text
is the answer), and kept by (board, mode, language) so that a board asked again is not
drawn again."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
from collections.abc import AsyncIterator, Awaitable
from typing import TypeVar

import pytest

from bot import painter as painter_module
from bot.combats import combat_reply
from bot.handlers import Context, Handlers
from bot.painter import NICENESS, WAITING, Painter
from bot.picture import Picture, Scene, picture
from bot.picture.fonts import faces
from bot.picture.game import game_scene
from bot.replies import Reply
from bot.storage import Database
from tests.picture.boards import Counted, declared_combat

T = TypeVar("T")
PNG = b"\x89PNG\r\n\x1a\n"
NO_GUILD = Context(7, None, 10, "en-US")
BOARD = "Alice: Knight 3/3 first strike -> Bob | Bob: Bear 2/2 blocks Knight, Jace pw 3"


async def within(awaitable: Awaitable[T], seconds: float = 30.0) -> T:
    return await asyncio.wait_for(awaitable, seconds)


@pytest.fixture
async def db(tmp_path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "p.db")
    yield database
    await database.close()


@pytest.fixture
async def started() -> AsyncIterator[Painter]:
    painter = Painter()
    painter.start()
    yield painter
    await painter.close()


def fonts_read() -> bool:
    """In the painter: whether the fonts were found and read already."""
    return faces.cache_info().currsize > 0


async def drawn(handlers: Handlers, scene: Scene, lang: str) -> list[bytes]:
    """What a game's reply with ``scene`` gets attached, as the bot draws it after the text."""
    attached: list[bytes] = []

    async def attach(png: bytes) -> None:
        attached.append(png)

    await handlers.scene_picture(Reply("", (), locale=lang, scene=scene), attach)
    return attached


def board(number: int) -> str:
    return f"Alice: Knight {number} 3/3 -> Bob | Bob: Bear 2/2 blocks Knight {number}"


@pytest.mark.slow  # the painter's process
async def test_the_painter_draws_in_its_own_process_at_a_lower_priority(started, db):
    assert await within(started.pool.submit(fonts_read))
    pid = started.pid()
    assert pid is not None and pid != os.getpid()
    assert os.getpriority(os.PRIO_PROCESS, pid) >= os.getpriority(os.PRIO_PROCESS, 0) + NICENESS
    scene = game_scene(declared_combat(), "de")
    async with started.turn() as mine:
        assert mine
        assert await within(started.draw(scene, "de")) == picture(scene, "de").png
    handlers = Handlers(db, lambda: None, painter=started)
    assert await within(drawn(handlers, scene, "de")) == [picture(scene, "de").png]


@pytest.mark.slow  # the painter's process
async def test_a_painter_still_starting_is_stopped_at_once():
    before = set(multiprocessing.active_children())
    painter = Painter()
    painter.start()
    [process] = [p for p in multiprocessing.active_children() if p not in before]
    assert painter.pid() is None  # not answered yet: it imports, then reads its fonts
    await within(painter.close())
    await within(asyncio.to_thread(process.join))
    # killed, not waited for until it has started (which held the bot's exit meanwhile)
    assert process.exitcode == -signal.SIGKILL


async def test_past_the_bound_a_picture_is_skipped_and_then_there_is_room_again():
    painter = Painter()
    held = [painter.turn() for _ in range(WAITING)]
    assert [await turn.__aenter__() for turn in held] == [True] * WAITING
    async with painter.turn() as mine:
        assert not mine
    assert painter.skipped == 1
    await held[0].__aexit__(None, None, None)
    async with painter.turn() as mine:
        assert mine
    for turn in held[1:]:
        await turn.__aexit__(None, None, None)
    assert painter.busy == 0


async def test_the_text_comes_first_and_the_picture_is_drawn_after_it(db, monkeypatch):
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    text = await handlers.combat(NO_GUILD, BOARD, later=True)
    assert text.picture == b"" and text.scene is not None and counted.langs == []
    assert text.lines == combat_reply(BOARD, None, "en", None).lines
    attached: list[bytes] = []

    async def attach(png: bytes) -> None:
        attached.append(png)

    await handlers.combat_picture(BOARD, None, text, attach)
    assert counted.langs == ["en"] and len(attached) == 1 and attached[0].startswith(PNG)
    assert attached[0] == picture(text.scene, "en").png
    # The board asked again: its picture comes with the text, not drawn again.
    again = await handlers.combat(Context(8, None, 11, "en-US"), BOARD, later=True)
    assert again.picture == attached[0] and again.scene is None and counted.langs == ["en"]
    # In another language it is another picture.
    german = await handlers.combat(Context(8, None, 11, "de"), BOARD, later=True)
    assert german.picture == b"" and german.scene is not None
    await handlers.combat_picture(BOARD, None, german, attach)
    assert counted.langs == ["en", "de"] and attached[1] != attached[0]


async def test_a_board_asked_with_and_without_its_picture_is_kept_once(db, monkeypatch):
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    text = await handlers.combat(NO_GUILD, BOARD, picture=False)
    assert text.scene is None and text.picture == b""
    with_scene = await handlers.combat(NO_GUILD, BOARD, later=True)  # its scene computed now
    assert with_scene.scene is not None and with_scene.lines == text.lines
    again = await handlers.combat(NO_GUILD, BOARD, picture=False)
    assert again.scene is None and again.lines == text.lines
    assert len(handlers._combat_replies) == 1 and counted.langs == []
    drawn = await handlers.combat(NO_GUILD, BOARD)
    assert drawn.picture.startswith(PNG) and drawn.scene is None
    assert len(handlers._combat_replies) == 1 and counted.langs == ["en"]


async def test_with_the_bound_reached_a_picture_is_skipped_and_the_text_stands(db, monkeypatch):
    counted = Counted(monkeypatch)
    handlers = Handlers(db, lambda: None)
    release = asyncio.Event()
    attached: list[str] = []

    def attach_to(name: str):  # type: ignore[no-untyped-def]
        async def attach(png: bytes) -> None:
            await release.wait()  # an upload that takes its time
            attached.append(name)

        return attach

    replies = [await handlers.combat(NO_GUILD, board(n), later=True) for n in range(WAITING + 1)]
    on_their_way = [
        asyncio.create_task(handlers.combat_picture(board(n), None, replies[n], attach_to(str(n))))
        for n in range(WAITING)
    ]
    while len(counted.langs) < WAITING:
        await asyncio.sleep(0.01)
    last: Reply = replies[WAITING]
    await within(handlers.combat_picture(board(WAITING), None, last, attach_to("last")))
    assert len(counted.langs) == WAITING  # not drawn
    assert handlers.painter.skipped == 1
    assert last.lines == combat_reply(board(WAITING), None, "en", None).lines
    # Asked while no room is left, a combat is answered without a scene to draw at all.
    busy = await handlers.combat(NO_GUILD, board(99), later=True)
    assert busy.scene is None and busy.picture == b"" and not busy.error
    release.set()
    await within(asyncio.gather(*on_their_way))
    assert sorted(attached) == [str(n) for n in range(WAITING)]
    # Room again: the skipped board's picture is drawn when it is asked again.
    again = await handlers.combat(NO_GUILD, board(WAITING), later=True)
    await within(handlers.combat_picture(board(WAITING), None, again, attach_to("again")))
    assert attached[-1] == "again" and len(counted.langs) == WAITING + 1


async def test_a_game_picture_that_fails_to_draw_leaves_the_answer_its_text(
    db, monkeypatch, caplog
):
    def broken(scene: Scene, lang: str) -> Picture:  # as a bug in the drawing would
        raise ValueError("no room for the side")

    monkeypatch.setattr(painter_module, "picture", broken)
    scene = game_scene(declared_combat(), "de")
    assert await drawn(Handlers(db, lambda: None), scene, "en") == []
    assert "the picture of a game failed to draw" in caplog.text
    caplog.clear()  # logged on purpose
