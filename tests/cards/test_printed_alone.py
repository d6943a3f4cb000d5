"""Cards that fight as printed: attacking alone, life totals set by a trigger and creatures
that assign no combat damage by their text, on real cards' oracle texts (copied here),
through the real converter and index."""

from __future__ import annotations

import re

import pytest

from bot.explain import error_detail, explain
from bot.i18n import LANGUAGES, land_type_name, vocabulary
from engine import parse, simulate
from engine.cards import read_face
from engine.errors import IllegalActionError, NotationError
from engine.jsonout import result_to_json
from engine.keywords import Keyword
from engine.oracle import (
    ATTACK_UNLESS_LAND,
    ATTACKS,
    BLOCKED,
    BLOCKS,
    CHOSEN_PLAYER,
    UNBLOCKED,
    changes_result,
    family,
    read_line,
)
from tests.cards.fixture import creature, face, life, printed_index
from tests.cards.fixture import run_events as run_json
from tests.cards.test_printed import REAL as PRINTED

# Real oracle texts (Scryfall), as the cards print them.
REAL = [
    creature(
        "Master of Cruelties",
        "1/4",
        "First strike, deathtouch\nMaster of Cruelties can only attack alone.\nWhenever "
        "Master of Cruelties attacks a player and isn't blocked, that player's life total "
        "becomes 1. Master of Cruelties assigns no combat damage this combat.",
        ("First strike", "Deathtouch"),
        subtype="Demon",
    ),
    creature(
        "Lim-Dûl's Paladin",
        "0/3",
        "Trample\nAt the beginning of your upkeep, you may discard a card. If you don't, "
        "sacrifice Lim-Dûl's Paladin and draw a card.\nWhenever Lim-Dûl's Paladin becomes "
        "blocked, it gets +6/+3 until end of turn.\nWhenever Lim-Dûl's Paladin attacks and "
        "isn't blocked, it assigns no combat damage to defending player this turn and that "
        "player loses 4 life.",
        ("Trample",),
        subtype="Human Knight",
    ),
    creature(
        "Rafiq of the Many",
        "3/3",
        "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
        "until end of turn.)\nWhenever a creature you control attacks alone, it gains double "
        "strike until end of turn.",
        ("Exalted",),
        subtype="Human Knight",
    ),
    creature(
        "Verdeloth the Ancient",
        "4/7",
        "Kicker {X} (You may pay an additional {X} as you cast this spell.)\nSaproling "
        "creatures and other Treefolk creatures get +1/+1.\nWhen Verdeloth the Ancient "
        "enters, if it was kicked, create X 1/1 green Saproling creature tokens.",
        ("Kicker",),
        subtype="Treefolk",
    ),
    creature(
        "Timberland Ancient",
        "6/5",
        "Reach, trample\nForestcycling {2} ({2}, Discard this card: Search your library for a "
        "Forest card, reveal it, put it into your hand, then shuffle.)",
        ("Forestcycling", "Reach", "Trample"),
        subtype="Treefolk",
    ),
    creature(
        "Effortless Master",
        "4/3",
        "Vigilance\nMenace (This creature can't be blocked except by two or more creatures.)\n"
        "This creature enters with two +1/+1 counters if you've cast two or more spells this "
        "turn.",
        ("Menace", "Vigilance"),
        subtype="Orc Monk",
    ),
    creature(
        "Cryptborn Horror",
        "0/0",
        "Trample\nCryptborn Horror enters with X +1/+1 counters on it, where X is the total "
        "life lost by your opponents this turn.",
        ("Trample",),
        subtype="Horror",
    ),
    creature(
        "Altered Ego",
        "0/0",
        "This spell can't be countered.\nYou may have Altered Ego enter as a copy of any "
        "creature on the battlefield, except it enters with X additional +1/+1 counters on it.",
        subtype="Shapeshifter",
    ),
    creature(
        "Consuming Aetherborn",
        "2/2",
        "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If "
        "that's another creature, it gains the following ability until end of turn.)\nLifelink",
        ("Backup", "Lifelink"),
        subtype="Aetherborn Vampire",
    ),
    face(
        "Battering Ram",
        "Artifact Creature — Construct",
        "At the beginning of combat on your turn, Battering Ram gains banding until end of "
        "combat. (Any creatures with banding, and up to one without, can attack in a band. "
        "Bands are blocked as a group. If any creatures with banding you control are being "
        "blocked by a creature, you divide that creature's combat damage, not its controller, "
        "among any of the creatures it's blocking.)\nWhenever Battering Ram becomes blocked by "
        "a Wall, destroy that Wall at end of combat.",
        cost="{2}",
        pt=("1", "1"),
    ),
    creature(
        "Argothian Treefolk",
        "3/5",
        "Prevent all damage that would be dealt to Argothian Treefolk by artifacts.",
        cost="{3}{G}{G}",
        subtype="Treefolk",
    ),
    creature(
        "Dread Specter",
        "3/3",
        "Whenever Dread Specter blocks or becomes blocked by a nonblack creature, destroy that "
        "creature at end of combat.",
        cost="{3}{B}",
        subtype="Specter",
    ),
    creature(
        "True-Name Nemesis",
        "3/1",
        "As True-Name Nemesis enters, choose a player.\nTrue-Name Nemesis has protection from "
        "the chosen player. (This creature can't be blocked, targeted, dealt damage, or "
        "enchanted by anything controlled by that player.)",
        cost="{1}{U}{U}",
        subtype="Merfolk Rogue",
    ),
    creature(
        "Dandân",
        "4/1",
        "Dandân can't attack unless defending player controls an Island.\nWhen you control "
        "no Islands, sacrifice Dandân.",
        cost="{U}{U}",
        subtype="Fish",
    ),
    creature(
        "Viashino Bey",
        "4/4",
        "If Viashino Bey attacks, all creatures you control attack if able.",
        cost="{2}{R}{R}",
        subtype="Lizard",
    ),
    creature(
        "Etched Oracle",
        "0/0",
        "Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to "
        "cast it.)\n{1}, Remove four +1/+1 counters from Etched Oracle: Target player draws "
        "three cards.",
        ("Sunburst",),
        subtype="Wizard",
    ),
]


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    yield from printed_index(tmp_path_factory.mktemp("printed-alone"), [*PRINTED, *REAL])


