"""Rule lookups as localized text and as the JSON of ``redzone rule --json``."""

from __future__ import annotations

from typing import Any

from bot.i18n import t
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


def lookup_text(book: RuleBook, lookup: Lookup, locale: str | None) -> str:
    """A whole lookup for a terminal, in the user's language around the CR's own text."""
    date = book.effective.isoformat() if book.effective else "?"
    out = [t(locale, "rule-effective", date=date), ""]
    if lookup.kind == "none":
        key = "rule-none" if lookup.suggestions else "rule-none-text"
        out.append(t(locale, key, query=lookup.query))
        if lookup.suggestions:
            out.append(t(locale, "rule-nearest", numbers=", ".join(lookup.suggestions)))
        return "\n".join(out)
    for gloss in lookup.glossary:
        out.append(t(locale, "rule-glossary", term=gloss.term))
        out.append(gloss.definition)
        out.append("")
    if lookup.kind == "search":
        out.append(t(locale, "rule-search-results", query=lookup.query))
    for view in lookup.results:
        out.extend(rule_lines(view, locale))
        out.append("")
    return "\n".join(out).rstrip()
