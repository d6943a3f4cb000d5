"""``inert`` and ``escape`` skip their regular expressions for plain text: same result.

The shortcut (bot/render_discord.py, ``_ESCAPE_TRIGGERS``) must give exactly what the full
path gives, for any text: compared here with the regular expressions applied every time.
"""

from __future__ import annotations

import discord
from hypothesis import given, settings
from hypothesis import strategies as st

from bot import render_discord as rd
from bot.replies import Reply

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


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=12).map("".join))
def test_shortcut_gives_the_full_result(text: str) -> None:
    assert rd.inert(text) == _inert_always(text)
    assert rd.escape(text) == _inert_always(discord.utils.escape_markdown(text))


def test_plain_lines_are_left_as_they_are() -> None:
    line = "Grizzly Bears deals 2 damage to Alice → 18 life (510.1a)."
    assert rd.escape(line) is line
    assert rd.escape("- Bear") == "\\- Bear"
    assert rd.escape("  - Bear") == "\\  - Bear"


LINES = st.lists(
    st.one_of(
        st.lists(st.sampled_from(PIECES), max_size=12).map("".join),
        st.integers(0, 1200).map(lambda n: "word " * (n // 5)),  # long lines are cut
    ),
    max_size=40,
)


@settings(max_examples=1500, deadline=None)
@given(LINES, st.sampled_from(["", "Alice: Bear 2/2 | Bob:"]))
def test_one_page_shortcut_gives_the_line_by_line_embeds(lines: list[str], code: str) -> None:
    """A reply whose lines need no escaping and fit one page skips the per-line work
    (``_plain_page``); its embeds are exactly those of the line-by-line path."""
    reply = Reply("Combat", tuple(lines), code=code)
    fast = [embed.to_dict() for embed in rd.embeds_for(reply)]
    real = rd._plain_page
    rd._plain_page = lambda lines, budget: None  # type: ignore[assignment]
    try:
        slow = [embed.to_dict() for embed in rd.embeds_for(reply)]
    finally:
        rd._plain_page = real
    assert fast == slow


def test_a_plain_combat_reply_takes_the_shortcut() -> None:
    lines = ("Alice: 20 life", "", "Steps", "Bear attacks Bob. (CR 508.1)")
    assert rd._plain_page(lines, 3900) == "\n".join(lines)
    assert rd._plain_page((*lines, "- Bear"), 3900) is None
    assert rd._plain_page((*lines, "a_b"), 3900) is None
    assert rd._plain_page(("x" * 1001,), 3900) is None