def kinds(out: dict, kind: str) -> list[dict]:
    return [e for e in out["events"] if e["kind"] == kind]


# -- each rule on its own ---------------------------------------------------------------


def test_can_only_attack_alone_reads_as_its_keyword():
    reading = read_line("~ can only attack alone.", "")
    assert reading is not None and reading.keywords == {Keyword.ONLY_ALONE}


def test_a_life_total_that_becomes_a_number_and_no_damage_are_read():
    (trigger,) = read_line(
        "Whenever ~ attacks a player and isn't blocked, that player's life total becomes 1. "
        "~ assigns no combat damage this combat.",
        "",
    ).triggers
    assert (trigger.when, trigger.at_player, trigger.life_becomes, trigger.silent) == (
        UNBLOCKED,
        True,
        1,
        "combat",
    )
    (paladin,) = read_line(
        "Whenever ~ attacks and isn't blocked, it assigns no combat damage to defending "
        "player this turn and that player loses 4 life.",
        "",
    ).triggers
    assert (paladin.silent, paladin.lose, paladin.at_player) == ("player", 4, False)


def test_no_damage_is_read_only_as_a_creature_goes_unblocked():
    assert read_line("Whenever ~ attacks, ~ assigns no combat damage this combat.", "") is None


# -- on the board -----------------------------------------------------------------------


def test_master_of_cruelties_unblocked_leaves_the_player_at_one(cards):
    out = run_json("Alice: Master of Cruelties | Bob:", cards)
    assert life(out, "Bob") == 1
    (changed,) = kinds(out, "life_changed")
    assert (changed["rule"], changed["how"], changed["amount"]) == ("119.5", "loses", 19)
    (none,) = kinds(out, "no_damage")
    assert (none["why"], none["rule"]) == ("card_text", "101.1")
    assert not kinds(out, "assign")


def test_master_of_cruelties_leaves_a_player_at_one_as_they_were(cards):
    out = run_json("Alice: Master of Cruelties | Bob 1:", cards)
    assert life(out, "Bob") == 1 and not kinds(out, "life_changed")


