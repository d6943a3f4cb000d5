"""What changed between two versions of the Comprehensive Rules, and in which words.

Rules are compared number by number, and a rule whose text moved to another number is
reported as renumbered, not as one rule removed and another added: an update that inserts
``506.6`` moves the old 506.6 to 506.7 and 506.7a-g to 506.8a-g (September 2026). A text
found again word for word is a move; one nearly the same within its chapter (its own
references renumbered, a word changed) is a move with changes.
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import date

from engine.rules.model import RulesDocument

ADDED, REMOVED, CHANGED, RENUMBERED = "added", "removed", "changed", "renumbered"
NEAR = 0.8  # how alike two texts must be (difflib's ratio) for a move with changes
_TOKEN = re.compile(r"^\s+|\S+\s*")  # words with the space after them
_WORDS = re.compile(r"\w+")


@dataclass(frozen=True, slots=True)
class Change:
    """How one rule, subrule or glossary term changed (``added``, ``removed``, ``changed``,
    ``renumbered``): ``number`` is its number in the new version (the old one for a removed
    rule), ``was`` its old number when it moved."""

    number: str
    change: str
    old: str | None
    new: str | None
    was: str | None = None

    @property
    def reworded(self) -> bool:
        """Whether its text changed (a renumbered rule may keep its words)."""
        return self.old is not None and self.new is not None and self.old != self.new


@dataclass(frozen=True, slots=True)
class RuleDiff:
    """The changes under one number (all of them: ``""``) between two versions, and the
    glossary terms that changed."""

    number: str
    old_effective: date | None
    new_effective: date | None
    changes: tuple[Change, ...]
    glossary: tuple[Change, ...] = ()

    def unified(self) -> str:
        """The changes as a unified diff, one line per rule or subrule."""
        lines: list[str] = []
        for change in self.changes:
            was = change.was or change.number
            old = [f"{was} {change.old}"] if change.old is not None else []
            new = [f"{change.number} {change.new}"] if change.new is not None else []
            lines.extend(difflib.unified_diff(old, new, lineterm="", n=0))
        return "\n".join(line for line in lines if not line.startswith(("---", "+++", "@@")))

    def under(self, number: str) -> RuleDiff:
        """The changes to one rule and what lies under it (``702.19``: 702.19 and 702.19a-e,
        not 702.190; ``702``: every 702.x; ``7``: every rule of section 7), by its new or
        its old number."""
        kept = tuple(
            c
            for c in self.changes
            if within(c.number, number) or (c.was is not None and within(c.was, number))
        )
        return replace(self, number=number, changes=kept, glossary=())

    def count(self, change: str) -> int:
        return sum(1 for c in self.changes if c.change == change)


def within(number: str, scope: str) -> bool:
    """Whether a rule number lies under another: itself, its subrules, its chapter's or
    section's rules."""
    if not scope or number == scope:
        return True
    if "." in scope:
        return number.startswith(scope) and number[len(scope) :].isalpha()
    if len(scope) == 1:
        return number[:1] == scope and len(number.partition(".")[0]) == 3
    return number.partition(".")[0] == scope


def _entries(document: RulesDocument) -> dict[str, str]:
    """Every rule and subrule's text, its examples after it, in the document's order."""
    out: dict[str, str] = {}
    for rule in document.rules:
        for number, text, examples in [(rule.number, rule.text, rule.examples)] + [
            (s.number, s.text, s.examples) for s in rule.subrules
        ]:
            out[number] = "\n".join([text, *(f"Example: {e}" for e in examples)])
    return out


def _glossary(document: RulesDocument) -> dict[str, str]:
    return {entry.term: "\n".join(entry.definitions) for entry in document.glossary}


def _words(text: str) -> frozenset[str]:
    return frozenset(_WORDS.findall(text.lower()))


def _chapter(number: str) -> str:
    return number.partition(".")[0]


def _moves(before: dict[str, str], after: dict[str, str]) -> dict[str, str]:
    """New number -> old number of the texts that moved: word for word anywhere, nearly
    the same within the chapter (the most alike pairs first)."""
    gone = [n for n, text in before.items() if after.get(n) != text]
    arrived = [n for n, text in after.items() if before.get(n) != text]
    moved: dict[str, str] = {}
    by_text: dict[str, list[str]] = defaultdict(list)
    for number in arrived:
        by_text[after[number]].append(number)
    for old in gone:
        for new in by_text.get(before[old], ()):
            if new not in moved and new != old:
                moved[new] = old
                break
    taken = set(moved.values())
    free: dict[str, list[str]] = defaultdict(list)
    for number in arrived:
        if number not in moved:
            free[_chapter(number)].append(number)
    left: dict[str, list[tuple[str, frozenset[str]]]] = defaultdict(list)
    for old in gone:
        if old not in taken:
            left[_chapter(old)].append((old, _words(before[old])))
    pairs: list[tuple[float, str, str]] = []
    for chapter, new_numbers in free.items():
        for new in new_numbers:
            matcher = difflib.SequenceMatcher(None, (), after[new].split(), autojunk=False)
            # A rule reworded where it stands is a change, not a move into its place.
            stays = _ratio(matcher, before[new]) if new in before else 0.0
            wanted = _words(after[new])
            enough = NEAR * len(wanted) * 0.8  # texts this alike share most of their words
            for old, old_words in left.get(chapter, ()):
                if old == new or len(wanted & old_words) < enough:
                    continue
                score = _ratio(matcher, before[old])
                if score >= NEAR and score > stays:
                    pairs.append((score, new, old))
    kept = {o: _alike(before[o], after[o]) for _, _, o in pairs if o in after}
    for score, new, old in sorted(pairs, reverse=True):
        if new not in moved and old not in taken and score > kept.get(old, 0.0):
            moved[new] = old
            taken.add(old)
    return moved


