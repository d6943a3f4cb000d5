"""Damage division: lethal damage, deathtouch, trample, planeswalkers (510.1c, 702.19)."""

from __future__ import annotations

from engine.damage import divide, lethal_needed


def test_lethal_counts_marked_and_pending_damage():
    assert lethal_needed(4, 1, 0, False, False) == 3
    assert lethal_needed(4, 1, 2, False, False) == 1
    assert lethal_needed(4, 3, 2, False, False) == 0


def test_deathtouch_makes_one_lethal():
    assert lethal_needed(7, 0, 0, True, False) == 1
    assert lethal_needed(7, 7, 0, True, False) == 0
    assert lethal_needed(7, 0, 0, False, True) == 0


def test_divide_in_order_until_damage_runs_out():
    assert divide(5, [2, 2, 2]) == ([2, 2, 1], 0)
    assert divide(7, [2, 2]) == ([2, 2], 3)


def test_trample_assigns_lethal_then_rest_to_player(combat):
    out = combat("Alice: Colossus 6/6 trample | Bob: Wall 0/2 blocks Colossus")
    assert out.damage() == [("regular", "Colossus", "Wall", 2), ("regular", "Colossus", "Bob", 4)]


def test_trample_counts_damage_already_marked(combat):
    out = combat("Alice: Colossus 6/6 trample | Bob: Wall 0/5 damage 3 blocks Colossus")
    assert ("regular", "Colossus", "Wall", 2) in out.damage()
    assert out.life("Bob") == 16
    assert out.dies() == ["Wall"]


def test_trample_deathtouch_one_to_each_blocker(combat):
    out = combat(
        "Alice: Wurm 5/5 trample deathtouch | Bob: Bear 2/2 blocks Wurm, Cub 2/2 blocks Wurm"
    )
    assert out.life("Bob") == 17
    assert out.dies() == ["Bear", "Cub"]
    assert "702.2c" in out.rules()


def test_trample_not_enough_for_all_blockers_nothing_tramples(combat):
    out = combat("Alice: Wurm 3/3 trample | Bob: Bear 2/2 blocks Wurm, Cub 2/2 blocks Wurm")
    assert out.life("Bob") == 20
    assert ("regular", "Wurm", "Bear", 2) in out.damage()
    assert ("regular", "Wurm", "Cub", 1) in out.damage()


def test_without_trample_rest_goes_to_last_blocker(combat):
    out = combat("Alice: Giant 7/7 | Bob: Bear 2/2 blocks Giant, Cub 2/2 blocks Giant")
    assert ("regular", "Giant", "Bear", 2) in out.damage()
    assert ("regular", "Giant", "Cub", 5) in out.damage()
    assert out.life("Bob") == 20


def test_single_blocker_takes_everything(combat):
    out = combat("Alice: Giant 7/7 | Bob: Bear 2/2 blocks Giant")
    assert out.damage()[0] == ("regular", "Giant", "Bear", 7)


def test_indestructible_blocker_still_needs_lethal_assignment(combat):
    out = combat("Alice: Wurm 5/5 trample | Bob: Golem 3/3 indestructible blocks Wurm")
    assert out.life("Bob") == 18
    assert out.dies() == []
    assert "702.12b" in out.rules()


def test_plain_trample_at_planeswalker_stays_on_it(combat):
    out = combat("Alice: Wurm 6/6 trample -> Jace | Bob: Jace pw 4")
    assert out.life("Bob") == 20
    assert out.damage() == [("regular", "Wurm", "Jace", 6)]
    assert out.perm("Jace").loyalty == 0


def test_trample_over_planeswalkers_unblocked(combat):
    out = combat("Alice: Wurm 6/6 trample over planeswalkers -> Jace | Bob: Jace pw 4")
    assert out.life("Bob") == 18
    assert out.dies() == ["Jace"]
    assert "702.19c" in out.rules()


def test_trample_over_planeswalkers_blocked(combat):
    out = combat(
        "Alice: Wurm 7/7 trample over planeswalkers -> Jace | Bob: Jace pw 4, Wall 0/2 blocks Wurm"
    )
    assert out.damage() == [
        ("regular", "Wurm", "Wall", 2),
        ("regular", "Wurm", "Jace", 4),
        ("regular", "Wurm", "Bob", 1),
    ]


def test_trample_over_planeswalkers_counts_other_attackers_damage(combat):
    # 702.19c: damage other creatures assign to the planeswalker in the same step counts.
    out = combat(
        "Alice: Bear 3/3 -> Jace, Wurm 5/5 trample over planeswalkers -> Jace | Bob: Jace pw 4"
    )
    assert ("regular", "Wurm", "Jace", 1) in out.damage()
    assert ("regular", "Wurm", "Bob", 4) in out.damage()
    assert out.life("Bob") == 16


def test_trample_over_planeswalkers_after_planeswalker_died(combat):
    # 702.19e: the planeswalker is gone in the second step; all damage goes to its controller.
    out = combat("Alice: Wurm 4/4 ds trample over planeswalkers -> Jace | Bob: Jace pw 4")
    assert out.damage() == [("first_strike", "Wurm", "Jace", 4), ("regular", "Wurm", "Bob", 4)]


def test_attacker_of_dead_planeswalker_deals_nothing(combat):
    # 702.19f: without trample over planeswalkers none of it goes to the defending player,
    # even though the planeswalker has been removed from combat (506.4c).
    out = combat("Alice: Knight 4/4 ds -> Jace | Bob: Jace pw 3")
    assert out.damage() == [("first_strike", "Knight", "Jace", 4)]
    assert "702.19f" in out.rules()


def test_attacker_of_dead_battle_deals_nothing(combat):
    out = combat("Alice: Knight 5/5 ds -> Siege | Bob: Siege battle 3")
    assert out.damage() == [("first_strike", "Knight", "Siege", 5)]
    assert "506.4c" in out.rules()


def test_battle_takes_damage_as_defense(combat):
    out = combat("Alice: Bear 3/3 -> Siege | Bob: Siege battle 5")
    assert out.perm("Siege").defense == 2
    assert out.life("Bob") == 20


def test_battle_defeated(combat):
    # A non-Siege battle at defense 0 is put into its owner's graveyard (704.5w).
    out = combat("Alice: Bear 5/5 -> Siege | Bob: Siege battle 5 nonsiege")
    assert out.dies() == ["Siege"]
    assert "704.5w" in out.rules()


def test_siege_defeated_is_exiled_by_its_trigger(combat):
    # A written battle is a Siege: its own trigger exiles it (310.12b), not 704.5v.
    out = combat("Alice: Bear 5/5 -> Siege | Bob: Siege battle 5")
    assert out.dies() == []
    assert out.perm("Siege").exiled
    assert "310.12b" in out.rules() and "704.5v" not in out.rules()
