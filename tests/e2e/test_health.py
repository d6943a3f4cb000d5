"""Is it up? Per process: ``redzone health`` for each process (or shard range) on a host,
and the ``METRICS_PORT`` endpoint (``/health``, ``/metrics`` in Prometheus' text format)
of a real bot process, read over loopback."""

from __future__ import annotations

import asyncio
import json
import socket
import time
import urllib.error
import urllib.request

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.i18n import t
from tests.e2e import payloads as p
from tests.e2e import test_operations
from tests.e2e.standin import StandIn
from tests.e2e.test_operations import (
    Process,
    callback,
    health_here,
    healthy_within,
    logged,
    shown,
)

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

no_process_left = test_operations.no_process_left


async def test_each_process_on_a_host_has_its_own_health(
    standin: StandIn, tmp_path, monkeypatch, capsys
):
    # The first check through a real `redzone health`, the others through the function it
    # calls, in this process (each process start is a second of CPU).
    shared = str(tmp_path / "data")  # one data folder for both, as on one host by default
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = Process(standin, tmp_path / "a", SHARD_COUNT="2", SHARD_IDS="0", REDZONE_DATA=shared)
    second = Process(standin, tmp_path / "b", SHARD_COUNT="2", SHARD_IDS="1", REDZONE_DATA=shared)
    await first.start()
    await second.start()
    await standin.wait_shards({0, 1})
    code, _, err = await healthy_within(first, 15)
    assert code == 0, err
    code, _, err = await healthy_within(second, 15, (monkeypatch, capsys))
    assert code == 0, err

    assert await first.terminate() == 0  # one stops: it is down, the other is still up
    code, _, err = health_here(first, monkeypatch, capsys)
    assert code == 1 and err.startswith(t("en", "health-missing", path="X").split("X")[0]), err
    code, _, err = health_here(second, monkeypatch, capsys)
    assert code == 0, err

    assert second.process is not None
    second.process.kill()  # killed: down at once, not when its last heartbeat ages
    await second.process.wait()
    code, _, err = health_here(second, monkeypatch, capsys)
    assert code == 1, err
    assert str(second.process.pid) in err


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def fetch(port: int, path: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as answer:
            return answer.status, answer.headers["Content-Type"], answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers["Content-Type"], error.read().decode()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text page: (name, labels) -> value."""
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def test_the_metrics_endpoint_counts_what_the_bot_did(standin: StandIn, tmp_path):
    port = free_port()
    bot = Process(standin, tmp_path, METRICS_PORT=str(port), METRICS_HOST="127.0.0.1")
    await bot.start()
    await logged(bot, "ready: ")

    await shown(standin, p.slash("help", uid=41, name="metric"))
    await shown(standin, p.slash("help", uid=41, name="metric"))
    combat = p.slash("combat", [p.option("board", "Alice: Bear 2/2 | Bob:")], uid=41)
    await shown(standin, combat)
    broken = p.slash("help", uid=42, name="unlucky")
    fault = standin.inject("POST", callback(broken), status=400, times=10)
    await standin.dispatch("INTERACTION_CREATE", broken)
    await logged(bot, "command help failed")
    fault.times = 0

    # The log line comes while the failed command still tries to apologize; its time is
    # counted when its task ends, a moment later on a busy host.
    help_timed = ("redzone_interaction_seconds_count", (("command", "help"),))
    deadline = time.monotonic() + 10
    while True:
        status, kind, text = fetch(port, "/metrics")
        found = samples(text)
        if found.get(help_timed) == 3 or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.1)
    assert status == 200 and kind.startswith("text/plain; version="), kind
    assert found[("redzone_interactions_total", (("command", "help"),))] == 3
    assert found[("redzone_interactions_total", (("command", "combat"),))] == 1
    assert found[("redzone_interaction_seconds_count", (("command", "help"),))] == 3
    assert found[("redzone_errors_total", (("command", "help"),))] == 1
    assert found[("redzone_database_up", ())] == 1
    assert found[("redzone_gateway_up", (("shard", "0"),))] == 1

    status, kind, text = fetch(port, "/health")
    assert status == 200 and kind.startswith("application/json")
    assert json.loads(text) == {"status": "up", "database": True, "shards": {"0": True}}

    await bot.stop()
