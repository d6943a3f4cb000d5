"""Actions that deal noncombat damage, change life, tap or untap, change colours and types,
give keywords with a number or protection, and put a creature attacking what is gone
(README "Actions during combat")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import IllegalActionError
from engine import run_board as run
from engine.errors import RedzoneError
from engine.events import (
    BlockStands,
    CreatureEnters,
    DamageDealt,
    DamageMarked,
    DamagePrevented,
    LifeChanged,
    LifeGained,
    PoisonGiven,
    ProtectionPrevents,
    Tapped,
)
from engine.formatting import format_board
from engine.notation import parse


def kinds(result, kind):
    return [e for e in result.events if isinstance(e, kind)]


def player(result, name):
    return next(p for p in result.players if p.name == name)


def perm(result, name):
    return next(p for p in result.permanents if p.name == name)


# -- noncombat damage -------------------------------------------------------------------------


def test_a_spell_kills_the_blocker_and_the_attacker_stays_blocked() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Wall 0/3 blocks Knight ; after blocks: Bolt red instant deals 3 to Wall"
    )
    assert [(e.source, e.target, e.amount, e.rule) for e in kinds(result, DamageDealt)] == [
        ("Bolt", "b1", 3, "120.2b")
    ]
    assert perm(result, "Wall").dies
    assert player(result, "Bob").life == 20  # blocked, no trample: 509.1h
    assert any(e.kind == "stays_blocked" for e in result.events)


def test_protection_from_red_prevents_a_red_spell_s_damage() -> None:
    result = run("Alice: Knight 2/2 pro red | Bob: ; after blocks: Bolt red deals 3 to Knight")
    assert [e.rule for e in kinds(result, ProtectionPrevents)] == ["702.16e"]
    assert perm(result, "Knight").damage == 0


def test_a_prevention_shield_applies_to_noncombat_damage_but_a_fog_does_not() -> None:
    shield = run("Alice: Knight 2/2 | Bob: ; after blocks: prevent 2 to Bob, Shock deals 2 to Bob")
    assert player(shield, "Bob").life == 18  # the shield takes Shock's 2, Knight's 2 is dealt
    fog = run("Alice: Knight 2/2 | Bob: ; after blocks: fog, Shock deals 2 to Bob")
    assert player(fog, "Bob").life == 18  # a fog prevents combat damage only (615)
    assert [e.source for e in kinds(fog, DamagePrevented)] == ["a1"]


def test_an_infect_source_gives_counters_and_poison_and_a_lifelink_one_gains_life() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Wall 0/4 blocks Knight ;"
        " after blocks: Fang infect deals 1 to Wall, Fang infect deals 2 to Bob,"
        " Drain lifelink deals 3 to Bob"
    )
    assert perm(result, "Wall").minus_counters == 1
    assert player(result, "Bob").poison == 2
    assert [(e.player, e.amount) for e in kinds(result, LifeGained)] == [("Alice", 3)]
    assert player(result, "Alice").life == 23


def test_a_deathtouch_source_destroys_the_creature() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Wall 0/9 blocks Knight ; after blocks: Sting deathtouch deals 1 to Wall"
    )
    assert perm(result, "Wall").dies


def test_noncombat_damage_from_a_toxic_creature_gives_no_poison() -> None:
    result = run("Alice: Rat 1/1 toxic 2 home | Bob: ; after blocks: Rat deals 1 to Bob")
    assert player(result, "Bob").poison == 0  # toxic applies to combat damage (120.3g)
    assert player(result, "Bob").life == 19


def test_a_permanent_of_the_board_is_the_source_when_it_has_the_name() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Sorcerer 1/1 ; after attacks: Sorcerer deals 1 to Knight"
    )
    assert next(e.source for e in kinds(result, DamageMarked)) == "b1"


def test_damage_to_a_team_in_two_headed_giant_is_the_team_s_life() -> None:
    result = run("Alice: Knight 2/2 & Ann: | Bob: & Ben: ; after blocks: Shock deals 2 to Ben")
    assert [t.life for t in result.teams] == [30, 26]


def test_damage_in_multiplayer_goes_to_the_player_named() -> None:
    result = run("Alice: Knight 2/2 -> Bob | Bob: | Carol: ; after blocks: Shock deals 2 to Carol")
    assert (player(result, "Bob").life, player(result, "Carol").life) == (18, 18)


@given(st.integers(0, 6), st.integers(0, 6), st.integers(1, 6))
def test_noncombat_damage_assigned_is_dealt_plus_prevented(shield: int, bolt: int, n: int) -> None:
    board = f"Alice: Knight 1/1 home | Bob: Wall 0/20 ; after attacks: Bolt deals {bolt} to Wall"
    if shield:
        board = board.replace("after attacks: ", f"after attacks: prevent {shield} to Wall, ")
    board += f", Zap deals {n} to Wall"
    result = run(board)
    dealt = sum(e.amount for e in kinds(result, DamageMarked))
    prevented = sum(e.amount for e in kinds(result, DamagePrevented))
    assert dealt + prevented == bolt + n
    assert perm(result, "Wall").damage == dealt


def test_the_game_ends_when_a_spell_s_damage_leaves_a_player_at_zero() -> None:
    result = run("Alice: Knight 2/2 | Bob 3: ; after blocks: Bolt deals 3 to Bob")
    assert result.game_over and player(result, "Bob").lost


# -- life ---------------------------------------------------------------------------------------


def test_life_gained_and_lost_by_actions() -> None:
    result = run("Alice: Knight 2/2 | Bob: ; after blocks: Bob loses 3 life, Alice gains 4 life")
    assert [(e.player, e.how, e.amount, e.rule) for e in kinds(result, LifeChanged)] == [
        ("Bob", "loses", 3, "119.3"),
        ("Alice", "gains", 4, "119.3"),
    ]
    assert (player(result, "Alice").life, player(result, "Bob").life) == (24, 15)


def test_life_in_two_headed_giant_is_the_team_s() -> None:
    result = run(
        "Alice: Knight 2/2 & Ann: | Bob: & Ben: ; after blocks: Ben loses 3 life, Ann gains 2 life"
    )
    assert [e.rule for e in kinds(result, LifeChanged)] == ["810.9", "810.9"]
    assert [t.life for t in result.teams] == [32, 25]


def test_life_cannot_be_given_to_a_permanent() -> None:
    with pytest.raises(IllegalActionError):
        run("Alice: Knight 2/2 | Bob: ; after blocks: Knight gains 3 life")


# -- tap and untap ------------------------------------------------------------------------------


def test_a_creature_tapped_after_attacks_cannot_block() -> None:
    with pytest.raises(RedzoneError) as error:
        run("Alice: Knight 2/2 | Bob: Wall 0/4 blocks Knight ; after attacks: tap Wall")
    assert error.value.detail == "tapped-block"


def test_a_blocker_tapped_after_blocks_still_deals_its_damage() -> None:
    result = run("Alice: Knight 2/2 | Bob: Guard 2/2 blocks Knight ; after blocks: tap Guard")
    assert [(e.how, e.rule) for e in kinds(result, Tapped)] == [("tapped_in_combat", "506.4b")]
    assert perm(result, "Knight").dies


def test_an_untapped_creature_can_block() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Wall 0/4 tapped blocks Knight ; after attacks: untap Wall"
    )
    assert [(e.how, e.rule) for e in kinds(result, Tapped)] == [("untapped", "701.26b")]
    assert player(result, "Bob").life == 20


# -- protection, colours and types --------------------------------------------------------------


def test_protection_gained_after_blocks_keeps_the_block_and_prevents_the_damage() -> None:
    result = run(
        "Alice: Knight 2/2 | Bob: Goblin 3/3 red blocks Knight ; after blocks: Knight gains protection from red"
    )
    assert [e.why for e in kinds(result, BlockStands)] == ["protection"]
    assert not perm(result, "Knight").dies
    assert player(result, "Bob").life == 20  # still blocked (509.1h)


def test_protection_gained_after_attacks_makes_the_block_illegal() -> None:
    with pytest.raises(RedzoneError) as error:
        run(
            "Alice: Knight 2/2 | Bob: Goblin 3/3 red blocks Knight ; after attacks: Knight gains pro red"
        )
    assert error.value.code == "illegal_block"


def test_a_creature_that_becomes_red_deals_no_damage_to_protection_from_red() -> None:
    result = run(
        "Alice: Knight 2/2 pro red | Bob: Ogre 3/3 blocks Knight ; after blocks: Ogre becomes red"
    )
    assert not perm(result, "Knight").dies
    assert [e.why for e in kinds(result, BlockStands)] == ["protection"]


def test_a_creature_that_becomes_an_artifact_is_hit_by_protection_from_artifacts() -> None:
    result = run(
        "Alice: Knight 2/2 pro artifacts | Bob: Ogre 3/3 blocks Knight ; after blocks: Ogre becomes an artifact"
    )
    assert not perm(result, "Knight").dies


# -- keywords with a number ---------------------------------------------------------------------


def test_toxic_gained_gives_poison_with_combat_damage() -> None:
    result = run("Alice: Rat 1/1 | Bob: ; after blocks: Rat gains toxic 2")
    assert [(e.via, e.amount) for e in kinds(result, PoisonGiven)] == [("toxic", 2)]


def test_bushido_gained_after_attacks_triggers_when_blocked() -> None:
    result = run(
        "Alice: Samurai 2/2 | Bob: Ogre 3/3 blocks Samurai ; after attacks: Samurai gains bushido 2"
    )
    assert not perm(result, "Samurai").dies and perm(result, "Ogre").dies


def test_can_block_additional_gained_after_attacks_lets_it_block_two() -> None:
    result = run(
        "Alice: Knight 2/2, Bear 2/2 | Bob: Guard 1/6 blocks Knight blocks Bear ;"
        " after attacks: Guard gains can block additional 1"
    )
    assert player(result, "Bob").life == 20


def test_damage_n_is_not_an_ability_to_gain() -> None:
    with pytest.raises(RedzoneError) as error:
        run("Alice: Knight 2/2 | Bob: ; after blocks: Knight gains damage 2")
    assert error.value.detail == "action-keyword"


# -- a creature put attacking what is gone ------------------------------------------------------


def test_a_creature_put_attacking_a_player_who_lost_enters_not_attacking() -> None:
    result = run(
        "Alice: Bear 2/2 fs -> Carol | Bob: | Carol 2: ; after first strike: put Ogre 3/3 -> Carol"
    )
    assert [e.how for e in kinds(result, CreatureEnters)] == ["not_attacking"]
    assert player(result, "Bob").life == 20


def test_a_creature_put_attacking_a_planeswalker_gone_in_two_headed_giant() -> None:
    result = run(
        "Alice: Bear 2/2 -> Ben & Ann: | Bob & Ben: Jace pw 1 ; after attacks: destroy Jace ;"
        " after blocks: put Ogre 3/3 -> Jace"
    )
    assert [e.rule for e in kinds(result, CreatureEnters)] == ["508.4a"]


# -- the notation -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Knight 2/2 | Bob: Wall 0/4 blocks Knight ; after blocks: Lightning Bolt red instant deals 3 to Wall",
        "Alice: Knight 2/2 | Bob: ; after blocks: Bob loses 3 life, Alice gains 4 life, tap Knight, untap Knight",
        "Alice: Knight 2/2 | Bob: ; after blocks: Knight gains protection from red bushido 2 toxic 1",
        "Alice: Knight 2/2 | Bob: ; after blocks: Knight becomes red an artifact",
    ],
)
def test_the_new_actions_are_written_back_as_read(board: str) -> None:
    parsed = parse(board)
    assert parse(format_board(parsed)) == parsed


def test_a_malformed_deals_points_at_the_action() -> None:
    with pytest.raises(RedzoneError) as error:
        run("Alice: Knight 2/2 | Bob: ; after blocks: Bolt deals to Bob")
    assert error.value.detail == "deals-shape"
