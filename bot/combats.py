"""One combat's reply, from a board: the one function the bot's process and a combat worker
both run (``bot.workers``)."""

from __future__ import annotations

from bot.cards.index import CardIndex
from bot.explain import caret, error_detail, explain
from bot.i18n import t, vocabulary
from bot.replies import Reply
from engine import Mode, RedzoneError, parse, simulate

CARET_WINDOW = 300  # characters of a long board quoted around its fault


def combat_reply(board: str, mode: str | None, lang: str, cards: CardIndex | None) -> Reply:
    """A board's outcome explained (a public reply), or why it was refused (private)."""
    try:
        result = simulate(parse(board, vocabulary(), cards), Mode(mode) if mode else None)
    except RedzoneError as error:
        return board_error(error, board, lang, cards is not None)
    explained = explain(result, lang)
    lines = [*explained.summary, "", explained.steps_title, *explained.lines]
    return Reply(explained.title, tuple(lines), locale=lang)


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
