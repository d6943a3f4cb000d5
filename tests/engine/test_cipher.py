"""Cipher: one copy per player dealt combat damage, per damage step, per encoded spell."""

from __future__ import annotations


def copies(out):
    return [(c.spell, c.player) for s in out.result.steps for c in s.cipher_copies]


def test_double_strike_casts_a_copy_per_step(combat):
    out = combat("Alice: Knight 2/2 ds cipher(Last Thoughts) | Bob:")
    assert copies(out) == [("Last Thoughts", "Bob"), ("Last Thoughts", "Bob")]
    assert out.life("Bob") == 16
    assert "702.99a" in out.rules()


def test_shadow_slice_copy_makes_player_lose_three(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) | Bob:")
    assert out.life("Bob") == 16


def test_undercity_plague_copy_loses_one(combat):
    out = combat("Alice: Rogue 1/1 cipher(Undercity Plague) | Bob:")
    assert out.life("Bob") == 18


def test_copy_kills_and_ends_the_game(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) | Bob 4:")
    assert out.life("Bob") == 0
    assert out.lost() == ["Bob"]
    assert len(copies(out)) == 1


def test_two_encoded_spells_two_copies(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) cipher(Hidden Strings) | Bob:")
    assert copies(out) == [("Shadow Slice", "Bob"), ("Hidden Strings", "Bob")]


def test_second_copy_not_cast_once_game_is_over(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) cipher(Shadow Slice) | Bob 4:")
    assert len(copies(out)) == 1


def test_no_copy_without_damage_to_a_player(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) | Bob: Wall 0/3 blocks Rogue")
    assert copies(out) == []


def test_no_copy_when_damage_kills_in_1v1(combat):
    out = combat("Alice: Rogue 3/3 cipher(Shadow Slice) | Bob 3:")
    assert copies(out) == []
    assert out.life("Bob") == 0


def test_copy_in_2hg_hits_team_life(combat):
    out = combat("Alice: Rogue 1/1 cipher(Shadow Slice) -> Ben & Ann: | Bob: & Ben:")
    assert out.life("Bob") == 26
