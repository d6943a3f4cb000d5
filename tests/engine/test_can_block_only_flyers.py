""" "Can block only creatures with flying" (Stormcloud Djinn, Cloud Sprite): a restriction on
the blocker's side (509.1b), checked as blockers are declared with the abilities creatures
have then, in every language the notation reads."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import IllegalActionError, run_board
from engine.combat import simulate
from engine.keywords import Keyword
from engine.notation import parse
from tests.engine.test_block_requirements import blocks, refuse


def test_blocking_a_creature_without_flying_is_refused_with_the_rule_and_the_blocker_s_span():
    board = "Alice: Bear 2/2 | Bob: Djinn 5/6 can block only creatures with flying blocks Bear"
    error = refuse(board)
    assert (error.code, error.detail) == ("illegal_block", "blocks-only-flyers")
    assert error.params["rule"] == "509.1b"
    assert (error.params["name"], error.params["attacker"]) == ("Djinn", "Bear")
    assert board[slice(*error.span)] == (
        "Djinn 5/6 can block only creatures with flying blocks Bear"
    )


def test_it_blocks_a_creature_with_flying():
    board = "Alice: Bird 1/1 flying | Bob: Djinn 5/6 flying can block only flyers blocks Bird"
    assert blocks(board) == {"Djinn": "Bird"}


def test_the_keyword_is_read_among_others_as_cards_print_them():
    board = "Alice: Bird 1/1 flying | Bob: Djinn 5/6 flying, can block only creatures with flying blocks Bird"
    thing = parse(board).sides[1].players[0].things[0]
    assert {Keyword.FLYING, Keyword.BLOCKS_ONLY_FLYERS} <= thing.keywords
    assert blocks(board) == {"Djinn": "Bird"}


def test_without_it_the_same_creature_blocks_a_ground_creature():
    assert blocks("Alice: Bear 2/2 | Bob: Djinn 5/6 flying blocks Bear") == {"Djinn": "Bear"}


def test_gained_after_attacks_it_forbids_the_block():
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Wall gains can block only flyers"
    error = refuse(board)
    assert (error.detail, error.params["rule"]) == ("blocks-only-flyers", "509.1b")


def test_gained_after_blocks_the_block_stands():
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Wall gains can block only flyers"
    out = run_board(board)
    assert {p.name: p.life for p in out.players}["Bob"] == 20


def test_the_attacker_losing_flying_after_attacks_makes_the_block_illegal():
    board = (
        "Alice: Bird 1/1 flying | Bob: Djinn 5/6 flying can block only flyers blocks Bird ;"
        " after attacks: Bird loses flying"
    )
    assert refuse(board).detail == "blocks-only-flyers"


def test_a_lure_it_cannot_block_makes_no_requirement():
    # 509.1c: a requirement that would break a restriction is not obeyed.
    board = "Alice: Bear 2/2 lure, Bird 1/1 flying | Bob: Djinn 5/6 flying can block only flyers"
    assert blocks(board) == {}
    assert blocks(f"{board} blocks Bird") == {"Djinn": "Bird"}


def test_a_lure_and_a_must_block_compete_for_a_blocker_of_flyers_only():
    board = (
        "Alice: Bird 1/1 flying lure, Hawk 1/1 flying | "
        "Bob: Djinn 5/6 flying can block only flyers must block if able"
    )
    assert blocks(f"{board} blocks Bird") == {"Djinn": "Bird"}
    assert refuse(f"{board} blocks Hawk").detail == "requirement-lure"
    assert refuse(board).detail in ("requirement-lure", "requirement-must-block")


def test_in_two_headed_giant_a_teammate_s_flyers_only_blocker_is_refused():
    board = (
        "Alice 1: Bear 2/2 -> Bob & Ann: | "
        "Bob: & Ben: Djinn 5/6 can block only creatures with flying blocks Bear"
    )
    assert refuse(board).detail == "blocks-only-flyers"


def test_in_multiplayer_the_attacked_player_s_blocker_is_refused():
    board = "Alice: Bear 2/2 -> Carol | Bob: | Carol: Djinn 5/6 can block only flyers blocks Bear"
    assert refuse(board).detail == "blocks-only-flyers"


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Orso 2/2 | Bob: Djinn 5/6 può bloccare solo creature con volare blocca Orso",
        "Alice: Bär 2/2 | Bob: Dschinn 5/6 kann nur Kreaturen mit Fliegend blocken blockt Bär",
        "Alice: 熊 2/2 | Bob: ジン 5/6 飛行を持つクリーチャーしかブロックできない ブロック 熊",
        "Alice: Ours 2/2 | Bob: Djinn 5/6 ne peut bloquer que des créatures avec le vol bloque Ours",
        (
            "Alice: Oso 2/2 | Bob: Djinn 5/6 solo puede bloquear criaturas con la habilidad de"
            " volar bloquea a Oso"
        ),
    ],
)
def test_each_language_s_words_are_the_restriction(board: str):
    with pytest.raises(IllegalActionError) as info:
        simulate(parse(board, vocabulary()))
    error = info.value
    assert (error.detail, error.params["rule"]) == ("blocks-only-flyers", "509.1b")


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Bird 1/1 flying | Bob: Djinn 5/6 reach, vigilance blocks Bird",
        "Alice: Bird 1/1 flying, vigilance -> Bob | Bob: Djinn 5/6",
    ],
)
def test_a_keyword_list_before_a_clause_stays_one_permanent_s(board: str):
    sides = parse(board).sides
    assert [len(side.players[0].things) for side in sides] == [1, 1]
