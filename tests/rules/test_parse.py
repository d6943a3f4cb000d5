"""The parser on synthetic files with every quirk, and on the real files of ../shared/cr."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from engine.rules import CRParseError, parse_bytes, parse_text
from engine.rules.parse import decode, split_lines
from tests.conftest import SHARED
from tests.rules.synth import encode, synthetic_cr

VARIANTS = [
    {"encoding": "utf-8"},
    {"encoding": "utf-8", "bom": True},
    {"encoding": "utf-8", "newline": "\r\n"},
    {"encoding": "utf-8", "bom": True, "newline": "\r", "nbsp": False},
    {"encoding": "utf-16-le", "bom": True, "newline": "\r\n"},
    {"encoding": "utf-16-be", "bom": True},
    {"encoding": "utf-16-le"},
    {"encoding": "utf-16-be", "newline": "\r"},
]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "-".join(str(x) for x in v.values()))
def test_every_variant_parses_to_the_same_document(variant):
    reference = parse_text(synthetic_cr())
    document = parse_bytes(encode(synthetic_cr(), **variant), strict=True)
    assert document == reference
    assert document.unexplained == ()


def test_structure_and_quirks():
    doc = parse_text(synthetic_cr(), strict=True)
    assert doc.effective == date(2026, 9, 25)
    assert doc.title == "Magic: The Gathering Comprehensive Rules"
    assert doc.intro[0].startswith("This document")
    assert doc.contents[-2:] == ("Glossary", "Credits")
    assert [s.number for s in doc.sections] == ["1", "5", "6", "7"]
    assert doc.sections[3].chapters == ("702", "704")
    rules = {r.number: r for r in doc.rules}
    assert rules["702.4"].title == "Double Strike"
    assert rules["100.1"].title is None
    assert [s.number for s in rules["119.1"].subrules] == ["119.1d"]  # "119.1d." quirk
    assert rules["606.5"].text.startswith("If the total cost")  # "606.5 If" quirk
    assert rules["901.4"].text.startswith("All plane cards")  # "901.4.All" quirk
    assert (
        rules["606.6"].text
        == "A loyalty ability can be activated once per turn.\nA second paragraph of it."
    )
    subs = [s.number for s in rules["704.5"].subrules]
    assert "704.5l" not in subs and "704.5o" not in subs
    assert subs[-1] == "704.5aa"
    sub = next(s for s in rules["702.4"].subrules if s.number == "702.4b")
    assert len(sub.examples) == 2
    assert rules["510.1"].subrules[0].examples[0].startswith("A 5/5 creature")
    terms = {g.term: g for g in doc.glossary}
    assert terms["Defense"].definitions == (
        "1. Part of a card that only battle cards have.",
        "2. A characteristic that only battles can have.",
    )
    assert doc.credits[0] == "Published by Wizards of the Coast LLC."  # trailing spaces gone


def test_line_separator_is_not_a_line_break():
    assert split_lines("a\u2028b\r\nc\rd\ne") == ["a\u2028b", "c", "d", "e"]


def test_decode_detects_utf16_without_bom():
    assert decode("Magic: The Gathering".encode("utf-16-le")) == "Magic: The Gathering"
    assert decode("Magic: The Gathering".encode("utf-16-be")) == "Magic: The Gathering"


def test_unexplained_lines_are_reported_or_refused():
    text = synthetic_cr()
    # A stray line in the contents and right under a chapter heading, and a subrule whose
    # rule is not the one above it: each fits nowhere.
    text = text.replace("100. General", "100. General\nnot a heading", 1)
    text = text.replace("119. Life\n\n", "119. Life\n\nstray words\n\n")
    text = text.replace("901.4.All", "950.3b Stray subrule.\n\n901.4.All")
    document = parse_text(text)
    assert [u.text for u in document.unexplained] == [
        "not a heading",
        "stray words",
        "950.3b Stray subrule.",
    ]
    lines = split_lines(text)
    assert all(lines[u.line - 1] == u.text for u in document.unexplained)
    with pytest.raises(CRParseError):
        parse_text(text, strict=True)


def test_not_a_cr_file():
    with pytest.raises(CRParseError):
        parse_text("hello\nworld\n")


REAL = sorted((SHARED / "cr").glob("*.txt")) if (SHARED / "cr").is_dir() else []


@pytest.mark.skipif(not REAL, reason="../shared/cr is not beside the project")
@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_files_parse_completely(path: Path):
    document = parse_bytes(path.read_bytes(), strict=True)
    assert document.unexplained == ()
    counts = document.counts
    assert counts["sections"] == 9
    assert counts["rules"] > 1000 and counts["subrules"] > 1700
    assert counts["examples"] > 250 and counts["glossary"] > 600
    assert document.effective is not None
    assert document.effective.strftime("%Y%m%d") in path.name or path.name == "MagicCompRules.txt"
