"""The picture of a combat or a game's board: drawn, with arrows, damage and deaths, as a PNG.

A :class:`Scene` (what the picture shows) in, the PNG's bytes out: :func:`picture` (with the
layout drawn), :func:`draw` (a combat's result and the board as written). It is pure CPU work
with no shared state beyond caches, so any executor can call it: the painter
(``bot.painter``) draws with :func:`picture`; the bot keeps the pictures drawn
(``bot.handlers``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.picture.draw import render
from bot.picture.fonts import FontsMissing, faces
from bot.picture.layout import Layout, layout
from bot.picture.scene import combat_scene
from bot.problems import ConfigError, Problem
from bot.scenes import Scene
from engine import CombatResult
from engine.model import Board

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Picture:
    """A picture drawn: the PNG and the layout it was drawn from (for tests)."""

    png: bytes
    layout: Layout


def picture(scene: Scene, lang: str) -> Picture:
    """A scene laid out and drawn."""
    plan = layout(scene, lang)
    return Picture(render(plan), plan)


def draw(result: CombatResult, lang: str, board: Board | None = None) -> bytes:
    """The PNG of a combat, in the language ``lang``."""
    return picture(combat_scene(result, lang, board), lang).png


def warm() -> bool:
    """Find the fonts and read which characters they have (a second or two, once per
    process); False, with a warning logged, when they are not installed."""
    try:
        faces()
    except FontsMissing as missing:
        log.warning("combat pictures are off: %s", missing)
        return False
    return True


def require_fonts(setting: str) -> None:
    """Find and read the fonts, or refuse to go on: missing fonts are an operator's mistake,
    reported as the wrong ``setting`` (the variable or option that asked for pictures)."""
    try:
        faces()
    except FontsMissing as missing:
        problem = Problem(setting, "fonts_missing", str(missing))
        raise ConfigError([problem]) from None


__all__ = [
    "FontsMissing",
    "Picture",
    "Scene",
    "combat_scene",
    "draw",
    "picture",
    "require_fonts",
    "warm",
]
