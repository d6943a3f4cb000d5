"""The notation of NOTATION.md: shapes, quick form, ids, keywords, errors with spans."""

from __future__ import annotations

import pytest

from engine import NotationError, format_board, parse
from engine.keywords import KEYWORDS, Keyword
from engine.model import Battle, Creature, Planeswalker
from engine.notation import MAX_NUMBER, MAX_THINGS, tokenize


def error_of(board: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        parse(board)
    return info.value


@pytest.mark.parametrize(
    "board",
    [
        "3/3 ds trample, 2/2 vs 4/4 blocks 1, 1/1 deathtouch blocks 2",
        "Alice: Colossus 6/6 trample -> Bob | Bob: Wall 0/2 blocks Colossus",
        "Alice: Knight 2/2 ds cipher(Shadow Slice) -> Bob | Bob 7: | Carol: Jace pw 4",
        "Alice: Angel 4/4 flying lifelink -> Jace | Bob: Jace pw 5, Hawk 1/1 flying blocks Angel",
        "Alice 30: Ogre 5/5 ds -> Ben & Ann: Rat 1/1 infect -> Bob | Bob p3: Wall 0/6 blocks Ogre & Ben:",
    ],
)
def test_notation_examples_parse(board):
    parsed = parse(board)
    assert parse(format_board(parsed)) == parsed


def test_full_form_structure():
    board = parse(
        "Alice 30: Ogre 5/5 ds -> Ben & Ann: Rat 1/1 | Bob p3 cd(Ogre 4): Wall 0/6 blocks Ogre"
    )
    assert [len(side.players) for side in board.sides] == [2, 1]
    alice, ann = board.sides[0].players
    assert (alice.name, alice.life, ann.name, ann.life) == ("Alice", 30, "Ann", None)
    bob = board.sides[1].players[0]
    assert (bob.poison, bob.commander_damage[0].commander.text, bob.commander_damage[0].amount) == (
        3,
        "Ogre",
        4,
    )
    ogre = alice.things[0]
    assert isinstance(ogre, Creature)
    assert ogre.keywords == {Keyword.DOUBLE_STRIKE}
    assert ogre.attacks is not None and ogre.attacks.text == "Ben"


def test_quick_form_players_a_and_b():
    board = parse("3/3 ds trample, 2/2 vs 4/4 blocks 1")
    assert board.quick
    assert [side.players[0].name for side in board.sides] == ["A", "B"]
    first = board.sides[0].players[0].things[0]
    assert isinstance(first, Creature) and first.name is None


def test_quick_form_ids_are_names(combat):
    out = combat("3/3 ds trample, 2/2 vs 4/4 blocks 1, 1/1 deathtouch blocks 2")
    assert [p.name for p in out.result.permanents] == ["a1", "a2", "b1", "b2"]
    assert out.life("B") == 18


def test_planeswalker_and_battle():
    board = parse("Alice: Bear 2/2 | Bob: Jace Beleren pw 4, Invasion of Zendikar battle 3")
    jace, battle = board.sides[1].players[0].things
    assert isinstance(jace, Planeswalker) and (jace.name, jace.loyalty) == ("Jace Beleren", 4)
    assert isinstance(battle, Battle) and battle.defense == 3


def test_multiword_names_and_any_script():
    board = parse("Alice: Serra Angel 4/4 flying | Bob: 騎士 2/2 blocks Serra Angel")
    knight = board.sides[1].players[0].things[0]
    assert isinstance(knight, Creature) and knight.name == "騎士"
    assert knight.blocks is not None and knight.blocks.text == "Serra Angel"


@pytest.mark.parametrize("row", KEYWORDS, ids=lambda row: row.keyword.value)
def test_every_keyword_long_and_short(row):
    arg = {"none": "", "number": " 2", "spell": "(Shadow Slice)", "quality": " red"}[row.arg.value]
    for spelling in (row.name, *row.shorts, row.name.upper()):
        creature = parse(f"Alice: X 2/3 {spelling}{arg} | Bob:").sides[0].players[0].things[0]
        assert isinstance(creature, Creature)
        if row.arg.value == "none":
            assert row.keyword in creature.keywords
        elif row.keyword is Keyword.TOXIC:
            assert creature.toxic == 2
        elif row.keyword is Keyword.DAMAGE:
            assert creature.damage == 2
        elif row.arg.value == "quality":
            assert creature.protections == ("red",)
        elif row.arg.value == "number":  # bushido 2: Creature.numbers
            assert creature.number(row.keyword) == 2
        else:
            assert creature.ciphers == ("Shadow Slice",)


def test_whitespace_is_free():
    tight = parse("Alice:Bear 2/2 ds->Bob|Bob:Wall 0/3 blocks Bear")
    loose = parse("  Alice :  Bear   2/2  ds  ->  Bob  |  Bob :  Wall 0/3   blocks  Bear ")
    assert tight == loose


def test_full_width_input():
    assert parse("Alice：Bear ２/２ ds｜Bob：") == parse("Alice: Bear 2/2 ds | Bob:")


def test_player_without_colon_and_trailing_comma():
    assert parse("Alice: Bear 2/2, | Bob") == parse("Alice: Bear 2/2 | Bob:")


def test_unknown_keyword_span():
    board = "Alice: Bear 2/2 flyng | Bob:"
    error = error_of(board)
    assert (error.code, error.span) == ("unknown_keyword", (16, 21))


@pytest.mark.parametrize(
    ("board", "detail", "fault"),
    [
        ("", "empty", ""),
        ("Alice: Bear 2/2", "expected-defender", ""),
        ("Alice: Bear | Bob:", "expected-pt", "Bear"),
        ("Alice: Bear 2/0 | Bob:", "toughness", "2/0"),
        ("Alice: Bear 2/2 toxic | Bob:", "keyword-number", "toxic"),
        ("Alice: Bear 2/2 cipher | Bob:", "cipher-shape", "cipher"),
        ("Alice: Bear 2/2 Bob: Wall 0/2", "extra-colon", ":"),
        ("Alice: Bear 2/2 | Bob cd(Bear): ", "cd-shape", "cd(Bear)"),
        ("Alice: Bear 2/2 -> | Bob:", "expected-reference", "->"),
        ("Alice: Jace pw 4 extra | Bob:", "after-permanent", "extra"),
        ("2/2 & 1/1 vs 3/3", "quick-team", "&"),
        ("Alice: Bear 2/2 | | Bob:", "expected-side", "|"),
        ("Alice: Bear 2/2 | Bob 3 x:", "player-header", "x"),
    ],
)
def test_syntax_errors_point_at_the_fault(board, detail, fault):
    error = error_of(board)
    assert error.code == "syntax"
    assert error.detail == detail
    assert board[slice(*error.span)] == fault


def test_too_large_number():
    error = error_of(f"Alice: Bear {MAX_NUMBER + 1}/2 | Bob:")
    assert error.code == "too_large"


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Bear 2/{digits} | Bob:",
        "Alice {digits}: Bear 2/2 | Bob:",
        "Alice: Bear 2/2 bushido {digits} | Bob:",
        "Alice: Bear 2/2 -> Bob | Bob: ; after blocks: prevent {digits} to Bob",
    ],
)
def test_a_number_of_thousands_of_digits_is_too_large_not_a_crash(board):
    # Python reads no integer from more than 4,300 digits (ValueError): refused first.
    digits = "9" * 5000
    text = board.format(digits=digits)
    error = error_of(text)
    assert error.code == "too_large" and error.detail == "number"
    assert text[slice(*error.span)] == digits


