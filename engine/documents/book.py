"""Look up, search and autocomplete one tournament document, from memory.

A query names a section by its number (``4.2``, ``ipg 2.1``, ``appendix b``), by the
abbreviation judges use (``hce``, ``grv``, ``ftmgs``) or by its title (``slow play``), and
may go on with the name of one of its blocks (``hce philosophy``, ``2.1 upgrade``). Anything
else is a question: the sections whose title holds every word of it come first, then the
blocks that answer it best (BM25).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections import Counter, defaultdict
from dataclasses import dataclass

from engine.documents.model import Chapter, Section, TournamentDocument
from engine.rules.book import LABEL_LIMIT, Suggestion

AUTOCOMPLETE = 25
RESULTS = 5  # a search's matches: the best one shown, the others offered
# Abbreviations judges use beyond the initials of an infraction's name, by the name they
# stand for (names, not numbers: a renumbered document keeps them right).
EXTRA_ABBREVIATIONS = {
    "dlp": "decklist problem",
    "usc minor": "unsporting conduct - minor",
    "usc major": "unsporting conduct - major",
}
_NUMBER = re.compile(r"(\d{1,2})(?:\.(\d{1,2}))?\.?\Z")
_APPENDIX = re.compile(r"(?:appendix|app\.?)\s*([a-z])\Z")
_PREFIX = re.compile(r"(?:mtr|ipg|jar)\s*(?=\d|$)|(?:section|§)\s*")
_SMALL_WORDS = frozenset("a an and at by for from in of on or the to with".split())
_WORD = re.compile(r"[a-z0-9]+")
_STOP = _SMALL_WORDS | frozenset(
    "as be can do does how i if is it its my they this that what when who your".split()
)


def _stem(word: str) -> str:
    """A word without its inflection: plurals, ``-ed``, ``-ing`` (trigger, triggers,
    triggered -> trigger; missed, misses -> miss). Derivations stay (player, play)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word


def terms(text: str) -> list[str]:
    """The words of a text that a search compares: lower case, stemmed, no stop words."""
    return [_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP]


def normalize(text: str) -> str:
    """A query as the index compares it: lower case, single spaces, no document prefix."""
    text = " ".join(text.lower().replace("–", "-").replace("—", "-").split())
    return _PREFIX.sub("", text, count=1).strip().rstrip(".").strip()


def _label(text: str) -> str:
    text = text.replace("\n", " ")
    return text if len(text) <= LABEL_LIMIT else text[: LABEL_LIMIT - 1].rstrip() + "…"


def number_key(number: str) -> tuple[int, int, str]:
    """Document order of section numbers: introduction, ``1``, ``1.1`` .. ``10.4``, ``A``."""
    if not number:
        return (-1, -1, "")
    if number.isalpha():
        return (1000, 0, number)
    head, _, tail = number.partition(".")
    return (int(head), int(tail) if tail else -1, "")


def short_title(title: str) -> str:
    """An infraction's own name, without its class: ``Game Play Error - Missed Trigger`` ->
    ``Missed Trigger``; any other title as it is."""
    _, dash, tail = title.partition(" - ")
    return tail.strip() if dash and tail.strip() else title


def _initials(words: list[str]) -> str:
    return "".join(word[0] for word in words if word)


def abbreviations(title: str) -> set[str]:
    """The initials judges write for an infraction: of every word (``ftmgs``) and of the
    words that are not small (``lec`` for Looking at Extra Cards)."""
    words = _WORD.findall(short_title(title).lower())
    found = {_initials(words), _initials([w for w in words if w not in _SMALL_WORDS])}
    return {a for a in found if len(a) >= 2}


@dataclass(frozen=True, slots=True)
class Part:
    """What a lookup points at: a section, or one block of it (``block`` is its index)."""

    section: Section
    block: int | None = None

    @property
    def heading(self) -> str | None:
        return None if self.block is None else self.section.blocks[self.block].heading


@dataclass(frozen=True, slots=True)
class DocLookup:
    """The answer to a query.

    ``kind`` is ``contents`` (no query: the chapters), ``chapter``, ``section``, ``block``,
    ``search`` (``part`` is the best match) or ``none`` (``suggestions`` holds the nearest
    sections; or ``part`` is a section that has no block of the name asked for, and
    ``suggestions`` the blocks it has).
    """

    query: str
    kind: str
    part: Part | None = None
    chapter: Chapter | None = None
    others: tuple[Part, ...] = ()
    suggestions: tuple[Suggestion, ...] = ()


