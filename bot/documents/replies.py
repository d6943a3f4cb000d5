"""Tournament document lookups as localized replies and as the JSON of ``redzone mtr --json``.

The documents are published in English: their titles and text are shown as published, and
everything around them (what a line is, the dates, the errors) is in the reader's language.
A block's heading is marked with ``▌`` (a reply's lines carry no markdown).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from bot.changes import (
    change_lines,
    counts_line,
    listing_lines,
    no_earlier,
    versions_line,
    when,
)
from bot.documents.source import env_name, page_url
from bot.i18n import date_text, list_text, t
from bot.replies import SELECT_OPTIONS, Link, Reply
from engine.documents import Section
from engine.documents.book import DocLookup, DocumentBook, Part, short_title
from engine.documents.compare import DocumentDiff
from engine.rules import Suggestion

HEADING = "▌"
PROMPT = "doc-select"  # the select of sections a reply offers


def name(kind: str) -> str:
    """The document's abbreviation as judges write it: MTR, IPG, JAR."""
    return kind.upper()


def heading(kind: str, section: Section) -> str:
    """A section's title as the document gives it: ``MTR 4.2 Tournament Shortcuts``, ``MTR
    Appendix B - Time Limits``, ``IPG Introduction``; the JAR's without the numbers it lacks."""
    if not section.number or kind == "jar":
        return f"{name(kind)} {section.title}"
    if section.number.isalpha():
        return f"{name(kind)} Appendix {section.number} - {section.title}"
    return f"{name(kind)} {section.number} {section.title}"


def footer(book: DocumentBook, lang: str) -> str:
    """The document's title as published and its dates in the reader's language."""
    document = book.document
    if document.updated and document.updated != document.effective:
        return t(
            lang,
            "doc-footer-updated",
            document=document.title,
            date=when(lang, document.effective),
            updated=date_text(lang, document.updated),
        )
    return t(lang, "doc-footer", document=document.title, date=when(lang, document.effective))


def block_lines(part: Part) -> list[str]:
    """A section, or one block of it, as lines: each heading after a blank line; the IPG's
    penalty on one line with its heading."""
    section = part.section
    chosen = range(len(section.blocks)) if part.block is None else [part.block]
    lines: list[str] = []
    for index in chosen:
        block = section.blocks[index]
        if block.heading == "Penalty" and len(block.lines) == 1:
            lines += ["", f"{HEADING}Penalty: {block.lines[0]}"]
            continue
        if block.heading and part.block is None:
            lines += ["", f"{HEADING}{block.heading}"]
        lines += list(block.lines)
    while lines and not lines[0]:
        lines.pop(0)
    return lines


def _link_line(section: Section, lang: str) -> list[str]:
    return ["", t(lang, "doc-link", url=page_url(section.anchor))]


def _links(book: DocumentBook, parts: list[Part]) -> tuple[Link, ...]:
    return tuple(Link(book.label(p), book.reference(p)) for p in parts[:SELECT_OPTIONS])


def _suggested(choices: tuple[Suggestion, ...]) -> tuple[Link, ...]:
    return tuple(Link(c.label, c.value) for c in choices[:SELECT_OPTIONS])


def document_reply(book: DocumentBook, found: DocLookup, lang: str) -> Reply:
    """A lookup as a reply: the section with its title, text and link; a chapter with its
    sections; the contents; the best match of a search and the others; or what is nearest."""
    kind = book.kind
    foot = footer(book, lang)
    if found.kind == "contents":
        return _contents(book, lang, foot)
    if found.kind == "chapter" and found.chapter is not None:
        chapter = found.chapter
        lines = [*block_lines(found.part), ""] if found.part else []
        sections = [Part(book.sections[n]) for n in chapter.sections if n in book.sections]
        lines.append(t(lang, "doc-sections"))
        lines += [f"  {book.label(p)}" for p in sections]
        if found.part:
            lines += _link_line(found.part.section, lang)
        title = f"{name(kind)} {chapter.number}. {chapter.title}"
        links = _links(book, sections)
        return Reply(title, tuple(lines), footer=foot, links=links, locale=lang, prompt=PROMPT)
    if found.kind == "none" or found.part is None:
        return _none(book, found, lang, foot)
    part = found.part
    title = heading(kind, part.section)
    if part.heading:
        title = f"{title} › {part.heading}"
    lines = []
    if found.kind == "search":
        lines += [t(lang, "doc-best-match", query=found.query[:100]), ""]
    lines += block_lines(part)
    if found.others:
        lines += ["", t(lang, "doc-other-matches")]
        lines += [f"  {book.label(p)}" for p in found.others]
    lines += _link_line(part.section, lang)
    return Reply(
        title[:256],
        tuple(lines),
        footer=foot,
        links=_links(book, list(found.others)),
        locale=lang,
        prompt=PROMPT,
    )


