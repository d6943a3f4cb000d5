"""Whole games in every mode, and what a real table needs: order, undo, permissions, errors."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.console import player_groups, user_id
from bot.games.handlers import GameHandlers
from bot.handlers import Handlers
from bot.i18n import t
from bot.storage import open_database
from bot.storage.sql import Store
from tests.games.conftest import Table, refused

NOON = datetime(2026, 11, 23, 14, 5, 33, tzinfo=UTC)


def ok(reply) -> None:
    assert not reply.error, reply.as_text()


async def test_multiplayer_knockout_and_the_turn_skips_the_loser(table: Table):
    boards = {"Alice": "Dragon 6/6 flying, Ogre 4/4", "Bob": "Bear 2/2", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    g = table.games
    ok(await g.set(table.ctx("Bob"), "Bob", "life", 6))
    ok(await g.attack(table.ctx("Alice"), "Dragon -> Bob, Ogre -> Carol"))
    # APNAP: Bob (next in turn order) declares before Carol.
    refused(
        await g.block(table.ctx("Carol"), "Wall blocks Ogre"),
        "game-wait-blocks",
        "802.4",
        name="Bob",
    )
    ok(await g.block(table.ctx("Bob"), "none"))
    ok(await g.block(table.ctx("Carol"), "Wall blocks Ogre"))
    result = await g.damage(table.ctx("Alice"))
    ok(result)
    state = await table.state()
    assert [s.lost for s in state.seats] == [False, True, False]
    assert not any(p.owner == user_id("Bob") for p in state.permanents)  # left with Bob
    assert state.teams[2].life == 20
    assert next(p for p in state.permanents if p.name == "Wall").damage == 4
    reply = await g.next(table.ctx("Alice"))
    assert "Carol" in reply.lines[0]  # Bob is skipped
    state = await table.state()
    assert state.permanents and all(p.damage == 0 for p in state.permanents)  # 514.2
    assert (await g.attack(table.ctx("Bob"), "Bear -> Alice")).error


async def test_two_headed_giant_ends_by_team_poison(table: Table):
    ok(await table.new("Alice", "2hg", "@Alice @Ann @Bob @Ben"))
    g = table.games
    state = await table.state()
    assert [t_.life for t_ in state.teams] == [30, 30]  # 810.4
    assert [t_.poison_limit for t_ in state.teams] == [15, 15]  # 810.11
    ok(await g.add(table.ctx("Alice"), "Rat 5/5 infect"))
    ok(await g.add(table.ctx("Ann"), "Toad 3/3 infect"))
    ok(await g.add(table.ctx("Ben"), "Wall 0/4"))
    for turn in range(2):
        ok(await g.attack(table.ctx("Alice"), "Rat -> Bob"))
        ok(await g.attack(table.ctx("Ann"), "Toad -> Ben"))
        ok(await g.block(table.ctx("Bob"), "none"))
        ok(await g.block(table.ctx("Ben"), "none"))
        ok(await g.damage(table.ctx("Ann")))
        if turn == 0:
            assert (await table.state()).teams[1].poison == 8
            ok(await g.next(table.ctx("Alice")))
            ok(await g.next(table.ctx("Bob")))
    state = await table.state()
    assert state.teams[1].poison == 16 and state.teams[1].lost
    assert state.finished and sorted(state.winners) == ["Alice", "Ann"]
    after = await g.attack(table.ctx("Alice"), "Rat -> Bob")
    assert after.error  # the game is over
    assert (await g.board(table.ctx("Bob"))).title.startswith("The board")


async def test_commander_decided_by_21_commander_damage_over_two_turns(table: Table):
    ok(await table.new("Alice", "commander", "@Alice @Bob"))
    g = table.games
    assert (await table.state()).teams[0].life == 40  # 903.7
    ok(await g.add(table.ctx("Alice"), "Atraxa 11/11 commander"))
    ok(await g.attack(table.ctx("Alice"), "Atraxa -> Bob"))
    ok(await g.block(table.ctx("Bob"), "none"))
    ok(await g.damage(table.ctx("Alice")))
    state = await table.state()
    assert state.commander_damage[str(user_id("Bob"))] == {"p1": 11}
    ok(await g.next(table.ctx("Alice")))
    ok(await g.next(table.ctx("Bob")))
    ok(await g.attack(table.ctx("Alice"), "Atraxa -> Bob"))
    ok(await g.block(table.ctx("Bob"), "none"))
    reply = await g.damage(table.ctx("Alice"))
    assert any("704.6c" in line for line in reply.lines)
    state = await table.state()
    assert state.teams[1].life == 18 and state.seats[1].lost and state.finished


async def test_undo_again_and_again_and_who_may(table: Table):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    g = table.games
    ok(await g.add(table.ctx("Alice"), "Bear 2/2"))
    ok(await g.add(table.ctx("Bob"), "Wall 0/4"))
    ok(await g.attack(table.ctx("Alice"), "Bear"))
    refused = await g.undo(table.ctx("Bob"))  # Alice's action, Bob is not the creator
    assert refused.error and refused.lines == (t("en", "game-only-creator"),)
    ok(await g.undo(table.ctx("Alice")))
    assert (await table.state()).combat is None
    ok(await g.undo(table.ctx("Bob")))  # his own add
    ok(await g.undo(table.ctx("Alice")))
    assert (await table.state()).permanents == []
    assert (await g.undo(table.ctx("Alice"))).lines == (t("en", "game-nothing-to-undo"),)
    history = await g.history(table.ctx("Alice"))
    assert sum("undone" in line for line in history.lines) == 3


async def test_the_creator_must_be_seated(table: Table):
    refused = await table.new("Mallory", "1v1", "@Alice @Bob")
    assert refused.error and refused.lines == (t("en", "game-creator-not-seated"),)
    assert await table.state() is None
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))


async def test_only_seated_players_act_and_only_on_their_own_things(table: Table):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    g = table.games
    alice, bob = table.ctx("Alice"), table.ctx("Bob")
    ok(await g.add(alice, "Bear 2/2"))
    ok(await g.add(bob, "Wall 0/4"))
    before = await table.version()
    for outsider in (table.ctx("Mallory"), table.ctx("Modesty", manage=True)):
        outsiders = [
            await g.add(outsider, "Dragon 9/9"),
            await g.remove(outsider, "Bear"),
            await g.set(outsider, "Alice", "life", 1),
            await g.attack(outsider, "Bear -> Bob"),
            await g.next(outsider),
            await g.undo(outsider),
            await g.leave(outsider),
        ]
        for reply in outsiders:
            assert (
                reply.error and reply.ephemeral and reply.lines == (t("en", "game-not-seated"),)
            ), reply
    # The creator corrects only her own things, and acts only when she may.
    assert (await g.set(alice, "Bob", "life", 1)).lines == (t("en", "game-not-yours", name="Bob"),)
    assert (await g.remove(alice, "Wall")).lines == (t("en", "game-not-yours", name="Wall"),)
    assert (await g.set(alice, "Wall", "damage", 3)).error
    assert (await g.set(alice, "Wall -> Bob", "commander_damage", 3)).error
    # Bob is not the active player: he neither attacks, resolves nor ends the turn.
    for reply in (await g.attack(bob, "Wall -> Alice"), await g.damage(bob)):
        refused(reply, "game-not-active", "506.2", name="Alice")  # the attacking player
    refused(await g.next(bob), "game-not-active", "102.1", name="Alice")  # whose turn it is
    assert (await g.remove(bob, "Bear")).error
    assert await table.version() == before  # nothing changed
    ok(await g.set(bob, "Bob", "life", 19))
    ok(await g.set(alice, "Bear", "counters", 1))
    assert [t_.life for t_ in (await table.state()).teams] == [20, 19]


async def test_who_ends_a_game(table: Table):
    ok(await table.new("Alice", "multiplayer", "@Alice @Bob @Carol"))
    g = table.games
    refused = await g.end(table.ctx("Mallory"))
    assert refused.error and refused.lines == (t("en", "game-end-who"),)
    # Each player's /game end is a vote; all remaining players end it.
    vote = await g.end(table.ctx("Bob"))
    assert vote.lines == (t("en", "game-end-vote", name="Bob", votes=1, needed=3),)
    ok(await g.end(table.ctx("Bob")))  # voting twice counts once
    vote = await g.end(table.ctx("Carol"))
    assert vote.lines == (t("en", "game-end-vote", name="Carol", votes=2, needed=3),)
    ok(await g.leave(table.ctx("Alice")))  # the creator leaves: Bob and Carol remain
    assert (await table.state()).end_votes == [user_id("Bob"), user_id("Carol")]
    ended = await g.end(table.ctx("Carol"))
    assert ended.lines == (t("en", "game-ended"),)
    assert await table.state() is None
    # The creator, or a server manager who does not play, ends it at once.
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    ok(await g.end(table.ctx("Alice")))
    assert await table.state() is None
    ok(await table.new("Bob", "1v1", "@Alice @Bob"))
    ok(await g.end(table.ctx("Modesty", manage=True)))
    assert await table.state() is None


async def test_leaving_a_multiplayer_game_in_the_middle_of_a_combat(table: Table):
    boards = {"Alice": "Dragon 6/6, Ogre 4/4", "Bob": "Bear 2/2, Jace pw 4", "Carol": "Wall 0/5"}
    await table.deal("multiplayer", boards)
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Dragon -> Jace, Ogre -> Carol"))
    left = await g.leave(table.ctx("Bob"))
    assert left.lines == (
        t("en", "game-left", name="Bob"),
        t("en", "summary-left", names="Bear [p3] and Jace [p4]", count=2),
    )
    state = await table.state()
    assert [s.lost for s in state.seats] == [False, True, False]  # 104.3a
    assert [p.name for p in state.permanents] == ["Dragon", "Ogre", "Wall"]  # 800.4a
    assert state.combat.attacks == {"p2": f"player:{user_id('Carol')}"}  # 800.4e
    assert (await g.undo(table.ctx("Alice"))).lines == (t("en", "game-leave-final"),)
    assert (await g.add(table.ctx("Bob"), "Bear 2/2")).lines == (t("en", "game-you-lost"),)
    ok(await g.block(table.ctx("Carol"), "Wall blocks Ogre"))
    ok(await g.damage(table.ctx("Alice")))
    reply = await g.leave(table.ctx("Carol"))
    assert reply.lines[-1] == t("en", "summary-winners", names="Alice", count=1)  # 104.2a
    state = await table.state()
    assert state.finished and state.winners == ["Alice"] and state.permanents[0].name == "Dragon"
    assert (await g.leave(table.ctx("Alice"))).error  # the game is over


async def test_the_active_player_leaves_and_the_turn_passes(table: Table):
    ok(await table.new("Alice", "commander", "@Alice @Bob @Carol"))
    reply = await table.games.leave(table.ctx("Alice"))
    assert reply.lines[-1] == t("en", "game-next", turn=2, name="Bob")  # 800.4j, 800.4k
    state = await table.state()
    assert state.active_team == 1 and not state.finished


async def test_in_two_headed_giant_the_team_leaves_together(table: Table):
    ok(await table.new("Alice", "2hg", "@Alice @Ann @Bob @Ben"))
    g = table.games
    ok(await g.add(table.ctx("Ann"), "Toad 3/3"))
    ok(await g.add(table.ctx("Bob"), "Wall 0/4"))
    reply = await g.leave(table.ctx("Ann"))
    assert reply.lines == (
        t("en", "game-left-team", name="Ann", names="Alice & Ann"),  # 810.8b
        t("en", "summary-left", names="Toad [p1]", count=1),
        t("en", "summary-winners", names="Bob and Ben", count=2),
    )
    state = await table.state()
    assert [s.lost for s in state.seats] == [True, True, False, False]
    assert state.teams[0].lost and state.finished and state.winners == ["Bob", "Ben"]
    assert [p.name for p in state.permanents] == ["Wall"]


async def test_a_game_and_a_command_have_a_cap_on_permanents(table: Table):
    from bot.games.logic import MAX_ADD, MAX_PERMANENTS

    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    g = table.games
    too_many = ", ".join(f"Rat{i} 1/1" for i in range(MAX_ADD + 1))
    refused = await g.add(table.ctx("Alice"), too_many)
    assert refused.error and refused.lines == (
        t("en", "game-too-many-at-once", limit=MAX_ADD, count=MAX_ADD + 1),
    )
    assert (await table.state()).permanents == [] and await table.version() == 0
    for who, n in (("Alice", MAX_ADD), ("Bob", MAX_ADD), ("Alice", MAX_ADD), ("Bob", 20)):
        ok(await g.add(table.ctx(who), ", ".join(f"{who}{i} 1/1" for i in range(n))))
    assert len((await table.state()).permanents) == MAX_PERMANENTS
    version = await table.version()
    refused = await g.add(table.ctx("Bob"), "Rat 1/1, Bat 1/1")
    assert refused.lines == (
        t("en", "game-too-many", limit=MAX_PERMANENTS, count=MAX_PERMANENTS, adding=2),
    )
    assert len((await table.state()).permanents) == MAX_PERMANENTS
    assert await table.version() == version


async def test_numbers_outside_the_options_bounds_are_refused(table: Table):
    for life in (0, -5, 2**53):
        refused = await table.new("Alice", "1v1", "@Alice @Bob", life=life)
        assert refused.lines == (t("en", "game-number-range", value=life, min=1, max=1_000_000),)
    assert await table.state() is None
    ok(await table.new("Alice", "1v1", "@Alice @Bob", life=1_000_000))
    for value in (-1, 2**53):
        assert (await table.games.set(table.ctx("Alice"), "Alice", "life", value)).error
    assert (await table.state()).teams[0].life == 1_000_000


async def test_bad_input_at_every_command_changes_nothing(table: Table):
    assert (await table.new("Alice", "1v1", "@Alice @Bob @Carol")).error
    assert (await table.new("Alice", "2hg", "@Alice @Bob @Carol")).error
    # Two teams, not three (810.1): the engine would refuse the game's every combat.
    assert (await table.new("Alice", "2hg", "@Alice @Ann | @Bob @Ben | @Cid @Cal")).error
    assert (await table.new("Alice", "chess", "@Alice @Bob")).error
    assert (await table.new("Alice", "1v1", "")).error
    assert await table.state() is None
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    assert (await table.new("Bob", "1v1", "@Alice @Bob")).error  # one game per channel
    g, a, b = table.games, table.ctx("Alice"), table.ctx("Bob")
    ok(await g.add(a, "Bear 2/2 flying"))
    ok(await g.add(b, "Cub 1/1"))
    before = await table.version()
    bad = [
        g.add(a, "Bear 2/2 flyng"),
        g.add(a, "Bear 2/2 -> Bob"),
        g.add(a, "Alice: Bear 2/2"),
        g.remove(a, "Nothing"),
        g.set(a, "Bear", "loyalty", 3),
        g.set(a, "Nobody", "life", 3),
        g.set(a, "Atraxa Bob", "commander_damage", 3),
        g.attack(a, "Cub -> Bob"),
        g.attack(a, "Bear -> Alice"),
        g.attack(a, ""),
        g.block(b, "Cub blocks Bear"),  # no combat yet
        g.damage(a),
    ]
    for reply in [await x for x in bad]:
        assert reply.error and reply.ephemeral and reply.lines, reply
    ok(await g.attack(a, "Bear -> Bob"))
    flying = await g.block(b, "Cub blocks Bear")
    assert flying.error and "flying" in flying.lines[0]
    assert await table.version() == before + 1


async def test_many_commands_at_once_are_all_applied_in_turn(table: Table):
    names = [f"P{i}" for i in range(8)]
    ok(await table.new("P0", "multiplayer", " ".join(f"@{n}" for n in names)))
    adds = [
        table.games.add(table.ctx(n), f"Bear{i}{j} 2/2")
        for i, n in enumerate(names)
        for j in range(5)
    ]
    replies = await asyncio.gather(*adds)
    assert all(not r.error for r in replies)
    state = await table.state()
    assert len(state.permanents) == 40 and len({p.id for p in state.permanents}) == 40
    assert await table.version() == 40
    history = await table.games.history(table.ctx("P0"))
    assert len(history.lines) == 41


async def test_two_processes_on_one_database_never_lose_a_write(db_url: str):
    first, second = await open_database(db_url), await open_database(db_url)
    try:
        one = Table(GameHandlers(Handlers(first, lambda: None)))
        two = Table(GameHandlers(Handlers(second, lambda: None)))
        ok(await one.new("Alice", "1v1", "@Alice @Bob"))
        game = await one.games.games.load(10, 20)
        assert game is not None
        state = game.state.model_copy(deep=True)
        ok(await two.games.add(two.ctx("Bob"), "Wall 0/4"))  # the other process wins the race
        from bot.storage.games import StaleGame

        with pytest.raises(StaleGame):
            await one.games.games.save(game, state, user_id("Alice"), "add", "lost?")
        assert [p.name for p in (await one.state()).permanents] == ["Wall"]
    finally:
        await first.close()
        await second.close()


async def test_a_game_dies_with_its_channel_guild_or_idleness(table: Table, db: Store):
    ok(await table.new("Alice", "1v1", "@Alice @Bob"))
    other = Table(table.games, guild=10, channel=21)
    ok(await other.new("Alice", "1v1", "@Alice @Bob"))
    third = Table(table.games, guild=11, channel=30)
    ok(await third.new("Alice", "1v1", "@Alice @Bob"))
    assert await table.games.channel_gone(10, 20) == 1
    assert await table.state() is None and await other.state() is not None
    assert await table.games.guild_gone(10) == 1
    assert await other.state() is None
    async with db.writing() as tx:
        await tx.execute(
            "UPDATE games SET updated_at = ?", tx.dialect.moment(datetime(2020, 1, 1, tzinfo=UTC))
        )
    table.games.idle = timedelta(days=30)
    assert await table.games.purge_idle() == 1
    assert await third.state() is None


async def test_replies_in_the_players_language(table: Table):
    reply = await table.games.new(
        table.ctx("Alice", lang="ja"), "1v1", player_groups("@Alice @Bob")
    )
    assert reply.title == t("ja", "game-new-title", mode=t("ja", "mode-1v1"))
    board = await table.games.board(table.ctx("Bob", lang="it"))
    assert board.title == t("it", "game-board-title", turn=1)


@pytest.mark.parametrize(
    "declaration",
    [
        "Wall blocks Ogre, Cub blocks Bear",
        "Wall blocca Ogre, Cub blocca Bear",
        "Wall blockt Ogre, Cub blockt Bear",
        "Wall ブロック Ogre、Cub ブロック Bear",
    ],
)
async def test_block_in_every_language(table: Table, declaration: str):
    await table.deal("1v1", {"Alice": "Ogre 4/4, Bear 2/2", "Bob": "Wall 0/5, Cub 1/1"})
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Ogre -> Bob, Bear -> Bob"))
    ok(await g.block(table.ctx("Bob"), declaration))
    state = await table.state()
    names = {p.id: p.name for p in state.permanents}
    assert {names[k]: names[v] for k, v in state.combat.blocks.items()} == {
        "Wall": "Ogre",
        "Cub": "Bear",
    }


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", ["Dragon 6/6 flying toxic 2 [", ", Jace pw 3 ["]),
        ("it", ["Dragon 6/6 volare tossico 2 [", ", Jace pw 3 ["]),
        ("de", ["Dragon 6/6 Fliegend Toxisch 2 [", ", Jace pw 3 ["]),
        ("ja", ["Dragon 6/6 飛行 毒性 2 [", "]、Jace PW 3 ["]),
    ],
)
async def test_the_board_is_shown_in_the_readers_language(table: Table, lang, shown):
    await table.deal("1v1", {"Alice": "Dragon 6/6 flying toxic 2, Jace pw 3", "Bob": "Bear 2/2"})
    board = (await table.games.board(table.ctx("Bob", lang=lang))).as_text()
    for part in shown:
        assert part in board, (part, board)


async def test_refusals_name_the_field_and_the_mode_in_the_language(table: Table):
    refused = await table.games.new(
        table.ctx("Alice", lang="it"), "1v1", player_groups("@Alice @Bob @Carol")
    )
    assert refused.error and "1 contro 1 richiede 2 giocatori" in refused.as_text()
    await table.deal("1v1", {"Alice": "Dragon 6/6", "Bob": "Bear 2/2"})
    refused = await table.games.set(table.ctx("Alice", lang="it"), "Dragon", "loyalty", 3)
    assert refused.error and "fedeltà non si applica a Dragon" in refused.as_text()


async def test_history_names_a_corrected_field_in_the_language(table: Table):
    await table.deal("1v1", {"Alice": "Dragon 6/6", "Bob": "Bear 2/2"})
    ok(await table.games.set(table.ctx("Bob"), "Bob", "life", 3))
    history = (await table.games.history(table.ctx("Bob", lang="de"))).as_text()
    assert "setzen Bob Lebenspunkte 3" in history and "life" not in history, history


async def test_history_shows_each_languages_own_date_and_time(table: Table):
    """The time of an action in the reader's own format (CLDR, Babel), not ISO."""
    await table.deal("1v1", {"Alice": "Dragon 6/6", "Bob": "Bear 2/2"})
    async with table.games.games.db.writing() as tx:
        await tx.execute("UPDATE actions SET created_at = ?", tx.dialect.moment(NOON))
    expected = {
        "en": "(Nov 23, 2026, 2:05\u202fPM UTC)",
        "it": "(23 nov 2026, 14:05 UTC)",
        "de": "(23.11.2026, 14:05 UTC)",
        "ja": "（2026/11/23 14:05 UTC）",
    }
    for lang, when in expected.items():
        history = (await table.games.history(table.ctx("Bob", lang=lang))).as_text()
        assert when in history and "2026-11-23" not in history, (lang, history)


