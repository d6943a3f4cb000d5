"""Parse Wizards' published Comprehensive Rules text, as it really is.

The file's variants: UTF-8 with or without a byte-order mark, older files in UTF-16; LF, CRLF
or bare CR line endings; blank lines holding a single U+00A0; U+2028 inside a paragraph;
trailing spaces. Its parts: title, effective date, Introduction, Contents (which names
"Glossary" and "Credits" too), the rules, the Glossary, the Credits.

Every line is placed somewhere; a line that fits nowhere is reported in ``unexplained``
(with ``strict=True``, it is an error).
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from datetime import date, datetime

from engine.rules.model import (
    Chapter,
    GlossaryEntry,
    Rule,
    RulesDocument,
    Section,
    Subrule,
    Unexplained,
)

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_SECTION = re.compile(r"(\d)\.\s+(\S.*)\Z")
_CHAPTER = re.compile(r"(\d{3})\.\s+(\S.*)\Z")
# Rules and subrules, with the official quirks: "119.1d." (a period after a subrule),
# "606.5 If" (no period after a rule), "901.4.All" (no space after the period).
_SUBRULE = re.compile(r"(\d{3}\.\d+[a-z]{1,2})\.?\s+(\S.*)\Z", re.S)
_RULE = re.compile(r"(\d{3}\.\d+)(?:\.\s*|\s+)(\S.*)\Z", re.S)
_EXAMPLE = re.compile(r"Example:\s*(.*)\Z", re.S)
_EFFECTIVE = re.compile(r"These rules are effective as of (\w+ \d{1,2}, \d{4})\.")
_BLANK_CHARS = " \t\xa0\ufeff"
_SENTENCE_END = (".", ":", ")", "”", "?", "!", '"')


class CRParseError(ValueError):
    """The text is not a Comprehensive Rules file, or (strict) has lines that fit nowhere."""


def decode(data: bytes) -> str:
    """Decode the file's bytes: UTF-8 (BOM or not), UTF-16 (BOM or not), else Windows-1252."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16")
    head = data[:2000]
    if head.count(0) > len(head) // 4:
        # UTF-16 without a BOM: the NUL bytes sit on the odd (LE) or even (BE) positions.
        odd = head[1::2].count(0)
        even = head[0::2].count(0)
        return data.decode("utf-16-le" if odd >= even else "utf-16-be")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")


def split_lines(text: str) -> list[str]:
    """Split on line breaks only (CRLF, CR, LF), not with ``str.splitlines()``.

    U+2028 (LINE SEPARATOR) stays inside its line: it separates paragraphs of one rule.
    """
    return _LINE_BREAK.split(text)


def _clean(line: str) -> str:
    return line.strip(_BLANK_CHARS).replace("\u2028", "\n")


def title_of(text: str) -> str | None:
    """A rule's text is a title ("Double Strike") when it is short and not a sentence."""
    if len(text) <= 60 and "\n" not in text and not text.endswith(_SENTENCE_END):
        return text
    return None


@dataclass
class _RuleBuilder:
    number: str
    text: str
    chapter: str
    examples: list[str] = field(default_factory=list)
    subrules: list[_SubBuilder] = field(default_factory=list)

    def build(self) -> Rule:
        return Rule(
            number=self.number,
            text=self.text,
            title=title_of(self.text),
            chapter=self.chapter,
            subrules=tuple(
                Subrule(sub.number, sub.text, tuple(sub.examples)) for sub in self.subrules
            ),
            examples=tuple(self.examples),
        )


@dataclass
class _SubBuilder:
    number: str
    text: str
    examples: list[str] = field(default_factory=list)


def _effective(lines: list[str]) -> date | None:
    for line in lines[:20]:
        match = _EFFECTIVE.search(line)
        if match:
            return datetime.strptime(match.group(1), "%B %d, %Y").date()
    return None