def test_master_of_cruelties_blocked_deals_its_damage(cards):
    out = run_json("Alice: Master of Cruelties | Bob: Bear 2/2 blocks Master of Cruelties", cards)
    assert life(out, "Bob") == 20
    assert not kinds(out, "life_changed") and not kinds(out, "no_damage")
    bear = next(p for p in out["permanents"] if p["name"] == "Bear")
    assert bear["dies"]


def test_master_of_cruelties_attacking_a_planeswalker_does_not_trigger(cards):
    out = run_json("Alice: Master of Cruelties -> Jace | Bob: Jace pw 5", cards)
    assert life(out, "Bob") == 20 and not kinds(out, "card_trigger")


def test_master_of_cruelties_cant_attack_with_another_creature(cards):
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse("Alice: Master of Cruelties, Bear 2/2 | Bob:", cards=cards))
    assert (caught.value.detail, caught.value.params["rule"]) == ("only-alone", "506.5")


def test_lim_duls_paladin_unblocked_makes_the_player_lose_four_and_deals_none(cards):
    out = run_json("Alice: Lim-Dûl's Paladin 3/3 | Bob:", cards)
    assert life(out, "Bob") == 16
    (none,) = kinds(out, "no_damage")
    assert none["why"] == "card_text"


def test_lim_duls_paladin_blocked_tramples_over(cards):
    out = run_json("Alice: Lim-Dûl's Paladin | Bob: Bear 2/2 blocks Lim-Dûl's Paladin", cards)
    assert life(out, "Bob") == 16  # 6 power, 2 to the Bear, 4 trample over
    assert not kinds(out, "no_damage")


def test_attacks_alone_reads_as_a_trigger_for_the_lone_attacker():
    (trigger,) = read_line(
        "Whenever a creature you control attacks alone, it gains double strike until end of turn.",
        "",
    ).triggers
    assert (trigger.when, trigger.alone, trigger.anyone) == (ATTACKS, True, True)
    assert trigger.keywords == {Keyword.DOUBLE_STRIKE}


def test_rafiq_gives_a_lone_attacker_exalted_and_double_strike(cards):
    out = run_json("Alice: Rafiq of the Many home, Bear 2/2 | Bob:", cards)
    assert life(out, "Bob") == 14  # a 3/3 with double strike
    (trigger,) = kinds(out, "card_trigger")
    assert (trigger["rule"], trigger["when"]) == ("508.3a", "attacks")


def test_rafiq_does_nothing_for_two_attackers(cards):
    out = run_json("Alice: Rafiq of the Many, Bear 2/2 | Bob:", cards)
    assert life(out, "Bob") == 15 and not kinds(out, "card_trigger")


def test_a_lord_of_two_types_reads_both():
    (lord,) = read_line("Other Goblin and Orc creatures you control get +1/+1.", "").statics
    assert (lord.types, lord.others, lord.yours, lord.power) == (("Goblin", "Orc"), True, True, 1)
    saprolings, treefolk = read_line(
        "Saproling creatures and other Treefolk creatures get +1/+1.", ""
    ).statics
    assert (saprolings.types, saprolings.others) == (("Saproling",), False)
    assert (treefolk.types, treefolk.others) == (("Treefolk",), True)


def test_verdeloth_pumps_the_other_treefolk_not_itself(cards):
    out = run_json("Alice: Verdeloth the Ancient, Timberland Ancient | Bob:", cards)
    assert life(out, "Bob") == 20 - 4 - 7
    (pump,) = kinds(out, "static_pump")
    assert pump["rule"] == "613.4c"


@pytest.mark.parametrize(
    ("keywords", "text"),
    [
        (
            ["Devour"],
            "Devour 1 (As this enters, you may sacrifice any number of creatures. "
            "This creature enters with that many +1/+1 counters on it.)",
        ),
        (
            ["Sunburst"],
            "Sunburst (This enters with a +1/+1 counter on it for each color of "
            "mana spent to cast it.)",
        ),
        (
            [],
            "~ enters with X +1/+1 counters on it, where X is the total life lost by your "
            "opponents this turn.",
        ),
        (
            [],
            "This creature enters with two +1/+1 counters if you've cast two or more spells "
            "this turn.",
        ),
    ],
)
def test_counters_the_game_decides_are_read_as_unknown(keywords, text):
    read = read_face(keywords, text)
    assert (read.counters, read.unmodeled) == (None, ())
    assert read.variable


