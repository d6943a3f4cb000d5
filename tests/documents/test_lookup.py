"""Finding a section: by number, abbreviation, title and block; by a question; autocomplete;
and what changed between two versions."""

from __future__ import annotations

from functools import cache

import pytest

from engine.documents.book import DocumentBook, Part, abbreviations
from engine.documents.compare import compare
from engine.documents.parse import parse_bytes, parse_html
from engine.rules import marked, word_diff
from tests.conftest import SHARED
from tests.documents.fixture import BUILDERS, FILE_NAMES


@cache
def book(kind: str, version: int = 1) -> DocumentBook:
    return DocumentBook(parse_html(BUILDERS[kind](version), kind))


def found(kind: str, query: str) -> tuple[str, str | None, str | None]:
    """(kind of answer, section number, block heading) of a query."""
    answer = book(kind).lookup(query)
    part = answer.part
    return answer.kind, part.section.number if part else None, part.heading if part else None


@pytest.mark.parametrize(
    ("kind", "query", "expected"),
    [
        ("mtr", "4.2", ("section", "4.2", None)),
        ("mtr", "MTR 4.2.", ("section", "4.2", None)),
        ("mtr", "mtr4.2", ("section", "4.2", None)),
        ("mtr", "appendix b", ("section", "B", None)),
        ("mtr", "introduction", ("section", "", None)),
        ("mtr", "slow play", ("section", "5.5", None)),
        ("mtr", "1.12 competitive", ("block", "1.12", "Competitive")),
        ("mtr", "4", ("chapter", None, None)),
        ("ipg", "2.1", ("section", "2.1", None)),
        ("ipg", "hce", ("section", "2.3", None)),
        ("ipg", "HCE philosophy", ("block", "2.3", "Philosophy")),
        ("ipg", "grv additional remedy", ("block", "2.5", "Additional Remedy")),
        ("ipg", "ftmgs", ("section", "2.6", None)),
        ("ipg", "missed trigger", ("section", "2.1", None)),
        ("ipg", "missed trigger upgrade", ("block", "2.1", "Upgrade")),
        ("ipg", "2.1 remedy", ("block", "2.1", "Additional Remedy")),
        ("ipg", "2", ("chapter", "2", None)),
        ("jar", "1", ("section", "1", None)),
        ("jar", "serious problems", ("section", "3", None)),
    ],
)
def test_a_section_by_its_name(kind, query, expected):
    assert found(kind, query) == expected


def test_abbreviations_of_infractions():
    assert abbreviations("Game Play Error - Looking at Extra Cards") == {"laec", "lec"}
    assert abbreviations("Game Play Error - Failure to Maintain Game State") == {"ftmgs", "fmgs"}
    assert book("ipg").aliases["usc minor"] == "4.1"


def test_no_such_section_gives_the_nearest():
    answer = book("mtr").lookup("4.9")
    assert answer.kind == "none" and answer.part is None
    assert [s.value for s in answer.suggestions] == ["4.3", "4.4", "4.5", "5", "5.1"]
    missing = book("ipg").lookup("ftmgs additional remedy")  # 2.6 has no remedy
    assert missing.kind == "none" and missing.part is not None
    assert missing.part.section.number == "2.6"
    assert [s.value for s in missing.suggestions] == [
        "2.6 definition",
        "2.6 penalty",
        "2.6 examples",
        "2.6 philosophy",
    ]
    assert book("ipg").lookup("zzz qqq").kind == "none"


def test_a_question_finds_the_best_part_and_offers_the_others():
    answer = book("jar").lookup("missed trigger")
    assert answer.kind == "search"
    assert answer.part is not None and answer.part.heading.startswith("A player forgets")
    draws = book("jar").lookup("drew extra cards")
    assert draws.part is not None and draws.part.heading.startswith("A player accidentally draws")
    late = book("ipg").lookup("player late to the round")
    assert late.part is not None and late.part.section.number == "3.1"
    assert all(o.section.number != "3.1" for o in late.others)


