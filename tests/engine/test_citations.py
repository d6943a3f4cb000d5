"""Every rule number the engine can cite exists in the current Comprehensive Rules."""

from __future__ import annotations

import re

import pytest

from engine.citations import all_rules
from tests.conftest import current_cr

CR = current_cr()
needs_cr = pytest.mark.skipif(
    CR is None, reason="no CR text: set REDZONE_CR_PATH or put ../shared/cr beside the project"
)


def cr_rules() -> dict[str, str]:
    assert CR is not None
    text = CR.read_text(encoding="utf-8-sig")
    rules: dict[str, str] = {}
    for line in re.split(r"\r\n|\r|\n", text):
        match = re.match(r"(\d{3}\.\d+[a-z]*)\.? (.*)", line)
        if match:
            rules.setdefault(match.group(1), match.group(2))
        match = re.match(r"(\d{3})\. (.*)", line)
        if match:
            rules.setdefault(match.group(1), match.group(2))
    return rules


@needs_cr
def test_every_cited_rule_exists():
    rules = cr_rules()
    missing = sorted(number for number in all_rules() if number not in rules)
    assert not missing


@needs_cr
@pytest.mark.parametrize(
    ("number", "title"),
    [
        ("702.4", "Double Strike"),
        ("702.7", "First Strike"),
        ("702.19", "Trample"),
        ("702.2", "Deathtouch"),
        ("702.15", "Lifelink"),
        ("702.90", "Infect"),
        ("702.80", "Wither"),
        ("702.164", "Toxic"),
        ("702.99", "Cipher"),
        ("702.111", "Menace"),
        ("810", "Two-Headed Giant Variant"),
        ("510", "Combat Damage Step"),
    ],
)
def test_titles(number, title):
    assert cr_rules()[number] == title


def test_events_only_cite_registered_rules(combat):
    out = combat(
        "Alice: Knight 3/3 ds trample lifelink cipher(Shadow Slice) | Bob: Bear 2/2 blocks Knight"
    )
    assert set(out.rules()) <= all_rules()