@pytest.mark.parametrize("name", ["Cryptborn Horror", "Altered Ego", "Etched Oracle"])
def test_a_printed_zero_zero_with_counters_the_game_decides_asks_for_its_stats(cards, name):
    with pytest.raises(NotationError) as caught:
        simulate(parse(f"Alice: {name} | Bob:", cards=cards))
    assert caught.value.detail == "card-stats-counters"
    assert caught.value.params["rule"] == "704.5f"
    out = run_json(f"Alice: {name} 3/3 | Bob:", cards)
    assert life(out, "Bob") == 17


def test_counters_under_a_condition_ask_for_the_stats(cards):
    with pytest.raises(NotationError) as caught:
        simulate(parse("Alice: Effortless Master | Bob:", cards=cards))
    assert caught.value.detail == "card-stats-variable"
    assert caught.value.params["rule"] == "614.1c"
    out = run_json("Alice: Effortless Master 6/5 | Bob:", cards)
    assert life(out, "Bob") == 14


def test_backup_is_an_enters_trigger_resolved_before_the_combat():
    assert family("Backup 1") is None and not changes_result("Backup 1")
    assert family("Backup 1 and more") == "keyword"


def test_consuming_aetherborn_fights_as_written(cards):
    out = run_json("Alice: Consuming Aetherborn 3/3 lifelink | Bob:", cards)
    assert (life(out, "Bob"), life(out, "Alice")) == (17, 23)
    result = simulate(parse("Alice: Consuming Aetherborn | Bob:", cards=cards))
    assert not any("could change" in line for line in explain(result, "en").summary)


def test_destroy_at_end_of_combat_reads_one_trigger_for_each_moment():
    blocks, blocked = read_line(
        "Whenever ~ blocks or becomes blocked by a nonblack creature, destroy that creature at "
        "end of combat.",
        "",
    ).triggers
    assert (blocks.when, blocked.when, blocks.by, blocks.doom) == (
        BLOCKS,
        BLOCKED,
        "nonblack",
        True,
    )
    (ram,) = read_line(
        "Whenever ~ becomes blocked by a Wall, destroy that Wall at end of combat.", ""
    ).triggers
    assert (ram.when, ram.by) == (BLOCKED, "Wall")
    assert (
        read_line("Whenever ~ blocks a tall creature, destroy that creature at end of combat.", "")
        is None
    )


def test_battering_ram_destroys_the_wall_that_blocks_it_at_end_of_combat(cards):
    out = run_json("Alice: Battering Ram | Bob: Wall of Omens blocks Battering Ram", cards)
    wall = next(p for p in out["permanents"] if p["name"] == "Wall of Omens")
    assert wall["left_battlefield"] == "destroyed"
    triggers = [(e["when"], e["rule"]) for e in kinds(out, "card_trigger")]
    assert triggers == [("blocked_by", "509.3d"), ("end_of_combat", "511.2")]
    (destroyed,) = kinds(out, "left_battlefield")
    assert destroyed["rule"] == "701.8a"


def test_battering_ram_spares_a_blocker_that_is_not_a_wall(cards):
    out = run_json("Alice: Battering Ram | Bob: Bear 0/4 blocks Battering Ram", cards)
    assert not kinds(out, "card_trigger")
    assert "left_battlefield" not in next(p for p in out["permanents"] if p["name"] == "Bear")


def test_dread_specter_destroys_each_nonblack_creature_it_fights(cards):
    out = run_json("Alice: Ox 1/5, Rat 1/5 black | Bob: Dread Specter blocks Ox", cards)
    ox = next(p for p in out["permanents"] if p["name"] == "Ox")
    assert ox["left_battlefield"] == "destroyed"
    triggers = [(e["when"], e["rule"]) for e in kinds(out, "card_trigger")]
    assert triggers == [("blocks_creature", "509.3b"), ("end_of_combat", "511.2")]
    out = run_json("Alice: Rat 1/5 black | Bob: Dread Specter blocks Rat", cards)
    assert not kinds(out, "card_trigger")