async def test_japanese_lists_in_game_options_take_the_ideographic_comma(table: Table):
    """「、」 separates attacks and removed permanents as it does permanents (the
    Japanese option descriptions show it); full-width arrows fold as in a board."""
    await table.deal("1v1", {"Alice": "騎士 2/2, 熊 3/3", "Bob": "壁 0/4, 狼 1/1"})
    alice, bob = table.ctx("Alice", lang="ja"), table.ctx("Bob", lang="ja")
    ok(await table.games.attack(alice, "騎士 -> Bob、熊 －＞ Bob"))
    state = await table.state()
    assert state is not None and state.combat is not None and len(state.combat.attacks) == 2
    ok(await table.games.remove(bob, "壁、狼"))
    state = await table.state()
    assert state is not None and {p.name for p in state.permanents} == {"騎士", "熊"}


async def test_advice_in_multiplayer_is_for_the_defender_whose_turn_it_is_to_block(table: Table):
    boards = {"Alice": "Dragon 6/6, Ogre 4/4", "Bob": "Bear 2/2", "Carol": "Wall 0/5, Elf 1/1"}
    await table.deal("multiplayer", boards)
    g = table.games
    ok(await g.attack(table.ctx("Alice"), "Dragon -> Bob, Ogre -> Carol"))
    # APNAP: Carol's blocks come after Bob's, and so does her advice.
    refused(await g.advise(table.ctx("Carol")), "game-advise-blocks-not-now")
    bob = await g.advise(table.ctx("Bob"))
    assert bob.ephemeral and bob.title == t("en", "advice-title-blocks", player="Bob")
    ok(await g.block(table.ctx("Bob"), "none"))
    carol = await g.advise(table.ctx("Carol"))
    assert carol.ephemeral and carol.title == t("en", "advice-title-blocks", player="Carol")
    # Carol is advised on Carol's creatures against what attacks her, Bob's choice kept.
    shown = "\n".join(carol.lines)
    assert "Wall 0/5 blocks Ogre" in shown and "Bear 2/2 blocks" not in shown
    refused(await g.advise(table.ctx("Bob")), "game-advise-blocks-not-now")


async def test_advice_on_attacks_is_for_the_active_player_before_attackers(table: Table):
    await table.deal("1v1", {"Alice": "Giant 5/5, Bear 2/2", "Bob": "Wall 0/4"})
    g = table.games
    refused(await g.advise(table.ctx("Bob")), "game-advise-attacks-not-now", name="Alice")
    advice = await g.advise(table.ctx("Alice"))
    assert advice.ephemeral and advice.title == t("en", "advice-title-attacks", player="Alice")
    assert any("-> Bob" in line for line in advice.lines)
    ok(await g.remove(table.ctx("Alice"), "Giant, Bear"))
    refused(await g.advise(table.ctx("Alice")), "game-advise-no-creature")
