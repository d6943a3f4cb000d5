"""The action log stays small on a big board, undo walks it back exactly, and a database
written before the compact log (schema 2, a snapshot per action) keeps its games and undo."""

from __future__ import annotations

import json
import sqlite3

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.games.model import GameState
from bot.handlers import Handlers
from bot.storage import Database
from bot.storage.sql import Store
from tests.games.conftest import Table


def ok(reply) -> None:
    assert not reply.error, reply.as_text()


async def stored_bytes(db: Store, sql: str) -> int:
    """The bytes of every text and blob field of the rows ``sql`` selects (either backend)."""
    async with db.reading() as tx:
        rows = await tx.rows(sql)
    return sum(len(v) for row in rows for v in row if isinstance(v, (str, bytes)))


async def big_board(table: Table) -> None:
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    for who in ("Alice", "Bob"):
        for batch in range(3):  # 180 permanents: under the cap of a game, with room to add
            things = ", ".join(f"{who}{batch}x{i} 2/2 flying" for i in range(30))
            ok(await table.games.add(table.ctx(who), things))
    assert len((await table.state()).permanents) == 180


async def test_an_action_on_a_big_board_stores_its_change_not_the_board(table: Table, db: Store):
    await big_board(table)
    last = "SELECT * FROM actions WHERE seq = (SELECT MAX(seq) FROM actions)"
    ok(await table.games.add(table.ctx("Alice"), "Dragon 5/5 flying"))
    added = await stored_bytes(db, last)
    ok(await table.games.set(table.ctx("Bob"), "Bob", "life", 12))
    changed = await stored_bytes(db, last)
    ok(await table.games.remove(table.ctx("Alice"), "Alice0x7"))
    removed = await stored_bytes(db, last)
    # A whole snapshot of this board is ~36,000 bytes; the change is a few dozen.
    assert added < 300 and changed < 300 and removed < 400, (added, changed, removed)


async def test_undo_walks_a_big_board_back_exactly(table: Table):
    await big_board(table)
    g, alice, bob = table.games, table.ctx("Alice"), table.ctx("Bob")
    seen = [await table.state()]
    for step in (
        lambda: g.add(alice, "Dragon 5/5 flying, Ogre 4/4"),
        lambda: g.remove(bob, "Bob1x3, Bob2x8"),
        lambda: g.set(alice, "Alice", "life", 7),
        lambda: g.attack(alice, "Dragon -> Bob, Ogre -> Bob, Alice0x1 -> Bob"),
        lambda: g.block(bob, "Bob0x0 blocks Ogre, Bob0x1 blocks Ogre, Bob2x9 blocks Alice0x1"),
        lambda: g.damage(alice),
        lambda: g.next(alice),
        lambda: g.add(bob, "Wall 0/6"),
    ):
        ok(await step())
        seen.append(await table.state())
    assert seen[-1] != seen[-2] != seen[-3]
    while len(seen) > 1:
        seen.pop()
        ok(await g.undo(alice))
        assert await table.state() == seen[-1]
    assert len((await table.state()).permanents) == 180


def old_save(conn: sqlite3.Connection, gid: int, state: GameState, kind: str, detail: str) -> None:
    """What schema 2 wrote for an action: the game's rows, and the whole state as JSON."""
    version = conn.execute("SELECT version FROM games WHERE id = ?", (gid,)).fetchone()[0] + 1
    conn.execute(
        "UPDATE games SET version = ?, next_id = ?, turn = ? WHERE id = ?",
        (version, state.next_id, state.turn, gid),
    )
    for table in ("teams", "seats", "permanents"):
        conn.execute(f"DELETE FROM {table} WHERE game_id = ?", (gid,))
    conn.executemany(
        "INSERT INTO teams (game_id, idx, life, poison, poison_limit) VALUES (?, ?, ?, ?, ?)",
        [(gid, t.index, t.life, t.poison, t.poison_limit) for t in state.teams],
    )
    conn.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, team) VALUES (?, ?, ?, ?, ?)",
        [(gid, i, s.user_id, s.name, s.team) for i, s in enumerate(state.seats)],
    )
    conn.executemany(
        "INSERT INTO permanents (game_id, position, perm_id, owner_id, name, kind, power, "
        "toughness, keywords, toxic, ciphers, damage, minus) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '[]', 0, 0)",
        [
            (gid, i, p.id, p.owner, p.name, p.kind, p.power, p.toughness, json.dumps(p.keywords))
            for i, p in enumerate(state.permanents)
        ],
    )
    conn.execute(
        "INSERT INTO actions (game_id, seq, user_id, kind, detail, version, snapshot) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (gid, version + 1, user_id("Alice"), kind, detail, version, state.model_dump_json()),
    )


async def test_a_game_logged_by_schema_2_migrates_and_undoes(tmp_path):
    from bot.games import logic
    from bot.i18n import vocabulary

    path = tmp_path / "old.db"
    await (await Database.open(path, upto=2)).close()
    first = logic.new_game("1v1", player_groups("@Alice @Bob"), user_id("Alice"))
    second = first.model_copy(deep=True)
    logic.add_things(second, user_id("Alice"), "Bear 2/2", vocabulary())
    third = second.model_copy(deep=True)
    logic.add_things(third, user_id("Alice"), "Ogre 4/4 trample", vocabulary())
    with sqlite3.connect(path) as conn:
        gid = conn.execute(
            "INSERT INTO games (guild_id, channel_id, mode, creator_id, version) "
            "VALUES (10, 20, '1v1', ?, -1)",
            (user_id("Alice"),),
        ).lastrowid
        old_save(conn, gid, first, "new", "Alice Bob")
        old_save(conn, gid, second, "add", "Bear 2/2")
        old_save(conn, gid, third, "add", "Ogre 4/4 trample")
    db = await Database.open(path)
    try:
        table = Table(GameHandlers(Handlers(db, lambda: None)))
        assert await table.state() == third
        ok(await table.games.add(table.ctx("Bob"), "Wall 0/4"))  # logged the new way
        ok(await table.games.undo(table.ctx("Alice")))  # the new row: its reverse delta
        assert await table.state() == third
        ok(await table.games.undo(table.ctx("Alice")))  # an old row: the snapshot before it
        assert await table.state() == second
        history = await table.games.history(table.ctx("Alice"))
        assert len(history.lines) == 4
    finally:
        await db.close()
