"""Fixtures of the bot's tests: the loopback stand-in for Discord, one per test."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.e2e.standin import StandIn


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.stop()
