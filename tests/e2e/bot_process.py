"""The bot as a process for the end-to-end tests: ``redzone run`` started the way ``make run``
starts it, against the stand-in for Discord (tests/e2e/standin.py), and how a test asks it."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from tests.cards.fixture import write as write_cards
from tests.documents.fixture import write as write_documents
from tests.e2e.standin import StandIn
from tests.rules.synth import encode, synthetic_cr

DEADLINE = 3.0  # Discord's: the first response within 3 seconds


class Bot:
    """The bot as a process: ``redzone run`` with the stand-in's endpoints, and the session's
    settings otherwise: no combat or advice worker processes (tests/conftest.py) unless
    ``env`` asks for them, as the end-to-end ``bot`` fixture does (tests/e2e/conftest.py)."""

    def __init__(self, standin: StandIn, home: Path, **env: str | None) -> None:
        self.standin = standin
        self.home = home
        # more of the environment: REDZONE_DB, SHARD_COUNT, SHARD_IDS...; None leaves one out
        self.env = env
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        cr = self.home / "cr.txt"
        if not cr.exists():
            cr.write_bytes(encode(synthetic_cr()))
        cards = self.home / "AtomicCards.json.xz"
        if not cards.exists():
            write_cards(cards)
        documents = write_documents(self.home / "documents")  # the MTR, IPG and JAR
        env: dict[str, str | None] = {
            **os.environ,
            "DISCORD_TOKEN": "e2e-token",
            **self.standin.env,
            "REDZONE_DB": str(self.home / "redzone.db"),
            "REDZONE_CR_PATH": str(cr),
            "REDZONE_CARDS_PATH": str(cards),
            **{f"REDZONE_{kind.upper()}_PATH": str(path) for kind, path in documents.items()},
            "REDZONE_DATA": str(self.home / "data"),
            "HOME": str(self.home),
            **self.env,
        }
        given = {key: value for key, value in env.items() if value is not None}
        self.standin.identified.clear()
        with open(self.home / "bot.log", "ab") as log:  # the child keeps its own copy
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot.cli",
                "run",
                env=given,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=log,
            )
        try:
            await asyncio.wait_for(self.standin.identified.wait(), 60)
        except TimeoutError:  # a fixture that fails here has no teardown: no bot left running
            await self.stop()
            raise

    async def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.terminate()
            try:
                await asyncio.wait_for(self.process.wait(), 10)
            except TimeoutError:
                await self.kill()


async def ask(standin: StandIn, payload: dict, shard: int | None = None) -> dict:
    """Send an interaction (on its guild's shard, or on ``shard``); its acknowledgement must
    come within Discord's deadline. Returns what the user sees (the follow-up, after a defer)."""
    body, seconds = await standin.interact(payload, shard=shard)
    assert seconds < DEADLINE, seconds
    return await standin.final(payload, body)


def embed(body: dict) -> dict:
    return body["data"]["embeds"][0]
