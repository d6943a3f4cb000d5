"""Redzone's rules core: board notation -> combat simulation -> typed events with citations.

Pure and synchronous: imports only the standard library (python-chess's discipline).
"""

from engine.combat import CombatResult, run_board, simulate
from engine.errors import (
    AmbiguousError,
    IllegalActionError,
    NotationError,
    RedzoneError,
    UnresolvedReferenceError,
)
from engine.model import Board, Mode
from engine.notation import format_board, parse

__all__ = [
    "AmbiguousError",
    "Board",
    "CombatResult",
    "IllegalActionError",
    "Mode",
    "NotationError",
    "RedzoneError",
    "UnresolvedReferenceError",
    "format_board",
    "parse",
    "run_board",
    "simulate",
]
