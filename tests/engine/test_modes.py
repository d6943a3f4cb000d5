"""Modes: 1v1, multiplayer (802, 800.4a), Two-Headed Giant (805.10, 810), Commander (903)."""

from __future__ import annotations

import pytest

from engine import NotationError, parse, run_board
from engine.model import Mode
from engine.modes import infer_mode


@pytest.mark.parametrize(
    ("board", "mode"),
    [
        ("Alice: Bear 2/2 | Bob:", Mode.ONE_V_ONE),
        ("2/2 vs 1/1", Mode.ONE_V_ONE),
        ("Alice: Bear 2/2 | Bob: | Carol:", Mode.MULTIPLAYER),
        ("Alice: Bear 2/2 & Ann: | Bob: & Ben:", Mode.TWO_HEADED_GIANT),
    ],
)
def test_mode_inference(board, mode):
    assert infer_mode(parse(board)) is mode


def test_forced_mode_must_fit():
    with pytest.raises(NotationError) as info:
        infer_mode(parse("Alice: Bear 2/2 | Bob: | Carol:"), Mode.ONE_V_ONE)
    assert info.value.detail == "mode-sides"
    with pytest.raises(NotationError) as info:
        infer_mode(parse("Alice: & Ann: | Bob: & Ben:"), Mode.MULTIPLAYER)
    assert info.value.detail == "mode-teams"


def test_multiplayer_attack_several_players(combat):
    out = combat(
        "Alice: Bear 2/2 -> Bob, Rat 2/2 infect -> Carol | Bob: Cub 2/2 blocks Bear | Carol:"
    )
    assert out.result.mode is Mode.MULTIPLAYER
    assert out.poison("Carol") == 2
    assert out.dies() == ["Bear", "Cub"]
    assert "802.3" in out.rules()


def test_default_attack_is_first_player_of_next_side(combat):
    out = combat("Alice: Bear 2/2 | Bob: | Carol:")
    assert (out.life("Bob"), out.life("Carol")) == (18, 20)


def test_multiplayer_loser_leaves_with_their_permanents(combat):
    out = combat(
        "Alice: Knight 3/3 ds -> Bob, Ogre 4/4 -> Bob | Bob 3: Wall 0/9 blocks Ogre | Carol:"
    )
    assert out.lost() == ["Bob"]
    assert not out.result.game_over
    wall = out.perm("Wall")
    assert wall.left_game and not wall.dies
    assert "800.4a" in out.rules()
    # Ogre's blocker left with Bob: Ogre, blocked and without trample, deals nothing (510.1c).
    assert not any(src == "Ogre" for _, src, _, _ in out.damage())


def test_multiplayer_trampler_at_departed_player_deals_nothing(combat):
    out = combat(
        "Alice: Knight 3/3 ds -> Bob, Wurm 5/5 trample -> Bob | Bob 3: Wall 0/9 blocks Wurm | Carol:"
    )
    assert not any(src == "Wurm" for _, src, _, _ in out.damage())
    assert "800.4e" in out.rules()


def test_multiplayer_game_ends_when_one_player_left(combat):
    out = combat("Alice: Bear 5/5 -> Bob, Cub 5/5 -> Carol | Bob 5: | Carol 4:")
    assert out.lost() == ["Bob", "Carol"]
    assert out.result.winners == ("Alice",)


def test_2hg_shared_life_and_start(combat):
    out = combat("Alice: Ogre 4/4 -> Bob & Ann: | Bob: & Ben:")
    assert out.result.mode is Mode.TWO_HEADED_GIANT
    assert (out.life("Bob"), out.life("Ben"), out.life("Alice")) == (26, 26, 30)
    team = out.result.teams[1]
    assert (team.name, team.members, team.life) == ("Bob&Ben", ("Bob", "Ben"), 26)
    assert "810.9" in out.rules()


def test_2hg_damage_to_both_teammates_pools(combat):
    out = combat("Alice: Ogre 4/4 -> Bob, Rat 3/3 -> Ben & Ann: | Bob: & Ben:")
    assert out.life("Bob") == out.life("Ben") == 23


def test_2hg_team_poison_fifteen(combat):
    out = combat("Alice: Rat 5/5 infect -> Bob & Ann: | Bob p10: & Ben:")
    assert out.poison("Ben") == 15
    assert out.lost() == ["Ben", "Bob"]
    assert "704.6b" in out.rules()


def test_2hg_ten_poison_is_not_enough(combat):
    out = combat("Alice: Rat 5/5 infect -> Bob & Ann: | Bob p5: & Ben:")
    assert out.lost() == []


def test_2hg_team_life_zero(combat):
    out = combat("Alice: Ogre 9/9 -> Bob & Ann: | Bob 9: & Ben:")
    assert out.lost() == ["Ben", "Bob"]
    assert "704.6a" in out.rules()


def test_three_headed_giant_thresholds(combat):
    out = combat("Alice: Rat 1/1 infect & Ann: & Amy: | Bob: & Ben: & Bea:")
    team = out.result.teams[1]
    assert (team.life_before, team.poison_limit) == (45, 20)


def test_2hg_conflicting_life_is_refused():
    with pytest.raises(NotationError) as info:
        run_board("Alice 20: Bear 2/2 & Ann 25: | Bob: & Ben:")
    assert info.value.code == "conflicting_life"


def test_2hg_same_life_twice_is_fine(combat):
    assert combat("Alice 20: Bear 2/2 & Ann 20: | Bob: & Ben:").life("Ann") == 20


def test_commander_damage_21_loses(combat):
    out = combat("Alice: Atraxa 7/7 commander -> Bob | Bob 40 cd(Atraxa 15):")
    assert out.life("Bob") == 33
    assert out.lost() == ["Bob"]
    assert "704.6c" in out.rules()


def test_commander_damage_counts_infect_damage(combat):
    out = combat("Alice: Atraxa 7/7 infect cmdr | Bob cd(Atraxa 14):")
    assert out.lost() == ["Bob"]


def test_commander_mode_starts_at_40(combat):
    out = combat("Alice: Atraxa 7/7 cmdr | Bob: | Carol:", mode="commander")
    assert out.life("Bob") == 33
    assert out.result.mode is Mode.COMMANDER
    assert out.result.players[1].commander_damage == (("a1", 7),)


def test_cd_reference_makes_a_commander(combat):
    out = combat("Alice: Atraxa 7/7 | Bob 40 cd(Atraxa 15):")
    assert out.lost() == ["Bob"]


def test_cd_of_nothing_is_unknown_reference():
    with pytest.raises(Exception) as info:
        run_board("Alice: Atraxa 7/7 | Bob cd(Kaalia 3):")
    assert info.value.code == "unknown_reference"


def test_already_lost_board_is_refused():
    with pytest.raises(NotationError) as info:
        run_board("Alice: Bear 2/2 | Bob 0:")
    assert info.value.detail == "already-lost"
