"""The end-to-end tests' fixtures: one stand-in for Discord and one bot process per module
(a module may start its own bot instead: without the worker processes or the painter that
none of its tests is about, each costing seconds of CPU to start)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.e2e.bot_process import Bot
from tests.e2e.standin import StandIn


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.stop()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(standin: StandIn, tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Bot]:
    # As deployed on two cores or more: the combats and the advice in worker processes of
    # their own, whatever this machine (the pictures in the painter's, as by default).
    process = Bot(standin, tmp_path_factory.mktemp("bot"), REDZONE_WORKERS="1")
    await process.start()
    yield process
    await process.stop()
    log = (process.home / "bot.log").read_text(errors="replace")
    assert "Traceback" not in log, log[-3000:]
