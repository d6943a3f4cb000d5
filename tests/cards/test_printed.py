"""Cards that fight as printed: the grammar of oracle text (engine.oracle), one rule at a time
and on real cards' oracle texts (copied here), through the real converter and index."""

from __future__ import annotations

import pytest

from bot.explain import explain
from engine import parse, simulate
from engine.errors import IllegalActionError, NotationError
from engine.keywords import Keyword
from engine.oracle import (
    BLOCKS_ONLY_FLYERS,
    FLYING_OR_REACH,
    NOT_BY_WALLS,
    POWER_AT_LEAST,
    POWER_AT_MOST,
    Static,
    changes_result,
    family,
    read_line,
)
from tests.cards.fixture import creature, life, printed_index
from tests.cards.fixture import run_events as run_json

# Real oracle texts (Scryfall), as the cards print them.
REAL = [
    creature(
        "Questing Beast",
        "4/4",
        "Vigilance, deathtouch, haste\nQuesting Beast can't be blocked by creatures with "
        "power 2 or less.\nCombat damage that would be dealt by creatures you control can't "
        "be prevented.\nWhenever Questing Beast deals combat damage to an opponent, it deals "
        "that much damage to target planeswalker that player controls.",
        ("Vigilance", "Deathtouch", "Haste"),
        subtype="Beast",
    ),
    creature(
        "Steel Leaf Champion",
        "5/4",
        "Steel Leaf Champion can't be blocked by creatures with power 2 or less.",
        subtype="Elf Knight",
    ),
    creature(
        "Orchard Spirit",
        "2/2",
        "Orchard Spirit can't be blocked except by creatures with flying or reach.",
        subtype="Spirit",
    ),
    creature(
        "Signal Pest",
        "0/1",
        "Battle cry (Whenever this creature attacks, each other attacking creature gets "
        "+1/+0 until end of turn.)\nSignal Pest can't be blocked except by creatures with "
        "flying or reach.",
        ("Battle cry",),
        subtype="Pest",
    ),
    creature(
        "Juggernaut",
        "5/3",
        "Juggernaut attacks each combat if able.\nJuggernaut can't be blocked by Walls.",
        subtype="Juggernaut",
    ),
    creature(
        "Wall of Omens",
        "0/4",
        "Defender\nWhen Wall of Omens enters, draw a card.",
        ("Defender",),
        subtype="Wall",
    ),
    creature(
        "Stormcloud Djinn",
        "4/4",
        "Flying\nStormcloud Djinn can block only creatures with flying.\n{R}{R}: Stormcloud "
        "Djinn gets +2/+0 until end of turn.",
        ("Flying",),
        subtype="Djinn",
    ),
    creature(
        "Infantry Veteran",
        "1/1",
        "{T}: Target attacking creature gets +1/+1 until end of turn.",
        subtype="Human Soldier",
    ),
    creature(
        "Pentavus",
        "0/0",
        "Pentavus enters with five +1/+1 counters on it.\n{1}, Remove a +1/+1 counter from "
        "Pentavus: Create a 1/1 colorless Pentavite artifact creature token with flying.\n{1}, "
        "Sacrifice a Pentavite: Put a +1/+1 counter on Pentavus.",
        subtype="Construct",
    ),
    creature(
        "Stonecoil Serpent",
        "0/0",
        "Reach, trample, protection from multicolored\nStonecoil Serpent enters with X +1/+1 "
        "counters on it.",
        ("Reach", "Trample", "Protection"),
        subtype="Snake",
    ),
    creature(
        "Goblin King",
        "2/2",
        "Other Goblins get +1/+1 and have mountainwalk.",
        subtype="Goblin",
    ),
    creature(
        "Goblin Guide",
        "2/2",
        "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their "
        "library. If it's a land card, that player puts it into their hand.",
        ("Haste",),
        subtype="Goblin Scout",
    ),
    creature(
        "Benalish Marshal",
        "3/3",
        "Other creatures you control get +1/+1.",
        subtype="Human Knight",
    ),
    creature(
        "One-Eyed Scarecrow",
        "2/3",
        "Defender\nCreatures with flying your opponents control get -1/-0.",
        ("Defender",),
        subtype="Scarecrow",
    ),
    creature(
        "Spiteful Prankster",
        "3/2",
        "As long as it's your turn, Spiteful Prankster has first strike.\nWhenever another "
        "creature dies, Spiteful Prankster deals 1 damage to target player or planeswalker.",
        subtype="Devil",
    ),
    creature(
        "Sublime Archangel",
        "4/3",
        "Flying\nExalted (Whenever a creature you control attacks alone, that creature gets "
        "+1/+1 until end of turn for each instance of exalted among permanents you control.)"
        "\nOther creatures you control have exalted.",
        ("Flying", "Exalted"),
        subtype="Angel",
    ),
    creature(
        "Death's Shadow",
        "13/13",
        "Death's Shadow gets -X/-X, where X is your life total.",
        subtype="Avatar",
    ),
    creature(
        "Bristling Boar",
        "4/3",
        "Bristling Boar can't be blocked by more than one creature.",
        subtype="Boar",
    ),
    creature(
        "Stadium Headliner",
        "1/1",
        "Mobilize 1 (Whenever this creature attacks, create a tapped and attacking 1/1 red "
        "Warrior creature token. Sacrifice it at the beginning of the next end step.)\n{1}{R}, "
        "Sacrifice this creature: It deals damage equal to the number of creatures you control "
        "to target creature.",
        ("Mobilize",),
        subtype="Goblin Warrior",
    ),
    creature(
        "Elvish Berserker",
        "1/1",
        "Whenever Elvish Berserker becomes blocked, it gets +1/+1 until end of turn for each "
        "creature blocking it.",
        subtype="Elf Berserker",
    ),
    creature(
        "Glorious Enforcer",
        "5/5",
        "Flying, lifelink\nAt the beginning of each combat, if you have more life than an "
        "opponent, this creature gains double strike until end of turn.",
        ("Flying", "Lifelink"),
        subtype="Angel",
    ),
    creature(
        "Mystic Crusader",
        "2/1",
        "Protection from black and from red\nThreshold — As long as seven or more cards are in "
        "your graveyard, Mystic Crusader gets +1/+1 and has flying.",
        ("Protection", "Threshold"),
        subtype="Human Nomad Mystic",
    ),
    creature(
        "Centaur Chieftain",
        "3/3",
        "Haste\nThreshold — As long as seven or more cards are in your graveyard, Centaur "
        'Chieftain has "When Centaur Chieftain enters, creatures you control get +1/+1 and gain '
        'trample until end of turn."',
        ("Haste", "Threshold"),
        subtype="Centaur",
    ),
    creature(
        "Hero of Bladehold",
        "3/4",
        "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 "
        "until end of turn.)\nWhenever Hero of Bladehold attacks, create two 1/1 white Soldier "
        "creature tokens that are tapped and attacking.",
        ("Battle cry",),
        subtype="Human Knight",
    ),
    creature(
        "Hellrider",
        "3/3",
        "Haste\nWhenever a creature you control attacks, Hellrider deals 1 damage to the "
        "player or planeswalker it's attacking.",
        ("Haste",),
        subtype="Devil",
    ),
    creature(
        "Herald of Faith",
        "4/3",
        "Flying\nWhenever Herald of Faith attacks, you gain 2 life.",
        ("Flying",),
        subtype="Angel",
    ),
    creature(
        "Sustainer of the Realm",
        "2/3",
        "Flying\nWhenever Sustainer of the Realm blocks, it gets +0/+2 until end of turn.",
        ("Flying",),
        subtype="Angel",
    ),
    creature(
        "Vedalken Ghoul",
        "1/1",
        "Whenever Vedalken Ghoul becomes blocked, defending player loses 4 life.",
        subtype="Vedalken Zombie",
    ),
    creature(
        "Kird Ape", "1/1", "Kird Ape gets +1/+2 as long as you control a Forest.", subtype="Ape"
    ),
    creature(
        "Boros Reckoner",
        "3/3",
        "Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.\n"
        "{R/W}: Boros Reckoner gains first strike until end of turn.",
        subtype="Minotaur Wizard",
    ),
    creature(
        "Dragon Whelp",
        "2/3",
        "Flying\n{R}: Dragon Whelp gets +1/+0 until end of turn. If this ability has been "
        "activated four or more times this turn, sacrifice Dragon Whelp at the beginning of the "
        "next end step.",
        ("Flying",),
        subtype="Dragon",
    ),
    creature("Drudge Skeletons", "1/1", "{B}: Regenerate Drudge Skeletons.", subtype="Skeleton"),
    creature(
        "Bloodthirsty Conqueror",
        "5/5",
        "Flying, deathtouch\nWhenever an opponent loses life, you gain that much life. "
        "(Damage causes loss of life.)",
        ("Flying", "Deathtouch"),
        subtype="Vampire Knight",
    ),
]


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    yield from printed_index(tmp_path_factory.mktemp("printed"), REAL)


