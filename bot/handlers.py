"""Command handlers: one command = parse -> engine -> reply. No Discord objects here.

The console and the Discord bot both call these; only the last step (an embed or terminal
text) differs. A handler never raises for bad input: it answers with a localized error.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from cachetools import LRUCache, TTLCache

from bot.cards.index import CardIndex
from bot.cards.reply import card_reply
from bot.combats import combat_reply
from bot.i18n import LANGUAGES, keyword_list, normalize, t
from bot.painter import Painter
from bot.replies import Reply
from bot.rulechanges import RuleChanges, changes_scope
from bot.rulestext import find, rule_reply
from bot.scenes import Scene
from bot.storage.sql import GuildSettings, Store
from bot.workers import Advisers, Workers
from engine.rules import RuleBook

log = logging.getLogger(__name__)

LANGUAGE_TTL = 5.0  # seconds a guild's language is kept before it is read again
# A guild's language used when it is older than this is read again in the background, so an
# active guild's entry is renewed before it expires and its commands need no defer; the bound
# on seeing another process's /settings stays LANGUAGE_TTL (plus one database read).
LANGUAGE_REFRESH = LANGUAGE_TTL / 2
GUILD_LANGUAGES_KEPT = 10_000  # guilds whose language stays in memory (least recently used out)
# /rule replies and autocomplete lists kept per CR (the least recently used goes)
RULE_ANSWERS_KEPT = 512
# /combat replies kept per card data, by (board, mode, language): a board asked again (made
# public after a private answer, the other player checking it, another channel) is answered
# without parsing and simulating it again. The least recently used goes.
COMBAT_ANSWERS_KEPT = 1024
# Pictures kept per card data, the one cache of drawn pictures: a combat's by (board, mode,
# language), so that a board asked again has its picture with its text; a game's by what it
# shows (its scene's repr) and language, so that a board shown again unchanged, or a
# /game damage scene met again, is not drawn again. 15 to 60 KB each (bench/picture.py); the
# least recently used goes.
PICTURES_KEPT = 256


# A combat's reply and its picture are kept by its board, mode and language.
CombatKey = tuple[str, str | None, str]
# A game's picture is kept by its scene's repr and its language (a pair: never a combat's key).
PictureKey = CombatKey | tuple[str, str]


def scene_key(scene: Scene, lang: str) -> PictureKey:
    """What a game's picture is kept by. A scene is plain data whose repr names every field
    it holds: two scenes of the same repr show the same picture."""
    return (repr(scene), lang)


def new_error_id() -> str:
    """A short id for one unexpected failure: in its log line and in the user's apology."""
    return secrets.token_hex(4)


# The /help examples: one board per message, written in each language with its own words.
HELP_EXAMPLES = ("help-example-duel", "help-example-planeswalker", "help-example-teams")


@dataclass(frozen=True, slots=True)
class Context:
    """Who asks, where, and in which language (the user's Discord locale)."""

    user_id: int
    guild_id: int | None
    channel_id: int | None
    locale: str | None
    can_manage: bool = False


@dataclass(frozen=True, slots=True)
class Choice:
    """An autocomplete choice."""

    name: str
    value: str


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class PerSource(Generic[K, V]):
    """What was computed from one source (a RuleBook; the card data, or None without it), by
    key: bounded (the least recently used goes), and emptied as soon as it is asked about
    another source (the CR or the card data was updated)."""

    def __init__(self, size: int = RULE_ANSWERS_KEPT) -> None:
        self._source: object = None
        self._values: LRUCache[K, V] = LRUCache(size)

    def get(self, source: object, key: K, make: Callable[[], V]) -> V:
        """The value for ``key`` computed from ``source``: kept, else ``make()`` and kept."""
        value = self.kept(source, key)
        return self.put(source, key, make()) if value is None else value

    def put(self, source: object, key: K, value: V) -> V:
        """Keep ``value`` for ``key`` computed from ``source`` (in place of any kept)."""
        if source is not self._source:
            self._source = source
            self._values.clear()
        self._values[key] = value
        return value

    def kept(self, source: object, key: K) -> V | None:
        """The value kept for ``key`` from ``source`` (now the most recent), else None."""
        if source is not self._source:
            return None
        return self._values.get(key)

    def __len__(self) -> int:
        return len(self._values)


def refusal(lang: str, title: str, key: str, **params: str | int) -> Reply:
    """A private error reply: the catalog's title and one line."""
    return Reply(t(lang, title), (t(lang, key, **params),), ephemeral=True, error=True, locale=lang)


