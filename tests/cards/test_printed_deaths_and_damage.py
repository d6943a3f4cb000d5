"""Cards that fight as printed: their combat-damage and death triggers, their damage
prevention and replacement, and the attack and block requirements their text prints, on
real cards' oracle texts (copied here), through the real converter and index."""

from __future__ import annotations

import pytest

from bot.explain import explain
from engine import parse, simulate
from engine.errors import IllegalActionError
from engine.keywords import Keyword
from engine.oracle import DEALT, DIES, HITS, read_line
from tests.cards.fixture import creature, life, printed_index
from tests.cards.fixture import run_events as run_json
from tests.cards.test_printed import REAL as PRINTED

# Real oracle texts (Scryfall), as the cards print them.
REAL = [
    creature(
        "Doomed Traveler",
        "1/1",
        "When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
        subtype="Human Soldier",
    ),
    creature(
        "Centaur Safeguard",
        "3/1",
        "({G/W} can be paid with either {G} or {W}.)\nWhen Centaur Safeguard dies, you may "
        "gain 3 life.",
        subtype="Centaur Warrior",
    ),
    creature(
        "Solemn Simulacrum",
        "2/2",
        "When Solemn Simulacrum enters, you may search your library for a basic land card, "
        "put that card onto the battlefield tapped, then shuffle.\nWhen Solemn Simulacrum "
        "dies, you may draw a card.",
        subtype="Golem",
    ),
    creature(
        "Wall of Essence",
        "0/4",
        "Defender (This creature can't attack.)\nWhenever Wall of Essence is dealt combat "
        "damage, you gain that much life.",
        ("Defender",),
        subtype="Wall",
    ),
    creature(
        "Scavenger Drake",
        "1/1",
        "Flying\nWhenever another creature dies, you may put a +1/+1 counter on Scavenger Drake.",
        ("Flying",),
        subtype="Drake",
    ),
    creature(
        "Shoreline Looter",
        "1/1",
        "Shoreline Looter can't be blocked.\nThreshold — Whenever Shoreline Looter deals "
        "combat damage to a player, draw a card. Then discard a card unless there are seven "
        "or more cards in your graveyard.",
        ("Threshold",),
        subtype="Rat Rogue",
    ),
    creature(
        "Fog Bank",
        "0/2",
        "Defender\nFlying\nPrevent all combat damage that would be dealt to and dealt by Fog Bank.",
        ("Defender", "Flying"),
        subtype="Wall",
    ),
    creature(
        "Gisela, Blade of Goldnight",
        "5/5",
        "Flying, first strike\nIf a source would deal damage to an opponent or a permanent an "
        "opponent controls, that source deals double that damage to that player or permanent "
        "instead.\nIf a source would deal damage to you or a permanent you control, prevent "
        "half that damage, rounded up.",
        ("Flying", "First strike"),
        subtype="Angel",
    ),
    *(face for face in PRINTED if face["name"] == "Juggernaut"),
    creature(
        "Mogg Flunkies",
        "3/3",
        "Mogg Flunkies can't attack or block alone.",
        subtype="Goblin",
    ),
    creature(
        "Gaea's Protector",
        "2/5",
        "Gaea's Protector must be blocked if able.",
        subtype="Elemental Warrior",
    ),
    creature(
        "Prized Unicorn",
        "2/2",
        "All creatures able to block Prized Unicorn do so.",
        subtype="Unicorn",
    ),
    creature(
        "Abu Ja'far",
        "0/1",
        "When Abu Ja'far dies, destroy all creatures blocking or blocked by it. They can't be "
        "regenerated.",
        subtype="Human",
    ),
    creature(
        "Valley Rotcaller",
        "1/3",
        "Menace\nWhenever Valley Rotcaller attacks, each opponent loses X life and you gain X "
        "life, where X is the number of other Squirrels, Bats, Lizards, and Rats you control.",
        ("Menace",),
        subtype="Squirrel Warlock",
    ),
    creature(
        "Dromad Purebred",
        "1/5",
        "Whenever Dromad Purebred is dealt damage, you gain 1 life.",
        subtype="Camel Beast",
    ),
    creature(
        "Mogg Maniac",
        "1/1",
        "Whenever Mogg Maniac is dealt damage, it deals that much damage to target opponent or "
        "planeswalker.",
        subtype="Goblin",
    ),
    creature(
        "Nafs Asp",
        "1/1",
        "Whenever Nafs Asp deals damage to a player, that player loses 1 life at the beginning "
        "of their next draw step unless they pay {1} before that draw step.",
        subtype="Snake",
    ),
    creature(
        "Possessed Skaab",
        "3/2",
        "When Possessed Skaab enters, return target instant, sorcery, or creature card from your "
        "graveyard to your hand.\nIf Possessed Skaab would die, exile it instead.",
        subtype="Zombie",
    ),
]


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    yield from printed_index(tmp_path_factory.mktemp("printed-deaths"), REAL)


