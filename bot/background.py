"""What a running bot does in the background: sum up its start, keep the rules fresh,
purge idle games, and beat its heartbeat file while the gateway is connected."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
from pathlib import Path
from typing import Protocol

from bot import crsource, download
from bot.cards.service import CardService
from bot.config import Config
from bot.doctor import Finding, summary_line
from bot.games.handlers import GameHandlers
from bot.heap import settle_heap


class RedzoneBot(Protocol):
    """What the background tasks read of the running bot (bot.app.RedzoneBot), named here
    so that this module's imports point down."""

    config: Config
    cards: CardService
    games: GameHandlers | None
    rules_path: Path | None
    settle: bool
    beating: bool

    def is_closed(self) -> bool: ...
    def gateway_open(self) -> bool: ...
    async def load_rules(self) -> None: ...
    async def findings(self) -> list[Finding]: ...


log = logging.getLogger(__name__)

RULES_CHECK_EVERY = 6 * 3600.0  # seconds between checks that the CR copy is fresh
PURGE_EVERY = 3600.0  # seconds between two purges of idle games
HEARTBEAT_EVERY = 30.0  # seconds between two touches of the heartbeat file while connected
HEARTBEAT_FILE = "heartbeat"  # heartbeat-<shards> in the data directory (``redzone health``)


def tasks(bot: RedzoneBot) -> list[asyncio.Task[None]]:
    """The background loops of a started bot, each in its task (cancelled at close)."""
    return [
        asyncio.create_task(purge_idle_games(bot)),
        asyncio.create_task(keep_rules_fresh(bot)),
        asyncio.create_task(beat(bot)),
        asyncio.create_task(announce(bot)),
    ]


async def announce(bot: RedzoneBot) -> None:
    """Once the card data's first load is done: what this process runs with, on one line
    (the topics of ``redzone doctor``)."""
    await bot.cards.loaded.wait()
    try:
        log.info("ready: %s", summary_line(await bot.findings()))
    except Exception:
        log.exception("could not sum up the start")


async def keep_rules_fresh(bot: RedzoneBot) -> None:
    """Now, then every few hours: fetch the CR when the stored copy is missing or a week
    old, and load it again only when a new copy arrived (start-up loaded the stored one)."""
    if bot.config.redzone_cr_path is not None:
        return  # a local file: nothing to fetch
    while not bot.is_closed():
        try:
            record = await asyncio.to_thread(crsource.ensure_current)
            if record is not None and Path(record.path) != bot.rules_path:
                await bot.load_rules()
                if bot.settle:
                    settle_heap()  # the old rules go, the new ones are frozen
        except Exception:
            log.exception("checking the rules for an update failed; trying again later")
        await asyncio.sleep(RULES_CHECK_EVERY)


async def purge_idle_games(bot: RedzoneBot) -> None:
    """Games untouched for the idle time are deleted: at start, then every hour.

    A failed round is logged and the next one comes as usual."""
    while not bot.is_closed():
        try:
            if bot.games is not None:
                gone = await bot.games.purge_idle()
                if gone:
                    log.info("deleted %d idle games", gone)
        except Exception:
            log.exception("purging idle games failed; trying again in %.0f s", PURGE_EVERY)
        await asyncio.sleep(PURGE_EVERY)


async def beat(bot: RedzoneBot) -> None:
    """Write this process's heartbeat file while the gateway is connected (``redzone
    health``): its time is the beat, its content says which process beats."""
    path = heartbeat_path(bot.config)
    content = json.dumps({"pid": os.getpid(), "host": socket.gethostname()}).encode()
    while not bot.is_closed():
        if bot.gateway_open():
            try:
                download.write_atomic(path, content)
                bot.beating = True
            except OSError:
                log.warning("could not write the heartbeat file %s", path, exc_info=True)
        await asyncio.sleep(HEARTBEAT_EVERY if path.exists() else 1.0)


def heartbeat_path(config: Config) -> Path:
    """The heartbeat file of a process: one per shard range, so that processes sharing a
    data folder (on one host, by default) each have their own."""
    return download.data_dir() / f"{HEARTBEAT_FILE}-{config.shard_label()}"
