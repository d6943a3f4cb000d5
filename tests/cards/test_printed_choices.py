"""Cards whose combat text holds a choice of their player's, which Redzone does not make: a
trigger's target or what it makes a player sacrifice (told as it resolves, with the actions
the player writes for it, and said first in the summary), and the choices made as a creature
attacks (exert, enlist) or a spell is cast (prowess), written as actions. Real cards' oracle
texts (copied here), through the real converter and index."""

from __future__ import annotations

import pytest

from bot.explain import explain
from engine import parse, simulate
from engine.cards import read_face
from engine.errors import IllegalActionError
from engine.oracle import family, read_line
from tests.cards.fixture import creature, printed_index
from tests.cards.fixture import run_events as run_json
from tests.cards.test_printed import REAL as PRINTED

# Real oracle texts (Scryfall), as the cards print them.
REAL = [
    creature(
        "Bogardan Firefiend",
        "2/1",
        "When Bogardan Firefiend dies, it deals 2 damage to target creature.",
        subtype="Elemental Spirit",
    ),
    creature(
        "Artisan of Kozilek",
        "10/9",
        "When you cast this spell, you may return target creature card from your graveyard to "
        "the battlefield.\nAnnihilator 2 (Whenever this creature attacks, defending player "
        "sacrifices two permanents.)",
        ("Annihilator",),
        subtype="Eldrazi",
    ),
    creature(
        "Butcher of Malakir",
        "5/4",
        "Flying\nWhenever Butcher of Malakir or another creature you control dies, each "
        "opponent sacrifices a creature.",
        ("Flying",),
        subtype="Vampire Warrior",
    ),
    creature(
        "Mardu Roughrider",
        "5/4",
        "Whenever Mardu Roughrider attacks, target creature can't block this turn.",
        subtype="Orc Warrior",
    ),
    creature(
        "Inexorable Blob",
        "3/3",
        "Delirium — Whenever Inexorable Blob attacks, if there are four or more card types "
        "among cards in your graveyard, create a 3/3 green Ooze creature token that's tapped "
        "and attacking.",
        ("Delirium",),
        subtype="Ooze",
    ),
    creature(
        "Swordsworn Cavalier",
        "3/1",
        "Swordsworn Cavalier has first strike as long as another Knight entered the "
        "battlefield under your control this turn.",
        subtype="Human Knight",
    ),
    creature(
        "Blind-Spot Giant",
        "4/3",
        "Blind-Spot Giant can't attack or block unless you control another Giant.",
        subtype="Giant Warrior",
    ),
    creature(
        "River Serpent",
        "5/5",
        "River Serpent can't attack unless there are five or more cards in your graveyard.\n"
        "Cycling {U} ({U}, Discard this card: Draw a card.)",
        ("Cycling",),
        subtype="Serpent",
    ),
]
# Texts read on their own (no board needed).
RAVAGER = (
    "Sacrifice an artifact: Put a +1/+1 counter on Arcbound Ravager.\nModular 1 (This enters "
    "with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target "
    "artifact creature.)"
)
JUGAN = (
    "Flying\nWhen Jugan, the Rising Star dies, you may distribute five +1/+1 counters among "
    "any number of target creatures."
)
YOSEI = (
    "Flying\nWhen Yosei, the Morning Star dies, target player skips their next untap step. Tap "
    "up to five target permanents that player controls."
)
SKYKNIGHT = (
    "Flying\nEnlist (As this creature attacks, you may tap a nonattacking creature you control "
    "without summoning sickness. When you do, add its power to this creature's until end of "
    "turn.)"
)
ADEPT = (
    "Hexproof (This creature can't be the target of spells or abilities your opponents "
    "control.)\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
    "end of turn.)"
)
INITIATE = (
    "You may exert Glory-Bound Initiate as it attacks. When you do, it gets +1/+3 and gains "
    "lifelink until end of turn. (An exerted creature won't untap during your next untap step.)"
)


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    yield from printed_index(tmp_path_factory.mktemp("printed-choices"), REAL + PRINTED)