def kinds(out: dict, kind: str) -> list[dict]:
    return [e for e in out["events"] if e["kind"] == kind]


def summary_lines(board: str, cards) -> tuple[str, ...]:
    return explain(simulate(parse(board, cards=cards)), "en").summary


def not_simulated(board: str, cards) -> list[str]:
    result = simulate(parse(board, cards=cards))
    return [line for line in explain(result, "en").summary if "Not simulated" in line]


# -- each rule on its own ---------------------------------------------------------------


def test_a_death_trigger_reads_life_tokens_and_counters():
    (gain,) = read_line("When ~ dies, you may gain 3 life.", "").triggers
    assert (gain.when, gain.gain, gain.anyone) == (DIES, 3, False)
    (token,) = read_line(
        "When ~ dies, create a 1/1 white Spirit creature token with flying.", ""
    ).triggers
    assert token.tokens == 1 and not token.attacking
    assert token.token == (1, 1, frozenset({Keyword.FLYING}), "Spirit")
    (counter,) = read_line(
        "Whenever another creature dies, you may put a +1/+1 counter on ~.", ""
    ).triggers
    assert (counter.counters, counter.anyone, counter.everyone) == (1, True, True)


def test_a_combat_damage_trigger_reads_what_it_does_to_that_player():
    (hit,) = read_line(
        "Whenever ~ deals combat damage to a player, that player loses 2 life.", ""
    ).triggers
    assert (hit.when, hit.lose) == (HITS, 2)
    (dealt,) = read_line("Whenever ~ is dealt combat damage, you gain that much life.", "").triggers
    assert (dealt.when, dealt.much) == (DEALT, True)


def test_an_effect_off_the_board_is_told_not_simulated():
    (looter,) = read_line(
        "Threshold — Whenever ~ deals combat damage to a player, draw a card. Then discard a "
        "card unless there are seven or more cards in your graveyard.",
        "",
    ).triggers
    assert looter.said == (
        "draw a card",
        "Then discard a card unless there are seven or more cards in your graveyard",
    )
    (later,) = read_line(
        "When ~ dies, create a 4/4 red Bird creature token with flying at the beginning of "
        "the next end step.",
        "",
    ).triggers
    assert later.tokens == 0 and len(later.said) == 1


def test_an_effect_on_the_board_the_grammar_cant_show_is_not_read():
    # (A target or a sacrifice is the player's choice, asked: tests/cards/test_printed_choices.py.)
    assert read_line("When ~ dies, it deals 7 damage to each nonlegendary creature.", "") is None
    assert read_line("When ~ dies, return it to the battlefield under your control.", "") is None


@pytest.mark.parametrize(
    ("line", "keyword"),
    [
        ("~ attacks each combat if able.", Keyword.MUST_ATTACK),
        ("~ can't attack or block alone.", Keyword.CANT_ALONE),
        ("~ must be blocked if able.", Keyword.MUST_BE_BLOCKED),
        ("All creatures able to block ~ do so.", Keyword.LURE),
    ],
)
def test_an_attack_or_block_requirement_reads_as_its_keyword(line, keyword):
    found = read_line(line, "")
    assert found is not None and found.keywords == {keyword}


# -- real cards on boards -------------------------------------------------------------------


def test_doomed_traveler_dying_leaves_a_spirit_token(cards):
    out = run_json("Alice: Bear 2/2 | Bob: Doomed Traveler blocks Bear", cards)
    (trigger,) = kinds(out, "card_trigger")
    assert (trigger["when"], trigger["rule"]) == ("dies", "603.10a")
    (token,) = kinds(out, "enters")
    assert token["how"] == "battlefield"
    spirit = next(p for p in out["permanents"] if p["name"] == "Spirit")
    assert spirit["controller"] == "Bob" and not spirit["dies"]
    assert not not_simulated("Alice: Bear 2/2 | Bob: Doomed Traveler blocks Bear", cards)


def test_centaur_safeguard_dying_gains_three_life(cards):
    out = run_json("Alice: Centaur Safeguard | Bob: Ogre 3/3 blocks Centaur Safeguard", cards)
    assert (life(out, "Alice"), life(out, "Bob")) == (23, 20)


def test_a_card_drawn_as_it_dies_is_told_and_the_card_counts_as_simulated(cards):
    board = "Alice: Solemn Simulacrum | Bob: Ogre 3/3 blocks Solemn Simulacrum"
    out = run_json(board, cards)
    (said,) = kinds(out, "trigger_says")
    assert (said["text"], said["rule"]) == ("you may draw a card", "608.2c")
    assert not not_simulated(board, cards)


