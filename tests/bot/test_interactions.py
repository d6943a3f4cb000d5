"""The bot through discord.py's real objects: raw interaction payloads fed to the client,
REST pointed at a loopback stand-in that records every reply."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from bot.app import RedzoneBot
from bot.commandspec import COMMANDS
from bot.config import Config
from bot.i18n import t
from tests.e2e import payloads as p
from tests.e2e.standin import StandIn
from tests.rules.synth import encode, synthetic_cr


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def bot(standin: StandIn, tmp_path, monkeypatch, cards_file) -> AsyncIterator[RedzoneBot]:
    cr = tmp_path / "cr.txt"
    cr.write_bytes(encode(synthetic_cr()))
    monkeypatch.setattr(discord.http.Route, "BASE", standin.api_base)
    config = Config(
        discord_token="token",
        redzone_db=tmp_path / "bot.db",
        redzone_cr_path=cr,
        redzone_cards_path=cards_file,
    )
    client = RedzoneBot(config)
    await client.login("token")  # GET /users/@me, application info, setup_hook: sync
    await client.cards.load(update=False)  # what the start-up task does, awaited
    yield client
    await client.close()


async def send(bot: RedzoneBot, standin: StandIn, payload: dict[str, Any]) -> dict[str, Any]:
    """Dispatch a raw interaction and return the body of the bot's callback."""
    bot._connection.parse_interaction_create(payload)
    record = await standin.wait_for(
        lambda r: r.path == f"/interactions/{payload['id']}/{payload['token']}/callback"
    )
    return record.body


def embed(body: dict[str, Any]) -> dict[str, Any]:
    return body["data"]["embeds"][0]


async def test_sync_payload_is_valid_and_recorded(bot, standin):
    assert [c["name"] for c in standin.commands] == list(
        dict.fromkeys(c.group or c.key for c in COMMANDS)
    )
    assert standin.problems == []
    combat = standin.commands[0]
    assert combat["name_localizations"] == {"de": "kampf", "it": "combattimento", "ja": "戦闘"}


@pytest.mark.parametrize(
    ("locale", "title"),
    [
        ("en-US", "Outcome (1v1)"),
        ("en-GB", "Outcome (1v1)"),
        ("it", "Esito (1 contro 1)"),
        ("de", "Ergebnis (1 gegen 1)"),
        ("ja", "結果（1対1）"),
        ("fr", "Outcome (1v1)"),
    ],
)
async def test_combat_in_the_users_language(bot, standin, locale, title):
    body = await send(
        bot,
        standin,
        p.slash("combat", [p.option("board", "Alice: Bear 2/2 | Bob:")], locale=locale),
    )
    assert body["type"] == 4
    assert embed(body)["title"] == title
    assert body["data"]["allowed_mentions"] == {"parse": []}
    assert not body["data"].get("flags")
    assert standin.problems == []


async def test_bad_board_is_an_ephemeral_error_with_a_caret(bot, standin):
    board = "Alice: Bear 2/2 flyng | Bob:"
    body = await send(bot, standin, p.slash("combat", [p.option("board", board)], locale="it"))
    assert body["data"]["flags"] & 64
    description = embed(body)["description"]
    assert "```\n" + board + "\n" + " " * 16 + "^^^^^\n```" in description
    assert embed(body)["title"] == t("it", "error-unknown_keyword")


async def test_names_cannot_ping_or_break_markdown(bot, standin):
    board = "Alice: @everyone 2/2, **Bold** 1/1 | Bob:"
    body = await send(bot, standin, p.slash("combat", [p.option("board", board)]))
    text = embed(body)["description"]
    assert "@everyone" not in text and "@\u200beveryone" in text
    assert "\\*\\*Bold\\*\\*" in text
    assert body["data"]["allowed_mentions"] == {"parse": []}


async def test_private_combat_is_ephemeral(bot, standin):
    body = await send(
        bot,
        standin,
        p.slash("combat", [p.option("board", "2/2 vs 1/1"), p.option("private", True, kind=5)]),
    )
    assert body["data"]["flags"] & 64


