"""Every rule number the combat engine can cite exists in the current Comprehensive Rules."""

from __future__ import annotations

from functools import cache

import pytest

from engine.citations import all_rules
from engine.rules import RuleBook, parse_bytes
from tests.conftest import current_cr

CR = current_cr()
pytestmark = pytest.mark.skipif(
    CR is None, reason="no CR text: set REDZONE_CR_PATH or put ../shared/cr beside the project"
)


@cache
def book() -> RuleBook:
    assert CR is not None
    return RuleBook(parse_bytes(CR.read_bytes()))


def test_every_cited_rule_exists():
    missing = sorted(number for number in all_rules() if not book().has(number))
    assert not missing


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
        ("702.9", "Flying"),
        ("702.12", "Indestructible"),
        ("810", "Two-Headed Giant Variant"),
        ("805", "Shared Team Turns Option"),
        ("510", "Combat Damage Step"),
        ("903", "Commander"),
    ],
)
def test_titles(number, title):
    view = book().view(number)
    assert view is not None and view.title == title


def test_events_only_cite_registered_rules(combat):
    out = combat(
        "Alice: Knight 3/3 ds trample lifelink cipher(Shadow Slice) | Bob: Bear 2/2 blocks Knight"
    )
    assert set(out.rules()) <= all_rules()
