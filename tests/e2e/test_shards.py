"""Past one process: ``redzone run`` processes that split the shards, sharing one PostgreSQL
server, against the loopback Discord stand-in. Everything goes through the gateway and REST.

The stand-in routes a guild's events to its shard, as Discord does; the tests that move a
game between processes send each interaction on a chosen shard instead, which is what a
process's death and its shards' move to another process look like to the game."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
import pytest_asyncio

from bot.handlers import LANGUAGE_TTL
from bot.i18n import t
from tests import pgserver
from tests.e2e import payloads as p
from tests.e2e.bot_process import DEADLINE, Bot, ask, embed
from tests.e2e.standin import APP_ID, CHANNELS, StandIn
from tests.e2e.test_e2e import two_headed_giant
from tests.pgfixture import fresh_database

pytestmark = pytest.mark.asyncio(loop_scope="module")
ALICE, BOB = 201, 202


@pytest_asyncio.fixture(loop_scope="module")
async def pg(pg_server: pgserver.Server) -> str:
    return await fresh_database(pg_server)


class Processes:
    """Bot processes started by a test; stopped, and their logs checked, at its end."""

    def __init__(self, standin: StandIn, root: Path) -> None:
        self.standin = standin
        self.root = root
        self.bots: list[Bot] = []

    async def start(self, **env: str) -> Bot:
        home = self.root / f"bot{len(self.bots)}"
        home.mkdir()
        # no test here is about pictures: no painter process (tests/e2e/test_picture_later.py)
        bot = Bot(self.standin, home, REDZONE_PICTURES="false", **env)
        self.bots.append(bot)
        await bot.start()
        return bot

    async def stop(self) -> None:
        for bot in self.bots:
            await bot.stop()
        for bot in self.bots:
            log = (bot.home / "bot.log").read_text(errors="replace")
            assert "Traceback" not in log, log[-3000:]


@pytest_asyncio.fixture(loop_scope="module")
async def processes(tmp_path: Path) -> AsyncIterator[Processes]:
    """A fresh stand-in, and the processes a test starts against it."""
    standin = StandIn()
    await standin.start()
    started = Processes(standin, tmp_path)
    try:
        yield started
        await started.stop()
    finally:
        await standin.stop()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def pair(
    pg_server: pgserver.Server, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[tuple[Processes, str]]:
    """Two processes with shards 0 and 1 of 2 on one PostgreSQL database, and its URL: for
    the tests that neither stop nor kill a process, each on its own channel, leaving the
    guild's settings as they found them (four bot starts fewer than a pair each)."""
    standin = StandIn()
    await standin.start()
    started = Processes(standin, tmp_path_factory.mktemp("pair"))
    try:
        pg = await fresh_database(pg_server)
        await started.start(REDZONE_DB=pg, SHARD_COUNT="2", SHARD_IDS="0")
        await started.start(REDZONE_DB=pg, SHARD_COUNT="2", SHARD_IDS="1")
        await standin.wait_shards({0, 1})
        yield started, pg
    finally:  # the processes started, even when the second (or the wait) failed
        await started.stop()
        await standin.stop()


def syncs(standin: StandIn) -> int:
    path = f"/applications/{APP_ID}/commands"
    return sum(1 for r in standin.requests if r.method == "PUT" and r.path == path)


async def test_a_process_runs_the_shards_it_is_given(processes):
    standin = processes.standin
    await processes.start(SHARD_COUNT="4", SHARD_IDS="2,3")
    await standin.wait_shards({2, 3})
    assert standin.shards_identified == [[2, 4], [3, 4]]
    assert syncs(standin) == 0  # not the process with shard 0: it leaves the sync to that one


async def test_without_shard_settings_discord_decides(processes):
    standin = processes.standin
    standin.recommended_shards = 2
    await processes.start()
    await standin.wait_shards({0, 1})
    assert standin.shards_identified == [[0, 2], [1, 2]]
    assert any(r.path == "/gateway/bot" for r in standin.requests)
    assert syncs(standin) == 1


