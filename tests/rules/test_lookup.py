"""Looking things up: numbers, glossary, keywords, free text, nearest, references, versions."""

from __future__ import annotations

from functools import cache

import pytest

from engine.rules import RuleBook, RuleLibrary, parse_bytes, parse_text, references
from tests.conftest import SHARED, current_cr
from tests.rules.synth import synthetic_cr


@pytest.fixture(scope="module")
def book() -> RuleBook:
    return RuleBook(parse_text(synthetic_cr()))


def test_rule_with_subrules(book):
    found = book.lookup("702.4")
    assert found.kind == "rule"
    (view,) = found.results
    assert (view.number, view.title) == ("702.4", "Double Strike")
    assert [s.number for s in view.subrules] == ["702.4a", "702.4b"]
    assert view.subrules[1].examples == ()  # examples only on request
    assert "510" in view.references and "702.7" in view.references


def test_examples_on_request(book):
    view = book.lookup("702.4b", examples=True).results[0]
    assert len(view.examples) == 2


def test_subrule_chapter_section(book):
    assert book.lookup("702.4b").kind == "subrule"
    chapter = book.lookup("702").results[0]
    assert chapter.title == "Keyword Abilities"
    assert [s.number for s in chapter.subrules] == ["702.4", "702.7", "702.19"]
    section = book.lookup("7").results[0]
    assert section.title == "Additional Rules"
    assert [s.number for s in section.subrules] == ["702", "704"]


def test_query_forms(book):
    assert book.lookup("rule 702.4b").results[0].number == "702.4b"
    assert book.lookup("  702.4.  ").results[0].number == "702.4"


def test_glossary_term_and_its_rules(book):
    found = book.lookup("Trample")
    assert found.kind == "glossary"
    assert found.glossary[0].references == ("702.19",)
    assert found.results[0].number == "702.19"
    obsolete = book.lookup("damage assignment order")
    assert obsolete.glossary[0].term == "Damage Assignment Order (Obsolete)"


def test_keyword_name_finds_its_rule(book):
    assert book.lookup("first strike").results[0].number == "702.7"


def test_no_such_rule_gives_nearest(book):
    missing = book.lookup("702.4z")
    assert (missing.kind, missing.results) == ("none", ())
    assert missing.suggestions[0] == "702.4"
    far = book.lookup("999.9")
    assert far.kind == "none" and far.suggestions


def test_references_in_text():
    assert references("See rule 510.1c.") == ["510.1c"]
    assert references("see rules 702.19b-c") == ["702.19b", "702.19c"]
    assert references("see rules 702.19b-c.") == ["702.19b", "702.19c"]
    assert references("rules 509.1–3 and 510") == ["509.1", "509.2", "509.3", "510"]
    assert references("(See rule 510, “Combat Damage Step.”)") == ["510"]
    assert references("no numbers here, 120 damage") == []


def test_suggest_limits(book):
    for prefix in ("", "7", "702", "tr", "double", "zzz", "a" * 200):
        choices = book.suggest(prefix)
        assert len(choices) <= 25
        assert all(1 <= len(c.label) <= 100 for c in choices)
    assert [c.value for c in book.suggest("702.1")] == ["702.19", "702.19a", "702.19b", "702.19c"]
    assert book.suggest("tram")[0].label == "702.19 Trample"


@cache
def real_book(name: str = "MagicCompRules.txt") -> RuleBook:
    return RuleBook(parse_bytes((SHARED / "cr" / name).read_bytes()))


needs_real = pytest.mark.skipif(current_cr() is None, reason="no real CR: ../shared/cr missing")


@pytest.mark.slow  # searches the whole real CR
@needs_real
def test_real_free_text_question():
    found = real_book().lookup("who declares blockers first in multiplayer")
    assert found.kind == "search"
    assert "802.4" in [v.number for v in found.results[:3]]


@needs_real
def test_real_keyword_and_glossary():
    assert real_book().lookup("double strike").results[0].number == "702.4"
    assert real_book().lookup("trample").glossary[0].references[0] == "702.19"


@needs_real
def test_real_rule_references():
    view = real_book().lookup("702.4").results[0]
    assert "510" in view.references


@needs_real
def test_two_versions_and_the_change_to_509():
    library = RuleLibrary()
    old = real_book("MagicCompRules-20230901.txt")
    library.add(real_book())
    library.add(old)
    assert library.current() is real_book()
    assert str(old.effective) == "2023-09-01"
    diff = RuleLibrary.diff(old, real_book(), "509")
    removed = [c for c in diff.changes if c.old and "damage assignment order" in c.old]
    assert removed, "the 2023 rules announce a damage assignment order in 509"
    assert not any(c.new and "damage assignment order" in c.new for c in diff.changes)
    assert "-509.2" in diff.unified()
