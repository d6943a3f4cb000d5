"""The writer stays usable whatever happens to a transaction: an error, or a cancelled task
(a command abandoned at shutdown) at any point of it."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3

from bot.storage import Database


async def test_a_cancelled_write_never_leaves_a_transaction_open(tmp_path):
    db = await Database.open(tmp_path / "bot.db")
    try:
        for steps in range(12):  # cancelled after 0, 1, 2, ... turns of the loop
            task = asyncio.create_task(db.set_guild_language(1, "it"))
            for _ in range(steps):
                await asyncio.sleep(0)
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            await db.set_guild_language(2 + steps, "de")  # the next write works
            assert await db.guild_language(2 + steps) == "de"
    finally:
        await db.close()
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        assert (
            conn.execute("SELECT COUNT(*) FROM guild_settings WHERE language = 'de'").fetchone()[0]
            == 12
        )


async def test_a_failed_write_is_rolled_back_alone(tmp_path):
    db = await Database.open(tmp_path / "bot.db")
    try:
        await db.set_guild_language(1, "it")
        try:
            async with db.transaction() as conn:
                await conn.execute("UPDATE guild_settings SET language = 'ja'")
                raise RuntimeError("refused half-way")
        except RuntimeError:
            pass
        assert await db.guild_language(1) == "it"
        await db.set_guild_language(1, "de")
        assert await db.guild_language(1) == "de"
    finally:
        await db.close()
