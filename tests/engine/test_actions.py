"""Actions during combat in the engine: the timeline, each consequence's event and rule,
refusals with their spans, and the JSON fields (README "Actions during combat")."""

from __future__ import annotations

import pytest

from bot.cli import combat_json
from engine import IllegalActionError
from engine import run_board as run
from engine.errors import RedzoneError
from engine.events import (
    ActionsSkipped,
    BlockDeclared,
    CreatureEnters,
    MomentBegins,
    NotDestroyed,
    StaysBlocked,
    StrikeTiming,
)


def kinds(result, kind):
    return [e for e in result.events if isinstance(e, kind)]


def test_moments_come_in_the_timeline() -> None:
    result = run(
        "Alice: Knight 2/2 first strike | Bob: Wall 0/4 blocks Knight ;"
        " after attacks: Knight +1/+0 ; after blocks: Wall +0/+1 ; after first strike: Wall +0/+1"
    )
    order = [
        type(e).__name__ for e in result.events if isinstance(e, (MomentBegins, BlockDeclared))
    ]
    assert order == ["MomentBegins", "BlockDeclared", "MomentBegins", "MomentBegins"]
    first = next(i for i, e in enumerate(result.events) if e.kind == "step")
    late = [i for i, e in enumerate(result.events) if isinstance(e, MomentBegins)][-1]
    assert late > first  # after the first-strike step
    assert [e.rule for e in kinds(result, MomentBegins)] == ["508.2", "509.2", "510.3"]


def test_a_blocked_creature_stays_blocked_once_said() -> None:
    result = run(
        "Alice: Knight 3/3 | Bob: Wall 0/4 blocks Knight, Cub 1/1 blocks Knight ; after blocks: destroy Wall, exile Cub"
    )
    assert [e.attacker for e in kinds(result, StaysBlocked)] == ["a1"]
    assert result.players[1].life == 20


@pytest.mark.parametrize(
    ("text", "why", "rule"),
    [
        (
            "Alice: K 2/2 first strike, S 1/1 | Bob: ; after first strike: S gains first strike",
            "gained_first",
            "702.7c",
        ),
        (
            "Alice: K 2/2 first strike | Bob: ; after first strike: K loses first strike",
            "lost_first",
            "702.7c",
        ),
        (
            "Alice: K 2/2 double strike | Bob: ; after first strike: K loses double strike",
            "lost_double",
            "702.4c",
        ),
        (
            "Alice: K 2/2 first strike | Bob: ; after first strike: K gains double strike",
            "gained_double",
            "702.4d",
        ),
        (
            "Alice: K 2/2 first strike, S 1/1 | Bob: ; after first strike: S gains double strike",
            "double_fresh",
            "510.4",
        ),
    ],
)
def test_strikes_changed_between_the_steps(text: str, why: str, rule: str) -> None:
    timing = kinds(run(text), StrikeTiming)
    assert [(e.why, e.rule) for e in timing] == [(why, rule)]


def test_no_strike_timing_for_a_creature_out_of_combat() -> None:
    result = run(
        "Alice: K 2/2 first strike, S 1/1 | Bob: W 0/2 ;"
        " after blocks: remove S ; after first strike: S gains first strike, W gains first strike"
    )
    assert kinds(result, StrikeTiming) == []
    assert result.players[1].life == 18  # only K: S was removed, W blocks nothing


def test_indestructible_is_not_destroyed_and_the_json_says_so() -> None:
    text = "Alice: Knight 3/3 | Bob: Golem 2/4 indestructible blocks Knight ; after blocks: destroy Golem"
    assert len(kinds(run(text), NotDestroyed)) == 1
    out = combat_json(text, None)
    assert out["actions"][0]["effects"][0] == {
        "effect": "destroy",
        "target": "Golem",
        "outcome": "indestructible",
        "amount": None,
    }
    golem = out["permanents"][1]
    assert golem["left_battlefield"] is None and not golem["dies"]


