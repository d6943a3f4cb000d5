"""End to end: the unmodified discord.py client, started the way ``make run`` starts it,
against a stand-in for Discord on 127.0.0.1 (REST and gateway). No test reaches into the
bot's internals: everything goes through the gateway and comes back through REST."""

from __future__ import annotations

import asyncio
import contextlib
import io
import os
import signal
import time
from collections.abc import Awaitable, Callable
from datetime import date
from pathlib import Path

import pytest
from PIL import Image

from bot.commands.registry import commands
from bot.handlers import Context, Handlers
from bot.i18n import date_text, t
from bot.render_discord import embeds_for, escape
from tests.e2e import payloads as p
from tests.e2e.bot_process import DEADLINE, Bot, ask, embed
from tests.e2e.standin import APP_ID, CHANNELS, StandIn

pytestmark = pytest.mark.asyncio(loop_scope="module")
# Spanish is asked in Latin American Spanish (es-419): the bot answers it in Spanish too.
LANGS = {"en": "en-US", "it": "it", "de": "de", "ja": "ja", "fr": "fr", "es": "es-419"}


async def test_startup_syncs_valid_commands(bot, standin):
    assert [c["name"] for c in standin.commands] == [c.name for c in commands()]
    assert standin.problems == []
    assert any(r.path == "/users/@me" for r in standin.requests)


async def test_card_and_card_names_in_combat(bot, standin):
    # The bot opens the card data in the background at start: wait for it.
    for _ in range(100):
        card = await ask(standin, p.slash("card", [p.option("name", "Serra-Engel")], locale="de"))
        if embed(card)["title"] != t("de", "card-unavailable"):
            break
        await asyncio.sleep(0.1)
    assert embed(card)["title"] == "Serra-Engel (Serra Angel)"
    assert "Stärke/Widerstandskraft: 4/4" in embed(card)["description"]
    board = "Alice: Angelo di Serra -> Bob | Bob: Ragno Gigante blocks Angelo di Serra"
    combat = await ask(standin, p.slash("combat", [p.option("board", board)], locale="it"))
    assert "Ragno Gigante" in embed(combat)["description"]
    choices = await ask(
        standin, p.autocomplete("card", [p.option("name", "セラ", focused=True)], locale="ja")
    )
    japanese = {"name": "セラの天使（Serra Angel）", "value": "セラの天使"}
    assert japanese in choices["data"]["choices"]


@pytest.mark.parametrize("lang", LANGS)
async def test_every_command_in_every_language(bot, standin, lang):
    locale = LANGS[lang]
    combat = await ask(
        standin,
        p.slash(
            "combat",
            [p.option("board", "Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight")],
            locale=locale,
        ),
    )
    assert embed(combat)["title"] == t(lang, "summary-title", mode=t(lang, "mode-1v1"))
    assert not combat["data"].get("flags")
    error = await ask(
        standin,
        p.slash("combat", [p.option("board", "Alice: Bear 2/2 flyng | Bob:")], locale=locale),
    )
    assert error["data"]["flags"] & 64 and embed(error)["title"] == t(lang, "error-unknown_keyword")
    rule = await ask(standin, p.slash("rule", [p.option("query", "702.4")], locale=locale))
    assert embed(rule)["footer"]["text"] == t(
        lang, "rule-effective", date=date_text(lang, date(2026, 9, 25))
    )
    missing = await ask(standin, p.slash("rule", [p.option("query", "999.9")], locale=locale))
    assert missing["data"]["flags"] & 64 and embed(missing)["title"] == t(
        lang, "rule-none", query="999.9"
    )
    help_ = await ask(standin, p.slash("help", locale=locale))
    assert embed(help_)["title"] == t(lang, "help-title")
    refused = await ask(standin, p.slash("settings", [p.option("language", "ja")], locale=locale))
    assert refused["data"]["flags"] & 64
    needed = t(lang, "permission-manage-guild")
    assert embed(refused)["description"] == t(lang, "error-command-permissions", permissions=needed)
    channel = CHANNELS[1 + list(LANGS).index(lang)]
    game = await ask(standin, p.subcommand("game", "board", locale=locale, channel=channel))
    assert game["data"]["flags"] & 64
    assert embed(game)["description"] == t(lang, "game-none")
    assert standin.problems == []


