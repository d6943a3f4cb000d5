"""What changed between two versions of the Comprehensive Rules, on real texts: the excerpts
in tests/rules/excerpts.py always, the three whole files of ../shared/cr when present."""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

import pytest

from bot import crsource
from bot.cli import main
from bot.rulechanges import RuleChanges, changes_reply, changes_scope
from engine.rules import RuleBook, RuleLibrary, compare, line_diff, marked, parse_text, word_diff
from engine.rules.changes import ADDED, CHANGED, REMOVED, RENUMBERED, within
from tests.conftest import SHARED
from tests.loopback import http_server
from tests.rules.excerpts import (
    AUGUST,
    BLOCKERS_2023,
    BLOCKERS_2026,
    GLOSSARY_SEPTEMBER,
    SEPTEMBER,
    excerpt_cr,
)
from tests.rules.synth import encode


@cache
def book(version: str) -> RuleBook:
    texts = {
        "august": excerpt_cr("August 7, 2026", AUGUST),
        "september": excerpt_cr("September 25, 2026", SEPTEMBER, GLOSSARY_SEPTEMBER),
        "blockers-2023": excerpt_cr("September 1, 2023", BLOCKERS_2023, extra=0),
        "blockers-2026": excerpt_cr("September 25, 2026", BLOCKERS_2026, extra=0),
    }
    return RuleBook(parse_text(texts[version], strict=True))


def kinds(diff) -> list[tuple[str, str, str | None]]:
    return [(c.change, c.number, c.was) for c in diff.changes]


def test_an_update_that_inserts_a_rule_renumbers_the_ones_after_it():
    diff = RuleLibrary.changes(book("august"), book("september"))
    assert kinds(diff) == [
        (ADDED, "111.10x", None),
        (CHANGED, "205.3g", None),
        (ADDED, "506.6", None),
        (RENUMBERED, "506.7", "506.6"),
        (RENUMBERED, "506.8", "506.7"),
        *((RENUMBERED, f"506.8{x}", f"506.7{x}") for x in "abcdefg"),
        (ADDED, "701.71", None),
        (ADDED, "701.71a", None),
    ]
    reworded = [c.number for c in diff.changes if c.reworded]
    assert reworded == ["205.3g", "506.8c", "506.8d", "506.8g"]  # their references moved too
    assert [(g.change, g.number) for g in diff.glossary] == [
        (ADDED, "Empower Jace"),
        (ADDED, "Heartwood Token"),
    ]
    assert (diff.old_effective.isoformat(), diff.new_effective.isoformat()) == (
        "2026-08-07",
        "2026-09-25",
    )


def test_the_changed_words_are_marked():
    change = next(c for c in compare(book("august").document, book("september").document).changes
                  if c.number == "506.8g")  # fmt: skip
    assert change.old is not None and change.new is not None
    assert marked(word_diff(change.old, change.new)).startswith(
        "Rules [-506.7-]{+506.8+} and [-506.7a–f-]{+506.8a–f+} apply to abilities"
    )
    artifact = RuleLibrary.diff(book("august"), book("september"), "205.3g").changes[0]
    assert "Gold, {+Heartwood,+} Incubator" in marked(word_diff(artifact.old, artifact.new))


def test_damage_assignment_order_leaving_rule_509():
    diff = RuleLibrary.diff(book("blockers-2023"), book("blockers-2026"), "509")
    removed = [c.number for c in diff.changes if c.change == REMOVED]
    assert removed == ["509.2", "509.2a", "509.3", "509.3a", "509.6", "509.7"]
    gone = {c.number: c.old for c in diff.changes if c.change == REMOVED}
    assert "damage assignment order" in gone["509.2"] and "damage assignment order" in gone["509.6"]
    assert not any(c.new and "damage assignment order" in c.new for c in diff.changes)
    moved = {c.was: c.number for c in diff.changes if c.change == RENUMBERED}
    assert moved["509.4"] == "509.2" and moved["509.5g"] == "509.3g" and moved["509.7a"] == "509.4a"
    # The text of 509.7 was reworded as much as it moved: a new 509.4 and a removed 509.7.
    assert (ADDED, "509.4", None) in kinds(diff)


