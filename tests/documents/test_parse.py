"""Parsing the tournament documents in their published HTML form: files the tests build in
that form (tests/documents/fixture.py), and the real ones of ../shared/judging when present."""

from __future__ import annotations

from datetime import date
from functools import cache

import pytest

from engine.documents import TournamentDocument
from engine.documents.parse import DocumentParseError, parse_bytes, parse_html
from tests.conftest import SHARED
from tests.documents.fixture import FILE_NAMES, ipg_html, jar_html, mtr_html


@cache
def fixture(kind: str) -> TournamentDocument:
    return parse_html({"mtr": mtr_html, "ipg": ipg_html, "jar": jar_html}[kind](), kind)


def section(document: TournamentDocument, number: str):
    return next(s for s in document.sections if s.number == number)


def blocks(document: TournamentDocument, number: str) -> list[str | None]:
    return [b.heading for b in section(document, number).blocks]


def test_the_dates_of_a_document_and_of_its_copy():
    mtr = fixture("mtr")
    assert mtr.title == "Magic: The Gathering Tournament Rules"
    assert (mtr.effective, mtr.updated) == (date(2019, 5, 3), date(2019, 6, 6))
    assert mtr.compiled == date(2020, 4, 14)  # its date line counts months from 0: 2020-03-14
    ipg = fixture("ipg")
    assert (ipg.effective, ipg.updated) == (date(2020, 9, 25), date(2021, 1, 6))  # "Jan 6th , 2021"
    assert fixture("jar").updated is None and fixture("jar").version == date(2019, 1, 21)


def test_chapters_and_their_numbered_sections():
    mtr = fixture("mtr")
    assert [(c.number, c.title) for c in mtr.chapters][:2] == [
        ("1", "Tournament Fundamentals"),
        ("2", "Tournament Mechanics"),
    ]
    assert mtr.chapters[0].sections == ("1.1", "1.2", "1.3", "1.12")
    assert (mtr.chapters[-1].number, mtr.chapters[-1].sections) == ("", ("A", "B"))
    shortcuts = section(mtr, "4.2")
    assert (shortcuts.title, shortcuts.anchor, shortcuts.chapter) == (
        "Tournament Shortcuts",
        "mtr4-2",
        "4",
    )
    assert section(mtr, "B").title == "Time Limits"
    assert section(mtr, "").title == "Introduction"
    assert "Contents" not in section(mtr, "").text


def test_sub_headings_lists_and_tables_of_the_mtr():
    mtr = fixture("mtr")
    assert blocks(mtr, "1.12") == [None, "Regular", "Competitive", "Professional"]
    assert blocks(mtr, "4.3") == [None, "Examples"]  # "<strong>Examples:</strong><br> 1. ..."
    assert section(mtr, "4.3").blocks[1].lines[0].startswith("1. A player discards a card")
    lines = section(mtr, "4.2").blocks[0].lines
    # A line break inside a sentence is the source's wrapping; one after it starts a line.
    assert lines[3] == (
        "• If the active player passes priority with an empty stack during their first main"
        " phase, the non-active player is assumed to be acting in beginning of combat unless"
        " they are affecting whether a beginning of combat ability triggers."
    )
    assert lines[4].startswith("  Then, after those actions resolve")
    timing = section(mtr, "B").blocks[1]
    assert timing.heading == "Booster Draft Timing"
    assert timing.lines[1:] == ("Cards remaining in pack | Time allotted", "15 cards | 40 seconds")


def test_every_block_of_an_infraction():
    ipg = fixture("ipg")
    trigger = section(ipg, "2.1")
    assert blocks(ipg, "2.1") == [
        "Definition",
        "Penalty",
        "Examples",  # a bare paragraph in the source
        "Philosophy",
        "Additional Remedy",
        "Upgrade",  # an <h5> holding a card
    ]
    assert trigger.penalty == "None"
    # The definition goes on after the penalty box: it stays the definition.
    assert trigger.blocks[0].lines[1].startswith("Once any of the above obligations")
    assert trigger.blocks[2].lines[0].startswith("A. Knight of Infamy")
    assert blocks(ipg, "3.1")[-1] == "Downgrade"
    assert section(ipg, "3.2").title == "Tournament Error - Outside Assistance"  # no "IPG" in it
    assert blocks(ipg, "1.1") == ["Warning", "Game Loss", "Match Loss", "Disqualification"]
    assert section(ipg, "2").title == "Game Play Errors"  # a chapter's own page
    assert section(ipg, "A").blocks[0].lines[0] == "Missed Trigger | None"


