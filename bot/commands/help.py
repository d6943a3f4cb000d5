"""``/help``: what Redzone does and how to write a board."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.commands.common import L, answer, context_of, handlers_of, needs_db


def command() -> app_commands.Command[Any, ..., None]:
    """/help."""

    @app_commands.command(name=L("cmd-help"), description=L("cmd-help-desc"))
    async def help_(interaction: discord.Interaction) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction,
            lambda: handlers_of(interaction).help(ctx),
            touches_db=needs_db(interaction, ctx),
        )

    return help_
