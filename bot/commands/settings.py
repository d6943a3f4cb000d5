"""``/settings``: the server's language, for members who can manage the server."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.commands.common import L, answer, context_of, handlers_of
from bot.i18n import LANGUAGES


def command() -> app_commands.Command[Any, ..., None]:
    """/settings."""
    languages = [Choice(name=L(f"lang-{code}"), value=code) for code in LANGUAGES]

    @app_commands.command(name=L("cmd-settings"), description=L("cmd-settings-desc"))
    @app_commands.rename(language=L("opt-settings-language"), pictures=L("opt-settings-pictures"))
    @app_commands.describe(
        language=L("opt-settings-language-desc"), pictures=L("opt-settings-pictures-desc")
    )
    @app_commands.choices(language=languages)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    # Discord hides the command from other members, but an older client, a changed
    # permission or a direct API call still gets here: the check says no in their language.
    @app_commands.checks.has_permissions(manage_guild=True)
    async def settings(
        interaction: discord.Interaction,
        language: Choice[str] | None = None,
        pictures: bool | None = None,
    ) -> None:
        ctx = context_of(interaction)
        code = language.value if language is not None else None
        await answer(
            interaction, lambda: handlers_of(interaction).settings(ctx, code, pictures), True
        )

    return settings
