"""Whole games in every mode, and what a real table needs: order, undo, permissions, errors."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Handlers
from bot.i18n import t
from bot.storage import Database, open_database
from tests.games.conftest import Table


def ok(reply) -> None:
    assert not reply.error, reply.as_text()


async def test_multiplayer_knockout_and_the_turn_skips_the_loser(table: Table):
    ok(await table.new("Alice", "multiplayer", "@Alice @Bob @Carol"))
    g = table.games
    ok(await g.add(table.ctx("Alice"), "Dragon 6/6 flying, Ogre 4/4"))
    ok(await g.add(table.ctx("Bob"), "Bear 2/2"))
    ok(await g.add(table.ctx("Carol"), "Wall 0/5"))
    ok(await g.set(table.ctx("Bob"), "Bob", "life", 6))
    ok(await g.attack(table.ctx("Alice"), "Dragon -> Bob, Ogre -> Carol"))
    # APNAP: Bob (next in turn order) declares before Carol.
    refused = await g.block(table.ctx("Carol"), "Wall blocks Ogre")
    assert refused.error and t("en", "game-wait-blocks", name="Bob") in refused.lines
    ok(await g.block(table.ctx("Bob"), "none"))
    ok(await g.block(table.ctx("Carol"), "Wall blocks Ogre"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    state = await table.state()
    assert [s.lost for s in state.seats] == [False, True, False]
    assert not any(p.owner == user_id("Bob") for p in state.permanents)  # left with Bob
    assert state.teams[2].life == 20
    assert next(p for p in state.permanents if p.name == "Wall").damage == 4
    reply = await g.next(table.ctx("Alice"))
    assert "Carol" in reply.lines[0]  # Bob is skipped
    state = await table.state()
    assert state.permanents and all(p.damage == 0 for p in state.permanents)  # 514.2
    assert (await g.attack(table.ctx("Bob"), "Bear -> Alice")).error


async def test_two_headed_giant_ends_by_team_poison(table: Table):
    ok(await table.new("Alice", "2hg", "@Alice @Ann @Bob @Ben"))
    g = table.games
    state = await table.state()
    assert [t_.life for t_ in state.teams] == [30, 30]  # 810.4
    assert [t_.poison_limit for t_ in state.teams] == [15, 15]  # 810.11
    ok(await g.add(table.ctx("Alice"), "Rat 5/5 infect"))
    ok(await g.add(table.ctx("Ann"), "Toad 3/3 infect"))
    ok(await g.add(table.ctx("Ben"), "Wall 0/4"))
    for turn in range(2):
        ok(await g.attack(table.ctx("Alice"), "Rat -> Bob"))
        ok(await g.attack(table.ctx("Ann"), "Toad -> Ben"))
        ok(await g.damage(table.ctx("Ann")))
        if turn == 0:
            assert (await table.state()).teams[1].poison == 8
            ok(await g.next(table.ctx("Alice")))
            ok(await g.next(table.ctx("Bob")))
    state = await table.state()
    assert state.teams[1].poison == 16 and state.teams[1].lost
    assert state.finished and sorted(state.winners) == ["Alice", "Ann"]
    after = await g.attack(table.ctx("Alice"), "Rat -> Bob")
    assert after.error  # the game is over
    assert (await g.board(table.ctx("Bob"))).title.startswith("The board")


async def test_commander_decided_by_21_commander_damage_over_two_turns(table: Table):
    ok(await table.new("Alice", "commander", "@Alice @Bob"))
    g = table.games
    assert (await table.state()).teams[0].life == 40  # 903.7
    ok(await g.add(table.ctx("Alice"), "Atraxa 11/11 commander"))
    ok(await g.attack(table.ctx("Alice"), "Atraxa -> Bob"))
    ok(await g.damage(table.ctx("Alice")))
    state = await table.state()
    assert state.commander_damage[str(user_id("Bob"))] == {"p1": 11}
    ok(await g.next(table.ctx("Alice")))
    ok(await g.next(table.ctx("Bob")))
    ok(await g.attack(table.ctx("Alice"), "Atraxa -> Bob"))
    reply = await g.damage(table.ctx("Alice"))
    assert any("704.6c" in line for line in reply.lines)
    state = await table.state()
    assert state.teams[1].life == 18 and state.seats[1].lost and state.finished


async def test_undo_again_and_again_and_who_may(table: Table):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    g = table.games
    ok(await g.add(table.ctx("Alice"), "Bear 2/2"))
    ok(await g.add(table.ctx("Bob"), "Wall 0/4"))
    ok(await g.attack(table.ctx("Alice"), "Bear"))
    refused = await g.undo(table.ctx("Bob"))  # Alice's action, Bob is not the creator
    assert refused.error and refused.lines == (t("en", "game-only-creator"),)
    ok(await g.undo(table.ctx("Alice")))
    assert (await table.state()).combat is None
    ok(await g.undo(table.ctx("Bob")))  # his own add
    ok(await g.undo(table.ctx("Alice")))
    assert (await table.state()).permanents == []
    assert (await g.undo(table.ctx("Alice"))).lines == (t("en", "game-nothing-to-undo"),)
    history = await g.history(table.ctx("Alice"))
    assert sum("undone" in line for line in history.lines) == 3


async def test_permissions(table: Table):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    g = table.games
    ok(await g.add(table.ctx("Alice"), "Bear 2/2"))
    stranger = await g.add(table.ctx("Mallory"), "Dragon 9/9")
    assert stranger.error and stranger.ephemeral
    assert (await g.remove(table.ctx("Bob"), "Bear")).error  # not his
    assert (await g.attack(table.ctx("Bob"), "Bear")).error  # not active, not his
    assert (await g.end(table.ctx("Bob"))).error
    assert (await g.set(table.ctx("Bob"), "Alice", "life", 1)).error
    ok(await g.set(table.ctx("Modesty", manage=True), "Alice", "life", 19))  # a server manager
    ok(await g.end(table.ctx("Alice")))
    assert await table.state() is None


async def test_bad_input_at_every_command_changes_nothing(table: Table):
    assert (await table.new("Alice", "1v1", "@Alice @Bob @Carol")).error
    assert (await table.new("Alice", "2hg", "@Alice @Bob @Carol")).error
    assert (await table.new("Alice", "chess", "@Alice @Bob")).error
    assert (await table.new("Alice", "1v1", "")).error
    assert await table.state() is None
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    assert (await table.new("Bob", "1v1", "@Alice @Bob")).error  # one game per channel
    g, a, b = table.games, table.ctx("Alice"), table.ctx("Bob")
    ok(await g.add(a, "Bear 2/2 flying"))
    ok(await g.add(b, "Cub 1/1"))
    before = await table.version()
    bad = [
        g.add(a, "Bear 2/2 flyng"),
        g.add(a, "Bear 2/2 -> Bob"),
        g.add(a, "Alice: Bear 2/2"),
        g.remove(a, "Nothing"),
        g.set(a, "Bear", "loyalty", 3),
        g.set(a, "Nobody", "life", 3),
        g.set(a, "Atraxa Bob", "commander_damage", 3),
        g.attack(a, "Cub -> Bob"),
        g.attack(a, "Bear -> Alice"),
        g.attack(a, ""),
        g.block(b, "Cub blocks Bear"),  # no combat yet
        g.damage(a),
    ]
    for reply in [await x for x in bad]:
        assert reply.error and reply.ephemeral and reply.lines, reply
    ok(await g.attack(a, "Bear -> Bob"))
    flying = await g.block(b, "Cub blocks Bear")
    assert flying.error and "flying" in flying.lines[0]
    assert await table.version() == before + 1


async def test_many_commands_at_once_are_all_applied_in_turn(table: Table):
    names = [f"P{i}" for i in range(8)]
    ok(await table.new("P0", "multiplayer", " ".join(f"@{n}" for n in names)))
    adds = [
        table.games.add(table.ctx(n), f"Bear{i}{j} 2/2")
        for i, n in enumerate(names)
        for j in range(5)
    ]
    replies = await asyncio.gather(*adds)
    assert all(not r.error for r in replies)
    state = await table.state()
    assert len(state.permanents) == 40 and len({p.id for p in state.permanents}) == 40
    assert await table.version() == 40
    history = await table.games.history(table.ctx("P0"))
    assert len(history.lines) == 41


async def test_two_processes_on_one_database_never_lose_a_write(db_url: str):
    first, second = await open_database(db_url), await open_database(db_url)
    try:
        one = Table(GameHandlers(Handlers(first, lambda: None)))
        two = Table(GameHandlers(Handlers(second, lambda: None)))
        ok(await one.new("Alice", "1v1", "@Alice @Bob"))
        game = await one.games.games.load(10, 20)
        state = game.state.model_copy(deep=True)
        ok(await two.games.add(two.ctx("Bob"), "Wall 0/4"))  # the other process wins the race
        from bot.storage.games import StaleGame

        with pytest.raises(StaleGame):
            await one.games.games.save(game, state, user_id("Alice"), "add", "lost?")
        assert [p.name for p in (await one.state()).permanents] == ["Wall"]
    finally:
        await first.close()
        await second.close()


async def test_a_game_dies_with_its_channel_guild_or_idleness(table: Table, db: Database):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    other = Table(table.games, guild=10, channel=21)
    ok(await other.new("Alice", "1v1", "@Alice @Bob"))
    third = Table(table.games, guild=11, channel=30)
    ok(await third.new("Alice", "1v1", "@Alice @Bob"))
    assert await table.games.channel_gone(10, 20) == 1
    assert await table.state() is None and await other.state() is not None
    assert await table.games.guild_gone(10) == 1
    assert await other.state() is None
    async with db.writing() as tx:
        await tx.execute(
            "UPDATE games SET updated_at = ?", tx.dialect.moment(datetime(2020, 1, 1, tzinfo=UTC))
        )
    table.games.idle = timedelta(days=30)
    assert await table.games.purge_idle() == 1
    assert await third.state() is None


async def test_replies_in_the_players_language(table: Table):
    reply = await table.games.new(
        table.ctx("Alice", lang="ja"), "1v1", player_groups("@Alice @Bob")
    )
    assert reply.title == t("ja", "game-new-title", mode=t("ja", "mode-1v1"))
    board = await table.games.board(table.ctx("Bob", lang="it"))
    assert board.title == t("it", "game-board-title", turn=1)