def error_lines(bot: Bot) -> list[str]:
    log = (bot.home / "bot.log").read_text(errors="replace")
    return [line for line in log.splitlines() if "[ERROR" in line]


@pytest.mark.parametrize("lang", ["de", "ja", "fr"])
async def test_a_member_without_manage_server_is_told_in_their_language(bot, standin, lang):
    errors = error_lines(bot)
    body = await ask(standin, p.slash("settings", [p.option("language", "it")], locale=LANGS[lang]))
    assert body["data"]["flags"] & 64
    shown = embed(body)
    assert shown["title"] == t(lang, "error-command-title")
    needed = t(lang, "permission-manage-guild")
    assert shown["description"] == t(lang, "error-command-permissions", permissions=needed)
    assert error_lines(bot) == errors  # a user's mistake, not a bug of ours


@pytest.mark.parametrize("lang", ["it", "es"])
async def test_a_value_discord_would_not_offer_is_refused_in_the_users_language(bot, standin, lang):
    errors = error_lines(bot)
    payload = p.slash(
        "settings", [p.option("language", "xx")], locale=LANGS[lang], permissions=p.MANAGE_GUILD
    )
    body = await ask(standin, payload)
    assert body["data"]["flags"] & 64
    shown = embed(body)
    assert shown["title"] == t(lang, "error-command-title")
    assert shown["description"] == t(lang, "error-command-option", value="xx")
    assert error_lines(bot) == errors
    assert t("en", "error-internal") not in str(body)


async def test_rule_autocomplete(bot, standin):
    body = await ask(
        standin, p.autocomplete("rule", [p.option("query", "702.1", focused=True)], locale="it")
    )
    assert body["type"] == 8
    assert [c["value"] for c in body["data"]["choices"]] == [
        "702.19",
        "702.19a",
        "702.19b",
        "702.19c",
    ]


async def paged_combat(standin: StandIn) -> tuple[dict, dict, str]:
    """Alice's combat whose answer takes pages: what she sees, its message, the next button."""
    attackers = ", ".join(f"Knight{i} 3/3 ds trample lifelink" for i in range(40))
    blockers = ", ".join(f"Wall{i} 0/2 blocks Knight{i}" for i in range(40))
    board = f"Alice: {attackers} | Bob 400: {blockers}"
    payload = p.slash("combat", [p.option("board", board)], uid=42, name="alice")
    body = await ask(standin, payload)
    message = standin.messages[standin.responses[payload["id"]]]
    return body, message, body["data"]["components"][0]["components"][1]["custom_id"]


async def alice_turns_the_page(standin: StandIn, message: dict, next_button: str) -> dict:
    press = p.component(message, next_button, uid=42, name="alice")
    standin.component_messages[press["id"]] = message["id"]
    return await ask(standin, press)


async def test_paging_and_another_users_press(bot, standin):
    body, message, next_button = await paged_combat(standin)
    assert "Page 1 of" in embed(body)["footer"]["text"]
    refused = await ask(standin, p.component(message, next_button, uid=7, name="mallory"))
    assert refused["data"]["flags"] & 64 and refused["data"]["content"] == t(
        "en", "pages-not-yours"
    )
    turned = await alice_turns_the_page(standin, message, next_button)
    assert turned["type"] == 7 and "Page 2 of" in turned["data"]["embeds"][0]["footer"]["text"]
    assert standin.problems == []


async def test_a_paged_message_edited_on_discord_keeps_its_buttons(bot, standin):
    """Discord sends MESSAGE_UPDATE for a message whose buttons discord.py tracks (a bot with
    message intents gets it after every page turn): discord.py refreshes the view from the
    message's components, and the bot goes on answering, the buttons too."""
    _, message, next_button = await paged_combat(standin)
    await standin.dispatch("MESSAGE_UPDATE", {**message, "guild_id": p.GUILD})
    turned = await alice_turns_the_page(standin, message, next_button)
    assert turned["type"] == 7 and "Page 2 of" in turned["data"]["embeds"][0]["footer"]["text"]
    rule = await ask(standin, p.slash("rule", [p.option("query", "702.19")]))
    assert "702.19" in embed(rule)["title"]


