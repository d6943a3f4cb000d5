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
    touches_db: bool = True,
    on_link: OnLink = show_rule,
    later: Later | None = None,
) -> None:
    """Run a handler and send its reply; a choice in its select calls ``on_link``. A reply
    sent with the scene of its picture then gets the picture ``later`` draws, by an edit.

    A command that touches the database is deferred before anything else runs, so it is
    acknowledged within Discord's 3 seconds however long the database or the loop takes; a
    command that needs no database (CPU work, bounded by the input limits) answers at once,
    unless its work is not done within ``DEFER_AFTER`` seconds (a busy host, a worker
    started again): it is deferred then, and answered when done.
    """
    if touches_db:
        await defer(interaction, ephemeral_hint)
        reply = await work()
    else:
        task = asyncio.ensure_future(work())
        try:
            done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
            if not done:
                await defer(interaction, ephemeral_hint)
            reply = await task
        finally:
            task.cancel()  # when this answer was cancelled itself; a no-op once done
    sent = await send_reply(interaction, reply, on_link=on_link)
    if later is None or reply.scene is None:
        return

    async def attach(png: bytes) -> None:
        try:
            await attach_picture(sent, png)
        except discord.HTTPException as failed:  # the answer stands with its text
            log.warning("a picture could not be attached: %s", failed)

    await later(reply, attach)


async def defer(interaction: discord.Interaction, ephemeral: bool) -> None:
    """Acknowledge the interaction now; the reply follows (privately if ``ephemeral``)."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    interaction.extras[DEFERRED_EPHEMERAL] = ephemeral


def needs_db(interaction: discord.Interaction, ctx: Context) -> bool:
    """Whether a stateless command must read the database (the guild's language, once)."""
    return not handlers_of(interaction).language_known(ctx)