def test_shoreline_looter_connects_and_its_draw_is_told(cards):
    out = run_json("Alice: Shoreline Looter | Bob:", cards)
    assert life(out, "Bob") == 19
    (trigger,) = kinds(out, "card_trigger")
    assert (trigger["when"], trigger["rule"]) == ("hits", "510.3a")
    assert len(kinds(out, "trigger_says")) == 2


def test_wall_of_essence_gains_the_combat_damage_it_is_dealt(cards):
    out = run_json("Alice: Ogre 3/3 | Bob: Wall of Essence blocks Ogre", cards)
    assert life(out, "Bob") == 23


def test_scavenger_drake_grows_when_any_other_creature_dies(cards):
    out = run_json(
        "Alice: Bear 2/2, Elf 1/1 | Bob: Scavenger Drake home, Ogre 3/3 blocks Bear, "
        "Wolf 2/2 blocks Elf",
        cards,
    )
    drake = next(p for p in out["permanents"] if p["name"] == "Scavenger Drake")
    assert (drake["power"], drake["toughness"]) == (3, 3)
    assert len(kinds(out, "trigger_order")) == 1  # the two deaths' triggers wait together


def test_a_creature_that_dies_with_another_sees_it_die(cards):
    # Both die in one state-based-actions check: the Drake's ability looks back (603.10a).
    out = run_json(
        "Alice: Bear 2/2 | Bob: Scavenger Drake blocks Bear, Ogre 3/3 blocks Bear", cards
    )
    assert len(kinds(out, "card_trigger")) == 1


def test_fog_bank_blocks_grizzly_bears_and_survives(cards):
    board = "Alice: Grizzly Bears 2/2 | Bob: Fog Bank blocks Grizzly Bears"
    out = run_json(board, cards)
    fog = next(p for p in out["permanents"] if p["name"] == "Fog Bank")
    assert (fog["damage"], fog["dies"]) == (0, False)
    (prevented,) = kinds(out, "card_prevents")
    assert (prevented["how"], prevented["amount"], prevented["rule"]) == ("to", 2, "615.1a")
    assert not not_simulated(board, cards)


def test_fog_bank_deals_no_combat_damage_even_when_pumped(cards):
    out = run_json("Alice: Bear 2/2 | Bob: Fog Bank blocks Bear ; after blocks: Fog Bank +3/+0",
                   cards)  # fmt: skip
    bear = next(p for p in out["permanents"] if p["name"] == "Bear")
    assert (bear["damage"], bear["dies"]) == (0, False)
    assert [e["how"] for e in kinds(out, "card_prevents")] == ["to", "by"]


def test_gisela_unblocked_deals_ten(cards):
    out = run_json("Alice: Gisela, Blade of Goldnight | Bob:", cards)
    assert life(out, "Bob") == 10
    (doubled,) = kinds(out, "damage_doubled")
    assert (doubled["amount"], doubled["total"], doubled["rule"]) == (5, 10, "614.1a")


def test_gisela_halves_the_damage_to_her_side_rounded_up(cards):
    out = run_json("Alice: Ogre 3/3 | Bob: Gisela, Blade of Goldnight home", cards)
    assert life(out, "Bob") == 19  # 3 damage, 2 of it prevented
    (half,) = kinds(out, "card_prevents")
    assert (half["how"], half["amount"]) == ("half", 2)


def test_a_prevention_shield_applies_before_doubling(cards):
    # Bob orders the effects on the damage to him (616.1): the shield first, then doubling.
    out = run_json(
        "Alice: Gisela, Blade of Goldnight | Bob: ; after blocks: prevent 2 to Bob", cards
    )
    assert life(out, "Bob") == 14


@pytest.mark.parametrize(
    ("board", "rule"),
    [
        ("Alice: Juggernaut home | Bob:", "508.1d"),
        ("Alice: Mogg Flunkies | Bob:", "506.5"),
        ("Alice: Gaea's Protector | Bob: Bear 2/2", "509.1c"),
        ("Alice: Prized Unicorn | Bob: Bear 2/2 blocks Prized Unicorn, Elf 1/1", "509.1c"),
    ],
)
def test_a_requirement_of_the_text_refuses_what_breaks_it(cards, board, rule):
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse(board, cards=cards))
    assert caught.value.params["rule"] == rule


def test_mogg_flunkies_attack_with_another_creature(cards):
    out = run_json("Alice: Mogg Flunkies, Bear 2/2 | Bob:", cards)
    assert life(out, "Bob") == 15