def refused(board: str, cards) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse(board, cards=cards))
    return caught.value


# -- each rule on its own ---------------------------------------------------------------


def test_a_power_clause_reads_its_number_and_side():
    assert read_line("~ can't be blocked by creatures with power 2 or less.", "").evasion == (
        (POWER_AT_MOST, 2),
    )
    found = read_line("Bob can't be blocked by creatures with power 4 or greater.", "Bob")
    assert found is not None and found.evasion == ((POWER_AT_LEAST, 4),)


def test_except_clauses_read_flying_or_reach_and_a_number_of_blockers():
    found = read_line(
        "This creature can't be blocked except by creatures with flying or reach.", ""
    )
    assert found is not None and found.evasion == ((FLYING_OR_REACH, 0),)
    found = read_line("~ can't be blocked except by two or more creatures.", "")
    assert found is not None and found.numbers == ((Keyword.MIN_BLOCKERS, 2),)
    found = read_line("~ can't be blocked except by creatures with flying.", "")
    assert found is not None and found.keywords == {Keyword.FLYERS_ONLY}


def test_walls_and_blocks_only_flyers_are_read():
    assert read_line("~ can't be blocked by Walls.", "").evasion == ((NOT_BY_WALLS, 0),)
    assert read_line("~ can block only creatures with flying.", "").keywords == {
        Keyword.BLOCKS_ONLY_FLYERS
    }


