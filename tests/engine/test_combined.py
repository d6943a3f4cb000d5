"""Interactions between actions, protection, triggers, banding and the base notation's
edge cases that each part's own tests do not reach: a judge's second look."""

from __future__ import annotations

from engine import run_board as run
from engine.events import (
    Afflict,
    BandAssigned,
    BandBlocked,
    Bushido,
    Flanking,
    NoDamage,
    PowerChanged,
    StaysBlocked,
)
from tests.conftest import Outcome


def damage(result) -> list[tuple[str, str, int]]:
    return [(d.source, d.target, d.amount) for step in result.steps for d in step.damage]


def test_a_blocker_of_two_attackers_hits_the_one_left_when_the_other_is_removed() -> None:
    # 510.1d: "If it's blocking exactly one creature, it assigns all its combat damage to
    # that creature"; removing the first attacker (506.4) leaves it blocking the second.
    result = run(
        "Alice: Knight 2/2, Bear 3/3 | Bob: Guard 2/4 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: remove Knight"
    )
    assert ("b1", "a2", 2) in damage(result)
    assert Outcome(result).perm("Bear").damage == 2
    assert not [e for e in result.events if isinstance(e, NoDamage) and e.source == "b1"]


def test_a_blocker_of_two_attackers_removed_from_combat_is_dealt_no_damage() -> None:
    # 506.4: it stops being a blocking creature for both; each attacker stays blocked
    # (509.1h) and without trample assigns no combat damage (510.1c).
    result = run(
        "Alice: Knight 2/2, Bear 3/3 | Bob: Guard 2/4 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: remove Guard"
    )
    assert damage(result) == []
    assert Outcome(result).perm("Guard").damage == 0
    assert [e.attacker for e in result.events if isinstance(e, StaysBlocked)] == ["a1", "a2"]


def test_the_defender_banding_divides_puts_damage_where_protection_prevents_it() -> None:
    # 702.22j: the defending player divides the Wurm's damage among its blockers; all of it
    # on the Knight with protection from red is prevented (702.16e), so nothing dies; on the
    # Bear, deathtouch would destroy it.
    result = run(
        "Alice: Wurm 5/5 red deathtouch | Bob: Knight 2/2 banding protection from red"
        " blocks Wurm, Bear 2/1 blocks Wurm"
    )
    [assigned] = [e for e in result.events if isinstance(e, BandAssigned)]
    assert (assigned.target, assigned.amount) == ("b1", 5)
    assert not Outcome(result).perm("Bear").dies


def test_an_unblocked_attacker_blocked_by_a_creature_put_onto_the_battlefield_triggers() -> None:
    # 509.3c: "becomes blocked" triggers when a creature put onto the battlefield as a
    # blocker blocks an unblocked creature (bushido, afflict); 509.3d: flanking triggers
    # for that blocker. 509.3a: the blocker's own "blocks" abilities do not.
    result = run(
        "Alice: Samurai 2/2 bushido 1 flanking afflict 2 | Bob: ;"
        " after blocks: put Ronin 2/2 bushido 1 blocks Samurai"
    )
    assert [(e.creature, e.power) for e in result.events if isinstance(e, Bushido)] == [("a1", 3)]
    assert [e.player for e in result.events if isinstance(e, Afflict)] == ["Bob"]
    assert [e.creature for e in result.events if isinstance(e, Flanking)] == ["b1"]
    assert result.players[1].life == 18
    assert Outcome(result).perm("Ronin").dies and not Outcome(result).perm("Samurai").dies


def test_an_attacker_already_blocked_does_not_become_blocked_again() -> None:
    # 509.3c: "only if the attacking creature was an unblocked creature at that time";
    # 509.1h: it stayed blocked when its first blocker was destroyed.
    result = run(
        "Alice: Samurai 2/2 bushido 1 | Bob: Wall 0/5 blocks Samurai ;"
        " after blocks: destroy Wall, put Squire 1/2 blocks Samurai"
    )
    assert len([e for e in result.events if isinstance(e, Bushido)]) == 1


def test_a_creature_put_blocking_one_creature_of_a_band_blocks_the_band() -> None:
    # 702.22h: each other creature in the band becomes blocked by that same creature.
    result = run(
        "Alice: Knight 2/2 banding band 1, Ox 1/1 band 1 | Bob: ;"
        " after blocks: put Ogre 4/4 blocks Knight"
    )
    assert ("a2", "b1", 1) in damage(result)
    assert result.players[1].life == 20
    assert [(e.blocker, e.attacker) for e in result.events if isinstance(e, BandBlocked)] == [
        ("b1", "a2")
    ]


def test_no_action_happens_after_a_trigger_of_an_action_ends_the_game() -> None:
    # 509.3c: afflict triggers as the Squire is put onto the battlefield blocking; Bob goes
    # to 0 and loses (704.5a), the game is over (104.2a) and the pump never happens.
    result = run(
        "Alice: Knight 2/2 afflict 3 | Bob 3: ; after blocks: put Squire 1/1 blocks Knight,"
        " Knight +2/+2"
    )
    assert result.game_over and result.winners == ("Alice",)
    assert Outcome(result).perm("Knight").power == 2
    assert not [e for e in result.events if isinstance(e, PowerChanged)]
