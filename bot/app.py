"""The Discord bot: the client that composes the command areas (``bot.commands``), the
services they share, the background loops (``bot.background``) and the command sync
(``bot.sync``); ``bot.lifecycle`` runs it as a process.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from pathlib import Path
from typing import Any, cast

import discord

from bot import background, crsource
from bot.background import heartbeat_path
from bot.cards.service import CardService
from bot.commands.common import context_of
from bot.commands.registry import CatalogTranslator, register
from bot.commands.tree import RedzoneTree
from bot.config import Config
from bot.discord_net import discord_connector
from bot.doctor import (
    Finding,
    cards_finding,
    database_finding,
    locales_finding,
    rules_finding,
    shards_finding,
)
from bot.documents.handlers import JudgingHandlers
from bot.documents.shelf import DocumentShelf
from bot.games.handlers import GameHandlers
from bot.handlers import Handlers
from bot.heap import settle_heap
from bot.i18n import Said, missing_file, preload, t
from bot.metrics import Endpoint, Metrics, State, answers
from bot.painter import Painter
from bot.picture import warm
from bot.render_discord import LIVE_COMPONENTS, NO_MENTIONS, choose_link
from bot.storage import is_postgres, open_database
from bot.storage.db import migrations
from bot.storage.sql import Store
from bot.sync import sync_commands
from bot.workers import Advisers, Workers, advisers_for, workers_for
from engine.rules import RuleBook

log = logging.getLogger(__name__)


class RedzoneBot(discord.AutoShardedClient):
    """The Discord client: its shards (all, or ``SHARD_IDS`` of ``SHARD_COUNT``), the database,
    the rules in memory, the command tree."""

    def __init__(self, config: Config, sync_only: bool = False, settle: bool = False) -> None:
        super().__init__(
            intents=discord.Intents(guilds=True),
            allowed_mentions=NO_MENTIONS,
            connector=discord_connector(config),
            shard_count=config.shard_count,
            # None is every shard: documented as Optional, typed as a list in its options
            shard_ids=cast(list[int], config.shards()),
        )
        self.config = config
        self.sync_only = sync_only  # ``redzone commands sync``: log in, sync, nothing else
        self.settle = settle  # freeze what lives as long as the process (``settle_heap``)
        self.metrics = Metrics()
        self.endpoint: Endpoint | None = None  # /health and /metrics, with METRICS_PORT
        self.tree: RedzoneTree = RedzoneTree(self, self.metrics)
        self.db: Store | None = None
        self.book: RuleBook | None = None
        self.rules_path: Path | None = None
        # Why no rules are loaded, or why the last load failed.
        self.rules_problem: str | Said = ""
        self.handlers: Handlers | None = None
        self.games: GameHandlers | None = None
        self.documents = DocumentShelf(lazy=False)  # the MTR, IPG and JAR, refreshed weekly
        self.judging: JudgingHandlers | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self.beating = False  # this process touched the heartbeat file (and removes it)
        self.cards = CardService(config.redzone_cards_path)  # card data, refreshed weekly
        count = 0 if sync_only else workers_for(config.redzone_workers)
        self.workers = Workers(count) if count else None  # combats off the event loop
        # advice off the event loop and apart from the combats (none: a thread of this process)
        advisers = 0 if sync_only else advisers_for(config.redzone_advice_workers, count)
        self.advisers = Advisers(advisers)
        self.painter = Painter()  # the pictures, drawn after the answers' text
        register(self.tree)

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())
        if self.sync_only:
            await sync_commands(self, force=True)
            return
        if self.workers is not None:
            self.workers.start()  # they load their catalogs while the rules load here
        self.advisers.start()
        self.db = await open_database(self.config.redzone_db)
        if self.config.metrics_port is not None:
            self.endpoint = Endpoint(
                self.metrics, self.state, self.config.metrics_host, self.config.metrics_port
            )
            await self.endpoint.start()
        self.handlers = Handlers(
            self.db,
            lambda: self.book,
            self.cards.current,
            self.workers,
            card_images=self.config.redzone_card_images,
            advisers=self.advisers,
            painter=self.painter,
        )
        # the fonts, found and read (``run_bot`` refused to start without them)
        self.handlers.pictures = self.config.redzone_pictures and await asyncio.to_thread(warm)
        if self.handlers.pictures:
            self.painter.start()
        self.cards.start()
        self.judging = JudgingHandlers(self.handlers, self.documents)
        self.documents.start()
        idle = self.config.game_idle_days
        self.games = GameHandlers(self.handlers, timedelta(days=idle) if idle else None)
        await self.load_rules()
        if self.settle:
            preload()
            settle_heap()
        if self.syncs_commands():
            await sync_commands(self)
        else:
            log.info("shards %s: commands are synced by the process with shard 0", self.shard_ids)
        self._tasks = background.tasks(self)

    def syncs_commands(self) -> bool:
        """Whether this process syncs the commands: once per deployment, by the one that runs
        shard 0 (or all shards)."""
        return self.shard_ids is None or 0 in self.shard_ids

    async def load_rules(self) -> None:
        """Load the CR: REDZONE_CR_PATH, else the stored copy; keep the last one on a failure."""
        try:
            path = crsource.cr_path(
                str(self.config.redzone_cr_path) if self.config.redzone_cr_path else None
            )
            self.book = await asyncio.to_thread(crsource.load_book, path)
            self.rules_path, self.rules_problem = path, ""
            log.info("rules loaded, effective %s", self.book.effective)
        except crsource.CRUnavailable as exc:
            self.rules_problem = missing_file(exc.path)
            log.warning("no Comprehensive Rules available: %s", exc)
        except Exception as exc:
            self.rules_problem = f"{type(exc).__name__}: {exc}"
            log.exception("loading the rules failed; keeping what was loaded")

    async def findings(self) -> list[Finding]:
        """The running process's state, as ``redzone doctor`` words it."""
        assert self.db is not None
        url = str(self.config.redzone_db)
        newest = len(migrations("postgres" if is_postgres(url) else ""))
        cards = self.cards
        return [
            database_finding(url, await self.db.version(), newest),
            rules_finding(
                self.book,
                self.rules_path,
                self.rules_problem,
                self.config.redzone_cr_path is not None,
            ),
            cards_finding(
                cards.index, cards.path, cards.problem, cards.local is not None, cards.kept
            ),
            shards_finding(self.config),
            locales_finding(),
        ]

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py's dispatch, without the ``interaction`` event of commands and autocomplete.

        The command tree has its own task for those; only component presses need
        :meth:`on_interaction`, and dispatching the others would start a task per interaction
        that returns at once.
        """
        if event == "interaction" and args[0].type is not discord.InteractionType.component:
            return
        super().dispatch(event, *args, **kwargs)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a press on buttons that no live view holds (expired, or from before a restart)."""
        if interaction.type is not discord.InteractionType.component or self.handlers is None:
            return
        custom_id = cast(dict[str, Any], interaction.data or {}).get("custom_id", "")
        if custom_id in LIVE_COMPONENTS or await choose_link(interaction):
            return
        lang = await self.handlers.language(context_of(interaction))
        await interaction.response.send_message(
            t(lang, "components-expired"), ephemeral=True, allowed_mentions=NO_MENTIONS
        )

    async def state(self) -> State:
        """Whether the database answers and each shard of this process is connected."""
        db = self.db
        return State(
            database=db is not None and await answers(db.version),
            shards={shard: not info.is_closed() for shard, info in self.shards.items()},
            latencies={shard: info.latency for shard, info in self.shards.items()},
        )

    def gateway_open(self) -> bool:
        """Whether every shard of this process is connected to the gateway."""
        shards = self.shards.values()
        return bool(shards) and not any(shard.is_closed() for shard in shards)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        if self.games is not None:
            await self.games.channel_gone(channel.guild.id, channel.id)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A deleted thread takes its game with it (a game lives in the channel it was made in)."""
        if self.games is not None:
            await self.games.channel_gone(payload.guild_id, payload.thread_id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        if self.games is not None:
            await self.games.guild_gone(guild.id)

    async def stop(self, grace: float) -> None:
        """Stop: turn new commands away, give those in flight ``grace`` seconds, then close."""
        self.tree.stopping = True
        await self.painter.close()  # the pictures still on their way are skipped
        pending = dict(self.tree.in_flight)
        if pending:
            log.info("stopping: %d commands in flight, waiting up to %.0f s", len(pending), grace)
            _, late = await asyncio.wait(pending, timeout=grace)
            for task in late:
                task.cancel()
                log.warning("stopping: a command did not finish in time: %s", pending[task])
            if late:
                await asyncio.wait(late, timeout=1.0)
        await self.close()

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.cards.stop()
        self.documents.stop()
        await super().close()
        if self.workers is not None:
            await self.workers.close()
        await self.advisers.close()
        await self.painter.close()
        if self.db is not None:
            db, self.db = self.db, None
            await db.close()
            log.info("database closed")
        if self.endpoint is not None:
            await self.endpoint.stop()
        if self.beating:
            heartbeat_path(self.config).unlink(missing_ok=True)
