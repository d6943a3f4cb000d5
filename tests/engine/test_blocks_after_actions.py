"""Blocks declared after the actions written ``after attacks:`` are checked against the
abilities the creatures have then (509.1a-b), whether written on the board or gained."""

from __future__ import annotations

import pytest

from engine import IllegalActionError
from engine import run_board as run


def refusal(board: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(board)
    return caught.value


@pytest.mark.parametrize(
    ("board", "detail", "rule"),
    [
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains shadow",
            "shadow",
            "702.28b",
        ),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains can't be blocked",
            "cant-be-blocked",
            "509.1b",
        ),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains fear",
            "fear",
            "702.36b",
        ),
        (
            "Alice: Bear 2/2 red | Bob: Wall 0/4 green blocks Bear ;"
            " after attacks: Bear gains intimidate",
            "intimidate",
            "702.13b",
        ),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains horsemanship",
            "horsemanship",
            "702.31b",
        ),
        (
            "Alice: Bear 2/2 | Bob: Ogre 3/3 blocks Bear ; after attacks: Bear gains skulk",
            "skulk",
            "702.118b",
        ),
        (
            "Alice: Bear 2/2 | Bob lands(Swamp): Wall 0/4 blocks Bear ;"
            " after attacks: Bear gains swampwalk",
            "landwalk",
            "702.14c",
        ),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Wall gains can't block",
            "cant-block",
            "509.1b",
        ),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Wall gains tapped",
            "tapped-block",
            "509.1a",
        ),
        # a blocker with shadow may block only creatures with shadow (702.28b)
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Wall gains shadow",
            "shadow-blocker",
            "702.28b",
        ),
        # multiplayer: the block of the creature attacking Carol
        (
            "Alice: Bear 2/2 -> Bob, Rat 1/1 -> Carol | Bob: | Carol: Wall 0/4 blocks Rat ;"
            " after attacks: Rat gains fear",
            "fear",
            "702.36b",
        ),
        # Two-Headed Giant: a teammate's block
        (
            "Alice: Ogre 4/4 -> Bob & Ann: | Bob: & Ben: Wall 0/5 blocks Ogre ;"
            " after attacks: Ogre gains horsemanship",
            "horsemanship",
            "702.31b",
        ),
        (
            "Alice: Ogre 4/4 -> Bob & Ann: | Bob: & Ben: Wall 0/5 blocks Ogre ;"
            " after attacks: Wall gains tapped",
            "tapped-block",
            "509.1a",
        ),
    ],
)
def test_an_ability_gained_after_attacks_restricts_the_block(
    board: str, detail: str, rule: str
) -> None:
    error = refusal(board)
    assert (error.code, error.detail, error.params["rule"]) == ("illegal_block", detail, rule)
    assert "blocks" in board[error.span[0] : error.span[1]]


@pytest.mark.parametrize(
    "board",
    [
        # losing the restriction before blockers are declared makes the block legal
        "Alice: Bear 2/2 shadow | Bob: Wall 0/4 blocks Bear ; after attacks: Bear loses shadow",
        "Alice: Bear 2/2 | Bob: Wall 0/4 tapped blocks Bear ; after attacks: Wall loses tapped",
        # a creature that meets the new restriction still blocks
        "Alice: Bear 2/2 | Bob: Wall 0/4 shadow blocks Bear ; after attacks: Bear gains shadow",
        "Alice: Bear 2/2 | Bob: Wall 0/4 black blocks Bear ; after attacks: Bear gains fear",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains swampwalk",
        "Alice: Bear 2/2 | Bob: Cub 1/1 blocks Bear ; after attacks: Bear gains skulk",
        # gained after blocks: the block stands (509.1b)
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Bear gains shadow",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Wall gains tapped",
    ],
)
def test_a_block_legal_at_declare_blockers_stands(board: str) -> None:
    result = run(board)
    assert result.steps[-1].damage  # the combat ran to its damage


def test_a_restriction_gained_by_another_attacker_leaves_the_others_blockable() -> None:
    result = run(
        "Alice: Bear 2/2, Rat 1/1 | Bob: Wall 0/4 blocks Rat ; after attacks: Bear gains shadow"
    )
    assert result.players[1].life == 18