class _Bm25:
    """Okapi BM25 over a fixed list of texts (the parts of a document)."""

    K1, B = 1.4, 0.75

    def __init__(self, texts: list[str]) -> None:
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        self.lengths: list[int] = []
        for doc, text in enumerate(texts):
            words = terms(text)
            self.lengths.append(len(words))
            for word, count in Counter(words).items():
                postings[word].append((doc, count))
        self.postings = dict(postings)
        self.average = sum(self.lengths) / max(1, len(self.lengths))

    def scores(self, query: str) -> dict[int, float]:
        total = len(self.lengths)
        scores: dict[int, float] = defaultdict(float)
        for word in set(terms(query)):
            posting = self.postings.get(word, ())
            idf = math.log(1 + (total - len(posting) + 0.5) / (len(posting) + 0.5))
            for doc, count in posting:
                length = self.lengths[doc] / self.average
                norm = count + self.K1 * (1 - self.B + self.B * length)
                scores[doc] += idf * count * (self.K1 + 1) / norm
        return scores


class DocumentBook:
    """One version of one document, indexed for lookup, search and autocomplete."""

    def __init__(self, document: TournamentDocument) -> None:
        self.document = document
        self.kind = document.kind
        self.sections = {s.number: s for s in document.sections}
        self.chapters = {c.number: c for c in document.chapters if c.number}
        self.numbers = sorted(set(self.sections) | set(self.chapters), key=number_key)
        self._lexical = sorted(n for n in self.numbers if n and not n.isalpha())
        self.titles: dict[str, str] = {}
        abbreviated: dict[str, set[str]] = defaultdict(set)
        for section in document.sections:
            for title in (section.title, short_title(section.title)):
                self.titles.setdefault(normalize(title), section.number)
            if " - " in section.title:
                for abbreviation in abbreviations(section.title):
                    abbreviated[abbreviation].add(section.number)
        for chapter in self.chapters.values():
            self.titles.setdefault(normalize(chapter.title), chapter.number)
        # An abbreviation two infractions share names neither.
        self.aliases = {a: next(iter(n)) for a, n in abbreviated.items() if len(n) == 1}
        for abbreviation, name in EXTRA_ABBREVIATIONS.items():
            if name in self.titles:
                self.aliases[abbreviation] = self.titles[name]
        self.parts: list[Part] = []
        texts: list[str] = []
        self._title_terms: list[frozenset[str]] = []
        for section in document.sections:
            for index, block in enumerate(section.blocks):
                self.parts.append(Part(section, index))
                # The titles count thrice: a word of the title says more than one of the text.
                names = f"{section.title} {block.heading or ''} "
                texts.append(f"{names * 3}{block.text}")
                self._title_terms.append(frozenset(terms(f"{section.title} {block.heading or ''}")))
        self._index = _Bm25(texts)
        self._section_terms = {s.number: frozenset(terms(s.title)) for s in document.sections}

    # -- names ------------------------------------------------------------------------

    def reference(self, part: Part) -> str:
        """What finds a part again (an autocomplete value, a link): ``4.2``, ``2.1 philosophy``,
        ``appendix b``, ``introduction``; a block by its heading's first words."""
        section = part.section
        if not section.number:
            head = "introduction"
        elif section.number.isalpha():
            head = f"appendix {section.number.lower()}"
        else:
            head = section.number
        heading = part.heading
        if heading is None:
            return head
        return f"{head} {' '.join(normalize(heading).split()[:8])}"[:LABEL_LIMIT]

    def label(self, part: Part) -> str:
        """How a part is named in a list: ``4.2 Tournament Shortcuts``, ``2.1 Missed Trigger
        › Philosophy`` (at most 100 characters)."""
        section = part.section
        number = f"{section.number} " if section.number else ""
        text = f"{number}{short_title(section.title)}"
        return _label(f"{text} › {part.heading}" if part.heading else text)

    def chapter_label(self, chapter: Chapter) -> str:
        return _label(f"{chapter.number} {chapter.title}" if chapter.number else chapter.title)

    # -- lookup -----------------------------------------------------------------------

    def _named(self, text: str) -> Section | Chapter | None:
        """The section or chapter a reference names: a number, an appendix, an
        abbreviation, a title."""
        match = _NUMBER.match(text)
        if match:
            number = match.group(1) + (f".{match.group(2)}" if match.group(2) else "")
            return self.sections.get(number) or self.chapters.get(number)
        appendix = _APPENDIX.match(text)
        if appendix:
            return self.sections.get(appendix.group(1).upper())
        if text in ("intro", "introduction"):
            return self.sections.get("")
        number = self.aliases.get(text, self.titles.get(text))
        if number is None:
            return None
        return self.sections.get(number) or self.chapters.get(number)

    def _block(self, section: Section, name: str) -> int | None:
        """The block of a section whose heading starts with the words of ``name``."""
        wanted = name.split()
        for index, block in enumerate(section.blocks):
            words = normalize(block.heading or "").split()
            if block.heading and words[: len(wanted)] == wanted:
                return index
        for index, block in enumerate(section.blocks):  # a word of it, anywhere
            if block.heading and all(w in normalize(block.heading).split() for w in wanted):
                return index
        return None

    def lookup(self, query: str) -> DocLookup:
        """Answer a query: a section (and a block of it), a chapter, or a question."""
        text = normalize(query)
        if not text:
            return DocLookup(query, "contents")
        words = text.split()
        for cut in range(len(words), 0, -1):
            head, rest = " ".join(words[:cut]), " ".join(words[cut:])
            named = self._named(head)
            if named is None:
                continue
            if isinstance(named, Chapter):
                if rest:
                    continue
                return DocLookup(query, "chapter", self._page(named), named)
            if not rest:
                chapter = self.chapters.get(named.number)
                kind = "chapter" if chapter is not None else "section"
                return DocLookup(query, kind, Part(named), chapter)
            block = self._block(named, rest)
            if block is not None:
                return DocLookup(query, "block", Part(named, block))
            headed = self._blocks_of(named)
            if headed or _NUMBER.match(head) or _APPENDIX.match(head):
                # A section it names, without that block: the blocks it has.
                return DocLookup(query, "none", Part(named), suggestions=headed)
        if _NUMBER.match(words[0]) and len(words) == 1:
            return DocLookup(query, "none", suggestions=self.nearest(words[0]))
        hits = self.search(text)
        if not hits:
            return DocLookup(query, "none")
        best, others = hits[0], tuple(hits[1:])
        if best.block is None:
            return DocLookup(query, "section", best, others=others)
        return DocLookup(query, "search", best, others=others)

    def _page(self, chapter: Chapter) -> Part | None:
        """A chapter's own page, if it has one (the IPG's ``2. Game Play Errors``)."""
        section = self.sections.get(chapter.number)
        return Part(section) if section is not None else None

    def _blocks_of(self, section: Section) -> tuple[Suggestion, ...]:
        parts = [Part(section, i) for i, b in enumerate(section.blocks) if b.heading]
        return tuple(Suggestion(self.label(p), self.reference(p)) for p in parts)

    def nearest(self, number: str, count: int = 5) -> tuple[Suggestion, ...]:
        """The sections and chapters whose numbers come closest to one that does not exist."""
        match = _NUMBER.match(number)
        if not match:
            return ()
        key = (int(match.group(1)), int(match.group(2)) if match.group(2) else -1, "")
        keys = [number_key(n) for n in self.numbers]
        at = bisect_left(keys, key)
        picked = self.numbers[max(0, at - count // 2 - 1) : at + count // 2 + 1][: count + 1]
        return tuple(self._suggestion(n) for n in picked if n)[:count]

    def _suggestion(self, number: str) -> Suggestion:
        section = self.sections.get(number)
        if section is not None:
            return Suggestion(self.label(Part(section)), self.reference(Part(section)))
        chapter = self.chapters[number]
        return Suggestion(self.chapter_label(chapter), chapter.number)

    # -- search -----------------------------------------------------------------------

    def search(self, text: str, limit: int = RESULTS) -> list[Part]:
        """The parts that answer a question, best first: the sections whose title holds
        every word of it (the shortest title first), then the headed blocks whose heading
        does, then the blocks BM25 ranks highest, one per section."""
        wanted = frozenset(terms(text))
        if not wanted:
            return []
        out: list[Part] = []
        seen: set[str] = set()
        titled = [s for n, s in self.sections.items() if wanted <= self._section_terms[n]]
        titled.sort(key=lambda s: (len(self._section_terms[s.number]), number_key(s.number)))
        for section in titled:
            out.append(Part(section))
            seen.add(section.number)
        for index, part in enumerate(self.parts):
            fits = part.heading and wanted <= self._title_terms[index]
            if fits and part.section.number not in seen:
                out.append(part)
                seen.add(part.section.number)
        scores = self._index.scores(text)
        for index, _ in sorted(scores.items(), key=lambda item: (-item[1], item[0])):
            part = self.parts[index]
            if part.section.number not in seen:
                seen.add(part.section.number)
                whole = len(part.section.blocks) == 1 or part.heading is None
                out.append(Part(part.section) if whole else part)
            if len(out) >= limit:
                break
        return out[:limit]

    # -- autocomplete -----------------------------------------------------------------

    def suggest(self, prefix: str, limit: int = AUTOCOMPLETE) -> list[Suggestion]:
        """Autocomplete choices for what was typed so far (at most ``limit``): the chapters
        when nothing is, numbers by prefix, abbreviations and titles by the start of their
        words, else the search's matches."""
        text = normalize(prefix)
        if not text:
            return self._start()[:limit]
        words = text.split()
        if _NUMBER.match(words[0]) or _APPENDIX.match(" ".join(words[:2])):
            head = words[0] if _NUMBER.match(words[0]) else " ".join(words[:2])
            rest = words[1:] if head == words[0] else words[2:]
            named = self._named(head)
            if rest and isinstance(named, Section):
                return self._block_choices(named, rest)[:limit]
            if not rest and _NUMBER.match(head):
                found = self._numbers(head.rstrip("."))
                if isinstance(named, Section):  # that section, then its blocks
                    found[1:1] = self._blocks_of(named)
                return found[:limit]
        words = _WORD.findall(text)
        out: list[Suggestion] = []
        seen: set[str] = set()

        def add(choice: Suggestion) -> None:
            if choice.value not in seen and len(out) < limit:
                seen.add(choice.value)
                out.append(choice)

        alias = self.aliases.get(text)
        if alias is not None:
            add(self._suggestion(alias))
        for section in self.document.sections:
            if _starts_words(words, section.title):
                add(Suggestion(self.label(Part(section)), self.reference(Part(section))))
        for part in self.parts:
            if part.heading and _starts_words(words, f"{part.heading} {part.section.title}"):
                add(Suggestion(self.label(part), self.reference(part)))
        if not out:
            for part in self.search(text, limit):
                add(Suggestion(self.label(part), self.reference(part)))
        return out

    def _start(self) -> list[Suggestion]:
        """The choices before anything is typed: the introduction, the chapters and the
        appendices; a document without chapters (the JAR), its sections and blocks."""
        out: list[Suggestion] = []
        intro = self.sections.get("")
        if intro is not None:
            out.append(Suggestion(self.label(Part(intro)), self.reference(Part(intro))))
        if self.chapters:
            out += [Suggestion(self.chapter_label(c), c.number) for c in self.chapters.values()]
            out += [self._suggestion(n) for n in self.sections if n.isalpha()]
            return out
        for section in self.document.sections[1 if intro else 0 :]:
            out.append(Suggestion(self.label(Part(section)), self.reference(Part(section))))
            out += self._blocks_of(section)
        return out

    def _numbers(self, typed: str) -> list[Suggestion]:
        found = [n for n in self._lexical if n.startswith(typed)]
        found.sort(key=lambda n: (n != typed, number_key(n)))
        return [self._suggestion(n) for n in found]

    def _block_choices(self, section: Section, words: list[str]) -> list[Suggestion]:
        parts = [
            Part(section, i)
            for i, block in enumerate(section.blocks)
            if block.heading and _starts_words(words, block.heading)
        ]
        return [Suggestion(self.label(p), self.reference(p)) for p in parts]


def _starts_words(typed: list[str], text: str) -> bool:
    """Whether each typed word starts a word of ``text`` (in any order)."""
    words = _WORD.findall(text.lower())
    return bool(typed) and all(any(w.startswith(t) for w in words) for t in typed)