class Handlers:
    """The commands, over the services they need."""

    def __init__(
        self,
        db: Store,
        rules: Callable[[], RuleBook | None],
        cards: Callable[[], CardIndex | None] = lambda: None,
        workers: Workers | None = None,
        card_images: bool = True,
        advisers: Advisers | None = None,
        painter: Painter | None = None,
    ) -> None:
        self.db = db
        self.rules = rules
        self.cards = cards
        self.card_images = card_images  # a card's picture in /card (an operator may turn it off)
        self.workers = workers  # worker processes for the combats (none: all in this process)
        # advice, off the event loop: its own processes, else a thread of this one
        self.advisers = advisers or Advisers(0)
        # draws the pictures (its own process once started, else a thread), a few at a time
        self.painter = painter or Painter()
        self.clock = time.monotonic
        self._advising: set[int] = set()  # users whose advice is being computed
        # a guild's settings (language, pictures) and when they were read, kept LANGUAGE_TTL
        # seconds (another process may change them); the least recently used guild goes past
        # the bound
        self._guild_languages: TTLCache[int, tuple[GuildSettings, float]] = TTLCache(
            GUILD_LANGUAGES_KEPT, LANGUAGE_TTL, timer=lambda: self.clock()
        )
        self._refreshing: dict[int, asyncio.Task[None]] = {}  # guild -> its background read
        self._rule_replies: PerSource[tuple[str, bool, str], Reply] = PerSource()
        self._rule_choices: PerSource[str, tuple[Choice, ...]] = PerSource()
        self._combat_replies: PerSource[CombatKey, Reply] = PerSource(COMBAT_ANSWERS_KEPT)
        self._pictures: PerSource[PictureKey, bytes] = PerSource(PICTURES_KEPT)
        self.rule_changes = RuleChanges()  # /rule changes: from the version before the rules in use
        # Whether pictures can be drawn here (the fonts are installed): checked at start.
        self.pictures = True

    async def language(self, ctx: Context) -> str:
        """The reply language: the guild's setting, else the user's locale, else English."""
        chosen = (await self.guild_settings(ctx)).language
        return chosen or normalize(ctx.locale)

    async def guild_settings(self, ctx: Context) -> GuildSettings:
        """The settings of the guild asking (the defaults outside a guild)."""
        if ctx.guild_id is None:
            return GuildSettings()
        kept = self._guild_languages.get(ctx.guild_id)
        if kept is not None:
            chosen, read_at = kept
            if self.clock() - read_at > LANGUAGE_REFRESH:
                self._refresh_language(ctx.guild_id)
            return chosen
        chosen = await self.db.guild_settings(ctx.guild_id)
        self._remember_language(ctx.guild_id, chosen)
        return chosen

    def language_known(self, ctx: Context) -> bool:
        """Whether :meth:`language` can answer without reading the database."""
        return ctx.guild_id is None or ctx.guild_id in self._guild_languages

    def _refresh_language(self, guild_id: int) -> None:
        """Read a guild's language again in the background (once at a time per guild)."""
        if guild_id in self._refreshing:
            return
        started = self.clock()

        async def refresh() -> None:
            try:
                chosen = await self.db.guild_settings(guild_id)
            except Exception:  # the entry expires as usual; the next command reads it again
                log.warning("reading guild %s's language again failed", guild_id, exc_info=True)
                return
            finally:
                del self._refreshing[guild_id]
            kept = self._guild_languages.get(guild_id)
            if kept is not None and kept[1] >= started:
                return  # set since this read began (/settings here): newer than what was read
            self._remember_language(guild_id, chosen)

        self._refreshing[guild_id] = asyncio.get_running_loop().create_task(refresh())

    def _remember_language(self, guild_id: int, settings: GuildSettings) -> None:
        self._guild_languages[guild_id] = (settings, self.clock())

    # -- /combat ------------------------------------------------------------------

    async def combat(
        self,
        ctx: Context,
        board: str,
        mode: str | None = None,
        private: bool = False,
        picture: bool = True,
        advise: str | None = None,
        later: bool = False,
    ) -> Reply:
        """A combat's reply, with its picture unless the user or the guild turned it off.

        With ``later``, a picture not drawn yet is left out and the reply carries its scene
        instead: the text is sent at once, and :meth:`combat_picture` draws the picture. When
        the painter has no room for it (it would be skipped), no scene is computed either."""
        settings = await self.guild_settings(ctx)
        lang = settings.language or normalize(ctx.locale)
        picture = picture and settings.pictures and self.pictures
        cards = self.cards()
        if advise is not None:
            return await self.advice(ctx, advise, board, mode, lang)
        key = (board, mode, lang)
        png = self._pictures.kept(cards, key) if picture else None
        scene = picture and png is None and (not later or self.painter.room())
        reply = self._combat_replies.kept(cards, key)
        if reply is None or (scene and reply.scene is None and not reply.error):
            reply = await self._compute(board, mode, lang, cards, scene)
        if reply.scene is not None and not scene:  # kept from when its picture was asked
            reply = replace(reply, scene=None)
        if png is not None and not reply.error:
            reply = replace(reply, picture=png)
        elif reply.scene is not None and not later:
            reply = await self.with_picture(reply, key)
        if reply.ephemeral == private or reply.error:  # a refused board is always private
            return reply
        return replace(reply, ephemeral=private)

    async def _compute(
        self, board: str, mode: str | None, lang: str, cards: CardIndex | None, picture: bool
    ) -> Reply:
        """The combat's reply (with its picture's scene when asked), computed by a worker
        process, else (none, or it could not) in this one; then kept, one per board (in
        place of one kept without the scene)."""
        reply: Reply | None = None
        if self.workers is not None:
            reply = await self.workers.run(board, mode, lang, cards, picture)
        done = combat_reply(board, mode, lang, cards, picture) if reply is None else reply
        return self._combat_replies.put(cards, (board, mode, lang), done)

    async def with_picture(self, reply: Reply, key: CombatKey | None = None) -> Reply:
        """The reply with the picture of its scene drawn now, as :meth:`_paint` does (none
        when it was skipped or failed): a combat's kept by ``key``, else a game's by its
        scene."""
        drawn = b""

        async def keep(png: bytes) -> None:
            nonlocal drawn
            drawn = png

        await self._paint(reply, keep, key)
        return replace(reply, picture=drawn, scene=None)

    async def combat_picture(
        self,
        board: str,
        mode: str | None,
        reply: Reply,
        attach: Callable[[bytes], Awaitable[None]],
    ) -> None:
        """Draw the picture of a combat's reply (kept by board, mode and language) and
        ``attach`` it, as :meth:`_paint` does."""
        await self._paint(reply, attach, (board, mode, reply.locale))

    def kept_picture(self, scene: Scene, lang: str) -> bytes | None:
        """A game's picture already drawn for a scene that shows the same, else None: sent
        with the text, it needs no edit to attach it afterwards."""
        return self._pictures.kept(self.cards(), scene_key(scene, lang))

    async def scene_picture(self, reply: Reply, attach: Callable[[bytes], Awaitable[None]]) -> None:
        """Draw the picture of a reply's scene (a game's) and ``attach`` it, as :meth:`_paint`
        does."""
        await self._paint(reply, attach, None)

    async def _paint(
        self,
        reply: Reply,
        attach: Callable[[bytes], Awaitable[None]],
        combat: CombatKey | None,
    ) -> None:
        """Draw the picture of the reply's scene (by the painter) and ``attach`` it, in one of
        the painter's turns: nothing when ``WAITING`` pictures are on their way already, or
        when it failed to draw (a bug of ours, logged). The answer keeps its text either way.
        The picture is kept: a combat's by its key ``combat``, a game's (no key) by what its
        scene shows."""
        scene = reply.scene
        if scene is None:
            return
        cards = self.cards()
        async with self.painter.turn() as mine:
            if not mine:
                return
            key = scene_key(scene, reply.locale) if combat is None else combat
            png = self._pictures.kept(cards, key)
            if png is None:
                try:
                    drawn = await self.painter.draw(scene, reply.locale)
                except Exception:
                    what = "game" if combat is None else "combat"
                    log.exception("the picture of a %s failed to draw", what)
                    return
                if drawn is None:  # the painter was closed (the bot stops)
                    return
                png = self._pictures.put(cards, key, drawn)
            await attach(png)

    async def advice(
        self,
        ctx: Context,
        kind: str,
        board: str,
        mode: str | None,
        lang: str,
        defender: str | None = None,
    ) -> Reply:
        """Advice on blocks (for ``defender``) or attacks, private to who asks (``/combat``
        and ``/game``), computed off the event loop; one in flight per user, so that one user
        cannot hold the advisers."""
        cards = self.cards()
        if ctx.user_id in self._advising:
            return refusal(lang, "advice-busy-title", "advice-busy")
        self._advising.add(ctx.user_id)
        try:
            return await self.advisers.run(kind, board, mode, lang, cards, defender)
        finally:
            self._advising.discard(ctx.user_id)

    # -- /rule --------------------------------------------------------------------

    async def rule(self, ctx: Context, query: str, examples: bool = False) -> Reply:
        lang = await self.language(ctx)
        book = self.rules()
        if book is None:
            return refusal(lang, "rule-unavailable", "rule-no-cr")
        scope = changes_scope(query)
        if scope is not None:
            return await self.rule_changes.reply(book, scope, lang)
        return self._rule_replies.get(
            book,
            (query, examples, lang),
            lambda: rule_reply(book, find(book, query, examples), lang),
        )

    async def rule_autocomplete(self, ctx: Context, current: str) -> list[Choice]:
        book = self.rules()
        if book is None:
            return []
        return list(
            self._rule_choices.get(
                book,
                current,
                lambda: tuple(Choice(s.label, s.value[:100]) for s in book.suggest(current, 25)),
            )
        )

    # -- /card --------------------------------------------------------------------

    async def card(self, ctx: Context, name: str) -> Reply:
        lang = await self.language(ctx)
        index = self.cards()
        if index is None:
            return refusal(lang, "card-unavailable", "cards-unavailable-now")
        book = self.rules()
        if book is None:
            return card_reply(index, name, lang, images=self.card_images)
        return card_reply(
            index,
            name,
            lang,
            lambda n: book.label(n) if book.has(n) else None,
            images=self.card_images,
        )

    async def card_autocomplete(self, ctx: Context, current: str) -> list[Choice]:
        index = self.cards()
        if index is None:
            return []
        lang = await self.language(ctx)
        return [Choice(label, value) for label, value in index.autocomplete(current, lang)]

    # -- /help --------------------------------------------------------------------

    async def help(self, ctx: Context) -> Reply:
        lang = await self.language(ctx)
        lines = [
            t(lang, "help-intro"),
            "",
            t(lang, "help-shape"),
            t(lang, "help-creature"),
            t(lang, "help-protection"),  # combat depth: protection
            t(lang, "help-refs"),
            t(lang, "help-modes"),
            t(lang, "help-fixes"),
            "",
            t(lang, "help-keywords", keywords=keyword_list(lang)),
            t(lang, "help-triggers"),
            "",
            t(lang, "help-examples"),
            *(f"  {t(lang, example)}" for example in HELP_EXAMPLES),
            "",
            t(lang, "help-rule"),
            t(lang, "help-cards"),
            t(lang, "help-actions"),
            t(lang, "help-judge"),
        ]
        return Reply(t(lang, "help-title"), tuple(lines), locale=lang)

    # -- /settings ----------------------------------------------------------------

    async def settings(
        self, ctx: Context, language: str | None = None, pictures: bool | None = None
    ) -> Reply:
        """Set the server's language, whether its combat answers carry a picture, or both."""
        lang = await self.language(ctx)
        if ctx.guild_id is None:
            return refusal(lang, "settings-title", "settings-guild-only")
        if not ctx.can_manage:
            return refusal(lang, "settings-title", "settings-forbidden")
        if language is not None and language not in LANGUAGES:
            return refusal(lang, "settings-title", "settings-unknown-language", language=language)
        if language is None and pictures is None:
            return refusal(lang, "settings-title", "settings-nothing")
        settings = await self.guild_settings(ctx)
        lines = []
        if language is not None:
            await self.db.set_guild_language(ctx.guild_id, language)
            settings = replace(settings, language=language)
            lang = language
            lines.append(t(lang, "settings-saved", language=t(lang, f"lang-{lang}")))
        if pictures is not None:
            await self.db.set_guild_pictures(ctx.guild_id, pictures)
            settings = replace(settings, pictures=pictures)
            lines.append(t(lang, "settings-pictures", on="yes" if pictures else "no"))
        self._remember_language(ctx.guild_id, settings)
        return Reply(t(lang, "settings-title"), tuple(lines), locale=lang)

    async def internal_error(self, ctx: Context, error_id: str) -> Reply:
        """The short apology for an unexpected failure, with the id its log line carries."""
        try:
            lang = await self.language(ctx)
        except Exception:  # the database itself may be what failed
            lang = normalize(ctx.locale)
        return refusal(lang, "error-internal", "error-id", id=error_id)
