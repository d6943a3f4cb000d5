"""A permanent that leaves a game's battlefield during a combat: what was declared with it
still counts. A creature whose blocker left stays blocked (509.1h); a creature whose
planeswalker left stays attacking, attacking nothing (506.4c); a blocker whose attacker left
deals no damage. The engine's explanation says when it left."""

from __future__ import annotations

from bot.console import user_id
from tests.games.conftest import Table


def ok(reply) -> None:
    assert not reply.error, reply.as_text()


def _text(reply) -> str:
    return "\n".join(reply.lines)


async def test_an_attacker_whose_blocker_was_removed_stays_blocked(table: Table):
    await table.deal("1v1", {"Alice": "Ogre 4/4", "Bob": "Wall 0/4"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob"))
    ok(await g.block(table.ctx("Bob"), "Wall blocks Ogre"))
    ok(await g.remove(table.ctx("Bob"), "Wall"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    assert "509.1h" in _text(result)
    state = await table.state()
    assert state.teams[1].life == 20  # blocked, no trample: no damage to Bob
    assert [p.name for p in state.permanents] == ["Ogre"]
    assert state.combat is None


async def test_a_trampler_whose_blocker_was_removed_assigns_all_to_the_player(table: Table):
    await table.deal("1v1", {"Alice": "Ogre 4/4 trample", "Bob": "Wall 0/4"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob"))
    ok(await g.block(table.ctx("Bob"), "Wall blocks Ogre"))
    ok(await g.remove(table.ctx("Bob"), "Wall"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    assert "702.19d" in _text(result)  # blocked, all its damage to the player
    assert (await table.state()).teams[1].life == 16


async def test_a_creature_whose_planeswalker_left_attacks_nothing(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2", "Bob": "Jace pw 5"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Bear -> Jace"))
    ok(await g.remove(table.ctx("Bob"), "Jace"))
    ok(await g.block(table.ctx("Bob"), "none"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    assert "701.13a" in _text(result)  # Jace is exiled after attackers are declared
    state = await table.state()
    assert state.teams[1].life == 20  # not redirected to Bob (506.4c)
    assert [p.name for p in state.permanents] == ["Bear"]


async def test_a_blocker_that_died_mid_combat_keeps_its_attacker_blocked(table: Table):
    await table.deal("1v1", {"Alice": "Ogre 4/4", "Bob": "Wall 0/4"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob"))
    ok(await g.block(table.ctx("Bob"), "Wall blocks Ogre"))
    # A burn spell the game doesn't model: the player marks the damage and the Wall dies.
    ok(await g.set(table.ctx("Bob"), "Wall", "damage", 4))
    state = await table.state()
    assert [p.name for p in state.permanents] == ["Ogre"]
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    assert "701.8a" in _text(result)  # destroyed, as a lethal-damage death is (704.5g)
    assert (await table.state()).teams[1].life == 20


async def test_the_blockers_of_an_attacker_that_left_deal_no_damage(table: Table):
    await table.deal("1v1", {"Alice": "Ogre 4/4, Bear 2/2", "Bob": "Knight 3/3"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob, Bear -> Bob"))
    ok(await g.block(table.ctx("Bob"), "Knight blocks Bear"))
    ok(await g.remove(table.ctx("Alice"), "Bear"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    assert "510.1d" in _text(result)  # the Knight blocks a creature that is gone
    state = await table.state()
    assert state.teams[1].life == 16
    knight = next(p for p in state.permanents if p.name == "Knight")
    assert knight.damage == 0 and knight.owner == user_id("Bob")


async def test_the_board_and_the_advice_show_what_left_and_when(table: Table):
    await table.deal("1v1", {"Alice": "Bear 2/2, Ogre 4/4", "Bob": "Jace pw 5, Wall 0/4"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Bear -> Jace, Ogre -> Bob"))
    ok(await g.remove(table.ctx("Bob"), "Jace"))
    board = await g.board(table.ctx("Bob"))
    ok(board)
    advice = await g.advise(table.ctx("Bob"))
    ok(advice)
    # Declared again from the start, attacks forget what left before them.
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob"))
    assert (await table.state()).combat.gone == []
