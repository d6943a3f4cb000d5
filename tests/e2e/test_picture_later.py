"""A combat's picture after its text, through the real client and the loopback Discord: the
answer is sent with its text, the picture follows by an edit of that message (a multipart
PATCH); past the bound of pictures on their way it is skipped and the text stands; a board
asked again has its picture at once."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest
from PIL import Image

from bot.painter import WAITING
from tests.e2e import payloads as p
from tests.e2e.bot_process import ask, embed
from tests.e2e.standin import APP_ID, CHANNELS, Recorded, StandIn

pytestmark = pytest.mark.asyncio(loop_scope="module")
PNG = b"\x89PNG\r\n\x1a\n"
STALL = 3.0  # seconds the stand-in holds the edits that keep the painter's turns


def board(name: str) -> str:
    return f"Alice: {name} 3/3 first strike -> Bob | Bob: Bear 2/2 blocks {name}, Jace pw 3"


def combat(board: str, **kwargs: Any) -> dict[str, Any]:
    return p.slash("combat", [p.option("board", board)], **kwargs)


def edit_of(payload: dict[str, Any]) -> Any:
    """Matches the edit of an interaction's original response."""
    path = f"/webhooks/{APP_ID}/{payload['token']}/messages/@original"
    return lambda record: record.method == "PATCH" and record.path == path


def text_of(standin: StandIn, payload: dict[str, Any]) -> Recorded:
    """The request that sent an interaction's answer: its callback, or after a defer the
    follow-up that replaced the "thinking" message."""
    path = f"/interactions/{payload['id']}/{payload['token']}/callback"
    callback = next(r for r in standin.requests if r.path == path)
    if callback.body["type"] != 5:
        return callback
    path = f"/webhooks/{APP_ID}/{payload['token']}"
    return next(r for r in standin.requests if r.method == "POST" and r.path == path)


def message_of(standin: StandIn, payload: dict[str, Any]) -> dict[str, Any]:
    return standin.messages[standin.originals[payload["token"]]]


def picture_of(standin: StandIn, message: dict[str, Any]) -> bytes:
    (attachment,) = message["attachments"]
    assert attachment["filename"] == "combat.png"
    return standin.uploads[attachment["id"]]


async def test_the_text_comes_first_then_the_picture_by_an_edit(bot, standin):
    payload = combat(board("Knight"), locale="ja")
    shown = await ask(standin, payload)
    assert "image" not in embed(shown)  # the text, at once
    sent = text_of(standin, payload)
    assert sent.files == [] and "attachments" not in sent.body.get("data", sent.body)
    text = embed(shown)["description"]
    edit = await standin.wait_for(edit_of(payload), timeout=30)
    assert edit.at > sent.at
    (upload,) = edit.files  # the picture, uploaded with the edit (multipart)
    assert upload.filename == "combat.png" and upload.data.startswith(PNG)
    message = message_of(standin, payload)
    (shown_embed,) = message["embeds"]
    assert shown_embed["image"]["url"] == "attachment://combat.png"
    assert shown_embed["description"] == text  # the text as it was
    image = Image.open(io.BytesIO(picture_of(standin, message)))
    assert image.format == "PNG" and image.width > 400 and image.height > 200
    assert standin.problems == []


async def test_a_board_asked_again_has_its_picture_at_once(bot, standin):
    first = combat(board("Paladin"))
    await ask(standin, first)
    await standin.wait_for(edit_of(first), timeout=30)
    drawn = picture_of(standin, message_of(standin, first))
    again = combat(board("Paladin"), uid=43)
    shown = await ask(standin, again)
    assert embed(shown)["image"]["url"] == "attachment://combat.png"
    assert picture_of(standin, message_of(standin, again)) == drawn
    await asyncio.sleep(0.5)
    assert not any(edit_of(again)(record) for record in standin.requests)  # no edit needed
    assert standin.problems == []


async def test_past_the_bound_the_picture_is_skipped_and_the_text_stands(bot, standin):
    # The edits of the first pictures take their time: their turns stay held meanwhile.
    stalled = standin.inject("PATCH", f"/webhooks/{APP_ID}/", delay=STALL, times=WAITING)
    held = [combat(board(f"Squire {n}")) for n in range(WAITING)]
    for payload in held:
        await ask(standin, payload)
    for payload in held:
        await standin.wait_for(edit_of(payload), timeout=30)  # arrived, not yet answered
    skipped = combat(board("Squire late"))
    shown = await ask(standin, skipped)
    text = embed(shown)
    await asyncio.sleep(STALL + 1)
    assert stalled.times == 0
    assert not any(edit_of(skipped)(record) for record in standin.requests)
    message = message_of(standin, skipped)
    assert message["attachments"] == [] and message["embeds"] == [text]
    for payload in held:
        assert picture_of(standin, message_of(standin, payload)).startswith(PNG)
    # With room again, the next board's picture follows its text.
    after = combat(board("Squire after"))
    await ask(standin, after)
    await standin.wait_for(edit_of(after), timeout=30)
    assert picture_of(standin, message_of(standin, after)).startswith(PNG)
    assert standin.problems == []


async def test_a_game_board_comes_with_its_text_then_its_picture(bot, standin):
    standin.users.update({"101": "Alice", "102": "Bob"})
    channel = CHANNELS[5]

    def game(command: str, options: list | None = None, uid: int = 101) -> dict[str, Any]:
        return p.subcommand("game", command, options, uid=uid, channel=channel)

    mentions, resolved = p.mentioned({101: "Alice", 102: "Bob"})
    new = p.subcommand(
        "game",
        "new",
        [p.option("mode", "1v1"), p.option("players", mentions)],
        uid=101,
        channel=channel,
        resolved=resolved,
    )
    await ask(standin, new)
    await ask(standin, game("add", [p.option("things", "Knight 3/3 first strike")]))
    await ask(standin, game("add", [p.option("things", "Bear 2/2")], uid=102))
    board = game("board")
    shown = await ask(standin, board)
    assert "image" not in embed(shown) and text_of(standin, board).files == []
    edit = await standin.wait_for(edit_of(board), timeout=30)
    assert edit.at > text_of(standin, board).at
    message = message_of(standin, board)
    assert message["embeds"][0]["description"] == embed(shown)["description"]
    assert message["embeds"][0]["image"]["url"] == "attachment://combat.png"
    assert picture_of(standin, message).startswith(PNG)
    assert standin.problems == []
