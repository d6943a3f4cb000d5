"""The Discord bot: app commands over the shared handlers.

The command metadata comes from the catalogs through discord.py's ``Translator``; each
callback builds a :class:`Context`, calls a handler, and renders its reply as embeds.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
import signal
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import IO, Any, TypeVar, cast

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.app_commands import Choice, locale_str

from bot import crsource, download
from bot.cards.service import CardService
from bot.commands import judging
from bot.commands.common import L, answer, context_of, handlers_of, needs_db
from bot.commandspec import GAME_FIELDS
from bot.config import Config
from bot.doctor import (
    Finding,
    cards_finding,
    database_finding,
    locales_finding,
    rules_finding,
    shards_finding,
    summary_line,
)
from bot.documents.handlers import JudgingHandlers
from bot.documents.shelf import DocumentShelf
from bot.games.handlers import GameHandlers
from bot.games.logic import LIFE_RANGE, VALUE_RANGE, PlayerRef
from bot.handlers import Context, Handlers, new_error_id
from bot.heap import settle_heap
from bot.i18n import LANGUAGES, bundle, normalize, t
from bot.metrics import Endpoint, Metrics, State, answers
from bot.picture import require_fonts, warm
from bot.render_discord import LIVE_COMPONENTS, NO_MENTIONS, choose_link, send_reply
from bot.replies import Reply
from bot.rulechanges import changes_scope
from bot.storage import DatabaseUnavailable, is_postgres, open_database
from bot.storage.db import migrations
from bot.storage.sql import Store
from bot.workers import Workers, workers_for
from engine.model import Mode
from engine.rules import RuleBook

log = logging.getLogger(__name__)
T = TypeVar("T")

RULES_CHECK_EVERY = 6 * 3600.0  # seconds between checks that the CR copy is fresh
PURGE_EVERY = 3600.0  # seconds between two purges of idle games
HEARTBEAT_EVERY = 30.0  # seconds between two touches of the heartbeat file while connected
HEARTBEAT_FILE = "heartbeat"  # heartbeat-<shards> in the data directory (``redzone health``)
SYNC_ATTEMPTS = 5  # tries of the command sync on transient errors (5xx, 429, connection)
SYNC_BACKOFF = 1.0  # seconds before the first retry, doubled after each
EXIT_FAILED = 1  # the bot could not start, or stopped on an error


class CatalogTranslator(app_commands.Translator):
    """Command names and descriptions from the Fluent catalogs (an in-memory lookup)."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        code = normalize(str(locale.value))
        if key is None or code == "en" or code not in LANGUAGES:
            return None
        catalog = bundle(code)
        if not catalog.has_message(key):
            return None
        return t(code, key)


def games_of(interaction: discord.Interaction) -> GameHandlers:
    client = cast("RedzoneBot", interaction.client)
    if client.games is None:
        raise RuntimeError("the bot is not set up yet")
    return client.games


_MENTION = re.compile(r"<@!?(\d+)>")


def player_groups(interaction: discord.Interaction, text: str) -> list[list[PlayerRef]]:
    """Mentions in seat order (``|`` between explicit teams) -> players with their names.

    Discord resolves the users (and members) mentioned in a string option in the
    interaction's ``resolved`` data: the names come from there, with no REST call.
    """
    data = cast("dict[str, Any]", interaction.data or {})
    resolved = cast("dict[str, dict[str, dict[str, Any]]]", data.get("resolved") or {})
    groups = []
    users = resolved.get("users", {})
    for part in text.split("|"):
        uids = [int(match.group(1)) for match in _MENTION.finditer(part)]
        group = [
            PlayerRef(
                uid,
                display_name(interaction, resolved, uid),
                bool(users.get(str(uid), {}).get("bot")),
            )
            for uid in uids
        ]
        if group:
            groups.append(group)
    return groups


def display_name(
    interaction: discord.Interaction, resolved: dict[str, dict[str, dict[str, Any]]], uid: int
) -> str:
    """A player's name: the cached member, else the resolved nick, global name or username."""
    member = interaction.guild.get_member(uid) if interaction.guild else None
    if member is not None:
        return member.display_name
    nick = resolved.get("members", {}).get(str(uid), {}).get("nick")
    user = resolved.get("users", {}).get(str(uid), {})
    return str(nick or user.get("global_name") or user.get("username") or f"Player{uid % 10000}")