def asks(out: dict) -> list[dict]:
    return [e for e in out["events"] if e["kind"] == "trigger_asks"]


def summary(board: str, cards) -> tuple[str, ...]:
    return explain(simulate(parse(board, cards=cards)), "en").summary


def test_a_death_trigger_with_a_target_is_told_with_the_action_to_write(cards):
    board = "Alice: Ogre 3/3 -> Bob | Bob: Bogardan Firefiend blocks Ogre"
    out = run_json(board, cards)
    (asked,) = asks(out)
    assert (asked["how"], asked["rule"]) == ("target", "603.3d")
    assert asked["actions"] == "Bogardan Firefiend deals N to *"
    # Said first, before the life totals: the outcome leaves it out until it is written.
    first = summary(board, cards)[0]
    assert first.startswith("Not simulated unless written as actions") and "Firefiend" in first


def test_the_death_trigger_written_as_an_action_is_simulated(cards):
    board = (
        "Alice: Ogre 3/3 -> Bob | Bob: Bogardan Firefiend blocks Ogre"
        " ; at end of combat: Bogardan Firefiend deals 2 to Ogre"
    )
    ogre = next(p for p in run_json(board, cards)["permanents"] if p["name"] == "Ogre")
    assert ogre["dies"]


def test_annihilator_tells_the_defending_players_sacrifice(cards):
    board = "Alice: Artisan of Kozilek -> Bob | Bob: Wall 0/4"
    (asked,) = asks(run_json(board, cards))
    assert (asked["how"], asked["rule"]) == ("choice", "608.2d")
    assert asked["text"] == "defending player sacrifices 2 permanents"
    assert asked["actions"] == "sacrifice *"
    written = run_json(board + " ; after attacks: sacrifice Wall", cards)
    wall = next(p for p in written["permanents"] if p["name"] == "Wall")
    assert wall["left_battlefield"] == "sacrificed"


def test_a_trigger_on_its_own_death_and_the_others_asks_once_for_each(cards):
    board = (
        "Alice: Butcher of Malakir, Bear 2/2 -> Bob | Bob: Giant 6/6 reach blocks Butcher of Malakir,"
        " Ogre 3/3 blocks Bear"
    )
    assert [a["actions"] for a in asks(run_json(board, cards))] == ["sacrifice *"] * 2


def test_an_attack_trigger_with_a_target_asks_before_blocks(cards):
    out = run_json("Alice: Mardu Roughrider -> Bob | Bob: Wall 0/4", cards)
    (asked,) = asks(out)
    assert asked["actions"] == "* gains can't block" and asked["how"] == "target"
    order = [e["kind"] for e in out["events"]]
    assert order.index("trigger_asks") < order.index("step")


def test_a_trigger_under_a_condition_off_the_board_asks_for_its_effect(cards):
    board = "Alice: Inexorable Blob -> Bob | Bob:"
    (asked,) = asks(run_json(board, cards))
    assert (asked["how"], asked["rule"], asked["actions"]) == ("condition", "603.4", "put Ooze 3/3")
    assert "a condition the board can't show" in summary(board, cards)[0]
    written = run_json(board + " ; after attacks: put Ooze 3/3", cards)
    assert written["players"][1]["life"] == 14


def test_modular_enters_with_its_counters_and_asks_where_they_go_as_it_dies():
    read = read_face(["Modular"], RAVAGER, "Arcbound Ravager")
    assert read.counters == 1 and not read.unmodeled
    (dies,) = read.triggers
    assert dies.when == "dies" and dies.asks == ("* +1/+1 counter xN",)


def test_a_step_of_the_next_turn_is_told_and_the_permanents_tapped_are_asked():
    read = read_face(["Flying"], YOSEI, "Yosei, the Morning Star")
    (dies,) = read.triggers
    assert not read.unmodeled and dies.said == ("target player skips their next untap step",)
    assert dies.asks == ("tap *",)


def test_counters_distributed_as_it_dies_are_asked():
    read = read_face(["Flying"], JUGAN, "Jugan, the Rising Star")
    assert not read.unmodeled and read.actions == ("* +1/+1 counter xN",)


