"""The synced payload against Discord's rules in every locale, and ``redzone commands --json``."""

from __future__ import annotations

import copy
import json

from bot.app import command_payload
from bot.cli import main
from tests.discord_rules import command_problems


async def test_payload_obeys_discords_rules():
    payload = await command_payload()
    assert command_problems(payload) == []
    for command in payload:
        assert set(command["name_localizations"]) == {"it", "de", "ja"}
        assert set(command["description_localizations"]) == {"it", "de", "ja"}


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
    assert [c["name"] for c in printed] == ["combat", "rule", "card", "help", "settings", "game"]
