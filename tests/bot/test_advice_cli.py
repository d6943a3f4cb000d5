"""``redzone advise blocks|attacks``: the --json contract, the localized text, errors."""

from __future__ import annotations

import json

import pytest

from bot.advice import advice_json, mana_values
from bot.i18n import t
from engine import parse
from engine.cards import mana_value
from tests.bot.test_cli import run_cli


def test_json_options_carry_a_board_combat_prints_the_same_outcome_for(capsys):
    code, out, _ = run_cli(
        capsys, "advise", "blocks", "--json", "A: Giant 7/7 | B 5: Wall 0/1, Bear 2/2"
    )
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"options", "exhaustive", "examined"}
    assert data["exhaustive"] is True and data["examined"] == 4
    assert data["options"] and all(
        set(o) == {"board", "outcome", "labels"} for o in data["options"]
    )
    assert data["options"][0]["labels"][0] == "most_life"
    for option in data["options"]:
        code, combat, _ = run_cli(capsys, "combat", "--json", option["board"])
        assert code == 0 and json.loads(combat) == option["outcome"]


def test_json_attack_advice(capsys):
    code, out, _ = run_cli(
        capsys, "advise", "attacks", "--json", "A: Giant 5/5, Bear 2/2, Elf 1/1 | B 3: Wall 0/4"
    )
    data = json.loads(out)
    assert code == 0 and data["options"][0]["outcome"]["players"][1]["lost"] is True


def test_a_refused_board_is_the_combat_error_object(capsys):
    code, out, _ = run_cli(capsys, "advise", "blocks", "--json", "2/2 zap vs 1/1")
    assert code == 2 and json.loads(out)["error"]["code"] == "unknown_keyword"


@pytest.mark.parametrize("lang", ["en", "it", "de", "ja"])
def test_text_advice_in_each_language_cites_the_deciding_rule(capsys, lang):
    code, out, _ = run_cli(
        capsys, "advise", "blocks", "--lang", lang, "A: Giant 7/7 | B 5: Wall 0/1"
    )
    assert code == 0
    assert out.startswith(t(lang, "advice-title-blocks", player="B"))
    assert t(lang, "advice-label-blocks-most_life") in out
    assert "510.1c" in out  # the chump block: a blocked creature deals no damage to the player
    assert t(lang, "advice-exhaustive", count=2) in out


LOCALIZED_BOARD = (
    "Alice 20: Knight 3/3 first strike flying -> Bob, Ogre 4/4 red trample -> Jace | "
    "Bob 20: Bear 2/2 green, Bird 1/1 white flying reach, Jace pw 3, Siege battle 4 nonsiege"
)


@pytest.mark.parametrize("lang", ["it", "de", "ja", "fr", "es"])
def test_each_option_board_is_written_in_the_readers_words_and_reads_back(lang):
    from bot.advice import advice_reply, advise
    from bot.i18n import board_words, keyword_name, structural_word, vocabulary
    from engine import format_board, parse
    from engine.keywords import Keyword

    words = board_words(lang)
    advice = advise("blocks", LOCALIZED_BOARD, None)
    shown = "\n".join(advice_reply("blocks", LOCALIZED_BOARD, None, lang).lines)
    for option in advice.options:
        written = format_board(option.board, words)
        assert f"`{written}`" in shown
        assert parse(written, vocabulary()) == option.board, written
    blocking = next(o.board for o in advice.options if "blocks" in format_board(o.board))
    written = format_board(blocking, words)
    for english, local in [
        ("flying", keyword_name(Keyword.FLYING, lang)),
        ("white", structural_word("white", lang)),
        ("blocks", structural_word("blocks", lang)),
        ("battle", structural_word("battle", lang)),
    ]:
        assert local != english and local in written and f" {english} " not in written


def best_trade(data: dict) -> str:
    return next(o["board"] for o in data["options"] if "best_trade" in o["labels"])


def test_a_card_is_worth_its_mana_value(card_index):
    # Vampire Nighthawk ({1}{B}{B}, 2/3 flying deathtouch lifelink) is worth 3 and Giant
    # Spider ({3}{G}, 2/4 reach) 4 by their mana values; by the stats-and-keywords formula
    # the Nighthawk is worth more. The Archer dies blocking either: the best trade follows.
    board = "Ann: Vampire Nighthawk, Giant Spider | Bob: Archer 4/2 reach"
    assert mana_values(parse(board, cards=card_index), card_index) == {
        "Vampire Nighthawk": 3,
        "Giant Spider": 4,
    }
    with_cards = advice_json("blocks", board, None, "en", card_index)
    assert "Archer 4/2 reach blocks Giant Spider" in best_trade(with_cards)
    by_stats = (
        "Ann: Nighthawk 2/3 flying deathtouch lifelink, Spider 2/4 reach | Bob: Archer 4/2 reach"
    )
    assert "Archer 4/2 reach blocks Nighthawk" in best_trade(advice_json("blocks", by_stats, None))


def test_mana_value_of_a_mana_cost():
    # 202.3e X is 0, 202.3f a hybrid symbol's largest component, 202.3g Phyrexian is 1.
    assert mana_value("{3}{W}{W}") == 5
    assert mana_value("{X}{R}") == 1
    assert mana_value("{2/W}{G/U}") == 3
    assert mana_value("{W/P}{B/G/P}") == 2
    assert mana_value("") == 0
