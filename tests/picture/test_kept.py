"""Pictures kept by what they show (bot.picture.png_of, which the painter draws with): a game's
board shown again unchanged, or a scene met again, is not drawn again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import bot.picture as picture_module
from bot import painter as painter_module
from bot.games import logic
from bot.picture import PICTURES_KEPT, Picture, Scene, png_of
from bot.picture.game import game_scene
from tests.picture.boards import declared_combat


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The languages of the pictures drawn (not taken from those kept), none kept at first."""
    langs: list[str] = []
    draw = picture_module.picture

    def counted(scene: Scene, lang: str) -> Picture:
        langs.append(lang)
        return draw(scene, lang)

    monkeypatch.setattr(picture_module, "picture", counted)
    png_of.cache_clear()
    yield langs
    png_of.cache_clear()


def test_a_game_board_shown_again_unchanged_is_not_drawn_again(drawn: list[str]):
    state = declared_combat()
    first = painter_module.paint(game_scene(state, "en"), "en")
    # The same board, read again from the game into a new scene: the picture kept.
    again = painter_module.paint(game_scene(state, "en"), "en")
    assert again is first and drawn == ["en"]
    assert png_of.cache_info().hits == 1 and png_of.cache_info().misses == 1


def test_a_board_that_changed_or_another_language_is_drawn_anew(drawn: list[str]):
    state = declared_combat()
    before = png_of(game_scene(state, "en"), "en")
    assert png_of(game_scene(state, "ja"), "ja") != before
    state.teams[1].life -= 3
    after = png_of(game_scene(state, "en"), "en")
    assert after != before and drawn == ["en", "ja", "en"]
    logic.add_things(state, 2, "Elf 1/1", logic.ENGLISH)
    assert png_of(game_scene(state, "en"), "en") != after and len(drawn) == 4


def test_the_least_recently_shown_picture_goes_first(drawn: list[str]):
    state = declared_combat()
    for turn in range(PICTURES_KEPT + 1):
        state.turn = turn
        png_of(game_scene(state, "en"), "en")
    assert png_of.cache_info().currsize == PICTURES_KEPT
    state.turn = PICTURES_KEPT  # the last one: kept
    png_of(game_scene(state, "en"), "en")
    state.turn = 0  # the first one: gone
    png_of(game_scene(state, "en"), "en")
    assert len(drawn) == PICTURES_KEPT + 2
