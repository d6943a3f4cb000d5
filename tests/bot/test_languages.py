"""The notation understands every language at once; replies come in the one asked for."""

from __future__ import annotations

import json

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES, keyword_names, vocabulary
from engine import parse, simulate
from engine.keywords import KEYWORDS, Keyword
from engine.model import Creature


def creature(text: str) -> Creature:
    thing = parse(text, vocabulary()).sides[0].players[0].things[0]
    assert isinstance(thing, Creature)
    return thing


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_keyword_has_a_name_in_every_language(code):
    for row in KEYWORDS:
        assert keyword_names(row.keyword, code), (code, row.keyword)


@pytest.mark.parametrize(
    ("word", "keyword"),
    [
        ("doppio attacco", Keyword.DOUBLE_STRIKE),
        ("Doppelschlag", Keyword.DOUBLE_STRIKE),
        ("二段攻撃", Keyword.DOUBLE_STRIKE),
        ("travolgere", Keyword.TRAMPLE),
        ("Trampelschaden", Keyword.TRAMPLE),
        ("トランプル", Keyword.TRAMPLE),
        ("TOCCO LETALE", Keyword.DEATHTOUCH),
        ("Flugfähigkeit", Keyword.FLYING),
        ("絆魂", Keyword.LIFELINK),
    ],
)
def test_localized_keywords(word, keyword):
    assert keyword in creature(f"Alice: X 2/2 {word} | Bob:").keywords


def test_all_languages_at_once_in_one_board():
    thing = creature(
        "Alice: X 2/2 attacco improvviso Todesberührung 飛行 lifelink toxic 1 tossico 2 | Bob:"
    )
    assert thing.keywords == {
        Keyword.FIRST_STRIKE,
        Keyword.DEATHTOUCH,
        Keyword.FLYING,
        Keyword.LIFELINK,
    }
    assert thing.toxic == 3


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Orso 2/2 | Bob: Muro 0/3 blocca Orso",
        "Alice: Bär 2/2 | Bob: Mauer 0/3 blockt Bär",
        "Alice: 熊 2/2 | Bob: 壁 0/3 ブロック 熊",
        "Alice：熊 ２/２ ｜ Bob：壁 ０/３ ブロック 熊",
        "2/2 contro 0/3 blocca 1",
        "2/2 gegen 0/3 blockt 1",
        "２／２ 対 ０／３ ブロック １",
    ],
)
def test_structural_words_and_full_width(board):
    result = simulate(parse(board, vocabulary()))
    assert [p.life for p in result.players] == [20, 20]
    assert not any(p.dies for p in result.permanents)


def test_full_width_comma_and_battle_words():
    board = parse("Alice：熊 ２/２ -> 砦，狼 1/1 ｜ Bob：砦 バトル 5, Jace pw 3", vocabulary())
    assert [t.kind for t in board.sides[1].players[0].things] == ["battle", "planeswalker"]
    assert len(board.sides[0].players[0].things) == 2


def test_japanese_error_span_points_at_the_original_text(capsys):
    board = "Alice：騎士 ２/２ 飛行機 ｜ Bob："
    assert main(["combat", "--json", "--lang", "ja", board]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert board[slice(*error["span"])] == "飛行機"
    assert "飛行機" in error["message"] and "キーワード" in error["message"]


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "Outcome"), ("it", "Esito"), ("de", "Ergebnis"), ("ja", "結果")],
)
def test_combat_reply_language(capsys, code, expected):
    assert main(["combat", "--lang", code, "Alice: Bear 2/2 | Bob:"]) == 0
    assert capsys.readouterr().out.startswith(expected)


def test_rule_headings_language(capsys, tmp_path, monkeypatch):
    from tests.rules.synth import encode, synthetic_cr

    cr = tmp_path / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    assert main(["rule", "--lang", "de", "--cr", str(cr), "702.4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Umfassende Regeln, gültig ab 25. September 2026")
    assert "Double Strike" in out  # the rule text stays as the CR publishes it


@pytest.mark.parametrize("query", ["travolgere", "Trampelschaden", "トランプル", "TRAVOLGERE"])
def test_rule_finds_localized_keyword_names(capsys, tmp_path, query):
    from tests.rules.synth import encode, synthetic_cr

    cr = tmp_path / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    assert main(["rule", "--json", "--cr", str(cr), query]) == 0
    found = json.loads(capsys.readouterr().out)
    assert "702.19" in json.dumps(found), found
