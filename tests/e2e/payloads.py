"""Raw INTERACTION_CREATE payloads, as Discord sends them (DISCORD.md's required fields)."""

from __future__ import annotations

from typing import Any

from tests.e2e.standin import APP_ID, snowflake, user

GUILD = "700000000000000001"
CHANNEL = "700000000000000002"
MANAGE_GUILD = 1 << 5


def _base(
    kind: int,
    uid: int,
    name: str,
    locale: str,
    guild: bool,
    permissions: int,
    channel: str = CHANNEL,
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "id": snowflake(),
        "application_id": str(APP_ID),
        "type": kind,
        "token": f"token-{snowflake()}",
        "version": 1,
        "attachment_size_limit": 8 * 1024 * 1024,
        "locale": locale,
        "app_permissions": "0",
        "entitlements": [],
        "authorizing_integration_owners": {},
        "context": 0 if guild else 1,
        "channel_id": channel,
        "channel": {
            "id": channel,
            "type": 0,
            "guild_id": GUILD,
            "name": "combat",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        },
    }
    if guild:
        payload["guild_id"] = GUILD
        payload["guild_locale"] = "en-US"
        payload["member"] = {
            "user": user(uid, name),
            "roles": [],
            "flags": 0,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "permissions": str(permissions),
            "deaf": False,
            "mute": False,
        }
    else:
        payload["user"] = user(uid, name)
        del payload["channel"]
    return payload


def option(name: str, value: Any, kind: int = 3, focused: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {"name": name, "type": kind, "value": value}
    if focused:
        data["focused"] = True
    return data


def slash(
    command: str,
    options: list[dict[str, Any]] | None = None,
    *,
    uid: int = 42,
    name: str = "alice",
    locale: str = "en-US",
    guild: bool = True,
    permissions: int = 0,
    command_id: str = "1",
    kind: int = 2,
    channel: str = CHANNEL,
    resolved: dict[str, Any] | None = None,
) -> dict[str, Any]:
    payload = _base(kind, uid, name, locale, guild, permissions, channel)
    payload["data"] = {"id": command_id, "name": command, "type": 1, "options": options or []}
    if resolved is not None:
        payload["data"]["resolved"] = resolved
    return payload


def mentioned(users: dict[int, str]) -> tuple[str, dict[str, Any]]:
    """Mentions of these users in a string option, and the ``resolved`` data Discord sends
    with them: each user, and in a guild their member (without ``user``, with ``nick``)."""
    text = " ".join(f"<@{uid}>" for uid in users)
    resolved = {
        "users": {str(uid): user(uid, name) for uid, name in users.items()},
        "members": {
            str(uid): {
                "nick": None,
                "roles": [],
                "joined_at": "2024-01-01T00:00:00+00:00",
                "flags": 0,
                "permissions": "0",
            }
            for uid in users
        },
    }
    return text, resolved


def autocomplete(command: str, options: list[dict[str, Any]], **kwargs: Any) -> dict[str, Any]:
    return slash(command, options, kind=4, **kwargs)


def component(
    message: dict[str, Any],
    custom_id: str,
    *,
    component_type: int = 2,
    values: list[str] | None = None,
    uid: int = 42,
    name: str = "alice",
    locale: str = "en-US",
) -> dict[str, Any]:
    payload = _base(3, uid, name, locale, True, 0)
    payload["data"] = {"custom_id": custom_id, "component_type": component_type}
    if values is not None:
        payload["data"]["values"] = values
    payload["message"] = message
    return payload


def subcommand(
    group: str, command: str, options: list[dict[str, Any]] | None = None, **kwargs: Any
) -> dict[str, Any]:
    """``/group command options``: the options nest under the subcommand, as Discord sends."""
    return slash(group, [{"name": command, "type": 1, "options": options or []}], **kwargs)
