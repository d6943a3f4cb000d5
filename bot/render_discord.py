"""Replies as Discord embeds: escaped, paginated within Discord's limits, with buttons.

Pages are cut by the escaped length of each line, so no embed goes over 4096 characters of
description or 6000 in all, whatever the board. Page buttons answer only the person who
asked; the rule select (a rule's references) answers anyone, privately.
"""

from __future__ import annotations

import io
import logging
import re
import secrets
import time
import unicodedata
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, cast

import discord

from bot.i18n import t
from bot.replies import PAGE_BUDGET, PICTURE_NAME, SELECT_OPTIONS, Link, Reply, paginate

log = logging.getLogger(__name__)

COLOR_OK = discord.Colour(0xC62828)  # Redzone red
COLOR_ERROR = discord.Colour(0x757575)
TITLE_LIMIT = 256
FOOTER_LIMIT = 300  # well under Discord's 2048, so a page can never pass 6000 in all
NO_MENTIONS = discord.AllowedMentions.none()

# Custom ids of the components of live views: a press on any other (a view that timed out,
# or one from before a restart) is answered by the bot's fallback, never left unanswered.
LIVE_COMPONENTS: set[str] = set()
# Set in ``interaction.extras`` when a command is deferred: whether the defer was private.
DEFERRED_EPHEMERAL = "redzone.deferred_ephemeral"


# Invisible characters that reorder or hide text: bidirectional controls (U+202E turns
# "Bear" into "raeB" and everything after it), zero-width ones, word joiners, the BOM.
_INVISIBLES = "\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff"
_INVISIBLE = re.compile(f"[{_INVISIBLES}]")
SHOWN_INSTEAD = "\ufffd"  # one column wide, like the character it replaces: carets stay aligned
_ZWJ = "\u200d"
# Discord's markup in angle brackets: <@user>, <@&role>, <#channel>, </command:id>, <:emoji:id>,
# <a:emoji:id>, <t:timestamp>, <id:guide>. A zero-width space after "<" leaves it plain text.
_MARKUP = re.compile(r"<(?=[@#/:]|[A-Za-z]+:)")
_BREAK = "\u200b"


def _emoji_side(char: str) -> bool:
    return unicodedata.category(char) in ("So", "Sk") or char == "\ufe0f"


def _shown(match: re.Match[str]) -> str:
    """An invisible character made visible, except a joiner inside an emoji sequence."""
    text, at = match.string, match.start()
    joined = match.group() == _ZWJ and 0 < at < len(text) - 1
    if joined and _emoji_side(text[at - 1]) and _emoji_side(text[at + 1]):
        return _ZWJ
    return SHOWN_INSTEAD


# What ``inert`` and ``escape`` act on: the invisible characters above, "@" of mentions, "<"
# of markup, and for ``escape`` discord.py's markdown too (and a line starting with "-": a
# list item). Text without any (most lines of a reply) is returned as it is, without running
# the regular expressions that would change nothing in it.
_INERT_NEEDED = re.compile(f"[{_INVISIBLES}@<]")
_ESCAPE_NEEDED = re.compile(rf"[{_INVISIBLES}@<_\\~|*`>\[#\n]")


def inert(text: str) -> str:
    """Make user text inert wherever Discord shows it (titles, footers, labels, code too).

    No mention, role, channel, command, emoji or timestamp markup takes effect, and no
    invisible character hides or reverses text: each is shown as U+FFFD instead.
    """
    if _INERT_NEEDED.search(text) is None:
        return text
    text = _INVISIBLE.sub(_shown, text)
    return discord.utils.escape_mentions(_MARKUP.sub("<" + _BREAK, text))


def escape(text: str) -> str:
    """Make user text inert where markdown renders (titles, descriptions): no markdown either."""
    if _ESCAPE_NEEDED.search(text) is None and not text.lstrip().startswith("-"):
        return text
    return inert(discord.utils.escape_markdown(text))


def _code_block(code: str) -> str:
    return "```\n" + inert(code).replace("```", "ˋˋˋ") + "\n```" if code else ""


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def embeds_for(reply: Reply) -> list[discord.Embed]:
    """One embed per page of the reply."""
    code = _code_block(reply.code)
    budget = PAGE_BUDGET - len(code)
    pages = paginate(reply.lines, budget, escape) or [[]]
    return [
        _embed(reply, "\n".join(lines), code, number, len(pages))
        for number, lines in enumerate(pages, start=1)
    ]


def _embed(reply: Reply, description: str, code: str, number: int, pages: int) -> discord.Embed:
    """Page ``number`` of ``pages``: its escaped lines, the code block, the footer."""
    if code:
        description = f"{description}\n{code}" if description else code
    footer = reply.footer
    if pages > 1:
        page = t(reply.locale, "page-footer", page=number, pages=pages)
        footer = f"{footer} · {page}" if footer else page
    embed = discord.Embed(
        title=_clip(escape(reply.title), TITLE_LIMIT) if reply.title else None,
        description=description or None,
        colour=COLOR_ERROR if reply.error else COLOR_OK,
    )
    if footer:
        embed.set_footer(text=_clip(inert(footer), FOOTER_LIMIT))
    if reply.image:
        embed.set_image(url=reply.image)
    return embed


