"""Each action of the notation in a Two-Headed Giant game (a team's shared life and poison,
810.9-810.10; one combined block of the defending team, 805.10d) and in a multiplayer game
(only the player attacked is dealt its damage; the other players are untouched): the
outcome exactly, and the rule each step cites."""

from __future__ import annotations

import pytest

from engine import IllegalActionError
from engine import run_board as run

TWO_HG = "Alice: {a} & Ann: | Bob: {b} & Ben: {c}"
MULTI = "Alice: {a} -> Carol | Bob: {b} | Carol: {c}"


def two_hg(attackers: str, bob: str = "", ben: str = "", actions: str = "") -> str:
    return TWO_HG.format(a=attackers, b=bob, c=ben) + actions


def multi(attackers: str, bob: str = "", carol: str = "", actions: str = "") -> str:
    return MULTI.format(a=attackers, b=bob, c=carol) + actions


def rules_of(board: str, kind: str) -> list[str]:
    return [e.rule for e in run(board).events if e.kind == kind]


def team_lives(board: str) -> list[int]:
    return [t.life for t in run(board).teams]


def refused(board: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(board)
    return caught.value


# -- tap and untap ------------------------------------------------------------------------------


def test_two_headed_giant_a_teammate_s_creature_tapped_after_attacks_can_t_block() -> None:
    error = refused(
        two_hg("Knight 2/2", ben="Wall 0/4 blocks Knight", actions=" ; after attacks: tap Wall")
    )
    assert (error.code, error.detail, error.params["rule"]) == (
        "illegal_block",
        "tapped-block",
        "509.1a",
    )


def test_multiplayer_a_creature_tapped_after_attacks_can_t_block() -> None:
    error = refused(
        multi("Knight 2/2", carol="Wall 0/4 blocks Knight", actions=" ; after attacks: tap Wall")
    )
    assert (error.code, error.detail, error.params["rule"]) == (
        "illegal_block",
        "tapped-block",
        "509.1a",
    )


def test_two_headed_giant_a_blocker_tapped_after_blocks_still_deals_its_damage(combat) -> None:
    board = two_hg(
        "Knight 2/2", ben="Guard 2/2 blocks Knight", actions=" ; after blocks: tap Guard"
    )
    out = combat(board)
    assert out.dies() == ["Guard", "Knight"]
    assert (out.life("Bob"), out.life("Ben")) == (30, 30)
    assert rules_of(board, "tapped") == ["506.4b"]


def test_multiplayer_an_untapped_creature_blocks_and_no_player_is_dealt_damage(combat) -> None:
    board = multi(
        "Knight 2/2", carol="Wall 0/4 tapped blocks Knight", actions=" ; after attacks: untap Wall"
    )
    out = combat(board)
    assert [out.life(p) for p in ("Alice", "Bob", "Carol")] == [20, 20, 20]
    assert out.perm("Wall").damage == 2
    assert rules_of(board, "tapped") == ["701.26b"]


# -- colours and types --------------------------------------------------------------------------


def test_two_headed_giant_a_blocker_that_becomes_red_is_prevented_by_protection(combat) -> None:
    board = two_hg(
        "Knight 2/2 pro red",
        bob="Ogre 3/3 blocks Knight",
        actions=" ; after blocks: Ogre becomes red",
    )
    out = combat(board)
    assert out.dies() == [] and out.perm("Ogre").damage == 2
    assert team_lives(board) == [30, 30]
    assert rules_of(board, "becomes") == ["105.3"]
    assert rules_of(board, "protection_prevents") == ["702.16e"]


def test_multiplayer_a_blocker_that_becomes_an_artifact_is_prevented_by_protection(combat) -> None:
    board = multi(
        "Knight 2/2 pro artifacts",
        carol="Ogre 3/3 blocks Knight",
        actions=" ; after blocks: Ogre becomes an artifact",
    )
    out = combat(board)
    assert out.dies() == [] and out.perm("Knight").damage == 0
    assert [out.life(p) for p in ("Bob", "Carol")] == [20, 20]
    assert rules_of(board, "becomes") == ["205.1b"]
    assert rules_of(board, "block_stands") == ["506.4a"]


# -- keywords and protection gained -------------------------------------------------------------


def test_two_headed_giant_lifelink_and_trample_gained_change_both_teams_lives(combat) -> None:
    board = two_hg(
        "Cleric 3/3",
        ben="Wall 0/1 blocks Cleric",
        actions=" ; after blocks: Cleric gains lifelink, Cleric gains trample",
    )
    out = combat(board)
    assert out.dies() == ["Wall"]
    assert team_lives(board) == [33, 28]
    assert rules_of(board, "keywords") == ["613.1f", "613.1f"]
    assert rules_of(board, "life_lost") == ["810.9"] and rules_of(board, "life_gained") == ["810.9"]


def test_multiplayer_lifelink_and_trample_gained_touch_only_the_player_attacked(combat) -> None:
    board = multi(
        "Cleric 3/3",
        carol="Wall 0/1 blocks Cleric",
        actions=" ; after blocks: Cleric gains lifelink, Cleric gains trample",
    )
    out = combat(board)
    assert out.dies() == ["Wall"]
    assert [out.life(p) for p in ("Alice", "Bob", "Carol")] == [23, 20, 18]
    assert rules_of(board, "life_gained") == ["120.3f"]


def test_two_headed_giant_protection_gained_after_attacks_makes_a_teammate_s_block_illegal() -> (
    None
):
    board = two_hg(
        "Knight 2/2",
        ben="Goblin 3/3 red blocks Knight",
        actions=" ; after attacks: Knight gains protection from red",
    )
    error = refused(board)
    assert (error.code, error.detail, error.params["rule"]) == (
        "illegal_block",
        "protection",
        "702.16f",
    )


def test_multiplayer_protection_gained_after_blocks_keeps_the_block_and_prevents_the_damage(
    combat,
) -> None:
    board = multi(
        "Knight 2/2",
        carol="Goblin 3/3 red blocks Knight",
        actions=" ; after blocks: Knight gains protection from red",
    )
    out = combat(board)
    assert out.dies() == [] and out.perm("Knight").damage == 0 and out.perm("Goblin").damage == 2
    assert out.life("Carol") == 20  # still blocked (509.1h)
    assert rules_of(board, "block_stands") == ["506.4a"]


# -- keywords with a number ---------------------------------------------------------------------


def test_two_headed_giant_toxic_gained_poisons_the_team(combat) -> None:
    board = two_hg("Rat 1/1", actions=" ; after blocks: Rat gains toxic 2")
    out = combat(board)
    assert [(t.life, t.poison) for t in out.result.teams] == [(30, 0), (29, 2)]
    assert (out.poison("Bob"), out.poison("Ben")) == (2, 2)
    assert rules_of(board, "poison") == ["810.10"]


def test_multiplayer_toxic_gained_poisons_only_the_player_attacked(combat) -> None:
    board = multi("Rat 1/1", actions=" ; after blocks: Rat gains toxic 2")
    out = combat(board)
    assert [(out.life(p), out.poison(p)) for p in ("Bob", "Carol")] == [(20, 0), (19, 2)]
    assert rules_of(board, "poison") == ["120.3g"]


def test_two_headed_giant_afflict_gained_after_attacks_costs_the_team_life() -> None:
    board = two_hg(
        "Ogre 3/3", bob="Wall 0/4 blocks Ogre", actions=" ; after attacks: Ogre gains afflict 2"
    )
    assert team_lives(board) == [30, 28]
    assert rules_of(board, "afflict") == ["702.130a"]


def test_multiplayer_afflict_gained_after_attacks_is_the_attacked_player_s_loss(combat) -> None:
    board = multi(
        "Ogre 3/3", carol="Wall 0/4 blocks Ogre", actions=" ; after attacks: Ogre gains afflict 2"
    )
    out = combat(board)
    assert [out.life(p) for p in ("Bob", "Carol")] == [20, 18]
    assert rules_of(board, "afflict") == ["702.130a"]


def test_two_headed_giant_bushido_gained_triggers_on_a_teammate_s_block(combat) -> None:
    board = two_hg(
        "Samurai 2/2",
        ben="Ogre 3/3 blocks Samurai",
        actions=" ; after attacks: Samurai gains bushido 2",
    )
    out = combat(board)
    assert out.dies() == ["Ogre"] and out.perm("Samurai").damage == 3
    assert rules_of(board, "bushido") == ["702.45a"]


def test_multiplayer_can_block_additional_gained_blocks_two_attackers_of_that_player(
    combat,
) -> None:
    board = (
        "Alice: Knight 2/2 -> Carol, Bear 2/2 -> Carol | Bob: | Carol: Guard 1/6 blocks Knight blocks Bear"
        " ; after attacks: Guard gains can block additional 1"
    )
    out = combat(board)
    assert [out.life(p) for p in ("Bob", "Carol")] == [20, 20]
    assert out.perm("Guard").damage == 4


def test_two_headed_giant_can_block_additional_gained_blocks_attackers_of_both_teammates(
    combat,
) -> None:
    board = (
        "Alice: Knight 2/2 -> Bob, Bear 2/2 -> Ben & Ann: | Bob: Guard 1/6 blocks Knight blocks Bear & Ben:"
        " ; after attacks: Guard gains can block additional 1"
    )
    out = combat(board)
    assert team_lives(board) == [30, 30]  # one combined block of the team (805.10d)
    assert out.perm("Guard").damage == 4


# -- a division the player chooses --------------------------------------------------------------


def test_two_headed_giant_the_attacker_divides_among_blockers_of_both_teammates(combat) -> None:
    board = two_hg(
        "Giant 5/6",
        bob="Ox 1/1 blocks Giant",
        ben="Bear 4/4 blocks Giant",
        actions=" ; after blocks: Giant assigns 0 to Ox, 5 to Bear",
    )
    out = combat(board)
    assert out.dies() == ["Bear"]
    assert ("regular", "Giant", "Bear", 5) in out.damage()
    chosen = [
        (e.amount, e.rule) for e in out.result.events if e.kind == "assign" and e.how == "chosen"
    ]
    assert chosen == [(5, "510.1c")]  # a share of 0 is no assignment


def test_two_headed_giant_trample_goes_only_to_the_player_it_attacks() -> None:
    board = two_hg(
        "Wurm 6/6 trample",
        bob="Bear 2/2 blocks Wurm",
        actions=" ; after blocks: Wurm assigns 4 to Bear, 2 to Ben",
    )
    error = refused(board)
    assert (error.detail, error.params["name"], error.params["rule"]) == (
        "assign-target",
        "Ben",
        "702.19b",
    )
    assert team_lives(board.replace("2 to Ben", "2 to Bob")) == [30, 28]


def test_multiplayer_trample_to_another_player_cites_trample_s_rule() -> None:
    board = multi(
        "Wurm 6/6 trample",
        carol="Bear 2/2 blocks Wurm",
        actions=" ; after blocks: Wurm assigns 4 to Bear, 2 to Bob",
    )
    error = refused(board)
    assert (error.detail, error.params["name"], error.params["rule"]) == (
        "assign-target",
        "Bob",
        "702.19b",
    )


# -- the beginning and the end of combat --------------------------------------------------------


def test_two_headed_giant_a_creature_destroyed_at_the_beginning_of_combat_does_not_attack() -> None:
    board = two_hg(
        "Knight 2/2, Bear 2/2",
        actions=" ; at beginning of combat: destroy Knight, Ann gains 2 life",
    )
    assert team_lives(board) == [32, 28]
    assert rules_of(board, "moment") == ["507.2"]
    assert rules_of(board, "life_changed") == ["810.9"]


def test_multiplayer_beginning_of_combat_life_and_removal(combat) -> None:
    board = multi(
        "Knight 2/2, Bear 2/2",
        actions=" ; at beginning of combat: destroy Knight, Carol loses 2 life",
    )
    out = combat(board)
    assert [out.life(p) for p in ("Alice", "Bob", "Carol")] == [20, 20, 16]
    assert out.perm("Knight").left_by == "destroyed"
    assert rules_of(board, "life_changed") == ["119.3"]


def test_two_headed_giant_end_of_combat_after_the_damage(combat) -> None:
    board = two_hg(
        "Bear 2/3",
        ben="Wall 1/4 blocks Bear",
        actions=" ; at end of combat: destroy Wall, Ben loses 2 life",
    )
    out = combat(board)
    assert out.perm("Wall").left_by == "destroyed" and out.perm("Bear").damage == 1
    assert team_lives(board) == [30, 28]
    assert rules_of(board, "moment") == ["511.1"]


def test_multiplayer_end_of_combat_after_the_damage(combat) -> None:
    board = multi(
        "Bear 2/3",
        carol="Wall 1/4 blocks Bear",
        actions=" ; at end of combat: destroy Wall, Bob gains 1 life",
    )
    out = combat(board)
    assert out.perm("Wall").left_by == "destroyed" and out.perm("Wall").damage == 2
    assert [out.life(p) for p in ("Bob", "Carol")] == [21, 20]


# -- life ---------------------------------------------------------------------------------------


def test_two_headed_giant_life_lost_to_zero_ends_the_game_for_the_team(combat) -> None:
    board = "Alice: Knight 2/2 & Ann: | Bob 3: & Ben: ; after blocks: Ben loses 3 life"
    out = combat(board)
    assert out.result.game_over and out.lost() == ["Ben", "Bob"]
    assert rules_of(board, "team_loses") == ["704.6a"]


def test_multiplayer_a_player_at_zero_leaves_and_the_creature_attacking_them_deals_nothing(
    combat,
) -> None:
    board = "Alice: Knight 2/2 -> Bob | Bob 3: | Carol: ; after blocks: Bob loses 3 life, Carol gains 4 life"
    out = combat(board)
    assert not out.result.game_over and out.lost() == ["Bob"]
    assert [out.life(p) for p in ("Alice", "Carol")] == [20, 24]
    assert rules_of(board, "leaves") == ["800.4a"]
    assert rules_of(board, "no_damage") == ["800.4e"]


# -- regeneration -------------------------------------------------------------------------------


def test_two_headed_giant_regenerated_blocker_is_tapped_and_removed(combat) -> None:
    board = two_hg(
        "Ogre 4/4", ben="Troll 2/2 blocks Ogre", actions=" ; after blocks: regenerate Troll"
    )
    out = combat(board)
    assert out.dies() == [] and out.perm("Troll").removed and out.perm("Troll").damage == 0
    assert team_lives(board) == [30, 30]  # the Ogre stays blocked (509.1h)
    assert rules_of(board, "regenerated") == ["701.19a"]


def test_multiplayer_a_shield_on_a_player_not_attacked_still_replaces_destruction(combat) -> None:
    board = multi(
        "Ogre 4/4",
        bob="Troll 2/2 regen",
        carol="Wall 0/5 blocks Ogre",
        actions=" ; after blocks: destroy Troll",
    )
    out = combat(board)
    assert out.perm("Troll").left_by is None
    assert [out.life(p) for p in ("Bob", "Carol")] == [20, 20]
    regenerated = [
        (e.permanent, e.why, e.how, e.rule) for e in out.result.events if e.kind == "regenerated"
    ]
    assert regenerated == [("b1", "destroy", "tapped", "701.19a")]  # not in combat: only tapped


# -- noncombat damage ---------------------------------------------------------------------------


def test_two_headed_giant_noncombat_damage_and_lifelink_go_to_the_team_lives() -> None:
    board = two_hg(
        "Knight 2/2", actions=" ; after blocks: Shock deals 2 to Ben, Drain lifelink deals 3 to Bob"
    )
    assert team_lives(board) == [33, 23]
    assert rules_of(board, "deals") == ["120.2b", "120.2b"]


def test_multiplayer_noncombat_damage_to_a_player_not_attacked(combat) -> None:
    board = multi(
        "Knight 2/2",
        carol="Wall 0/4 blocks Knight",
        actions=" ; after blocks: Bolt red deals 3 to Bob",
    )
    out = combat(board)
    assert [out.life(p) for p in ("Bob", "Carol")] == [17, 20]