def test_autocomplete_by_number_title_and_part():
    mtr, ipg = book("mtr"), book("ipg")
    assert [s.value for s in mtr.suggest("")][:3] == ["introduction", "1", "2"]
    assert [s.value for s in mtr.suggest("4.")] == ["4", "4.1", "4.2", "4.3", "4.4", "4.5"]
    assert [s.value for s in mtr.suggest("1.1")] == ["1.1", "1.12"]
    assert [s.label for s in mtr.suggest("sl")] == ["3.10 Sleeves", "5.5 Slow Play"]
    assert ipg.suggest("hce")[0].value == "2.3"
    assert [s.value for s in ipg.suggest("2.1 p")] == ["2.1 penalty", "2.1 philosophy"]
    assert ipg.suggest("2.1")[1].label == "2.1 Missed Trigger › Definition"
    assert book("jar").suggest("trig")[0].value.startswith("1 a player forgets a triggered")
    assert mtr.suggest("what happens when a player is late")  # no title: the search
    for document in ("mtr", "ipg", "jar"):
        for typed in ("", "1", "a", "x" * 300, "appendix", "2.1 zzz", "?"):
            choices = book(document).suggest(typed)
            assert len(choices) <= 25
            assert all(1 <= len(c.label) <= 100 and 1 <= len(c.value) <= 100 for c in choices)
            for choice in choices:  # every value finds what its label names
                assert book(document).lookup(choice.value).kind != "none", choice


@pytest.mark.parametrize("kind", ["mtr", "ipg", "jar"])
def test_a_reference_finds_its_part_again(kind):
    document = book(kind)
    for section in document.document.sections:
        assert document.lookup(document.reference(Part(section))).part == Part(section)
        for index, block in enumerate(section.blocks):
            if block.heading:
                part = Part(section, index)
                assert document.lookup(document.reference(part)).part == part


def test_what_changed_between_two_versions():
    mtr = compare(book("mtr").document, book("mtr", 2).document)
    assert [(c.change, c.number) for c in mtr.changes] == [
        ("changed", "4.2"),
        ("added", "5.4"),
        ("removed", "3.1"),
    ]
    shortcut = mtr.changes[0]
    assert "skipping [-one or more-]{+several+} priority passes" in marked(
        word_diff(shortcut.old or "", shortcut.new or "")
    )
    ipg = compare(book("ipg").document, book("ipg", 2).document)
    assert [(c.change, c.number, c.was) for c in ipg.changes] == [
        ("renumbered", "2.5", "2.6"),
        ("renumbered", "2.6", "2.5"),
        ("changed", "3.3", None),
        ("added", "4.2", None),
        ("changed", "A", None),
        ("removed", "4.1", None),
    ]
    assert [c.number for c in ipg.under("2.6").changes] == ["2.5", "2.6"]  # its old number too
    assert [c.number for c in ipg.under("4").changes] == ["4.2", "4.1"]
    assert ipg.title(ipg.changes[-1]) == "Unsporting Conduct - Minor"
    assert compare(book("jar").document, book("jar", 2).document).changes == ()


@pytest.mark.skipif(
    not (SHARED / "judging" / FILE_NAMES["ipg"]).is_file(),
    reason="no ../shared/judging: the real documents are not beside the project",
)
def test_the_real_documents_answer_judges_questions():
    real = {
        kind: DocumentBook(parse_bytes((SHARED / "judging" / name).read_bytes(), kind))
        for kind, name in FILE_NAMES.items()
    }
    assert real["ipg"].lookup("missed trigger").part.section.number == "2.1"
    assert real["ipg"].lookup("hce philosophy").part.heading == "Philosophy"
    assert real["ipg"].lookup("dlp").part.section.title == "Tournament Error - Decklist Problem"
    assert real["mtr"].lookup("slow play").part.section.number == "5.5"
    assert real["mtr"].lookup("missed trigger").part.section.title == "Triggered Abilities"
    assert real["jar"].lookup("missed trigger").part.heading.startswith("A player forgets")
    for kind, document in real.items():
        for typed in ("", "1", "2.", "p", "trigger"):
            assert all(len(c.label) <= 100 for c in document.suggest(typed)), kind
