"""A board's result with its names written as the English board's, to compare a board a player
writes in their language with the same board in English."""

from __future__ import annotations

import json
from collections.abc import Mapping

from bot.i18n import vocabulary
from engine import parse, simulate
from engine.errors import RedzoneError
from engine.jsonout import result_to_json


def result(text: str, names: Mapping[str, str]) -> str:
    """The board's JSON result, or the rules' refusal of it without its span, each of
    ``names`` written as its English name."""
    try:
        found = result_to_json(simulate(parse(text, vocabulary())))
    except RedzoneError as error:
        found = {"refused": [error.code, error.detail, error.params]}
    out = json.dumps(found, ensure_ascii=False)
    for name, english in names.items():
        out = out.replace(f'"{name}', f'"{english}')
    return out
