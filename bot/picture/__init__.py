"""The picture of a combat or a game's board: drawn, with arrows, damage and deaths, as a PNG.

A :class:`Scene` (what the picture shows) in, the PNG's bytes out: :func:`png_of` (kept by what
it shows), :func:`picture` (with the layout drawn, for tests), :func:`draw` (a combat's result
and the board as written). It is pure CPU work with no shared state beyond caches, so any
executor can call it: the painter (``bot.painter``) draws with :func:`png_of`.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from cachetools import LRUCache, cached
from cachetools.keys import hashkey

from bot.config import ConfigError, Problem
from bot.picture.draw import render
from bot.picture.fonts import FontsMissing, faces
from bot.picture.layout import Layout, layout
from bot.picture.scene import combat_scene
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


# Pictures kept by what they show (the scene, in full) and their language: a game's board
# shown again unchanged, or a combat's scene met again, is not drawn again. 15 to 60 KB each
# (bench/picture.py); the least recently used goes.
PICTURES_KEPT = 128


def _shown(scene: Scene, lang: str) -> tuple[object, ...]:
    # A scene is plain data whose repr names every field it holds: two scenes of the same
    # repr show the same picture.
    return hashkey(repr(scene), lang)


@cached(LRUCache(maxsize=PICTURES_KEPT), key=_shown, lock=threading.Lock(), info=True)
def png_of(scene: Scene, lang: str) -> bytes:
    """The scene's PNG, kept by what it shows (``PICTURES_KEPT`` of them)."""
    return picture(scene, lang).png


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
    "png_of",
    "require_fonts",
    "warm",
]
