"""The command tree: it knows the commands in flight, turns new ones away on stop, counts
them, and answers each kind of error as it deserves."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, cast

import discord
from discord import app_commands

from bot.commands.common import Served, context_of, handlers_of
from bot.commands.errors import localized, mistake
from bot.handlers import new_error_id, refusal
from bot.i18n import normalize, t
from bot.metrics import Metrics
from bot.render_discord import NO_MENTIONS, send_reply

log = logging.getLogger(__name__)


class RedzoneTree(app_commands.CommandTree[discord.Client]):
    """The command tree, which knows the commands in flight (each with what was asked), turns
    new ones away on stop, and counts them."""

    def __init__(self, client: discord.Client, metrics: Metrics) -> None:
        super().__init__(client)
        self.in_flight: dict[asyncio.Task[Any], str] = {}
        self.stopping = False
        self.metrics = metrics

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # Runs inside the task that runs the command (and its error handler) to its end.
        if self.stopping:
            await turn_away(interaction)
            return False
        command = command_name(interaction)
        self.metrics.interactions.labels(command=command).inc()
        latency = self.metrics.latency.labels(command=command)
        started = time.perf_counter()
        task = asyncio.current_task()
        if task is not None:
            self.in_flight[task] = asked(interaction)

            def done(task: asyncio.Task[Any]) -> None:
                latency.observe(time.perf_counter() - started)
                self.in_flight.pop(task, None)

            task.add_done_callback(done)
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        """A user's mistake gets its own answer in their language; anything else is a bug: one
        log line with an id, what was asked and the traceback, and the apology with that id."""
        found = mistake(error)
        if found is not None:
            log.info("refused %s: %s", asked(interaction), type(error).__name__)
            if interaction.type is discord.InteractionType.autocomplete:
                return
            try:
                lang = await handlers_of(interaction).language(context_of(interaction))
                key, params = localized(lang, found)
                await send_reply(interaction, refusal(lang, "error-command-title", key, **params))
            except Exception:
                log.exception("could not answer %s", asked(interaction))
            return
        command = command_name(interaction)
        error_id = new_error_id()
        self.metrics.errors.labels(command=command).inc()
        log.error(
            "error %s: command %s failed: %s", error_id, command, asked(interaction), exc_info=error
        )
        try:
            reply = await handlers_of(interaction).internal_error(context_of(interaction), error_id)
            if interaction.type is discord.InteractionType.autocomplete:
                return
            await send_reply(interaction, reply)
        except Exception:
            log.exception("error %s: could not send the apology for %s", error_id, command)


def command_name(interaction: discord.Interaction) -> str:
    """The command's name as typed, ``game attack`` for a subcommand."""
    return interaction.command.qualified_name if interaction.command else "?"


def asked(interaction: discord.Interaction) -> str:
    """What a user asked, for the logs: the command, its options, who and where; never the
    interaction's token. A long value is cut (a board may be 6,000 characters)."""
    data = cast("dict[str, Any]", interaction.data or {})
    options = " ".join(f"{name}: {value!r}" for name, value in options_of(data.get("options")))
    return (
        f"/{command_name(interaction)}{' ' + options if options else ''} (user "
        f"{interaction.user.id}, guild {interaction.guild_id}, channel {interaction.channel_id})"
    )


def options_of(options: Any, limit: int = 200) -> list[tuple[str, Any]]:
    """The options of an interaction, subcommands' included, each value cut to ``limit``."""
    found: list[tuple[str, Any]] = []
    for option in options or ():
        if "options" in option:  # a subcommand: its own options
            found += options_of(option["options"], limit)
        elif "value" in option:
            value = option["value"]
            if isinstance(value, str) and len(value) > limit:
                value = value[:limit] + "…"
            found.append((str(option.get("name")), value))
    return found


async def turn_away(interaction: discord.Interaction) -> None:
    """While stopping: a private "restarting, try again" instead of running the command."""
    try:
        if interaction.type is discord.InteractionType.autocomplete:
            await interaction.response.autocomplete([])
            return
        ctx = context_of(interaction)
        handlers = cast(Served, interaction.client).handlers
        lang = await handlers.language(ctx) if handlers else normalize(ctx.locale)
        await interaction.response.send_message(
            t(lang, "bot-restarting"), ephemeral=True, allowed_mentions=NO_MENTIONS
        )
    except Exception:
        log.warning("could not turn away an interaction while stopping", exc_info=True)
