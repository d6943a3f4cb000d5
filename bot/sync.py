"""The command sync: PUT the commands only when Discord has others, retrying transient
errors with backoff."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, TypeVar, cast

import aiohttp
import discord

from bot.commands.registry import tree_payload
from bot.config import Config


class RedzoneBot(Protocol):
    """What the sync reads of the bot (bot.app.RedzoneBot), named here so that this module's
    imports point down."""

    config: Config
    http: discord.http.HTTPClient

    @property
    def application_id(self) -> int | None: ...
    @property
    def tree(self) -> discord.app_commands.CommandTree[Any]: ...


log = logging.getLogger(__name__)
T = TypeVar("T")

SYNC_ATTEMPTS = 5  # tries of the command sync on transient errors (5xx, 429, connection)
SYNC_BACKOFF = 1.0  # seconds before the first retry, doubled after each


def transient(exc: BaseException) -> bool:
    """Worth another try: a 5xx, a 429, a timeout or a connection error."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500 or exc.status == 429
    return isinstance(exc, discord.RateLimited | aiohttp.ClientError | OSError | TimeoutError)


async def retried(what: str, call: Callable[[], Awaitable[T]]) -> T:
    """``call()``, tried again with backoff on transient errors (SYNC_ATTEMPTS in all)."""
    for attempt in range(1, SYNC_ATTEMPTS):
        try:
            return await call()
        except Exception as exc:
            if not transient(exc):
                raise
            delay = SYNC_BACKOFF * 2 ** (attempt - 1) * (1 + random.random() / 4)
            log.warning(
                "%s failed (%s: %s); try %d of %d in %.1f s",
                what,
                type(exc).__name__,
                exc,
                attempt + 1,
                SYNC_ATTEMPTS,
                delay,
            )
            await asyncio.sleep(delay)
    return await call()


# What Discord adds to a command it keeps, and what it leaves out when it is the default:
# neither says anything about the command, so neither makes two payloads differ.
_DISCORD_ONLY = {
    "id",
    "application_id",
    "guild_id",
    "version",
    "dm_permission",  # deprecated: ``contexts`` says where a command works
    "default_permission",
    "name_localized",
    "description_localized",
}
_COMMAND_DEFAULTS: dict[str, Any] = {"type": 1, "integration_types": [0]}


def canonical(value: Any, top: bool = True) -> Any:
    """A command payload in one form, whether it is the one we send or the one Discord
    returns: Discord's own fields dropped, an absent field and its default the same."""
    if isinstance(value, list):
        return [canonical(item, top=False) for item in value]
    if not isinstance(value, dict):
        return value
    found = {}
    for key, item in value.items():
        item = canonical(item, top=False)
        if key in _DISCORD_ONLY or item is None or item is False or item == [] or item == {}:
            continue
        if top and _COMMAND_DEFAULTS.get(key) == item:
            continue
        found[key] = item
    return found


def same_commands(ours: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> bool:
    """Whether Discord has exactly the commands we would sync (in any order)."""

    def by_name(payload: list[dict[str, Any]]) -> dict[str, Any]:
        return {command["name"]: canonical(command) for command in payload}

    return len(ours) == len(theirs) and by_name(ours) == by_name(theirs)


async def synced_commands(
    client: RedzoneBot, guild: discord.abc.Snowflake | None
) -> list[dict[str, Any]]:
    """What Discord has now: the application's commands (or the guild's), localizations
    included (``tree.fetch_commands`` leaves them out)."""
    if guild is None:
        route = discord.http.Route(
            "GET", "/applications/{application_id}/commands", application_id=client.application_id
        )
    else:
        route = discord.http.Route(
            "GET",
            "/applications/{application_id}/guilds/{guild_id}/commands",
            application_id=client.application_id,
            guild_id=guild.id,
        )
    found = await client.http.request(route, params={"with_localizations": "true"})
    return cast("list[dict[str, Any]]", found)


async def sync_commands(client: RedzoneBot, force: bool = False) -> bool:
    """PUT the commands when Discord has others (or when forced), retrying transient errors
    with backoff; ``True`` when it synced.

    What Discord has is read first (one GET), so a command removed in the developer portal,
    another application or a data folder copied from elsewhere is put right at the next start.
    """
    guild = discord.Object(client.config.dev_guild_id) if client.config.dev_guild_id else None
    if guild is not None:
        client.tree.copy_global_to(guild=guild)
    payload = await tree_payload(client.tree, guild)
    if not force:
        current = await retried("reading the commands", lambda: synced_commands(client, guild))
        if same_commands(payload, current):
            log.info("commands unchanged on Discord (%d): not synced", len(payload))
            return False
    await retried("syncing the commands", lambda: client.tree.sync(guild=guild))
    log.info("commands synced (%d)", len(payload))
    return True
