"""Boards the picture tests share."""

from __future__ import annotations

from bot.games import logic
from bot.games.logic import PlayerRef
from bot.games.model import GameState
from engine.notation import ENGLISH


def declared_combat() -> GameState:
    """A Two-Headed Giant game whose attack on a planeswalker is declared and blocked."""
    state = logic.new_game(
        "2hg",
        [[PlayerRef(1, "Ann"), PlayerRef(2, "Al")], [PlayerRef(3, "Bo"), PlayerRef(4, "Bea")]],
        1,
    )
    logic.add_things(state, 1, "Ogre 5/5 trample", ENGLISH)
    logic.add_things(state, 3, "Wall 0/4, Jace pw 2", ENGLISH)
    logic.attack(state, 1, "Ogre -> Jace")
    logic.block(state, 3, "Wall blocks Ogre", ENGLISH)
    return state
