"""Italian as printed on cards: keywords read and written in their printed form (Forge's
cardnames-it-IT.txt, locales/glossary-it.toml), the forms of older printings still read, and
what the catalog prints for a gained keyword follows the printed "ha … fino alla fine del
turno"."""

from __future__ import annotations

import re

import pytest

from bot.explain import explain
from bot.i18n import t, vocabulary
from bot.rulestext import find, rule_reply
from engine import parse, simulate
from engine.model import Creature
from tests.conftest import current_book


def keywords(text: str) -> list[tuple[object, ...]]:
    board = parse(text, vocabulary())
    things = [x for side in board.sides for p in side.players for x in p.things]
    return [(x.keywords, x.numbers) for x in things if isinstance(x, Creature)]


@pytest.mark.parametrize(
    ("printed", "older", "english"),
    [
        ("grido di guerra", "grido di battaglia", "battle cry"),
        ("avvelenare 1", "velenoso 1", "poisonous 1"),
        ("aggirare", "fiancheggiare", "flanking"),
        ("passa-isole", "passaisole", "islandwalk"),
        ("passa-paludi", "passapaludi", "swampwalk"),
        ("passa-foreste", "passaforeste", "forestwalk"),
    ],
)
def test_a_keyword_reads_in_its_printed_and_its_older_italian_form(
    printed: str, older: str, english: str
) -> None:
    wanted = keywords(f"Alice: Knight 2/2 {english} | Bob:")
    assert keywords(f"Alice: Cavaliere 2/2 {printed} | Bob:") == wanted
    assert keywords(f"Alice: Cavaliere 2/2 {older} | Bob:") == wanted


@pytest.mark.parametrize(
    ("message", "args", "printed"),
    [
        (
            "event-battle_cry",
            {"source": "Paladino", "count": 1, "creatures": "Orso"},
            "grido di guerra",
        ),
        (
            "event-flanking",
            {"creature": "Orso", "source": "Cavaliere", "power": 1, "toughness": 1},
            "aggirare",
        ),
    ],
)
def test_a_trigger_is_named_as_cards_print_it(message: str, args: dict, printed: str) -> None:
    assert printed in t("it", message, **args)  # type: ignore[arg-type]


def test_a_keyword_gained_until_end_of_turn_reads_as_printed_cards_say_it() -> None:
    text = t("it", "event-keywords", how="gains", permanent="Cavaliere", keywords="volare")
    assert text.startswith("Cavaliere ha volare fino alla fine del turno"), text
    assert "acquisisce" not in text


def block_refs(text: str) -> list[tuple[str, str]]:
    board = parse(text, vocabulary())
    things = [x for side in board.sides for p in side.players for x in p.things]
    return [
        (x.name, x.blocks.bare or x.blocks.text)
        for x in things
        if isinstance(x, Creature) and x.name is not None and x.blocks is not None
    ]


@pytest.mark.parametrize("article", ["il ", "lo ", "la ", "l'", "l’"])
def test_a_reference_may_start_with_an_italian_article(article: str) -> None:
    """ "Orso blocca il Cavaliere" is read as "Orso blocca Cavaliere"."""
    written = f"Alice: Cavaliere 3/3 | Bob: Orso 2/2 blocca {article}Cavaliere"
    assert block_refs(written) == [("Orso", "Cavaliere")]


def test_a_keyword_gained_reads_in_the_printed_words() -> None:
    """Cards print "ha attacco improvviso" for a gained keyword: the action reads it."""
    board = "Alice: Cavaliere 2/2 | Bob: Orso 2/2 blocca Cavaliere ; dopo blocchi: "
    english = "Alice: Knight 2/2 | Bob: Bear 2/2 blocks Knight ; after blocks: "
    mine = parse(board + "Cavaliere ha attacco improvviso", vocabulary()).actions
    theirs = parse(english + "Knight gains first strike", vocabulary()).actions
    assert [(a.effect, a.keywords) for m in mine for a in m.actions] == [
        (a.effect, a.keywords) for m in theirs for a in m.actions
    ]


PARTICIPLE = re.compile(r"\b\w+(?:at|ut|it|ss|tt)[oa]\b")


@pytest.mark.parametrize(
    ("message", "selector", "keys"),
    [
        ("picture-fate", "fate", ("destroyed", "sacrificed", "exiled", "siege", "removed")),
        ("picture-left", "how", ("destroyed", "exiled", "sacrificed")),
    ],
)
def test_a_picture_label_guesses_no_card_gender(message: str, selector: str, keys: tuple) -> None:
    """A label under a card names what happened to it with a noun, not with a participle
    whose ending would guess the gender of a typed name ("Distrutto" under a Bestia)."""
    for key in keys:
        text = t("it", message, **{selector: key, "name": "Bestia"})
        assert not PARTICIPLE.search(text), text


