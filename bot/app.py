"""The Discord bot: app commands over the shared handlers.

The command metadata comes from the catalogs through discord.py's ``Translator``; each
callback builds a :class:`Context`, calls a handler, and renders its reply as embeds.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, cast

import discord
import yarl
from discord import app_commands
from discord.app_commands import Choice, locale_str

from bot import crsource
from bot.commandspec import GAME_FIELDS, LANGUAGES
from bot.config import Config
from bot.games.handlers import GameHandlers
from bot.games.logic import PlayerRef
from bot.handlers import Context, Handlers
from bot.i18n import bundle, normalize, t
from bot.render_discord import LIVE_COMPONENTS, NO_MENTIONS, send_reply
from bot.replies import Reply
from bot.storage import open_database
from bot.storage.sql import Store
from engine.model import Mode
from engine.rules import RuleBook

log = logging.getLogger(__name__)

RULES_CHECK_EVERY = 6 * 3600.0  # seconds between checks that the CR copy is fresh


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


async def player_groups(interaction: discord.Interaction, text: str) -> list[list[PlayerRef]]:
    """Mentions in seat order (``|`` between explicit teams) -> players with their names."""
    groups = []
    for part in text.split("|"):
        group = []
        for match in _MENTION.finditer(part):
            uid = int(match.group(1))
            group.append(PlayerRef(uid, await display_name(interaction, uid)))
        if group:
            groups.append(group)
    return groups


async def display_name(interaction: discord.Interaction, uid: int) -> str:
    member = interaction.guild.get_member(uid) if interaction.guild else None
    if member is not None:
        return member.display_name
    try:
        user = await interaction.client.fetch_user(uid)
    except discord.HTTPException:
        return f"Player{uid % 10000}"
    return user.global_name or user.name


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
    deferred = None
    if touches_db:
        await interaction.response.defer(ephemeral=ephemeral_hint, thinking=True)
        deferred = ephemeral_hint
    reply = await work()
    await send_reply(interaction, reply, on_link=show_rule, deferred_ephemeral=deferred)


def needs_db(interaction: discord.Interaction) -> bool:
    """Whether a stateless command must read the database (the guild's language, once)."""
    return not handlers_of(interaction).language_known(context_of(interaction))


async def show_rule(interaction: discord.Interaction, query: str) -> None:
    """A rule chosen from a reply's select: shown privately to whoever chose it."""
    ctx = context_of(interaction)
    reply = await handlers_of(interaction).rule(ctx, query)
    await send_reply(interaction, Reply(**{**_fields(reply), "ephemeral": True}), on_link=show_rule)


def _fields(reply: Reply) -> dict[str, Any]:
    return {name: getattr(reply, name) for name in reply.__slots__}


def register(tree: app_commands.CommandTree[Any]) -> None:
    """Add /combat, /rule, /help and /settings to a command tree."""
    modes = [Choice(name=L(f"mode-{mode.value}"), value=mode.value) for mode in Mode]
    languages = [Choice(name=L(f"lang-{code}"), value=code) for code in LANGUAGES]

    @app_commands.command(name=L("cmd-combat"), description=L("cmd-combat-desc"))
    @app_commands.rename(
        board=L("opt-combat-board"), mode=L("opt-combat-mode"), private=L("opt-combat-private")
    )
    @app_commands.describe(
        board=L("opt-combat-board-desc"),
        mode=L("opt-combat-mode-desc"),
        private=L("opt-combat-private-desc"),
    )
    @app_commands.choices(mode=modes)
    async def combat(
        interaction: discord.Interaction,
        board: app_commands.Range[str, 1, 6000],
        mode: str | None = None,
        private: bool = False,
    ) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction,
            lambda: handlers_of(interaction).combat(ctx, board, mode, private),
            private,
            needs_db(interaction),
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
            touches_db=needs_db(interaction),
        )

    @rule.autocomplete("query")
    async def rule_query(interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await handlers_of(interaction).rule_autocomplete(context_of(interaction), current)
        return [Choice(name=c.name, value=c.value) for c in choices[:25]]

    @app_commands.command(name=L("cmd-help"), description=L("cmd-help-desc"))
    async def help_(interaction: discord.Interaction) -> None:
        ctx = context_of(interaction)
        await answer(
            interaction,
            lambda: handlers_of(interaction).help(ctx),
            touches_db=needs_db(interaction),
        )

    @app_commands.command(name=L("cmd-settings"), description=L("cmd-settings-desc"))
    @app_commands.rename(language=L("opt-settings-language"))
    @app_commands.describe(language=L("opt-settings-language-desc"))
    @app_commands.choices(language=languages)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def settings(interaction: discord.Interaction, language: str) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: handlers_of(interaction).settings(ctx, language), True)

    for command in (combat, rule, help_, settings):
        tree.add_command(command)
    tree.add_command(game_group())


def game_group() -> app_commands.Group:
    """/game and its subcommands."""
    modes = [Choice(name=L(f"mode-{mode.value}"), value=mode.value) for mode in Mode]
    fields = [Choice(name=L(f"field-{name}"), value=name) for name in GAME_FIELDS]
    group = app_commands.Group(name=L("cmd-game"), description=L("cmd-game-desc"), guild_only=True)

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
        life: int | None = None,
    ) -> None:
        ctx = context_of(interaction)
        groups = await player_groups(interaction, players)
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

    for key, option, call in (
        ("add", "things", GameHandlers.add),
        ("remove", "things", GameHandlers.remove),
        ("attack", "attacks", GameHandlers.attack),
        ("block", "blocks", GameHandlers.block),
    ):
        text(key, option, call)

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
        value: int,
    ) -> None:
        ctx = context_of(interaction)
        await answer(interaction, lambda: games_of(interaction).set(ctx, target, field, value))

    return group


