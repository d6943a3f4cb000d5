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

from bot.games.model import Combat, GameState, Permanent, Seat, Team
from bot.storage import delta
from bot.storage.sql import Store, Tx


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

    def __init__(self, db: Store) -> None:
        self.db = db

    async def load(self, guild_id: int, channel_id: int) -> StoredGame | None:
        """The channel's game as last committed (all its rows read at one moment)."""
        async with self.db.reading() as tx:
            return await self._load(tx, guild_id, channel_id)

    async def _load(self, tx: Tx, guild_id: int, channel_id: int) -> StoredGame | None:
        found = await tx.rows(
            "SELECT * FROM games WHERE guild_id = ? AND channel_id = ?", guild_id, channel_id
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
            for r in await tx.rows("SELECT * FROM teams WHERE game_id = ? ORDER BY idx", gid)
        ]
        seats = [
            Seat(user_id=r["user_id"], name=r["name"], team=r["team"], lost=bool(r["lost"]))
            for r in await tx.rows("SELECT * FROM seats WHERE game_id = ? ORDER BY position", gid)
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
            for r in await tx.rows(
                "SELECT * FROM permanents WHERE game_id = ? ORDER BY position", gid
            )
        ]
        combat_rows = await tx.rows("SELECT * FROM combats WHERE game_id = ?", gid)
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
            end_votes=json.loads(game["end_votes"]),
        )
        return StoredGame(
            gid, game["guild_id"], game["channel_id"], game["creator_id"], game["version"], state
        )

    async def create(
        self, guild_id: int, channel_id: int, creator_id: int, state: GameState, detail: str
    ) -> StoredGame:
        """Start a game in a channel; ``StaleGame`` if the channel already has one."""
        async with self.db.writing() as tx:
            made = await tx.rows(
                "INSERT INTO games (guild_id, channel_id, mode, creator_id) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id, channel_id) DO NOTHING RETURNING id",
                guild_id,
                channel_id,
                state.mode,
                creator_id,
            )
            if not made:
                raise StaleGame("the channel has a game")
            gid = int(made[0]["id"])
            await _write(tx, gid, state)
            await _log(tx, gid, creator_id, "new", detail, 0, None)
        return StoredGame(gid, guild_id, channel_id, creator_id, 0, state)

    async def save(
        self, game: StoredGame, state: GameState, user_id: int, kind: str, detail: str
    ) -> StoredGame:
        """Write a new state if the game is still at the version read; log the action."""
        undo = delta.reverse(state, game.state)
        async with self.db.writing() as tx:
            await _bump(tx, game)
            await _write(tx, game.id, state)
            await _log(tx, game.id, user_id, kind, detail, game.version + 1, undo)
        return StoredGame(
            game.id, game.guild_id, game.channel_id, game.creator_id, game.version + 1, state
        )

    async def history(self, game: StoredGame, limit: int = 50) -> list[Action]:
        async with self.db.reading() as tx:
            rows = await tx.rows(
                "SELECT seq, user_id, kind, detail, created_at, undone FROM actions "
                "WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
                game.id,
                limit,
            )
            text = tx.dialect.text
        return [
            Action(
                r["seq"],
                r["user_id"],
                r["kind"],
                r["detail"],
                text(r["created_at"]),
                bool(r["undone"]),
            )
            for r in reversed(rows)
        ]

    async def last_action(self, game: StoredGame) -> Action | None:
        actions = [a for a in await self.history(game, 1000) if not a.undone]
        return actions[-1] if len(actions) > 1 else None  # the game's creation is not undone

    async def undo(self, game: StoredGame) -> tuple[StoredGame, Action]:
        """Restore the state before the last action still in force."""
        async with self.db.writing() as tx:
            await _bump(tx, game)
            live = await tx.rows(
                "SELECT seq, user_id, kind, detail, created_at, snapshot, undo FROM actions "
                "WHERE game_id = ? AND NOT undone ORDER BY seq DESC LIMIT 2",
                game.id,
            )
            if len(live) < 2:
                raise LookupError("nothing to undo")
            last, before = live
            if last["undo"] is not None:
                state = delta.restore(game.state, bytes(last["undo"]))
            elif before["snapshot"] is not None:  # logged before migration 003: a snapshot
                state = GameState.model_validate_json(before["snapshot"])
            else:
                raise LookupError("nothing to undo")
            await _write(tx, game.id, state)
            await tx.execute(
                "UPDATE actions SET undone = TRUE WHERE game_id = ? AND seq = ?",
                game.id,
                last["seq"],
            )
            created = tx.dialect.text(last["created_at"])
        action = Action(last["seq"], last["user_id"], last["kind"], last["detail"], created, True)
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
        async with self.db.writing() as tx:
            return await tx.execute(
                "DELETE FROM games WHERE updated_at < ?", tx.dialect.moment(cutoff)
            )

    async def _delete(self, sql: str, *params: object) -> int:
        async with self.db.writing() as tx:
            return await tx.execute(sql, *params)


async def _bump(tx: Tx, game: StoredGame) -> None:
    """Move the game to its next version, if it is still at the version read.

    On PostgreSQL the game's row is locked first (``SELECT ... FOR UPDATE``), so another
    process's write to the same game waits for this one and then finds the version moved.
    """
    if tx.dialect.lock_game is not None:
        await tx.rows(tx.dialect.lock_game, game.id)
    changed = await tx.execute(
        f"UPDATE games SET version = version + 1, updated_at = {tx.dialect.now} "
        "WHERE id = ? AND version = ?",
        game.id,
        game.version,
    )
    if changed != 1:
        raise StaleGame("the game changed")


async def _write(tx: Tx, gid: int, state: GameState) -> None:
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


async def _log(
    tx: Tx,
    gid: int,
    user_id: int,
    kind: str,
    detail: str,
    version: int,
    undo: bytes | None,
) -> None:
    """Log an action with the reverse delta that undoes it (none for the game's creation)."""
    await tx.execute(
        "INSERT INTO actions (game_id, seq, user_id, kind, detail, version, undo) "
        "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), "
        "?, ?, ?, ?, ?)",
        gid,
        gid,
        user_id,
        kind,
        detail,
        version,
        undo,
    )