def parse_text(text: str, strict: bool = False) -> RulesDocument:
    """Parse the decoded text of a Comprehensive Rules file.

    Parameters
    ----------
    text
        The whole file as text.
    strict
        Raise when a line fits nowhere, instead of listing it in ``unexplained``.

    Raises
    ------
    CRParseError
        When the text has no rules at all, or (strict) lines that fit nowhere.
    """
    text = text.removeprefix("\ufeff")
    raw = split_lines(text)
    lines = [_clean(line) for line in raw]
    unexplained: list[Unexplained] = []

    # The parts are found by their headings: "Contents", then the first section heading
    # after it (the rules begin again at "1. ..."), then the second "Glossary" and "Credits".
    try:
        contents_at = lines.index("Contents")
    except ValueError as exc:
        raise CRParseError("no Contents heading: not a Comprehensive Rules file") from exc
    glossary_marks = [i for i, line in enumerate(lines) if line == "Glossary"]
    credits_marks = [i for i, line in enumerate(lines) if line == "Credits"]
    if len(glossary_marks) < 2 or len(credits_marks) < 2:
        raise CRParseError("the Glossary and Credits headings are missing")
    contents_end = credits_marks[0]
    glossary_at = glossary_marks[1]
    credits_at = credits_marks[1]

    title = lines[0]
    effective = _effective(lines)
    intro_start = lines.index("Introduction") + 1 if "Introduction" in lines[:contents_at] else 1
    intro = tuple(line for line in lines[intro_start:contents_at] if line)
    contents: list[str] = []
    for index in range(contents_at + 1, contents_end + 1):
        line = lines[index]
        if not line:
            continue
        if _SECTION.match(line) or _CHAPTER.match(line) or line in ("Glossary", "Credits"):
            contents.append(line)
        else:
            unexplained.append(Unexplained(index + 1, line))

    sections: list[Section] = []
    chapters: list[Chapter] = []
    section_chapters: list[list[str]] = []
    chapter_rules: list[list[str]] = []
    rules: list[_RuleBuilder] = []
    last: _RuleBuilder | _SubBuilder | None = None

    for index in range(contents_end + 1, glossary_at):
        line = lines[index]
        if not line:
            continue
        if match := _SUBRULE.match(line):
            number = match.group(1)
            parent = number.rstrip("abcdefghijklmnopqrstuvwxyz")
            if rules and rules[-1].number == parent:
                last = _SubBuilder(number, match.group(2))
                rules[-1].subrules.append(last)
            else:
                unexplained.append(Unexplained(index + 1, line))
            continue
        if match := _RULE.match(line):
            number = match.group(1)
            chapter = number.split(".")[0]
            last = _RuleBuilder(number, match.group(2), chapter)
            rules.append(last)
            if chapter_rules and chapters and chapters[-1].number == chapter:
                chapter_rules[-1].append(number)
            continue
        if match := _CHAPTER.match(line):
            number = match.group(1)
            section = number[0]
            chapters.append(Chapter(number, match.group(2), section))
            chapter_rules.append([])
            if section_chapters:
                section_chapters[-1].append(number)
            last = None
            continue
        if match := _SECTION.match(line):
            sections.append(Section(match.group(1), match.group(2)))
            section_chapters.append([])
            last = None
            continue
        if match := _EXAMPLE.match(line):
            if last is not None:
                last.examples.append(match.group(1))
                continue
        elif last is not None:
            # A paragraph that continues the rule above it (older files break a rule's
            # paragraphs onto lines of their own where newer ones use U+2028).
            last.text = f"{last.text}\n{line}"
            continue
        unexplained.append(Unexplained(index + 1, line))

    glossary: list[GlossaryEntry] = []
    block: list[str] = []
    block_start = 0
    for index in range(glossary_at + 1, credits_at + 1):
        line = lines[index] if index < credits_at else ""
        if line:
            if not block:
                block_start = index
            block.append(line)
            continue
        if block:
            if len(block) >= 2:
                glossary.append(GlossaryEntry(block[0], tuple(block[1:])))
            else:
                unexplained.append(Unexplained(block_start + 1, block[0]))
            block = []

    credits = tuple(line for line in lines[credits_at + 1 :] if line)

    if not rules:
        raise CRParseError("no rules found")
    if strict and unexplained:
        first = unexplained[0]
        raise CRParseError(
            f"{len(unexplained)} unexplained lines, first {first.line}: {first.text}"
        )
    return RulesDocument(
        title=title,
        effective=effective,
        intro=intro,
        contents=tuple(contents),
        sections=tuple(
            Section(s.number, s.title, tuple(c))
            for s, c in zip(sections, section_chapters, strict=True)
        ),
        chapters=tuple(
            Chapter(c.number, c.title, c.section, tuple(r))
            for c, r in zip(chapters, chapter_rules, strict=True)
        ),
        rules=tuple(rule.build() for rule in rules),
        glossary=tuple(glossary),
        credits=credits,
        unexplained=tuple(unexplained),
    )


def parse_bytes(data: bytes, strict: bool = False) -> RulesDocument:
    """Decode and parse the bytes of a Comprehensive Rules file."""
    return parse_text(decode(data), strict=strict)