def test_enters_with_counters_reads_a_number_or_unknown():
    assert read_line("~ enters with five +1/+1 counters on it.", "").counters == 5
    assert read_line("~ enters with X +1/+1 counters on it.", "").counters is None


def test_an_anthem_reads_who_it_applies_to():
    (lord,) = read_line("Other Goblins get +1/+1 and have mountainwalk.", "").statics
    assert lord == Static(1, 1, frozenset({Keyword.MOUNTAINWALK}), ("Goblin",), others=True)
    (anthem,) = read_line("Creatures you control get +1/+1.", "").statics
    assert anthem == Static(1, 1, yours=True)
    (grant,) = read_line("Other creatures you control with flying have vigilance.", "").statics
    assert grant.having is Keyword.FLYING and grant.keywords == {Keyword.VIGILANCE}
    (theirs,) = read_line("Creatures with flying your opponents control get -1/-0.", "").statics
    assert theirs.theirs and theirs.power == -1


def test_a_lord_of_an_unknown_choice_is_not_read():
    # "the chosen type" is a choice the board does not write.
    assert read_line("Other creatures you control of the chosen type get +1/+1.", "") is None
    # A count the board could hold is still the game's: the board writes the stats.
    assert read_line("~ gets +1/+1 for each other creature you control.", "").variable


def test_a_keyword_on_your_turn_applies_to_itself_only_on_its_turn():
    (static,) = read_line("As long as it's your turn, ~ has first strike.", "").statics
    assert static.itself and static.your_turn and static.keywords == {Keyword.FIRST_STRIKE}


def test_power_that_depends_on_the_game_is_read_as_variable():
    for line in (
        "~ gets -X/-X, where X is your life total.",
        "~'s power and toughness are each equal to the number of Swamps you control.",
        "~ gets +1/+1 for each color among permanents you control.",
        "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1.",
    ):
        found = read_line(line, "")
        assert found is not None and found.variable, line
    assert read_line("~ gets +1/+1.", "") is None


