"""The bot through discord.py's real objects, in this process: raw interaction payloads sent
through the gateway of a loopback stand-in that records every reply (its connections to
Discord's hosts go there through DISCORD_ADDRESS)."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.app import RedzoneBot
from bot.commands.registry import commands
from bot.i18n import t
from tests.bot.loopback_bot import config, online
from tests.e2e import payloads as p
from tests.e2e.standin import StandIn
from tests.rules.synth import synthetic_cr


@pytest.fixture
async def bot(standin: StandIn, tmp_path, cards_file) -> AsyncIterator[RedzoneBot]:
    client = RedzoneBot(config(standin, tmp_path, redzone_cards_path=cards_file))
    await client.login("token")  # GET /users/@me, application info, setup_hook: sync
    await client.cards.load(update=False)  # what the start-up task does, awaited
    async with online(client, standin):
        yield client


async def send(bot: RedzoneBot, standin: StandIn, payload: dict[str, Any]) -> dict[str, Any]:
    """Dispatch a raw interaction and return what the user sees: the callback's message, or
    after a defer the follow-up that replaces the "thinking" message (``deferred`` is set)."""
    await standin.dispatch("INTERACTION_CREATE", payload)
    record = await standin.wait_for(
        lambda r: r.path == f"/interactions/{payload['id']}/{payload['token']}/callback"
    )
    return await standin.final(payload, record.body)


def embed(body: dict[str, Any]) -> dict[str, Any]:
    return body["data"]["embeds"][0]


async def test_sync_payload_is_valid_and_recorded(bot, standin):
    assert [c["name"] for c in standin.commands] == [c.name for c in commands()]
    assert standin.problems == []
    combat = standin.commands[0]
    assert combat["name_localizations"] == {
        "de": "kampf",
        "it": "combattimento",
        "ja": "戦闘",
        "fr": "combat",
        "es-ES": "combate",
        "es-419": "combate",
    }


@pytest.mark.parametrize(
    ("locale", "title"),
    [
        ("en-US", "Outcome (1v1)"),
        ("en-GB", "Outcome (1v1)"),
        ("it", "Esito (1 contro 1)"),
        ("de", "Ergebnis (1 gegen 1)"),
        ("ja", "結果（1対1）"),
        ("fr", "Résultat (1 contre 1)"),
        ("es-ES", "Resultado (1 contra 1)"),
        ("es-419", "Resultado (1 contra 1)"),
        ("pt-BR", "Outcome (1v1)"),  # a language Redzone does not speak: English
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
    assert first["footer"]["text"] == "Ausführliches Regelwerk, gültig ab 25. September 2026"
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
    needed = t("en", "error-command-permissions", permissions=t("en", "permission-manage-guild"))
    assert embed(refused)["description"] == needed
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


async def test_a_command_that_touches_the_database_is_acknowledged_first(bot, standin, monkeypatch):
    import time

    original = bot.games.games.load  # what /game board calls (GameHandlers.board is bound
    # when the command is registered: patching it on the instance would change nothing)

    async def busy(*args: Any, **kwargs: Any):
        time.sleep(1.5)  # the loop is busy: no timer could fire now
        return await original(*args, **kwargs)

    monkeypatch.setattr(bot.games.games, "load", busy)
    payload = p.subcommand("game", "board")
    started = time.perf_counter()
    await standin.dispatch("INTERACTION_CREATE", payload)
    ack = await standin.wait_for(
        lambda r: r.path == f"/interactions/{payload['id']}/{payload['token']}/callback"
    )
    assert ack.body["type"] == 5  # "thinking", sent before the work
    assert ack.at - started < 1.0, ack.at - started
    shown = await standin.final(payload, ack.body)
    assert shown["deferred"] and shown["data"]["flags"] & 64  # a private refusal: no game
    assert embed(shown)["description"] == t("en", "game-none")
    deleted = [r for r in standin.requests if r.method == "DELETE" and payload["token"] in r.path]
    assert len(deleted) == 1  # the public "thinking" message gave way to the private reply
    thinking = standin.responses[payload["id"]]
    assert thinking not in standin.messages  # gone, and the private reply a message of its own
    assert [m["embeds"] for m in standin.messages.values()][-1] == shown["data"]["embeds"]
    assert shown["data"]["allowed_mentions"] == {"parse": []}


async def test_a_cached_language_answers_without_a_defer(bot, standin):
    first = await send(bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    second = await send(bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    assert first["deferred"] and not second["deferred"]  # the guild's language read once
    assert embed(first) == embed(second)


async def test_a_press_on_expired_buttons_is_answered(bot, standin):
    body = await send(bot, standin, p.slash("combat", [p.option("board", "2/2 vs 1/1")]))
    message = standin.messages[next(reversed(standin.messages))]
    stale = await send(bot, standin, p.component(message, "no-longer-there", locale="de"))
    assert stale["type"] == 4 and stale["data"]["flags"] & 64
    assert stale["data"]["content"] == t("de", "components-expired")
    assert body["type"] == 4


def game(command: str, options: list[dict[str, Any]] | None = None, **kwargs: Any) -> dict:
    return p.subcommand("game", command, options, **kwargs)


async def test_game_new_names_the_players_from_the_resolved_mentions(bot, standin):
    players = {42: "alice", **{1000 + i: f"Guest {i}" for i in range(44)}}
    text, resolved = p.mentioned(players)
    resolved["members"]["1007"]["nick"] = "Nicky"
    payload = game(
        "new",
        [p.option("mode", "multiplayer"), p.option("players", text)],
        resolved=resolved,
    )
    body = await send(bot, standin, payload)
    assert not body["data"].get("flags"), body
    fetches = [r for r in standin.requests if r.method == "GET" and r.path.startswith("/users/")]
    assert [r.path for r in fetches if r.path != "/users/@me"] == []  # no REST per player
    seats = embed(body)["description"].split("\n")[0]
    assert seats.startswith("Seat order: alice, Guest 0, Guest 1, ")
    assert "Nicky" in seats and "Guest 7" not in seats  # the member's nick wins
    assert seats.endswith("Guest 43")


async def test_game_numbers_out_of_range_are_refused(bot, standin):
    text, resolved = p.mentioned({42: "alice", 43: "bob"})
    start = [p.option("mode", "1v1"), p.option("players", text)]
    refused = await send(
        bot, standin, game("new", [*start, p.option("life", -5, kind=4)], resolved=resolved)
    )
    assert refused["data"]["flags"] & 64
    shown = embed(refused)["description"].replace("\\", "")  # markdown escapes
    assert shown == t("en", "game-number-range", value=-5, min=1, max=1_000_000)
    body = await send(bot, standin, game("new", start, resolved=resolved))
    assert not body["data"].get("flags"), body
    huge = [
        p.option("target", "alice"),
        p.option("field", "life"),
        p.option("value", 2**53, kind=4),
    ]
    refused = await send(bot, standin, game("set", huge))
    assert refused["data"]["flags"] & 64
    assert "9,007,199,254,740,992" in embed(refused)["description"]
    board = await send(bot, standin, game("board"))
    assert "alice: 20 life" in embed(board)["description"]


# -- untrusted text: names, queries and rule text can carry Discord markup ----------------

CHANNEL_MENTION = "<#700000000000000002>"
HOSTILE_MARKUP = (
    CHANNEL_MENTION,
    "<@&700000000000000009>",
    "</combat:900000000000000009>",
    "<t:1700000000:R>",
    "<:e:700000000000000010>",
)
# Bidirectional controls and other invisible format characters (U+200B only as our own break).
HIDDEN = (
    "\u061c\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff"
)


def assert_inert(body: dict[str, Any]) -> None:
    """The sent JSON has no live markup and no invisible character but the breaks put in."""
    text = json.dumps(body, ensure_ascii=False)
    for raw in ("<#", "<@", "</", "<t:", "<:"):
        assert raw not in text, raw
    assert not set(text) & set(HIDDEN), sorted(hex(ord(c)) for c in set(text) & set(HIDDEN))
    breaks = [i for i, ch in enumerate(text) if ch == "\u200b"]
    assert all(text[i - 1] in "<@" for i in breaks)


async def test_markup_and_bidi_controls_in_names_are_inert(bot, standin):
    # A board that parses: the names reach the description.
    board = f"Al\u202eice: {CHANNEL_MENTION} 2/2, Be\u2066ar\u2069\u200f\u061c\u200b 1/1 | Bob:"
    body = await send(bot, standin, p.slash("combat", [p.option("board", board)]))
    assert not body["data"].get("flags")
    assert_inert(body)
    text = embed(body)["description"]
    assert "<\u200b#700000000000000002>" in text and "Al\ufffdice" in text
    # A refused board is quoted in a code block, and the reason may quote it too.
    for markup in HOSTILE_MARKUP:
        board = f"Alice\u202e: {markup} 2/2 flyng | Bob:"
        body = await send(bot, standin, p.slash("combat", [p.option("board", board)]))
        assert body["data"]["flags"] & 64 and "```" in embed(body)["description"]
        assert_inert(body)
    assert standin.problems == []


async def test_a_hostile_rule_query_is_inert_in_the_title(bot, standin):
    query = f"{CHANNEL_MENTION} \u202ekcirt <@&700000000000000009>"
    body = await send(bot, standin, p.slash("rule", [p.option("query", query)]))
    assert "<\u200b#700000000000000002>" in embed(body)["title"]
    assert_inert(body)


@pytest.fixture
async def hostile_cr_bot(standin: StandIn, tmp_path) -> AsyncIterator[RedzoneBot]:
    """The bot over a tampered CR copy: a rule's title carries markup and a bidi control."""
    text = synthetic_cr().replace(
        "702.7. First Strike", f"702.7. First {CHANNEL_MENTION} Strike \u202eevil"
    )
    client = RedzoneBot(config(standin, tmp_path, text))
    await client.login("token")
    async with online(client, standin):
        yield client


