"""The notation of colours, types, protection, lands and several blocks (README
"Protection, restrictions and evasion"): every language, round trip, coded errors."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import format_board, parse
from engine.errors import NotationError
from engine.keywords import Keyword
from engine.model import Creature, Ref


def creature(text: str, side: int = 1, vocab=None) -> Creature:
    board = parse(text, vocab or vocabulary())
    thing = board.sides[side].players[0].things[0]
    assert isinstance(thing, Creature)
    return thing


def test_colours_types_and_protection():
    c = creature(
        "Alice: X 1/1 | Bob: Goblin 2/2 green red type(Goblin Warrior) pro white protection from Goblins"
    )
    assert c.colors == ("red", "green")  # in the usual order, whatever the writing order
    assert c.types == ("Goblin", "Warrior")
    assert c.protections == ("white", "Goblins")
    assert c.keywords == frozenset()


@pytest.mark.parametrize(
    "text",
    [
        "Alice: X 1/1 | Bob: Ritter 2/2 rot Schutz vor Weiß Typ(Artefakt Golem) blockt X",
        "Alice: X 1/1 | Bob: Cavaliere 2/2 rosso protezione dal bianco tipo(artefatto Golem) blocca X",
        "Alice: X 1/1 | Bob: 騎士 2/2 赤 プロテクション（白） タイプ(アーティファクト Golem) ブロック X",
        "Alice: X 1/1 | Bob: Knight 2/2 red pro(white) type(Artifact Golem) blocks X",
    ],
)
def test_every_language_means_the_same(text):
    c = creature(text)
    assert (c.colors, c.protections, c.types) == (("red",), ("white",), ("Artifact", "Golem"))


def test_lands_in_every_language():
    for head in (
        "Bob lands(Island, swamp)",
        "Bob terre(Isola, Palude)",
        "Bob Länder(Insel, Sumpf)",
        "Bob 土地(島、沼)",
    ):
        board = parse(f"Alice: X 1/1 | {head}: Wall 0/4", vocabulary())
        assert board.sides[1].players[0].lands == ("Island", "Swamp"), head


def test_several_blocks_two_ways():
    a = creature("Alice: K 1/1, B 1/1 | Bob: G 2/2 can block any number blocks (K, B)")
    b = creature("Alice: K 1/1, B 1/1 | Bob: G 2/2 can block any number blocks K blocks B")
    assert a == b and a.blocks == Ref("K") and a.also_blocks == (Ref("B"),)
    assert Keyword.ANY_BLOCKS in a.keywords


def test_numbers_of_restrictions():
    c = creature(
        "Alice: Rogue 2/2 can't be blocked except by 3 can block additional 1 | Bob:", side=0
    )
    assert (c.number(Keyword.MIN_BLOCKERS), c.number(Keyword.EXTRA_BLOCKS)) == (3, 1)
    assert creature(
        "Alice: Sprite 1/1 cant be blocked except by creatures with flying | Bob:", side=0
    ).keywords == {Keyword.FLYERS_ONLY}


def test_round_trip():
    text = (
        "Alice: Wurm 5/5 red green type(Wurm) trample protection from white -> Bob"
        " | Bob lands(Island): Guard 2/4 can block additional 1 blocks Wurm blocks 1"
    )
    board = parse(text)
    assert parse(format_board(board)) == board
    assert "lands(Island)" in format_board(board)


@pytest.mark.parametrize(
    ("text", "detail", "at"),
    [
        ("Alice: X 1/1 protection from | Bob:", "protection-shape", "protection from"),
        ("Alice: X 1/1 pro -> Bob | Bob:", "protection-shape", "pro"),
        ("Alice: X 1/1 type() | Bob:", "type-shape", "type("),
        ("Alice: X 1/1 | Bob lands(): Wall 0/4", "lands-shape", "lands("),
    ],
)
def test_shapes_are_coded_syntax_errors(text, detail, at):
    with pytest.raises(NotationError) as caught:
        parse(text)
    assert (caught.value.code, caught.value.detail) == ("syntax", detail)
    assert text[slice(*caught.value.span)] == at


def test_a_colour_word_is_no_longer_an_unknown_keyword_but_a_typo_still_is():
    assert creature("Alice: X 1/1 | Bob: W 0/1 blue", vocab=None).colors == ("blue",)
    with pytest.raises(NotationError) as caught:
        parse("Alice: X 1/1 bleu | Bob:")
    assert caught.value.code == "unknown_keyword"


def test_japanese_protection_with_two_qualities():
    c = creature("Alice: X 1/1 | Bob: 騎士 2/2 プロテクション（白）（青）")
    assert c.protections == ("white", "blue")
