"""The games repository: rows <-> :class:`GameState`, version-checked saves, the action log.

Every change is one transaction: the new state's rows, the game's version bump (only if
the version is still the one read), and an action row holding the compressed reverse delta
of the change (:mod:`bot.storage.delta`), so undo restores the state before the last action
still in force. Reads are one snapshot of committed data. SQL stays here; callers get models.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import aiosqlite

from bot.games.model import Combat, GameState, Permanent, Seat, Team
from bot.storage import delta
from bot.storage.db import Database


class StaleGame(RuntimeError):
    """The game changed since it was read (another command won the race)."""


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game as read: its id, version, creator and state."""

    id: int
    guild_id: int
    channel_id: int
    creator_id: int
    version: int
    state: GameState


@dataclass(frozen=True, slots=True)
class Action:
    """One entry of a game's history."""

    seq: int
    user_id: int
    kind: str
    detail: str
    created_at: str
    undone: bool


class Games:
    """Games per guild and channel."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def load(self, guild_id: int, channel_id: int) -> StoredGame | None:
        """The channel's game as last committed (all its rows read at one moment)."""
        async with self.db.snapshot() as conn:
            return await self._load(conn, guild_id, channel_id)

    async def _load(
        self, conn: aiosqlite.Connection, guild_id: int, channel_id: int
    ) -> StoredGame | None:
        found = await _rows(
            conn, "SELECT * FROM games WHERE guild_id = ? AND channel_id = ?", guild_id, channel_id
        )
        if not found:
            return None
        game = found[0]
        gid = game["id"]
        teams = [
            Team(
                index=r["idx"],
                life=r["life"],
                poison=r["poison"],
                poison_limit=r["poison_limit"],
                lost=bool(r["lost"]),
            )
            for r in await _rows(conn, "SELECT * FROM teams WHERE game_id = ? ORDER BY idx", gid)
        ]
        seats = [
            Seat(user_id=r["user_id"], name=r["name"], team=r["team"], lost=bool(r["lost"]))
            for r in await _rows(
                conn, "SELECT * FROM seats WHERE game_id = ? ORDER BY position", gid
            )
        ]
        permanents = [
            Permanent(
                id=r["perm_id"],
                owner=r["owner_id"],
                name=r["name"],
                kind=r["kind"],
                power=r["power"],
                toughness=r["toughness"],
                keywords=json.loads(r["keywords"]),
                toxic=r["toxic"],
                ciphers=json.loads(r["ciphers"]),
                damage=r["damage"],
                minus=r["minus"],
                loyalty=r["loyalty"],
                defense=r["defense"],
            )
            for r in await _rows(
                conn, "SELECT * FROM permanents WHERE game_id = ? ORDER BY position", gid
            )
        ]
        combat_rows = await _rows(conn, "SELECT * FROM combats WHERE game_id = ?", gid)
        combat = None
        if combat_rows:
            r = combat_rows[0]
            combat = Combat(
                attacks=json.loads(r["attacks"]),
                blocks=json.loads(r["blocks"]),
                declared=json.loads(r["declared"]),
            )
        state = GameState(
            mode=game["mode"],
            seats=seats,
            teams=teams,
            permanents=permanents,
            next_id=game["next_id"],
            active_team=game["active_team"],
            turn=game["turn"],
            combat=combat,
            commander_damage=json.loads(game["commander_damage"]),
            finished=bool(game["finished"]),
            winners=json.loads(game["winners"]),
        )
        return StoredGame(
            gid, game["guild_id"], game["channel_id"], game["creator_id"], game["version"], state
        )

    async def create(
        self, guild_id: int, channel_id: int, creator_id: int, state: GameState, detail: str
    ) -> StoredGame:
        """Start a game in a channel; ``StaleGame`` if the channel already has one."""
        async with self.db.transaction() as conn:
            cursor = await conn.execute(
                "INSERT INTO games (guild_id, channel_id, mode, creator_id) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id, channel_id) DO NOTHING",
                (guild_id, channel_id, state.mode, creator_id),
            )
            if cursor.rowcount == 0:
                raise StaleGame("the channel has a game")
            gid = cursor.lastrowid
            assert gid is not None
            await _write(conn, gid, state)
            await _log(conn, gid, creator_id, "new", detail, 0, None)
        return StoredGame(gid, guild_id, channel_id, creator_id, 0, state)

    async def save(
        self, game: StoredGame, state: GameState, user_id: int, kind: str, detail: str
    ) -> StoredGame:
        """Write a new state if the game is still at the version read; log the action."""
        undo = delta.reverse(state, game.state)
        async with self.db.transaction() as conn:
            await _bump(conn, game)
            await _write(conn, game.id, state)
            await _log(conn, game.id, user_id, kind, detail, game.version + 1, undo)
        return StoredGame(
            game.id, game.guild_id, game.channel_id, game.creator_id, game.version + 1, state
        )

    async def history(self, game: StoredGame, limit: int = 50) -> list[Action]:
        rows = await self.db.fetchall(
            "SELECT seq, user_id, kind, detail, created_at, undone FROM actions "
            "WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
            (game.id, limit),
        )
        return [
            Action(
                r["seq"], r["user_id"], r["kind"], r["detail"], r["created_at"], bool(r["undone"])
            )
            for r in reversed(rows)
        ]

    async def last_action(self, game: StoredGame) -> Action | None:
        actions = [a for a in await self.history(game, 1000) if not a.undone]
        return actions[-1] if len(actions) > 1 else None  # the game's creation is not undone

    async def undo(self, game: StoredGame) -> tuple[StoredGame, Action]:
        """Restore the state before the last action still in force."""
        async with self.db.transaction() as conn:
            live = await _rows(
                conn,
                "SELECT seq, user_id, kind, detail, created_at, snapshot, undo FROM actions "
                "WHERE game_id = ? AND undone = 0 ORDER BY seq DESC LIMIT 2",
                game.id,
            )
            if len(live) < 2:
                raise LookupError("nothing to undo")
            last, before = live
            await _bump(conn, game)
            if last["undo"] is not None:
                state = delta.restore(game.state, last["undo"])
            elif before["snapshot"] is not None:  # logged before migration 003: a snapshot
                state = GameState.model_validate_json(before["snapshot"])
            else:
                raise LookupError("nothing to undo")
            await _write(conn, game.id, state)
            await conn.execute(
                "UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?",
                (game.id, last["seq"]),
            )
        action = Action(
            last["seq"], last["user_id"], last["kind"], last["detail"], last["created_at"], True
        )
        return (
            StoredGame(
                game.id, game.guild_id, game.channel_id, game.creator_id, game.version + 1, state
            ),
            action,
        )

    async def delete(self, game_id: int) -> None:
        await self._delete("DELETE FROM games WHERE id = ?", game_id)

    async def delete_channel(self, guild_id: int, channel_id: int) -> int:
        return await self._delete(
            "DELETE FROM games WHERE guild_id = ? AND channel_id = ?", guild_id, channel_id
        )

    async def delete_guild(self, guild_id: int) -> int:
        return await self._delete("DELETE FROM games WHERE guild_id = ?", guild_id)

    async def purge_idle(self, idle: timedelta, now: datetime | None = None) -> int:
        """Delete games nobody touched for ``idle``."""
        cutoff = (now or datetime.now(UTC)) - idle
        return await self._delete(
            "DELETE FROM games WHERE updated_at < ?",
            cutoff.strftime("%Y-%m-%dT%H:%M:%S.%fZ")[:-4] + "Z",
        )

    async def _delete(self, sql: str, *params: object) -> int:
        async with self.db.transaction() as conn:
            cursor = await conn.execute(sql, params)
            return cursor.rowcount