def register(tree: app_commands.CommandTree[Any]) -> None:
    """Add /combat, /rule, /card, /help, /settings, /game and the judging area's commands to
    a command tree."""
    modes = [Choice(name=L(f"mode-{mode.value}"), value=mode.value) for mode in Mode]
    languages = [Choice(name=L(f"lang-{code}"), value=code) for code in LANGUAGES]

    @app_commands.command(name=L("cmd-combat"), description=L("cmd-combat-desc"))
    @app_commands.rename(
        board=L("opt-combat-board"),
        mode=L("opt-combat-mode"),
        private=L("opt-combat-private"),
        picture=L("opt-combat-picture"),
    )
    @app_commands.describe(
        board=L("opt-combat-board-desc"),
        mode=L("opt-combat-mode-desc"),
        private=L("opt-combat-private-desc"),
        picture=L("opt-combat-picture-desc"),
    )
    @app_commands.choices(mode=modes)
    async def combat(
        interaction: discord.Interaction,
        board: app_commands.Range[str, 1, 6000],
        mode: str | None = None,
        private: bool = False,
        picture: bool = True,
    ) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction,
            lambda: handlers_of(interaction).combat(ctx, board, mode, private, picture),
            private,
            needs_db(interaction, ctx),
        )

    @app_commands.command(name=L("cmd-rule"), description=L("cmd-rule-desc"))
    @app_commands.rename(query=L("opt-rule-query"), examples=L("opt-rule-examples"))
    @app_commands.describe(query=L("opt-rule-query-desc"), examples=L("opt-rule-examples-desc"))
    async def rule(
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        examples: bool = False,
    ) -> None:
        ctx = context_of(interaction)
        # The first changes of a version read the older rules: acknowledged at once.
        slow = changes_scope(query) is not None
        await answer(
            interaction,
            lambda: handlers_of(interaction).rule(ctx, query, examples),
            touches_db=slow or needs_db(interaction, ctx),
        )

    @rule.autocomplete("query")
    async def rule_query(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await handlers_of(interaction).rule_autocomplete(context_of(interaction), current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    @app_commands.command(name=L("cmd-card"), description=L("cmd-card-desc"))
    @app_commands.rename(name=L("opt-card-name"))
    @app_commands.describe(name=L("opt-card-name-desc"))
    async def card(interaction: discord.Interaction, name: app_commands.Range[str, 1, 200]) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: handlers_of(interaction).card(ctx, name))

    @card.autocomplete("name")
    async def card_name(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await handlers_of(interaction).card_autocomplete(context_of(interaction), current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    @app_commands.command(name=L("cmd-help"), description=L("cmd-help-desc"))
    async def help_(interaction: discord.Interaction) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction,
            lambda: handlers_of(interaction).help(ctx),
            touches_db=needs_db(interaction, ctx),
        )

    @app_commands.command(name=L("cmd-settings"), description=L("cmd-settings-desc"))
    @app_commands.rename(language=L("opt-settings-language"), pictures=L("opt-settings-pictures"))
    @app_commands.describe(
        language=L("opt-settings-language-desc"), pictures=L("opt-settings-pictures-desc")
    )
    @app_commands.choices(language=languages)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def settings(
        interaction: discord.Interaction, language: str | None = None, pictures: bool | None = None
    ) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction, lambda: handlers_of(interaction).settings(ctx, language, pictures), True
        )

    anywhere: list[app_commands.Command[Any, ..., None]] = [combat, rule, card, help_]
    for command in anywhere:  # anywhere, also as a user-installed app
        app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)
        app_commands.allowed_installs(guilds=True, users=True)(command)
    app_commands.allowed_installs(guilds=True)(settings)
    for command in [*anywhere, settings]:
        tree.add_command(command)
    tree.add_command(game_group())
    judging.register(tree)