async def test_rule_text_is_inert_in_titles_and_select_labels(hostile_cr_bot, standin):
    body = await send(hostile_cr_bot, standin, p.slash("rule", [p.option("query", "702.4")]))
    select = body["data"]["components"][0]["components"][0]
    label = next(o["label"] for o in select["options"] if o["value"] == "702.7")
    assert "<\u200b#700000000000000002>" in label and "\ufffdevil" in label
    assert_inert(body)
    body = await send(hostile_cr_bot, standin, p.slash("rule", [p.option("query", "702.7")]))
    assert "<\u200b#700000000000000002>" in embed(body)["title"]
    assert_inert(body)
    assert standin.problems == []


async def test_the_longest_board_lists_every_death_without_a_fluent_failure(bot, standin):
    """Creatures trading one for one fill "Died:" far past fluent's 2,500 characters."""
    pairs = 6000 // 44
    attackers = ",".join(["Attacker12 1/1"] * pairs)
    blockers = ",".join(f"Blocker123 1/1 blocks a{i}" for i in range(1, pairs + 1))
    board = f"Alice: {attackers} | Bob: {blockers}"
    assert len(board) <= 6000
    body = await send(bot, standin, p.slash("combat", [p.option("board", board)], locale="de"))
    text = embed(body)["description"]
    assert "{???}" not in json.dumps(body)
    died = [line for line in text.split("\n") if line.endswith((" sterben.", " stirbt."))]
    assert len(died) > 1
    assert sum(line.count("Attacker12") for line in died) == pairs
    assert sum(line.count("Blocker123") for line in died) == pairs