# Activated abilities of real cards (Scryfall's oracle text) and the action each writes.
ACTIVATED = [
    ("{R}{R}: Stormcloud Djinn gets +2/+0 until end of turn.", "~ +2/+0"),
    ("Sacrifice an artifact: Atog gets +2/+2 until end of turn.", "~ +2/+2"),
    ("{U}: Roofstalker Wight gains flying until end of turn.", "~ gains flying"),
    ("{1}{G}: Regenerate Gorilla Chieftain.", "regenerate ~"),
    ("{T}: Target attacking creature gets +1/+1 until end of turn.", "* +1/+1"),
    ("{R}, {T}: Target creature gains first strike until end of turn.", "* gains first strike"),
    ("{2}{W}, {T}: Aven Archer deals 2 damage to target attacking or blocking creature.",
     "~ deals 2 to *"),
    ("{1}{W}, {T}: Tap target creature.", "tap *"),
    ("{T}: Put a +1/+1 counter on this creature.", "~ +1/+1 counter"),
    ("{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
     "prevent 1 to *"),
    ("{R}: Spitting Drake gets +1/+0 until end of turn. Activate only once each turn.",
     "~ +1/+0"),
    # An amount the game decides: the player writes it (N, X) in the action.
    ("{1}{R}{R}: Spikeshot Elder deals damage equal to its power to any target.",
     "~ deals N to *"),
    ("{T}, Sacrifice a red or white creature: Freyalise Supplicant deals damage to any target "
     "equal to half the sacrificed creature's power, rounded down.", "~ deals N to *"),
    ("{1}{R}, Sacrifice this creature: It deals damage equal to the number of creatures you "
     "control to target creature.", "~ deals N to *"),
    ("{1}, Reveal X green cards from your hand, Sacrifice Martyr of Spores: Target creature "
     "gets +X/+X until end of turn.", "* +X/+X"),
    ("{T}: Target creature can't block this turn.", "* gains can't block"),
]  # fmt: skip
# Activated abilities with several effects, one action each; "it" names what the sentence
# before named, "It can't be regenerated" comes before the destruction (701.19c).
ACTIVATED_SEVERAL = [
    ("{1}, Sacrifice another creature: This creature gains indestructible until end of turn. "
     "Tap it.", ("~ gains indestructible", "tap ~")),
    ("{B}{B}, {T}: Destroy target legendary creature. It can't be regenerated.",
     ("* gains can't be regenerated", "destroy *")),
    ("{3}: Walking Wall gets +3/-1 until end of turn and can attack this turn as though it "
     "didn't have defender. Activate only once each turn.", ("~ +3/-1", "~ loses defender")),
    # The shield's size depends on the target's colour: the player writes it (N).
    ("{T}: Prevent the next 1 damage that would be dealt to target creature or player this "
     "turn. If that creature is green, prevent the next 2 damage instead.",
     ("prevent N to *",)),
]  # fmt: skip
_NAMES = ("Stormcloud Djinn", "Atog", "Roofstalker Wight", "Gorilla Chieftain", "Aven Archer",
          "Spitting Drake", "Spikeshot Elder", "Freyalise Supplicant", "Martyr of Spores")  # fmt: skip


@pytest.mark.parametrize(("line", "action"), ACTIVATED)
def test_an_activated_ability_reads_as_the_action_it_writes(line, action):
    name = next((n for n in _NAMES if n in line), "")
    found = read_line(line, name)
    assert found is not None and found.actions == (action,)


@pytest.mark.parametrize(("line", "actions"), ACTIVATED_SEVERAL)
def test_an_activated_ability_with_several_effects_reads_as_an_action_each(line, actions):
    found = read_line(line, "Walking Wall")
    assert found is not None and found.actions == actions


@pytest.mark.parametrize(
    "actions", [(action,) for _, action in ACTIVATED] + [a for _, a in ACTIVATED_SEVERAL]
)
def test_the_action_an_activated_ability_writes_is_read_by_the_notation(actions):
    # The card as "Djinn", the target as "Bear", the amount the player writes as 2: the
    # actions are ones the actions read.
    written = ", ".join(
        a.replace("~", "Djinn").replace("*", "Bear").replace("N", "2").replace("X", "2")
        for a in actions
    )
    out = run_json(f"Alice: Djinn 2/2 -> Bob | Bob: Bear 2/2 ; after attacks: {written}", None)
    assert out["events"]


def test_an_activated_ability_the_actions_cant_write_is_not_read():
    assert read_line("{T}: Untap all Forests.", "") is None
    assert read_line("{1}: ~ gets +X/+X and gains flying until end of turn.", "") is None
    assert read_line("{1}{R}: Target creature can't block ~ this turn.", "") is None
    assert read_line("{T}: Destroy target creature. Draw a card.", "") is None


def test_what_could_change_a_result_is_told_apart():
    assert changes_result(
        "Death's Shadow gets -X/-X, where X is your life total.", "Death's Shadow"
    )
    assert changes_result("Prevent all combat damage that would be dealt to and dealt by ~.")
    assert not changes_result("When ~ enters, draw a card.")


# -- real cards on boards -------------------------------------------------------------------


@pytest.mark.parametrize("attacker", ["Questing Beast", "Steel Leaf Champion"])
def test_a_small_creature_cant_block_a_power_clause(cards, attacker):
    refusal = refused(f"Alice: {attacker} -> Bob | Bob: Bear 2/2 blocks {attacker}", cards)
    assert refusal.detail == POWER_AT_MOST
    assert refusal.params["rule"] == "509.1b" and refusal.params["count"] == 2
    out = run_json(f"Alice: {attacker} -> Bob | Bob: Ogre 3/3 blocks {attacker}", cards)
    assert any(e["kind"] == "block" for e in out["events"])