def game_group() -> app_commands.Group:
    """/game and its subcommands."""
    modes = [Choice(name=L(f"mode-{mode.value}"), value=mode.value) for mode in Mode]
    fields = [Choice(name=L(f"field-{name}"), value=name) for name in GAME_FIELDS]
    group = app_commands.Group(
        name=L("cmd-game"),
        description=L("cmd-game-desc"),
        guild_only=True,
        allowed_contexts=app_commands.AppCommandContext(guild=True),
        allowed_installs=app_commands.AppInstallationType(guild=True),
    )

    @group.command(name=L("cmd-game-new"), description=L("cmd-game-new-desc"))
    @app_commands.rename(
        mode=L("opt-game-new-mode"), players=L("opt-game-new-players"), life=L("opt-game-new-life")
    )
    @app_commands.describe(
        mode=L("opt-game-new-mode-desc"),
        players=L("opt-game-new-players-desc"),
        life=L("opt-game-new-life-desc"),
    )
    @app_commands.choices(mode=modes)
    async def new(
        interaction: discord.Interaction,
        mode: str,
        players: app_commands.Range[str, 1, 1000],
        life: app_commands.Range[int, LIFE_RANGE[0], LIFE_RANGE[1]] | None = None,
    ) -> None:
        ctx = context_of(interaction)
        groups = player_groups(interaction, players)
        await answer(interaction, lambda: games_of(interaction).new(ctx, mode, groups, life))

    def simple(key: str, call: Callable[[GameHandlers, Context], Awaitable[Reply]]) -> None:
        @group.command(name=L(f"cmd-game-{key}"), description=L(f"cmd-game-{key}-desc"))
        async def command(interaction: discord.Interaction) -> None:
            ctx = context_of(interaction)
            await answer(interaction, lambda: call(games_of(interaction), ctx))

    for key, call in (
        ("board", GameHandlers.board),
        ("damage", GameHandlers.damage),
        ("next", GameHandlers.next),
        ("undo", GameHandlers.undo),
        ("history", GameHandlers.history),
        ("end", GameHandlers.end),
        ("leave", GameHandlers.leave),
    ):
        simple(key, call)

    def text(
        key: str, option: str, call: Callable[[GameHandlers, Context, str], Awaitable[Reply]]
    ) -> None:
        @group.command(name=L(f"cmd-game-{key}"), description=L(f"cmd-game-{key}-desc"))
        @app_commands.rename(value=L(f"opt-game-{key}-{option}"))
        @app_commands.describe(value=L(f"opt-game-{key}-{option}-desc"))
        async def command(
            interaction: discord.Interaction, value: app_commands.Range[str, 1, 4000]
        ) -> None:
            ctx = context_of(interaction)
            await answer(interaction, lambda: call(games_of(interaction), ctx, value))

    for key, option, call_with_text in (
        ("add", "things", GameHandlers.add),
        ("remove", "things", GameHandlers.remove),
        ("attack", "attacks", GameHandlers.attack),
    ):
        text(key, option, call_with_text)

    @group.command(name=L("cmd-game-block"), description=L("cmd-game-block-desc"))
    @app_commands.rename(blocks=L("opt-game-block-blocks"), player=L("opt-game-block-player"))
    @app_commands.describe(
        blocks=L("opt-game-block-blocks-desc"), player=L("opt-game-block-player-desc")
    )
    async def block(
        interaction: discord.Interaction,
        blocks: app_commands.Range[str, 1, 4000],
        player: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: games_of(interaction).block(ctx, blocks, player))

    @group.command(name=L("cmd-game-set"), description=L("cmd-game-set-desc"))
    @app_commands.rename(
        target=L("opt-game-set-target"),
        field=L("opt-game-set-field"),
        value=L("opt-game-set-value"),
    )
    @app_commands.describe(
        target=L("opt-game-set-target-desc"),
        field=L("opt-game-set-field-desc"),
        value=L("opt-game-set-value-desc"),
    )
    @app_commands.choices(field=fields)
    async def set_(
        interaction: discord.Interaction,
        target: app_commands.Range[str, 1, 200],
        field: str,
        value: app_commands.Range[int, VALUE_RANGE[0], VALUE_RANGE[1]],
    ) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: games_of(interaction).set(ctx, target, field, value))

    return group


