"""The result of a combat, built once from its scratch state."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import attrgetter

from engine.citations import number_key
from engine.combat.state import Combat, Seat
from engine.events import (
    Event,
)
from engine.model import (
    Mode,
    MomentResult,
    PermanentResult,
    PlayerResult,
    StepResult,
    TeamResult,
)


@dataclass(slots=True)
class CombatResult:
    """Everything a combat did, as data (built once, never changed).

    Attributes
    ----------
    mode
        The mode the combat was played in (``commander`` when forced).
    players, teams, permanents
        The state after combat (``teams`` only in Two-Headed Giant).
    steps
        The combat damage steps, in order, with the damage dealt and copies cast.
    events
        Every event, in order, each with its rule.
    winners
        The winning players when the game ended (empty for a draw or a game going on).
    game_over
        Whether only one player or team is left (104.2a), or none (a draw, 104.4a, 104.4d).
    commander
        Whether Commander rules apply (903): forced, or a commander on the board.
    """

    mode: Mode
    players: tuple[PlayerResult, ...]
    teams: tuple[TeamResult, ...]
    permanents: tuple[PermanentResult, ...]
    steps: tuple[StepResult, ...]
    events: tuple[Event, ...]
    winners: tuple[str, ...]
    game_over: bool
    commander: bool = False
    actions: tuple[MomentResult, ...] = ()  # the board's moments as applied

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule cited, once each, in the CR's order."""
        return in_cr_order(set(map(_RULE, self.events)))


_RULE = attrgetter("rule")


# A rule's place in the CR's order, kept for each of the few dozen numbers the engine cites.
_CR_ORDER = cache(number_key)


def in_cr_order(rules: set[str]) -> tuple[str, ...]:
    """These rule numbers sorted in the CR's order."""
    return tuple(sorted(rules, key=_CR_ORDER))


def result_of(combat: Combat, steps: list[StepResult]) -> CombatResult:
    """The frozen result of ``combat`` once its ``steps`` are done."""
    players = tuple(
        [
            PlayerResult(  # by position, like the permanents below
                seat.name,
                seat.team.name if combat.team_mode else None,  # team
                seat.side,
                seat.team.life_before,
                seat.team.life,
                seat.team.poison_before,
                seat.team.poison,
                seat.lost,
                tuple(seat.commander_damage.items()),  # commander_damage
            )
            for seat in combat.seats
        ]
    )
    teams = (
        tuple(
            TeamResult(
                name=team.name,
                members=tuple(seat.name for seat in team.members),
                life_before=team.life_before,
                life=team.life,
                poison_before=team.poison_before,
                poison=team.poison,
                poison_limit=team.limit,
                lost=team.lost,
            )
            for team in combat.teams
        )
        if combat.team_mode
        else ()
    )
    permanents = tuple(
        [
            PermanentResult(  # by position: keywords cost twice as much, per permanent
                perm.id,
                perm.name,
                perm.controller.name,
                perm.kind,
                perm.power if perm.creature else None,  # power
                perm.toughness if perm.creature else None,  # toughness
                perm.damage,
                perm.minus,  # minus_counters
                perm.loyalty,
                perm.defense,
                perm.dies,
                perm.left,  # left_game
                # attacking: a player's name or a permanent's id (name_of, without its call)
                None
                if (target := perm.target) is None
                else target.name
                if isinstance(target, Seat)
                else target.id,
                perm.blocking.id if perm.blocking else None,  # blocking
                perm.thing.card,
                perm.thing.unmodeled,
                perm.exiled,
                # A battle's protector; none while a Siege waits for a new one (310.11).
                perm.owner.name if perm.kind == "battle" and not perm.owner.left else None,
                perm.plus,  # plus_counters
                perm.left_by,
                perm.removed,
                perm.entered,
            )
            for perm in combat.perms
        ]
    )
    return CombatResult(
        combat.mode,
        players,
        teams,
        permanents,
        tuple(steps),
        tuple(combat.events),
        combat.winners,
        combat.over,  # game_over
        combat.commander_game,  # commander
        tuple(combat.moment_log) if combat.moment_log else (),  # actions
    )
