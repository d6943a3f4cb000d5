"""``/game``: a combat kept in a channel, turn after turn, for multiplayer and Two-Headed
Giant games."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, Protocol, cast

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot.commands.common import L, answer, context_of, mode_choices
from bot.games.handlers import GameHandlers
from bot.games.logic import GAME_FIELDS, LIFE_RANGE, VALUE_RANGE, PlayerRef
from bot.handlers import Context
from bot.replies import Reply


class Playing(Protocol):
    """The client as these commands see it: the games' handlers, once it is set up."""

    games: GameHandlers | None


def games_of(interaction: discord.Interaction) -> GameHandlers:
    client = cast(Playing, interaction.client)
    if client.games is None:
        raise RuntimeError("the bot is not set up yet")
    return client.games


_MENTION = re.compile(r"<@!?(\d+)>")


def player_groups(interaction: discord.Interaction, text: str) -> list[list[PlayerRef]]:
    """Mentions in seat order (``|`` between explicit teams) -> players with their names.

    Discord resolves the users (and members) mentioned in a string option in the
    interaction's ``resolved`` data: the names come from there, with no REST call.
    """
    data = cast("dict[str, Any]", interaction.data or {})
    resolved = cast("dict[str, dict[str, dict[str, Any]]]", data.get("resolved") or {})
    groups = []
    users = resolved.get("users", {})
    for part in text.split("|"):
        uids = [int(match.group(1)) for match in _MENTION.finditer(part)]
        group = [
            PlayerRef(
                uid,
                display_name(interaction, resolved, uid),
                bool(users.get(str(uid), {}).get("bot")),
            )
            for uid in uids
        ]
        if group:
            groups.append(group)
    return groups


def display_name(
    interaction: discord.Interaction, resolved: dict[str, dict[str, dict[str, Any]]], uid: int
) -> str:
    """A player's name: the cached member, else the resolved nick, global name or username."""
    member = interaction.guild.get_member(uid) if interaction.guild else None
    if member is not None:
        return member.display_name
    nick = resolved.get("members", {}).get(str(uid), {}).get("nick")
    user = resolved.get("users", {}).get(str(uid), {})
    return str(nick or user.get("global_name") or user.get("username") or f"Player{uid % 10000}")


def command() -> app_commands.Group:
    """/game and its subcommands."""
    modes = mode_choices()
    fields = [Choice(name=L(f"field-{name}"), value=name) for name in GAME_FIELDS]
    group = app_commands.Group(
        name=L("cmd-game"),
        description=L("cmd-game-desc"),
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    @group.command(name=L("cmd-game-new"), description=L("cmd-game-new-desc"))
    @app_commands.rename(
        mode=L("opt-game-new-mode"), players=L("opt-game-new-players"), life=L("opt-game-new-life")
    )
    @app_commands.describe(
        mode=L("opt-game-new-mode-desc"),
        players=L("opt-game-new-players-desc"),
        life=L("opt-game-new-life-desc"),
    )
    @app_commands.choices(mode=modes)
    async def new(
        interaction: discord.Interaction,
        mode: str,
        players: app_commands.Range[str, 1, 1000],
        life: app_commands.Range[int, LIFE_RANGE[0], LIFE_RANGE[1]] | None = None,
    ) -> None:
        ctx = context_of(interaction)
        groups = player_groups(interaction, players)
        await answer(interaction, lambda: games_of(interaction).new(ctx, mode, groups, life))

    def simple(key: str, call: Callable[[GameHandlers, Context], Awaitable[Reply]]) -> None:
        @group.command(name=L(f"cmd-game-{key}"), description=L(f"cmd-game-{key}-desc"))
        async def command(interaction: discord.Interaction) -> None:
            ctx = context_of(interaction)
            await answer(
                interaction,
                lambda: call(games_of(interaction), ctx),
                later=lambda reply, attach: games_of(interaction).base.scene_picture(reply, attach),
            )

    for key, call in (
        ("board", GameHandlers.board),
        ("damage", GameHandlers.damage),
        ("next", GameHandlers.next),
        ("undo", GameHandlers.undo),
        ("history", GameHandlers.history),
        ("end", GameHandlers.end),
        ("leave", GameHandlers.leave),
    ):
        simple(key, call)

    def text(
        key: str, option: str, call: Callable[[GameHandlers, Context, str], Awaitable[Reply]]
    ) -> None:
        @group.command(name=L(f"cmd-game-{key}"), description=L(f"cmd-game-{key}-desc"))
        @app_commands.rename(value=L(f"opt-game-{key}-{option}"))
        @app_commands.describe(value=L(f"opt-game-{key}-{option}-desc"))
        async def command(
            interaction: discord.Interaction, value: app_commands.Range[str, 1, 4000]
        ) -> None:
            ctx = context_of(interaction)
            await answer(interaction, lambda: call(games_of(interaction), ctx, value))

    for key, option, call_with_text in (
        ("add", "things", GameHandlers.add),
        ("remove", "things", GameHandlers.remove),
        ("attack", "attacks", GameHandlers.attack),
    ):
        text(key, option, call_with_text)

    @group.command(name=L("cmd-game-advise"), description=L("cmd-game-advise-desc"))
    async def advise(interaction: discord.Interaction) -> None:
        ctx = context_of(interaction)
        # Deferred privately: the opponent must not even see that advice was asked for.
        await answer(interaction, lambda: games_of(interaction).advise(ctx), ephemeral_hint=True)

    @group.command(name=L("cmd-game-block"), description=L("cmd-game-block-desc"))
    @app_commands.rename(blocks=L("opt-game-block-blocks"), player=L("opt-game-block-player"))
    @app_commands.describe(
        blocks=L("opt-game-block-blocks-desc"), player=L("opt-game-block-player-desc")
    )
    async def block(
        interaction: discord.Interaction,
        blocks: app_commands.Range[str, 1, 4000],
        player: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: games_of(interaction).block(ctx, blocks, player))

    @group.command(name=L("cmd-game-set"), description=L("cmd-game-set-desc"))
    @app_commands.rename(
        target=L("opt-game-set-target"),
        field=L("opt-game-set-field"),
        value=L("opt-game-set-value"),
    )
    @app_commands.describe(
        target=L("opt-game-set-target-desc"),
        field=L("opt-game-set-field-desc"),
        value=L("opt-game-set-value-desc"),
    )
    @app_commands.choices(field=fields)
    async def set_(
        interaction: discord.Interaction,
        target: app_commands.Range[str, 1, 200],
        field: str,
        value: app_commands.Range[int, VALUE_RANGE[0], VALUE_RANGE[1]],
    ) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: games_of(interaction).set(ctx, target, field, value))

    return group
