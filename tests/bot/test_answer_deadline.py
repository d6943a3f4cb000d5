"""A command that needs no database answers at once, unless its work takes longer than
``DEFER_AFTER`` seconds (a busy host): then it is deferred within Discord's 3 seconds and
answered when done. Through discord.py's real objects and a loopback Discord."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import pytest

from bot.commands.common import DEFER_AFTER
from bot.i18n import t
from tests.bot.test_advice_off_the_loop import acknowledged, bot  # noqa: F401
from tests.e2e import payloads as p

COMBAT = "Alice: Knight 3/3 first strike | Bob: Bear 2/2 blocks Knight"
TITLE = t("en", "summary-title", mode=t("en", "mode-1v1"))


@pytest.mark.slow  # waits past the defer deadline
async def test_slow_work_is_deferred_in_time_then_answered(bot, standin, monkeypatch):  # noqa: F811
    first = p.slash("combat", [p.option("board", COMBAT)], uid=7)
    await standin.final(first, await acknowledged(standin, first))  # the language now known
    fast = p.slash("combat", [p.option("board", COMBAT), p.option("picture", False, 5)], uid=8)
    assert (await acknowledged(standin, fast))["type"] == 4  # quick work: answered at once

    combat = bot.handlers.combat

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(DEFER_AFTER + 1.5)  # longer than Discord waits for a response
        return await combat(*args, **kwargs)

    monkeypatch.setattr(bot.handlers, "combat", slow)
    asked = p.slash("combat", [p.option("board", COMBAT), p.option("picture", False, 5)], uid=9)
    loop = asyncio.get_running_loop()
    start = loop.time()
    callback = await acknowledged(standin, asked)
    assert callback["type"] == 5  # deferred ...
    assert loop.time() - start < 3.0  # ... within Discord's deadline
    shown = await standin.final(asked, callback, timeout=60)
    assert shown["data"]["embeds"][0]["title"] == TITLE  # and answered when done


@pytest.mark.slow  # waits past the defer deadline
async def test_a_private_answer_is_deferred_privately(bot, standin, monkeypatch):  # noqa: F811
    first = p.slash("combat", [p.option("board", COMBAT)], uid=7)
    await standin.final(first, await acknowledged(standin, first))
    combat = bot.handlers.combat

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(DEFER_AFTER + 0.5)
        return replace(await combat(*args, **kwargs))

    monkeypatch.setattr(bot.handlers, "combat", slow)
    options = [p.option("board", COMBAT), p.option("private", True, 5)]
    asked = p.slash("combat", [*options, p.option("picture", False, 5)], uid=9)
    callback = await acknowledged(standin, asked)
    assert callback["type"] == 5 and callback["data"]["flags"] & 64
    await standin.final(asked, callback, timeout=60)
