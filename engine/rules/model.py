"""Frozen models of the Comprehensive Rules: sections, chapters, rules, subrules, glossary."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True, slots=True)
class Subrule:
    """A lettered subrule (``702.4b``) with the examples under it."""

    number: str
    text: str
    examples: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Rule:
    """A numbered rule (``702.4``): its text (or title), subrules and examples."""

    number: str
    text: str
    title: str | None
    chapter: str
    subrules: tuple[Subrule, ...] = ()
    examples: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Chapter:
    """A chapter (``702. Keyword Abilities``) and the numbers of its rules."""

    number: str
    title: str
    section: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Section:
    """A section (``7. Additional Rules``) and the numbers of its chapters."""

    number: str
    title: str
    chapters: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """A glossary term with its definition lines (numbered senses kept as written)."""

    term: str
    definitions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Unexplained:
    """A line the parser could not place: its 1-based line number and text."""

    line: int
    text: str


@dataclass(frozen=True, slots=True)
class RulesDocument:
    """A whole Comprehensive Rules file, parsed."""

    title: str
    effective: date | None
    intro: tuple[str, ...]
    contents: tuple[str, ...]
    sections: tuple[Section, ...]
    chapters: tuple[Chapter, ...]
    rules: tuple[Rule, ...]
    glossary: tuple[GlossaryEntry, ...]
    credits: tuple[str, ...]
    unexplained: tuple[Unexplained, ...] = field(default=())

    @property
    def counts(self) -> dict[str, int]:
        """How many rules, subrules, examples and glossary entries the file holds."""
        subrules = sum(len(rule.subrules) for rule in self.rules)
        examples = sum(
            len(rule.examples) + sum(len(sub.examples) for sub in rule.subrules)
            for rule in self.rules
        )
        return {
            "sections": len(self.sections),
            "chapters": len(self.chapters),
            "rules": len(self.rules),
            "subrules": subrules,
            "examples": examples,
            "glossary": len(self.glossary),
        }