def test_a_rule_and_what_lies_under_it():
    diff = RuleLibrary.changes(book("august"), book("september"))
    assert [c.number for c in diff.under("506.8").changes] == [
        "506.8",
        *(f"506.8{x}" for x in "abcdefg"),
    ]
    # by its old number too
    assert [c.number for c in diff.under("506.6").changes] == ["506.6", "506.7"]
    assert [c.number for c in diff.under("701").changes] == ["701.71", "701.71a"]
    assert within("702.19b", "702.19") and not within("702.190", "702.19")
    assert within("702.19", "702") and within("702.19", "7") and not within("111.10x", "7")


def test_line_diff_shows_the_lines_that_changed():
    pieces = line_diff("kept\nold words here\ngone", "kept\nnew words here\nadded")
    assert pieces == (
        ("=", "kept"),
        ("~", "[-old-]{+new+} words here"),
        ("~", "[-gone-]{+added+}"),
    )


def test_changes_are_asked_for_in_every_language():
    assert changes_scope("changes") == ""
    assert changes_scope("702.19 changes") == "702.19"
    assert changes_scope("rule 702.19 modifiche") == "702.19"
    assert changes_scope("702.19 Änderungen") == "702.19"
    assert changes_scope("702.19 変更") == "702.19"
    assert changes_scope("702.19") is None and changes_scope("trample") is None


def test_the_listing_in_each_language(tmp_path):
    diff = RuleLibrary.changes(book("august"), book("september"))
    reply = changes_reply(book("september"), diff, "", "it")
    text = reply.as_text()
    assert reply.title == "Cosa è cambiato: Regole Complete"
    assert "Dalla versione del giorno 7 agosto 2026 a quella del giorno 25 settembre 2026" in text
    assert "3 nuove" not in text and "4 nuove, 1 riformulata, 9 rinumerate, 0 rimosse" in text
    assert "  506.7c → 506.8c Some spells state" in text and "(riformulata)" in text
    assert [link.query for link in reply.links][:2] == ["111.10x changes", "205.3g changes"]
    one = changes_reply(book("september"), diff, "506.8g", "ja")
    assert one.title == "506.8gの変更点"
    assert "506.7gは506.8gになりました：" in one.lines
    assert any("[-506.7-]{+506.8+}" in line for line in one.lines)
    same = changes_reply(book("september"), diff, "702.19", "de")
    assert same.lines[-1] == "702.19 hat sich nicht geändert." and not same.error
    missing = changes_reply(book("september"), diff, "999.9", "en")
    assert missing.error and missing.lines == ("There is no rule 999.9.",)


# -- the previous copy kept on update, the log, the CLI --------------------------------------


class _Rules:
    def __init__(self) -> None:
        self.target = "/august.txt"

    def answer(self, path: str) -> bytes | None:
        if path == "/en/rules":
            return f'<a href="{self.target}">TXT</a>'.encode()
        files = {
            "/august.txt": encode(excerpt_cr("August 7, 2026", AUGUST)),
            "/september.txt": encode(
                excerpt_cr("September 25, 2026", SEPTEMBER, GLOSSARY_SEPTEMBER)
            ),
        }
        return files.get(path)


def test_an_update_keeps_the_previous_copy_and_says_what_changed(tmp_path, caplog):
    site = _Rules()
    with http_server(site.answer) as base:
        first = crsource.update(tmp_path, f"{base}/en/rules")
        assert crsource.previous(tmp_path) is None
        site.target = "/september.txt"
        caplog.set_level(logging.INFO, logger="bot.crsource")
        second = crsource.update(tmp_path, f"{base}/en/rules")
    assert crsource.previous(tmp_path) == first
    assert crsource.cached(tmp_path) == second
    assert Path(first.path).is_file() and Path(second.path).is_file()
    announced = [r.getMessage() for r in caplog.records if "were updated" in r.getMessage()]
    assert announced == [
        "the Comprehensive Rules were updated: effective 2026-09-25, were 2026-08-07: 4 rules"
        " added, 0 removed, 1 changed, 9 renumbered; 2 glossary terms changed"
    ]
    diff = RuleChanges(tmp_path).diff(crsource.load_book(Path(second.path)))
    assert diff is not None and diff.count(RENUMBERED) == 9


