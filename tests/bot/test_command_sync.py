"""The command sync at start, in this process: the bot logs in to the loopback stand-in for
Discord (its setup syncs), reads what Discord has, and PUTs the commands only when Discord has
others. The same sync through a started ``redzone run`` with a changed catalog, and ``redzone
commands sync``, are in tests/e2e/test_operations.py."""

from __future__ import annotations

import copy

from bot.app import RedzoneBot
from bot.commands.registry import commands
from tests.bot.loopback_bot import config
from tests.e2e.standin import APP_ID, StandIn

SYNC = f"/applications/{APP_ID}/commands"


async def start(standin: StandIn, tmp_path) -> tuple[int, int]:
    """A bot started (logged in: its setup syncs) and closed: the GETs and the PUTs of the
    application's commands it sent."""
    since = len(standin.requests)
    client = RedzoneBot(config(standin, tmp_path, redzone_pictures=False))
    try:
        await client.login("token")
    finally:
        await client.close()
    sent = [(r.method, r.path) for r in standin.requests[since:]]
    return sent.count(("GET", SYNC)), sent.count(("PUT", SYNC))


async def test_commands_are_synced_only_when_discord_has_other_ones(standin, tmp_path):
    standin.commands = []  # a new application: Discord has none of its commands
    assert await start(standin, tmp_path) == (1, 1)
    assert [c["name"] for c in standin.commands] == [c.name for c in commands()]
    kept = copy.deepcopy(standin.commands)

    assert await start(standin, tmp_path) == (1, 0)  # Discord has them as they are
    assert standin.commands == kept

    # Removed in the developer portal (or a new application, or a data folder copied from
    # another deployment): what Discord has is what counts, whatever this host remembers.
    standin.commands = []
    assert await start(standin, tmp_path) == (1, 1)
    assert [c["name"] for c in standin.commands] == [c.name for c in commands()]

    # One translation differs on Discord (an older catalog synced it): one PUT puts ours back.
    help_ = next(c for c in standin.commands if c["name"] == "help")
    ours = help_["description_localizations"]["it"]
    help_["description_localizations"]["it"] = "Come si usava Redzone"
    assert await start(standin, tmp_path) == (1, 1)
    help_ = next(c for c in standin.commands if c["name"] == "help")
    assert help_["description_localizations"]["it"] == ours
