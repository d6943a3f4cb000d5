"""Migration 005 carries every game over, on SQLite and on PostgreSQL: a database made by the
code before it (migrations 1-4 and the save path that wrote a game's rows into four child
tables, kept here as it was) opens with every game's state, version, history and undo."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.console import player_groups, user_id
from bot.games import logic
from bot.games.model import GameState
from bot.i18n import vocabulary
from bot.storage import delta, open_database
from bot.storage.games import Games
from bot.storage.sql import Store, Tx

# -- The save path before migration 005, as it was ---------------------------------------


@dataclass
class OldGame:
    id: int
    version: int
    state: GameState


async def old_create(
    db: Store, guild: int, channel: int, creator: int, state: GameState
) -> OldGame:
    async with db.writing() as tx:
        made = await tx.rows(
            "INSERT INTO games (guild_id, channel_id, mode, creator_id) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (guild_id, channel_id) DO NOTHING RETURNING id",
            guild,
            channel,
            state.mode,
            creator,
        )
        gid = int(made[0]["id"])
        await old_write(tx, gid, state)
        await old_log(tx, gid, creator, "new", " ".join(s.name for s in state.seats), 0, None)
    return OldGame(gid, 0, state)


async def old_save(
    db: Store, game: OldGame, state: GameState, who: str, kind: str, detail: str
) -> OldGame:
    undo = delta.reverse(state, game.state)
    async with db.writing() as tx:
        await old_bump(tx, game)
        await old_write(tx, game.id, state)
        await old_log(tx, game.id, user_id(who), kind, detail, game.version + 1, undo)
    return OldGame(game.id, game.version + 1, state)


async def old_undo(db: Store, game: OldGame) -> OldGame:
    async with db.writing() as tx:
        await old_bump(tx, game)
        last, _ = await tx.rows(
            "SELECT seq, undo FROM actions WHERE game_id = ? AND NOT undone "
            "ORDER BY seq DESC LIMIT 2",
            game.id,
        )
        state = delta.restore(game.state, bytes(last["undo"]))
        await old_write(tx, game.id, state)
        await tx.execute(
            "UPDATE actions SET undone = TRUE WHERE game_id = ? AND seq = ?", game.id, last["seq"]
        )
    return OldGame(game.id, game.version + 1, state)


async def old_bump(tx: Tx, game: OldGame) -> None:
    if tx.dialect.name == "postgresql":
        await tx.rows("SELECT version FROM games WHERE id = ? FOR UPDATE", game.id)
    changed = await tx.execute(
        f"UPDATE games SET version = version + 1, updated_at = {tx.dialect.now} "
        "WHERE id = ? AND version = ?",
        game.id,
        game.version,
    )
    assert changed == 1


async def old_write(tx: Tx, gid: int, state: GameState) -> None:
    await tx.execute(
        "UPDATE games SET mode = ?, active_team = ?, turn = ?, next_id = ?, finished = ?, "
        "winners = ?, commander_damage = ?, end_votes = ? WHERE id = ?",
        state.mode,
        state.active_team,
        state.turn,
        state.next_id,
        state.finished,
        json.dumps(state.winners),
        json.dumps(state.commander_damage),
        json.dumps(state.end_votes),
        gid,
    )
    for table in ("teams", "seats", "permanents", "combats"):
        await tx.execute(f"DELETE FROM {table} WHERE game_id = ?", gid)
    await tx.executemany(
        "INSERT INTO teams (game_id, idx, life, poison, poison_limit, lost) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(gid, t.index, t.life, t.poison, t.poison_limit, t.lost) for t in state.teams],
    )
    await tx.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, team, lost) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(gid, i, s.user_id, s.name, s.team, s.lost) for i, s in enumerate(state.seats)],
    )
    await tx.executemany(
        "INSERT INTO permanents (game_id, position, perm_id, owner_id, name, kind, power, "
        "toughness, keywords, toxic, ciphers, damage, minus, loyalty, defense) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                gid,
                i,
                p.id,
                p.owner,
                p.name,
                p.kind,
                p.power,
                p.toughness,
                json.dumps(p.keywords),
                p.toxic,
                json.dumps(p.ciphers),
                p.damage,
                p.minus,
                p.loyalty,
                p.defense,
            )
            for i, p in enumerate(state.permanents)
        ],
    )
    if state.combat is not None:
        await tx.execute(
            "INSERT INTO combats (game_id, attacks, blocks, declared) VALUES (?, ?, ?, ?)",
            gid,
            json.dumps(state.combat.attacks),
            json.dumps(state.combat.blocks),
            json.dumps(state.combat.declared),
        )


async def old_log(
    tx: Tx, gid: int, who: int, kind: str, detail: str, version: int, undo: bytes | None
) -> None:
    await tx.execute(
        "INSERT INTO actions (game_id, seq, user_id, kind, detail, version, undo) "
        "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), "
        "?, ?, ?, ?, ?)",
        gid,
        gid,
        who,
        kind,
        detail,
        version,
        undo,
    )


# -- Games played by the old code ---------------------------------------------------------


class Played:
    """A game written by the old save path: each state it went through, in force or undone."""

    def __init__(self, db: Store, game: OldGame) -> None:
        self.db = db
        self.game = game
        self.states = [game.state]  # the states in force, oldest first

    async def act(self, who: str, kind: str, detail: str, change) -> None:
        state = self.game.state.model_copy(deep=True)
        change(state)
        self.game = await old_save(self.db, self.game, state, who, kind, detail)
        self.states.append(state)

    async def undo(self) -> None:
        self.game = await old_undo(self.db, self.game)
        self.states.pop()
        assert self.game.state == self.states[-1]


async def play(db: Store) -> dict[tuple[int, int], Played]:
    vocab = vocabulary()
    alice, bob = user_id("Alice"), user_id("Bob")
    giant = Played(
        db,
        await old_create(
            db, 1, 1, alice, logic.new_game("2hg", player_groups("@Alice @Ann @Bob @Ben"), alice)
        ),
    )
    await giant.act(
        "Alice",
        "add",
        "Rat 5/5 infect",
        lambda s: logic.add_things(
            s, alice, "Rat 5/5 infect, Knight 2/2 double strike toxic 2", vocab
        ),
    )
    await giant.act(
        "Bob",
        "add",
        "Wall",
        lambda s: logic.add_things(s, bob, "Wall 0/6 reach, Jace pw 4, Siege battle 5", vocab),
    )
    await giant.act(
        "Bob",
        "set",
        "Rat -> Bob commander_damage 7",
        lambda s: logic.set_value(s, bob, "Rat -> Bob", "commander_damage", 7),
    )
    await giant.act(
        "Alice",
        "attack",
        "Rat -> Bob, Knight -> Jace",
        lambda s: logic.attack(s, alice, "Rat -> Bob, Knight -> Jace"),
    )
    await giant.act(
        "Bob", "block", "Wall blocks Rat", lambda s: logic.block(s, bob, "Wall blocks Rat", vocab)
    )
    await giant.act("Bob", "end", "", lambda s: logic.vote_end(s, bob))
    await giant.undo()  # an undone action, its row kept
    duel = Played(
        db,
        await old_create(
            db, 1, 2, alice, logic.new_game("1v1", player_groups("@Alice @Bob"), alice)
        ),
    )
    await duel.act(
        "Alice", "add", "Bear 2/2", lambda s: logic.add_things(s, alice, "Bear 2/2", vocab)
    )
    await duel.act(
        "Bob",
        "set",
        "Bob life 0",
        lambda s: (logic.set_value(s, bob, "Bob", "life", 0), logic.state_based_actions(s)),
    )
    assert duel.game.state.finished  # the old rows of a game that is over
    return {(1, 1): giant, (1, 2): duel}


async def test_games_made_before_migration_5_are_carried_over(db_url: str):
    db = await open_database(db_url, upto=4)
    try:
        played = await play(db)
    finally:
        await db.close()
    db = await open_database(db_url)
    try:
        games = Games(db)
        for (guild, channel), old in played.items():
            game = await games.load(guild, channel)
            assert game is not None
            assert (game.id, game.version, game.state) == (
                old.game.id,
                old.game.version,
                old.states[-1],
            )
            history = await games.history(game)
            undone = sum(action.undone for action in history)
            assert undone == (1 if channel == 1 else 0)
            assert len(history) + undone == old.game.version + 1  # an undo adds no row
            assert history[0].kind == "new"
            async with db.reading() as tx:
                [row] = await tx.rows("SELECT finished FROM games WHERE id = ?", game.id)
            assert bool(row["finished"]) == game.state.finished
            # Undo goes back through every state the old code wrote, by its reverse deltas.
            for before in reversed(old.states[:-1]):
                game, _ = await games.undo(game)
                assert game.state == before
            assert await games.last_action(game) is None
    finally:
        await db.close()