@pytest.mark.parametrize(
    ("name", "keywords", "text", "actions"),
    [
        ("Coalition Skyknight", ["Enlist", "Flying"], SKYKNIGHT, ("tap *", "~ +N/+0")),
        ("Whirlwind Adept", ["Hexproof", "Prowess"], ADEPT, ("~ +1/+1",)),
        ("Glory-Bound Initiate", ["Exert"], INITIATE, ("~ +1/+3", "~ gains lifelink")),
    ],
)
def test_a_choice_as_it_attacks_or_a_spell_is_cast_reads_as_the_actions_it_makes(
    name, keywords, text, actions
):
    read = read_face(keywords, text, name)
    # No combat text left out (hexproof is not combat: it is not simulated, and says so).
    assert not [line for line in read.unmodeled if family(line, name)]
    assert read.actions == actions
    written = ", ".join(
        a.replace("~", "Knight").replace("*", "Bear").replace("N", "2") for a in actions
    )
    out = run_json(
        f"Alice: Knight 2/2, Bear 2/2 stays home | Bob: ; after attacks: {written}", None
    )
    assert out["players"][1]["life"] < 20


# -- "can't attack / block unless" ----------------------------------------------------------


def test_a_giant_without_another_giant_cant_attack_or_block(cards):
    for board in (
        "Alice: Blind-Spot Giant -> Bob | Bob:",
        "Alice: Bear 2/2 | Bob: Blind-Spot Giant blocks Bear",
    ):
        with pytest.raises(IllegalActionError) as caught:
            simulate(parse(board, cards=cards))
        assert caught.value.detail == "unless-another"
        assert caught.value.params["type"] == "Giant"
    assert caught.value.params["rule"] == "509.1b"


def test_a_giant_with_another_giant_attacks_and_blocks(cards):
    out = run_json("Alice: Blind-Spot Giant, Hill Giant 3/3 type(Giant) | Bob:", cards)
    assert out["players"][1]["life"] == 13
    out = run_json(
        "Alice: Bear 2/2 | Bob: Blind-Spot Giant blocks Bear, Hill Giant 3/3 type(Giant)", cards
    )
    assert next(p for p in out["permanents"] if p["name"] == "Bear")["dies"]


def test_a_condition_the_board_cant_show_is_assumed_and_said_first(cards):
    board = "Alice: River Serpent -> Bob | Bob:"
    out = run_json(board, cards)
    (assumed,) = [e for e in out["events"] if e["kind"] == "card_assumes"]
    assert (assumed["how"], assumed["rule"]) == ("attack", "508.1c")
    assert assumed["text"] == "unless there are five or more cards in your graveyard"
    assert out["players"][1]["life"] == 15
    assert summary(board, cards)[0].startswith("Assumed, as the board can't show it")


def test_a_block_under_a_condition_off_the_board_is_read_as_assumed():
    read = read_line("~ can't block unless there are seven or more cards in your graveyard.", "")
    assert read is not None and read.evasion[0][0].startswith("unless-assumed:")
    # A condition about creatures is one the board shows: not assumed, not read.
    assert read_line("~ can't attack unless you control more creatures than cards.", "") is None


def test_a_keyword_under_a_condition_off_the_board_is_the_boards_to_write(cards):
    board = "Alice: Swordsworn Cavalier -> Bob | Bob: Bear 2/2 blocks Swordsworn Cavalier"
    out = run_json(board, cards)
    (assumed,) = [e for e in out["events"] if e["kind"] == "card_assumes"]
    assert (assumed["how"], assumed["rule"]) == ("keyword", "611.3a")
    both = {p["name"]: p["dies"] for p in out["permanents"]}
    assert both == {"Swordsworn Cavalier": True, "Bear": True}  # no first strike: a trade
    assert summary(board, cards)[0].startswith("Assumed, as the board can't show it")
    written = run_json(board.replace("Cavalier ->", "Cavalier first strike ->", 1), cards)
    assert not [e for e in written["events"] if e["kind"] == "card_assumes"]
    assert {p["name"]: p["dies"] for p in written["permanents"]}["Swordsworn Cavalier"] is False
