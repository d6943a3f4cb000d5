"""``/card``: a card's Oracle text and rulings."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.commands.common import L, answer, context_of, handlers_of


def command() -> app_commands.Command[Any, ..., None]:
    """/card, with its name's autocomplete."""

    @app_commands.command(name=L("cmd-card"), description=L("cmd-card-desc"))
    @app_commands.rename(name=L("opt-card-name"))
    @app_commands.describe(name=L("opt-card-name-desc"))
    async def card(interaction: discord.Interaction, name: app_commands.Range[str, 1, 200]) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: handlers_of(interaction).card(ctx, name))

    @card.autocomplete("name")
    async def card_name(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await handlers_of(interaction).card_autocomplete(context_of(interaction), current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    return card
