"""What every command area shares: catalog strings for the command metadata, the context of
an interaction, and answering it with a handler's reply."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Protocol, cast

import discord
from discord.app_commands import Choice, locale_str

from bot.handlers import Context, Handlers
from bot.i18n import t
from bot.render_discord import DEFERRED_EPHEMERAL, attach_picture, send_reply
from bot.replies import Reply
from engine.model import Mode

log = logging.getLogger(__name__)

# Seconds a reply that needs no database may take before its interaction is deferred: Discord
# wants a first response within 3 seconds of the interaction, which reached the bot a little
# after it was made.
DEFER_AFTER = 2.0

OnLink = Callable[[discord.Interaction, str], Awaitable[None]]
# Draws the picture of a reply sent without it (its scene) and attaches it with the function
# given, or does not (skipped: the text is the answer).
Later = Callable[[Reply, Callable[[bytes], Awaitable[None]]], Awaitable[None]]


class Served(Protocol):
    """The client as the commands see it: the shared handlers, once it is set up."""

    handlers: Handlers | None


def L(key: str) -> locale_str:
    """A translatable string: English text from the catalog, its key for the translator."""
    return locale_str(t("en", key), key=key)


def mode_choices() -> list[Choice[str]]:
    """The game modes, as an option's choices."""
    return [Choice(name=L(f"mode-{mode.value}"), value=mode.value) for mode in Mode]


def context_of(interaction: discord.Interaction) -> Context:
    """Who asks, where, in which language, and whether they may manage the server."""
    permissions = interaction.permissions
    return Context(
        user_id=interaction.user.id,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        locale=str(interaction.locale.value) if interaction.locale else None,
        can_manage=bool(interaction.guild_id and permissions.manage_guild),
    )


def handlers_of(interaction: discord.Interaction) -> Handlers:
    client = cast(Served, interaction.client)
    if client.handlers is None:
        raise RuntimeError("the bot is not set up yet")
    return client.handlers


async def show_rule(interaction: discord.Interaction, query: str) -> None:
    """A rule chosen from a reply's select: shown privately to whoever chose it."""
    ctx = context_of(interaction)
    reply = await handlers_of(interaction).rule(ctx, query)
    await send_reply(interaction, replace(reply, ephemeral=True), on_link=show_rule)


async def answer(
    interaction: discord.Interaction,
    work: Callable[[], Awaitable[Reply]],
    ephemeral_hint: bool = False,
    slow: bool = False,
    on_link: OnLink = show_rule,
    later: Later | None = None,
) -> None:
    """Run a handler and send its reply; a choice in its select calls ``on_link``. A reply
    sent with the scene of its picture then gets the picture ``later`` draws, by an edit.

    A reply done within ``DEFER_AFTER`` seconds is the first response (one request: the
    database answers in milliseconds, the CPU work is bounded by the input limits); past
    that (a busy host, a slow database, a worker started again) the interaction is deferred,
    and answered when done. Work known to take long (``slow``: advice, an older CR read) is
    deferred before it starts.
    """
    if slow:
        await defer(interaction, ephemeral_hint)
        reply = await work()
    else:
        reply = await in_time(interaction, work(), ephemeral_hint)
    sent = await send_reply(interaction, reply, on_link=on_link)
    if later is None or reply.scene is None:
        return

    async def attach(png: bytes) -> None:
        try:
            await attach_picture(sent, png)
        except discord.HTTPException as failed:  # the answer stands with its text
            log.warning("a picture could not be attached: %s", failed)

    await later(reply, attach)


async def in_time(
    interaction: discord.Interaction, work: Awaitable[Reply], ephemeral: bool
) -> Reply:
    """The reply ``work`` makes, in this task; the interaction is deferred (in a task of its
    own) if the work is not done within ``DEFER_AFTER`` seconds, and the defer is done when
    this returns, so that the reply follows it."""
    loop = asyncio.get_running_loop()
    deferring: list[asyncio.Task[None]] = []
    timer = loop.call_later(
        DEFER_AFTER, lambda: deferring.append(loop.create_task(defer(interaction, ephemeral)))
    )
    try:
        return await work
    finally:
        timer.cancel()
        if deferring:
            await deferring[0]


async def defer(interaction: discord.Interaction, ephemeral: bool) -> None:
    """Acknowledge the interaction now; the reply follows (privately if ``ephemeral``)."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    interaction.extras[DEFERRED_EPHEMERAL] = ephemeral