def test_abu_jafar_takes_the_creature_it_blocks_with_it_past_a_regeneration_shield(cards):
    board = "Alice: Ogre 3/3 -> Bob | Bob: Abu Ja'far blocks Ogre ; after blocks: regenerate Ogre"
    out = run_json(board, cards)
    ogre = next(p for p in out["permanents"] if p["name"] == "Ogre")
    assert ogre["left_battlefield"] == "destroyed"
    (left,) = kinds(out, "left_battlefield")
    assert left["rule"] == "701.8a"
    assert kinds(out, "not_regenerated")[0]["rule"] == "701.19c"


def test_abu_jafar_attacking_destroys_each_creature_blocking_it(cards):
    board = "Alice: Abu Ja'far -> Bob | Bob: Bear 2/2 blocks Abu Ja'far, Wall 0/4 blocks Abu Ja'far"
    out = run_json(board, cards)
    gone = {p["name"] for p in out["permanents"] if p["left_battlefield"] == "destroyed"}
    assert gone == {"Bear", "Wall"}
    assert not_simulated(board, cards) == []


def test_valley_rotcaller_drains_each_opponent_by_the_subtypes_its_controller_controls(cards):
    board = (
        "Alice: Valley Rotcaller, Rat 1/1 type(Rat) stays home, Bat 1/1 type(Bat) stays home,"
        " Bear 2/2 stays home | Bob: | Carol:"
    )
    out = run_json(board, cards)
    # Two of the four subtypes besides itself: each opponent loses 2, Alice gains 2 (608.2h).
    assert (life(out, "Alice"), life(out, "Carol")) == (22, 18)
    assert life(out, "Bob") == 17  # and the Rotcaller's 1 combat damage
    alone = run_json("Alice: Valley Rotcaller | Bob:", cards)
    assert (life(alone, "Alice"), life(alone, "Bob")) == (20, 19)


def test_dromad_purebred_gains_life_for_combat_damage_and_an_actions_damage(cards):
    board = "Alice: Bear 2/2 | Bob: Dromad Purebred blocks Bear"
    out = run_json(board, cards)
    assert life(out, "Bob") == 21
    (trigger,) = kinds(out, "card_trigger")
    assert (trigger["when"], trigger["rule"]) == ("dealt", "510.3a")
    out = run_json(board + " ; after blocks: Bolt red instant deals 3 to Dromad Purebred", cards)
    assert life(out, "Bob") == 22
    first = kinds(out, "card_trigger")[0]
    assert (first["when"], first["rule"]) == ("damaged", "603.2")
    assert not_simulated(board, cards) == []


def test_mogg_maniac_asks_where_the_damage_it_is_dealt_goes(cards):
    out = run_json("Alice: Bear 2/2 | Bob: Mogg Maniac blocks Bear", cards)
    (asked,) = kinds(out, "trigger_asks")
    assert asked["actions"] == "Mogg Maniac deals N to *" and asked["how"] == "target"


def test_nafs_asp_tells_the_life_lost_in_the_players_next_draw_step(cards):
    board = "Alice: Nafs Asp | Bob:"
    out = run_json(board, cards)
    assert life(out, "Bob") == 19  # the loss is next turn's: told, not simulated
    (said,) = kinds(out, "trigger_says")
    assert said["text"].startswith("that player loses 1 life at the beginning of their next")
    assert not_simulated(board, cards) == []
    out = run_json(
        "Alice: Nafs Asp stays home | Bob: ; after attacks: Nafs Asp deals 1 to Bob", cards
    )
    (trigger,) = kinds(out, "card_trigger")
    assert (trigger["when"], trigger["rule"]) == ("deals", "603.2")


def test_possessed_skaab_is_exiled_instead_of_dying_and_no_death_trigger_sees_it(cards):
    board = "Alice: Ogre 3/4 | Bob: Possessed Skaab blocks Ogre, Scavenger Drake"
    out = run_json(board, cards)
    skaab = next(p for p in out["permanents"] if p["name"] == "Possessed Skaab")
    assert skaab["dies"] is False
    (instead,) = kinds(out, "exiled_instead")
    assert (instead["rule"], instead["why"]) == ("614.6", "lethal")
    assert not kinds(out, "card_trigger")  # the Drake's "another creature dies" waits on
    assert any("exiled by its own ability" in line for line in summary_lines(board, cards))
    destroyed = run_json(board + " ; after blocks: destroy Possessed Skaab", cards)
    skaab = next(p for p in destroyed["permanents"] if p["name"] == "Possessed Skaab")
    assert skaab["left_battlefield"] == "exiled"
    assert kinds(destroyed, "exiled_instead")[0]["why"] == "destroyed"