async def test_two_headed_giant_across_two_processes_one_killed(processes, pg):
    """Alice and Bob's commands reach the process with shard 0, Ann and Ben's the one with
    shard 1, so the game's commands alternate between processes; the first is SIGKILLed
    after the blocks and the second finishes the game. Every action is in the history."""
    standin = processes.standin
    first = await processes.start(REDZONE_DB=pg, SHARD_COUNT="2", SHARD_IDS="0")
    await processes.start(REDZONE_DB=pg, SHARD_COUNT="2", SHARD_IDS="1")
    await standin.wait_shards({0, 1})
    assert syncs(standin) == 1  # once per deployment
    shard_of = {"alice": 0, "bob": 0, "ann": 1, "ben": 1}
    served: list[int] = []

    async def ask_as(name: str, payload: dict) -> dict:
        shard = shard_of[name]
        served.append(shard)
        return await ask(standin, payload, shard=shard)

    async def kill_first() -> None:
        await first.kill()
        shard_of.update(alice=1, bob=1)  # shard 0's guilds now reach the other process

    channel = CHANNELS[6]
    await two_headed_giant(standin, channel, ask_as, kill_first)
    assert served[:8] == [0, 0, 1, 0, 0, 1, 0, 1] and set(served[8:]) == {1}
    history = await ask(
        standin, p.subcommand("game", "history", uid=102, name="ann", channel=channel), shard=1
    )
    kinds = [
        "new", "add", "add", "add", "attack", "attack", "block", "block", "damage", "next",
        "next", "attack", "attack", "block", "block", "damage",
    ]  # fmt: skip
    conn = await asyncpg.connect(pg)
    try:
        rows = await conn.fetch("SELECT kind, version, undone FROM actions ORDER BY seq")
    finally:
        await conn.close()
    assert [(r["kind"], r["version"], r["undone"]) for r in rows] == [
        (kind, version, False) for version, kind in enumerate(kinds)
    ]
    assert len(embed(history)["description"].splitlines()) == len(kinds)


async def test_two_processes_racing_on_one_game(pair):
    """50 commands through each process at once on one game: each is applied once or
    refused as stale with the localized message; the game's version counts the applied."""
    processes, pg = pair
    standin = processes.standin
    channel = CHANNELS[5]

    def add(i: int) -> dict:
        options = [p.option("things", f"Token{i} 1/1")]
        return p.subcommand("game", "add", options, uid=ALICE, name="alice", channel=channel)

    mentions, resolved = p.mentioned({ALICE: "Alice", BOB: "Bob"})
    players = [p.option("mode", "1v1"), p.option("players", mentions)]
    new = p.subcommand(
        "game", "new", players, uid=ALICE, name="alice", channel=channel, resolved=resolved
    )
    assert embed(await ask(standin, new, shard=0))["title"] == t(
        "en", "game-new-title", mode=t("en", "mode-1v1")
    )
    payloads = [add(i) for i in range(100)]
    sent = await asyncio.gather(
        *(standin.interact(payload, timeout=60, shard=i % 2) for i, payload in enumerate(payloads))
    )
    assert max(seconds for _, seconds in sent) < DEADLINE
    seen = [
        embed(await standin.final(payload, body, timeout=60))
        for payload, (body, _) in zip(payloads, sent, strict=True)
    ]
    applied, stale = [], []
    for i, shown in enumerate(seen):
        added = re.fullmatch(
            re.escape(t("en", "game-added", name="Alice", things=f"Token{i} 1/1 [@]")).replace(
                "@", r"p\d+"
            ),
            shown["description"],
        )
        if added:
            applied.append(f"Token{i}")
        else:
            assert shown["description"] == t("en", "game-changed"), shown
            stale.append(i)
    assert len(applied) + len(stale) == 100 and applied
    conn = await asyncpg.connect(pg)
    try:
        game = await conn.fetchrow(
            "SELECT id, version, state FROM games WHERE channel_id = $1", int(channel)
        )
        names = [p["name"] for p in json.loads(game["state"])["permanents"]]
        logged = await conn.fetchval(
            "SELECT COUNT(*) FROM actions WHERE game_id = $1 AND kind = 'add'", game["id"]
        )
    finally:
        await conn.close()
    assert game["version"] == len(applied) == logged
    assert sorted(names) == sorted(applied)


async def test_a_language_set_through_one_process_reaches_the_other(pair):
    standin = pair[0].standin
    manage = 1 << 5
    for lang in ("it", "en"):  # and back: the pair's other tests answer in English
        help_ = p.slash("help")
        embed(await ask(standin, help_, shard=1))  # the guild's language read, and kept
        settings = p.slash("settings", [p.option("language", lang)], permissions=manage)
        saved = await ask(standin, settings, shard=0)
        language = t(lang, f"lang-{lang}")
        assert embed(saved)["description"] == t(lang, "settings-saved", language=language)
        # Seen by the other process within LANGUAGE_TTL (and a database read): asked until.
        saved_at = asyncio.get_running_loop().time()
        while embed(await ask(standin, p.slash("help"), shard=1))["title"] != t(lang, "help-title"):
            assert asyncio.get_running_loop().time() - saved_at < LANGUAGE_TTL + 1.0
            await asyncio.sleep(0.2)
