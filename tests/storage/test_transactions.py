"""The writer stays usable whatever happens to a transaction: an error, or a cancelled task
(a command abandoned at shutdown) at any point of it. On both backends."""

from __future__ import annotations

import asyncio
import contextlib

from bot.storage import open_database


async def test_a_cancelled_write_never_leaves_a_transaction_open(db_url: str):
    db = await open_database(db_url)
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
        async with db.reading() as tx:  # committed, as any other connection sees it
            rows = await tx.rows("SELECT COUNT(*) AS n FROM guild_settings WHERE language = 'de'")
        assert rows[0]["n"] == 12
    finally:
        await db.close()


async def test_a_failed_write_is_rolled_back_alone(db_url: str):
    db = await open_database(db_url)
    try:
        await db.set_guild_language(1, "it")
        try:
            async with db.writing() as tx:
                await tx.execute("UPDATE guild_settings SET language = 'ja'")
                raise RuntimeError("refused half-way")
        except RuntimeError:
            pass
        assert await db.guild_language(1) == "it"
        await db.set_guild_language(1, "de")
        assert await db.guild_language(1) == "de"
    finally:
        await db.close()
