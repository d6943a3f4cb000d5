"""A channel game follows the turn: the combat's steps in order, each player acting for
themselves, state-based actions after every change, names that stay what the reply shows."""

from __future__ import annotations

import pytest

from bot.console import user_id
from bot.games import logic
from bot.games.logic import GameError, PlayerRef
from bot.i18n import list_text, t
from bot.storage.games import StaleGame
from bot.storage.sql import Store
from tests.games.conftest import Table, refused


def ok(reply) -> None:
    assert not reply.error, reply.as_text()


def cite(rule: str) -> str:
    return t("en", "cite", rule=rule)


async def test_damage_waits_until_every_attacked_player_declared_blockers(table: Table):
    boards = {"Alice": "Dragon 6/6, Ogre 4/4", "Bob": "Bear 2/2", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    g, alice = table.games, table.ctx("Alice")
    ok(await g.attack(alice, "Dragon -> Bob, Ogre -> Carol"))
    pending = "game-blocks-pending"
    refused(
        await g.damage(alice), pending, "802.4", names=list_text("en", ["Bob", "Carol"]), count=2
    )
    ok(await g.block(table.ctx("Bob"), "none"))
    refused(await g.damage(alice), pending, "802.4", names="Carol", count=1)
    reply = await g.block(table.ctx("Carol"), "Wall blocks Ogre")
    assert reply.lines[-1] == t("en", "game-blocks-done", name="Alice")
    ok(await g.damage(alice))
    assert (await table.state()).teams[1].life == 14


async def test_in_a_duel_damage_waits_for_the_defending_player(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2", "Bob": "Wall 0/4"})
    g, alice = table.games, table.ctx("Alice")
    ok(await g.attack(alice, "Bear"))
    refused(await g.damage(alice), "game-blocks-pending", "509.1", names="Bob", count=1)
    assert (await table.state()).teams[1].life == 20  # nothing was resolved
    ok(await g.block(table.ctx("Bob"), "none"))
    ok(await g.damage(alice))
    assert (await table.state()).teams[1].life == 18


async def test_the_creator_or_a_manager_declares_no_blockers_for_an_away_defender(table: Table):
    boards = {"Alice": "Dragon 6/6, Ogre 4/4", "Bob": "Bear 2/2", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    g, alice, carol = table.games, table.ctx("Alice"), table.ctx("Carol")
    ok(await g.attack(alice, "Dragon -> Bob, Ogre -> Carol"))
    refused(await g.block(carol, "none", "Bob"), "game-pass-who", "509.1a")  # not in charge
    refused(await g.block(alice, "Bear blocks Dragon", "@Bob"), "game-pass-only-none", name="Bob")
    passed = await g.block(alice, "none", f"<@{user_id('Bob')}>")
    assert passed.lines == (
        t("en", "game-block-passed", name="Bob"),
        t("en", "game-blockers-next", names="Carol", count=1),
    )
    refused(await g.block(alice, "none", "Bob"), "game-pass-nothing", name="Bob")
    ok(await g.block(table.ctx("Modesty", manage=True), "none", "Carol"))  # a manager
    ok(await g.damage(alice))
    history = (await g.history(alice)).lines
    assert any(f"Alice: {t('en', 'game-history-pass', name='Bob')}" in line for line in history)
    modesty = str(user_id("Modesty"))
    assert any(f"{modesty}: {t('en', 'game-history-pass', name='Carol')}" in x for x in history)


async def test_a_player_nobody_attacks_has_no_blockers_to_declare(table: Table):
    boards = {"Alice": "Dragon 6/6", "Bob": "Bear 2/2", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    ok(await table.games.attack(table.ctx("Alice"), "Dragon -> Bob"))
    refused(await table.games.block(table.ctx("Carol"), "none"), "game-not-attacked", "802.4a")
    refused(await table.games.block(table.ctx("Alice"), "none"), "game-not-defending", "506.2")


async def test_attackers_are_not_declared_again_once_blockers_are(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2, Ogre 4/4", "Bob": "Wall 0/4"})
    g, alice = table.games, table.ctx("Alice")
    ok(await g.attack(alice, "Bear"))
    ok(await g.attack(alice, "Bear, Ogre"))  # before any block: a new declaration
    ok(await g.block(table.ctx("Bob"), "Wall blocks Ogre"))
    refused(await g.attack(alice, "Bear"), "game-blocks-declared", "506.1")
    ok(await g.undo(table.ctx("Bob")))  # the blocks taken back, the attack can change
    ok(await g.attack(alice, "Bear"))


async def test_the_turn_does_not_end_in_the_middle_of_a_combat(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2", "Bob": "Wall 0/4"})
    g, alice = table.games, table.ctx("Alice")
    ok(await g.attack(alice, "Bear"))
    refused(await g.next(alice), "game-combat-open", "506.1")
    assert (await table.state()).combat is not None  # the attacks are still there
    ok(await g.block(table.ctx("Bob"), "none"))
    ok(await g.damage(alice))
    ok(await g.next(alice))


async def test_life_set_to_zero_loses_the_game_at_once(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2", "Bob": "Wall 0/4"})
    reply = await table.games.set(table.ctx("Bob"), "Bob", "life", 0)
    assert reply.lines[1:] == (
        t("en", "event-loses", player="Bob", why="life") + cite("704.5a"),
        t("en", "event-game_over", outcome="player", winners="Alice", team="Alice", count=1)
        + cite("104.2a"),
    )
    state = await table.state()
    assert state.finished and state.winners == ["Alice"] and state.seats[1].lost


async def test_ten_poison_counters_lose_and_the_multiplayer_game_goes_on(table: Table):
    boards = {"Alice": "Dragon 6/6", "Bob": "Bear 2/2", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    g = table.games
    reply = await g.set(table.ctx("Bob"), "Bob", "poison", 10)
    assert reply.lines[1:] == (
        t("en", "event-loses", player="Bob", why="poison") + cite("704.5c"),
        t("en", "event-leaves", player="Bob", permanents="Bear", count=1) + cite("800.4a"),
    )
    state = await table.state()
    assert not state.finished and [p.name for p in state.permanents] == ["Dragon", "Wall"]
    ok(await g.attack(table.ctx("Alice"), "Dragon -> Carol"))  # not "already lost"


async def test_the_active_player_who_loses_passes_the_turn(table: Table):
    ok(await table.new("Alice", "commander", "@Alice @Bob @Carol"))
    g = table.games
    ok(await g.add(table.ctx("Bob"), "Atraxa 7/7 commander"))
    reply = await g.set(table.ctx("Alice"), "Atraxa -> Alice", "commander_damage", 21)
    assert reply.lines[1] == t("en", "event-loses", player="Alice", why="commander") + cite(
        "704.6c"
    )
    assert reply.lines[-1] == t("en", "game-next", turn=2, name="Bob")  # 800.4j
    assert (await table.state()).active_team == 1


async def test_a_two_headed_giant_team_loses_together(table: Table):
    ok(await table.new("Alice", "2hg", "@Alice @Ann @Bob @Ben"))
    g = table.games
    reply = await g.set(table.ctx("Ben"), "Ben", "poison", 15)
    assert reply.lines[1:] == (
        t(
            "en",
            "event-team_loses",
            team="Bob & Ben",
            members=list_text("en", ["Bob", "Ben"]),
            why="poison",
            count=2,
        )
        + cite("704.6b"),
        t(
            "en",
            "event-game_over",
            outcome="team",
            winners=list_text("en", ["Alice", "Ann"]),
            team="Alice & Ann",
            count=2,
        )
        + cite("104.2c"),
    )
    state = await table.state()
    assert state.finished and state.winners == ["Alice", "Ann"]


async def test_two_headed_giant_team_life_at_zero(table: Table):
    ok(await table.new("Alice", "2hg", "@Alice @Ann @Bob @Ben"))
    reply = await table.games.set(table.ctx("Ann"), "Ann", "life", 0)
    assert reply.lines[1] == t(
        "en",
        "event-team_loses",
        team="Alice & Ann",
        members=list_text("en", ["Alice", "Ann"]),
        why="life",
        count=2,
    ) + cite("704.6a")


async def test_permanents_die_when_a_correction_says_so(table: Table):
    things = "Bear 2/2, Knight 2/2 indestructible, Cub 1/1, Jace pw 3, Siege battle 4"
    await table.deal("1v1", {"Alice": things, "Bob": "Wall 0/4"})
    g, alice = table.games, table.ctx("Alice")
    reply = await g.set(alice, "Bear", "damage", 2)
    assert reply.lines[1:] == (
        t("en", "event-dies", permanent="Bear", why="lethal") + cite("704.5g"),
    )
    assert len((await g.set(alice, "Knight", "damage", 5)).lines) == 1  # indestructible
    reply = await g.set(alice, "Cub", "counters", 1)
    assert reply.lines[1] == t("en", "event-dies", permanent="Cub", why="toughness") + cite(
        "704.5f"
    )
    reply = await g.set(alice, "Jace", "loyalty", 0)
    assert reply.lines[1] == t("en", "event-dies", permanent="Jace", why="loyalty") + cite("704.5i")
    reply = await g.set(alice, "Siege", "defense", 0)
    assert reply.lines[1] == t("en", "event-dies", permanent="Siege", why="siege") + cite("704.5v")
    assert [p.name for p in (await table.state()).permanents] == ["Knight", "Wall"]
    reply = await g.add(alice, "Ghost 1/1 damage 1")
    assert reply.lines[1] == t("en", "event-dies", permanent="Ghost", why="lethal") + cite("704.5g")


async def test_names_that_read_as_ids_are_kept_or_changed_out_loud(table: Table):
    reply = await table.new("K9", "1v1", "@K9 @R2")
    assert t("en", "game-new-seats", names=list_text("en", ["K9", "R2"])) in reply.lines
    assert not any("plays as" in line for line in reply.lines)
    g = table.games
    ok(await g.add(table.ctx("K9"), "Bear 2/2"))
    ok(await g.attack(table.ctx("K9"), "Bear -> R2"))
    ok(await g.end(table.ctx("K9")))
    reply = await table.new("A1", "1v1", "@A1 @p2")
    assert t("en", "game-renamed", given="A1", name="A1 2") in reply.lines
    assert t("en", "game-renamed", given="p2", name="p2 2") in reply.lines
    ok(await g.add(table.ctx("A1"), "Bear 2/2"))
    ok(await g.attack(table.ctx("A1"), "Bear -> p2 2"))  # the name the reply showed
    ok(await g.attack(table.ctx("A1"), f"Bear -> <@{user_id('p2')}>"))  # a mention
    ok(await g.set(table.ctx("p2"), f"<@!{user_id('p2')}>", "life", 15))


def test_bots_are_not_seated():
    players = [[PlayerRef(1, "Alice"), PlayerRef(2, "Redzone", bot=True)]]
    with pytest.raises(GameError) as refusal:
        logic.new_game("1v1", players, 1)
    assert (refusal.value.key, refusal.value.params) == ("game-bot-player", {"name": "Redzone"})


async def test_a_finished_game_makes_way_for_the_next_and_stays_on_record(table: Table, db: Store):
    await table.deal("1v1", {"Alice": "Bear 2/2", "Bob": "Wall 0/4"})
    g = table.games
    ok(await g.set(table.ctx("Bob"), "Bob", "life", 0))
    old = await g.games.load(table.guild, table.channel)
    assert old is not None and old.state.finished
    ok(await table.new("Bob", "1v1", "@Bob @Alice"))  # Bob lost the last one
    state = await table.state()
    assert not state.finished and [s.name for s in state.seats] == ["Bob", "Alice"]
    assert [a.kind for a in await g.games.history(old)] == ["new", "add", "add", "set"]
    refused(await table.new("Alice", "1v1", "@Alice @Bob"), "game-exists")  # one in play
    with pytest.raises(StaleGame):  # a command that read the old game changes nothing
        await g.games.undo(old)
    async with db.reading() as tx:
        rows = await tx.rows("SELECT finished FROM games ORDER BY id")
    assert [bool(r["finished"]) for r in rows] == [True, False]


async def test_a_player_who_lost_ends_a_finished_game(table: Table):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    ok(await table.games.leave(table.ctx("Bob")))
    assert (await table.games.end(table.ctx("Bob"))).lines == (t("en", "game-ended"),)
    assert await table.state() is None