async def test_long_combat_pages_turn_for_the_asker_only(bot, standin):
    attackers = ", ".join(f"Knight{i} 3/3 ds trample lifelink" for i in range(40))
    blockers = ", ".join(f"Wall{i} 0/2 blocks Knight{i}" for i in range(40))
    body = await send(
        bot,
        standin,
        p.slash("combat", [p.option("board", f"Alice: {attackers} | Bob 400: {blockers}")]),
    )
    first = embed(body)
    assert "Page 1 of" in first["footer"]["text"]
    buttons = body["data"]["components"][0]["components"]
    message = standin.messages[next(reversed(standin.messages))]
    # Someone else presses "next": refused, privately.
    other = p.component(message, buttons[1]["custom_id"], uid=99, name="mallory")
    refusal = await send(bot, standin, other)
    assert refusal["type"] == 4 and refusal["data"]["flags"] & 64
    assert refusal["data"]["content"] == t("en", "pages-not-yours")
    # The asker presses "next": the message is edited to page 2.
    press = p.component(message, buttons[1]["custom_id"])
    standin.component_messages[press["id"]] = message["id"]
    turned = await send(bot, standin, press)
    assert turned["type"] == 7
    assert "Page 2 of" in turned["data"]["embeds"][0]["footer"]["text"]
    assert standin.problems == []


async def test_rule_with_references_and_select(bot, standin):
    body = await send(bot, standin, p.slash("rule", [p.option("query", "702.4")], locale="de"))
    first = embed(body)
    assert first["title"] == "702.4. Double Strike"
    assert first["footer"]["text"] == "Umfassende Regeln, gültig ab 2026-09-25"
    select = body["data"]["components"][0]["components"][0]
    assert [o["value"] for o in select["options"]] == ["510", "702.7", "702.19b", "702.19c"]
    message = standin.messages[next(reversed(standin.messages))]
    chosen = await send(
        bot,
        standin,
        p.component(
            message, select["custom_id"], component_type=3, values=["702.7"], uid=77, name="bob"
        ),
    )
    assert chosen["data"]["flags"] & 64
    assert chosen["data"]["embeds"][0]["title"] == "702.7. First Strike"


async def test_rule_autocomplete(bot, standin):
    body = await send(
        bot, standin, p.autocomplete("rule", [p.option("query", "702", focused=True)])
    )
    assert body["type"] == 8
    choices = body["data"]["choices"]
    assert 1 <= len(choices) <= 25
    assert choices[0] == {"name": "702 Keyword Abilities", "value": "702"}
    assert all(len(c["name"]) <= 100 for c in choices)


async def test_help(bot, standin):
    body = await send(bot, standin, p.slash("help", locale="ja"))
    assert embed(body)["title"] == t("ja", "help-title")


async def test_settings_need_manage_server_and_change_the_language(bot, standin):
    refused = await send(bot, standin, p.slash("settings", [p.option("language", "it")]))
    assert refused["data"]["flags"] & 64
    assert t("en", "settings-forbidden") in embed(refused)["description"]
    saved = await send(
        bot, standin, p.slash("settings", [p.option("language", "it")], permissions=p.MANAGE_GUILD)
    )
    assert embed(saved)["title"] == t("it", "settings-title")
    later = await send(
        bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")], locale="ja")
    )
    assert embed(later)["title"] == "Esito (1 contro 1)"  # the guild's choice wins