async def test_two_headed_giant_by_four_users_with_a_restart(bot, standin):
    async def restart() -> None:
        await bot.kill()
        await bot.start()

    await two_headed_giant(
        standin, CHANNELS[6], lambda name, payload: ask(standin, payload), restart
    )


async def test_two_headed_giant_across_a_graceful_restart(bot, standin):
    async def restart() -> None:
        await bot.stop()  # SIGTERM: the bot finishes, closes the database and exits 0
        assert bot.process is not None and bot.process.returncode == 0
        await bot.start()

    await two_headed_giant(
        standin, CHANNELS[7], lambda name, payload: ask(standin, payload), restart
    )


Ask = Callable[[str, dict], Awaitable[dict]]


async def two_headed_giant(
    standin: StandIn, channel: str, ask_as: Ask, midgame: Callable[[], Awaitable[None]]
) -> None:
    """A whole 2HG game by four users, ``midgame`` run between the blocks and the damage;
    ``ask_as(name, payload)`` sends each user's command and returns what they see."""
    users = {"alice": 101, "ann": 102, "bob": 103, "ben": 104}

    async def act(
        name: str,
        command: str,
        options: list | None = None,
        resolved: dict | None = None,
        locale: str = "en-US",
    ) -> dict:
        payload = p.subcommand(
            "game",
            command,
            options,
            uid=users[name],
            name=name,
            locale=locale,
            channel=channel,
            resolved=resolved,
        )
        return await ask_as(name, payload)

    mentions, resolved = p.mentioned({uid: name.capitalize() for name, uid in users.items()})
    start = await act(
        "alice", "new", [p.option("mode", "2hg"), p.option("players", mentions)], resolved
    )
    assert not start["data"].get("flags"), start
    assert (
        escape(t("en", "game-new-seats", names="Alice & Ann | Bob & Ben"))
        in embed(start)["description"]
    )
    added = await act("alice", "add", [p.option("things", "Rat 5/5 infect, Ogre 4/4")])
    assert embed(added)["description"] == t(
        "en", "game-added", name="Alice", things="Rat 5/5 infect [p1] and Ogre 4/4 [p2]"
    )
    added = await act("ann", "add", [p.option("things", "Toad 3/3 infect")], locale="it")
    assert embed(added)["description"] == t(
        "it", "game-added", name="Ann", things="Toad 3/3 infettare [p3]"
    )
    added = await act("bob", "add", [p.option("things", "Wall 0/6")], locale="de")
    assert embed(added)["description"] == t("de", "game-added", name="Bob", things="Wall 0/6 [p4]")
    attack = await act("alice", "attack", [p.option("attacks", "Rat -> Bob, Ogre -> Ben")])
    assert not attack["data"].get("flags"), attack
    assert "Rat" in embed(attack)["description"] and "Ogre" in embed(attack)["description"]
    attack = await act("ann", "attack", [p.option("attacks", "Toad -> Ben")])
    assert not attack["data"].get("flags") and "Toad" in embed(attack)["description"], attack
    block = await act("bob", "block", [p.option("blocks", "Wall blocks Ogre")], locale="de")
    listed = t("de", "game-combat-block", blocker="Wall", attacker="Ogre")
    assert embed(block)["description"].startswith(
        t("de", "game-block-declared", name="Bob", list=listed)
    )
    block = await act("ben", "block", [p.option("blocks", "none")])
    assert embed(block)["description"].startswith(t("en", "game-block-none", name="Ben"))
    await midgame()  # the bot dies in the middle of the game
    damage = await act("alice", "damage")
    lines = embed(damage)["description"]
    assert "Bob&Ben (team): 30 → 30 life, 0 → 8 poison (loses at 15)" in lines
    turn = await act("alice", "next")
    assert embed(turn)["description"] == t("en", "game-next", turn=2, name="Bob & Ben")
    turn = await act("bob", "next", locale="de")
    assert embed(turn)["description"] == t("de", "game-next", turn=3, name="Alice & Ann")
    attack = await act("alice", "attack", [p.option("attacks", "Rat -> Bob")])
    assert not attack["data"].get("flags") and "Rat" in embed(attack)["description"], attack
    attack = await act("ann", "attack", [p.option("attacks", "Toad -> Ben")], locale="it")
    assert not attack["data"].get("flags") and "Toad" in embed(attack)["description"], attack
    for name in ("bob", "ben"):
        assert not (await act(name, "block", [p.option("blocks", "none")]))["data"].get("flags")
    final = await act("ann", "damage", locale="it")
    assert "vincono la partita" in embed(final)["description"]
    board = await act("ben", "board", locale="ja")
    finished = t("ja", "game-finished", winners="Alice、Ann", count=2)
    assert finished in embed(board)["description"], embed(board)["description"]


