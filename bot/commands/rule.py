"""``/rule``: a rule of the Comprehensive Rules, a search, or what changed between versions."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.commands.common import L, answer, context_of, handlers_of, needs_db
from bot.rulechanges import changes_scope


def command() -> app_commands.Command[Any, ..., None]:
    """/rule, with its query's autocomplete."""

    @app_commands.command(name=L("cmd-rule"), description=L("cmd-rule-desc"))
    @app_commands.rename(query=L("opt-rule-query"), examples=L("opt-rule-examples"))
    @app_commands.describe(query=L("opt-rule-query-desc"), examples=L("opt-rule-examples-desc"))
    async def rule(
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        examples: bool = False,
    ) -> None:
        ctx = context_of(interaction)
        # The first changes of a version read the older rules: acknowledged at once.
        slow = changes_scope(query) is not None
        await answer(
            interaction,
            lambda: handlers_of(interaction).rule(ctx, query, examples),
            touches_db=slow or needs_db(interaction, ctx),
        )

    @rule.autocomplete("query")
    async def rule_query(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await handlers_of(interaction).rule_autocomplete(context_of(interaction), current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    return rule