async def on_tree_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError
) -> None:
    """Log an unexpected failure on one line with an id, what was asked and the traceback; the
    apology shows the same id."""
    command = command_name(interaction)
    error_id = new_error_id()
    cast("RedzoneBot", interaction.client).metrics.errors.labels(command=command).inc()
    log.error(
        "error %s: command %s failed: %s", error_id, command, asked(interaction), exc_info=error
    )
    try:
        handlers = handlers_of(interaction)
        reply = await handlers.internal_error(context_of(interaction), error_id)
        if interaction.type is discord.InteractionType.autocomplete:
            return
        await send_reply(interaction, reply)
    except Exception:
        log.exception("error %s: could not send the apology for %s", error_id, command)


class RedzoneTree(app_commands.CommandTree["RedzoneBot"]):
    """The command tree, which knows the commands in flight (each with what was asked), turns
    new ones away on stop, and counts them."""

    def __init__(self, client: RedzoneBot, metrics: Metrics) -> None:
        super().__init__(client)
        self.in_flight: dict[asyncio.Task[Any], str] = {}
        self.stopping = False
        self.metrics = metrics

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # Runs inside the task that runs the command (and its error handler) to its end.
        if self.stopping:
            await turn_away(interaction)
            return False
        command = command_name(interaction)
        self.metrics.interactions.labels(command=command).inc()
        latency = self.metrics.latency.labels(command=command)
        started = time.perf_counter()
        task = asyncio.current_task()
        if task is not None:
            self.in_flight[task] = asked(interaction)

            def done(task: asyncio.Task[Any]) -> None:
                latency.observe(time.perf_counter() - started)
                self.in_flight.pop(task, None)

            task.add_done_callback(done)
        return True


def command_name(interaction: discord.Interaction) -> str:
    """The command's name as typed, ``game attack`` for a subcommand."""
    return interaction.command.qualified_name if interaction.command else "?"


def asked(interaction: discord.Interaction) -> str:
    """What a user asked, for the logs: the command, its options, who and where; never the
    interaction's token. A long value is cut (a board may be 6,000 characters)."""
    data = cast("dict[str, Any]", interaction.data or {})
    options = " ".join(f"{name}: {value!r}" for name, value in options_of(data.get("options")))
    return (
        f"/{command_name(interaction)}{' ' + options if options else ''} (user "
        f"{interaction.user.id}, guild {interaction.guild_id}, channel {interaction.channel_id})"
    )


def options_of(options: Any, limit: int = 200) -> list[tuple[str, Any]]:
    """The options of an interaction, subcommands' included, each value cut to ``limit``."""
    found: list[tuple[str, Any]] = []
    for option in options or ():
        if "options" in option:  # a subcommand: its own options
            found += options_of(option["options"], limit)
        elif "value" in option:
            value = option["value"]
            if isinstance(value, str) and len(value) > limit:
                value = value[:limit] + "…"
            found.append((str(option.get("name")), value))
    return found


async def turn_away(interaction: discord.Interaction) -> None:
    """While stopping: a private "restarting, try again" instead of running the command."""
    try:
        if interaction.type is discord.InteractionType.autocomplete:
            await interaction.response.autocomplete([])
            return
        ctx = context_of(interaction)
        handlers = cast("RedzoneBot", interaction.client).handlers
        lang = await handlers.language(ctx) if handlers else normalize(ctx.locale)
        await interaction.response.send_message(
            t(lang, "bot-restarting"), ephemeral=True, allowed_mentions=NO_MENTIONS
        )
    except Exception:
        log.warning("could not turn away an interaction while stopping", exc_info=True)