class ReplyView(discord.ui.View):
    """Page buttons (for the asker only) and a select of referenced rules (for anyone)."""

    def __init__(
        self,
        embeds: list[discord.Embed],
        owner_id: int,
        locale: str,
        links: tuple[Link, ...] = (),
        on_link: Callable[[discord.Interaction, str], Awaitable[None]] | None = None,
        timeout: float = 900,
        prompt: str = "rule-select",
    ) -> None:
        super().__init__(timeout=timeout)
        self.embeds = embeds
        self.owner_id = owner_id
        self.locale = locale
        self.index = 0
        if len(embeds) <= 1:
            self.remove_item(self.previous)
            self.remove_item(self.next)
        else:
            self._show_arrows()
        if links and on_link is not None:
            self.select = link_select(self, locale, links, on_link, prompt)
        self._ids = live(self)

    async def on_timeout(self) -> None:
        LIVE_COMPONENTS.difference_update(self._ids)

    def _show_arrows(self) -> None:
        # Not named _refresh: discord.py calls View._refresh(components) on a MESSAGE_UPDATE of
        # a message whose view it tracks, and a different signature there stops the bot.
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.embeds) - 1

    async def _mine(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id == self.owner_id:
            return True
        await interaction.response.send_message(
            t(self.locale, "pages-not-yours"), ephemeral=True, allowed_mentions=NO_MENTIONS
        )
        return False

    @discord.ui.button(label="◀", style=discord.ButtonStyle.secondary)
    async def previous(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        if await self._mine(interaction):
            self.index = max(0, self.index - 1)
            self._show_arrows()
            await interaction.response.edit_message(embed=self._page(interaction), view=self)

    @discord.ui.button(label="▶", style=discord.ButtonStyle.secondary)
    async def next(self, interaction: discord.Interaction, _: discord.ui.Button[Any]) -> None:
        if await self._mine(interaction):
            self.index = min(len(self.embeds) - 1, self.index + 1)
            self._show_arrows()
            await interaction.response.edit_message(embed=self._page(interaction), view=self)

    def _page(self, interaction: discord.Interaction) -> discord.Embed:
        """The page to show; its picture is the message's attachment, by its URL (an edit
        uploads no file for ``attachment://`` to name)."""
        embed = self.embeds[self.index]
        message = interaction.message
        if embed.image.url == f"attachment://{PICTURE_NAME}" and message is not None:
            for attachment in message.attachments:
                if attachment.filename == PICTURE_NAME:
                    embed.set_image(url=attachment.url)
        return embed


def link_select(
    view: discord.ui.View,
    locale: str,
    links: tuple[Link, ...],
    on_link: Callable[[discord.Interaction, str], Awaitable[None]],
    prompt: str = "rule-select",
) -> discord.ui.Select[Any]:
    """Add to a view the select of a reply's referenced rules: a choice calls ``on_link``."""
    placeholder, options = _link_options(locale, links, prompt)
    select: discord.ui.Select[Any] = discord.ui.Select(
        placeholder=placeholder,
        options=[discord.SelectOption(label=label, value=value) for label, value in options],
    )

    async def chosen(interaction: discord.Interaction) -> None:
        await on_link(interaction, select.values[0])

    select.callback = chosen  # type: ignore[method-assign]
    view.add_item(select)
    return select


def _link_options(
    locale: str, links: tuple[Link, ...], prompt: str = "rule-select"
) -> tuple[str, list[tuple[str, str]]]:
    """The rule select's placeholder (the catalog message ``prompt``) and its options (label,
    value), within Discord's limits: one source for the View's select and the plain one of
    :class:`LinkSelect`."""
    options = [(_clip(inert(link.label), 100), link.query[:100]) for link in links[:SELECT_OPTIONS]]
    return _clip(t(locale, prompt), 150), options


def live(view: discord.ui.View) -> set[str]:
    """Record a view's custom ids as live (``LIVE_COMPONENTS``) and return them."""
    ids = {getattr(child, "custom_id", "") for child in view.children}
    LIVE_COMPONENTS.update(ids)
    return ids


LINK_TIMEOUT = 900.0  # seconds without a choice after which a rule select has expired
OnLink = Callable[[discord.Interaction, str], Awaitable[None]]
# custom id -> (what a choice calls, when it expires on the clock below): the rule selects of
# one-page replies, oldest deadline first
LINK_SELECTS: dict[str, tuple[OnLink, float]] = {}
clock = time.monotonic


class LinkSelect:
    """The rule select of a one-page reply, sent without a discord.py View.

    A View of one select builds its items, a future, a view-store entry and a timeout task
    for each reply, all alive for fifteen minutes. This is the payload such a View renders
    (``View.to_components``, the same custom id shape) and one entry of LINK_SELECTS; a choice
    is answered by :func:`choose_link` from the bot's ``on_interaction`` and, as a View's
    timeout, renews the select's life. discord.py's senders check the attributes below.
    """

    __discord_ui_view__ = True
    timeout = LINK_TIMEOUT

    def __init__(
        self, locale: str, links: tuple[Link, ...], on_link: OnLink, prompt: str = "rule-select"
    ) -> None:
        self.custom_id = secrets.token_hex(16)
        placeholder, options = _link_options(locale, links, prompt)
        select = {
            "type": discord.ComponentType.select.value,
            "custom_id": self.custom_id,
            "min_values": 1,
            "max_values": 1,
            "disabled": False,
            "required": True,
            "placeholder": placeholder,
            "options": [
                {"label": label, "value": value, "default": False} for label, value in options
            ],
        }
        self.components = [{"type": discord.ComponentType.action_row.value, "components": [select]}]
        now = clock()
        while LINK_SELECTS:  # the expired ones go: they are first
            oldest = next(iter(LINK_SELECTS))
            if LINK_SELECTS[oldest][1] > now:
                break
            del LINK_SELECTS[oldest]
        LINK_SELECTS[self.custom_id] = (on_link, now + LINK_TIMEOUT)

    def to_components(self) -> list[dict[str, Any]]:
        return self.components

    def has_components_v2(self) -> bool:
        return False

    def is_finished(self) -> bool:
        return True  # nothing for discord.py's view store to keep

    def is_dispatchable(self) -> bool:
        return False


async def choose_link(interaction: discord.Interaction) -> bool:
    """Answer a choice in the rule select of a one-page reply; False when the component is no
    live select of that kind."""
    data = cast("dict[str, Any]", interaction.data or {})
    entry = LINK_SELECTS.pop(str(data.get("custom_id", "")), None)
    values = data.get("values") or []
    now = clock()
    if entry is None or entry[1] <= now or not values:
        return False
    on_link = entry[0]
    LINK_SELECTS[data["custom_id"]] = (on_link, now + LINK_TIMEOUT)  # last now: renewed
    await on_link(interaction, str(values[0]))
    return True


@dataclass(frozen=True, slots=True)
class Sent:
    """A reply sent: its pages, and the message it became (None: the interaction's original
    response), for the picture attached to it afterwards (:func:`attach_picture`)."""

    interaction: discord.Interaction
    embeds: list[discord.Embed]
    view: discord.ui.View | None
    message: discord.WebhookMessage | None = None


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    on_link: Callable[[discord.Interaction, str], Awaitable[None]] | None = None,
) -> Sent:
    """Answer an interaction with a reply: first response, or a follow-up after a defer.

    The first follow-up after a defer replaces the "thinking" message and keeps the defer's
    visibility; when the reply wants the other one (a private refusal after a public defer),
    the thinking message is deleted and the reply sent as a follow-up of its own.
    """
    embeds = embeds_for(reply)
    if reply.picture:  # attached once, shown in every page's embed
        for embed in embeds:
            embed.set_image(url=f"attachment://{PICTURE_NAME}")
    links = reply.links if on_link is not None else ()
    view: discord.ui.View | None = None
    if len(embeds) > 1:
        view = ReplyView(
            embeds, interaction.user.id, reply.locale, links, on_link, prompt=reply.prompt
        )
    elif links and on_link is not None:
        view = cast("discord.ui.View", LinkSelect(reply.locale, links, on_link, reply.prompt))
    kwargs: dict[str, Any] = {
        "embed": embeds[0],
        "ephemeral": reply.ephemeral,
        "allowed_mentions": NO_MENTIONS,
    }
    if view is not None:
        kwargs["view"] = view
    if reply.picture:
        kwargs["file"] = discord.File(io.BytesIO(reply.picture), filename=PICTURE_NAME)
    if interaction.response.is_done():
        deferred_ephemeral = interaction.extras.get(DEFERRED_EPHEMERAL)
        if deferred_ephemeral is not None and deferred_ephemeral != reply.ephemeral:
            await interaction.delete_original_response()
            if reply.scene is not None:  # a message of its own, edited by its id afterwards
                message = await interaction.followup.send(**kwargs, wait=True)
                return Sent(interaction, embeds, view, message)
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)
    return Sent(interaction, embeds, view)


async def attach_picture(sent: Sent, png: bytes) -> None:
    """Attach a picture to a reply already sent, shown in its embed: the message is edited
    (the page shown now, the picture uploaded with it; its other pages show it when turned
    to)."""
    for embed in sent.embeds:
        embed.set_image(url=f"attachment://{PICTURE_NAME}")
    shown = sent.embeds[sent.view.index] if isinstance(sent.view, ReplyView) else sent.embeds[0]
    picture = discord.File(io.BytesIO(png), filename=PICTURE_NAME)
    if sent.message is not None:
        await sent.message.edit(embed=shown, attachments=[picture])
    else:
        await sent.interaction.edit_original_response(embed=shown, attachments=[picture])
