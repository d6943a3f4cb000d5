"""Channel games as players see them: the unmodified discord.py client, started as ``make
run`` starts it, against the loopback Discord. Each refusal is what a player reads, in their
language, with the rule that decides it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.cli import main
from bot.i18n import list_text, t
from bot.render_discord import escape
from tests.e2e import payloads as p
from tests.e2e.bot_process import Bot, ask, embed
from tests.e2e.standin import CHANNELS, StandIn, user

pytestmark = pytest.mark.asyncio(loop_scope="module")
LOCALES = {"en": "en-US", "it": "it", "de": "de", "ja": "ja"}


class Table:
    """Users at one channel's game, each sending their /game commands in their language."""

    def __init__(self, standin: StandIn, channel: str, users: dict[str, int]) -> None:
        self.standin = standin
        self.channel = channel
        self.users = users

    async def __call__(
        self,
        name: str,
        command: str,
        lang: str = "en",
        resolved: dict[str, Any] | None = None,
        permissions: int = 0,
        **options: str | int,
    ) -> dict:
        payload = p.subcommand(
            "game",
            command,
            [
                p.option(key, value, 4 if isinstance(value, int) else 3)
                for key, value in options.items()
            ],
            uid=self.users[name],
            name=name,
            locale=LOCALES[lang],
            channel=self.channel,
            resolved=resolved,
            permissions=permissions,
        )
        return await ask(self.standin, payload)

    async def new(self, name: str, mode: str, names: dict[int, str] | None = None) -> dict:
        """``name`` starts a game of every user (seat order), named as ``names`` say."""
        shown = names or {uid: who.capitalize() for who, uid in self.users.items()}
        mentions, resolved = p.mentioned(shown)
        return await self(name, "new", resolved=resolved, mode=mode, players=mentions)

    def mention(self, name: str) -> str:
        return f"<@{self.users[name]}>"


def lines(body: dict) -> list[str]:
    return embed(body).get("description", "").split("\n")


def said(lang: str, key: str, rule: str | None = None, **params: Any) -> str:
    """A line as the player reads it: the message, then the rule it cites."""
    return escape(t(lang, key, **params) + (t(lang, "cite", rule=rule) if rule else ""))


def accepted(body: dict) -> list[str]:
    assert not body["data"].get("flags"), body
    return lines(body)


def refused(body: dict, lang: str, key: str, rule: str | None = None, **params: Any) -> None:
    """A private refusal: only the player who tried reads it."""
    assert body["data"].get("flags", 0) & 64, body
    assert lines(body) == [said(lang, key, rule, **params)], lines(body)


