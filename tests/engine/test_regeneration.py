"""Regeneration (701.19): a shield written on a creature or made by an action replaces its
next destruction this turn; can't be regenerated (701.19c); toughness 0 is not destruction
(704.5f)."""

from __future__ import annotations

from bot.i18n import vocabulary
from engine import run_board
from engine.combat import simulate
from engine.events import NotRegenerated, Regenerated, RegenerationShield
from engine.notation import parse


def regenerated(board: str) -> list[tuple[str, str, str]]:
    out = run_board(board)
    return [(e.permanent, e.why, e.how) for e in out.events if isinstance(e, Regenerated)]


def test_a_shield_written_on_a_blocker_saves_it_from_lethal_damage(combat):
    board = "Alice: Bear 2/2 | Bob: Troll 2/2 regeneration shield blocks Bear"
    out = combat(board)
    assert out.dies() == ["Bear"]
    assert regenerated(board) == [("b1", "lethal", "removed")]
    troll = out.perm("Troll")
    assert (troll.damage, troll.removed) == (0, True)


def test_regenerate_as_an_action_after_blocks(combat):
    board = "Alice: Ogre 3/3 | Bob: Troll 2/2 blocks Ogre ; after blocks: regenerate Troll"
    assert combat(board).dies() == []
    events = run_board(board).events
    assert [e.permanent for e in events if isinstance(e, RegenerationShield)] == ["b1"]


def test_deathtouch_destruction_is_replaced(combat):
    board = "Alice: Snake 1/1 deathtouch | Bob: Troll 4/4 regen blocks Snake"
    assert combat(board).dies() == ["Snake"]
    assert regenerated(board) == [("b1", "deathtouch", "removed")]


def test_a_destroy_action_is_replaced_and_the_attacker_stays_blocked(combat):
    board = "Alice: Bear 2/2 | Bob: Troll 2/2 blocks Bear ; after blocks: regenerate Troll, destroy Troll"
    out = combat(board)
    assert out.dies() == []
    assert out.life("Bob") == 20  # Bear stays blocked (509.1h)
    assert regenerated(board) == [("b1", "destroy", "removed")]


def test_a_regenerated_attacker_is_removed_from_combat_and_deals_no_more_damage(combat):
    board = "Alice: Troll 2/2 double strike regen | Bob: Wall 3/3 first strike blocks Troll"
    out = combat(board)
    assert out.dies() == []
    assert regenerated(board) == [("a1", "lethal", "removed")]
    assert out.perm("Wall").damage == 2  # only the first-strike damage


def test_one_shield_is_used_once(combat):
    board = (
        "Alice: Bear 2/2 | Bob: Troll 2/2 regen blocks Bear ; "
        "after blocks: destroy Troll, destroy Troll"
    )
    assert combat(board).perm("Troll").left_by == "destroyed"
    assert regenerated(board) == [("b1", "destroy", "removed")]


def test_two_shields_from_actions_save_it_twice(combat):
    board = (
        "Alice: Bear 2/2 | Bob: Troll 2/2 blocks Bear ; "
        "after blocks: regenerate Troll, regenerate Troll, destroy Troll, destroy Troll"
    )
    out = combat(board)
    assert out.dies() == []
    assert out.perm("Troll").left_by is None


def test_cant_be_regenerated_keeps_the_shield_unused_and_it_dies(combat):
    board = "Alice: Bear 2/2 | Bob: Troll 2/2 regen can't be regenerated blocks Bear"
    assert combat(board).dies() == ["Bear", "Troll"]
    events = run_board(board).events
    assert [(e.permanent, e.why, e.rule) for e in events if isinstance(e, NotRegenerated)] == [
        ("b1", "cant", "701.19c")
    ]


def test_toughness_zero_is_not_destruction(combat):
    board = (
        "Alice: Bear 2/2 | Bob: Troll 2/2 blocks Bear ; after blocks: regenerate Troll, Troll -2/-2"
    )
    assert combat(board).dies() == ["Troll"]
    events = run_board(board).events
    assert [(e.why, e.rule) for e in events if isinstance(e, NotRegenerated)] == [
        ("toughness", "704.5f")
    ]


def test_indestructible_does_not_use_the_shield(combat):
    board = "Alice: Bear 2/2 | Bob: Troll 2/2 indestructible regen blocks Bear"
    assert combat(board).dies() == ["Bear"]
    assert regenerated(board) == []


def test_regeneration_in_multiplayer_and_two_headed_giant(combat):
    multi = "Alice: Bear 3/3 -> Bob | Bob: Troll 2/2 regen blocks Bear | Carol:"
    assert combat(multi).dies() == []
    team = "Alice: Ogre 4/4 -> Bob & Ann: | Bob: Troll 2/2 blocks Ogre & Ben: ; after blocks: regenerate Troll"
    out = combat(team)
    assert out.dies() == []
    assert out.perm("Troll").removed


def test_regenerate_is_written_in_other_languages():
    for board in (
        "Alice: Orso 2/2 | Bob: Troll 2/2 blocca Orso ; dopo i blocchi: rigenera Troll",
        "Alice: 熊 2/2 | Bob: トロール 2/2 ブロック 熊 ; ブロック後: トロール 再生",
    ):
        out = simulate(parse(board, vocabulary()))
        assert any(isinstance(e, RegenerationShield) for e in out.events), board
