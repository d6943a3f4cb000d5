"""Every command area's commands, composed into one tree, and their metadata in the
catalogs' languages.

The tree is the one description of the commands: Discord gets its payload at the sync, and
the console reads its names, options, choices and bounds (``bot.console``).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.commands import card, combat, game, help, judging, rule, settings
from bot.i18n import LANGUAGES, bundle, normalize, t

AppCommand = app_commands.Command[Any, ..., None] | app_commands.Group


class CatalogTranslator(app_commands.Translator):
    """Command names and descriptions from the Fluent catalogs (an in-memory lookup)."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        code = normalize(str(locale.value))
        if key is None or code == "en" or code not in LANGUAGES:
            return None
        catalog = bundle(code)
        if not catalog.has_message(key):
            return None
        return t(code, key)


def commands() -> list[AppCommand]:
    """/combat, /rule, /card, /help, /settings, /game and the judge's desk, new objects
    each time (a command belongs to one tree)."""
    anywhere = [combat.command(), rule.command(), card.command(), help.command()]
    for command in anywhere:  # anywhere, also as a user-installed app
        app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)
        app_commands.allowed_installs(guilds=True, users=True)(command)
    server = settings.command()
    app_commands.allowed_installs(guilds=True)(server)
    return [*anywhere, server, game.command(), *judging.commands()]


def register(tree: app_commands.CommandTree[Any]) -> None:
    """Add every command to a command tree."""
    for command in commands():
        tree.add_command(command)


async def tree_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[dict[str, Any]]:
    """What ``tree.sync(guild=guild)`` PUTs: every command, every localization."""
    translator = tree.translator or CatalogTranslator()
    return [
        await command.get_translated_payload(tree, translator)
        for command in tree.get_commands(guild=guild)
    ]


async def command_payload() -> list[dict[str, Any]]:
    """The exact payload the bot syncs, every localization included (no token needed)."""
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)
    register(tree)
    return await tree_payload(tree)