def test_the_same_date_published_again_keeps_the_first_file(tmp_path):
    site = _Rules()
    with http_server(site.answer) as base:
        first = crsource.update(tmp_path, f"{base}/en/rules")
        again = crsource.update(tmp_path, f"{base}/en/rules")  # the same bytes: no previous
        assert again.path == first.path and crsource.previous(tmp_path) is None


def test_a_local_rules_file_is_compared_with_the_stored_copy_before_it(tmp_path, monkeypatch):
    site = _Rules()
    with http_server(site.answer) as base:
        crsource.update(tmp_path, f"{base}/en/rules")  # August, stored
    local = tmp_path / "september.txt"
    local.write_bytes(encode(excerpt_cr("September 25, 2026", SEPTEMBER, GLOSSARY_SEPTEMBER)))
    diff = RuleChanges(tmp_path).diff(crsource.load_book(local))
    assert diff is not None and diff.old_effective.isoformat() == "2026-08-07"
    older = RuleChanges(tmp_path).diff(crsource.load_book(Path(crsource.cached(tmp_path).path)))
    assert older is None  # nothing stored is older than August


def test_cli_rule_changes_and_rules_compare(tmp_path, monkeypatch, capsys):
    old, new = tmp_path / "old.txt", tmp_path / "new.txt"
    old.write_bytes(encode(excerpt_cr("August 7, 2026", AUGUST)))
    new.write_bytes(encode(excerpt_cr("September 25, 2026", SEPTEMBER, GLOSSARY_SEPTEMBER)))
    assert main(["rules", "compare", str(old), str(new), "506.8c", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "506.7c ist jetzt 506.8c:" in out and "[-506.7.-]{+506.8.+}" in out
    assert main(["rules", "compare", "--json", str(old), str(new)]) == 0
    data = __import__("json").loads(capsys.readouterr().out)
    assert data["counts"] == {"added": 4, "changed": 1, "renumbered": 9, "removed": 0}
    assert data["changes"][1]["marked"].count("{+Heartwood,+}") == 1
    # rule --changes: the rules in use against the stored copy before them
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_CR_PATH", str(new))
    assert main(["rule", "--changes"]) == 1  # nothing stored yet
    assert "No earlier version" in capsys.readouterr().out
    site = _Rules()
    with http_server(site.answer) as base:
        crsource.update(tmp_path / "data", f"{base}/en/rules")
    assert main(["rule", "--changes", "701"]) == 0
    assert "701.71 is new:" in capsys.readouterr().out


# -- the whole published files ---------------------------------------------------------------

needs_shared = pytest.mark.skipif(
    not (SHARED / "cr" / "MagicCompRules-20230901.txt").is_file(),
    reason="no ../shared/cr: the three published CR files are not beside the project",
)


@cache
def published(name: str) -> RuleBook:
    return crsource.load_book(SHARED / "cr" / name)


@needs_shared
def test_the_published_september_update_whole():
    diff = RuleLibrary.changes(
        published("MagicCompRules-20260807.txt"), published("MagicCompRules.txt")
    )
    excerpt = RuleLibrary.changes(book("august"), book("september"))
    assert kinds(diff) == kinds(excerpt)  # the whole files change exactly what the excerpts do
    assert [g.number for g in diff.glossary] == ["Empower Jace", "Heartwood Token"]


@needs_shared
def test_three_years_of_changes_whole():
    diff = RuleLibrary.changes(
        published("MagicCompRules-20230901.txt"), published("MagicCompRules.txt")
    )
    counts = {kind: diff.count(kind) for kind in (ADDED, CHANGED, RENUMBERED, REMOVED)}
    assert counts[RENUMBERED] > 300 and counts[ADDED] > 300 and counts[CHANGED] > 200
    assert kinds(diff.under("509")) == kinds(
        RuleLibrary.diff(book("blockers-2023"), book("blockers-2026"), "509")
    )
    numbers = [c.number for c in diff.changes]
    assert len(numbers) == len(set(zip(numbers, (c.change for c in diff.changes), strict=True)))
    reply = changes_reply(published("MagicCompRules.txt"), diff, "", "en")
    assert len(reply.links) == 25 and reply.lines[1].endswith("removed")
