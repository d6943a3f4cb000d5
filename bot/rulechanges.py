"""``/rule changes`` and ``/rule 702.19 changes``: what changed in the Comprehensive Rules
from the version before the one in use.

The version before is the newest stored copy older than the rules in use: the previous copy
kept by the last update (``bot.crsource``), or the stored copy when ``REDZONE_CR_PATH`` names
a newer file. The comparison is made once per rules in use, in a thread (it reads the older
file), and kept; the older rules themselves are not.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from itertools import islice
from pathlib import Path
from typing import Any

from bot import crsource
from bot.changes import (
    change_lines,
    counts_line,
    listing_lines,
    no_earlier,
    versions_line,
    when,
)
from bot.i18n import LANGUAGES, t
from bot.replies import SELECT_OPTIONS, Link, Reply
from bot.rulestext import find
from engine.rules import (
    Change,
    CRParseError,
    RuleBook,
    RuleDiff,
    compare,
    marked,
    parse_bytes,
    word_diff,
)
from engine.rules.changes import ADDED, CHANGED, REMOVED, RENUMBERED

log = logging.getLogger(__name__)

REPLIES_KEPT = 512  # replies kept per version of the rules (scope and language)
_LEAD = re.compile(r"^(?:rule|cr)\s+", re.I)  # "rule 702.19 changes" is "702.19 changes"


def changes_scope(query: str) -> str | None:
    """What a query asks the changes of: ``changes`` -> ``""`` (all of them), ``702.19
    changes`` -> ``702.19``; None for any other query. The word is accepted in every
    language (``modifiche``, ``Änderungen``, ``変更``)."""
    words = {t(code, "changes-word").lower() for code in LANGUAGES}
    text = " ".join(query.split())
    head, _, last = text.rpartition(" ")
    if last.lower() not in words:
        return None
    return _LEAD.sub("", head).strip()


def older_than(book: RuleBook, paths: list[Path]) -> RuleBook | None:
    """The newest of the rules files that is older than ``book`` (not kept in memory)."""
    found: RuleBook | None = None
    for path in paths:
        try:
            candidate = RuleBook(parse_bytes(path.read_bytes()))
        except (OSError, CRParseError) as exc:
            log.warning("a stored Comprehensive Rules copy cannot be read: %s", exc)
            continue
        if (candidate.effective or date.max) < (book.effective or date.max) and (
            found is None or (candidate.effective or date.min) > (found.effective or date.min)
        ):
            found = candidate
    return found


@dataclass(slots=True)
class _Kept:
    """The changes to one version of the rules, and the replies made of them (by scope and
    language, the least recently used out)."""

    book: RuleBook
    diff: RuleDiff | None
    reply: Callable[[str, str], Reply]


class RuleChanges:
    """The changes from the version before the rules in use, computed once per rules."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory
        self._kept: _Kept | None = None

    def diff(self, book: RuleBook) -> RuleDiff | None:
        """The changes to ``book`` from the version before it (None: no older copy)."""
        return self._for(book).diff

    def _for(self, book: RuleBook) -> _Kept:
        kept = self._kept
        if kept is None or kept.book is not book:
            older = older_than(book, crsource.stored(self.directory))
            diff = compare(older.document, book.document) if older else None

            def reply(scope: str, lang: str) -> Reply:
                return changes_reply(book, diff, scope, lang)

            kept = self._kept = _Kept(book, diff, lru_cache(maxsize=REPLIES_KEPT)(reply))
        return kept

    async def reply(self, book: RuleBook, scope: str, lang: str) -> Reply:
        kept = self._kept
        if kept is None or kept.book is not book:  # the first time reads the older file
            kept = await asyncio.to_thread(self._for, book)
        return kept.reply(scope, lang)


def changes_reply(book: RuleBook, diff: RuleDiff | None, scope: str, lang: str) -> Reply:
    """Every change (``scope`` empty), or the changes under one number with their words
    marked."""
    footer = t(lang, "rule-effective", date=when(lang, book.effective))
    name = t(lang, "changes-cr")
    if diff is None:
        title = t(lang, "changes-title", document=name)
        return no_earlier(title, t(lang, "rule-changes-none"), footer, lang)
    versions = versions_line(lang, diff.old_effective, diff.new_effective)
    if scope:
        return _one(book, diff, scope, lang, versions, footer)
    lines = [versions, counts_line(lang, diff.changes)]
    lines += listing_lines(lang, diff.changes)
    if diff.glossary:
        lines += ["", t(lang, "changes-glossary", count=len(diff.glossary))]
        lines += listing_lines(lang, diff.glossary, lambda c: "")
    lines += ["", t(lang, "rule-changes-hint"), t(lang, "changes-legend")]
    shown = islice((c for c in diff.changes if c.change != REMOVED), SELECT_OPTIONS)
    links = tuple(
        Link(f"{c.number} {_title(book, c.number)}"[:100], f"{c.number} changes") for c in shown
    )
    title = t(lang, "changes-title", document=name)
    return Reply(
        title,
        tuple(lines),
        footer=footer,
        links=links,
        locale=lang,
        prompt="rule-changes-select",
    )


def _title(book: RuleBook, number: str) -> str:
    return book.label(number).partition(" ")[2] if book.has(number) else ""


def _one(
    book: RuleBook, diff: RuleDiff, scope: str, lang: str, versions: str, footer: str
) -> Reply:
    number = scope.lower().rstrip(".")
    if not number[:1].isdigit():  # a keyword or a rule's title: its rule
        found = find(book, scope)
        number = (
            found.results[0].number
            if found.kind in ("keyword", "glossary") and found.results
            else number
        )
    title = t(lang, "changes-of", number=number)
    under = diff.under(number)
    if not under.changes:
        if not book.has(number) and not any(c.was == number for c in diff.changes):
            missing = (t(lang, "rule-none", query=number),)
            return Reply(title, missing, footer=footer, ephemeral=True, error=True, locale=lang)
        same = (versions, "", t(lang, "changes-unchanged", number=number))
        return Reply(title, same, footer=footer, locale=lang)
    lines = [versions]
    for change in under.changes:
        lines += ["", *change_lines(lang, change)]
    lines += ["", t(lang, "changes-legend")]
    links = tuple(Link(book.label(c.number), c.number) for c in under.changes if book.has(c.number))
    return Reply(title, tuple(lines), footer=footer, links=links[:SELECT_OPTIONS], locale=lang)


def change_json(change: Change) -> dict[str, Any]:
    """One change as data: its numbers, kind, texts, and the new text with the words marked."""
    return {
        "number": change.number,
        "change": change.change,
        "was": change.was,
        "old": change.old,
        "new": change.new,
        "marked": marked(word_diff(change.old or "", change.new or ""))
        if change.reworded
        else None,
    }


def diff_to_json(diff: RuleDiff) -> dict[str, Any]:
    """The contract of ``redzone rule --changes --json`` and ``redzone rules compare --json``."""
    return {
        "old_effective": diff.old_effective.isoformat() if diff.old_effective else None,
        "new_effective": diff.new_effective.isoformat() if diff.new_effective else None,
        "scope": diff.number,
        "counts": {kind: diff.count(kind) for kind in (ADDED, CHANGED, RENUMBERED, REMOVED)},
        "changes": [change_json(c) for c in diff.changes],
        "glossary": [change_json(c) for c in diff.glossary],
    }
