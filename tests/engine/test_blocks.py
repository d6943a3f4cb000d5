"""Attack and block legality (702.9b, 702.111b, 802.4a, 805.10d)."""

from __future__ import annotations

import pytest

from engine import IllegalActionError, run_board
from engine.errors import AmbiguousError, UnresolvedReferenceError


def refuse(board: str) -> IllegalActionError | UnresolvedReferenceError:
    with pytest.raises((IllegalActionError, UnresolvedReferenceError)) as info:
        run_board(board)
    assert isinstance(info.value, (IllegalActionError, UnresolvedReferenceError))
    return info.value


def test_flying_needs_flying_or_reach():
    error = refuse("Alice: Hawk 1/1 flying | Bob: Bear 2/2 blocks Hawk")
    assert (error.code, error.detail) == ("illegal_block", "flying")
    board = "Alice: Hawk 1/1 flying | Bob: Bear 2/2 blocks Hawk"
    assert board[slice(*error.span)] == "Bear 2/2 blocks Hawk"


def test_reach_and_flying_can_block_flyers(combat):
    assert combat("Alice: Hawk 1/1 flying | Bob: Spider 1/3 reach blocks Hawk").dies() == ["Hawk"]
    assert combat("Alice: Hawk 1/1 flying | Bob: Bat 1/1 flying blocks Hawk").dies() == [
        "Bat",
        "Hawk",
    ]


def test_menace_needs_two_blockers(combat):
    error = refuse("Alice: Goblin 2/2 menace | Bob: Bear 2/2 blocks Goblin")
    assert (error.code, error.detail) == ("illegal_block", "menace")
    ok = combat("Alice: Goblin 2/2 menace | Bob: Bear 2/2 blocks Goblin, Cub 1/1 blocks Goblin")
    assert "Goblin" in ok.dies()


def test_multiplayer_block_only_attackers_of_yourself():
    error = refuse("Alice: Bear 2/2 -> Bob | Bob: | Carol: Wall 0/4 blocks Bear")
    assert (error.code, error.detail) == ("illegal_block", "not-attacking-you")


def test_multiplayer_block_attacker_of_your_planeswalker(combat):
    out = combat("Alice: Bear 2/2 -> Jace | Bob: | Carol: Jace pw 3, Wall 0/4 blocks Bear")
    assert out.perm("Jace").loyalty == 3


def test_2hg_block_for_teammate(combat):
    out = combat("Alice: Ogre 4/4 -> Bob & Ann: | Bob: & Ben: Wall 0/5 blocks Ogre")
    assert out.life("Bob") == 30


def test_attackers_cannot_block():
    error = refuse("Alice: Bear 2/2 blocks 1 | Bob:")
    assert (error.code, error.detail) == ("illegal_block", "attacker-blocks")


def test_defenders_cannot_attack():
    error = refuse("Alice: Bear 2/2 | Bob: Cub 2/2 -> Alice")
    assert (error.code, error.detail) == ("illegal_attack", "defender-attacks")


def test_cannot_attack_yourself_or_teammate_or_a_creature():
    assert refuse("Alice: Bear 2/2 -> Alice | Bob:").detail == "attack-own"
    assert refuse("Alice: Bear 2/2 -> Ann & Ann: | Bob: & Ben:").detail == "attack-own"
    assert refuse("Alice: Bear 2/2 -> Cub | Bob: Cub 2/2").detail == "attack-creature"


def test_cannot_block_a_non_attacker():
    error = refuse("Alice: Bear 2/2 | Bob: Jace pw 4, Wall 0/4 blocks Jace")
    assert (error.code, error.detail) == ("illegal_block", "block-non-attacker")


def test_unknown_reference_points_at_the_name():
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Beer"
    error = refuse(board)
    assert error.code == "unknown_reference"
    assert board[slice(*error.span)] == "Beer"
    assert error.params["suggestion"] == "Bear"


def test_ambiguous_reference():
    board = "Alice: Bear 2/2, Bear 3/3 | Bob: Wall 0/4 blocks Bear"
    error = refuse(board)
    assert isinstance(error, AmbiguousError)
    assert error.code == "ambiguous_reference"


def test_references_by_id_and_number(combat):
    by_id = combat("Alice: Bear 2/2, Bear 3/3 | Bob: Wall 0/4 blocks a2")
    by_number = combat("Alice: Bear 2/2, Bear 3/3 | Bob: Wall 0/4 blocks 2")
    assert by_id.life("Bob") == by_number.life("Bob") == 18


def test_blocks_prefers_the_attacker_over_a_namesake(combat):
    out = combat("Alice: Bear 2/2 | Bob: Bear 3/3 blocks Bear")
    assert out.life("Bob") == 20
    assert [p.name for p in out.result.permanents if p.dies] == ["Bear"]


def test_names_are_case_insensitive(combat):
    assert combat("alice: bear 2/2 -> BOB | bob: WALL 0/3 blocks BEAR").dies() == []