@pytest.mark.parametrize("attacker", ["Orchard Spirit", "Signal Pest"])
def test_only_flying_or_reach_blocks_an_except_clause(cards, attacker):
    assert refused(f"Alice: {attacker} -> Bob | Bob: Bear 2/2 blocks {attacker}", cards).detail == (
        FLYING_OR_REACH
    )
    out = run_json(f"Alice: {attacker} -> Bob | Bob: Spider 1/3 reach blocks {attacker}", cards)
    assert any(e["kind"] == "block" for e in out["events"])


def test_a_wall_cant_block_juggernaut(cards):
    refusal = refused("Alice: Juggernaut -> Bob | Bob: Wall of Omens blocks Juggernaut", cards)
    assert refusal.detail == NOT_BY_WALLS


def test_stormcloud_djinn_blocks_only_flyers(cards):
    refusal = refused("Alice: Bear 2/2 -> Bob | Bob: Stormcloud Djinn blocks Bear", cards)
    assert refusal.detail == BLOCKS_ONLY_FLYERS
    out = run_json("Alice: Bird 1/1 flying -> Bob | Bob: Stormcloud Djinn blocks Bird", cards)
    assert any(e["kind"] == "block" for e in out["events"])


@pytest.mark.parametrize(("name", "stats"), [("Pentavus", "5/5"), ("Stonecoil Serpent", "3/3")])
def test_a_printed_zero_toughness_card_asks_for_its_stats(cards, name, stats):
    with pytest.raises(NotationError) as caught:
        parse(f"Alice: {name} -> Bob | Bob:", cards=cards)
    assert caught.value.detail == "card-stats-counters"
    assert caught.value.params["rule"] == "704.5f" and caught.value.params["stats"] == stats
    out = run_json(f"Alice: {name} {stats} -> Bob | Bob:", cards)
    assert out["players"][1]["life"] == 20 - int(stats.split("/")[0])


def test_goblin_king_makes_goblin_guide_a_three_three_with_mountainwalk(cards):
    out = run_json(
        "Alice: Goblin Guide -> Bob, Goblin King home | Bob lands(Mountain): Ogre 3/3", cards
    )
    assert out["players"][1]["life"] == 17
    kinds = {e["kind"]: e for e in out["events"]}
    assert kinds["static_pump"]["rule"] == "613.4c" and kinds["static_pump"]["source"] == "a2"
    assert kinds["static_keywords"]["keywords"] == ["mountainwalk"]
    refusal = refused(
        "Alice: Goblin Guide -> Bob, Goblin King home | Bob lands(Mountain): Ogre 3/3 blocks Goblin Guide",
        cards,
    )
    assert refusal.detail == "landwalk"


def test_a_lord_does_not_pump_itself_nor_other_types(cards):
    out = run_json("Alice: Goblin King -> Bob, Bear 2/2 -> Bob | Bob:", cards)
    assert out["players"][1]["life"] == 16
    assert not any(e["kind"] == "static_pump" for e in out["events"])


def test_an_anthem_pumps_only_its_controllers_other_creatures(cards):
    out = run_json("Alice: Bear 2/2 -> Bob, Benalish Marshal home | Bob: Benalish Marshal", cards)
    assert out["players"][1]["life"] == 17  # the Bear's +1/+1 from its controller's only


def test_one_eyed_scarecrow_shrinks_opposing_flyers(cards):
    out = run_json("Alice: Bird 2/2 flying -> Bob | Bob: One-Eyed Scarecrow", cards)
    assert out["players"][1]["life"] == 19


def test_spiteful_prankster_has_first_strike_on_its_turn_only(cards):
    out = run_json(
        "Alice: Spiteful Prankster -> Bob | Bob: Ogre 3/2 blocks Spiteful Prankster", cards
    )
    dead = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dead == {"Spiteful Prankster": False, "Ogre": True}
    out = run_json("Alice: Ogre 3/2 -> Bob | Bob: Spiteful Prankster blocks Ogre", cards)
    dead = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dead == {"Spiteful Prankster": True, "Ogre": True}


def test_sublime_archangel_grants_exalted_to_the_others(cards):
    out = run_json("Alice: Bear 2/2 -> Bob, Sublime Archangel home, Elf 1/1 home | Bob:", cards)
    # Three instances of exalted: the Archangel's own, and the Bear's and the Elf's.
    assert out["players"][1]["life"] == 15
    granted = [e["permanent"] for e in out["events"] if e["kind"] == "static_keywords"]
    assert granted == ["a1", "a3"]


