"""The notation understands every language at once; replies come in the one asked for."""

from __future__ import annotations

import json
import re

import pytest

from bot.cli import main
from bot.explain import error_detail
from bot.games.logic import declares_none
from bot.i18n import LANGUAGES, keyword_names, moment_names, t, vocabulary
from engine import parse, simulate
from engine.errors import RedzoneError
from engine.keywords import KEYWORDS, Keyword
from engine.model import MOMENTS, Creature


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
        ("double initiative", Keyword.DOUBLE_STRIKE),
        ("piétinement", Keyword.TRAMPLE),
        ("pietinement", Keyword.TRAMPLE),
        ("mal d’invocation", Keyword.SUMMONING_SICK),
        ("dañar dos veces", Keyword.DOUBLE_STRIKE),
        ("daña primero", Keyword.FIRST_STRIKE),
        ("vuela", Keyword.FLYING),
        ("Arrolla", Keyword.TRAMPLE),
        ("vinculo vital", Keyword.LIFELINK),
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
        "Alice : Ours 2/2 | Bob : Mur 0/3 bloque Ours",
        "Alice: Oso 2/2 | Bob: Muro 0/3 bloquea Oso",
        "2/2 vs 0/3 bloque 1",
        "2/2 vs 0/3 bloquea 1",
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
    [
        ("en", "Outcome"),
        ("it", "Esito"),
        ("de", "Ergebnis"),
        ("ja", "結果"),
        ("fr", "Résultat"),
        ("es", "Resultado"),
    ],
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
    assert out.startswith("Ausführliches Regelwerk, gültig ab 25. September 2026")
    assert "Double Strike" in out  # the rule text stays as the CR publishes it


@pytest.mark.parametrize(
    "query", ["travolgere", "Trampelschaden", "トランプル", "TRAVOLGERE", "piétinement", "arrollar"]
)
def test_rule_finds_localized_keyword_names(capsys, tmp_path, query):
    from tests.rules.synth import encode, synthetic_cr

    cr = tmp_path / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    assert main(["rule", "--json", "--cr", str(cr), query]) == 0
    found = json.loads(capsys.readouterr().out)
    assert "702.19" in json.dumps(found), found


