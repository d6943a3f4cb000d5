"""The bot in this process, through discord.py's real objects, against the loopback stand-in
for Discord (its connections to Discord's hosts go there through DISCORD_ADDRESS)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from bot.app import RedzoneBot
from bot.config import Config
from tests.e2e.standin import StandIn
from tests.rules.synth import encode, synthetic_cr


def config(standin: StandIn, tmp_path: Path, cr: str | None = None, **settings: Any) -> Config:
    """The bot's settings: the stand-in's address, a database and a copy of the CR (``cr``,
    else the synthetic one) under ``tmp_path``, and ``settings``."""
    path = tmp_path / "cr.txt"
    path.write_bytes(encode(synthetic_cr() if cr is None else cr))
    return Config(
        discord_token=SecretStr("token"),
        discord_address=standin.address,
        discord_ca_file=standin.ca_file,
        redzone_db=tmp_path / "bot.db",
        redzone_cr_path=path,
        **settings,
    )


@asynccontextmanager
async def online(client: RedzoneBot, standin: StandIn) -> AsyncIterator[RedzoneBot]:
    """``client``, logged in, connected to the stand-in's gateway until the block ends."""
    gateway = asyncio.create_task(client.connect())
    try:
        await asyncio.wait_for(standin.identified.wait(), 30)
        yield client
    finally:
        await client.close()
        await asyncio.wait_for(gateway, 10)
