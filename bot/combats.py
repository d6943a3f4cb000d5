"""One combat's reply, from a board: the one function the bot's process and a combat worker
both run (``bot.workers``). The reply carries what its picture is to show (a :class:`Scene`,
small to send back), not the picture: drawing it is left to the painter (``bot.painter``),
after the text is sent."""

from __future__ import annotations

import logging

from bot.cards.index import CardIndex
from bot.explain import caret, error_detail, explain
from bot.i18n import t, vocabulary
from bot.picture import Scene, combat_scene
from bot.replies import Reply
from engine import Board, CombatResult, Mode, RedzoneError, parse, simulate

log = logging.getLogger(__name__)

CARET_WINDOW = 300  # characters of a long board quoted around its fault


def combat_reply(
    board: str, mode: str | None, lang: str, cards: CardIndex | None, picture: bool = False
) -> Reply:
    """A board's outcome explained (a public reply) with, when asked, the scene of its
    picture; or why it was refused (private)."""
    try:
        parsed = parse(board, vocabulary(), cards)
        result = simulate(parsed, Mode(mode) if mode else None)
    except RedzoneError as error:
        return board_error(error, board, lang, cards is not None)
    explained = explain(result, lang)
    lines = [*explained.summary, "", explained.steps_title, *explained.lines]
    return Reply(
        explained.title, tuple(lines), locale=lang, scene=_scene(result, lang, parsed, picture)
    )


def _scene(result: CombatResult, lang: str, board: Board, wanted: bool) -> Scene | None:
    """What the combat's picture shows, or nothing: a scene that fails to build (a bug of
    ours, logged) leaves the answer its text."""
    if not wanted:
        return None
    try:
        return combat_scene(result, lang, board)
    except Exception:
        log.exception("the picture of a combat failed to draw")
        return None


def board_error(error: RedzoneError, board: str, lang: str, cards: bool = True) -> Reply:
    """The private reply to a refused board: what is wrong, and the board around the fault."""
    lines = [error_detail(error, lang)]
    if not cards and error.detail == "expected-pt":
        lines.append(t(lang, "cards-unavailable-now"))  # a card name, perhaps, but no card data
    return Reply(
        t(lang, f"error-{error.code}"),
        tuple(lines),
        code=caret(board, error.span, window=CARET_WINDOW),
        ephemeral=True,
        error=True,
        locale=lang,
    )
