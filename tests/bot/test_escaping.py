"""``inert`` and ``escape``: exactly what their regular expressions give, for any text, though
they return text with nothing to escape (most lines) as it is without running them."""

from __future__ import annotations

import discord
from hypothesis import given, settings
from hypothesis import strategies as st

from bot import render_discord as rd
from tests.conftest import examples

PIECES = [
    *"abc XY0-→é日\t\n\r\u2028\u00a0",
    *"_\\~|*`>[]()#@<!&:/",
    "\u200b",
    "\u200d",
    "\u202e",
    "\ufeff",
    "😀",
    "http://x.y/a_b",
    "@everyone",
    "@here",
    "<@123456789012345678>",
    "<t:1:R>",
    "[a](b)",
    " - ",
    "> ",
]


def _inert_always(text: str) -> str:
    text = rd._INVISIBLE.sub(rd._shown, text)
    return discord.utils.escape_mentions(rd._MARKUP.sub("<" + rd._BREAK, text))


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12).map("".join))
def test_escaping_is_the_regular_expressions_result_for_any_text(text: str) -> None:
    assert rd.inert(text) == _inert_always(text)
    assert rd.escape(text) == _inert_always(discord.utils.escape_markdown(text))


def test_plain_lines_are_left_as_they_are() -> None:
    line = "Grizzly Bears deals 2 damage to Alice → 18 life (510.1a)."
    assert rd.escape(line) is line
    assert rd.escape("- Bear") == "\\- Bear"
    assert rd.escape("  - Bear") == "\\  - Bear"
