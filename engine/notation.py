"""Board notation: text -> :class:`Board` (shape only) and ``format_board(board)`` -> text.

The grammar is NOTATION.md section 1. :func:`parse` checks shape only (python-chess splits
``parse_san`` from ``is_legal`` the same way); references are resolved and the rules checked
by :mod:`engine.combat`. Every error carries the span of the text at fault.

The pieces live beside it, each importing only those above it in this list:
:mod:`engine.action_words` (the actions' structural words), :mod:`engine.vocabulary` (words,
``fold``, ``tokenize``), :mod:`engine.tokens` (one text's tokens), :mod:`engine.keyword_reader`
(a creature's keywords), :mod:`engine.board_reader` (sides, players, permanents),
:mod:`engine.actions_notation` (the actions after a board) and :mod:`engine.formatting`
(``format_board``, the inverse). This module is the public entry: :func:`parse`,
:func:`parse_things`, and the names other code imports.
"""

from __future__ import annotations

from engine.action_words import find_actions
from engine.actions_notation import parse_actions
from engine.board_reader import BoardReader
from engine.cards import CardSource
from engine.errors import NotationError
from engine.formatting import format_board, format_creature
from engine.model import Board, Thing
from engine.vocabulary import (
    ENGLISH,
    MAX_CHARS,
    MAX_NUMBER,
    MAX_THINGS,
    Vocabulary,
    fold,
    tokenize,
)

# What other code imports from here; the word tables and limits live in engine.vocabulary.
__all__ = [
    "ENGLISH",
    "MAX_NUMBER",
    "MAX_THINGS",
    "Vocabulary",
    "fold",
    "format_board",
    "format_creature",
    "parse",
    "parse_things",
    "tokenize",
]


def parse(text: str, vocab: Vocabulary = ENGLISH, cards: CardSource | None = None) -> Board:
    """Parse board text into a :class:`Board`, checking shape only.

    Parameters
    ----------
    text
        One line of board notation (NOTATION.md).
    vocab
        The keyword and structural words to accept; English by default.
    cards
        Where card names are looked up (README "Cards"); without it a permanent needs
        written stats, exactly as before.

    Returns
    -------
    Board

    Raises
    ------
    NotationError
        ``syntax``, ``unknown_keyword``, ``too_large``, ``unknown_card`` or
        ``ambiguous_card``, with the span at fault.
    """
    if len(text) > MAX_CHARS:
        raise NotationError("too_large", (MAX_CHARS, len(text)), "chars", limit=MAX_CHARS)
    if ";" in text or "；" in text:
        folded = fold(text)
        cut = find_actions(folded, vocab.actions, vocab.moment_firsts)
        if cut is not None:
            return _with_actions(text, folded, cut, vocab, cards)
    return BoardReader(text, vocab, cards).board()


def _with_actions(
    text: str, folded: str, cut: int, vocab: Vocabulary, cards: CardSource | None
) -> Board:
    """A board followed by actions during combat: the board before ``cut`` (its ``;``),
    the moments after it, each read over the whole text with the rest blanked out, so
    every span is an offset into ``text``."""
    marks = [cut]
    while (at := folded.find(";", marks[-1] + 1)) >= 0:
        marks.append(at)
    segments = [
        (at + 1, marks[k + 1] if k + 1 < len(marks) else len(folded)) for k, at in enumerate(marks)
    ]
    # One tokenization of the whole text, the ";"s blanked out: the board's tokens, then
    # the actions' (a blank at ``cut`` ends the board's last token where the board ends).
    base = cut + 1
    actions = folded[base:].replace(";", " ")
    reader = BoardReader(text[:cut], vocab, cards)
    board = reader.board(f"{folded[:cut]} {actions}")
    reader.text = " " * base + actions
    board.actions = parse_actions(reader, segments, board)
    board.text = text
    return board


def parse_things(
    text: str, vocab: Vocabulary = ENGLISH, cards: CardSource | None = None
) -> tuple[Thing, ...]:
    """Parse a list of permanents alone (``Knight 2/2 ds, Jace pw 4``), spans into ``text``.

    Raises
    ------
    NotationError
        As :func:`parse`; separators of sides, teams or players are refused.
    """
    parser = BoardReader(text, vocab, cards)
    count = parser.load()
    for i, tok in enumerate(parser.toks):
        if tok in ("|", "&", ":"):
            raise NotationError("syntax", parser.at(i), "unexpected", token=tok)
    return parser.things_of(0, count)
