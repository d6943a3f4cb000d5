"""Combat as a plain state record and one module of functions per step.

:func:`simulate` takes a parsed :class:`Board` and returns a :class:`CombatResult`; its body
is the combat's timeline. Each step is a function of the scratch state
(:class:`~engine.combat.state.Combat`) in its own module:

- ``setup``: players, teams and permanents from the board, and its starting checks;
- ``declare`` and ``bands``: attackers, bands and blockers declared (508, 509, 702.22);
- ``restrictions``: whether each declaration is legal (508.1, 509.1, evasion);
- ``triggers``: the triggered abilities of combat, as they trigger and resolve;
- ``actions``: the board's actions between the steps;
- ``steps``, ``assign``, ``dealing``, ``prevention``: the combat damage steps, how damage
  is assigned (510.1), dealt (510.2, 120.3) and prevented (615, 702.16e);
- ``sba``: state-based actions (704); ``characteristics``: a permanent's current power,
  toughness and abilities; ``references``: names, ids and numbers resolved;
- ``result``: the frozen result, built once at the end.

The first-strike step is decided once, as damage begins, and who struck is recorded
(510.4, 702.7c); regular-step damage uses current power.
"""

from __future__ import annotations

from operator import attrgetter

from engine.combat.actions import act, end_of_combat_triggers, no_first_strike_step
from engine.combat.assign import unused_divisions
from engine.combat.bands import declare_bands
from engine.combat.declare import check_gone_blockers, declare_attacks, declare_blocks
from engine.combat.restrictions import check_blocked_still_attacking
from engine.combat.result import CombatResult, result_of
from engine.combat.sba import DIES_BY
from engine.combat.setup import announce_commander, check_start, record_commander_damage, setup
from engine.combat.state import STRIKERS, Combat, release
from engine.combat.steps import combatants, damage_step
from engine.combat.triggers import CIPHER_LIFE_LOSS, attack_triggers, block_triggers
from engine.model import Board, Mode, StepResult
from engine.modes import infer_mode
from engine.notation import ENGLISH, Vocabulary, parse

_ID = attrgetter("id")  # read by map in C

__all__ = [
    "CIPHER_LIFE_LOSS",
    "DIES_BY",
    "CombatResult",
    "result_of",
    "run",
    "run_board",
    "setup",
    "simulate",
]


def simulate(board: Board, mode: Mode | None = None) -> CombatResult:
    """Resolve a board's references, check its attacks and blocks, and run the combat.

    Parameters
    ----------
    board
        A parsed board.
    mode
        Force a mode (``--mode``); inferred from the board when ``None``.

    Returns
    -------
    CombatResult

    Raises
    ------
    NotationError, UnresolvedReferenceError, AmbiguousError, IllegalActionError
        With a stable code and the span of the board at fault.
    """
    combat = setup(board, infer_mode(board, mode))
    try:
        return result_of(combat, run(combat))
    finally:
        release(combat)


def run(combat: Combat) -> list[StepResult]:
    """The timeline of a combat :func:`setup` made: actions at the beginning of combat ->
    attackers declared and their triggers resolved -> actions after attacks -> blockers
    declared -> their triggers -> actions after blocks -> first-strike damage step (510.4)
    -> actions after first strike -> regular damage step -> actions at end of combat.
    Without actions after attacks, blockers are declared as soon as attackers are."""
    moments = {moment.moment: moment for moment in combat.board.actions}
    if "beginning_of_combat" in moments:
        check_start(combat)  # the board as written, before the actions change it
        act(combat, moments["beginning_of_combat"])
        if combat.over:
            return []
        check_gone_blockers(combat)
    declare_attacks(combat)
    declare_bands(combat)
    attack_triggers(combat)
    if "after_attacks" not in moments:
        declare_blocks(combat)
    record_commander_damage(combat)
    if combat.commander_game and combat.mode is not Mode.COMMANDER:
        announce_commander(combat)
    if "beginning_of_combat" not in moments:
        check_start(combat)
    steps: list[StepResult] = []
    if "after_attacks" in moments:
        act(combat, moments["after_attacks"])
        declare_blocks(combat)
        check_blocked_still_attacking(combat)
    block_triggers(combat)
    if combat.over:
        return steps
    if "after_blocks" in moments:
        act(combat, moments["after_blocks"])
    in_combat = combatants(combat)  # attackers and blockers, in board order
    first = [p for p in in_combat if not STRIKERS.isdisjoint(p.keywords)]
    struck_first = frozenset(map(_ID, first))
    if first:
        steps.append(damage_step(combat, "first_strike", first))
        if "after_first_strike" in moments:
            act(combat, moments["after_first_strike"], struck_first)
            in_combat = combatants(combat)
    elif "after_first_strike" in moments:
        no_first_strike_step(moments["after_first_strike"])
    if not combat.over:
        # Without a first-strike step nothing happened since the combatants were read: all
        # of them deal damage now.
        regular = (
            [p for p in in_combat if p.alive and (p.id not in struck_first or p.double_strike)]
            if first
            else in_combat
        )
        steps.append(damage_step(combat, "regular", regular, after_first=bool(first)))
    if combat.doomed and not combat.over:
        end_of_combat_triggers(combat)
    if "end_of_combat" in moments:
        act(combat, moments["end_of_combat"])
    unused_divisions(combat)
    return steps


def run_board(text: str, mode: Mode | None = None, vocab: Vocabulary = ENGLISH) -> CombatResult:
    """Parse and simulate in one call."""
    return simulate(parse(text, vocab), mode)
