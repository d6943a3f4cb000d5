"""The Discord bot: app commands over the shared handlers.

The command metadata comes from the catalogs through discord.py's ``Translator``; each
callback builds a :class:`Context`, calls a handler, and renders its reply as embeds.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import re
import signal
import sys
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import IO, Any, cast

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.app_commands import Choice, locale_str

from bot import crsource, download
from bot.cards.service import CardService
from bot.commandspec import GAME_FIELDS
from bot.config import Config
from bot.games.handlers import GameHandlers
from bot.games.logic import LIFE_RANGE, VALUE_RANGE, PlayerRef
from bot.handlers import Context, Handlers, new_error_id
from bot.heap import settle_heap
from bot.i18n import LANGUAGES, bundle, normalize, t
from bot.picture import warm
from bot.render_discord import (
    DEFERRED_EPHEMERAL,
    LIVE_COMPONENTS,
    NO_MENTIONS,
    choose_link,
    send_reply,
)
from bot.replies import Reply
from bot.storage import DatabaseUnavailable, open_database
from bot.storage.sql import Store
from bot.workers import Workers, workers_for
from engine.model import Mode
from engine.rules import RuleBook

log = logging.getLogger(__name__)

RULES_CHECK_EVERY = 6 * 3600.0  # seconds between checks that the CR copy is fresh
PURGE_EVERY = 3600.0  # seconds between two purges of idle games
HEARTBEAT_EVERY = 30.0  # seconds between two touches of the heartbeat file while connected
HEARTBEAT_FILE = "heartbeat"  # in the data directory; ``redzone health`` reads its age
SYNCED_FILE = "commands-synced.json"  # in the data directory: the hash of the last synced payload
SYNC_ATTEMPTS = 5  # tries of the command sync on transient errors (5xx, 429, connection)
SYNC_BACKOFF = 1.0  # seconds before the first retry, doubled after each
EXIT_FAILED = 1  # the bot could not start, or stopped on an error


def L(key: str) -> locale_str:
    """A translatable string: English text from the catalog, its key for the translator."""
    return locale_str(t("en", key), key=key)


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


def context_of(interaction: discord.Interaction) -> Context:
    """Who asks, where, in which language, and whether they may manage the server."""
    permissions = interaction.permissions
    return Context(
        user_id=interaction.user.id,
        user_name=interaction.user.display_name,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        locale=str(interaction.locale.value) if interaction.locale else None,
        can_manage=bool(interaction.guild_id and permissions.manage_guild),
    )


def handlers_of(interaction: discord.Interaction) -> Handlers:
    client = cast("RedzoneBot", interaction.client)
    if client.handlers is None:
        raise RuntimeError("the bot is not set up yet")
    return client.handlers


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
    for part in text.split("|"):
        uids = [int(match.group(1)) for match in _MENTION.finditer(part)]
        group = [PlayerRef(uid, display_name(interaction, resolved, uid)) for uid in uids]
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


async def answer(
    interaction: discord.Interaction,
    work: Callable[[], Awaitable[Reply]],
    ephemeral_hint: bool = False,
    touches_db: bool = True,
) -> None:
    """Run a handler and send its reply.

    A command that touches the database is deferred before anything else runs, so it is
    acknowledged within Discord's 3 seconds however long the database or the loop takes; a
    command that needs no database (pure CPU work, bounded by the input limits) answers at once.
    """
    if touches_db:
        await interaction.response.defer(ephemeral=ephemeral_hint, thinking=True)
        interaction.extras[DEFERRED_EPHEMERAL] = ephemeral_hint
    reply = await work()
    await send_reply(interaction, reply, on_link=show_rule)


def needs_db(interaction: discord.Interaction, ctx: Context) -> bool:
    """Whether a stateless command must read the database (the guild's language, once)."""
    return not handlers_of(interaction).language_known(ctx)


async def show_rule(interaction: discord.Interaction, query: str) -> None:
    """A rule chosen from a reply's select: shown privately to whoever chose it."""
    ctx = context_of(interaction)
    reply = await handlers_of(interaction).rule(ctx, query)
    await send_reply(interaction, replace(reply, ephemeral=True), on_link=show_rule)


def register(tree: app_commands.CommandTree[Any]) -> None:
    """Add /combat, /rule, /help and /settings to a command tree."""
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
        await answer(
            interaction,
            lambda: handlers_of(interaction).rule(ctx, query, examples),
            touches_db=needs_db(interaction, ctx),
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
        ("block", "blocks", GameHandlers.block),
    ):
        text(key, option, call_with_text)

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
    """Log an unexpected failure on one line with an id; the apology shows the same id."""
    command = interaction.command.qualified_name if interaction.command else "?"
    error_id = new_error_id()
    log.error(
        "error %s: command %s failed (user %s, guild %s, channel %s)",
        error_id,
        command,
        interaction.user.id,
        interaction.guild_id,
        interaction.channel_id,
        exc_info=error,
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
    """The command tree, which knows the commands in flight and turns new ones away on stop."""

    def __init__(self, client: RedzoneBot) -> None:
        super().__init__(client)
        self.in_flight: set[asyncio.Task[Any]] = set()
        self.stopping = False

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # Runs inside the task that runs the command (and its error handler) to its end.
        if self.stopping:
            await turn_away(interaction)
            return False
        task = asyncio.current_task()
        if task is not None:
            self.in_flight.add(task)
            task.add_done_callback(self.in_flight.discard)
        return True


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
        self.tree: RedzoneTree = RedzoneTree(self)
        self.tree.on_error = on_tree_error  # type: ignore[method-assign]
        self.db: Store | None = None
        self.book: RuleBook | None = None
        self.rules_path: Path | None = None
        self.handlers: Handlers | None = None
        self.games: GameHandlers | None = None
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
            await self.workers.start()  # they load their catalogs while the rules load here
        self.db = await open_database(self.config.redzone_db)
        self.handlers = Handlers(self.db, lambda: self.book, self.cards.current, self.workers)
        self.handlers.pictures = await asyncio.to_thread(warm)  # the fonts, found and read
        self.cards.start()
        self.games = GameHandlers(self.handlers, timedelta(days=self.config.game_idle_days))
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
            self.rules_path = path
            log.info("rules loaded, effective %s", self.book.effective)
        except crsource.CRUnavailable as exc:
            log.warning("no Comprehensive Rules available: %s", exc)
        except Exception:
            log.exception("loading the rules failed; keeping what was loaded")

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

    def gateway_open(self) -> bool:
        """Whether every shard of this process is connected to the gateway."""
        shards = self.shards.values()
        return bool(shards) and not any(shard.is_closed() for shard in shards)

    async def beat(self) -> None:
        """Touch the heartbeat file while the gateway is connected (``redzone health``)."""
        path = heartbeat_path()
        while not self.is_closed():
            if self.gateway_open():
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.touch()
                    self._beating = True
                except OSError:
                    log.warning("could not touch the heartbeat file %s", path, exc_info=True)
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
        pending = set(self.tree.in_flight)
        if pending:
            log.info("stopping: %d commands in flight, waiting up to %.0f s", len(pending), grace)
            _, late = await asyncio.wait(pending, timeout=grace)
            for task in late:
                task.cancel()
            if late:
                log.warning("stopping: %d commands did not finish in time", len(late))
                await asyncio.wait(late, timeout=1.0)
        await self.close()

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.cards.stop()
        await super().close()
        if self.workers is not None:
            await self.workers.close()
        if self.db is not None:
            db, self.db = self.db, None
            await db.close()
            log.info("database closed")
        if self._beating:
            heartbeat_path().unlink(missing_ok=True)


def heartbeat_path() -> Path:
    return download.data_dir() / HEARTBEAT_FILE


def payload_hash(payload: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def transient(exc: BaseException) -> bool:
    """Worth another try: a 5xx, a 429, a timeout or a connection error."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500 or exc.status == 429
    return isinstance(exc, discord.RateLimited | aiohttp.ClientError | OSError | TimeoutError)


async def sync_commands(client: RedzoneBot, force: bool = False) -> bool:
    """PUT the commands when their payload differs from the last one synced (or when forced),
    retrying transient errors with backoff; ``True`` when it synced."""
    guild = discord.Object(client.config.dev_guild_id) if client.config.dev_guild_id else None
    if guild is not None:
        client.tree.copy_global_to(guild=guild)
    payload = await tree_payload(client.tree, guild)
    digest = payload_hash(payload)
    key = f"{client.application_id}/{guild.id if guild else 'global'}"
    stored_file = download.data_dir() / SYNCED_FILE
    try:
        stored = json.loads(stored_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stored = {}
    if not isinstance(stored, dict):
        stored = {}
    if not force and stored.get(key) == digest:
        log.info("commands unchanged since the last sync (%s): not synced", digest[:12])
        return False
    for attempt in range(1, SYNC_ATTEMPTS + 1):
        try:
            await client.tree.sync(guild=guild)
            break
        except Exception as exc:
            if attempt == SYNC_ATTEMPTS or not transient(exc):
                raise
            delay = SYNC_BACKOFF * 2 ** (attempt - 1) * (1 + random.random() / 4)
            log.warning(
                "syncing the commands failed (%s: %s); try %d of %d in %.1f s",
                type(exc).__name__,
                exc,
                attempt + 1,
                SYNC_ATTEMPTS,
                delay,
            )
            await asyncio.sleep(delay)
    stored[key] = digest
    try:
        download.write_atomic(stored_file, json.dumps(stored, indent=2).encode())
    except OSError:
        log.warning("could not store the synced payload's hash in %s", stored_file, exc_info=True)
    log.info("commands synced (%d, %s)", len(payload), digest[:12])
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


def setup_logs(stream: IO[str] | None = None) -> logging.Handler:
    """INFO and up to stderr: discord.py's colours on a terminal, else plain one-line records."""
    stream = stream if stream is not None else sys.stderr
    handler = logging.StreamHandler(stream)
    formatter: logging.Formatter | None = None
    if not stream.isatty():
        formatter = OneLineFormatter(
            "[{asctime}] [{levelname:<8}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{"
        )
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
