"""What the caches and shortcuts keep stays right: the guild language renewed ahead of its expiry yet
bounded for other processes, /rule answers kept per CR, no event task per command, the
one-page rule select without a View, the long-lived heap frozen, /combat answers kept per
card data and computed together with the other combats of the same turn of the loop."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import AsyncIterator, Callable
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot import app, heap, render_discord
from bot.config import Config
from bot.handlers import LANGUAGE_REFRESH, LANGUAGE_TTL, Context, Handlers, PerSource
from bot.i18n import available, bundle, catalog, preload, vocabulary
from bot.render_discord import LINK_SELECTS, LINK_TIMEOUT, LinkSelect, ReplyView, choose_link
from bot.replies import Link
from bot.storage import Database
from bot.storage.sql import GuildSettings
from engine.rules import RuleBook, parse_text
from tests.rules.synth import synthetic_cr

GUILD = 1
HERE = Context(7, GUILD, 10, "en-US")
NO_GUILD = Context(7, None, 10, "en-US")
ADMIN = Context(8, GUILD, 10, "en-US", can_manage=True)


@pytest.fixture
async def db(tmp_path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "shared.db")
    yield database
    await database.close()


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def clocked(handlers: Handlers) -> Clock:
    clock = Clock()
    handlers.clock = clock
    return clock


async def refreshed(handlers: Handlers) -> None:
    """Until the background reads of guild languages have finished."""
    await asyncio.gather(*handlers._refreshing.values())


async def test_another_process_s_settings_are_seen_within_the_ttl(db):
    here, there = Handlers(db, lambda: None), Handlers(db, lambda: None)
    clock = clocked(here)
    await db.set_guild_language(GUILD, "it")
    assert await here.language(HERE) == "it"
    await there.settings(ADMIN, "de")  # another process, same database
    clock.now += LANGUAGE_TTL + 0.01  # not used meanwhile: expired, read again
    assert not here.language_known(HERE)
    assert await here.language(HERE) == "de"


async def test_an_active_guild_s_language_is_renewed_before_it_expires(db):
    here, there = Handlers(db, lambda: None), Handlers(db, lambda: None)
    clock = clocked(here)
    await db.set_guild_language(GUILD, "it")
    assert await here.language(HERE) == "it"
    clock.now += LANGUAGE_REFRESH / 2
    assert await here.language(HERE) == "it"
    assert not here._refreshing  # young: no read
    await there.settings(ADMIN, "de")
    clock.now += LANGUAGE_REFRESH  # past the refresh age, within the TTL
    assert await here.language(HERE) == "it"  # answered from memory at once...
    assert list(here._refreshing) == [GUILD]  # ...and read again in the background, once
    assert await here.language(HERE) == "it"
    assert list(here._refreshing) == [GUILD]
    await refreshed(here)
    clock.now += LANGUAGE_TTL - 0.01  # past the first read's expiry: renewed, no read needed
    assert here.language_known(HERE)
    assert await here.language(HERE) == "de"  # another process's change, within the TTL


async def test_a_background_read_never_undoes_a_newer_setting(db, monkeypatch):
    here = Handlers(db, lambda: None)
    clock = clocked(here)
    await db.set_guild_language(GUILD, "it")
    assert await here.language(HERE) == "it"
    started = asyncio.Event()
    release = asyncio.Event()
    original = db.guild_settings

    async def slow(guild_id: int) -> GuildSettings:
        value = await original(guild_id)  # read before /settings below
        started.set()
        await release.wait()
        return value

    monkeypatch.setattr(db, "guild_settings", slow)
    clock.now += LANGUAGE_REFRESH + 0.01
    assert await here.language(HERE) == "it"
    await started.wait()
    clock.now += 0.01
    monkeypatch.setattr(db, "guild_settings", original)
    await here.settings(ADMIN, "ja")
    release.set()
    await refreshed(here)
    assert await here.language(HERE) == "ja"


async def test_a_failed_background_read_leaves_the_entry_to_expire(db, monkeypatch, caplog):
    here = Handlers(db, lambda: None)
    clock = clocked(here)
    await db.set_guild_language(GUILD, "it")
    assert await here.language(HERE) == "it"

    async def broken(guild_id: int) -> GuildSettings:
        raise OSError("database gone")

    monkeypatch.setattr(db, "guild_settings", broken)
    clock.now += LANGUAGE_REFRESH + 0.01
    assert await here.language(HERE) == "it"
    await refreshed(here)
    assert not here._refreshing
    assert "reading guild 1's language again failed" in caplog.text
    clock.now += LANGUAGE_TTL
    assert not here.language_known(HERE)


BOOK = RuleBook(parse_text(synthetic_cr()))


async def test_rule_answers_are_kept_per_rule_book(db):
    book = [BOOK]
    handlers = Handlers(db, lambda: book[0])
    first = await handlers.rule(HERE, "702.4")
    assert await handlers.rule(HERE, "702.4") is first  # kept
    assert await handlers.rule(HERE, "702.4", examples=True) is not first  # another key
    choices = await handlers.rule_autocomplete(HERE, "70")
    assert await handlers.rule_autocomplete(HERE, "70") == choices
    assert choices and choices[0].value.startswith("70")
    book[0] = RuleBook(parse_text(synthetic_cr(effective="January 9, 2027")))  # a CR update
    updated = await handlers.rule(HERE, "702.4")
    assert updated is not first and updated.title == first.title
    assert "January 9, 2027" in updated.footer and "September 25, 2026" in first.footer


def test_per_book_values_are_bounded_and_emptied_by_another_book():
    made: list[str] = []

    def make(key: str) -> Callable[[], str]:
        def value() -> str:
            made.append(key)
            return key.upper()

        return value

    cache: PerSource[str, str] = PerSource(size=2)
    assert cache.get(BOOK, "a", make("a")) == "A"
    assert cache.get(BOOK, "b", make("b")) == "B"
    assert cache.get(BOOK, "a", make("a")) == "A"  # kept, and now the most recent
    assert cache.get(BOOK, "c", make("c")) == "C"  # "b" goes
    assert len(cache) == 2
    assert cache.get(BOOK, "a", make("a")) == "A"
    assert cache.get(BOOK, "b", make("b")) == "B"
    assert made == ["a", "b", "c", "b"]
    other = RuleBook(parse_text(synthetic_cr()))
    assert cache.get(other, "a", make("a")) == "A"
    assert made[-1] == "a" and len(cache) == 1


async def test_combat_answers_are_kept_per_card_data(db, card_index):
    cards: list[Any] = [None]
    handlers = Handlers(db, lambda: None, lambda: cards[0])
    handlers.pictures = False  # a picture is added to the kept answer (tests/picture)
    board = "Alice: Knight 2/2 first strike | Bob: Bear 2/2 blocks Knight"
    first = await handlers.combat(HERE, board)
    assert not first.ephemeral and "Bear" in "\n".join(first.lines)
    assert await handlers.combat(HERE, board) is first  # kept
    private = await handlers.combat(HERE, board, private=True)
    assert private.ephemeral and private.lines == first.lines  # the same answer, private
    assert await handlers.combat(HERE, board, mode="1v1") is not first  # another key
    refused = await handlers.combat(HERE, "Alice: Serra Angel | Bob:")
    assert refused.error and refused.ephemeral  # no card data: no card names
    assert await handlers.combat(HERE, "Alice: Serra Angel | Bob:") is refused
    cards[0] = card_index  # the card data arrives (or is updated): nothing kept is used
    angel = await handlers.combat(HERE, "Alice: Serra Angel | Bob:")
    assert not angel.error and "Serra Angel" in "\n".join(angel.lines)
    assert await handlers.combat(HERE, board) is not first


def components(view: Any) -> list[dict[str, Any]]:
    rows = view.to_components()
    for row in rows:
        for item in row["components"]:
            item.pop("custom_id")
    return rows


LINKS = (Link("702.7 First Strike", "702.7"), Link("510 Combat Damage Step", "510"))


async def test_the_one_page_rule_select_is_what_a_view_renders():
    async def on_link(interaction: discord.Interaction, query: str) -> None: ...

    light = LinkSelect("de", LINKS, on_link)
    full = ReplyView([discord.Embed(title="702.4")], 42, "de", LINKS, on_link)
    assert components(light) == components(full)
    assert len(light.custom_id) == 32 and light.custom_id in LINK_SELECTS
    assert light.is_finished() and not light.is_dispatchable()  # nothing in discord.py's store
    full.stop()


def press(custom_id: str, *values: str) -> Any:
    return SimpleNamespace(data={"custom_id": custom_id, "component_type": 3, "values": values})


async def test_a_rule_select_answers_until_unused_for_its_timeout(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(render_discord, "clock", lambda: now[0])
    monkeypatch.setattr(render_discord, "LINK_SELECTS", {})
    chosen: list[str] = []

    async def on_link(interaction: discord.Interaction, query: str) -> None:
        chosen.append(query)

    first = LinkSelect("en", LINKS, on_link)
    now[0] += LINK_TIMEOUT - 1
    second = LinkSelect("en", LINKS, on_link)
    assert await choose_link(press(first.custom_id, "510"))  # just in time: renewed
    assert not await choose_link(press("someone-else", "510"))
    now[0] += LINK_TIMEOUT - 1
    assert await choose_link(press(first.custom_id, "702.7"))
    assert chosen == ["510", "702.7"]
    now[0] += 2
    assert not await choose_link(press(second.custom_id, "510"))  # unused: expired
    assert list(render_discord.LINK_SELECTS) == [first.custom_id]
    now[0] += LINK_TIMEOUT + 1
    LinkSelect("en", LINKS, on_link)  # a new one clears the expired ones out
    assert first.custom_id not in render_discord.LINK_SELECTS
    assert len(render_discord.LINK_SELECTS) == 1
    assert chosen == ["510", "702.7"]


async def test_commands_start_no_interaction_event_task(tmp_path):
    def event_tasks() -> int:
        """discord.py's tasks for the ``interaction`` event (named after their handler)."""
        return sum(task.get_name() == "discord.py: on_interaction" for task in asyncio.all_tasks())

    # ``async with``: the client takes the running loop, without logging in
    async with app.RedzoneBot(Config(discord_token="token", redzone_db=tmp_path / "b.db")) as bot:
        for kind in (
            discord.InteractionType.application_command,
            discord.InteractionType.autocomplete,
        ):
            bot.dispatch("interaction", SimpleNamespace(type=kind))
        assert event_tasks() == 0
        bot.dispatch("interaction", SimpleNamespace(type=discord.InteractionType.component))
        assert event_tasks() == 1  # a press that no live view holds is still answered
        await asyncio.sleep(0)  # it runs: without handlers (not logged in) it returns


