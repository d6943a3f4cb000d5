"""What changed between two versions of a tournament document, section by section.

Sections are compared by number; a section whose title is found again under another number
moved there (the IPG renumbers its infractions now and then). A section's text is its
headings and lines, one per line, so :func:`engine.rules.changes.line_diff` shows which
paragraphs changed and in which words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.documents.model import Section, TournamentDocument
from engine.rules.changes import ADDED, CHANGED, REMOVED, RENUMBERED, Change


@dataclass(frozen=True, slots=True)
class DocumentDiff:
    """The sections that changed from ``old`` to ``new`` (``Change.old``/``new`` are their
    texts; ``number`` is the new number, the old one for a removed section)."""

    old: TournamentDocument
    new: TournamentDocument
    changes: tuple[Change, ...]

    def under(self, number: str) -> DocumentDiff:
        """The changes to one section (or to every section of a chapter), by its new or
        old number."""
        kept = tuple(c for c in self.changes if _within(c.number, number) or _within(c.was, number))
        return replace(self, changes=kept)

    def title(self, change: Change) -> str:
        """The section's title: in the new version, else in the old one."""
        for document, number in (
            (self.new, change.number),
            (self.old, change.was or change.number),
        ):
            for section in document.sections:
                if section.number == number:
                    return section.title
        return ""


def _within(number: str | None, scope: str) -> bool:
    if number is None:
        return False
    return number == scope or ("." not in scope and number.partition(".")[0] == scope)


def compare(old: TournamentDocument, new: TournamentDocument) -> DocumentDiff:
    """Every section added, removed, reworded or renumbered, in the new version's order (a
    removed section after the new version's last one)."""
    before = {s.number: s for s in old.sections}
    after = {s.number: s for s in new.sections}
    old_titles = {s.title.lower(): s.number for s in old.sections}
    moved: dict[str, str] = {}
    for number, section in after.items():
        was = old_titles.get(section.title.lower())
        if was is None or was == number:
            continue
        left = was not in after or after[was].title.lower() != before[was].title.lower()
        if left:  # its old number holds another section now, or none
            moved[number] = was
    gone = set(moved.values())
    changes: list[Change] = []
    for number, section in after.items():
        text = section.text
        if number in moved:
            changes.append(
                Change(number, RENUMBERED, before[moved[number]].text, text, moved[number])
            )
        elif number not in before or number in gone:
            changes.append(Change(number, ADDED, None, text))
        elif _content(before[number]) != _content(section):
            changes.append(Change(number, CHANGED, before[number].text, text))
    for number, section in before.items():
        if number not in after and number not in gone:
            changes.append(Change(number, REMOVED, section.text, None))
    return DocumentDiff(old, new, tuple(changes))


def _content(section: Section) -> tuple[str, str]:
    return section.title, section.text
