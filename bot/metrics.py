"""What a running bot counts, and the HTTP endpoint (``METRICS_PORT``) that shows it.

``/metrics`` is Prometheus' text format, written by ``prometheus-client`` from a registry of
this process's own (interactions by command, their latency, the unexpected errors, the
database and each shard's gateway connection, and the process's CPU and memory);
``/health`` is JSON, 200 while the database answers and every shard of this process is
connected, else 503. Both run on the bot's event loop (aiohttp, already there for
discord.py), so a loop that is stuck answers neither.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)

log = logging.getLogger(__name__)

# Seconds from an interaction's arrival to the end of its handling: Discord wants the first
# answer within 3 s, so the buckets are finest below that.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0)
DATABASE_TIMEOUT = 2.0  # seconds a health or metrics request waits for the database


@dataclass(frozen=True)
class State:
    """The live part of a reading: whether the database answered, each shard's link."""

    database: bool
    shards: dict[int, bool]
    latencies: dict[int, float]

    @property
    def up(self) -> bool:
        return self.database and bool(self.shards) and all(self.shards.values())


class Metrics:
    """The counters of one bot process, in a registry of its own."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.interactions = Counter(
            "redzone_interactions",
            "Slash commands and autocompletions received, by command",
            ["command"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "redzone_interaction_seconds",
            "Seconds from an interaction's arrival to the end of its handling, by command",
            ["command"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.errors = Counter(
            "redzone_errors",
            "Unexpected errors (answered with the apology and an error id), by command",
            ["command"],
            registry=self.registry,
        )
        self.database_up = Gauge(
            "redzone_database_up",
            "1 when the database answered the last check, else 0",
            registry=self.registry,
        )
        self.gateway_up = Gauge(
            "redzone_gateway_up",
            "1 while the shard is connected to Discord's gateway, else 0",
            ["shard"],
            registry=self.registry,
        )
        self.gateway_latency = Gauge(
            "redzone_gateway_latency_seconds",
            "Seconds between the shard's last heartbeat and its acknowledgement",
            ["shard"],
            registry=self.registry,
        )
        ProcessCollector(registry=self.registry)

    def record(self, state: State) -> None:
        self.database_up.set(1 if state.database else 0)
        for shard, connected in state.shards.items():
            self.gateway_up.labels(shard=str(shard)).set(1 if connected else 0)
        for shard, seconds in state.latencies.items():
            self.gateway_latency.labels(shard=str(shard)).set(seconds)


class Endpoint:
    """``/health`` and ``/metrics`` on ``host:port``, each reading the state afresh."""

    def __init__(
        self, metrics: Metrics, read: Callable[[], Awaitable[State]], host: str, port: int
    ) -> None:
        self.metrics = metrics
        self.read = read
        self.host = host
        self.port = port
        self.runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/health", self.health)
        app.router.add_get("/metrics", self.page)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        await web.TCPSite(self.runner, self.host, self.port).start()
        log.info("health and metrics on http://%s:%d/ (/health, /metrics)", self.host, self.port)

    async def stop(self) -> None:
        if self.runner is not None:
            runner, self.runner = self.runner, None
            await runner.cleanup()

    async def health(self, request: web.Request) -> web.Response:
        state = await self.read()
        self.metrics.record(state)
        body = {
            "status": "up" if state.up else "down",
            "database": state.database,
            "shards": {str(shard): connected for shard, connected in state.shards.items()},
        }
        return web.json_response(body, status=200 if state.up else 503)

    async def page(self, request: web.Request) -> web.Response:
        self.metrics.record(await self.read())
        # generate_latest walks the registry synchronously: small, so on the loop
        return web.Response(
            body=generate_latest(self.metrics.registry),
            headers={"Content-Type": CONTENT_TYPE_LATEST},
        )


async def answers(check: Callable[[], Awaitable[object]]) -> bool:
    """Whether ``check()`` finishes without an error within DATABASE_TIMEOUT seconds."""
    try:
        await asyncio.wait_for(check(), DATABASE_TIMEOUT)
    except Exception:
        log.warning("the database did not answer the health check", exc_info=True)
        return False
    return True