def _contents(book: DocumentBook, lang: str, foot: str) -> Reply:
    """No query: the chapters and their sections' numbers; the JAR, its sections."""
    document = book.document
    lines = [t(lang, "doc-contents")]
    links: list[Link] = []
    intro = book.sections.get("")
    if intro is not None:
        lines.append(f"  {book.label(Part(intro))}")
        links.append(Link(book.label(Part(intro)), book.reference(Part(intro))))
    for chapter in document.chapters:
        numbers = chapter.sections
        span = f" ({numbers[0]}–{numbers[-1]})" if len(numbers) > 1 else ""
        if chapter.number:
            lines.append(f"  {book.chapter_label(chapter)}{span}")
            links.append(Link(book.chapter_label(chapter), chapter.number))
        else:  # the appendices, one by one
            for number in numbers:
                part = Part(book.sections[number])
                lines.append(f"  {book.label(part)}")
                links.append(Link(book.label(part), book.reference(part)))
    if not document.chapters:
        for section in document.sections:
            if section.number:
                part = Part(section)
                lines.append(f"  {book.label(part)}")
                links.append(Link(book.label(part), book.reference(part)))
    lines += ["", t(lang, "doc-contents-hint", command=book.kind)]
    return Reply(
        document.title,
        tuple(lines),
        footer=foot,
        links=tuple(links[:SELECT_OPTIONS]),
        locale=lang,
        prompt=PROMPT,
    )


def _none(book: DocumentBook, found: DocLookup, lang: str, foot: str) -> Reply:
    query = found.query[:100]
    listed = list_text(lang, [s.label for s in found.suggestions])
    if found.part is not None:  # a section without the block asked for
        title = t(lang, "doc-no-part", query=query, section=heading(book.kind, found.part.section))
        lines = (t(lang, "doc-parts", list=listed),) if listed else ()
    elif found.suggestions:
        title = t(lang, "doc-none", query=query, document=name(book.kind))
        lines = (t(lang, "doc-nearest", list=listed),)
    else:
        title, lines = t(lang, "doc-none-text", query=query, document=name(book.kind)), ()
    return Reply(
        title[:256],
        lines,
        footer=foot,
        ephemeral=True,
        error=True,
        links=_suggested(found.suggestions),
        locale=lang,
        prompt=PROMPT,
    )


def unavailable_reply(kind: str, lang: str) -> Reply:
    """No copy of the document at hand: what to do about it."""
    return Reply(
        t(lang, "doc-unavailable", document=name(kind)),
        (t(lang, "doc-no-copy", document=name(kind), variable=env_name(kind, "PATH")),),
        ephemeral=True,
        error=True,
        locale=lang,
    )


# -- changes -----------------------------------------------------------------------------


def changes_reply(book: DocumentBook, diff: DocumentDiff | None, scope: str, lang: str) -> Reply:
    """``/mtr changes`` (every section that changed) or ``/mtr 4.2 changes`` (one section's
    text with its changes marked), between the version before the one in use and it."""
    kind = book.kind
    foot = footer(book, lang)
    title = t(lang, "changes-title", document=name(kind))
    if diff is None:
        return no_earlier(title, t(lang, "doc-changes-none", document=name(kind)), foot, lang)
    versions = versions_line(lang, diff.old.version, diff.new.version)
    if scope:
        found = book.lookup(scope)
        number = found.part.section.number if found.part else scope
        kept = diff.under(number).changes
        section_title = heading(kind, found.part.section) if found.part else f"{name(kind)} {scope}"
        if not kept:
            lines = [versions, "", t(lang, "changes-unchanged", number=section_title)]
            return Reply(section_title[:256], tuple(lines), footer=foot, locale=lang)
        lines = [versions]
        for change in kept:
            lines += ["", *change_lines(lang, change, whole=False)]
        lines += ["", t(lang, "changes-legend")]
        return Reply(section_title[:256], tuple(lines), footer=foot, locale=lang)
    lines = [versions, counts_line(lang, diff.changes)]
    lines += listing_lines(lang, diff.changes, lambda c: short_title(diff.title(c)))
    lines += ["", t(lang, "doc-changes-hint", command=kind)]
    links = tuple(
        Link(f"{c.number} {short_title(diff.title(c))}"[:100], f"{c.number} changes")
        for c in diff.changes
        if c.number
    )
    return Reply(
        title, tuple(lines), footer=foot, links=links[:SELECT_OPTIONS], locale=lang, prompt=PROMPT
    )


# -- JSON --------------------------------------------------------------------------------


def _section_json(section: Section) -> dict[str, Any]:
    return {
        "number": section.number,
        "title": section.title,
        "url": page_url(section.anchor),
        "penalty": section.penalty,
        "blocks": [{"heading": b.heading, "lines": list(b.lines)} for b in section.blocks],
    }


def _iso(value: date | None) -> str | None:
    return value.isoformat() if value else None


def lookup_to_json(book: DocumentBook, found: DocLookup) -> dict[str, Any]:
    """The contract of ``redzone mtr --json`` (and ``ipg``, ``jar``)."""
    document = book.document
    return {
        "document": book.kind,
        "title": document.title,
        "effective": _iso(document.effective),
        "updated": _iso(document.updated),
        "query": found.query,
        "kind": found.kind,
        "section": _section_json(found.part.section) if found.part else None,
        "block": found.part.heading if found.part else None,
        "chapter": (
            {
                "number": found.chapter.number,
                "title": found.chapter.title,
                "sections": list(found.chapter.sections),
            }
            if found.chapter
            else None
        ),
        "others": [{"label": book.label(p), "value": book.reference(p)} for p in found.others],
        "suggestions": [{"label": s.label, "value": s.value} for s in found.suggestions],
        "chapters": [
            {"number": c.number, "title": c.title, "sections": list(c.sections)}
            for c in document.chapters
        ]
        if found.kind == "contents"
        else [],
    }
