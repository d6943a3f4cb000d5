"""Look up, search and compare the Comprehensive Rules, from memory, with typed results.

A :class:`RuleBook` indexes one parsed file: rule numbers, titles, glossary terms and a BM25
index over every rule and subrule for free-text questions. :class:`RuleLibrary` holds several
versions (and, later, translations) and compares a rule between two of them.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date

from engine.citations import number_key
from engine.rules.changes import RuleDiff, compare
from engine.rules.model import Chapter, GlossaryEntry, Rule, RulesDocument, Section, Subrule

LABEL_LIMIT = 100
_NUMBER = re.compile(r"(?:rule\s+|cr\s+)?(\d{1,3}(?:\.\d+[a-z]{0,2})?)\.?\Z", re.I)
# A glossary entry that only points at another one ("Islandwalk: See Landwalk.").
_SEE = re.compile(r"See ([^.]+)\.", re.I)
# "rule 510.1c", "rules 702.19b-c", "rules 508.1 and 509.1", "rule 702.4, “Double Strike”"
_REFS = re.compile(
    r"\brules?\s+(\d{3}(?:\.\d+[a-z]{0,2})?(?:\s*[–-]\s*[0-9a-z.]+)?"
    r"(?:(?:,\s*|,?\s+and\s+|,?\s+or\s+)\d{3}(?:\.\d+[a-z]{0,2})?(?:\s*[–-]\s*[0-9a-z.]+)?)*)",
    re.I,
)
_ONE_REF = re.compile(r"(\d{3}(?:\.\d+[a-z]{0,2})?)(?:\s*[–-]\s*([0-9a-z.]+))?")
_WORD = re.compile(r"[a-z0-9]+(?:[’'][a-z]+)?")
_STOP = frozenset(
    (
        "a an the of to in on at by for from is are be it its this that with as or and if who "
        "what when which how do does can i my your their they them there rule rules"
    ).split()
)
_LETTERS = "abcdefghijkmnpqrstuvwxyz"  # subrule letters skip l and o


def _stem(word: str) -> str:
    word = word.replace("’", "'").split("'")[0]
    for suffix in ("ing", "ers", "ies", "es", "ed", "er", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def terms(text: str) -> list[str]:
    """Lower-case, stemmed words of a text, without stop words."""
    return [_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP]


def references(text: str) -> list[str]:
    """Rule numbers a text points at (``see rules 702.19b-c`` -> 702.19b, 702.19c)."""
    found: list[str] = []
    for match in _REFS.finditer(text):
        for one in _ONE_REF.finditer(match.group(1)):
            first, last = one.group(1), (one.group(2) or "").rstrip(".")
            found.append(first)
            if last:
                found.extend(_expand_range(first, last))
    return list(dict.fromkeys(found))


def _expand_range(first: str, last: str) -> list[str]:
    """``702.19b``-``c`` -> 702.19c; ``509.1``-``3`` -> 509.2, 509.3."""
    head, _, rest = first.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    letters = rest[len(digits) :]
    if letters and last.isalpha() and len(last) == 1 and last in _LETTERS:
        start = _LETTERS.find(letters[-1])
        stop = _LETTERS.find(last)
        if 0 <= start < stop:
            return [f"{head}.{digits}{ch}" for ch in _LETTERS[start + 1 : stop + 1]]
    if not letters and digits and last.isdigit() and int(last) > int(digits):
        return [f"{head}.{n}" for n in range(int(digits) + 1, min(int(last), int(digits) + 50) + 1)]
    if "." in last:
        return [last]
    return []


@dataclass(frozen=True, slots=True)
class RuleView:
    """One result: a section, chapter, rule or subrule with what lies under it (a chapter's
    rules and a section's chapters as subrules: their numbers and titles)."""

    number: str
    title: str | None
    text: str
    subrules: tuple[Subrule, ...] = ()
    examples: tuple[str, ...] = ()
    references: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GlossaryView:
    """A glossary entry with the rules it points to."""

    term: str
    definition: str
    references: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Lookup:
    """The answer to a query.

    ``kind`` is ``section``, ``chapter``, ``rule``, ``subrule``, ``glossary``, ``keyword``,
    ``search`` or ``none`` (no such rule: ``suggestions`` holds the nearest ones).
    """

    query: str
    kind: str
    results: tuple[RuleView, ...]
    glossary: tuple[GlossaryView, ...] = ()
    suggestions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Suggestion:
    """An autocomplete choice: a label of at most 100 characters and the value to look up."""

    label: str
    value: str


def _label(number: str, text: str) -> str:
    label = f"{number} {text}".replace("\n", " ") if number else text
    return label if len(label) <= LABEL_LIMIT else label[: LABEL_LIMIT - 1].rstrip() + "…"


class RuleBook:
    """One version of the Comprehensive Rules, indexed for lookup, search and autocomplete."""

    def __init__(self, document: RulesDocument, language: str = "en") -> None:
        self.document = document
        self.language = language
        self.effective: date | None = document.effective
        self.sections = {s.number: s for s in document.sections}
        self.chapters = {c.number: c for c in document.chapters}
        self.rules = {r.number: r for r in document.rules}
        self.subrules: dict[str, tuple[Rule, Subrule]] = {
            sub.number: (rule, sub) for rule in document.rules for sub in rule.subrules
        }
        self.numbers = sorted(
            [*self.sections, *self.chapters, *self.rules, *self.subrules], key=number_key
        )
        self._keys = [number_key(n) for n in self.numbers]
        self._lexical = sorted(self.numbers)
        # Autocomplete shows sections, then chapters, rules and subrules, each in CR order.
        self._rank = {n: (self._depth(n), number_key(n)) for n in self.numbers}
        self.titles: dict[str, str] = {}
        for chapter in document.chapters:
            self.titles.setdefault(chapter.title.lower(), chapter.number)
        for rule in document.rules:
            if rule.title:
                self.titles.setdefault(rule.title.lower(), rule.number)
        self.glossary: dict[str, GlossaryEntry] = {}
        for entry in document.glossary:
            term = entry.term.lower()
            self.glossary.setdefault(term, entry)
            bare = re.sub(r"\s*\(.*?\)\s*$", "", term)
            self.glossary.setdefault(bare, entry)
        self._names = sorted(
            {(name, value) for name, value in self.titles.items()}
            | {(term, term) for term in self.glossary}
        )
        self._build_search()

    # -- views ----------------------------------------------------------------------

    def view(self, number: str, examples: bool = False) -> RuleView | None:
        """The rule, subrule, chapter or section with that number, or ``None``."""
        if number in self.rules:
            return self._rule_view(self.rules[number], examples)
        if number in self.subrules:
            _, sub = self.subrules[number]
            return RuleView(
                sub.number,
                None,
                sub.text,
                examples=sub.examples if examples else (),
                references=self._refs(sub.text, sub.number),
            )
        if number in self.chapters:
            return self._chapter_view(self.chapters[number])
        if number in self.sections:
            return self._section_view(self.sections[number])
        return None

    def _rule_view(self, rule: Rule, examples: bool) -> RuleView:
        text = "\n".join([rule.text, *(s.text for s in rule.subrules)])
        return RuleView(
            number=rule.number,
            title=rule.title,
            text=rule.text,
            subrules=tuple(
                Subrule(s.number, s.text, s.examples if examples else ()) for s in rule.subrules
            ),
            examples=rule.examples if examples else (),
            references=self._refs(text, rule.number),
        )

    def _chapter_view(self, chapter: Chapter) -> RuleView:
        subs = tuple(Subrule(n, self.rules[n].title or self.rules[n].text) for n in chapter.rules)
        return RuleView(chapter.number, chapter.title, chapter.title, subs)

    def _section_view(self, section: Section) -> RuleView:
        subs = tuple(Subrule(n, self.chapters[n].title) for n in section.chapters)
        return RuleView(section.number, section.title, section.title, subs)

    def _refs(self, text: str, own: str) -> tuple[str, ...]:
        return tuple(
            n for n in references(text) if n != own and not n.startswith(f"{own}") and self.has(n)
        )

    def has(self, number: str) -> bool:
        """Whether a rule, subrule, chapter or section has this number."""
        return (
            number in self.rules
            or number in self.subrules
            or number in self.chapters
            or number in self.sections
        )

    def glossary_view(self, entry: GlossaryEntry) -> GlossaryView:
        definition = "\n".join(entry.definitions)
        refs = tuple(n for n in references(definition) if self.has(n))
        return GlossaryView(entry.term, definition, refs)

    # -- lookup -----------------------------------------------------------------------

    def nearest(self, number: str, count: int = 5) -> tuple[str, ...]:
        """The existing numbers closest to one that does not exist."""
        key = number_key(number)
        at = bisect_left(self._keys, key)
        near: list[str] = []
        parent = number.rstrip(_LETTERS + "lo")
        if parent != number and self.has(parent):
            near.append(parent)
        low, high = at - 1, at
        while len(near) < count and (low >= 0 or high < len(self.numbers)):
            if low >= 0:
                near.append(self.numbers[low])
                low -= 1
            if high < len(self.numbers) and len(near) < count:
                near.append(self.numbers[high])
                high += 1
        return tuple(dict.fromkeys(near))[:count]

    def lookup(self, query: str, examples: bool = False, limit: int = 5) -> Lookup:
        """Answer a query: a number, a glossary term, a keyword or rule title, or free text."""
        text = " ".join(query.split())
        match = _NUMBER.match(text)
        if match:
            number = match.group(1).lower()
            found = self.view(number, examples)
            if found is None:
                return Lookup(query, "none", (), suggestions=self.nearest(number))
            if number in self.sections:
                kind = "section"
            elif number in self.chapters:
                kind = "chapter"
            else:
                kind = "rule" if number in self.rules else "subrule"
            return Lookup(query, kind, (found,))
        key = text.lower()
        entry = self.glossary.get(key)
        if entry is not None:
            glosses = [self.glossary_view(entry)]
            see = _SEE.fullmatch(glosses[0].definition.strip())
            if not glosses[0].references and see and (other := self.glossary.get(see[1].lower())):
                glosses.append(self.glossary_view(other))
            views = tuple(
                v for n in glosses[-1].references[:limit] if (v := self.view(n, examples))
            )
            if views:
                return Lookup(query, "glossary", views, tuple(glosses))
        if key in self.titles:
            found = self.view(self.titles[key], examples)
            assert found is not None
            return Lookup(query, "keyword", (found,))
        hits = self.search(text, limit)
        views = tuple(v for n in hits if (v := self.view(n, examples)))
        return Lookup(query, "search" if views else "none", views)

    # -- free-text search (BM25) ---------------------------------------------------------

    def _build_search(self) -> None:
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        docs: list[str] = []
        lengths: list[int] = []
        section_titles = {s.number: s.title for s in self.document.sections}
        for rule in self.document.rules:
            chapter = self.chapters.get(rule.chapter)
            context = " ".join(
                [chapter.title if chapter else "", section_titles.get(rule.chapter[0], "")]
            )
            for number, body in [(rule.number, rule.text)] + [
                (s.number, s.text) for s in rule.subrules
            ]:
                words = terms(f"{body} {context}")
                counts = Counter(words)
                doc = len(docs)
                docs.append(number)
                lengths.append(len(words))
                for word, n in counts.items():
                    postings[word].append((doc, n))
        self._docs = docs
        self._lengths = lengths
        self._postings = dict(postings)
        self._average = sum(lengths) / max(1, len(lengths))

    def search(self, text: str, limit: int = 10) -> list[str]:
        """Rule numbers ranked by BM25 for a free-text question."""
        k1, b = 1.4, 0.75
        total = len(self._docs)
        scores: dict[int, float] = defaultdict(float)
        for word in set(terms(text)):
            posting = self._postings.get(word)
            if not posting:
                continue
            idf = math.log(1 + (total - len(posting) + 0.5) / (len(posting) + 0.5))
            for doc, n in posting:
                norm = n + k1 * (1 - b + b * self._lengths[doc] / self._average)
                scores[doc] += idf * n * (k1 + 1) / norm
        best = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:limit]
        return [self._docs[doc] for doc, _ in best]

    # -- autocomplete -------------------------------------------------------------------

    def suggest(self, prefix: str, limit: int = 25) -> list[Suggestion]:
        """Autocomplete choices for what the user has typed so far (at most ``limit``)."""
        text = " ".join(prefix.split()).lower()
        if not text:
            return [
                Suggestion(_label(c.number, c.title), c.number) for c in self.document.chapters
            ][:limit]
        out: list[Suggestion] = []
        if text[0].isdigit():
            start = bisect_left(self._lexical, text)
            matches: list[str] = []
            for number in self._lexical[start:]:
                if not number.startswith(text):
                    break
                matches.append(number)
            matches.sort(key=self._rank.__getitem__)
            return [Suggestion(self._number_label(n), n) for n in matches[:limit]]
        start = bisect_left(self._names, (text, ""))
        seen: set[str] = set()
        for name, value in self._names[start:]:
            if not name.startswith(text) or len(out) >= limit:
                break
            out.append(self._name_suggestion(name, value))
            seen.add(value)
        if len(out) < limit:
            for name, value in self._names:
                if text in name and value not in seen:
                    out.append(self._name_suggestion(name, value))
                    seen.add(value)
                    if len(out) >= limit:
                        break
        if not out:
            out = [Suggestion(self._number_label(n), n) for n in self.search(text, limit)]
        return out[:limit]

    def _depth(self, number: str) -> int:
        if number in self.sections:
            return 0
        if number in self.chapters:
            return 1
        return 2 if number in self.rules else 3

    def label(self, number: str) -> str:
        """The autocomplete label of a number: ``702.4 Double Strike`` (at most 100 characters)."""
        return self._number_label(number)

    def _number_label(self, number: str) -> str:
        if number in self.rules:
            rule = self.rules[number]
            return _label(number, rule.title or rule.text)
        if number in self.subrules:
            return _label(number, self.subrules[number][1].text)
        if number in self.chapters:
            return _label(number, self.chapters[number].title)
        return _label(number, self.sections[number].title)

    def _name_suggestion(self, name: str, value: str) -> Suggestion:
        if value in self.glossary:
            return Suggestion(_label("", self.glossary[value].term), self.glossary[value].term)
        return Suggestion(self._number_label(value), value)


class RuleLibrary:
    """Several versions (and languages) of the rules; the newest English one answers by default."""

    def __init__(self) -> None:
        self.books: list[RuleBook] = []

    def add(self, book: RuleBook) -> None:
        self.books.append(book)
        self.books.sort(key=lambda b: b.effective or date.min)

    def current(self, language: str = "en") -> RuleBook | None:
        for book in reversed(self.books):
            if book.language == language:
                return book
        return self.current() if language != "en" else None

    def version(self, effective: date, language: str = "en") -> RuleBook | None:
        for book in self.books:
            if book.effective == effective and book.language == language:
                return book
        return None

    @staticmethod
    def changes(old: RuleBook, new: RuleBook) -> RuleDiff:
        """Every rule, subrule and glossary term that changed from ``old`` to ``new``."""
        return compare(old.document, new.document)

    @staticmethod
    def diff(old: RuleBook, new: RuleBook, number: str) -> RuleDiff:
        """What changed under ``number`` (a section, chapter, rule or subrule) from ``old``
        to ``new``, renumbered rules included."""
        return compare(old.document, new.document).under(number)