class RedzoneBot(discord.AutoShardedClient):
    """The Discord client: its shards (all, or ``SHARD_IDS`` of ``SHARD_COUNT``), the database,
    the rules in memory, the command tree."""

    def __init__(self, config: Config, sync_only: bool = False, settle: bool = False) -> None:
        super().__init__(
            intents=discord.Intents(guilds=True),
            allowed_mentions=NO_MENTIONS,
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
        self.tree.on_error = on_tree_error  # type: ignore[method-assign]
        self.db: Store | None = None
        self.book: RuleBook | None = None
        self.rules_path: Path | None = None
        self.rules_problem = ""  # why no rules are loaded, or why the last load failed
        self.handlers: Handlers | None = None
        self.games: GameHandlers | None = None
        self.documents = DocumentShelf(lazy=False)  # the MTR, IPG and JAR, refreshed weekly
        self.judging: JudgingHandlers | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._beating = False  # this process touched the heartbeat file (and removes it)
        self.cards = CardService(config.redzone_cards_path)  # card data, refreshed weekly
        count = 0 if sync_only else workers_for(config.redzone_workers)
        self.workers = Workers(count) if count else None  # combats off the event loop
        register(self.tree)

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())
        if self.sync_only:
            await sync_commands(self, force=True)
            return
        if self.workers is not None:
            self.workers.start()  # they load their catalogs while the rules load here
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
        )
        # the fonts, found and read (``run_bot`` refused to start without them)
        self.handlers.pictures = self.config.redzone_pictures and await asyncio.to_thread(warm)
        self.cards.start()
        self.judging = JudgingHandlers(self.handlers, self.documents)
        self.documents.start()
        idle = self.config.game_idle_days
        self.games = GameHandlers(self.handlers, timedelta(days=idle) if idle else None)
        await self.load_rules()
        if self.settle:
            settle_heap()
        if self.syncs_commands():
            await sync_commands(self)
        else:
            log.info("shards %s: commands are synced by the process with shard 0", self.shard_ids)
        self._tasks = [
            asyncio.create_task(self.purge_idle_games()),
            asyncio.create_task(self.keep_rules_fresh()),
            asyncio.create_task(self.beat()),
            asyncio.create_task(self.announce()),
        ]

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
            self.rules_problem = str(exc)
            log.warning("no Comprehensive Rules available: %s", exc)
        except Exception as exc:
            self.rules_problem = f"{type(exc).__name__}: {exc}"
            log.exception("loading the rules failed; keeping what was loaded")

    async def announce(self) -> None:
        """Once the card data's first load is done: what this process runs with, on one line
        (the topics of ``redzone doctor``)."""
        await self.cards.loaded.wait()
        try:
            log.info("ready: %s", summary_line(await self.findings()))
        except Exception:
            log.exception("could not sum up the start")

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

    async def keep_rules_fresh(self) -> None:
        """Now, then every few hours: fetch the CR when the stored copy is missing or a week
        old, and load it again only when a new copy arrived (start-up loaded the stored one)."""
        if self.config.redzone_cr_path is not None:
            return  # a local file: nothing to fetch
        while not self.is_closed():
            try:
                record = await asyncio.to_thread(crsource.ensure_current)
                if record is not None and Path(record.path) != self.rules_path:
                    await self.load_rules()
                    if self.settle:
                        settle_heap()  # the old rules go, the new ones are frozen
            except Exception:
                log.exception("checking the rules for an update failed; trying again later")
            await asyncio.sleep(RULES_CHECK_EVERY)

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

    async def purge_idle_games(self) -> None:
        """Games untouched for the idle time are deleted: at start, then every hour.

        A failed round is logged and the next one comes as usual."""
        while not self.is_closed():
            try:
                if self.games is not None:
                    gone = await self.games.purge_idle()
                    if gone:
                        log.info("deleted %d idle games", gone)
            except Exception:
                log.exception("purging idle games failed; trying again in %.0f s", PURGE_EVERY)
            await asyncio.sleep(PURGE_EVERY)

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

    async def beat(self) -> None:
        """Write this process's heartbeat file while the gateway is connected (``redzone
        health``): its time is the beat, its content says which process beats."""
        path = heartbeat_path(self.config)
        content = json.dumps({"pid": os.getpid(), "host": socket.gethostname()}).encode()
        while not self.is_closed():
            if self.gateway_open():
                try:
                    download.write_atomic(path, content)
                    self._beating = True
                except OSError:
                    log.warning("could not write the heartbeat file %s", path, exc_info=True)
            await asyncio.sleep(HEARTBEAT_EVERY if path.exists() else 1.0)

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
        if self.db is not None:
            db, self.db = self.db, None
            await db.close()
            log.info("database closed")
        if self.endpoint is not None:
            await self.endpoint.stop()
        if self._beating:
            heartbeat_path(self.config).unlink(missing_ok=True)