# -- /card, over the fixture's card data (tests/cards/fixture.py) ---------------------


async def test_card_in_the_users_language_with_rulings_and_rule_links(bot, standin):
    body = await send(
        bot, standin, p.slash("card", [p.option("name", "Angelo di Serra")], locale="it")
    )
    page = embed(body)
    assert page["title"] == "Angelo di Serra (Serra Angel)"
    assert "Forza/costituzione: 4/4" in page["description"]
    assert "Flying" in page["description"]  # the oracle text stays English
    assert page["footer"]["text"].startswith("Dati delle carte: MTGJSON 5.2.2")
    goyf = await send(bot, standin, p.slash("card", [p.option("name", "tarmogoyf")]))
    assert "March 14, 2017: Tarmogoyf's ability" in embed(goyf)["description"]
    select = goyf["data"]["components"][0]["components"][0]
    assert [o["value"] for o in select["options"]] == ["704.5g"]
    assert standin.problems == []


async def test_card_unknown_name_suggests(bot, standin):
    body = await send(bot, standin, p.slash("card", [p.option("name", "Sera Angle")], locale="de"))
    assert body["data"]["flags"] & 64
    assert embed(body)["title"] == "Keine Karte heißt „Sera Angle“"
    assert "Serra Angel" in embed(body)["description"]


async def test_card_suggestions_for_an_english_misspelling_are_english_names(bot, standin):
    body = await send(bot, standin, p.slash("card", [p.option("name", "Benalis Hero")]))
    assert embed(body)["title"] == 'No card is named "Benalis Hero"'
    offered = (
        embed(body)["description"].removeprefix("Did you mean: ").removesuffix("?").split(", ")
    )
    assert offered[0] == "Benalish Hero"
    assert "Cavaliere Bianco" not in offered  # White Knight's Italian name


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
    assert first["title"] == "Demut (Humility)"
    assert t("de", "page-footer", page=1, pages=2) in first["footer"]["text"]
    rows = body["data"]["components"]
    buttons = [c for row in rows for c in row["components"] if c.get("type") == 2]
    assert len(buttons) >= 2
    # 704.5g is in this CR and becomes a link; 613.1f is not (a renumbered rule): no link.
    select = [c for row in rows for c in row["components"] if c.get("type") == 3]
    assert [o["value"] for o in select[0]["options"]] == ["704.5g"]
    assert standin.problems == []