def test_deaths_shadow_asks_for_its_stats_and_fights_as_written(cards):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Death's Shadow -> Bob | Bob:", cards=cards)
    assert caught.value.detail == "card-stats-variable"
    assert caught.value.params["rule"] == "613.4"
    out = run_json("Alice: Death's Shadow 6/6 -> Bob | Bob:", cards)
    assert life(out, "Bob") == 14
    result = simulate(parse("Alice: Death's Shadow 6/6 -> Bob | Bob:", cards=cards))
    assert not any("Not simulated" in line for line in explain(result, "en").summary)


def test_kird_ape_asks_for_its_stats_and_fights_as_written(cards):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Bear 2/2 | Bob: Kird Ape blocks Bear", cards=cards)
    assert caught.value.detail == "card-stats-variable"
    # With a Forest, as written: a 2/3 that survives the Bear and kills it.
    out = run_json("Alice: Bear 2/2 | Bob: Kird Ape 2/3 blocks Bear", cards)
    dies = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dies == {"Bear": True, "Kird Ape": False}


def test_boros_reckoner_asks_for_its_target_and_strikes_first_when_written(cards):
    out = run_json("Alice: Ogre 2/2 | Bob: Boros Reckoner blocks Ogre", cards)
    (asks,) = [e for e in out["events"] if e["kind"] == "trigger_asks"]
    assert (asks["rule"], asks["actions"]) == ("603.3d", "Boros Reckoner deals N to *")
    out = run_json(
        "Alice: Ogre 3/3 | Bob: Boros Reckoner blocks Ogre ; after blocks: Boros Reckoner gains "
        "first strike",
        cards,
    )
    dies = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dies == {"Ogre": True, "Boros Reckoner": False}
    assert not [e for e in out["events"] if e["kind"] == "trigger_asks"]  # dealt no damage


def test_dragon_whelps_firebreathing_is_written_once_for_each_activation(cards):
    out = run_json(
        "Alice: Dragon Whelp | Bob: ; after blocks: Dragon Whelp +1/+0, Dragon Whelp +1/+0", cards
    )
    assert life(out, "Bob") == 16  # the sacrifice at the next end step is not this combat's


def test_drudge_skeletons_regenerate_when_written(cards):
    board = "Alice: Ogre 3/3 | Bob: Drudge Skeletons blocks Ogre"
    dies = {p["name"]: p["dies"] for p in run_json(board, cards)["permanents"]}
    assert dies["Drudge Skeletons"]
    out = run_json(board + " ; after blocks: regenerate Drudge Skeletons", cards)
    skeletons = next(p for p in out["permanents"] if p["name"] == "Drudge Skeletons")
    assert not skeletons["dies"]


def test_stormcloud_djinns_firebreathing_is_written_as_an_action(cards):
    out = run_json(
        "Alice: Stormcloud Djinn -> Bob | Bob: ; after blocks: Stormcloud Djinn +2/+0", cards
    )
    assert life(out, "Bob") == 14


def test_a_text_that_could_change_the_result_is_said_first(cards):
    board = "Alice: Questing Beast -> Bob | Bob: Ogre 3/3 blocks Questing Beast"
    result = simulate(parse(board, cards=cards))
    assert "Questing Beast" in explain(result, "en").summary[0]


# -- combat triggers of a card's text ---------------------------------------------------


def test_an_attack_trigger_reads_tokens_damage_life_and_pumps():
    hero = read_line(
        "Whenever Hero of Bladehold attacks, create two 1/1 white Soldier creature tokens "
        "that are tapped and attacking.",
        "Hero of Bladehold",
    )
    assert hero is not None
    (trigger,) = hero.triggers
    assert (trigger.when, trigger.tokens, trigger.token[:2]) == ("attacks", 2, (1, 1))
    hellrider = read_line(
        "Whenever a creature you control attacks, Hellrider deals 1 damage to the player or "
        "planeswalker it's attacking.",
        "Hellrider",
    )
    assert hellrider is not None and hellrider.triggers[0].anyone
    assert hellrider.triggers[0].damage == 1
    sustainer = read_line("Whenever ~ blocks, it gets +0/+2 until end of turn.", "")
    assert sustainer is not None
    assert (sustainer.triggers[0].when, sustainer.triggers[0].toughness) == ("blocks", 2)


def test_a_trigger_with_an_effect_the_board_cant_show_is_not_read():
    assert read_line("Whenever ~ attacks, destroy target creature.", "") is None
    # A card drawn changes nothing in the combat: told, not simulated.
    (draw,) = read_line("Whenever ~ attacks, draw a card.", "").triggers
    assert draw.said == ("draw a card",)
    assert (
        read_line("Whenever a creature you control attacks, it gets +1/+1 until end of turn.", "")
        is None
    )


