"""``/mtr``, ``/ipg`` and ``/jar``: the handlers the bot and the console share.

A query is a section (``4.2``, ``hce philosophy``), a question, ``changes`` or ``4.2
changes``; none shows the contents. Replies and autocomplete lists are kept per document
copy, like the rules' (``handlers.PerSource``).
"""

from __future__ import annotations

import asyncio

from bot.documents.replies import changes_reply, document_reply, unavailable_reply
from bot.documents.shelf import DocumentShelf
from bot.handlers import Choice, Context, Handlers, PerSource
from bot.replies import Reply
from bot.rulechanges import changes_scope
from engine.documents import KINDS


class JudgingHandlers:
    """The tournament documents' commands, over the shared handlers (the reply language)."""

    def __init__(self, handlers: Handlers, shelf: DocumentShelf) -> None:
        self.handlers = handlers
        self.shelf = shelf
        self._replies: dict[str, PerSource[tuple[str, str], Reply]] = {
            kind: PerSource() for kind in KINDS
        }
        self._choices: dict[str, PerSource[str, tuple[Choice, ...]]] = {
            kind: PerSource() for kind in KINDS
        }

    async def document(self, ctx: Context, kind: str, query: str | None = None) -> Reply:
        """A section of a document, its contents, a search, or what changed in it."""
        lang = await self.handlers.language(ctx)
        book = self.shelf.book(kind)
        if book is None:
            return unavailable_reply(kind, lang)
        text = " ".join((query or "").split())
        scope = changes_scope(text)
        if scope is not None:
            kept = self._replies[kind].kept(book, (text, lang))
            if kept is not None:
                return kept
            diff = await asyncio.to_thread(self.shelf.diff, kind)  # the first reads the older copy
            return self._replies[kind].get(
                book, (text, lang), lambda: changes_reply(book, diff, scope, lang)
            )
        return self._replies[kind].get(
            book, (text, lang), lambda: document_reply(book, book.lookup(text), lang)
        )

    async def autocomplete(self, ctx: Context, kind: str, current: str) -> list[Choice]:
        book = self.shelf.book(kind)
        if book is None:
            return []
        return list(
            self._choices[kind].get(
                book,
                current,
                lambda: tuple(Choice(s.label, s.value[:100]) for s in book.suggest(current)),
            )
        )