# Boards as French and Spanish players type them, each beside the English board it means:
# word order, no-break spaces before ":", typographic apostrophes, accents or none, the
# plural and feminine forms printed on cards, protection's own words, actions in combat.
AS_PLAYERS_TYPE = [
    (
        "Alice\u00a0: Chevalier 3/3 double initiative piétinement | Bob\u00a0: Ours 2/2 bloque Chevalier",
        "Alice: Knight 3/3 double strike trample | Bob: Bear 2/2 blocks Knight",
    ),
    (
        "Alice : Ange 4/4 vol lien de vie -> Jace | Bob : Jace pw 5, Faucon 1/1 vol bloque Ange",
        "Alice: Angel 4/4 flying lifelink -> Jace | Bob: Jace pw 5, Hawk 1/1 flying blocks Angel",
    ),
    (
        "Alice : Rat 1/1 infection, Elfe 2/2 toxique 1 | Bob p3 :",
        "Alice: Rat 1/1 infect, Elf 2/2 toxic 1 | Bob p3:",
    ),
    (
        "Alice : Gobelin 2/2 mal d’invocation célérité | Bob :",
        "Alice: Goblin 2/2 summoning sick haste | Bob:",
    ),
    (
        "Alice : Chevalier 2/2 protection contre le rouge | Bob : Gobelin 2/2 rouge",
        "Alice: Knight 2/2 protection from red | Bob: Goblin 2/2 red",
    ),
    (
        "Alice : Ours 2/2 blessures 1 | Bob : Mur 0/4 engagée",
        "Alice: Bear 2/2 damage 1 | Bob: Wall 0/4 tapped",
    ),
    (
        "Alice : Ours 3/3 | Bob : Mur 0/4 bloque Ours ; après les blocages : détruisez Mur",
        "Alice: Bear 3/3 | Bob: Wall 0/4 blocks Bear ; after blocks: destroy Wall",
    ),
    (
        "Alice : Ours 3/3 initiative | Bob : Mur 1/4 bloque Ours ; apres l’initiative : Mur +2/+2, Ours perd initiative",
        "Alice: Bear 3/3 first strike | Bob: Wall 1/4 blocks Bear ; after first strike: Wall +2/+2, Bear loses first strike",
    ),
    (
        "Alice: Caballero 3/3 daña dos veces arrolla | Bob: Oso 2/2 bloquea Caballero",
        "Alice: Knight 3/3 double strike trample | Bob: Bear 2/2 blocks Knight",
    ),
    (
        "Alice: Ángel 4/4 vuela vínculo vital | Bob: Araña 1/3 alcance bloquea Ángel",
        "Alice: Angel 4/4 flying lifelink | Bob: Spider 1/3 reach blocks Angel",
    ),
    (
        "Alice: Trasgo 2/2 rojo prisa mareo de invocacion | Bob:",
        "Alice: Goblin 2/2 red haste summoning sick | Bob:",
    ),
    (
        "Alice: Caballero 2/2 protección contra rojo | Bob: Trasgo 2/2 roja bloquea Caballero",
        "Alice: Knight 2/2 protection from red | Bob: Goblin 2/2 red blocks Knight",
    ),
    (
        "Alice: Oso 3/3 | Bob: Muro 0/4 bloquea Oso ; tras los bloqueos: Muro +1/+1 contador x2, prevén 2 a Bob",
        "Alice: Bear 3/3 | Bob: Wall 0/4 blocks Bear ; after blocks: Wall +1/+1 counter x2, prevent 2 to Bob",
    ),
    (
        "Alice: Oso 2/2 cruza islas | Bob tierras(Isla):",
        "Alice: Bear 2/2 islandwalk | Bob lands(Island):",
    ),
    (  # Spanish names the blocked creature with "a", French with its article
        "Alice: Oso 3/3, Araña 2/2 | Bob: Muro 0/4 bloquea a Oso, Elfo 1/1 bloquea a la Araña",
        "Alice: Bear 3/3, Spider 2/2 | Bob: Wall 0/4 blocks Bear, Elf 1/1 blocks Spider",
    ),
    (
        "Alice : Ours 3/3, Ange 2/2 -> Bob | Bob : Mur 0/4 bloque l’Ours, Elfe 1/1 bloque l'Ange",
        "Alice: Bear 3/3, Angel 2/2 -> Bob | Bob: Wall 0/4 blocks Bear, Elf 1/1 blocks Angel",
    ),
    (  # gaining a keyword as the cards say it, with the article or "la habilidad de"
        "Alice : Ours 3/3 | Bob : Mur 1/4 bloque Ours ; après les blocages : Ours acquiert l'initiative, Mur acquiert le vol",
        "Alice: Bear 3/3 | Bob: Wall 1/4 blocks Bear ; after blocks: Bear gains first strike, Wall gains flying",
    ),
    (
        "Alice: Oso 3/3 | Bob: Muro 1/4 bloquea Oso ; tras los bloqueos: Oso gana la habilidad de dañar primero",
        "Alice: Bear 3/3 | Bob: Wall 1/4 blocks Bear ; after blocks: Bear gains first strike",
    ),
    (  # some accents left out, others kept
        "Alice : Ondin 2/2 traversée des iles | Bob terrains(Ile) : Ours 2/2 bloque Ondin",
        "Alice: Merfolk 2/2 islandwalk | Bob lands(Island): Bear 2/2 blocks Merfolk",
    ),
    (
        "Alice : Ours 3/3 | Bob : Mur 0/4 bloque Ours ; apres les blocages : détruisez Mur",
        "Alice: Bear 3/3 | Bob: Wall 0/4 blocks Bear ; after blocks: destroy Wall",
    ),
    (
        "Alice: Oso 2/2 cruza montanas, Rata 1/1 daña primero | Bob tierras(Montaña):",
        "Alice: Bear 2/2 mountainwalk, Rat 1/1 first strike | Bob lands(Mountain):",
    ),
]


def board_json(board: str) -> object:
    from engine.errors import RedzoneError
    from engine.jsonout import result_to_json

    try:
        return result_to_json(simulate(parse(board, vocabulary())), events=True)
    except RedzoneError as error:
        return (error.code, error.detail, error.params)


@pytest.mark.parametrize(("typed", "english"), AS_PLAYERS_TYPE)
def test_french_and_spanish_boards_mean_the_english_board(typed, english):
    """The same English JSON (or the same error), each name read as the English name
    written in its place."""
    typed_result, english_result = board_json(typed), board_json(english)
    assert json.dumps(renamed(typed_result, typed, english), sort_keys=True) == json.dumps(
        english_result, sort_keys=True
    )


def renamed(result: object, typed: str, english: str) -> object:
    """The typed board's result with each of its names replaced by the English board's name
    written in the same place."""
    names = dict(zip(board_names(typed), board_names(english), strict=True))
    text = json.dumps(result, ensure_ascii=False)
    for mine, theirs in sorted(names.items(), key=lambda item: -len(item[0])):
        text = text.replace(f'"{mine}"', f'"{theirs}"').replace(f"{mine} ", f"{theirs} ")
    return json.loads(text)


