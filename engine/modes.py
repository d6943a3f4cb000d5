"""Modes and their numbers: 1v1, attack multiple players (802), shared team turns (805, 810).

A player with no team is a team of one (Argentum's canonical-owner idea): every life and
poison read or write goes through the player's team, so 1v1 stays simple and Two-Headed
Giant pools by construction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine import citations as R
from engine.errors import NotationError
from engine.keywords import Keyword
from engine.model import Board, Creature, Mode

START_LIFE = 20
COMMANDER_LIFE = 40
POISON_LIMIT = 10
COMMANDER_LIMIT = 21
TEAM_LIFE = 30
TEAM_POISON = 15
EXTRA_MEMBER_LIFE = 15
EXTRA_MEMBER_POISON = 5
COMMANDER = Keyword.COMMANDER


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
        ``syntax`` when a forced mode does not fit the board (teams in 1v1, three sides in 1v1),
        or when a Two-Headed Giant board, forced or written with ``&``, is not two teams of
        the same size, two or more players each (810.1, 810.11).
    """
    teammate = None  # the first player written as another's teammate
    for side in board.sides:
        if len(side.players) > 1:
            teammate = side.players[1]
            break
    if forced is None:
        if teammate is not None:
            check_giant(board)
            return Mode.TWO_HEADED_GIANT
        return Mode.MULTIPLAYER if len(board.sides) > 2 else Mode.ONE_V_ONE
    if forced is not Mode.TWO_HEADED_GIANT and teammate is not None:
        raise NotationError("syntax", teammate.span, "mode-teams", mode=forced.value)
    if forced is Mode.ONE_V_ONE and len(board.sides) > 2:
        raise NotationError("syntax", board.separators[1], "mode-sides", mode=forced.value)
    if forced is Mode.TWO_HEADED_GIANT:
        check_giant(board)
    return forced


def check_giant(board: Board) -> None:
    """Two-Headed Giant is two teams of two (810.1), or of the same larger size (810.11).

    Raises
    ------
    NotationError
        ``syntax``: ``mode-2hg-no-teams`` (no ``&`` at all: the whole board),
        ``mode-2hg-sides`` (a third team: its separator), ``mode-2hg-unequal`` (teams of
        different sizes, or a lone player: the smaller side).
    """
    sides = board.sides
    sizes = [len(side.players) for side in sides]
    problem = giant_shape(sizes)
    if problem is None:
        return
    if problem == "no-teams":
        raise NotationError(
            "syntax", (0, len(board.text)), "mode-2hg-no-teams", rule=R.TWO_HEADED_GIANT_TEAMS
        )
    if problem == "sides":
        span = board.separators[1] if len(board.separators) > 1 else sides[2].span
        raise NotationError(
            "syntax", span, "mode-2hg-sides", count=len(sides), rule=R.TWO_HEADED_GIANT_TEAMS
        )
    small = sides[0] if sizes[0] < sizes[1] else sides[1]
    raise NotationError(
        "syntax",
        small.span,
        "mode-2hg-unequal",
        first=sizes[0],
        second=sizes[1],
        rule=f"{R.TWO_HEADED_GIANT_TEAMS}, {R.TEAM_SIZE}",
    )


def giant_shape(sizes: Sequence[int]) -> str | None:
    """What keeps teams of these sizes from being a Two-Headed Giant game: ``no-teams`` (no
    team of two or more), ``sides`` (more than two teams), ``unequal`` (different sizes, or a
    lone player); None for two teams of the same size, two or more each (810.1, 810.11)."""
    if max(sizes, default=0) < 2:
        return "no-teams"
    if len(sizes) > 2:
        return "sides"
    if len(sizes) < 2 or sizes[0] != sizes[1] or sizes[0] < 2:
        return "unequal"
    return None


def is_commander_game(board: Board, mode: Mode) -> bool:
    """Whether Commander rules apply (903): forced, or a commander on a board of individual
    players (the ``commander`` keyword or ``cd(...)``), which then starts at 40 life (903.7).

    Two-Headed Giant keeps its own team life (810.4): the CR has no Commander variant of it,
    and commander damage counts there per player as everywhere (704.6c).
    """
    if mode is Mode.COMMANDER:
        return True
    if mode is Mode.TWO_HEADED_GIANT:
        return False
    for side in board.sides:
        for player in side.players:
            if player.commander_damage:
                return True
            for thing in player.things:
                if isinstance(thing, Creature) and COMMANDER in thing.keywords:
                    return True
    return False


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
