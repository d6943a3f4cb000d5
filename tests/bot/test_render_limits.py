"""Rendering limits: no board the notation accepts makes a message over Discord's limits."""

from __future__ import annotations

import random

import pytest

from bench.boards import generate
from bot.handlers import Context, Handlers
from bot.render_discord import embeds_for
from bot.replies import Reply, paginate
from bot.storage import Database
from engine.notation import MAX_THINGS
from tests.discord_rules import message_problems

CTX = Context(1, 5, 6, "en")


def problems_of(reply: Reply) -> list[str]:
    out = []
    for embed in embeds_for(reply):
        out += message_problems({"embeds": [embed.to_dict()]})
        assert len(embed) <= 6000
    return out


@pytest.fixture
async def handlers():
    db = await Database.open(":memory:")
    yield Handlers(db, lambda: None)
    await db.close()


@pytest.mark.parametrize("size", [2, 50, 300, MAX_THINGS])
@pytest.mark.parametrize("lang", ["en", "ja"])
async def test_generated_boards_stay_within_limits(handlers, size, lang):
    rng = random.Random(size)
    for _ in range(3 if size < 300 else 1):
        board = generate(rng, size)
        reply = await handlers.combat(Context(1, None, 6, lang), board)
        assert problems_of(reply) == []


async def test_hostile_names_and_long_lines(handlers):
    name = "*_`~|>@" * 60
    board = f"Alice: {name} 2/2 | Bob: {name}x 1/1 blocks 1"
    reply = await handlers.combat(CTX, board)
    assert problems_of(reply) == []
    error = await handlers.combat(CTX, "Alice: " + ", ".join(["1/1"] * 900) + " flyng | Bob:")
    assert problems_of(error) == []


def test_paginate_cuts_long_lines_and_respects_the_budget():
    pages = paginate(["x" * 5000, "short", "y" * 10], budget=1200)
    assert all(sum(len(line) + 1 for line in page) <= 1201 for page in pages)
    assert "".join("".join(page) for page in pages).count("x") == 5000


def test_title_footer_lines_and_code_are_inert_and_within_limits():
    hostile = "<#700000000000000002> <@&700000000000000009> \u202eevil\u2066 " * 30
    reply = Reply(
        hostile,
        tuple(hostile * 3 for _ in range(20)),
        footer=hostile,
        code=hostile + "\n" + "^" * 10,
    )
    embeds = embeds_for(reply)
    assert len(embeds) > 1
    for embed in embeds:
        data = embed.to_dict()
        assert message_problems({"embeds": [data]}) == []
        assert len(embed) <= 6000
        text = str(data)
        assert "<#" not in text and "<@&" not in text and "\u202e" not in text
        assert "\u2066" not in text
    assert embeds[0].footer.text.startswith("<\u200b#700000000000000002>")  # no markdown escape


async def test_a_caret_stays_under_the_fault_after_a_bidi_control(handlers):
    board = "A\u202elice: Bear 2/2 flyng | Bob:"
    reply = await handlers.combat(CTX, board)
    code = embeds_for(reply)[0].description.split("```\n")[1]
    line, carets = code.split("\n")[:2]
    assert line == board.replace("\u202e", "\ufffd")
    assert line[carets.index("^") : carets.index("^") + 5] == "flyng"
