"""Many channels and guilds at once on one real SQLite file: every command succeeds, every
write reported saved is in the database afterwards (a rollback never takes another's)."""

from __future__ import annotations

import asyncio
import json
import sqlite3

import pytest

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.storage import Database
from bot.storage.postgres import PgDatabase
from bot.storage.sql import Store

PLAYERS = ("Alice", "Bob")
CHANNELS = [(10, 100), (10, 101), (11, 200), (11, 201)]  # two guilds, two channels each


def ctx(guild: int, channel: int, name: str, manage: bool = False) -> Context:
    return Context(user_id(name), guild, channel, "en", can_manage=manage)


async def committed(db: Store, sql: str) -> list[tuple]:
    """What another connection sees: only what was committed."""
    if isinstance(db, Database):
        with sqlite3.connect(db.path) as conn:
            return conn.execute(sql).fetchall()
    assert isinstance(db, PgDatabase)
    async with db.pool.acquire() as conn:  # PostgreSQL: a connection of its own
        return [tuple(row) for row in await conn.fetch(sql)]


def handlers(db: Store) -> tuple[Handlers, GameHandlers]:
    base = Handlers(db, lambda: None)
    return base, GameHandlers(base)


async def test_games_settings_and_reads_in_many_channels_at_once(db: Store, tmp_path):
    base, games = handlers(db)
    created = await asyncio.gather(
        *(games.new(ctx(g, c, "Alice"), "1v1", player_groups("@Alice @Bob")) for g, c in CHANNELS),
        return_exceptions=True,
    )
    assert all(not isinstance(r, BaseException) and not r.error for r in created), created
    work = []
    for g, c in CHANNELS:
        for i in range(3):
            for who in PLAYERS:
                work.append(games.add(ctx(g, c, who), f"{who}Bear{i} 2/2"))
        work.append(games.board(ctx(g, c, "Bob")))
        work.append(games.history(ctx(g, c, "Alice")))
        # A second /game new in a channel that has a game: refused, its transaction rolled back.
        work.append(games.new(ctx(g, c, "Bob"), "1v1", player_groups("@Bob @Alice")))
    work.append(base.settings(ctx(10, 100, "Admin", manage=True), "it"))
    work.append(base.settings(ctx(11, 200, "Admin", manage=True), "de"))
    work.append(base.help(ctx(11, 201, "Bob")))
    replies = await asyncio.gather(*work, return_exceptions=True)
    failures = [r for r in replies if isinstance(r, BaseException)]
    assert not failures, failures
    refused = [r for r in replies if not isinstance(r, BaseException) and r.error]
    assert len(refused) == len(CHANNELS)  # exactly the four second /game new
    assert all(r.lines == (t(r.locale, "game-exists"),) for r in refused)
    # Everything reported saved is there, seen from a fresh connection.
    assert sorted(await committed(db, "SELECT guild_id, language FROM guild_settings")) == [
        (10, "it"),
        (11, "de"),
    ]
    for g, c in CHANNELS:
        (gid, version), *_ = await committed(
            db, f"SELECT id, version FROM games WHERE guild_id = {g} AND channel_id = {c}"
        )
        [(state,)] = await committed(db, f"SELECT state FROM games WHERE id = {gid}")
        names = sorted(p["name"] for p in json.loads(state)["permanents"])
        assert names == sorted(f"{who}Bear{i}" for i in range(3) for who in PLAYERS)
        assert version == 6
        assert len(await committed(db, f"SELECT 1 FROM actions WHERE game_id = {gid}")) == 7


async def test_a_refused_game_never_takes_a_settings_change_with_it(db: Store, tmp_path):
    base, games = handlers(db)
    assert not (await games.new(ctx(10, 100, "Alice"), "1v1", player_groups("@Alice @Bob"))).error
    await base.language(ctx(11, 200, "Admin"))  # cached: both commands go straight to SQL
    # /game new where a game exists rolls back; /settings in another guild at that moment.
    again, saved = await asyncio.gather(
        games.new(ctx(10, 100, "Bob"), "1v1", player_groups("@Bob @Alice")),
        base.settings(ctx(11, 200, "Admin", manage=True), "ja"),
    )
    assert again.error and not saved.error
    assert saved.lines == (t("ja", "settings-saved", language=t("ja", "lang-ja")),)
    assert await committed(db, "SELECT guild_id, language FROM guild_settings") == [(11, "ja")]


@pytest.mark.slow  # hundreds of commands on a database
async def test_channel_locks_do_not_outlive_their_commands(db: Store):
    _, games = handlers(db)
    channels = range(1000, 1150)
    started = await asyncio.gather(
        *(games.new(ctx(12, c, "Alice"), "1v1", player_groups("@Alice @Bob")) for c in channels)
    )
    assert not any(r.error for r in started)
    # Two commands per channel at once: they still wait for each other (no lost add) ...
    adds = await asyncio.gather(
        *(games.add(ctx(12, c, who), f"{who}Bear 2/2") for c in channels for who in PLAYERS)
    )
    assert not any(r.error for r in adds)
    stored = [await games.games.load(12, c) for c in channels]
    assert all(game is not None and len(game.state.permanents) == 2 for game in stored)
    # ... and once nobody holds or waits for a channel's lock, it is gone.
    assert len(games._locks) == 0
