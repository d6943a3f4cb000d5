"""Reverse deltas give back the state before, exactly, whatever an action did to the board."""

from __future__ import annotations

import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.model import (
    CombatState,
    GameState,
    Permanent,
    PermanentKind,
    PlayerState,
    TeamState,
)
from bot.storage import delta
from engine.model import Mode
from tests.conftest import examples


def state(permanents: list[Permanent], **fields) -> GameState:
    return GameState(
        mode=Mode.ONE_V_ONE,
        seats=[PlayerState(user_id=1, name="A", team=0), PlayerState(user_id=2, name="B", team=1)],
        teams=[TeamState(index=0, life=20), TeamState(index=1, life=20)],
        permanents=permanents,
        next_id=len(permanents) + 1,
        **fields,
    )


def bears(n: int) -> list[Permanent]:
    return [
        Permanent(
            id=f"p{i}",
            owner=1 + i % 2,
            name=f"Bear{i}",
            kind=PermanentKind.CREATURE,
            power=2,
            toughness=2,
        )
        for i in range(n)
    ]


@settings(max_examples=examples(200), deadline=None)
@given(
    size=st.integers(0, 30),
    removed=st.sets(st.integers(0, 29)),
    damaged=st.sets(st.integers(0, 29)),
    added=st.integers(0, 5),
    shuffle=st.booleans(),
    life=st.integers(-5, 40),
)
def test_restore_gives_back_the_state_before(size, removed, damaged, added, shuffle, life):
    before = state(bears(size))
    after = before.model_copy(deep=True)
    after.permanents = [p for i, p in enumerate(after.permanents) if i not in removed]
    for p in after.permanents:
        if int(p.id[1:]) in damaged:
            p.damage = 1
    after.permanents += [
        Permanent(id=f"n{i}", owner=2, name=f"New{i}", kind="creature", power=1, toughness=1)
        for i in range(added)
    ]
    if shuffle:
        after.permanents.reverse()  # not something an action does: the fallback keeps it exact
    after.teams[1].life = life
    after.combat = CombatState(attacks={"p0": "player:2"})
    assert delta.restore(after, delta.reverse(after, before)) == before


def test_one_more_creature_on_a_big_board_stores_only_its_id():
    before = state(bears(400))
    after = before.model_copy(deep=True)
    after.permanents.append(
        Permanent(id="p400", owner=1, name="Dragon", kind="creature", power=5, toughness=5)
    )
    after.next_id += 1
    blob = delta.reverse(after, before)
    assert blob == b'{"next_id":401,"permanents":{"drop":["p400"],"put":[]}}'  # shorter than zlib's
    assert delta.restore(after, blob) == before


def test_a_big_change_is_compressed():
    before = state(bears(400))
    after = before.model_copy(deep=True)
    for p in after.permanents:
        p.damage = 1
    blob = delta.reverse(after, before)
    assert len(zlib.decompress(blob)) > 10 * len(blob)
    assert delta.restore(after, blob) == before
