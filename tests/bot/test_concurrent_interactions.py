"""Many channels and two guilds at once through the real discord.py client: /game, /settings
and reads in flight together all succeed, and every write is in the database afterwards."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

from bot.i18n import t
from tests.bot.test_interactions import bot, embed  # noqa: F401 (fixture)
from tests.e2e import payloads as p

GUILDS = ("700000000000000101", "700000000000000102")
CHANNELS = [(g, str(int(g) + 1000 + 10 * k + i)) for k, g in enumerate(GUILDS) for i in range(2)]
ALICE, BOB = 42, 43


def where(payload: dict[str, Any], guild: str) -> dict[str, Any]:
    payload["guild_id"] = guild
    payload["channel"]["guild_id"] = guild
    return payload


def game(guild: str, channel: str, command: str, options: list, uid: int = ALICE) -> dict:
    name = "alice" if uid == ALICE else "bob"
    payload = p.subcommand("game", command, options, uid=uid, name=name, channel=channel)
    return where(payload, guild)


async def all_answered(bot, standin, payloads: list[dict]) -> list[dict]:  # noqa: F811
    """Dispatch every interaction at once, then collect what each one shows its user."""
    for payload in payloads:
        await standin.dispatch("INTERACTION_CREATE", payload)
    records = await asyncio.gather(
        *(
            standin.wait_for(
                lambda r, payload=payload: (
                    r.path == f"/interactions/{payload['id']}/{payload['token']}/callback"
                ),
                timeout=20,
            )
            for payload in payloads
        )
    )
    return list(
        await asyncio.gather(
            *(
                standin.final(payload, r.body, 20)
                for payload, r in zip(payloads, records, strict=True)
            )
        )
    )


async def test_game_settings_and_reads_in_many_channels_at_once(bot, standin, tmp_path):  # noqa: F811
    standin.users.update({str(ALICE): "alice", str(BOB): "bob"})
    players = [p.option("mode", "1v1"), p.option("players", f"<@{ALICE}> <@{BOB}>")]
    started = await all_answered(bot, standin, [game(g, c, "new", players) for g, c in CHANNELS])
    assert [embed(b)["title"] for b in started] == [
        t("en", "game-new-title", mode=t("en", "mode-1v1"))
    ] * len(CHANNELS)
    work = []
    for g, c in CHANNELS:
        for i in range(2):
            work.append(game(g, c, "add", [p.option("things", f"AliceBear{i} 2/2")]))
            work.append(game(g, c, "add", [p.option("things", f"BobWall{i} 0/4")], uid=BOB))
        work.append(game(g, c, "board", [], uid=BOB))
    for g in GUILDS:
        settings = p.slash("settings", [p.option("language", "en")], permissions=p.MANAGE_GUILD)
        work.append(where(settings, g))
    work.append(p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    bodies = await all_answered(bot, standin, work)
    titles = [embed(b)["title"] for b in bodies]
    assert t("en", "error-internal") not in titles
    added = [b for b in bodies if "battlefield" in embed(b).get("description", "")]
    assert len(added) == 16 and not any(b["data"].get("flags") for b in added)
    assert titles.count(t("en", "settings-title")) == 2
    assert standin.problems == []
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        assert sorted(conn.execute("SELECT guild_id, language FROM guild_settings")) == [
            (int(g), "en") for g in GUILDS
        ]
        for g, c in CHANNELS:
            names = conn.execute(
                "SELECT json_extract(p.value, '$.name') AS name "
                "FROM games g, json_each(g.state, '$.permanents') p "
                "WHERE g.guild_id = ? AND g.channel_id = ? ORDER BY name",
                (int(g), int(c)),
            ).fetchall()
            assert [n for (n,) in names] == ["AliceBear0", "AliceBear1", "BobWall0", "BobWall1"]
