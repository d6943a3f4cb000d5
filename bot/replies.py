"""Replies as data: what a handler answers, before it becomes an embed or terminal text.

A reply is a list of pages, each a title, plain-text lines and a footer. Pages are cut so
that each one fits one Discord embed with room to spare (description 4096, 6000 in all);
lines never carry markdown of their own, so the Discord renderer can escape them whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.scenes import Scene

# Discord's limits (DISCORD.md), and the share of them a page may use.
SELECT_OPTIONS = 25
PAGE_BUDGET = 3900  # description characters per page, below 4096
LINE_LIMIT = 1000  # a longer line is cut into pieces at spaces
PICTURE_NAME = "combat.png"  # a reply's picture, attached under this name and shown in its embed


@dataclass(frozen=True, slots=True)
class Link:
    """A rule the reply points at, offered as a choice: its label and what to look up."""

    label: str
    query: str


@dataclass(frozen=True, slots=True)
class Reply:
    """What a handler answers: a title, plain-text lines and a footer, and perhaps a picture.

    Renderers cut the lines into pages that fit their medium (``paginate``).
    """

    title: str
    lines: tuple[str, ...]
    footer: str = ""
    code: str = ""  # preformatted text (a board with a caret), shown in monospace
    ephemeral: bool = False
    error: bool = False
    links: tuple[Link, ...] = ()
    locale: str = "en"
    prompt: str = "rule-select"  # the catalog message that heads the links' select
    image: str = ""  # a picture's address, shown in the reply (a card's)
    picture: bytes = field(default=b"", repr=False)  # a PNG of the board (bot.picture)
    # what the picture is to show, when it is drawn after the text is sent (``picture`` empty)
    scene: Scene | None = field(default=None, repr=False)

    def as_text(self) -> str:
        """The whole reply for a terminal."""
        parts = [self.title, *self.lines] if self.title else list(self.lines)
        if self.code:
            parts.append(self.code)
        if self.footer:
            parts.append(self.footer)
        return "\n".join(parts)


def _cut(line: str, limit: int = LINE_LIMIT) -> list[str]:
    """Cut a long line at spaces into pieces of at most ``limit`` characters."""
    pieces: list[str] = []
    while len(line) > limit:
        at = line.rfind(" ", 0, limit)
        at = at if at > limit // 2 else limit
        pieces.append(line[:at].rstrip())
        line = line[at:].lstrip()
    pieces.append(line)
    return pieces


def fill(
    items: Sequence[str], budget: int, measure: Callable[[str], int] = len, gap: int = 1
) -> list[list[str]]:
    """Group items in order so that each group's size stays within ``budget``.

    A group's size is its items' measures plus ``gap`` between two items; an item larger than
    the budget is a group of its own. No items make one empty group.
    """
    groups: list[list[str]] = [[]]
    size = 0
    for item in items:
        extra = measure(item) + (gap if groups[-1] else 0)
        if groups[-1] and size + extra > budget:
            groups.append([])
            size, extra = 0, measure(item)
        groups[-1].append(item)
        size += extra
    return groups


def paginate(
    lines: tuple[str, ...] | list[str],
    budget: int = PAGE_BUDGET,
    shown: Callable[[str], str] = str,
) -> list[list[str]]:
    """Cut lines into pages whose body stays within ``budget`` characters once each piece of
    a line is ``shown`` as the medium shows it (escaped); the pages hold the shown pieces."""
    pages = fill([shown(piece) for raw in lines for piece in _cut(raw)], budget)
    while len(pages) > 1 and not any(pages[-1]):
        pages.pop()
    return pages
