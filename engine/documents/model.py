"""Frozen models of a tournament document: the MTR, the IPG or the JAR, as published.

A document is a list of sections in order. A section is what one page of the published
document holds (``MTR 4.2 Tournament Shortcuts``, ``IPG 2.1 Game Play Error - Missed
Trigger``): its blocks, each under the heading the document gives it (``Definition``,
``Philosophy``, ``Upgrade``...) or none. Chapters group the numbered sections.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

# The three documents, by the abbreviation judges use.
KINDS = ("mtr", "ipg", "jar")


@dataclass(frozen=True, slots=True)
class Block:
    """Part of a section: its heading as published (None for the text before any) and its
    lines (a paragraph, a list item, a table row each)."""

    heading: str | None
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True, slots=True)
class Section:
    """One section: ``number`` is ``4.2``, ``1`` (a chapter's own page), ``A`` (an appendix)
    or empty (the document's introduction); ``anchor`` is the id of its page at the source
    (``mtr4-2``), empty where the source has none; ``chapter`` the chapter it belongs to."""

    number: str
    title: str
    anchor: str
    chapter: str
    blocks: tuple[Block, ...]

    @property
    def text(self) -> str:
        """The whole section as plain text: each heading, then its lines."""
        parts: list[str] = []
        for block in self.blocks:
            if block.heading:
                parts.append(block.heading)
            parts.extend(block.lines)
        return "\n".join(parts)

    @property
    def penalty(self) -> str | None:
        """An infraction's penalty (the IPG's ``Penalty`` box), if the section has one."""
        for block in self.blocks:
            if block.heading == "Penalty" and block.lines:
                return block.lines[0]
        return None


@dataclass(frozen=True, slots=True)
class Chapter:
    """A chapter of numbered sections (``4. Communication``), or the appendices (number ``""``)."""

    number: str
    title: str
    sections: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TournamentDocument:
    """A whole document, parsed.

    ``effective`` and ``updated`` are the dates the document states ("Effective May 3,
    2019", "Last updated June 6, 2019"); ``compiled`` is the date its copy was made.
    """

    kind: str
    title: str
    effective: date | None
    updated: date | None
    compiled: date | None
    chapters: tuple[Chapter, ...]
    sections: tuple[Section, ...]

    @property
    def version(self) -> date | None:
        """The date that names this version: the last update, else the effective date."""
        return self.updated or self.effective or self.compiled
