"""A table of players around one channel game."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.replies import Reply
from bot.storage import open_database
from bot.storage.sql import Store


def refused(reply: Reply, key: str, rule: str | None = None, **params: str | int) -> None:
    """``reply`` is the private refusal ``key``, citing ``rule`` when one decides it."""
    cite = t("en", "cite", rule=rule) if rule else ""
    assert reply.error and reply.ephemeral, reply
    assert reply.lines == (t("en", key, **params) + cite,), reply.lines


class Table:
    """Players acting in one channel, each with their own context."""

    def __init__(self, games: GameHandlers, guild: int = 10, channel: int = 20) -> None:
        self.games = games
        self.guild = guild
        self.channel = channel

    def ctx(self, name: str, manage: bool = False, lang: str = "en") -> Context:
        return Context(user_id(name), self.guild, self.channel, lang, can_manage=manage)

    async def new(self, who: str, mode: str, players: str, life: int | None = None) -> Reply:
        return await self.games.new(self.ctx(who), mode, player_groups(players), life)

    async def deal(self, mode: str, boards: dict[str, str]) -> None:
        """A game of these players (the first creates it), each with their permanents."""
        first = next(iter(boards))
        assert not (await self.new(first, mode, " ".join(f"@{n}" for n in boards))).error
        for name, things in boards.items():
            assert not (await self.games.add(self.ctx(name), things)).error

    async def state(self):
        game = await self.games.games.load(self.guild, self.channel)
        return None if game is None else game.state

    async def version(self) -> int:
        game = await self.games.games.load(self.guild, self.channel)
        assert game is not None
        return game.version


@pytest.fixture
async def db(db_url: str) -> AsyncIterator[Store]:
    """The games' database, on each backend (``db_url``: tests/pgfixture.py)."""
    database = await open_database(db_url)
    yield database
    await database.close()


@pytest.fixture
def table(db: Store) -> Table:
    return Table(GameHandlers(Handlers(db, lambda: None)))
