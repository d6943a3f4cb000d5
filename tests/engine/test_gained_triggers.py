"""The combat triggers of a creature that gained its ability, or entered the battlefield,
after attackers were declared trigger as blockers are declared (509.2a, 702.25a), as written
ones do."""

from __future__ import annotations

import pytest

from engine import run_board as run
from engine.events import Afflict, Bushido, Flanking, Rampage


def events(board: str, kind: type) -> list:
    return [e for e in run(board).events if isinstance(e, kind)]


@pytest.mark.parametrize(
    ("board", "shrunk"),
    [
        (
            "Alice: Knight 2/2 | Bob: Elf 1/3 blocks Knight ; after attacks: Knight gains flanking",
            ["b1"],
        ),
        (
            "Alice: Knight 2/2 | Bob: Elf 1/3 blocks Knight, Cub 2/2 blocks Knight ;"
            " after attacks: Knight gains flanking",
            ["b1", "b2"],
        ),
        # a blocker with flanking is not shrunk (702.25a: "a creature without flanking")
        (
            "Alice: Knight 2/2 | Bob: Elf 1/3 flanking blocks Knight, Cub 2/2 blocks Knight ;"
            " after attacks: Knight gains flanking",
            ["b2"],
        ),
        (
            "Alice: Knight 2/2 -> Carol, Bear 2/2 -> Bob | Bob: | Carol: Elf 1/3 blocks Knight ;"
            " after attacks: Knight gains flanking",
            ["c1"],
        ),
        (
            "Alice: Knight 2/2 -> Bob & Ann: | Bob: & Ben: Elf 1/3 blocks Knight ;"
            " after attacks: Knight gains flanking",
            ["b1"],
        ),
        # put onto the battlefield attacking, then blocked as blockers are declared
        (
            "Alice: Bear 2/2 | Bob: Elf 1/3 blocks Knight ; after attacks: put Knight 2/2 flanking",
            ["b1"],
        ),
    ],
)
def test_flanking_gained_after_attacks_triggers_on_the_block(board: str, shrunk: list[str]) -> None:
    flanked = events(board, Flanking)
    assert [e.creature for e in flanked] == shrunk
    assert all(e.rule == "702.25a" for e in flanked)


def test_the_blocker_shrunk_by_gained_flanking_dies() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Elf 1/1 blocks Knight ; after attacks: Knight gains flanking"
    )
    elf = next(p for p in result.permanents if p.name == "Elf")
    assert elf.dies
    assert [s.step for s in result.steps] == ["regular"]


@pytest.mark.parametrize(
    "board",
    [
        # gained once blockers are declared: the event it waits for has passed
        "Alice: Knight 2/2 | Bob: Elf 1/3 blocks Knight ; after blocks: Knight gains flanking",
        # gained and lost again before blockers are declared
        "Alice: Knight 2/2 | Bob: Elf 1/3 blocks Knight ;"
        " after attacks: Knight gains flanking, Knight loses flanking",
        # unblocked
        "Alice: Knight 2/2 | Bob: Elf 1/3 ; after attacks: Knight gains flanking",
        # gained by the blocker: flanking triggers on the attacker's side only
        "Alice: Knight 2/2 | Bob: Elf 1/3 blocks Knight ; after attacks: Elf gains flanking",
    ],
)
def test_flanking_that_was_not_there_as_blocks_were_declared_does_not_trigger(board: str) -> None:
    assert events(board, Flanking) == []


def test_becomes_blocked_triggers_of_a_creature_put_attacking_trigger() -> None:
    board = (
        "Alice: Bear 2/2 | Bob: Elf 1/1 blocks Samurai, Cub 1/1 blocks Giant, Wall 0/4 blocks Giant ;"
        " after attacks: put Samurai 2/2 bushido 1, put Giant 3/3 rampage 2, put Brute 2/2 afflict 3"
    )
    result = run(board)
    assert [(e.creature, e.power_change) for e in events(board, Bushido)] == [("a2", 1)]
    assert [(e.creature, e.beyond) for e in events(board, Rampage)] == [("a3", 1)]
    assert events(board, Afflict) == []  # unblocked: afflict waits for a block
    assert result.players[1].life == 20 - 2 - 2


def test_afflict_of_a_creature_put_attacking_triggers_when_blocked() -> None:
    board = (
        "Alice: Bear 2/2 -> Bob & Ann: | Bob: & Ben: Wall 0/4 blocks Brute ;"
        " after attacks: put Brute 2/2 afflict 3 -> Bob"
    )
    afflict = events(board, Afflict)
    assert [(e.source, e.player, e.amount, e.life) for e in afflict] == [("a2", "Bob", 3, 27)]


def test_protection_of_a_creature_put_blocking_prevents_the_damage() -> None:
    # The combat looks at what a permanent put onto the battlefield has, as at what the
    # board's own permanents have (702.16e).
    result = run(
        "Alice: Bear 2/2 green | Bob: ; after blocks: put Wall 0/4 protection from green blocks Bear"
    )
    assert [d.amount for s in result.steps for d in s.damage] == []
    assert [d.amount for s in result.steps for d in s.prevented] == [2]
