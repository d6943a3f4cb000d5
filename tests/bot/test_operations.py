"""Operations inside the process, through discord.py's real objects and a real SQLite file:
the error id an apology shows, the purge that survives a failed round, the bounded caches."""

from __future__ import annotations

import asyncio
import io
import logging
import re
from typing import Any

import pytest

from bot import background, lifecycle
from bot import handlers as handlers_module
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.storage import Database
from tests.bot import test_interactions as interactions
from tests.e2e import payloads as p

# The real client against the stand-in, as in test_interactions.
bot = interactions.bot
send = interactions.send
embed = interactions.embed


async def test_the_apology_shows_the_id_of_exactly_one_error_line(
    bot, standin, monkeypatch, caplog
):
    stream = io.StringIO()  # not a TTY, as a log file or `docker logs`
    root = logging.getLogger()
    level = root.level
    handler = lifecycle.setup_logs(stream)

    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(bot.handlers, "combat", broken)
    asked = p.slash("combat", [p.option("board", "2/2 vs 1/1"), p.option("private", True, 5)])
    try:
        body = await send(bot, standin, asked)
        again = await send(bot, standin, p.slash("combat", [p.option("board", "1/1 vs 2/2")]))
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
    assert embed(body)["title"] == t("en", "error-internal") and "boom" not in str(body)
    shown = re.fullmatch(
        re.escape(t("en", "error-id", id="ID")).replace("ID", "([0-9a-f]{8})"),
        embed(body)["description"],
    )
    assert shown is not None, embed(body)
    error_id = shown.group(1)
    assert error_id not in embed(again)["description"]  # one id per failure
    output = stream.getvalue()
    assert "\x1b[" not in output
    lines = [line for line in output.splitlines() if error_id in line]
    assert len(lines) == 1, output
    assert "[ERROR   ]" in lines[0] and "command combat failed" in lines[0]
    # what was asked, so that it can be tried again; never the token that answers for the user
    assert "/combat board: '2/2 vs 1/1' private: True (user " in lines[0]
    assert asked["token"] not in output
    assert "RuntimeError: boom" in lines[0]  # the traceback is on the same line
    caplog.clear()  # logged on purpose


async def test_a_failed_purge_round_is_logged_and_the_next_one_runs(bot, monkeypatch, caplog):
    assert bot.games is not None
    real = bot.games.purge_idle
    rounds = []

    async def flaky() -> int:
        rounds.append(len(rounds))
        if len(rounds) == 1:
            raise RuntimeError("database is locked")
        return await real()

    monkeypatch.setattr(bot.games, "purge_idle", flaky)
    monkeypatch.setattr(background, "PURGE_EVERY", 0.01)
    task = asyncio.create_task(background.purge_idle_games(bot))
    try:
        for _ in range(200):
            if len(rounds) >= 3 or task.done():
                break
            await asyncio.sleep(0.01)
        assert not task.done(), task.exception()
        assert len(rounds) >= 3
    finally:
        task.cancel()
    failures = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(failures) == 1 and "purging idle games failed" in failures[0].getMessage()
    caplog.clear()  # logged on purpose


async def test_the_guild_language_cache_is_bounded_and_stays_right(tmp_path, monkeypatch):
    monkeypatch.setattr(handlers_module, "GUILD_LANGUAGES_KEPT", 50, raising=False)
    db = await Database.open(tmp_path / "cache.db")
    try:
        handlers = Handlers(db, lambda: None)
        await db.set_guild_language(1, "it")

        def ctx(guild: int) -> Context:
            return Context(1, guild, 10, "de")

        assert await handlers.language(ctx(1)) == "it"
        for guild in range(2, 300):
            assert await handlers.language(ctx(guild)) == "de"
            assert await handlers.language(ctx(2)) == "de"  # used again and again: kept
        assert len(handlers._guild_languages) <= 50
        assert 2 in handlers._guild_languages and 1 not in handlers._guild_languages
        assert await handlers.language(ctx(1)) == "it"  # gone from memory, read again
    finally:
        await db.close()


@pytest.fixture
def info_logs(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bot.app")


async def test_the_rules_are_loaded_once_at_start(info_logs, bot, caplog):
    # The fixture started the bot (setup_hook); its background tasks get a moment to run.
    await asyncio.sleep(0.5)
    records = caplog.get_records("setup") + caplog.get_records("call")
    loads = [r for r in records if r.getMessage().startswith("rules loaded")]
    assert bot.book is not None and len(loads) == 1, [r.getMessage() for r in loads]