def heartbeat_path(config: Config) -> Path:
    """The heartbeat file of a process: one per shard range, so that processes sharing a
    data folder (on one host, by default) each have their own."""
    return download.data_dir() / f"{HEARTBEAT_FILE}-{config.shard_label()}"


def transient(exc: BaseException) -> bool:
    """Worth another try: a 5xx, a 429, a timeout or a connection error."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500 or exc.status == 429
    return isinstance(exc, discord.RateLimited | aiohttp.ClientError | OSError | TimeoutError)


async def retried(what: str, call: Callable[[], Awaitable[T]]) -> T:
    """``call()``, tried again with backoff on transient errors (SYNC_ATTEMPTS in all)."""
    for attempt in range(1, SYNC_ATTEMPTS):
        try:
            return await call()
        except Exception as exc:
            if not transient(exc):
                raise
            delay = SYNC_BACKOFF * 2 ** (attempt - 1) * (1 + random.random() / 4)
            log.warning(
                "%s failed (%s: %s); try %d of %d in %.1f s",
                what,
                type(exc).__name__,
                exc,
                attempt + 1,
                SYNC_ATTEMPTS,
                delay,
            )
            await asyncio.sleep(delay)
    return await call()


# What Discord adds to a command it keeps, and what it leaves out when it is the default:
# neither says anything about the command, so neither makes two payloads differ.
_DISCORD_ONLY = {
    "id",
    "application_id",
    "guild_id",
    "version",
    "dm_permission",  # deprecated: ``contexts`` says where a command works
    "default_permission",
    "name_localized",
    "description_localized",
}
_COMMAND_DEFAULTS: dict[str, Any] = {"type": 1, "integration_types": [0]}


def canonical(value: Any, top: bool = True) -> Any:
    """A command payload in one form, whether it is the one we send or the one Discord
    returns: Discord's own fields dropped, an absent field and its default the same."""
    if isinstance(value, list):
        return [canonical(item, top=False) for item in value]
    if not isinstance(value, dict):
        return value
    found = {}
    for key, item in value.items():
        item = canonical(item, top=False)
        if key in _DISCORD_ONLY or item is None or item is False or item == [] or item == {}:
            continue
        if top and _COMMAND_DEFAULTS.get(key) == item:
            continue
        found[key] = item
    return found


def same_commands(ours: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> bool:
    """Whether Discord has exactly the commands we would sync (in any order)."""

    def by_name(payload: list[dict[str, Any]]) -> dict[str, Any]:
        return {command["name"]: canonical(command) for command in payload}

    return len(ours) == len(theirs) and by_name(ours) == by_name(theirs)


async def synced_commands(
    client: RedzoneBot, guild: discord.abc.Snowflake | None
) -> list[dict[str, Any]]:
    """What Discord has now: the application's commands (or the guild's), localizations
    included (``tree.fetch_commands`` leaves them out)."""
    if guild is None:
        route = discord.http.Route(
            "GET", "/applications/{application_id}/commands", application_id=client.application_id
        )
    else:
        route = discord.http.Route(
            "GET",
            "/applications/{application_id}/guilds/{guild_id}/commands",
            application_id=client.application_id,
            guild_id=guild.id,
        )
    found = await client.http.request(route, params={"with_localizations": "true"})
    return cast("list[dict[str, Any]]", found)


async def sync_commands(client: RedzoneBot, force: bool = False) -> bool:
    """PUT the commands when Discord has others (or when forced), retrying transient errors
    with backoff; ``True`` when it synced.

    What Discord has is read first (one GET), so a command removed in the developer portal,
    another application or a data folder copied from elsewhere is put right at the next start.
    """
    guild = discord.Object(client.config.dev_guild_id) if client.config.dev_guild_id else None
    if guild is not None:
        client.tree.copy_global_to(guild=guild)
    payload = await tree_payload(client.tree, guild)
    if not force:
        current = await retried("reading the commands", lambda: synced_commands(client, guild))
        if same_commands(payload, current):
            log.info("commands unchanged on Discord (%d): not synced", len(payload))
            return False
    await retried("syncing the commands", lambda: client.tree.sync(guild=guild))
    log.info("commands synced (%d)", len(payload))
    return True


def route_endpoints(config: Config) -> None:
    """Point REST and the gateway at another endpoint (a proxy, or a loopback stand-in)."""
    if config.discord_api_base:
        discord.http.Route.BASE = config.discord_api_base.rstrip("/")
    if config.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.discord_gateway_url)


