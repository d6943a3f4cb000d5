"""A creature blocking a creature with banding has its damage divided by the attacking
player (702.22k), whether that creature is in a band or not, and also when it gained
banding after blockers were declared; by default all of it where it kills the fewest of
their creatures (README "Combat triggers and banding")."""

from __future__ import annotations

import pytest

from engine import run_board as run
from engine.events import BandAssigned, DamageAssigned


def guard_shares(board: str) -> list[tuple[str, int, str, str, str]]:
    """How the Guard's damage is assigned: to what, how much, the rule, who divides, why."""
    result = run(board)
    guard = next(p.id for p in result.permanents if p.name == "Guard")
    return [
        (e.target, e.amount, e.rule, getattr(e, "divider", ""), getattr(e, "how", ""))
        for e in result.events
        if isinstance(e, DamageAssigned | BandAssigned) and e.source == guard
    ]


@pytest.mark.parametrize(
    ("board", "target", "divider"),
    [
        # the Guard's 3 on the Bear (it survives), not the Knight it would kill
        (
            "Alice: Knight 2/2 banding, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
            " blocks Knight blocks Bear",
            "a2",
            "Alice",
        ),
        # banding gained once blockers are declared: read as damage is assigned
        (
            "Alice: Knight 2/2, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
            " blocks Knight blocks Bear ; after blocks: Knight gains banding",
            "a2",
            "Alice",
        ),
        # the creature with banding is the one that survives it
        (
            "Alice: Knight 2/5 banding, Bear 2/2 | Bob: Guard 3/6 can block any number"
            " blocks Knight blocks Bear",
            "a1",
            "Alice",
        ),
        # multiplayer: Carol's blocker of two of Alice's attackers
        (
            "Alice: Knight 2/2 banding -> Carol, Bear 2/4 -> Carol | Bob: |"
            " Carol: Guard 3/6 can block additional 1 blocks Knight blocks Bear",
            "a2",
            "Alice",
        ),
        # Two-Headed Giant: the attacking team's player whose creature takes it
        (
            "Alice: Knight 2/2 banding -> Bob & Ann: Bear 2/4 -> Bob | Bob: & Ben:"
            " Guard 3/6 can block additional 1 blocks Knight blocks Bear",
            "a2",
            "Ann",
        ),
    ],
)
def test_the_attacking_player_divides_the_damage_of_a_blocker_of_a_creature_with_banding(
    board: str, target: str, divider: str
) -> None:
    assert guard_shares(board) == [(target, 3, "702.22k", divider, "attacker")]


def test_the_creature_with_banding_survives_the_blocker_of_two() -> None:
    result = run(
        "Alice: Knight 2/2 banding, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
        " blocks Knight blocks Bear"
    )
    assert [p.name for p in result.permanents if p.dies] == []


@pytest.mark.parametrize(
    "board",
    [
        # no creature with banding among those it blocks: its controller divides (510.1d)
        "Alice: Knight 2/2, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
        " blocks Knight blocks Bear",
        # the creature with banding left: the Guard blocks one creature without it
        "Alice: Knight 2/2 banding, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: destroy Knight",
        # banding lost before damage
        "Alice: Knight 2/2 banding, Bear 2/4 | Bob: Guard 3/6 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: Knight loses banding",
    ],
)
def test_without_a_creature_with_banding_the_blocker_divides_its_own_damage(board: str) -> None:
    assert all(rule == "510.1d" and not divider for _, _, rule, divider, _ in guard_shares(board))