def test_hero_of_bladehold_attacks_for_seven(cards):
    out = run_json("Alice: Hero of Bladehold | Bob:", cards)
    assert life(out, "Bob") == 13
    kinds = [e["kind"] for e in out["events"]]
    assert kinds.count("enters") == 2
    # The tokens enter before battle cry resolves: each gets +1/+0.
    assert kinds.index("enters") < kinds.index("battle_cry")


def test_hellrider_and_a_bear_deal_seven(cards):
    out = run_json("Alice: Hellrider, Bear 2/2 | Bob:", cards)
    assert life(out, "Bob") == 13
    triggers = [e for e in out["events"] if e["kind"] == "card_trigger"]
    assert [e["rule"] for e in triggers] == ["508.3a", "508.3a"]


def test_herald_of_faith_gains_two_life_as_it_attacks(cards):
    out = run_json("Alice: Herald of Faith | Bob:", cards)
    assert (life(out, "Alice"), life(out, "Bob")) == (22, 16)


def test_sustainer_of_the_realm_survives_a_three_power_attacker(cards):
    out = run_json("Alice: Ogre 3/3 | Bob: Sustainer of the Realm blocks Ogre", cards)
    sustainer = next(p for p in out["permanents"] if p["name"] == "Sustainer of the Realm")
    assert (sustainer["toughness"], sustainer["dies"]) == (5, False)


def test_vedalken_ghoul_blocked_makes_the_defender_lose_four(cards):
    out = run_json("Alice: Vedalken Ghoul | Bob: Bear 2/2 blocks Vedalken Ghoul", cards)
    assert life(out, "Bob") == 16
    (trigger,) = [e for e in out["events"] if e["kind"] == "card_trigger"]
    assert (trigger["when"], trigger["rule"]) == ("blocked", "509.3c")


def test_an_opponents_life_loss_trigger_reads_as_a_gain_of_that_much():
    line = "Whenever an opponent loses life, you gain that much life."
    (trigger,) = read_line(line, "Bloodthirsty Conqueror").triggers
    assert (trigger.when, trigger.much, trigger.gain) == ("loses", True, 0)
    assert family(line) == "damage/death trigger"
    # Another effect on the loss is not read as this one.
    assert read_line("Whenever an opponent loses life, you draw a card.", "") is None


def test_bloodthirsty_conqueror_gains_what_its_unblocked_damage_takes(cards):
    out = run_json("Alice: Bloodthirsty Conqueror | Bob:", cards)
    assert (life(out, "Alice"), life(out, "Bob")) == (25, 15)
    (trigger,) = [e for e in out["events"] if e["kind"] == "card_trigger"]
    assert (trigger["when"], trigger["creature"], trigger["rule"]) == ("loses", "Bob", "603.2")


def test_bloodthirsty_conqueror_sees_each_source_and_each_action(cards):
    # Two creatures' damage: two losses, two triggers (120.3a); an action's loss too.
    out = run_json(
        "Alice: Bloodthirsty Conqueror, Bear 2/2 | Bob: ; after blocks: Bob loses 3 life", cards
    )
    assert (life(out, "Alice"), life(out, "Bob")) == (30, 10)
    gains = [
        e["amount"] for e in out["events"] if e["kind"] == "life_changed" and e["how"] == "gains"
    ]
    assert sorted(gains) == [2, 3, 5]


def test_bloodthirsty_conqueror_sees_only_opponents_and_triggers_as_it_dies(cards):
    # Its own controller's loss triggers nothing; a blocker's deathtouch and its death after
    # the damage do not stop the trigger it saw (603.2, 704.3).
    out = run_json(
        "Alice: Ogre 3/3 | Bob: Bloodthirsty Conqueror 1/1 blocks Ogre ; after blocks: "
        "Bob loses 2 life, Alice loses 4 life",
        cards,
    )
    assert (life(out, "Alice"), life(out, "Bob")) == (16, 22)
    conqueror = next(p for p in out["permanents"] if p["name"] == "Bloodthirsty Conqueror")
    assert conqueror["dies"]


def test_bloodthirsty_conqueror_in_two_headed_giant_gains_for_its_team(cards):
    out = run_json("Alice & Carol: Bloodthirsty Conqueror | Bob & Dan:", cards)
    assert life(out, "Alice") == life(out, "Carol") == 35
    assert life(out, "Bob") == life(out, "Dan") == 25


@pytest.mark.parametrize("code", ["en", "it", "de", "ja", "fr", "es"])
def test_a_card_trigger_is_told_in_every_language(cards, code):
    result = simulate(parse("Alice: Hellrider, Bear 2/2 | Bob:", cards=cards))
    text = "\n".join(explain(result, code).lines)
    assert text.count("Hellrider") >= 2 and "Bear" in text