def test_too_many_things():
    things = ", ".join("1/1" for _ in range(MAX_THINGS + 1))
    error = error_of(f"Alice: {things} | Bob:")
    assert error.code == "too_large"
    assert error.detail == "things"


def test_format_is_canonical():
    board = parse("Alice: Knight 2/2 tr ds fs | Bob:")
    assert format_board(board) == "Alice: Knight 2/2 first strike double strike trample | Bob:"


@pytest.mark.parametrize(
    ("written", "stats"),
    [("-1/3", (-1, 3)), ("3/-1", None), ("0/1", (0, 1)), ("٣/٤", (3, 4)), ("１２/２", (12, 2))],
)
def test_stats_read_negative_power_and_the_digits_of_any_script(written, stats):
    if stats is None:  # a toughness below 1 is refused
        assert error_of(f"Alice: Bear {written} | Bob:").detail == "toughness"
        return
    [bear] = parse(f"Alice: Bear {written} | Bob:").sides[0].players[0].things
    assert (bear.power, bear.toughness) == stats


@pytest.mark.parametrize("written", ["1/2/3", "1/", "/2", "+1/2", "1x/2"])
def test_a_token_that_is_not_power_and_toughness_is_no_creature(written):
    error = error_of(f"Alice: Bear {written} | Bob:")
    assert error.detail == "expected-pt"


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        # A word holds "-" but not "->"; one that starts with "-" holds no other "-".
        ("Alice: A -1/-1, B 2/2", ["Alice", ":", "A", "-1/", "-1", ",", "B", "2/2"]),
        ("a--b c->d e-,f→g", ["a--b", "c", "->", "d", "e-", ",", "f", "→", "g"]),
        ("Bob,Ann|x(y) --x", ["Bob", ",", "Ann", "|", "x", "(", "y", ")", "-", "-x"]),
        ("a\tb\nc\xa0d\u3000e  f", ["a", "b", "c", "d", "e", "f"]),
        ("熊,狼&Σ:İ", ["熊", ",", "狼", "&", "Σ", ":", "İ"]),
        ("a\x00b ->", ["a\x00b", "->"]),
        ("", []),
    ],
)
def test_tokens_are_words_marks_and_arrows_between_blanks(text, tokens):
    found, starts = tokenize(text)
    assert found == tokens
    # Each token is the text at its start; only blanks lie between tokens.
    assert [
        text[start : start + len(tok)] for tok, start in zip(found, starts, strict=True)
    ] == found
    ends = [0] + [start + len(tok) for tok, start in zip(found, starts, strict=True)]
    gaps = [text[end:start] for end, start in zip(ends, [*starts, len(text)], strict=True)]
    assert all(gap.isspace() or not gap for gap in gaps)
