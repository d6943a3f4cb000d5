"""Boards the picture tests share, and a count of the pictures drawn."""

from __future__ import annotations

import pytest

from bot import painter as painter_module
from bot.games import logic
from bot.games.logic import PlayerRef
from bot.games.model import GameState
from bot.picture import Picture, Scene, picture
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


class Counted:
    """The languages of the pictures drawn in this process (the painter not started: in a
    thread here)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.langs: list[str] = []
        monkeypatch.setattr(painter_module, "picture", self.draw)

    def draw(self, scene: Scene, lang: str) -> Picture:
        self.langs.append(lang)
        return picture(scene, lang)