@pytest.mark.parametrize(
    ("code", "target"),
    [("en", "<creature>"), ("it", "<creatura>"), ("de", "<Kreatur>"), ("ja", "<クリーチャー>"),
     ("fr", "<créature>"), ("es", "<criatura>")],
)  # fmt: skip
def test_the_card_reply_shows_the_action_an_activated_ability_writes(cards, code, target):
    from bot.cards.reply import card_reply

    text = "\n".join(card_reply(cards, "Stormcloud Djinn", code, images=False).lines)
    assert "`Stormcloud Djinn +2/+0`" in text
    assert target not in text  # the ability pumps the Djinn itself: no target to choose
    text = "\n".join(card_reply(cards, "Infantry Veteran", code, images=False).lines)
    assert f"`{target} +1/+1`" in text


def test_a_conditional_pt_change_with_keywords_asks_for_stats_and_keywords(cards):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Mystic Crusader -> Bob | Bob:", cards=cards)
    assert caught.value.detail == "card-stats-variable"
    # Threshold met, as written: a 3/2 flyer a ground creature can't block (509.1b).
    refused(
        "Alice: Mystic Crusader 3/2 flying -> Bob | Bob: Bear 2/2 blocks Mystic Crusader", cards
    )
    assert life(run_json("Alice: Mystic Crusader 3/2 flying -> Bob | Bob:", cards), "Bob") == 17


def test_a_keyword_gained_as_combat_begins_holds_when_its_condition_holds(cards):
    board = "Alice: Glorious Enforcer -> Bob | Bob{}: Ogre 3/6 reach blocks Glorious Enforcer"
    # Alice at 20, Bob at 19: more life than an opponent, so double strike as combat begins.
    out = run_json(board.format(" 19"), cards)
    dead = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dead["Ogre"] is True
    granted = [e for e in out["events"] if e["kind"] == "static_keywords"]
    assert granted and granted[0]["keywords"] == ["double_strike"]
    # Equal life: no double strike, the Ogre survives 5 damage.
    out = run_json(board.format(""), cards)
    assert {p["name"]: p["dies"] for p in out["permanents"]}["Ogre"] is False


def test_an_enters_trigger_is_not_said_to_change_the_combat():
    line = (
        'Threshold — As long as seven or more cards are in your graveyard, ~ has "When ~ '
        'enters, creatures you control get +1/+1 and gain trample until end of turn."'
    )
    assert family(line) is None and not changes_result(line)
    assert family("{T}, Sacrifice ~: Untap all Forests.") is None
    assert family("{T}: Untap target creature.") == "activated"


def test_a_pump_for_each_creature_blocking_it_counts_its_blockers():
    (trigger,) = read_line(
        "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature "
        "blocking it.",
        "",
    ).triggers
    assert trigger.each_blocker and trigger.power == 1
    # Only a creature that is blocked has creatures blocking it.
    assert read_line("Whenever ~ attacks, it gets +1/+1 for each creature blocking it.", "") is None


def test_elvish_berserker_grows_with_each_blocker(cards):
    out = run_json(
        "Alice: Elvish Berserker -> Bob | Bob: Elf 1/1 blocks Elvish Berserker, "
        "Elf 1/1 blocks Elvish Berserker",
        cards,
    )
    # Two blockers: a 3/3 that survives the two Elves' 2 damage.
    dead = {p["name"]: p["dies"] for p in out["permanents"]}
    assert dead["Elvish Berserker"] is False


def test_a_creature_blocked_by_more_creatures_than_it_allows_is_refused(cards):
    assert read_line("~ can't be blocked by more than one creature.", "").evasion == (
        ("max-blockers", 1),
    )
    board = "Alice: Bristling Boar -> Bob | Bob: Elf 1/1 blocks Bristling Boar"
    assert life(run_json(board, cards), "Bob") == 20
    caught = refused(board + ", Bear 2/2 blocks Bristling Boar", cards)
    assert caught.detail == "max-blockers" and caught.params["count"] == 1
    assert caught.params["rule"] == "509.1b"


def test_mobilize_puts_warriors_onto_the_battlefield_attacking(cards):
    out = run_json("Alice: Stadium Headliner -> Bob | Bob:", cards)
    # The Headliner's 1 and its Warrior token's 1 (702.181a, tokens attacking: 508.4).
    assert life(out, "Bob") == 18
    assert "Warrior" in {p["name"] for p in out["permanents"]}
