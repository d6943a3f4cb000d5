"""/game add accepts card names, as /combat does (fixture card data)."""

from __future__ import annotations

from bot.games.handlers import GameHandlers
from bot.handlers import Handlers
from tests.games.conftest import Table


async def test_game_add_takes_cards_by_name(db, card_index):
    table = Table(GameHandlers(Handlers(db, lambda: None, lambda: card_index)))
    g = table.games
    assert not (await table.new("Alice", "1v1", "@Alice @Bob")).error
    added = await g.add(table.ctx("Alice", lang="it"), "Angelo di Serra, Jace Beleren")
    assert not added.error, added
    bad = await g.add(table.ctx("Bob"), "Serra Angle")
    assert bad.error and "Serra Angel" in bad.as_text()
    state = await table.state()
    perms = {p.name: p for p in state.permanents}
    angel = perms["Angelo di Serra"]
    assert (angel.power, angel.toughness, angel.keywords) == (4, 4, ["flying", "vigilance"])
    assert perms["Jace Beleren"].loyalty == 3
