"""French as a French player writes it and as French cards print it.

- The keyword names are the printed ones (Soltari Priest's « distorsion », Benalish Hero's
  « regroupement », Craw Giant's « sauvagerie »); the names French players used before stay
  readable.
- An action is read as French cards and sentences write it: a card type with its article
  (« devient un artefact »), colours joined by « et », a pump after « gagne » (« gagne
  +2/+2 »).
- The examples the French error messages give are boards the reader accepts.
"""

from __future__ import annotations

import json
import re

import pytest

from bot.i18n import t, vocabulary
from engine import parse
from engine.action_words import ACTION_WORDS
from tests.bot.test_languages import board_json, renamed

AS_PRINTED = [
    (
        "Alice : Spectre 2/1 distorsion | Bob : Ours 2/2 bloque Spectre",
        "Alice: Specter 2/1 shadow | Bob: Bear 2/2 blocks Specter",
    ),
    (
        "Alice : Bête 3/3 sauvagerie 2 | Bob : Ours 2/2 bloque Bête, Elfe 1/1 bloque Bête",
        "Alice: Beast 3/3 rampage 2 | Bob: Bear 2/2 blocks Beast, Elf 1/1 blocks Beast",
    ),
    (
        "Alice : Héros 1/1 regroupement bande 1, Ours 2/2 bande 1 | Bob : Mur 0/4 bloque Ours",
        "Alice: Hero 1/1 banding band 1, Bear 2/2 band 1 | Bob: Wall 0/4 blocks Bear",
    ),
    (
        "Alice : Fée 1/1 regroupement avec les autres | Bob :",
        "Alice: Faerie 1/1 bands with other | Bob:",
    ),
    (  # Thrasta's printed « Piétinement des planeswalkers »
        "Alice : Guivre 7/7 piétinement des planeswalkers -> Jace | Bob : Jace pw 4, Mur 0/2 bloque Guivre",
        "Alice: Wurm 7/7 trample over planeswalkers -> Jace | Bob: Jace pw 4, Wall 0/2 blocks Wurm",
    ),
    (  # Pathrazer of Ulamog's printed « ne peut pas être bloqué excepté par trois créatures »
        "Alice : Guivre 5/5 ne peut pas être bloquée excepté par 3 | Bob : Ours 2/2 bloque Guivre",
        "Alice: Wurm 5/5 min blockers 3 | Bob: Bear 2/2 blocks Wurm",
    ),
    (  # the printed name of the cipher spell
        "Alice : Voleur 1/1 cryptage(Tranche d'ombre) | Bob 9 :",
        "Alice: Rogue 1/1 cipher(Shadow Slice) | Bob 9:",
    ),
    (  # the names players used before the printed ones were checked
        "Alice : Spectre 2/1 ombre, Bête 3/3 déchaînement 2, Héros 1/1 formation de bandes, "
        "Guivre 7/7 piétinement au-dessus des planeswalkers | Bob :",
        "Alice: Specter 2/1 shadow, Beast 3/3 rampage 2, Hero 1/1 banding, "
        "Wurm 7/7 trample over planeswalkers | Bob:",
    ),
    (  # « un », « une » before a card type, as English writes "an"
        "Alice : Ours 2/2 | Bob : Mur 0/4 bloque Ours ; après les blocages : Ours devient un artefact",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Bear becomes an artifact",
    ),
    (
        "Alice : Ours 2/2 | Bob : Mur 0/4 bloque Ours ; après les blocages : Mur devient une créature rouge",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Wall becomes a red creature",
    ),
    (  # « et » between colours, as a sentence joins them
        "Alice : Ours 2/2 | Bob : Mur 0/4 bloque Ours ; après les blocages : Ours devient rouge et bleu",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Bear becomes red blue",
    ),
    (  # « gagne +2/+2 », the cards' words for a pump, and « gagne le vol »
        "Alice : Ours 2/2 | Bob : Mur 0/4 bloque Ours ; après les blocages : l'Ours gagne +2/+2, Mur gagne le vol",
        "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Bear +2/+2, Wall gains flying",
    ),
]


@pytest.mark.parametrize(("typed", "english"), AS_PRINTED)
def test_french_boards_mean_the_english_board(typed, english):
    typed_result, english_result = board_json(typed), board_json(english)
    assert json.dumps(renamed(typed_result, typed, english), sort_keys=True) == json.dumps(
        english_result, sort_keys=True
    )


def test_french_replies_name_the_printed_keywords():
    line = t("fr", "error-detail-shadow", name="Ours", attacker="Spectre", rule="702.28b")
    assert "la distorsion" in line and "ombre" not in line


# The messages that show how to write an action, each example written after « comme »,
# several joined by « ou »; none of them uses the English words of the actions.
SHAPES = ("error-detail-counter-shape", "error-detail-deals-shape", "error-detail-becomes-shape")


@pytest.mark.parametrize("message_id", SHAPES)
def test_the_examples_of_the_french_messages_are_read(message_id):
    text = t("fr", message_id)
    examples = re.split(r" ou ", text.split(" comme ", 1)[1].rstrip("."))
    english = {word for names in ACTION_WORDS.values() for name in names for word in name.split()}
    assert examples
    for example in examples:
        assert not english & set(example.lower().split()), example
        board = f"Alice : Chevalier 2/2 | Bob : Mur 0/4 ; après les attaques : {example}"
        parse(board, vocabulary())  # raises if the reader refuses the example


# Counts of creatures lost that may be none. French puts 0 in the plural category of 1
# (Babel: « 0 point de vie »), so a variant that writes one as a word (« une créature »)
# needs a variant for none.
NONE_POSSIBLE = [
    ("advice-why-attack", "count", {"player": "Bob", "damage": 5}),
    ("advice-why-chump", "count", {"player": "Bob", "life": 3}),
    ("advice-why-trade", "count", {"player": "Bob", "life": 3, "killed": 1}),
    ("advice-why-trade", "killed", {"player": "Bob", "life": 3, "count": 1}),
]


@pytest.mark.parametrize(("message_id", "counted", "args"), NONE_POSSIBLE)
def test_a_count_of_none_is_not_read_as_one(message_id, counted, args):
    none = t("fr", message_id, **{**args, counted: 0})
    one = t("fr", message_id, **{**args, counted: 1})
    assert none != one and "aucune" in none, none


def test_a_count_of_zero_takes_the_singular_with_its_number():
    # Babel puts 0 in French's category of 1: « 0 blessure », never « les 0 prochaines
    # blessures », nor the words for exactly one (« la prochaine blessure »)
    for how in ("to", "from"):
        line = t("fr", "event-shield", how=how, amount=0, target="Ours")
        assert "0 blessure " in line and "prochaine" not in line, line
        picture = t("fr", "picture-shield", how=how, amount=0, target="Ours")
        assert "0 blessure " in picture and "prochaine" not in picture, picture


@pytest.mark.parametrize(
    "query", ["traversée des montagnes", "traversee des plaines", "mountainwalk", "Inselwandeln"]
)
def test_a_keyword_the_glossary_only_points_elsewhere_gets_a_reply(query):
    # The CR's glossary entry of a landwalk is « See Landwalk. », with no rule of its own.
    from bot.rulestext import find, rule_reply
    from tests.conftest import current_book

    book = current_book()
    assert book is not None
    reply = rule_reply(book, find(book, query), "fr")
    assert reply.title == t("fr", "rule-title", query=query)
    assert any("Landwalk" in line for line in reply.lines), reply.lines
