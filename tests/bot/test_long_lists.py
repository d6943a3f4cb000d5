"""The longest inputs the commands accept, through every message that lists things.

fluent.runtime refuses a placeable over 2,500 characters and shows the whole message as
"{???}". The boards here fill the options to the length Discord allows (read from the real
command tree), with the shortest notation per creature so the lists are as long as they can
be, in every language; each reply is checked line by line and as embeds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache

import discord
import pytest
from discord import app_commands

from bot.commands.registry import register
from bot.games.handlers import GameHandlers
from bot.games.logic import PlayerRef
from bot.handlers import Context, Handlers
from bot.i18n import LANGUAGES, t
from bot.render_discord import embeds_for
from bot.replies import LINE_LIMIT, Reply
from bot.storage import Database
from tests.discord_rules import message_problems

FLUENT_FAILED = "{???}"


@cache
def option_limits() -> dict[str, int]:
    """``{"combat board": 6000, "game add things": 4000, ...}`` from the real command tree."""
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(
        discord.Client(intents=discord.Intents.none())
    )
    register(tree)
    limits: dict[str, int] = {}

    def walk(prefix: str, options: list[dict]) -> None:
        for option in options:
            name = f"{prefix} {option['name']}"
            if "max_length" in option:
                limits[name] = option["max_length"]
            walk(name, option.get("options", []))

    for command in tree.get_commands():
        walk(command.name, command.to_dict(tree).get("options", []))
    return limits


def filled(head: str, item: Callable[[int], str], tail: str, limit: int, sep: str = ",") -> str:
    """``head`` + as many items as fit in ``limit`` characters + ``tail``."""
    parts: list[str] = []
    size = len(head) + len(tail)
    i = 1
    while size + len(item(i)) + len(sep) <= limit:
        parts.append(item(i))
        size += len(item(i)) + len(sep)
        i += 1
    return head + sep.join(parts) + tail


def check(reply: Reply) -> None:
    """No line shows a fluent failure, and every page is a valid Discord message."""
    for line in (reply.title, *reply.lines, reply.footer):
        assert FLUENT_FAILED not in line, line[:200]
    for embed in embeds_for(reply):
        assert message_problems({"embeds": [embed.to_dict()]}) == []


def lists_of_width(width: int, limit: int) -> Iterator[tuple[str, str]]:
    """The lists of ``combat_boards`` with names (and spells) ``width`` characters long."""
    a = "a" * width
    # every attacker in the first-strike step, in the life-loss lines
    yield "first strikers", filled("Alice: ", lambda i: f"{a} 1/1 fs", " | Bob:", limit)
    # blocked one by one: all of them in both steps and in "died"
    half = limit // 2
    attackers = filled("Alice: ", lambda i: f"{a} 1/1 ds", "", half)
    count = attackers.count(" ds")
    yield (
        "blocked, all die",
        filled(
            attackers + " | Bob: ",
            lambda i: f"b 1/1 fs blocks a{i}" if i <= count else "b 1/1",
            "",
            limit,
        ),
    )
    # a player leaves with everything they own (800.4a)
    yield (
        "leaves",
        filled("Alice: o 9/9 -> Bob | Carol: | Bob 1: ", lambda i: f"{a} 0/1", "", limit),
    )
    # cipher copies cast at once
    spell = "s" * width
    yield (
        "ciphers",
        filled("Alice: r 1/1 ", lambda i: f"cipher({spell})", " | Bob:", limit, " "),
    )


def combat_boards(limit: int) -> Iterator[tuple[str, str]]:
    """Worst cases for each list a combat shows, at the longest board allowed."""
    for width in (1, 12):
        # in a function of its own, so the items' lambdas close over its names, not a loop's
        yield from lists_of_width(width, limit)
    # the quick form, whose names are generated
    yield "quick form", filled("", lambda i: "1/1 fs", " vs 1/1", limit, ", ")
    # many players lose at once, with long names
    sides = 25
    width = (limit - 30 * sides) // (2 * sides)
    names = [f"{chr(65 + i % 26)}{i}" + "n" * width for i in range(sides)]
    head = "Alice: " + ", ".join(f"r 9/9 -> {n}" for n in names)
    yield "players lose", head + "".join(f" | {n} 1:" for n in names)
    # 2HG: two winners with the longest names
    long = "W" * (limit // 2 - 40)
    yield "winners", f"{long}: r 99/99 -> Bob & {long}x: | Bob 1: & Ben:"
    # one name as long as the board
    yield "one long name", f"{'N' * (limit - 20)}: Bear 2/2 | Bob:"


@pytest.fixture
async def handlers(tmp_path):
    db = await Database.open(tmp_path / "lists.db")
    yield Handlers(db, lambda: None)
    await db.close()


def test_the_limits_are_the_real_options():
    limits = option_limits()
    assert limits["combat board"] >= 6000
    assert limits["game add things"] >= 4000


@pytest.mark.slow  # the longest boards, explained whole
@pytest.mark.parametrize("lang", LANGUAGES)
async def test_longest_boards_never_show_a_fluent_failure(handlers, lang):
    limit = option_limits()["combat board"]
    ctx = Context(1, None, 6, lang)
    for shape, board in combat_boards(limit):
        assert len(board) <= limit, shape
        reply = await handlers.combat(ctx, board)
        assert not reply.error, (shape, reply.as_text()[:500])
        check(reply)
    check(await handlers.help(ctx))


async def test_first_strikers_are_all_listed(handlers):
    """A long list is split over lines, not cut: every first striker is named once."""
    board = filled("Alice: ", lambda i: f"k{i} 1/1 fs", " | Bob:", option_limits()["combat board"])
    count = board.count(" fs")
    reply = await handlers.combat(Context(1, None, 6, "en"), board)
    steps = [line for line in reply.lines if line.startswith("First-strike combat damage step")]
    assert len(steps) > 1
    named = [n for line in steps for n in re.findall(r"\bk\d+\b", line)]
    assert sorted(named) == sorted(f"k{i}" for i in range(1, count + 1))
    assert all(len(line) <= LINE_LIMIT for line in steps)


def test_t_list_keeps_short_lists_on_one_line_and_counts_each_piece():
    from bot.i18n import LIST_PIECE, t_list

    assert t_list("en", "summary-winners", "names", ["Ann", "Bob"]) == [
        t("en", "summary-winners", names="Ann and Bob", count=2)
    ]
    names = [f"n{i:03d}" for i in range(400)]
    lines = t_list("ja", "summary-died", "names", names)
    assert len(lines) > 1
    assert all(len(line) <= LIST_PIECE + 50 for line in lines)
    assert "、".join(line.split("：", 1)[1] for line in lines) == "、".join(names)


def test_values_too_long_for_fluent_are_clipped_longest_first():
    from bot.i18n import args_budget

    text = t("de", "summary-died", names="x" * 6000, count=1)
    assert text.endswith("… stirbt.") and text.count("x") == args_budget() - 1
    # one select expression is one placeable: its two names and its words together
    text = t("en", "event-assign", how="lethal", source="s" * 5000, target="tt", amount=2)
    assert FLUENT_FAILED not in text
    assert text.endswith("… assigns 2 damage to tt: lethal damage.")
    assert len(text) <= args_budget() + 50


# -- /game -----------------------------------------------------------------------------


def fitting(items: list[str], limit: int, sep: str = ",") -> str:
    """As many of the items as fit in ``limit`` characters, joined."""
    return filled("", lambda i: items[i - 1] if i <= len(items) else "x" * limit, "", limit, sep)


async def add_most(games: GameHandlers, ctx: Context, limit: int) -> list[str]:
    """One /game add of as many creatures as are accepted; the ids added.

    The batch is the most the option's length allows; a refusal (a cap on permanents per
    command or per game) halves it. Each reply, accepted or refused, is checked.
    """
    batch = len(filled("", lambda i: "a 1/1 fs", "", limit).split(","))
    while batch:
        reply = await games.add(ctx, ",".join(["a 1/1 fs"] * batch))
        check(reply)
        if not reply.error:
            return re.findall(r"\[(p\d+)\]", "\n".join(reply.lines))
        batch //= 2
    return []


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_longest_game_commands_never_show_a_fluent_failure(handlers, lang):
    limits = option_limits()
    games = GameHandlers(handlers)
    alice, bob = 101, 202

    def ctx(user: int) -> Context:
        return Context(user, 10, 20, lang)

    players = [[PlayerRef(alice, "A" * 32), PlayerRef(bob, "B" * 32)]]
    new = await games.new(ctx(alice), "1v1", players)
    assert not new.error, new.as_text()
    check(new)
    mine = await add_most(games, ctx(alice), limits["game add things"])
    theirs = await add_most(games, ctx(bob), limits["game add things"])
    assert len(mine) > 1 and len(theirs) > 1
    # every attacker by id, then a blocker on each, as many as the options allow
    attack = fitting(mine, limits["game attack attacks"])
    declared = await games.attack(ctx(alice), attack)
    assert not declared.error, declared.as_text()[:500]
    check(declared)
    pairs = [f"{b} {a}" for b, a in zip(theirs, attack.split(","), strict=False)]
    declared = await games.block(ctx(bob), fitting(pairs, limits["game block blocks"]))
    assert not declared.error, declared.as_text()[:500]
    check(declared)
    # refusals that quote the input, or list every permanent of one name
    longest = limits["game remove things"]
    for refused in (
        await games.remove(ctx(alice), "a"),  # ambiguous: lists every id
        await games.remove(ctx(alice), "x" * longest),  # unknown: quotes it
        await games.attack(ctx(alice), "-> " * (limits["game attack attacks"] // 3)),
    ):
        assert refused.error
        check(refused)
    for command in (games.board, games.damage, games.board, games.history):
        reply = await command(ctx(alice))
        assert not reply.error, reply.as_text()[:500]
        check(reply)
    state = (await games.games.load(10, 20)).state
    survivors = [p.id for p in state.owned_by(bob)]
    if survivors:
        check(await games.remove(ctx(bob), fitting(survivors, limits["game remove things"])))
    for command in (games.undo, games.next, games.history, games.end):
        check(await command(ctx(alice)))


def test_a_fluent_failure_is_logged_and_never_shown(monkeypatch, caplog):
    """Should a value still get past the budget, the user sees "…" and the log an ERROR."""
    import bot.i18n

    monkeypatch.setattr(bot.i18n, "args_budget", lambda: 10**6)
    text = t("it", "summary-died", names="x" * 3000)
    assert FLUENT_FAILED not in text and text == "…"
    errors = [r for r in caplog.records if r.levelname == "ERROR"]
    assert errors and "summary-died" in errors[0].getMessage()
    caplog.clear()


@pytest.mark.parametrize("mode", ["multiplayer", "2hg"])
async def test_the_most_players_a_new_game_can_seat_are_all_listed(handlers, mode):
    mention = len("<@123456789012345678> ")
    count = option_limits()["game new players"] // mention // 2 * 2
    players = [PlayerRef(1000 + i, f"{i:02d}" + "n" * 30) for i in range(count)]
    reply = await GameHandlers(handlers).new(Context(1000, 10, 30, "ja"), mode, [players])
    assert not reply.error, reply.as_text()[:300]
    check(reply)
    seated = "\n".join(reply.lines)
    assert all(p.name in seated for p in players)
