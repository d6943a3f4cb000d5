"""Combat as pure functions: declare -> blocks -> damage steps -> state-based actions -> triggers.

:func:`simulate` takes a parsed :class:`Board` and returns a :class:`CombatResult`.
Inside one call the work is done on private scratch objects; nothing outside is changed.
The first-strike step is decided once, as damage begins, and who struck is recorded
(510.4, 702.7c); regular-step damage uses current power.
"""

from __future__ import annotations

from engine.combat.actions import DIES_BY
from engine.combat.result import CombatResult, Results, rule_key
from engine.combat.steps import Steps
from engine.combat.triggers import CIPHER_LIFE_LOSS
from engine.model import Board, Mode
from engine.modes import infer_mode
from engine.notation import ENGLISH, Vocabulary, parse

__all__ = ["CIPHER_LIFE_LOSS", "DIES_BY", "CombatResult", "rule_key", "run_board", "simulate"]


class Combat(Steps, Results):
    """One combat being simulated: set up and declared as it is made."""

    def __init__(self, board: Board, mode: Mode) -> None:
        super().__init__(board, mode)
        self.setup()


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
    NotationError, ReferenceError_, AmbiguousError, IllegalActionError
        With a stable code and the span of the board at fault.
    """
    combat = Combat(board, infer_mode(board, mode))
    try:
        return combat.result(combat.run())
    finally:
        combat.release()


def run_board(text: str, mode: Mode | None = None, vocab: Vocabulary = ENGLISH) -> CombatResult:
    """Parse and simulate in one call."""
    return simulate(parse(text, vocab), mode)
