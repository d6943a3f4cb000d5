"""The games repository: a game is one row, its :class:`GameState` as JSON beside its
version; the action log beside it.

Every change is one transaction: the game's row, written only if its version is still the
one read (optimistic concurrency: the version goes up by one), and an action row holding
the compressed reverse delta of the change (:mod:`bot.storage.delta`), so undo restores
the state before the last action still in force. Reads are one snapshot of committed data.
SQL stays here; callers get models.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.games.model import GameState
from bot.storage import delta
from bot.storage.sql import Row, Store, Tx


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
class HistoryEntry:
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
        """The channel's game as last committed: the one in play, else the last one."""
        async with self.db.reading() as tx:
            found = await tx.rows(
                "SELECT id, guild_id, channel_id, creator_id, version, state FROM games "
                "WHERE guild_id = ? AND channel_id = ? ORDER BY id DESC LIMIT 1",
                guild_id,
                channel_id,
            )
        if not found:
            return None
        row = found[0]
        state = GameState.model_validate_json(row["state"])
        return StoredGame(
            row["id"], row["guild_id"], row["channel_id"], row["creator_id"], row["version"], state
        )

    async def create(
        self, guild_id: int, channel_id: int, creator_id: int, state: GameState, detail: str
    ) -> StoredGame:
        """Start a game in a channel; ``StaleGame`` if the channel has a game in play.

        The channel's finished games stay, with their history, and change no more: their
        version moves on, so a command that read one (an undo racing this) finds it stale.
        """
        async with self.db.writing() as tx:
            await tx.execute(
                "UPDATE games SET version = version + 1 "
                "WHERE guild_id = ? AND channel_id = ? AND finished",
                guild_id,
                channel_id,
            )
            made = await tx.rows(
                "INSERT INTO games (guild_id, channel_id, creator_id, state, finished) "
                "VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (guild_id, channel_id) WHERE NOT finished DO NOTHING RETURNING id",
                guild_id,
                channel_id,
                creator_id,
                state.model_dump_json(),
                state.finished,
            )
            if not made:
                raise StaleGame("the channel has a game")
            gid = int(made[0]["id"])
            await _log(tx, gid, creator_id, "new", detail, 0, None)
        return StoredGame(gid, guild_id, channel_id, creator_id, 0, state)

    async def save(
        self, game: StoredGame, state: GameState, user_id: int, kind: str, detail: str
    ) -> StoredGame:
        """Write a new state if the game is still at the version read; log the action."""
        undo = delta.reverse(state, game.state)
        async with self.db.writing() as tx:
            await _write(tx, game, state)
            await _log(tx, game.id, user_id, kind, detail, game.version + 1, undo)
        return StoredGame(
            game.id, game.guild_id, game.channel_id, game.creator_id, game.version + 1, state
        )

    async def history(self, game: StoredGame, limit: int = 50) -> list[HistoryEntry]:
        async with self.db.reading() as tx:
            rows = await tx.rows(
                "SELECT seq, user_id, kind, detail, created_at, undone FROM actions "
                "WHERE game_id = ? ORDER BY seq DESC LIMIT ?",
                game.id,
                limit,
            )
            text = tx.dialect.text
        return [_action(r, text) for r in reversed(rows)]

    async def last_action(self, game: StoredGame) -> HistoryEntry | None:
        """The last action still in force, unless it is the game's creation (not undone)."""
        async with self.db.reading() as tx:
            rows = await tx.rows(
                "SELECT seq, user_id, kind, detail, created_at, undone FROM actions "
                "WHERE game_id = ? AND NOT undone AND kind <> 'new' ORDER BY seq DESC LIMIT 1",
                game.id,
            )
            text = tx.dialect.text
        return _action(rows[0], text) if rows else None

    async def undo(self, game: StoredGame) -> tuple[StoredGame, HistoryEntry]:
        """Restore the state before the last action still in force."""
        async with self.db.writing() as tx:
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
            await _write(tx, game, state)
            await tx.execute(
                "UPDATE actions SET undone = TRUE WHERE game_id = ? AND seq = ?",
                game.id,
                last["seq"],
            )
            created = tx.dialect.text(last["created_at"])
        action = HistoryEntry(
            last["seq"], last["user_id"], last["kind"], last["detail"], created, True
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
        async with self.db.writing() as tx:
            return await tx.execute(
                "DELETE FROM games WHERE updated_at < ?", tx.dialect.moment(cutoff)
            )

    async def _delete(self, sql: str, *params: object) -> int:
        async with self.db.writing() as tx:
            return await tx.execute(sql, *params)


async def _write(tx: Tx, game: StoredGame, state: GameState) -> None:
    """Write the game's new state, if it is still at the version read; else ``StaleGame``.

    The row's update takes its lock until the transaction ends: on PostgreSQL another
    process's write to the same game waits for this one, then finds the version moved.
    """
    changed = await tx.execute(
        f"UPDATE games SET state = ?, finished = ?, version = version + 1, "
        f"updated_at = {tx.dialect.now} WHERE id = ? AND version = ?",
        state.model_dump_json(),
        state.finished,
        game.id,
        game.version,
    )
    if changed != 1:
        raise StaleGame("the game changed")


def _action(row: Row, text: Callable[[object], str]) -> HistoryEntry:
    return HistoryEntry(
        row["seq"],
        row["user_id"],
        row["kind"],
        row["detail"],
        text(row["created_at"]),
        bool(row["undone"]),
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
