"""``/combat``: a board in one line, its combat step by step."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.advice import KINDS
from bot.commands.common import L, answer, context_of, handlers_of, mode_choices, needs_db


def command() -> app_commands.Command[Any, ..., None]:
    """/combat."""
    modes = mode_choices()

    @app_commands.command(name=L("cmd-combat"), description=L("cmd-combat-desc"))
    @app_commands.rename(
        board=L("opt-combat-board"),
        mode=L("opt-combat-mode"),
        private=L("opt-combat-private"),
        picture=L("opt-combat-picture"),
        advise=L("opt-combat-advise"),
    )
    @app_commands.describe(
        board=L("opt-combat-board-desc"),
        mode=L("opt-combat-mode-desc"),
        private=L("opt-combat-private-desc"),
        picture=L("opt-combat-picture-desc"),
        advise=L("opt-combat-advise-desc"),
    )
    @app_commands.choices(
        mode=modes,
        advise=[app_commands.Choice(name=L(f"advise-{kind}"), value=kind) for kind in KINDS],
    )
    async def combat(
        interaction: discord.Interaction,
        board: app_commands.Range[str, 1, 6000],
        mode: str | None = None,
        private: bool = False,
        picture: bool = True,
        advise: str | None = None,
    ) -> None:
        ctx = context_of(interaction)
        handlers = handlers_of(interaction)
        await answer(
            interaction,
            lambda: handlers.combat(ctx, board, mode, private, picture, advise, later=True),
            private or advise is not None,  # advice is for the one who asks
            # advice may take longer than Discord's 3 s to a first response: always deferred
            advise is not None or needs_db(interaction, ctx),
            later=lambda reply, attach: handlers.combat_picture(board, mode, reply, attach),
        )

    return combat
