"""Requirements of attacking and blocking (508.1d, 509.1c): a declaration obeys as many as a
legal one could, without breaking a restriction; and "can't attack or block alone" (506.5)."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import IllegalActionError, run_board
from engine.combat import simulate
from engine.events import BlockDeclared
from engine.notation import parse


def refuse(board: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        run_board(board)
    return info.value


def blocks(board: str) -> dict[str, str]:
    """Each blocker's name and the attacker it blocks, as simulated."""
    out = run_board(board)
    names = {p.id: p.name for p in out.permanents}
    return {names[e.blocker]: names[e.attacker] for e in out.events if isinstance(e, BlockDeclared)}


def test_lure_one_blocker_two_attackers_blocking_the_other_is_refused():
    board = "Alice: Bear 2/2 lure, Ox 3/3 | Bob: Wall 0/4 blocks Ox"
    error = refuse(board)
    assert (error.code, error.detail) == ("illegal_block", "requirement-lure")
    assert error.params["rule"] == "509.1c"
    assert error.params["blocks"] == "Wall → Bear"
    assert board[slice(*error.span)] == "Wall 0/4 blocks Ox"


def test_lure_obeyed_is_legal():
    assert blocks("Alice: Bear 2/2 lure, Ox 3/3 | Bob: Wall 0/4 blocks Bear") == {"Wall": "Bear"}


def test_two_lures_one_blocker_either_is_legal_none_is_not():
    board = "Alice: Bear 2/2 lure, Ox 3/3 lure | Bob: Wall 0/4"
    for choice in ("Bear", "Ox"):
        assert blocks(f"{board} blocks {choice}") == {"Wall": choice}
    error = refuse(board)
    assert error.detail == "requirement-lure"
    assert error.params["count"] == 1


def test_two_lures_and_a_blocker_of_two_must_block_both():
    board = "Alice: Bear 2/2 lure, Ox 3/3 lure | Bob: Wall 0/4 can block additional 1"
    error = refuse(f"{board} blocks Bear")
    assert error.params["count"] == 2
    assert error.params["blocks"] == "Wall → Bear; Wall → Ox"
    run_board(f"{board} blocks Bear blocks Ox")


def test_every_creature_able_to_block_a_lure_must_block_it():
    board = "Alice: Bear 2/2 lure, Ox 3/3 | Bob: Wall 0/4 blocks Bear, Elf 1/1 blocks Ox"
    error = refuse(board)
    assert (error.detail, error.params["name"]) == ("requirement-lure", "Elf")
    assert board[slice(*error.span)] == "Elf 1/1 blocks Ox"
    assert error.params["blocks"] == "Wall → Bear; Elf → Bear"


def test_a_restriction_beats_the_lure_requirement():
    board = "Alice: Bear 2/2 lure | Bob: Wall 0/4 can't block, Elf 1/1 blocks Bear"
    assert blocks(board) == {"Elf": "Bear"}
    assert blocks("Alice: Hawk 2/2 flying lure | Bob: Wall 0/4") == {}
    assert blocks("Alice: Bear 2/2 lure | Bob: Wall 0/4 tapped") == {}


def test_lure_with_menace_and_one_possible_blocker_needs_no_block():
    assert blocks("Alice: Bear 2/2 lure menace | Bob: Wall 0/4") == {}
    error = refuse("Alice: Bear 2/2 lure menace | Bob: Wall 0/4 blocks Bear")
    assert error.detail == "menace"


def test_lure_with_menace_and_two_blockers_both_block():
    board = "Alice: Bear 2/2 lure menace | Bob: Wall 0/4, Elf 1/1"
    error = refuse(board)
    assert error.detail == "requirement-lure"
    assert error.params["count"] == 2
    out = blocks("Alice: Bear 2/2 lure menace | Bob: Wall 0/4 blocks Bear, Elf 1/1 blocks Bear")
    assert out == {"Wall": "Bear", "Elf": "Bear"}


def test_must_be_blocked_needs_one_blocker_only():
    board = "Alice: Bear 2/2 must be blocked if able, Ox 3/3 | Bob: Wall 0/4, Elf 1/1"
    error = refuse(f"{board} blocks Ox")
    assert (error.detail, error.params["attacker"]) == ("requirement-must-be-blocked", "Bear")
    assert blocks(f"{board} blocks Bear") == {"Elf": "Bear"}
    # The nearest legal declaration moves the one creature written blocking.
    assert error.params["blocks"] == "Elf → Bear"


def test_must_be_blocked_with_menace_needs_two_when_two_can():
    board = "Alice: Bear 2/2 must be blocked if able menace | Bob: Wall 0/4, Elf 1/1"
    assert refuse(board).detail == "requirement-must-be-blocked"
    assert blocks("Alice: Bear 2/2 must be blocked menace | Bob: Wall 0/4") == {}


