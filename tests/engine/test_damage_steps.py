"""First strike, double strike and the two combat damage steps (510.4, 702.4b, 702.7b)."""

from __future__ import annotations


def test_no_first_strike_means_one_regular_step(combat):
    out = combat("Alice: Bear 2/2 | Bob: Cub 2/2 blocks Bear")
    assert out.steps() == ["regular"]
    assert out.dies() == ["Bear", "Cub"]


def test_first_strike_attacker_kills_blocker_before_it_deals_damage(combat):
    out = combat("Alice: Soldier 2/2 fs | Bob: Bear 2/2 blocks Soldier")
    assert out.steps() == ["first_strike", "regular"]
    assert out.dies() == ["Bear"]
    assert out.perm("Soldier").damage == 0
    assert "510.4" in out.rules()


def test_first_strike_blocker_strikes_first(combat):
    out = combat("Alice: Bear 2/2 | Bob: Guard 2/2 first strike blocks Bear")
    assert out.dies() == ["Bear"]
    assert out.perm("Guard").damage == 0


def test_double_strike_unblocked_hits_twice(combat):
    out = combat("Alice: Knight 2/2 double strike | Bob:")
    assert out.life("Bob") == 16
    assert out.damage() == [("first_strike", "Knight", "Bob", 2), ("regular", "Knight", "Bob", 2)]


def test_first_striker_does_not_deal_regular_damage(combat):
    out = combat("Alice: Soldier 3/3 fs | Bob:")
    assert out.life("Bob") == 17
    assert out.damage() == [("first_strike", "Soldier", "Bob", 3)]


def test_creature_without_first_strike_deals_damage_in_second_step(combat):
    out = combat("Alice: Knight 2/2 ds, Bear 2/2 | Bob:")
    assert out.life("Bob") == 14
    assert ("regular", "Bear", "Bob", 2) in out.damage()
    assert not any(step == "first_strike" and src == "Bear" for step, src, _, _ in out.damage())


def test_double_strike_blocked_without_trample_deals_nothing_once_blocker_is_gone(combat):
    out = combat("Alice: Knight 2/2 ds | Bob: Bear 2/2 blocks Knight")
    assert out.life("Bob") == 20
    assert out.dies() == ["Bear"]
    assert "no_damage" in out.kinds()
    assert "510.1c" in out.rules()


def test_double_strike_trample_second_step_all_to_player(combat):
    out = combat("Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight")
    assert out.life("Bob") == 16
    assert ("regular", "Knight", "Bob", 3) in out.damage()
    assert "702.19d" in out.rules()


def test_regular_step_uses_current_power_after_minus_counters(combat):
    # The first-strike wither blocker shrinks the attacker before it deals regular damage.
    out = combat("Alice: Ogre 3/3 | Bob: Witherer 2/4 fs wither blocks Ogre")
    assert out.perm("Ogre").minus_counters == 2
    assert out.perm("Witherer").damage == 1
    assert out.dies() == []


def test_double_striker_blocked_by_first_striker_deals_both_steps(combat):
    out = combat("Alice: Knight 2/2 ds | Bob: Wall 1/5 fs blocks Knight")
    assert out.perm("Wall").damage == 4
    assert out.perm("Knight").damage == 1
    assert out.dies() == []


def test_blocker_whose_attacker_died_deals_nothing(combat):
    out = combat("Alice: Knight 3/3 fs | Bob: Guard 2/2 ds blocks Knight, Imp 1/1 blocks Knight")
    # First strike step: Knight (3) kills Guard (2 lethal) and Imp (1); Guard hits Knight for 2.
    assert out.dies() == ["Guard", "Imp"]
    assert out.perm("Knight").damage == 2


def test_zero_power_creature_assigns_no_damage(combat):
    out = combat("Alice: Wall 0/4 | Bob:")
    assert out.life("Bob") == 20
    assert "510.1a" in out.rules()


def test_first_strike_step_recorded_once_strikers_listed(combat):
    out = combat("Alice: Knight 2/2 ds, Bear 2/2 | Bob: Guard 1/1 fs blocks Bear")
    begins = [e for e in out.result.events if e.kind == "step"]
    assert [e.step for e in begins] == ["first_strike", "regular"]
    assert set(begins[0].strikers) == {"a1", "b1"}
    assert set(begins[1].strikers) == {"a1", "a2"}  # Bear survived the 1 damage