async def test_a_two_headed_giant_game_where_no_one_skips_a_step_or_plays_out_of_turn(bot, standin):
    """A whole Two-Headed Giant game by four users. Every try at skipping a step, acting
    out of turn or acting for another player is refused, with the rule."""
    game = Table(standin, CHANNELS[1], {"alice": 101, "ann": 102, "bob": 103, "ben": 104})
    accepted(await game.new("alice", "2hg"))
    accepted(await game("alice", "add", things="Rat 5/5 infect, Ogre 4/4"))
    accepted(await game("ann", "add", "it", things="Toad 3/3 infect"))
    accepted(await game("bob", "add", "de", things="Wall 0/6"))
    accepted(await game("ben", "add", "ja", things="Bear 2/2"))
    # Turn 1, Alice & Ann's: the defending team can't attack, nothing skips to blocks or
    # damage, and a player attacks with their own creatures only.
    refused(
        await game("bob", "attack", "de", attacks="Wall -> Alice"),
        "de",
        "game-not-active",
        "805.10a",
        name="Alice & Ann",
    )
    refused(await game("alice", "damage"), "en", "game-no-combat", "508.8")
    refused(
        await game("bob", "block", "de", blocks="Wall blocks Rat"), "de", "game-no-combat", "508.8"
    )
    refused(
        await game("alice", "attack", attacks="Toad -> Bob"),
        "en",
        "game-not-yours",
        "810.5",
        name="Toad",
    )
    accepted(await game("alice", "attack", attacks="Rat -> Bob, Ogre -> Ben"))
    accepted(await game("ann", "attack", "it", attacks="Toad -> Ben"))
    # The declare blockers step: the defending team declares, all of it, before any damage.
    pending = "game-blocks-pending"
    refused(
        await game("alice", "damage"),
        "en",
        pending,
        "805.10d",
        names=list_text("en", ["Bob", "Ben"]),
        count=2,
    )
    refused(await game("alice", "next"), "en", "game-combat-open", "506.1")
    refused(await game("alice", "block", blocks="none"), "en", "game-not-defending", "805.10a")
    refused(
        await game("bob", "block", "de", blocks="Bear blocks Ogre"),
        "de",
        "game-not-yours",
        "810.5",
        name="Bear",
    )
    refused(
        await game("bob", "damage", "de"), "de", "game-not-active", "805.10a", name="Alice & Ann"
    )
    blocked = await game("bob", "block", "de", blocks="Wall blocks Ogre")
    assert accepted(blocked)[-1] == said("de", "game-blockers-next", names="Ben", count=1)
    refused(await game("ann", "damage", "it"), "it", pending, "805.10d", names="Ben", count=1)
    # Ben is away: his teammate may not declare for him, the game's creator may.
    refused(
        await game("bob", "block", "de", blocks="keine", player=game.mention("ben")),
        "de",
        "game-pass-who",
        "810.5",
    )
    passed = await game("alice", "block", blocks="none", player=game.mention("ben"))
    assert accepted(passed) == [
        said("en", "game-block-passed", name="Ben"),
        said("en", "game-blocks-done", name="Alice & Ann"),
    ]
    refused(
        await game("alice", "attack", attacks="Rat -> Ben"), "en", "game-blocks-declared", "506.1"
    )
    damage = accepted(await game("ann", "damage", "it"))
    assert any("0 → 8" in line for line in damage), damage
    refused(await game("bob", "next", "de"), "de", "game-not-active", "805.4a", name="Alice & Ann")
    accepted(await game("ann", "next", "it"))
    # Turn 2, Bob & Ben's: now Alice & Ann defend, and both of them declare.
    accepted(await game("ben", "attack", "ja", attacks="Bear -> Alice"))
    refused(
        await game("ben", "damage", "ja"),
        "ja",
        pending,
        "805.10d",
        names=list_text("ja", ["Alice", "Ann"]),
        count=2,
    )
    accepted(await game("alice", "block", blocks="none"))
    refused(
        await game("ben", "block", "ja", blocks="なし", player=game.mention("ann")),
        "ja",
        "game-pass-who",
        "509.1a",
    )
    accepted(await game("ann", "block", "it", blocks="nessuno"))
    refused(await game("alice", "damage"), "en", "game-not-active", "805.10a", name="Bob & Ben")
    accepted(await game("bob", "damage", "de"))
    accepted(await game("ben", "next", "ja"))
    # Turn 3: the infect finishes the defending team (704.6b).
    accepted(await game("alice", "attack", attacks="Rat -> Bob"))
    accepted(await game("ann", "attack", "it", attacks="Toad -> Ben"))
    accepted(await game("bob", "block", "de", blocks="keine"))
    accepted(await game("ben", "block", "ja", blocks="なし"))
    final = accepted(await game("alice", "damage"))
    assert any("704.6b" in line for line in final), final
    board = lines(await game("ben", "board", "ja"))
    assert said("ja", "game-finished", winners="Alice、Ann", count=2) in board, board
    history = lines(await game("bob", "history", "de"))
    assert any(t("de", "game-history-pass", name="Ben") in line for line in history), history
    assert standin.problems == []


async def test_a_correction_to_zero_life_loses_the_game_at_once(bot, standin):
    game = Table(standin, CHANNELS[2], {"alice": 201, "bob": 202})
    accepted(await game.new("alice", "1v1"))
    accepted(await game("alice", "add", things="Bear 2/2"))
    correction = accepted(await game("bob", "set", "it", target="Bob", field="life", value=0))
    assert correction[1:] == [
        said("it", "event-loses", "704.5a", player="Bob", why="life"),
        said("it", "event-game_over", "104.2a", outcome="player", winners="Alice", team="Alice"),
    ]
    board = lines(await game("alice", "board"))
    assert said("en", "game-finished", winners="Alice", count=1) in board


async def test_a_finished_game_makes_way_for_a_new_one(bot, standin):
    game = Table(standin, CHANNELS[6], {"alice": 601, "bob": 602})
    accepted(await game.new("alice", "1v1"))
    accepted(await game("bob", "leave", "de"))
    over = lines(await game("bob", "board", "de"))
    assert said("de", "game-finished", winners="Alice", count=1) in over
    start = accepted(await game.new("bob", "1v1", {602: "Bob", 601: "Alice"}))
    assert said("en", "game-new-seats", names=list_text("en", ["Bob", "Alice"])) in start
    assert accepted(await game("alice", "board"))[0] == said("en", "game-active", name="Bob")
    history = lines(await game("alice", "history"))
    assert len(history) == 1 and t("en", "cmd-game-new") in history[0]  # the new game's