def test_protection_from_the_chosen_player_is_read():
    read = read_face([], "~ has protection from the chosen player.")
    assert (read.protections, read.unmodeled) == ((CHOSEN_PLAYER,), ())


def test_true_name_nemesis_cant_be_blocked_by_the_opponent(cards):
    with pytest.raises(IllegalActionError) as caught:
        simulate(
            parse("Alice: True-Name Nemesis | Bob: Bear 2/2 blocks True-Name Nemesis", cards=cards)
        )
    assert caught.value.detail == "protection"


def test_true_name_nemesis_takes_no_damage_from_the_opponent(cards):
    out = run_json("Alice: Bear 2/2 | Bob: True-Name Nemesis blocks Bear", cards)
    nemesis = next(p for p in out["permanents"] if p["name"] == "True-Name Nemesis")
    assert (nemesis["damage"], nemesis["dies"]) == (0, False)
    assert any(e["rule"] == "702.16e" for e in out["events"])


def test_true_name_nemesis_asks_which_opponent_in_multiplayer(cards):
    board = "Alice: True-Name Nemesis -> Bob | Bob: Bear 2/2 | Carol: Ox 3/3"
    with pytest.raises(NotationError) as caught:
        simulate(parse(board, cards=cards))
    assert (caught.value.detail, caught.value.params["rule"]) == ("card-chosen-player", "702.16k")
    written = "Alice: True-Name Nemesis protection from Carol -> Bob | Bob: Bear 2/2 blocks True-Name Nemesis | Carol: Ox 3/3"
    out = run_json(written, cards)
    assert life(out, "Bob") == 20


def test_cant_attack_unless_the_defender_controls_a_land_type_is_read():
    reading = read_line("~ can't attack unless defending player controls an Island.", "")
    assert reading is not None and reading.evasion == ((ATTACK_UNLESS_LAND, 1),)


def test_dandan_attacks_a_player_with_an_island(cards):
    out = run_json("Alice: Dandân | Bob lands(Island):", cards)
    assert life(out, "Bob") == 16


def test_dandan_cant_attack_a_player_without_an_island(cards):
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse("Alice: Dandân | Bob lands(Forest):", cards=cards))
    assert caught.value.detail == "attack-unless-land"
    assert (caught.value.params["land"], caught.value.params["rule"]) == ("Island", "508.1c")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dandans_refusal_names_the_land_type_as_the_reader_writes_it(cards, lang):
    """The land type in the reader's language (「島をコントロールしていないかぎり」), and the
    notation the message suggests (「土地(島)」, "Länder(Insel)") reads back as an Island."""
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse("Alice: Dandân | Bob lands(Forest):", cards=cards))
    detail = error_detail(caught.value, lang)
    island = land_type_name("Island", lang)
    assert lang == "en" or (island != "Island" and "Island" not in detail), detail
    suggested = re.search(rf"(\w+)\({re.escape(island)}\)", detail)
    assert suggested is not None, detail
    written = f"Alice: Dandân | Bob {suggested[0]}:"
    out = result_to_json(simulate(parse(written, vocabulary(), cards=cards)))
    assert life(out, "Bob") == 16


def test_argothian_treefolk_takes_no_damage_from_an_artifact(cards):
    out = run_json("Alice: Battering Ram 4/4 | Bob: Argothian Treefolk blocks Battering Ram", cards)
    treefolk = next(p for p in out["permanents"] if p["name"] == "Argothian Treefolk")
    assert treefolk["damage"] == 0
    (prevented,) = kinds(out, "card_prevents")
    assert prevented["rule"] == "615.1a"
    out = run_json("Alice: Bear 4/4 | Bob: Argothian Treefolk blocks Bear", cards)
    assert next(p for p in out["permanents"] if p["name"] == "Argothian Treefolk")["damage"] == 4


def test_viashino_bey_makes_every_creature_of_its_controller_attack(cards):
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse("Alice: Viashino Bey, Bear 2/2 home | Bob:", cards=cards))
    assert (caught.value.detail, caught.value.params["rule"]) == ("all-attack", "508.1d")
    assert life(run_json("Alice: Viashino Bey, Bear 2/2 | Bob:", cards), "Bob") == 14
    out = run_json("Alice: Viashino Bey home, Bear 2/2 | Bob:", cards)
    assert life(out, "Bob") == 18