def test_json_fields_only_with_actions() -> None:
    plain = combat_json("Alice: Knight 3/3 | Bob: Wall 0/4 blocks Knight", None)
    assert "actions" not in plain and "plus_counters" not in plain["permanents"][0]
    assert "prevented" not in plain["steps"][0]
    acted = combat_json(
        "Alice: Knight 3/3 | Bob: ; after blocks: prevent 2 to Bob, Knight +1/+1 counter", None
    )
    assert acted["steps"][0]["prevented"] == [{"source": "Knight", "target": "Bob", "amount": 2}]
    assert acted["steps"][0]["damage"] == [{"source": "Knight", "target": "Bob", "amount": 2}]
    assert acted["permanents"][0]["plus_counters"] == 1
    assert acted["players"][1]["life"] == 18


def test_a_creature_put_blocking_is_named_by_later_actions() -> None:
    result = run(
        "Alice: Angel 4/4 flying | Bob: ; after blocks: put Wall 0/3 blocks Angel, Wall +0/+2"
    )
    enters = kinds(result, CreatureEnters)
    assert [(e.permanent, e.how, e.target) for e in enters] == [("b1", "blocking", "a1")]
    wall = result.permanents[1]
    assert (wall.toughness, wall.damage, wall.entered, wall.dies) == (5, 4, True, False)


def test_a_game_over_skips_the_later_moment() -> None:
    result = run("Alice: Knight 2/2 first strike | Bob 2: ; after first strike: Knight +1/+1")
    assert [e.moment for e in kinds(result, ActionsSkipped)] == ["after_first_strike"]
    assert result.actions[0].skipped


@pytest.mark.parametrize(
    ("text", "code", "detail", "at"),
    [
        (
            "Alice: K 3/3 first strike | Bob: B 2/2 blocks K ; after first strike: B +2/+2",
            "illegal_action",
            "action-gone",
            "B",
        ),
        (
            "Alice: K 3/3 | Bob: W 0/4 ; after blocks: remove W",
            "illegal_action",
            "action-target",
            "W",
        ),
        ("Alice: K 3/3 | Bob: ; after blocks: Bob +2/+2", "illegal_action", "action-target", "Bob"),
        (
            "Alice: K 3/3 | Bob: ; after attacks: put W 0/4 blocks K",
            "illegal_action",
            "put-blocking-early",
            "put W 0/4 blocks K",
        ),
        (
            "Alice: K 3/3 | Bob: ; after first strike: K +1/+1",
            "illegal_action",
            "no-first-strike-step",
            None,
        ),
        (
            "Alice: K 3/3 | Bob: W 0/4 blocks K ; after attacks: remove K",
            "illegal_block",
            "block-gone",
            "W 0/4 blocks K",
        ),
        (
            "Alice: K 3/3 | Bob: ; after blocks: destroy Q",
            "unknown_reference",
            "unknown-reference",
            "Q",
        ),
        (
            "Alice: K 3/3 | Bob: W 0/4 blocks K ; after attacks: exile W",
            "illegal_block",
            "block-gone",
            "W 0/4 blocks K",
        ),
    ],
)
def test_refusals(text: str, code: str, detail: str, at: str | None) -> None:
    with pytest.raises(Exception) as caught:
        run(text)
    error = caught.value
    assert (getattr(error, "code", None), getattr(error, "detail", None)) == (code, detail)
    if at is not None:
        assert isinstance(error, RedzoneError)
        assert text[error.span[0] : error.span[1]] == at
    if code == "illegal_action":
        assert isinstance(error, IllegalActionError)


def test_actions_after_the_game_ends_within_a_moment_are_reported_not_applied() -> None:
    """A trigger of an action ends the game (afflict, 104.2a): the moment's remaining
    actions are said not to happen, and listed as skipped in the JSON."""
    board = (
        "Alice: Knight 2/2 afflict 3 | Bob 3: ;"
        " after blocks: put Squire 1/1 blocks Knight, Knight +2/+2, Knight +1/+1"
    )
    (skipped,) = kinds(run(board), ActionsSkipped)
    assert (skipped.moment, skipped.remaining, skipped.rule) == ("after_blocks", 2, "104.2a")
    (moment,) = combat_json(board, None)["actions"]
    assert not moment["skipped"]
    assert [(e["effect"], e["outcome"]) for e in moment["effects"]] == [
        ("put", "applied"),
        ("pump", "skipped"),
        ("pump", "skipped"),
    ]
