"""Results of damage by keyword: deathtouch, lifelink, infect, wither, toxic, indestructible."""

from __future__ import annotations


def test_deathtouch_kills_any_creature(combat):
    out = combat("Alice: Snake 1/1 deathtouch | Bob: Giant 8/8 blocks Snake")
    assert out.dies() == ["Giant", "Snake"]
    assert "704.5h" in out.rules()


def test_indestructible_ignores_deathtouch_and_lethal_damage(combat):
    out = combat("Alice: Snake 1/1 deathtouch | Bob: Golem 3/3 indestructible blocks Snake")
    assert out.dies() == ["Snake"]
    assert "survives" in out.kinds()


def test_lifelink_attacker_and_blocker(combat):
    out = combat("Alice: Cleric 3/3 lifelink | Bob: Priest 2/2 lifelink blocks Cleric")
    assert out.life("Alice") == 23
    assert out.life("Bob") == 22


def test_lifelink_counts_damage_to_creatures_and_players(combat):
    out = combat("Alice: Vampire 4/4 lifelink trample | Bob: Wall 0/1 blocks Vampire")
    assert out.life("Alice") == 24
    assert out.life("Bob") == 17


def test_infect_gives_poison_not_life_loss(combat):
    out = combat("Alice: Rat 2/2 infect | Bob:")
    assert (out.life("Bob"), out.poison("Bob")) == (20, 2)
    assert "120.3b" in out.rules()


def test_infect_and_wither_put_minus_counters(combat):
    out = combat("Alice: Rat 2/2 infect | Bob: Wall 0/3 blocks Rat")
    assert out.perm("Wall").minus_counters == 2
    assert out.perm("Wall").damage == 0
    assert out.dies() == []


def test_wither_counters_kill_by_toughness(combat):
    out = combat("Alice: Witherer 3/3 wither | Bob: Wall 0/3 blocks Witherer")
    assert out.dies() == ["Wall"]
    assert "704.5f" in out.rules()


def test_minus_counters_kill_indestructible(combat):
    out = combat("Alice: Witherer 3/3 wither | Bob: Golem 0/3 indestructible blocks Witherer")
    assert out.dies() == ["Golem"]


def test_toxic_adds_poison_to_damage(combat):
    out = combat("Alice: Ooze 2/2 toxic 2 | Bob:")
    assert (out.life("Bob"), out.poison("Bob")) == (18, 2)


def test_toxic_values_add_up(combat):
    out = combat("Alice: Ooze 2/2 toxic 1 toxic 2 | Bob:")
    assert out.poison("Bob") == 3


def test_toxic_needs_damage_to_a_player(combat):
    out = combat("Alice: Ooze 2/2 toxic 2 | Bob: Wall 0/4 blocks Ooze")
    assert out.poison("Bob") == 0


def test_infect_with_toxic(combat):
    out = combat("Alice: Rat 2/2 infect toxic 1 | Bob:")
    assert out.poison("Bob") == 3


def test_ten_poison_loses(combat):
    out = combat("Alice: Rat 3/3 infect | Bob p7:")
    assert out.lost() == ["Bob"]
    assert "704.5c" in out.rules()
    assert out.result.winners == ("Alice",)


def test_zero_life_loses_and_game_ends(combat):
    out = combat("Alice: Knight 5/5 ds | Bob 6:")
    assert out.lost() == ["Bob"]
    assert out.result.game_over
    assert "104.2a" in out.rules()


def test_game_ends_before_second_step(combat):
    out = combat("Alice: Knight 5/5 ds | Bob 5:")
    assert out.steps() == ["first_strike"]
    assert out.life("Bob") == 0


def test_vigilance_and_reach_change_nothing_in_damage(combat):
    out = combat("Alice: Guard 2/2 vigilance reach | Bob:")
    assert out.life("Bob") == 18


def test_damage_keyword_marks_damage_before_combat(combat):
    out = combat("Alice: Bear 2/2 | Bob: Ogre 3/3 damage 1 blocks Bear")
    assert out.dies() == ["Bear", "Ogre"]