def test_a_cipher_copy_is_named_as_the_spell_is_printed_in_the_language() -> None:
    """The copy cast with cifrare(Ombre Trancianti) is Ombre Trancianti in every line
    of the Italian explanation, and still Shadow Slice in the English one."""
    board = "Alice: Lama 3/1 cifrare(Ombre Trancianti) | Bob 7:"
    result = simulate(parse(board, vocabulary()))
    italian = explain(result, "it").as_text()
    assert "Shadow Slice" not in italian
    assert italian.count("Ombre Trancianti") >= 3, italian
    assert "Shadow Slice" in explain(result, "en").as_text()


def actions(text: str) -> list[tuple[object, ...]]:
    return [
        (a.effect, a.power, a.toughness, a.keywords)
        for m in parse(text, vocabulary()).actions
        for a in m.actions
    ]


@pytest.mark.parametrize(
    ("printed", "english"),
    [
        ("Cavaliere prende +2/+2 fino alla fine del turno", "Knight +2/+2"),
        ("Cavaliere prende -1/-1", "Knight -1/-1"),
        ("Cavaliere ha attacco improvviso fino alla fine del turno", "Knight gains first strike"),
    ],
)
def test_an_action_reads_as_italian_cards_print_it(printed: str, english: str) -> None:
    """ "prende +N/+N fino alla fine del turno", as cards print a pump, is the pump."""
    board = "Alice: Cavaliere 2/2 | Bob: Orso 2/2 blocca Cavaliere ; dopo blocchi: "
    theirs = "Alice: Knight 2/2 | Bob: Bear 2/2 blocks Knight ; after blocks: "
    assert actions(board + printed) == actions(theirs + english)


@pytest.mark.parametrize("query", ["passa-isole", "passaisole", "islandwalk", "passa-paludi"])
def test_rule_by_a_landwalk_name_follows_the_glossary_to_landwalk(query: str) -> None:
    """The CR glossary says only "Islandwalk: See Landwalk.": /rule follows it to 702.14
    instead of failing on an empty answer."""
    book = current_book()
    assert book is not None
    found = find(book, query)
    assert [view.number for view in found.results][:1] == ["702.14"]
    reply = rule_reply(book, found, "it")
    assert "702.14" in "\n".join(reply.lines)


# -- what the Italian judge found: steps are sottofasi, notation words quoted, none apart


def test_the_steps_of_combat_are_sottofasi() -> None:
    """A step of the turn is a "sottofase" in the Italian CR (506.1): never "passo"."""
    blocks = t("it", "game-blocks-declared")
    combat = t("it", "game-combat-open")
    assert "le sottofasi del combattimento procedono in ordine" in blocks
    assert "le sue sottofasi procedono in ordine" in combat
    for line in (blocks, combat):
        assert not re.search(r"\bpass[oi]\b", line), line


def test_rampage_counts_the_blockers_beyond_the_first_with_ce_ne_sono() -> None:
    args: dict[str, str | int] = {
        "creature": "Orso",
        "number": 1,
        "power_change": 2,
        "toughness_change": 2,
    }
    line = t("it", "event-rampage", beyond=2, power=4, toughness=4, **args)
    assert "qui ce ne sono 2:" in line and "qui sono" not in line, line


# The messages that show how to write an action: their notation words and examples stand in
# « », and each example after the last "come" is read.
SHAPES = (
    "error-detail-put-shape",
    "error-detail-action-keyword",
    "error-detail-assign-shape",
    "error-detail-deals-shape",
    "error-detail-counter-shape",
    "error-detail-becomes-shape",
)
SHAPE_BOARD = (
    "Alice: Cavaliere 2/2, Gigante 5/5 travolgere, Orso 2/2 | Bob: Muro 0/4, Bue 1/1"
    " ; dopo blocchi: "
)


@pytest.mark.parametrize("message_id", SHAPES)
def test_the_italian_examples_are_quoted_and_read(message_id: str) -> None:
    text = t("it", message_id)
    examples = re.findall(r"«(.*?)»", text.rsplit(" come ", 1)[1])
    assert examples, text
    for example in examples:
        parse(SHAPE_BOARD + example, vocabulary())  # raises if the reader refuses it


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ({"damage": 0, "count": 1}, "Bob non perde punti vita, ma perde una creatura"),
        ({"damage": 0, "count": 0}, "Bob non perde né punti vita né creature"),
        ({"damage": 1, "count": 1}, "Bob perde 1 punto vita e una creatura"),
        ({"damage": 4, "count": 2}, "Bob perde 4 punti vita e 2 creature"),
    ],
)
def test_an_attack_that_costs_no_life_says_so_apart(args: dict, expected: str) -> None:
    line = t("it", "advice-why-attack", player="Bob", **args)
    assert expected in line and "perde 0" not in line, line


@pytest.mark.parametrize(("need", "unit"), [(1, "cioè 1 danno ("), (3, "cioè 3 danni (")])
def test_the_lethal_damage_a_division_needs_is_counted_in_danni(need: int, unit: str) -> None:
    line = t(
        "it", "error-detail-assign-lethal", source="Gigante", name="Orso", need=need, rule="702.19c"
    )
    assert unit in line, line


def test_no_block_that_costs_no_life_says_so() -> None:
    line = t("it", "advice-why-no-block", player="Bob", life=0)
    assert "Senza bloccare, Bob non perde punti vita e conserva" in line, line