def test_the_jar_sections_and_common_issues():
    jar = fixture("jar")
    assert [(s.number, s.title) for s in jar.sections] == [
        ("", "Introduction"),
        ("1", "Common Issues"),
        ("2", "General Unwanted Behaviors"),
        ("3", "Serious Problems"),
    ]
    issues = section(jar, "1").blocks
    assert issues[0].heading.startswith("A player forgets a triggered ability")
    assert issues[2].lines == (
        "If the identity of the card(s) were known to all players, return them to their proper"
        " location. Otherwise, determine how many extra cards have been drawn.",
    )
    assert section(jar, "2").blocks[0].lines[0] == "• Inadequate shuffling."


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "no document pages"),
        ("<html><p>Just a page</p></html>", "no document pages"),
        (mtr_html()[:3000], "only"),
        ('<header class="entry-header" id="mtr"><h1>MTR</h1></header>', "only 0 sections"),
    ],
)
def test_what_is_not_a_whole_document_is_refused(text, why):
    with pytest.raises(DocumentParseError, match=why):
        parse_html(text, "mtr")


def test_broken_markup_still_parses():
    text = ipg_html().replace("</p>", "", 40).replace("</li>", "")
    assert section(parse_html(text, "ipg"), "2.1").penalty == "None"


# -- the real documents ------------------------------------------------------------------

needs_shared = pytest.mark.skipif(
    not (SHARED / "judging" / FILE_NAMES["mtr"]).is_file(),
    reason="no ../shared/judging: the real documents are not beside the project",
)


@cache
def real(kind: str) -> TournamentDocument:
    return parse_bytes((SHARED / "judging" / FILE_NAMES[kind]).read_bytes(), kind)


@needs_shared
def test_the_real_mtr_whole():
    mtr = real("mtr")
    assert (mtr.effective, mtr.updated) == (date(2019, 5, 3), date(2019, 6, 6))
    listed = [n for c in mtr.chapters for n in c.sections]
    assert listed == [s.number for s in mtr.sections if s.number]  # every section, in order
    assert len(listed) == 90 and len(mtr.chapters) == 11
    assert all(s.text for s in mtr.sections)
    assert [b.heading for b in section(mtr, "1.12").blocks][1:] == [
        "Regular",
        "Competitive",
        "Professional",
    ]
    assert "Certain conventional tournament shortcuts" in section(mtr, "4.2").text


@needs_shared
def test_the_real_ipg_whole():
    ipg = real("ipg")
    infractions = [s for s in ipg.sections if s.number[:1] in "234" and "." in s.number]
    assert len(infractions) == 23
    for infraction in infractions:
        headings = [b.heading for b in infraction.blocks]
        assert headings[:2] == ["Definition", "Penalty"], infraction.number
        penalties = ("None", "Warning", "Game Loss", "Match Loss", "Disqualification")
        assert infraction.penalty and infraction.penalty.startswith(penalties), infraction.number
        assert "Examples" in headings, infraction.number
    assert section(ipg, "3.4").title == "Tournament Error - Decklist Problem"
    assert [b.heading for b in section(ipg, "3.5").blocks].count("Upgrade") == 3
    assert section(ipg, "4.8").penalty == "Disqualification"


@needs_shared
def test_the_real_jar_whole():
    jar = real("jar")
    assert [s.title for s in jar.sections] == [
        "Introduction",
        "Common Issues",
        "General Unwanted Behaviors",
        "Serious Problems",
        "Resources",
    ]
    assert len(section(jar, "1").blocks) == 5
    assert jar.effective == date(2019, 1, 21)