def test_must_block_blocks_something():
    error = refuse("Alice: Bear 2/2 | Bob: Wall 0/4 must block if able")
    assert (error.detail, error.params["name"]) == ("requirement-must-block", "Wall")
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 must block blocks Bear, Elf 1/1"
    assert blocks(board) == {"Wall": "Bear"}


def test_must_block_and_lure_compete_for_one_creature():
    board = "Alice: Bear 2/2 lure, Ox 3/3 | Bob: Wall 0/4 must block"
    # Blocking Bear obeys both requirements; blocking Ox only one.
    assert refuse(f"{board} blocks Ox").params["count"] == 2
    assert blocks(f"{board} blocks Bear") == {"Wall": "Bear"}


def test_must_block_that_cannot_block_is_no_requirement():
    assert blocks("Alice: Hawk 2/2 flying | Bob: Wall 0/4 must block") == {}
    assert blocks("Alice: Bear 2/2 | Bob: Wall 0/4 must block tapped") == {}


def test_multiplayer_only_the_attacked_player_must_block_the_lure():
    board = "Alice: Bear 2/2 lure -> Bob | Bob: Wall 0/4 | Carol: Elf 1/1"
    error = refuse(board)
    assert (error.params["name"], error.params["blocks"]) == ("Wall", "Wall → Bear")
    assert blocks("Alice: Bear 2/2 lure -> Bob | Bob: Wall 0/4 blocks Bear | Carol: Elf 1/1") == {
        "Wall": "Bear"
    }


def test_two_headed_giant_every_teammate_able_must_block_the_lure():
    board = "Alice: Bear 2/2 lure -> Bob & Ann: | Bob: Wall 0/4 blocks Bear & Ben: Elf 1/1"
    error = refuse(board)
    assert (error.detail, error.params["name"]) == ("requirement-lure", "Elf")
    ok = board.replace("Elf 1/1", "Elf 1/1 blocks Bear")
    assert blocks(ok) == {"Wall": "Bear", "Elf": "Bear"}


def test_lure_gained_after_attacks_is_checked_at_the_block():
    board = "Alice: Bear 2/2, Ox 3/3 | Bob: Wall 0/4 blocks Ox ; after attacks: Bear gains lure"
    assert refuse(board).detail == "requirement-lure"
    ok = "Alice: Bear 2/2, Ox 3/3 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains lure"
    assert blocks(ok) == {"Wall": "Bear"}


def test_must_attack_kept_home_is_refused_unless_it_cannot_attack():
    error = refuse("Alice: Bear 2/2 attacks each combat if able home | Bob:")
    assert (error.code, error.detail, error.params["rule"]) == (
        "illegal_attack",
        "must-attack",
        "508.1d",
    )
    run_board("Alice: Bear 2/2 must attack home tapped | Bob:")
    run_board("Alice: Bear 2/2 must attack home sick | Bob:")


def test_cant_attack_alone():
    error = refuse("Alice: Bear 2/2 can't attack or block alone | Bob:")
    assert (error.code, error.detail, error.params["rule"]) == (
        "illegal_attack",
        "alone-attack",
        "506.5",
    )
    run_board("Alice: Bear 2/2 can't attack or block alone, Ox 3/3 | Bob:")
    # Two creatures that can't attack alone may attack together (506.5 example).
    run_board(
        "Alice: Bear 2/2 cant attack or block alone, Ox 3/3 cant attack or block alone | Bob:"
    )


def test_cant_block_alone():
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 can't attack or block alone blocks Bear"
    error = refuse(board)
    assert (error.code, error.detail) == ("illegal_block", "alone-block")
    assert blocks(f"{board}, Elf 1/1 blocks Bear") == {"Wall": "Bear", "Elf": "Bear"}


def test_must_attack_that_cannot_attack_alone_stays_home_alone():
    run_board("Alice: Bear 2/2 must attack cant attack or block alone home | Bob:")
    error = refuse(
        "Alice: Bear 2/2 must attack cant attack or block alone home, Ox 2/2 home | Bob:"
    )
    assert error.detail == "must-attack"


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Orso 2/2 tutte le creature in grado di bloccarla lo fanno | Bob: Muro 0/4",
        "Alice: Bär 2/2 muss von allen Kreaturen geblockt werden | Bob: Mauer 0/4",
        "Alice: 熊 2/2 ブロックできるすべてのクリーチャーにブロックされる | Bob: 壁 0/4",
        "Alice: Ours 2/2 toutes les créatures capables de la bloquer le font | Bob: Mur 0/4",
        "Alice: Oso 2/2 todas las criaturas capaces de bloquearla lo hacen | Bob: Muro 0/4",
    ],
)
def test_lure_is_written_in_every_language(board):
    with pytest.raises(IllegalActionError) as info:
        simulate(parse(board, vocabulary()))
    assert info.value.detail == "requirement-lure"