def _ratio(matcher: difflib.SequenceMatcher[str], text: str) -> float:
    """How alike ``text`` is to the matcher's second text, word by word (0 below what
    counts as near)."""
    matcher.set_seq1(text.split())
    if matcher.real_quick_ratio() < NEAR or matcher.quick_ratio() < NEAR:
        return 0.0
    return matcher.ratio()


def _alike(a: str, b: str) -> float:
    return _ratio(difflib.SequenceMatcher(None, (), b.split(), autojunk=False), a)


def _changes(before: dict[str, str], after: dict[str, str], moves: bool) -> tuple[Change, ...]:
    """The changes in the new version's order; a removed entry where it stood, after the
    last entry before it that the new version still has."""
    moved = _moves(before, after) if moves else {}
    gone = set(moved.values())
    # Where each old entry is now: the number it moved to, or its own number unless another
    # entry moved into it (then its text is gone).
    now = {n: n for n in before if n in after and n not in moved}
    now |= {old: new for new, old in moved.items()}
    removed_after: dict[str | None, list[Change]] = defaultdict(list)
    anchor: str | None = None
    for number, text in before.items():
        if number in now:
            anchor = now[number]
        else:
            removed_after[anchor].append(Change(number, REMOVED, text, None))
    out = list(removed_after.get(None, ()))
    for number, text in after.items():
        if number in moved:
            was = moved[number]
            out.append(Change(number, RENUMBERED, before[was], text, was))
        elif number not in before or number in gone:
            out.append(Change(number, ADDED, None, text))
        elif before[number] != text:
            out.append(Change(number, CHANGED, before[number], text))
        out.extend(removed_after.get(number, ()))
    return tuple(out)


def compare(old: RulesDocument, new: RulesDocument) -> RuleDiff:
    """Every change from ``old`` to ``new``: rules and subrules in the CR's order (a removed
    rule where its number was), and the glossary terms added, removed or reworded."""
    rules = _changes(_entries(old), _entries(new), moves=True)
    glossary = _changes(_glossary(old), _glossary(new), moves=False)
    return RuleDiff("", old.effective, new.effective, rules, glossary)


def word_diff(old: str, new: str) -> tuple[tuple[str, str], ...]:
    """The words of ``new`` against ``old``: pieces marked ``=`` (kept), ``-`` (removed)
    and ``+`` (added), in reading order (the kept words spaced as ``new`` spaces them)."""
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    pieces: list[tuple[str, str]] = []

    def put(mark: str, tokens: list[str]) -> None:
        text = "".join(tokens)
        if not text:
            return
        if pieces and pieces[-1][0] == mark:
            pieces[-1] = (mark, pieces[-1][1] + text)
        else:
            pieces.append((mark, text))

    # Words compare without the space after them: the last word of a line is the same word.
    keys = ([t.strip() for t in a], [t.strip() for t in b])
    matcher = difflib.SequenceMatcher(None, *keys, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            put("=", b[j1:j2])
        else:
            put("-", a[i1:i2])
            put("+", b[j1:j2])
    return tuple(pieces)


def marked(pieces: tuple[tuple[str, str], ...]) -> str:
    """Pieces as text with the changes marked as ``git diff --word-diff`` marks them:
    ``[-removed-]{+added+}`` (spaces at a change's edges stay outside the marks)."""
    out: list[str] = []
    for at, (mark, text) in enumerate(pieces):
        if mark == "=":
            out.append(text)
            continue
        core = text.strip()
        lead, tail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
        replaced = mark == "-" and at + 1 < len(pieces) and pieces[at + 1][0] == "+"
        if replaced:
            tail = ""  # the added words follow at once, with the space after them
        if not core:
            out.append("" if mark == "-" else text)
            continue
        out.append(f"{lead}[-{core}-]{tail}" if mark == "-" else f"{lead}{{+{core}+}}{tail}")
    return "".join(out)


def line_diff(old: str, new: str) -> tuple[tuple[str, str], ...]:
    """Two texts line by line: ``=`` a line kept, ``-`` removed, ``+`` added, ``~`` a line
    reworded, with its words marked (:func:`marked`)."""
    a, b = old.splitlines(), new.splitlines()
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out += [("=", line) for line in a[i1:i2]]
            continue
        pairs = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(pairs):
            out.append(("~", marked(word_diff(a[i1 + k], b[j1 + k]))))
        out += [("-", line) for line in a[i1 + pairs : i2]]
        out += [("+", line) for line in b[j1 + pairs : j2]]
    return tuple(out)
