"""The judge's desk: ``/mtr``, ``/ipg`` and ``/jar``, the tournament documents.

Each takes one optional ``section`` (a number, an abbreviation, a title, a question, or
``changes``), with autocomplete; a choice in a reply's select opens that section, privately,
for whoever chose it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol, cast

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.commands.common import L, OnLink, answer, context_of, needs_db
from bot.documents.handlers import JudgingHandlers
from bot.render_discord import send_reply
from bot.rulechanges import changes_scope
from engine.documents import KINDS

SECTION_LENGTH = 200  # characters of a query


class Judged(Protocol):
    """The client as these commands see it: the documents' handlers, once it is set up."""

    judging: JudgingHandlers | None


def judging_of(interaction: discord.Interaction) -> JudgingHandlers:
    client = cast(Judged, interaction.client)
    if client.judging is None:
        raise RuntimeError("the bot is not set up yet")
    return client.judging


def show_section(kind: str) -> OnLink:
    """What a choice in a document reply's select does: that section, privately."""

    async def show(interaction: discord.Interaction, query: str) -> None:
        reply = await judging_of(interaction).document(context_of(interaction), kind, query)
        await send_reply(interaction, replace(reply, ephemeral=True), on_link=show)

    return show


def document_command(kind: str) -> app_commands.Command[Any, ..., None]:
    """``/mtr``, ``/ipg`` or ``/jar``."""
    on_link = show_section(kind)

    @app_commands.command(name=L(f"cmd-{kind}"), description=L(f"cmd-{kind}-desc"))
    @app_commands.rename(section=L(f"opt-{kind}-section"))
    @app_commands.describe(section=L(f"opt-{kind}-section-desc"))
    async def command(
        interaction: discord.Interaction,
        section: app_commands.Range[str, 1, SECTION_LENGTH] | None = None,
    ) -> None:
        ctx = context_of(interaction)
        # The first changes of a version read the older copy: acknowledged at once.
        slow = section is not None and changes_scope(section) is not None
        await answer(
            interaction,
            lambda: judging_of(interaction).document(ctx, kind, section),
            touches_db=slow or needs_db(interaction, ctx),
            on_link=on_link,
        )

    @command.autocomplete("section")
    async def complete(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        ctx = context_of(interaction)
        choices = await judging_of(interaction).autocomplete(ctx, kind, current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)
    app_commands.allowed_installs(guilds=True, users=True)(command)
    return command


def commands() -> list[app_commands.Command[Any, ..., None]]:
    """/mtr, /ipg and /jar."""
    return [document_command(kind) for kind in KINDS]