def board_names(board: str) -> list[str]:
    """The permanents' names of a board, in writing order."""
    found = parse(board, vocabulary())
    return [str(t.name) for side in found.sides for p in side.players for t in p.things]


def test_an_article_is_read_only_when_the_words_as_written_name_nothing():
    """A name that starts with an article stays whole ("La Colère"); English has no articles
    to leave out, so "blocks the Bear" names nothing."""
    from engine.errors import RedzoneError

    board = parse("Alice : La Colère 3/3 | Bob : Mur 0/4 bloque La Colère", vocabulary())
    assert [p.life for p in simulate(board).players] == [20, 20]
    with pytest.raises(RedzoneError) as caught:
        simulate(parse("Alice: Bear 3/3 | Bob: Wall 0/4 blocks the Bear", vocabulary()))
    assert caught.value.code == "unknown_reference"
    with pytest.raises(RedzoneError) as misspelt:
        simulate(parse("Alice: Oso 3/3 | Bob: Muro 0/4 bloquea a Osa", vocabulary()))
    assert misspelt.value.params["suggestion"] == "Oso"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_word_a_reply_says_to_write_for_no_blockers_declares_none(code):
    """An away player's declarer is told which word declares no blockers: in every language
    that word is one the game reads as "none"."""
    said = t(code, "game-pass-only-none", name="Bob")
    quoted = re.findall(r"「(.+?)」", said)  # Japanese quotes the word
    word = quoted[-1] if quoted else re.findall(r"\w+", said)[-1]
    assert declares_none(word), (code, word)


@pytest.mark.parametrize("word", ("aucun", "Aucune", "ninguna", "Ninguno"))
def test_french_and_spanish_no_blockers_in_either_gender(word):
    assert declares_none(word)


def refusal(board: str) -> RedzoneError:
    with pytest.raises(RedzoneError) as refused:
        simulate(parse(board, vocabulary()))
    return refused.value


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize(
    ("board", "detail", "at_fault"),
    [
        # A bracket left open swallows the rest of the board, "|" and ":" included.
        ("Alice: 騎士 2/2 暗号(影切り | Bob:", "unclosed", "(影切り"),
        ("Alice: Knight 2/2 cipher(Shadow Slice, Bear 2/2 | Bob:", "unclosed", "(Shadow Slice"),
        ("Alice: Bear 2/2 cd(Bob 3 | Bob:", "unclosed", "(Bob 3"),
        # A colon after the word of a block or an attack, not a second player.
        ("Alice: 騎士 2/2 | Bob: 熊 2/2 ブロック：騎士", "clause-colon", "："),
        ("Alice: Knight 2/2 | Bob: Bear 2/2 blocks: Knight", "clause-colon", ":"),
        ("Alice: Knight 2/2 ->: Bob | Bob:", "clause-colon", ":"),
    ],
)
def test_a_misplaced_mark_is_refused_where_it_is_in_every_language(code, board, detail, at_fault):
    error = refusal(board)
    assert (error.code, error.detail, board[slice(*error.span)]) == ("syntax", detail, at_fault)
    said = error_detail(error, code)
    assert said == t(code, f"error-detail-{detail}", **error.params)
    assert said != t(code, "error-detail-extra-colon")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_moments_an_error_lists_are_every_moment_the_reader_accepts(code):
    """Each moment of engine.model.MOMENTS, named as the language writes it, and each name
    read back as that moment."""
    names = moment_names(code)
    assert len(names) == len(MOMENTS)
    for moment, name in zip(MOMENTS, names, strict=True):
        board = parse(f"Alice: Bear 3/3 | Bob: ; {name}: destroy Bear", vocabulary())
        assert [m.moment for m in board.actions] == [moment]
    for board in (
        "Alice: Bear 3/3 | Bob: ; after bloks: destroy Bear",
        "Alice: Bear 3/3 | Bob: ; after blocks: destroy Bear ; after attacks: exile Bear",
    ):
        said = error_detail(refusal(board), code)
        assert all(name in said for name in names), (code, said)


@pytest.mark.parametrize("code", ["en", "it", "de", "ja", "fr", "es"])
def test_a_forced_mode_that_does_not_fit_is_named_in_the_language(code):
    from bot.explain import error_detail
    from engine import NotationError, parse
    from engine.model import Mode
    from engine.modes import infer_mode

    with pytest.raises(NotationError) as info:
        infer_mode(parse("Alice: & Ann: | Bob: & Ben:"), Mode.MULTIPLAYER)
    text = error_detail(info.value, code)
    assert t(code, "mode-multiplayer") in text
    if t(code, "mode-multiplayer") != "multiplayer":
        assert "multiplayer" not in text