async def test_answers_within_three_seconds_with_100_in_flight(bot, standin):
    boards = [
        "Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight",
        "2/2 vs 1/1",
        "Alice: Rat 2/2 infect -> Carol | Bob: | Carol:",
        "Alice: Bear 2/2 flyng | Bob:",
    ]
    # What each board must show, rendered in this process by the same handler and renderer.
    local = Handlers(None, lambda: None)  # type: ignore[arg-type]  # /combat needs no database
    ctx = Context(0, None, None, "en-US")
    expected = [embeds_for(await local.combat(ctx, board))[0].to_dict() for board in boards]
    payloads = [
        p.slash("combat", [p.option("board", boards[i % 4])], uid=1000 + i, name=f"u{i}")
        for i in range(101)
    ]
    results = await asyncio.gather(*(standin.interact(payload) for payload in payloads))
    slowest = max(seconds for _, seconds in results)
    assert slowest < DEADLINE, slowest
    for i, (payload, (body, _)) in enumerate(zip(payloads, results, strict=True)):
        shown = embed(await standin.final(payload, body))
        want = expected[i % 4]
        assert (shown["title"], shown.get("description")) == (want["title"], want["description"])
    assert standin.problems == []


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (Linux /proc)."""
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


async def test_a_killed_combat_worker_loses_nothing(bot, standin):
    assert bot.process is not None

    # the pool's worker: multiprocessing's spawn (its resource tracker is another child; the
    # picture painter and the adviser, other spawns, lower their priority once started)
    def at_the_bots_priority() -> list[int]:
        assert bot.process is not None
        return [
            child
            for child in children(bot.process.pid)
            if "spawn_main" in Path(f"/proc/{child}/cmdline").read_text()
            and os.getpriority(os.PRIO_PROCESS, child)
            == os.getpriority(os.PRIO_PROCESS, bot.process.pid)
        ]

    for _ in range(600):  # a busy host: the others may not have lowered theirs yet
        if len(found := at_the_bots_priority()) == 1:
            break
        await asyncio.sleep(0.1)
    [worker] = found
    local = Handlers(None, lambda: None)  # type: ignore[arg-type]  # /combat needs no database
    ctx = Context(0, None, None, "en-US")
    boards = [
        f"Alice: Knight {n}/3 first strike -> Bob | Bob: Bear 2/2 blocks Knight" for n in (3, 1)
    ]
    boards.append("Alice: Bear 2/2 flyng | Bob:")
    for n, board in enumerate(boards * 2):
        if n == 1:
            os.kill(worker, signal.SIGKILL)  # answered all the same, by the bot's process
        shown = embed(await ask(standin, p.slash("combat", [p.option("board", board)])))
        want = embeds_for(await local.combat(ctx, board))[0].to_dict()
        assert (shown["title"], shown.get("description")) == (want["title"], want["description"])
    log = (bot.home / "bot.log").read_text(errors="replace")
    assert "a combat worker stopped; its combats are computed here" in log
    assert standin.problems == []


async def test_combat_advice_is_answered_privately(bot, standin):
    board = "A: Giant 7/7 | B 5: Wall 0/1, Bear 2/2"
    options = [p.option("board", board), p.option("advise", "blocks")]
    advice = await ask(standin, p.slash("combat", options, locale="de"))
    assert advice["data"]["flags"] & 64, advice  # the opponent must not see it
    assert embed(advice)["title"] == t("de", "advice-title-blocks", player="B")
    assert "510.1c" in embed(advice)["description"]


PICTURE_BOARD = "Alice: Knight 3/3 first strike -> Bob | Bob: Bear 2/2 blocks Knight, Jace pw 3"


AGAIN = 2.0  # seconds: a picture drawn for a waiting answer comes well within it on a quiet host


async def pictured(standin: StandIn, ask_for: Callable[[], dict]) -> tuple[dict, bytes]:
    """The attachment of a combat answer's picture, and its bytes: attached by an edit after
    its text (or with it, for a board drawn before). A picture is skipped while others are
    on their way (a test before may have left some): the board is asked again every
    ``AGAIN`` seconds until one of the answers has its picture (the first may come late), not
    after a wait for an edit that a skipped picture never makes."""
    originals: list[str] = []
    deadline = asyncio.get_running_loop().time() + 75
    while asyncio.get_running_loop().time() < deadline:
        payload = ask_for()
        since = time.perf_counter()  # an edit of an earlier answer is not news
        await ask(standin, payload)
        originals.append(f"/webhooks/{APP_ID}/{payload['token']}/messages/@original")
        with contextlib.suppress(TimeoutError):
            await standin.wait_for(
                lambda r, since=since: (
                    r.method == "PATCH" and r.path in originals and r.at >= since
                ),
                timeout=AGAIN,
            )
        for token in (path.split("/")[-3] for path in originals):
            message = standin.messages[standin.originals[token]]
            if message["attachments"]:
                assert message["embeds"][0]["image"]["url"] == "attachment://combat.png"
                (attachment,) = message["attachments"]
                return attachment, standin.uploads[attachment["id"]]
    raise AssertionError("no picture came")


async def test_a_combat_answer_carries_its_picture_through_the_real_client(bot, standin):
    # The combat worker killed by the test before is started again by the first combat asked
    # after it, and that start holds the bot's loop for a moment (longer than Discord's 3 s on
    # a busy host): a combat asked first, its acknowledgement not timed.
    await standin.interact(p.slash("combat", [p.option("board", "Alice: Elf 1/1 | Bob:")]))
    attachment, data = await pictured(
        standin, lambda: p.slash("combat", [p.option("board", PICTURE_BOARD)], locale="ja")
    )
    assert attachment["filename"] == "combat.png"
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width > 400 and image.height > 200
    assert standin.problems == []
    # The user turns it off for one answer.
    off = p.slash("combat", [p.option("board", PICTURE_BOARD), p.option("picture", False, 5)])
    shown = await ask(standin, off)
    assert "image" not in embed(shown)
    await asyncio.sleep(1)  # time for a picture to follow, if one did
    assert not any(r.method == "PATCH" and off["token"] in r.path for r in standin.requests)
    assert standin.messages[standin.originals[off["token"]]]["attachments"] == []


async def test_a_server_turns_pictures_off_and_on(bot, standin):
    manage = 1 << 5  # Manage Server
    settings = p.slash("settings", [p.option("pictures", False, 5)], permissions=manage)
    saved = await ask(standin, settings)
    assert embed(saved)["description"] == t("en", "settings-pictures", on="no")
    combat = p.slash("combat", [p.option("board", PICTURE_BOARD)])
    assert "image" not in embed(await ask(standin, combat))
    on = p.slash("settings", [p.option("pictures", True, 5)], permissions=manage)
    assert embed(await ask(standin, on))["description"] == t("en", "settings-pictures", on="yes")
    again = [p.option("board", PICTURE_BOARD + ", Elf 1/1")]
    _, data = await pictured(standin, lambda: p.slash("combat", again))
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
