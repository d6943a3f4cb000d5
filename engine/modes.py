"""Modes and their numbers: 1v1, attack multiple players (802), shared team turns (805, 810).

A player with no team is a team of one (Argentum's canonical-owner idea): every life and
poison read or write goes through the player's team, so 1v1 stays simple and Two-Headed
Giant pools by construction.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.errors import NotationError
from engine.model import Board, Mode

START_LIFE = 20
COMMANDER_LIFE = 40
POISON_LIMIT = 10
COMMANDER_LIMIT = 21
TEAM_LIFE = 30
TEAM_POISON = 15
EXTRA_MEMBER_LIFE = 15
EXTRA_MEMBER_POISON = 5


@dataclass(frozen=True, slots=True)
class TeamRules:
    """What a team starts with and what makes it lose."""

    life: int
    poison_limit: int


def infer_mode(board: Board, forced: Mode | None = None) -> Mode:
    """The mode of a board: inferred as NOTATION.md says, or forced and checked.

    Raises
    ------
    NotationError
        ``syntax`` when a forced mode does not fit the board (teams in 1v1, three sides in 1v1).
    """
    teammate = next((side.players[1] for side in board.sides if len(side.players) > 1), None)
    if forced is None:
        if teammate is not None:
            return Mode.TWO_HEADED_GIANT
        return Mode.MULTIPLAYER if len(board.sides) > 2 else Mode.ONE_V_ONE
    if forced is not Mode.TWO_HEADED_GIANT and teammate is not None:
        raise NotationError("syntax", teammate.span, "mode-teams", mode=forced.value)
    if forced is Mode.ONE_V_ONE and len(board.sides) > 2:
        raise NotationError("syntax", board.separators[1], "mode-sides", mode=forced.value)
    return forced


@cache
def team_rules(mode: Mode, members: int) -> TeamRules:
    """Starting life and the poison that loses, by mode and team size (810.4, 810.11, 903.7)."""
    if mode is Mode.TWO_HEADED_GIANT:
        extra = max(0, members - 2)
        return TeamRules(
            TEAM_LIFE + EXTRA_MEMBER_LIFE * extra, TEAM_POISON + EXTRA_MEMBER_POISON * extra
        )
    if mode is Mode.COMMANDER:
        return TeamRules(COMMANDER_LIFE, POISON_LIMIT)
    return TeamRules(START_LIFE, POISON_LIMIT)
