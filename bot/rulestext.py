"""Rule lookups in the reader's words, as localized text and as the JSON of
``redzone rule --json``.

The Comprehensive Rules are English; a reader asks in their own language. ``find`` reads a
query's keyword names (locales/keywords.toml) and Comprehensive Rules glossary terms
(locales/glossary-<code>.toml, the entries with ``cr``) in every language, looks the English
ones up, and answers with the reader's own words as the query. A question that names a keyword
ability looks in that keyword's rule first.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import replace
from functools import cache
from typing import Any

from bot.i18n import LANGUAGES, LOCALES_DIR, date_text, list_text, normalize, t, vocabulary
from bot.replies import Link, Reply
from engine.keywords import INFO
from engine.rules import Lookup, RuleBook, RuleView

# The rules a keyword ability's name leads to: its own rule in chapter 702 ("702.19b" for
# trample: rule 702.19). Other keywords of the notation name general rules (damage, tapped).
_ABILITIES = "702."
# A space or middle dot between two characters of Japanese is not written by everyone
# (「ブロック・クリーチャー」, 「ブロック クリーチャー」, 「ブロッククリーチャー」).
_JAPANESE_GAP = re.compile(r"(?<=[^\x00-\x7f])[\s・･]+(?=[^\x00-\x7f])")


def query_key(text: str) -> str:
    """How a query and a term compare: compatibility characters folded (half-width katakana
    ``ﾄﾗﾝﾌﾟﾙ`` is ``トランプル``), case and runs of spaces ignored, and no gap between two
    Japanese characters."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return _JAPANESE_GAP.sub("", " ".join(text.split()))


@cache
def terms() -> dict[str, str]:
    """Every localized spelling (as ``query_key`` writes it) of a keyword or a Comprehensive
    Rules glossary term, to the English name the rules use."""
    found: dict[str, str] = {}
    for words, keyword in vocabulary().keywords.items():
        found[query_key(" ".join(words))] = INFO[keyword].name
    for code in LANGUAGES[1:]:
        path = LOCALES_DIR / f"glossary-{code}.toml"
        if not path.is_file():
            continue
        with open(path, "rb") as handle:
            entries = tomllib.load(handle).get("term", [])
        for entry in entries:
            if "cr" in entry:
                for spelling in [entry["choice"], *entry.get("aliases", [])]:
                    found[query_key(spelling)] = str(entry["cr"])
    return found


@cache
def _mentions() -> re.Pattern[str]:
    """The spellings of ``terms`` in a question, longest first: as whole words, or anywhere
    for a spelling of Japanese (which writes no space between words)."""
    # A one-character spelling (毒, an alias of 有毒) is too short to tell in running text.
    spellings = sorted((s for s in terms() if len(s) > 1), key=len, reverse=True)
    alternatives = "|".join(
        re.escape(s) if not s.isascii() else rf"(?<!\w){re.escape(s)}(?!\w)" for s in spellings
    )
    return re.compile(alternatives)


def _focus(book: RuleBook, english: str) -> str | None:
    """The rule a term leads to: a keyword ability's rule, or the one rule a glossary term
    points at (state-based actions: 704); None for a term of no one rule."""
    number = book.titles.get(english.lower())
    if number is not None and number.startswith(_ABILITIES):
        return number
    entry = book.glossary.get(english.lower())
    if entry is not None and number is None:
        refs = book.glossary_view(entry).references
        return refs[0] if len(refs) == 1 else None
    return number


def _within(number: str, rule: str) -> bool:
    return number == rule or (number.startswith(rule) and number[len(rule)].isalpha())


def find(book: RuleBook, query: str, examples: bool = False, limit: int = 5) -> Lookup:
    """Answer ``/rule QUERY`` in any language; the answer's query is the reader's own text.

    A keyword or glossary term in any language is looked up by its English name. A question
    is searched with the names it holds put in English, and the rules of the keyword abilities
    and glossary terms it names come first (in the search's order), then the rest.
    """
    key = query_key(query)
    english = terms().get(key)
    if english is not None:
        return replace(book.lookup(english, examples, limit), query=query)
    named: list[str] = []

    def english_name(match: re.Match[str]) -> str:
        named.append(terms()[match.group(0)])
        return f" {named[-1]} "

    text = _mentions().sub(english_name, key)
    found = book.lookup(text, examples, limit)
    rules = [r for r in dict.fromkeys(_focus(book, name) for name in named) if r]
    if found.kind != "search" and not (found.kind == "none" and rules):
        return replace(found, query=query)
    hits = book.search(text, max(50, limit * 10))
    first = [n for n in hits if any(_within(n, rule) for rule in rules)]
    first += [rule for rule in rules if not any(_within(n, rule) for n in first)]
    ordered = [*first, *(n for n in hits if n not in first)]
    shown: list[str] = []
    for number in ordered:  # a rule shows its subrules: neither is shown twice
        if not any(_within(number, s) or _within(s, number) for s in shown):
            shown.append(number)
    views = tuple(v for n in shown[:limit] if (v := book.view(n, examples)))
    return Lookup(query, "search" if views else "none", views)


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
        lines.append(t(locale, "rule-see-also", numbers=list_text(locale, view.references)))
    return lines


def rule_reply(book: RuleBook, found: Lookup, lang: str) -> Reply:
    """A lookup as a reply: the rule's heading as title, its text, the CR's date as footer,
    and the rules it refers to as links (a missing rule: the nearest ones)."""
    effective = date_text(lang, book.effective) if book.effective else "?"
    footer = t(lang, "rule-effective", date=effective)
    query = found.query
    if found.kind == "none":
        nearest = (
            (t(lang, "rule-nearest", numbers=list_text(lang, found.suggestions)),)
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
    references: list[str] = []
    headed = found.kind in ("rule", "subrule", "keyword", "chapter", "section")
    for index, view in enumerate(found.results):
        shown = rule_lines(view, lang)
        if headed and index == 0:
            # The heading becomes the title; untitled text stays as the first line.
            shown = shown[1:] if view.title else [view.text, *shown[1:]]
        lines += [*shown, ""]
        references += [n for n in view.references if n not in references]
    if headed and found.results:
        first = found.results[0]
        title = f"{first.number}. {first.title}" if first.title else first.number
    else:  # a search, or a keyword whose rule the glossary gives alone
        title = t(lang, "rule-title", query=query)
    while lines and not lines[-1]:
        lines.pop()
    links = tuple(Link(book.label(n), n) for n in references[:25])
    return Reply(title, tuple(lines), footer=footer, links=links, locale=lang)


def lookup_text(book: RuleBook, lookup: Lookup, locale: str | None) -> str:
    """A whole lookup for a terminal: the CR's date, then the reply the bot would give."""
    reply = rule_reply(book, lookup, normalize(locale))
    return "\n".join([reply.footer, "", reply.title, *reply.lines])