async def _rows(conn: aiosqlite.Connection, sql: str, *params: object) -> list[Any]:
    return list(await conn.execute_fetchall(sql, params))


async def _bump(conn: aiosqlite.Connection, game: StoredGame) -> None:
    """Move the game to its next version, if it is still at the version read."""
    cursor = await conn.execute(
        "UPDATE games SET version = version + 1, "
        "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND version = ?",
        (game.id, game.version),
    )
    if cursor.rowcount != 1:
        raise StaleGame("the game changed")


async def _write(conn: aiosqlite.Connection, gid: int, state: GameState) -> None:
    await conn.execute(
        "UPDATE games SET mode = ?, active_team = ?, turn = ?, next_id = ?, finished = ?, "
        "winners = ?, commander_damage = ? WHERE id = ?",
        (
            state.mode,
            state.active_team,
            state.turn,
            state.next_id,
            int(state.finished),
            json.dumps(state.winners),
            json.dumps(state.commander_damage),
            gid,
        ),
    )
    for table in ("teams", "seats", "permanents", "combats"):
        await conn.execute(f"DELETE FROM {table} WHERE game_id = ?", (gid,))
    await conn.executemany(
        "INSERT INTO teams (game_id, idx, life, poison, poison_limit, lost) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(gid, t.index, t.life, t.poison, t.poison_limit, int(t.lost)) for t in state.teams],
    )
    await conn.executemany(
        "INSERT INTO seats (game_id, position, user_id, name, team, lost) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(gid, i, s.user_id, s.name, s.team, int(s.lost)) for i, s in enumerate(state.seats)],
    )
    await conn.executemany(
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
        await conn.execute(
            "INSERT INTO combats (game_id, attacks, blocks, declared) VALUES (?, ?, ?, ?)",
            (
                gid,
                json.dumps(state.combat.attacks),
                json.dumps(state.combat.blocks),
                json.dumps(state.combat.declared),
            ),
        )


async def _log(
    conn: aiosqlite.Connection,
    gid: int,
    user_id: int,
    kind: str,
    detail: str,
    version: int,
    undo: bytes | None,
) -> None:
    """Log an action with the reverse delta that undoes it (none for the game's creation)."""
    await conn.execute(
        "INSERT INTO actions (game_id, seq, user_id, kind, detail, version, undo) "
        "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), "
        "?, ?, ?, ?, ?)",
        (gid, gid, user_id, kind, detail, version, undo),
    )
