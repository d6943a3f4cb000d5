"""What a user sees when a command does not run: a user's mistake is answered in their
language with what to do, as Red-DiscordBot's ``tree.on_error`` does; anything else is a bug
of ours, logged with an id and answered with the apology that quotes it."""

from __future__ import annotations

import time
from dataclasses import dataclass

from discord import app_commands

from bot.i18n import bundle, list_text, t


@dataclass(frozen=True, slots=True)
class Mistake:
    """A user's mistake, as a catalog message (``error-command-<key>``) and its arguments."""

    key: str
    params: dict[str, str | int]
    permissions: tuple[str, ...] = ()  # Discord's API names: ``manage_guild``


def mistake(error: app_commands.AppCommandError) -> Mistake | None:
    """The user's mistake an error stands for, or ``None`` for a bug of ours.

    The order matters: a cooldown and a missing permission are checks too.
    """
    if isinstance(error, app_commands.CommandOnCooldown):
        return Mistake("cooldown", {"when": f"<t:{int(time.time() + error.retry_after) + 1}:R>"})
    if isinstance(error, app_commands.MissingPermissions):
        return Mistake("permissions", {}, tuple(error.missing_permissions))
    if isinstance(error, app_commands.BotMissingPermissions):
        return Mistake("bot-permissions", {}, tuple(error.missing_permissions))
    if isinstance(error, app_commands.NoPrivateMessage):
        return Mistake("guild-only", {})
    if isinstance(error, app_commands.CheckFailure):
        return Mistake("check", {})
    if isinstance(error, app_commands.TransformerError):
        return Mistake("option", {"value": str(error.value)[:100]})
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        # Discord's copy of the commands differs from ours until the user's client refreshes.
        return Mistake("outdated", {})
    return None


def localized(lang: str, found: Mistake) -> tuple[str, dict[str, str | int]]:
    """The catalog message and arguments of a mistake in a language, the permissions named
    as Discord's settings name them (one missing from the catalog keeps its API name)."""
    params = dict(found.params)
    if found.permissions:
        names = []
        for name in found.permissions:
            key = f"permission-{name.replace('_', '-')}"
            names.append(t(lang, key) if bundle(lang).has_message(key) else name)
        params["permissions"] = list_text(lang, names)
    return f"error-command-{found.key}", params
