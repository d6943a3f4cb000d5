"""The notation of actions during combat (README "Actions during combat"): shape, spans,
languages, the round trip, and boards written before keeping their meaning."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import NotationError, parse
from engine.keywords import Keyword
from engine.notation import fold, format_board

BOARD = "Alice: Knight 3/3 trample | Bob: Wall 0/4 blocks Knight"


def actions(text: str, vocab=None):
    board = parse(text, vocab or vocabulary())
    return [
        (m.moment, [(a.effect, a.ref.text if a.ref else None) for a in m.actions])
        for m in board.actions
    ]


def test_every_action_reads() -> None:
    text = (
        f"{BOARD} ; after attacks: Knight gains flying ; after blocks: destroy Wall, exile a1,"
        " bounce Wall, sacrifice Wall, remove Wall from combat, Knight +2/-1,"
        " Knight +1/+1 counter x3, Knight -1/-1 counter, Knight loses trample, prevent all, fog,"
        " prevent 3 damage to Bob, prevent 2 from Knight, Knight can't be prevented,"
        " put Spirit 1/1 flying blocks Knight ; after first strike: put Soldier 1/1 -> Bob"
    )
    board = parse(text)
    kinds = [(a.effect, a.ref.text if a.ref else None) for m in board.actions for a in m.actions]
    assert kinds == [
        ("gain", "Knight"),
        ("destroy", "Wall"),
        ("exile", "a1"),
        ("bounce", "Wall"),
        ("sacrifice", "Wall"),
        ("remove", "Wall"),
        ("pump", "Knight"),
        ("counters", "Knight"),
        ("counters", "Knight"),
        ("lose", "Knight"),
        ("fog", None),
        ("fog", None),
        ("prevent_to", "Bob"),
        ("prevent_from", "Knight"),
        ("unpreventable", "Knight"),
        ("put", None),
        ("put", None),
    ]
    pump, plus, minus = board.actions[1].actions[5:8]
    assert (pump.power, pump.toughness) == (2, -1)
    assert (plus.power, plus.count, minus.power, minus.count) == (1, 3, -1, 1)
    put = board.actions[1].actions[-1].creature
    assert put is not None and put.blocks is not None and put.blocks.text == "Knight"
    assert Keyword.FLYING in put.keywords
    assert parse(format_board(board)) == board  # the round trip


def test_spans_point_into_the_text() -> None:
    text = f"{BOARD} ; after blocks: destroy Wall"
    action = parse(text).actions[0].actions[0]
    assert action.ref is not None
    assert text[action.ref.span[0] : action.ref.span[1]] == "Wall"
    assert text[action.span[0] : action.span[1]] == "destroy Wall"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Alice: Cavaliere 3/3 | Bob: Muro 0/4 blocca Cavaliere ; dopo blocchi: distruggi Muro, previeni 2 a Bob, Cavaliere ottiene travolgere",
            [("after_blocks", [("destroy", "Muro"), ("prevent_to", "Bob"), ("gain", "Cavaliere")])],
        ),
        (
            "Alice: Ritter 3/3 | Bob: Mauer 0/4 blockt Ritter ; nach Blocks: zerstöre Mauer, Ritter +1/+1 Marke, verhindere 2 von Ritter",
            [
                (
                    "after_blocks",
                    [("destroy", "Mauer"), ("counters", "Ritter"), ("prevent_from", "Ritter")],
                )
            ],
        ),
        (
            "Alice: 騎士 3/3 | Bob: 壁 0/4 ブロック 騎士 ; ブロック後: 壁を破壊、騎士 +1/+1カウンター、騎士 トランプル を得る、軽減 2 Bob に",
            [
                (
                    "after_blocks",
                    [
                        ("destroy", "壁"),
                        ("counters", "騎士"),
                        ("gain", "騎士"),
                        ("prevent_to", "Bob"),
                    ],
                )
            ],
        ),
        (
            "Alice: 騎士 3/3 先制攻撃 | Bob： ；先制攻撃後： 騎士 先制攻撃を失う",
            [("after_first_strike", [("lose", "騎士")])],
        ),
    ],
)
def test_other_languages(text: str, words) -> None:
    assert actions(text) == words


def test_a_semicolon_without_a_moment_keeps_its_old_meaning() -> None:
    old = "Alice: Bear;Cub 2/2 | Bob:"
    board = parse(old)
    assert board.actions == ()
    assert board.sides[0].players[0].things[0].name == "Bear;Cub"


@pytest.mark.parametrize(
    ("text", "detail", "at"),
    [
        (f"{BOARD} ; after blocks destroy Wall", "moment-colon", None),
        (
            f"{BOARD} ; after blocks: destroy Wall ; after attacks: Knight +1/+1",
            "moment-order",
            "after attacks",
        ),
        (f"{BOARD} ; after bloks: destroy Wall", "expected-moment", "after bloks"),
        (f"{BOARD} ; after blocks: smash Wall", "expected-action", "smash Wall"),
        (f"{BOARD} ; after blocks: Knight +2/+2 counter", "counter-shape", "counter"),
        (f"{BOARD} ; after blocks: prevent Bob", "prevent-shape", "prevent Bob"),
        (
            f"{BOARD} ; after blocks: Knight gains damage 2",
            "action-keyword",
            "Knight gains damage 2",
        ),
        (f"{BOARD} ; after blocks: put Jace pw 3", "put-shape", "put Jace pw 3"),
        (f"{BOARD} ; after blocks:", "expected-action", "after blocks:"),
    ],
)
def test_shape_errors(text: str, detail: str, at: str | None) -> None:
    with pytest.raises(NotationError) as caught:
        parse(text)
    error = caught.value
    assert (error.code, error.detail) == ("syntax", detail)
    if at is not None:
        assert text[error.span[0] : error.span[1]] == at


@pytest.mark.parametrize(
    "text",
    [
        "Alice: Knight 2/2 first strike -> Bob | Bob: Wall 0/4 blocks Knight ; after blocks: Knight +1/+1",
        "A 2/2 -> B vs B 1/1;after blocks: A +1/+1",  # ";" glued to a word
        "Alice: A 2/2 -> Bob | Bob: B 1/1 blocks A;after blocks: A gains trample",
        "熊 2/2 vs 狼 3/3；after blocks: 熊 +1/+1",  # a full-width ";"
        "Alice: Bear 2/2, Elf 1/1 & Ann: Ox 3/3 | Bob: Wall 0/4 blocks Bear ; after attacks: "
        "prevent 2 to Bob ; after first strike: Bear gains trample",
    ],
)
def test_a_board_reads_the_same_with_its_actions_as_alone(text: str) -> None:
    cut = fold(text).index(";")
    board, alone = parse(text), parse(text[:cut])
    assert board.actions and board.text == text
    assert (board.sides, board.separators, board.quick) == (
        alone.sides,
        alone.separators,
        alone.quick,
    )