@pytest.mark.slow  # collects and freezes the whole heap
def test_settle_heap_freezes_what_lives_as_long_as_the_process():
    thresholds = gc.get_threshold()
    try:
        heap.settle_heap()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (heap.GC_YOUNG, *thresholds[1:])
        heap.settle_heap()  # again (the rules replaced): thawed, collected, frozen
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)


def test_what_lives_as_long_as_the_process_is_built_without_collections_then_frozen():
    collections = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(count)
    try:
        with heap.long_lived():
            assert not gc.isenabled()
            built = [[i] for i in range(50_000)]  # far past a young collection's 700
        assert collections == []
        assert gc.isenabled()
        assert gc.get_freeze_count() >= len(built)
        gc.disable()  # a caller that had the collector off keeps it off
        with heap.long_lived():
            pass
        assert not gc.isenabled()
        gc.enable()
        frozen = gc.get_freeze_count()
        with pytest.raises(UnicodeDecodeError), heap.long_lived():  # a load that fails
            half_built = [[i] for i in range(100)]
            b"\xff".decode("utf-8")
        assert gc.isenabled()
        assert gc.get_freeze_count() == frozen and gc.is_tracked(half_built)  # froze nothing
    finally:
        gc.callbacks.remove(count)
        gc.enable()
        gc.unfreeze()


def test_the_catalogs_and_the_vocabulary_are_loaded_frozen():
    catalog.cache_clear()
    bundle.cache_clear()
    vocabulary.cache_clear()
    gc.unfreeze()
    try:
        catalog("en")
        after_one = gc.get_freeze_count()
        assert after_one > 0
        preload()
        assert bundle.cache_info().currsize == len(available())
        words = vocabulary()
        assert gc.get_freeze_count() > after_one
        assert gc.is_tracked(words) and not any(o is words for o in gc.get_objects())  # frozen
    finally:
        gc.unfreeze()
