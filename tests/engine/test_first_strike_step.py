"""Whether a combat has a first-strike damage step is decided as combat damage begins
(510.4): by the attacking and blocking creatures still there then, after the actions,
triggers and state-based actions that came before."""

from __future__ import annotations

import pytest

from engine import IllegalActionError
from engine import run_board as run
from engine.events import StepBegins


def steps(board: str) -> list[tuple[str, str]]:
    return [(e.step, e.rule) for e in run(board).events if isinstance(e, StepBegins)]


@pytest.mark.parametrize(
    "board",
    [
        # the only first striker destroyed, exiled, sacrificed, bounced or removed after blocks
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: destroy Knight",
        "Alice: Knight 2/2 double strike, Bear 2/2 | Bob: ; after blocks: exile Knight",
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: sacrifice Knight",
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: bounce Knight",
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: remove Knight",
        # a first-strike blocker killed by flanking's trigger (704.5f) before damage
        "Alice: Knight 2/2 flanking | Bob: Soldier 1/1 first strike blocks Knight",
        # a first-strike blocker shrunk to death by an action
        "Alice: Bear 2/2 | Bob: Soldier 1/1 first strike blocks Bear ; after blocks: Soldier -1/-1",
        # one that loses first strike before damage
        "Alice: Knight 2/2 first strike | Bob: Wall 0/4 blocks Knight ;"
        " after blocks: Knight loses first strike",
        # a first striker that stays home is not in combat
        "Alice: Knight 2/2 first strike home, Bear 2/2 | Bob:",
        # multiplayer and Two-Headed Giant
        "Alice: Knight 2/2 first strike -> Carol, Bear 2/2 -> Bob | Bob: | Carol: ;"
        " after blocks: destroy Knight",
        "Alice: Ogre 4/4 -> Bob & Ann: Knight 2/2 first strike | Bob: & Ben: ;"
        " after blocks: destroy Knight",
    ],
)
def test_no_first_striker_as_damage_begins_means_one_regular_step(board: str) -> None:
    assert steps(board) == [("regular", "510.2")]


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: destroy Knight ;"
        " after first strike: Bear +1/+1",
        "Alice: Knight 2/2 flanking | Bob: Soldier 1/1 first strike blocks Knight ;"
        " after first strike: Knight gains trample",
        "Alice: Ogre 4/4 -> Bob & Ann: Knight 2/2 first strike | Bob: & Ben: ;"
        " after blocks: exile Knight ; after first strike: Ogre +1/+1",
    ],
)
def test_after_first_strike_is_refused_once_the_first_strikers_are_gone(board: str) -> None:
    with pytest.raises(IllegalActionError) as caught:
        run(board)
    error = caught.value
    assert (error.code, error.detail) == ("illegal_action", "no-first-strike-step")
    assert error.params["rule"] == "510.4"
    assert board[error.span[0] :].startswith("after first strike:")


def test_a_first_striker_gained_before_damage_makes_the_step() -> None:
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: Bear gains first strike"
    assert steps(board) == [("first_strike", "510.4"), ("regular", "702.7b")]


def test_one_first_striker_left_still_makes_the_step() -> None:
    board = (
        "Alice: Knight 2/2 first strike, Lancer 1/1 first strike, Bear 2/2 | Bob: ;"
        " after blocks: destroy Knight"
    )
    result = run(board)
    first = next(e for e in result.events if isinstance(e, StepBegins))
    assert (first.step, first.strikers) == ("first_strike", ("a2",))
    assert result.players[1].life == 17
