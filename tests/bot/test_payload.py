"""The synced payload against Discord's rules in every locale, and ``redzone commands --json``."""

from __future__ import annotations

import copy
import json

from bot.cli import main
from bot.commands.registry import command_payload
from engine.notation import MAX_NUMBER
from tests.discord_rules import command_problems


async def test_payload_obeys_discords_rules():
    payload = await command_payload()
    assert command_problems(payload) == []
    # French, and Spanish for Spain and Latin America (Discord's es-ES and es-419).
    localized = {"it", "de", "ja", "fr", "es-ES", "es-419"}
    for command in payload:
        assert set(command["name_localizations"]) == localized
        assert set(command["description_localizations"]) == localized
        assert command["name_localizations"]["es-419"] == command["name_localizations"]["es-ES"]


async def test_validator_catches_what_discord_refuses():
    payload = await command_payload()
    bad = copy.deepcopy(payload)
    bad[0]["name_localizations"]["it"] = "Combattimento Rapido"
    bad[1]["description_localizations"]["de"] = "x" * 101
    bad[2]["name_localizations"]["ja"] = bad[0]["name_localizations"]["ja"]
    problems = command_problems(bad)
    assert any("Combattimento Rapido" in p for p in problems)
    assert any("101 characters" in p for p in problems)
    assert any("repeat in ja" in p for p in problems)


async def test_settings_are_for_server_managers():
    settings = next(c for c in await command_payload() if c["name"] == "settings")
    assert int(settings["default_member_permissions"]) == 1 << 5
    assert settings["contexts"] == [0] or settings.get("dm_permission") is False


def test_commands_json_prints_the_payload(capsys):
    assert main(["commands", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in printed] == [
        *("combat", "rule", "card", "help", "settings", "game"),
        *("mtr", "ipg", "jar"),
    ]


def _options(item: dict, path: str = ""):
    for option in item.get("options") or []:
        where = f"{path} {option['name']}".strip()
        yield where, option
        yield from _options(option, where)


async def test_every_integer_option_is_bounded_by_the_engines_limits():
    integers = {
        f"{c['name']} {where}": (o.get("min_value"), o.get("max_value"))
        for c in await command_payload()
        for where, o in _options(c)
        if o["type"] == 4
    }
    assert integers == {"game new life": (1, MAX_NUMBER), "game set value": (0, MAX_NUMBER)}


async def test_where_each_command_works():
    """contexts: 0 guild, 1 bot DM, 2 private channel; integration_types: 0 guild, 1 user."""
    payload = {c["name"]: c for c in await command_payload()}
    for name in ("combat", "rule", "card", "help", "mtr", "ipg", "jar"):
        assert payload[name]["contexts"] == [0, 1, 2], name
        assert payload[name]["integration_types"] == [0, 1], name
    for name in ("settings", "game"):
        assert payload[name]["contexts"] == [0], name
        assert payload[name]["integration_types"] == [0], name
    for command in payload.values():  # discord.py still sends the deprecated field: it agrees
        assert command.get("dm_permission", True) == (1 in command["contexts"])