async def test_unexpected_error_is_logged_and_answered_with_an_apology(
    bot, standin, caplog, monkeypatch
):
    async def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(bot.handlers, "combat", broken)
    with caplog.at_level(logging.ERROR):
        body = await send(bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    assert body["data"]["flags"] & 64
    assert embed(body)["title"] == t("en", "error-internal")
    assert "boom" not in str(body)
    failures = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert failures and "combat" in failures[0].getMessage()
    caplog.clear()


async def test_slow_work_is_deferred_then_followed_up(bot, standin, monkeypatch):
    import asyncio

    from bot import app

    monkeypatch.setattr(app, "SLOW", 0.05)
    original = bot.handlers.combat

    async def slow(*args: Any, **kwargs: Any):
        await asyncio.sleep(0.3)
        return await original(*args, **kwargs)

    monkeypatch.setattr(bot.handlers, "combat", slow)
    payload = p.slash("combat", [p.option("board", "2/2 vs 1/1")])
    body = await send(bot, standin, payload)
    assert body["type"] == 5  # "thinking" within the deadline
    followup = await standin.wait_for(
        lambda r: (
            r.method == "POST" and r.path.startswith("/webhooks/") and payload["token"] in r.path
        )
    )
    assert followup.body["embeds"][0]["title"] == "Outcome (1v1)"
    assert followup.body["allowed_mentions"] == {"parse": []}


async def test_a_press_on_expired_buttons_is_answered(bot, standin):
    body = await send(bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    message = standin.messages[next(reversed(standin.messages))]
    stale = await send(bot, standin, p.component(message, "no-longer-there", locale="de"))
    assert stale["type"] == 4 and stale["data"]["flags"] & 64
    assert stale["data"]["content"] == t("de", "components-expired")
    assert body["type"] == 4


# -- /card, over the fixture's card data (tests/cards/fixture.py) ---------------------


async def test_card_in_the_users_language_with_rulings_and_rule_links(bot, standin):
    body = await send(
        bot, standin, p.slash("card", [p.option("name", "Angelo di Serra")], locale="it")
    )
    page = embed(body)
    assert page["title"] == "Serra Angel (Angelo di Serra)"
    assert "Forza/costituzione: 4/4" in page["description"]
    assert "Flying" in page["description"]  # the oracle text stays English
    assert page["footer"]["text"].startswith("Dati delle carte: MTGJSON 5.2.2")
    goyf = await send(bot, standin, p.slash("card", [p.option("name", "tarmogoyf")]))
    assert "2017-03-14: Tarmogoyf's ability" in embed(goyf)["description"]
    select = goyf["data"]["components"][0]["components"][0]
    assert [o["value"] for o in select["options"]] == ["704.5g"]
    assert standin.problems == []


async def test_card_unknown_name_suggests(bot, standin):
    body = await send(bot, standin, p.slash("card", [p.option("name", "Sera Angle")], locale="de"))
    assert body["data"]["flags"] & 64
    assert embed(body)["title"] == 'Keine Karte heißt "Sera Angle"'
    assert "Serra Angel" in embed(body)["description"]


async def test_card_autocomplete_in_the_users_language_and_english(bot, standin):
    body = await send(
        bot,
        standin,
        p.autocomplete("card", [p.option("name", "ser", focused=True)], locale="de"),
    )
    choices = body["data"]["choices"]
    assert {"name": "Serra-Engel (Serra Angel)", "value": "Serra-Engel"} in choices
    assert {"name": "Serra Angel", "value": "Serra Angel"} in choices
    assert len(choices) <= 25 and all(len(c["name"]) <= 100 for c in choices)


async def test_combat_with_card_names(bot, standin):
    board = "Alice: セラの天使 -> Bob | Bob: 大蜘蛛 blocks セラの天使"
    body = await send(bot, standin, p.slash("combat", [p.option("board", board)], locale="ja"))
    assert "大蜘蛛" in embed(body)["description"]
    bad = await send(
        bot, standin, p.slash("combat", [p.option("board", "Alice: Serra -> Bob | Bob:")])
    )
    assert embed(bad)["title"] == t("en", "error-ambiguous_card")


async def test_long_rulings_page_with_the_buttons(bot, standin):
    body = await send(bot, standin, p.slash("card", [p.option("name", "Demut")], locale="de"))
    first = embed(body)
    assert first["title"] == "Humility (Demut)"
    assert t("de", "page-footer", page=1, pages=2) in first["footer"]["text"]
    rows = body["data"]["components"]
    buttons = [c for row in rows for c in row["components"] if c.get("type") == 2]
    assert len(buttons) >= 2
    # 704.5g is in this CR and becomes a link; 613.1f is not (a renumbered rule): no link.
    select = [c for row in rows for c in row["components"] if c.get("type") == 3]
    assert [o["value"] for o in select[0]["options"]] == ["704.5g"]
    assert standin.problems == []