async def test_players_are_called_what_the_reply_shows_or_by_mention(bot, standin):
    game = Table(standin, CHANNELS[3], {"k9": 301, "r2": 302})
    start = accepted(await game.new("k9", "1v1", {301: "K9", 302: "R2"}))
    assert said("en", "game-new-seats", names=list_text("en", ["K9", "R2"])) in start
    accepted(await game("k9", "add", things="Bear 2/2"))
    attack = accepted(await game("k9", "attack", attacks="Bear -> R2"))
    assert attack[0] == said("en", "game-attack-declared", list="Bear → R2")
    accepted(await game("k9", "attack", attacks=f"Bear -> {game.mention('r2')}"))
    accepted(await game("r2", "set", target=game.mention("r2"), field="life", value=12))
    accepted(await game("k9", "end"))
    # A name that reads as a permanent's id is changed, and the reply says so.
    start = accepted(await game.new("k9", "1v1", {301: "K9", 302: "B1"}))
    assert said("en", "game-renamed", given="B1", name="B1 2") in start
    accepted(await game("k9", "add", things="Bear 2/2"))
    accepted(await game("k9", "attack", attacks="Bear -> B1 2"))


async def test_a_bot_is_not_seated(bot, standin):
    game = Table(standin, CHANNELS[4], {"alice": 401})
    mentions, resolved = p.mentioned({401: "Alice", 402: "Redzone"})
    resolved["users"]["402"] = user(402, "Redzone", bot=True)
    body = await game("alice", "new", "de", resolved=resolved, mode="1v1", players=mentions)
    refused(body, "de", "game-bot-player", name="Redzone")
    board = await game("alice", "board")
    refused(board, "en", "game-none")


async def test_game_advice_is_private_to_the_player_whose_turn_it_is(bot, standin):
    game = Table(standin, CHANNELS[4], {"alice": 411, "bob": 412})
    accepted(await game.new("alice", "1v1"))
    accepted(await game("alice", "add", things="Giant 7/7"))
    accepted(await game("bob", "add", "de", things="Wall 0/1, Bear 2/2"))
    accepted(await game("bob", "set", "de", target="Bob", field="life", value=5))
    # Before attacks, advice on attacks is for the active player only.
    refused(await game("bob", "advise", "de"), "de", "game-advise-attacks-not-now", name="Alice")
    attacks = await game("alice", "advise")
    assert attacks["data"]["flags"] & 64, attacks  # the opponent must not see it
    assert embed(attacks)["title"] == t("en", "advice-title-attacks", player="Alice")
    assert "Giant 7/7 -> Bob" in embed(attacks)["description"]
    accepted(await game("alice", "attack", attacks="Giant -> Bob"))
    # Attackers declared: advice on blocks, for the defending player, as a private answer.
    refused(await game("alice", "advise"), "en", "game-advise-blocks-not-now")
    blocks = await game("bob", "advise", "de")
    assert blocks["data"]["flags"] & 64, blocks
    assert embed(blocks)["title"] == t("de", "advice-title-blocks", player="Bob")
    options = lines(blocks)
    assert options[1].startswith("1.") and "Wall 0/1 blockt Giant" in options[2], (
        options
    )  # in the reader's words
    assert t("de", "advice-assumes") in embed(blocks)["description"]
    # Nothing was said in the channel: the game goes on where it was.
    accepted(await game("bob", "block", "de", blocks="Wall blocks Giant"))
    accepted(await game("alice", "end"))
    assert standin.problems == []


async def test_game_idle_days_zero_keeps_games_and_a_negative_value_is_refused(tmp_path, capsys):
    # `redzone run`'s function in this process: the setting is refused before anything starts
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DISCORD_TOKEN", "t")
        env.setenv("GAME_IDLE_DAYS", "-1")
        env.setenv("HOME", str(tmp_path))
        capsys.readouterr()
        assert main(["run"]) == 78  # refused at start, a configuration error
    err = capsys.readouterr().err
    assert err.strip() == "Configuration error in GAME_IDLE_DAYS: it must be 0 or more, not -1."
    server = StandIn()
    await server.start()
    # 0: games are kept for ever; their pictures are another test's (no painter process)
    keeper = Bot(server, tmp_path, GAME_IDLE_DAYS="0", REDZONE_PICTURES="false")
    try:
        await keeper.start()
        game = Table(server, CHANNELS[5], {"alice": 501, "bob": 502})
        accepted(await game.new("alice", "1v1"))
        await keeper.stop()
        await keeper.start()  # idle games are purged at start, then every hour
        board = await game("bob", "board")
        assert said("en", "game-active", name="Alice") in accepted(board)
    finally:
        await keeper.stop()
        await server.stop()
    assert "idle games" not in (tmp_path / "bot.log").read_text()
