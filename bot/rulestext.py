"""Rule lookups as localized text and as the JSON of ``redzone rule --json``."""

from __future__ import annotations

from typing import Any

from bot.i18n import date_text, normalize, t
from bot.replies import Link, Reply
from engine.rules import Lookup, RuleBook, RuleView


def lookup_to_json(book: RuleBook, lookup: Lookup) -> dict[str, Any]:
    """The contract of ``redzone rule --json``."""

    def view(v: RuleView) -> dict[str, Any]:
        return {
            "number": v.number,
            "title": v.title,
            "text": v.text,
            "subrules": [
                {"number": s.number, "text": s.text, "examples": list(s.examples)}
                for s in v.subrules
            ],
            "examples": list(v.examples),
            "references": list(v.references),
        }

    return {
        "query": lookup.query,
        "effective": book.effective.isoformat() if book.effective else None,
        "kind": lookup.kind,
        "results": [view(v) for v in lookup.results],
        "glossary": [
            {"term": g.term, "definition": g.definition, "references": list(g.references)}
            for g in lookup.glossary
        ],
        "suggestions": list(lookup.suggestions),
    }


def rule_lines(view: RuleView, locale: str | None) -> list[str]:
    """One result as lines: the heading, its text, subrules, examples, references."""
    lines = [f"{view.number}. {view.text}" if view.number else view.text]
    example = t(locale, "rule-example")
    lines.extend(f"  {example} {e}" for e in view.examples)
    for sub in view.subrules:
        lines.append(f"{sub.number} {sub.text}")
        lines.extend(f"  {example} {e}" for e in sub.examples)
    if view.references:
        lines.append(t(locale, "rule-see-also", numbers=", ".join(view.references)))
    return lines


def rule_reply(book: RuleBook, found: Lookup, lang: str) -> Reply:
    """A lookup as a reply: the rule's heading as title, its text, the CR's date as footer,
    and the rules it refers to as links (a missing rule: the nearest ones)."""
    effective = date_text(lang, book.effective) if book.effective else "?"
    footer = t(lang, "rule-effective", date=effective)
    query = found.query
    if found.kind == "none":
        nearest = (
            (t(lang, "rule-nearest", numbers=", ".join(found.suggestions)),)
            if found.suggestions
            else ()
        )
        key = "rule-none" if found.suggestions else "rule-none-text"
        links = tuple(Link(book.label(n), n) for n in found.suggestions)
        return Reply(
            t(lang, key, query=query),
            nearest,
            footer=footer,
            ephemeral=True,
            error=True,
            links=links,
            locale=lang,
        )
    lines: list[str] = []
    for gloss in found.glossary:
        lines += [t(lang, "rule-glossary", term=gloss.term), gloss.definition, ""]
    if found.kind == "search":
        lines.append(t(lang, "rule-search-results", query=query))
    references: list[str] = []
    headed = found.kind in ("rule", "subrule", "keyword", "chapter", "section")
    for index, view in enumerate(found.results):
        shown = rule_lines(view, lang)
        if headed and index == 0:
            # The heading becomes the title; untitled text stays as the first line.
            shown = shown[1:] if view.title else [view.text, *shown[1:]]
        lines += [*shown, ""]
        references += [n for n in view.references if n not in references]
    first = found.results[0]
    if headed:
        title = f"{first.number}. {first.title}" if first.title else first.number
    else:
        title = t(lang, "rule-title", query=query)
    while lines and not lines[-1]:
        lines.pop()
    links = tuple(Link(book.label(n), n) for n in references[:25])
    return Reply(title, tuple(lines), footer=footer, links=links, locale=lang)


def lookup_text(book: RuleBook, lookup: Lookup, locale: str | None) -> str:
    """A whole lookup for a terminal: the CR's date, then the reply the bot would give."""
    reply = rule_reply(book, lookup, normalize(locale))
    return "\n".join([reply.footer, "", reply.title, *reply.lines])