async def on_tree_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError
) -> None:
    """Log an unexpected failure with its context; answer with a short apology."""
    command = interaction.command.qualified_name if interaction.command else "?"
    log.error(
        "command %s failed (user %s, guild %s, channel %s)",
        command,
        interaction.user.id,
        interaction.guild_id,
        interaction.channel_id,
        exc_info=error,
    )
    try:
        handlers = handlers_of(interaction)
        reply = await handlers.internal_error(context_of(interaction))
        if interaction.type is discord.InteractionType.autocomplete:
            return
        await send_reply(interaction, reply)
    except Exception:
        log.exception("could not send the apology for %s", command)


class RedzoneBot(discord.AutoShardedClient):
    """The Discord client: its shards (all, or ``SHARD_IDS`` of ``SHARD_COUNT``), the database,
    the rules in memory, the command tree."""

    def __init__(self, config: Config) -> None:
        super().__init__(
            intents=discord.Intents(guilds=True),
            allowed_mentions=NO_MENTIONS,
            shard_count=config.shard_count,
            shard_ids=config.shards(),
        )
        self.config = config
        self.tree: app_commands.CommandTree[RedzoneBot] = app_commands.CommandTree(self)
        self.tree.on_error = on_tree_error  # type: ignore[method-assign]
        self.db: Store | None = None
        self.book: RuleBook | None = None
        self.handlers: Handlers | None = None
        self.games: GameHandlers | None = None
        self._rules_task: asyncio.Task[None] | None = None
        self._purge_task: asyncio.Task[None] | None = None
        register(self.tree)

    async def setup_hook(self) -> None:
        self.db = await open_database(self.config.redzone_db)
        self.handlers = Handlers(self.db, lambda: self.book)
        self.games = GameHandlers(self.handlers, timedelta(days=self.config.game_idle_days))
        self._purge_task = asyncio.create_task(self.purge_idle_games())
        await self.tree.set_translator(CatalogTranslator())
        await self.load_rules(update=False)
        self._rules_task = asyncio.create_task(self.keep_rules_fresh())
        if not self.syncs_commands():
            log.info("shards %s: commands are synced by the process with shard 0", self.shard_ids)
        elif self.config.dev_guild_id:
            guild = discord.Object(self.config.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    def syncs_commands(self) -> bool:
        """Whether this process syncs the commands: once per deployment, by the one that runs
        shard 0 (or all shards)."""
        return self.shard_ids is None or 0 in self.shard_ids

    async def load_rules(self, update: bool) -> None:
        """Load the CR: REDZONE_CR_PATH, else the stored copy (updated first if asked)."""
        try:
            if update and self.config.redzone_cr_path is None:
                await asyncio.to_thread(crsource.ensure_current)
            path = crsource.cr_path(
                str(self.config.redzone_cr_path) if self.config.redzone_cr_path else None
            )
            self.book = await asyncio.to_thread(crsource.load_book, path)
            log.info("rules loaded, effective %s", self.book.effective)
        except crsource.CRUnavailable as exc:
            log.warning("no Comprehensive Rules available: %s", exc)
        except Exception:
            log.exception("loading the rules failed; keeping what was loaded")

    async def keep_rules_fresh(self) -> None:
        """At start, then every few hours: update when the copy is missing or a week old."""
        while not self.is_closed():
            await self.load_rules(update=True)
            await asyncio.sleep(RULES_CHECK_EVERY)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a press on buttons that no live view holds (expired, or from before a restart)."""
        if interaction.type is not discord.InteractionType.component or self.handlers is None:
            return
        custom_id = (interaction.data or {}).get("custom_id", "")
        if custom_id in LIVE_COMPONENTS:
            return
        lang = await self.handlers.language(context_of(interaction))
        await interaction.response.send_message(
            t(lang, "components-expired"), ephemeral=True, allowed_mentions=NO_MENTIONS
        )

    async def purge_idle_games(self) -> None:
        """Games untouched for the idle time are deleted: at start, then every hour."""
        while not self.is_closed():
            if self.games is not None:
                gone = await self.games.purge_idle()
                if gone:
                    log.info("deleted %d idle games", gone)
            await asyncio.sleep(3600)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        if self.games is not None:
            await self.games.channel_gone(channel.guild.id, channel.id)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        if self.games is not None:
            await self.games.guild_gone(guild.id)

    async def close(self) -> None:
        for task in (self._rules_task, self._purge_task):
            if task is not None:
                task.cancel()
        await super().close()
        if self.db is not None:
            await self.db.close()


def route_endpoints(config: Config) -> None:
    """Point REST and the gateway at another endpoint (a proxy, or a loopback stand-in)."""
    if config.discord_api_base:
        discord.http.Route.BASE = config.discord_api_base.rstrip("/")
    if config.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.discord_gateway_url)


def run_bot(config: Config) -> int:
    """Start the bot and run until it is stopped."""
    assert config.discord_token is not None
    route_endpoints(config)
    discord.utils.setup_logging(level=logging.INFO)
    bot = RedzoneBot(config)
    bot.run(config.discord_token.get_secret_value(), log_handler=None)
    return 0


async def command_payload() -> list[dict[str, Any]]:
    """The exact payload the bot syncs, every localization included (no token needed)."""
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)
    register(tree)
    translator = CatalogTranslator()
    return [
        await command.get_translated_payload(tree, translator) for command in tree.get_commands()
    ]
