"""Damage prevention (615): every dealt combat damage goes through
``engine.combat.prevention``, and
every result of damage follows the damage actually dealt."""

from __future__ import annotations

from collections.abc import Callable

from engine import parse
from engine.combat import CombatResult, result_of, run, setup
from engine.combat.prevention import shielding
from engine.combat.state import Combat, Shields
from engine.events import DamagePrevented, DamageUnpreventable
from engine.modes import infer_mode
from tests.conftest import Outcome


def shielded(text: str, make: Callable[[Combat, Shields], None]) -> CombatResult:
    board = parse(text)
    combat = setup(board, infer_mode(board, None))
    make(combat, shielding(combat))
    return result_of(combat, run(combat))


def test_a_shield_to_a_player_prevents_part_and_lifelink_follows_what_is_dealt() -> None:
    def setup(combat: Combat, shields: Shields) -> None:
        shields.targets[combat.seats[1]] = 2

    result = shielded("Alice: Cleric 3/3 lifelink | Bob:", setup)
    assert Outcome(result).life("Bob") == 19
    assert Outcome(result).life("Alice") == 21  # 702.15b: only the 1 dealt
    prevented = [e for e in result.events if isinstance(e, DamagePrevented)]
    assert [(e.amount, e.how, e.left, e.rule) for e in prevented] == [(2, "to", 0, "615.7")]
    assert [(d.target, d.amount) for d in result.steps[0].damage] == [("Bob", 1)]


def test_a_fog_prevents_deathtouch_and_infect_results() -> None:
    def setup(combat: Combat, shields: Shields) -> None:
        shields.fog = True

    result = shielded(
        "Alice: Snake 1/1 deathtouch, Rat 2/2 infect | Bob: Ogre 4/4 blocks Snake", setup
    )
    assert not any(p.dies for p in result.permanents)  # 702.2b: no damage, no deathtouch
    assert all(p.poison == 0 for p in result.players)
    assert all(not s.damage for s in result.steps)


def test_a_shield_from_a_source_counts_down_across_steps() -> None:
    def setup(combat: Combat, shields: Shields) -> None:
        shields.sources[combat.by_id["a1"]] = 3

    result = shielded("Alice: Knight 2/2 double strike | Bob:", setup)
    assert Outcome(result).life("Bob") == 19  # 2 prevented in the first step, 1 in the second
    left = [e.left for e in result.events if isinstance(e, DamagePrevented)]
    assert left == [1, 0]


def test_unpreventable_damage_uses_up_no_shield() -> None:
    def setup(combat: Combat, shields: Shields) -> None:
        shields.targets[combat.seats[1]] = 5
        shields.unpreventable.add(combat.by_id["a1"])

    result = shielded("Alice: Giant 4/4, Bear 2/2 | Bob:", setup)
    assert Outcome(result).life("Bob") == 16  # Giant's 4 dealt; Bear's 2 prevented by the shield
    assert [e.amount for e in result.events if isinstance(e, DamageUnpreventable)] == [4]
    assert [e.left for e in result.events if isinstance(e, DamagePrevented)] == [3]
