"""What changed between two versions, as reply lines: the Comprehensive Rules' rules and the
tournament documents' sections alike.

A listing groups the changes (new, reworded, renumbered, removed) with each entry's number
and the start of its text; one entry's change shows its old and new text with the words
marked as ``git diff --word-diff`` marks them, ``[-removed-]`` and ``{+added+}``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from bot.i18n import date_text, t
from bot.replies import Reply
from engine.rules import Change, line_diff, marked
from engine.rules.changes import ADDED, CHANGED, REMOVED, RENUMBERED

KINDS = (ADDED, CHANGED, RENUMBERED, REMOVED)  # the listing's order
PREVIEW = 90  # characters of an entry's text in a listing


def when(lang: str, value: date | None) -> str:
    return date_text(lang, value) if value else "?"


def versions_line(lang: str, old: date | None, new: date | None) -> str:
    """``From the version of August 7, 2026 to that of September 25, 2026``."""
    return t(lang, "changes-versions", old=when(lang, old), new=when(lang, new))


def no_earlier(title: str, why: str, footer: str, lang: str) -> Reply:
    """The private answer when no version before the one in use is kept."""
    return Reply(title, (why,), footer=footer, ephemeral=True, error=True, locale=lang)


def counts_line(lang: str, changes: Sequence[Change]) -> str:
    """``3 new, 1 reworded, 10 renumbered, 0 removed``."""
    tally = {kind: sum(1 for c in changes if c.change == kind) for kind in KINDS}
    return t(
        lang,
        "changes-counts",
        added=tally[ADDED],
        changed=tally[CHANGED],
        renumbered=tally[RENUMBERED],
        removed=tally[REMOVED],
    )


def _preview(text: str | None) -> str:
    line = " ".join((text or "")[: PREVIEW * 2].split())  # enough of it for the preview
    return line if len(line) <= PREVIEW else line[: PREVIEW - 1].rstrip() + "…"


def listing_lines(
    lang: str, changes: Sequence[Change], name: Callable[[Change], str] | None = None
) -> list[str]:
    """The changes by kind, each under its heading: the number and the start of the text
    (a section's title, through ``name``); a renumbered one as ``old → new``."""
    lines: list[str] = []
    for kind in KINDS:
        group = [c for c in changes if c.change == kind]
        if not group:
            continue
        lines += ["", t(lang, f"changes-{kind}", count=len(group))]
        for change in group:
            text = name(change) if name else _preview(change.new or change.old)
            if kind == RENUMBERED:
                mark = f" {t(lang, 'changes-reworded')}" if change.reworded else ""
                lines.append(f"  {change.was} → {change.number} {text}{mark}".rstrip())
            else:
                lines.append(f"  {change.number} {text}".rstrip())
    return lines


def change_lines(lang: str, change: Change, whole: bool = True) -> list[str]:
    """One entry's change: a line that says what happened to it, then its text with the
    changes marked (``whole``: every line; else only the lines that changed, ``…`` between)."""
    if change.change == ADDED:
        head = t(lang, "change-added", number=change.number)
    elif change.change == REMOVED:
        head = t(lang, "change-removed", number=change.number)
    elif change.change == RENUMBERED:
        head = t(lang, "change-renumbered", old=change.was or "", new=change.number)
    else:
        head = t(lang, "change-changed", number=change.number)
    lines = [head]
    if change.change in (ADDED, REMOVED):  # the head says which: the text as it is
        return lines + (change.new or change.old or "").splitlines()
    pieces = line_diff(change.old or "", change.new or "")
    skipped = False
    for mark, line in pieces:
        if mark == "=":
            if whole:
                lines.append(line)
            elif not skipped:
                lines.append("…")
                skipped = True
            continue
        skipped = False
        if mark == "~":
            lines.append(line)
        else:
            lines.append(marked(((mark, line),)))
    return lines