class OneLineFormatter(logging.Formatter):
    """Plain text, one line per record: a traceback stays on its error's line (``\\n``)."""

    def format(self, record: logging.LogRecord) -> str:
        return super().format(record).replace("\r", "\\r").replace("\n", "\\n")


class NoVoice(logging.Filter):
    """Drops discord.py's warnings that voice needs PyNaCl and davey: the bot never speaks."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).endswith("voice will NOT be supported")


def setup_logs(stream: IO[str] | None = None) -> logging.Handler:
    """INFO and up to stderr: discord.py's colours on a terminal, else plain one-line records."""
    stream = stream if stream is not None else sys.stderr
    handler = logging.StreamHandler(stream)
    formatter: logging.Formatter | None = None
    if not stream.isatty():
        formatter = OneLineFormatter(
            "[{asctime}] [{levelname:<8}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{"
        )
    voice = logging.getLogger("discord.client")
    if not any(isinstance(known, NoVoice) for known in voice.filters):
        voice.addFilter(NoVoice())
    if formatter is None:
        discord.utils.setup_logging(handler=handler, level=logging.INFO, root=True)
    else:
        discord.utils.setup_logging(
            handler=handler, formatter=formatter, level=logging.INFO, root=True
        )
    return handler


def run_bot(config: Config) -> int:
    """Run the bot until SIGTERM or SIGINT (exit 0), or until it fails (exit 1, logged)."""
    assert config.discord_token is not None
    if config.redzone_pictures:
        require_fonts("REDZONE_PICTURES")
    route_endpoints(config)
    setup_logs()
    with asyncio.Runner(loop_factory=_loop_factory()) as runner:
        return runner.run(serve(config))


def _loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop where it is installed (Linux), asyncio's own elsewhere."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


async def serve(config: Config) -> int:
    assert config.discord_token is not None
    bot = RedzoneBot(config, settle=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal() -> None:
        bot.tree.stopping = True  # from now on, new commands are turned away
        stop.set()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, on_signal)
    running = asyncio.create_task(bot.start(config.discord_token.get_secret_value()))
    stopping = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            error = running.exception()
            if error is not None:
                log.error("the bot failed: %s: %s", type(error).__name__, error, exc_info=error)
                if isinstance(error, DatabaseUnavailable):
                    raise error  # the CLI says which database and why, and exits with its code
                return EXIT_FAILED
            return 0
        log.info("stop signal received: stopping")
        await bot.stop(config.shutdown_grace)
        await asyncio.wait({running}, timeout=5.0)
        if not running.done():
            running.cancel()
        log.info("stopped")
        return 0
    finally:
        stopping.cancel()
        await bot.close()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)


async def force_sync(config: Config) -> int:
    """``redzone commands sync``: log in over REST only and sync the commands now."""
    assert config.discord_token is not None
    route_endpoints(config)
    client = RedzoneBot(config, sync_only=True)
    try:
        await client.login(config.discord_token.get_secret_value())  # setup_hook: the sync
    finally:
        await client.close()
    return len(client.tree.get_commands())


async def command_payload() -> list[dict[str, Any]]:
    """The exact payload the bot syncs, every localization included (no token needed)."""
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)
    register(tree)
    return await tree_payload(tree)


async def tree_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None
) -> list[dict[str, Any]]:
    """What ``tree.sync(guild=guild)`` PUTs: every command, every localization."""
    translator = tree.translator or CatalogTranslator()
    return [
        await command.get_translated_payload(tree, translator)
        for command in tree.get_commands(guild=guild)
    ]
