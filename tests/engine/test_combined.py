"""Interactions between the parts of issue 13 (actions, protection, triggers and banding,
section-4 fixes) that each part's own tests do not reach: a judge's second look."""

from __future__ import annotations

from engine import parse, simulate
from engine.events import BandAssigned, NoDamage, StaysBlocked


def run(text: str):
    return simulate(parse(text))


def damage(result) -> list[tuple[str, str, int]]:
    return [(d.source, d.target, d.amount) for step in result.steps for d in step.damage]


def perm(result, name: str):
    return next(p for p in result.permanents if p.name == name)


def test_a_blocker_of_two_attackers_hits_the_one_left_when_the_other_is_removed() -> None:
    # 510.1d: "If it's blocking exactly one creature, it assigns all its combat damage to
    # that creature"; removing the first attacker (506.4) leaves it blocking the second.
    result = run(
        "Alice: Knight 2/2, Bear 3/3 | Bob: Guard 2/4 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: remove Knight"
    )
    assert ("b1", "a2", 2) in damage(result)
    assert perm(result, "Bear").damage == 2
    assert not [e for e in result.events if isinstance(e, NoDamage) and e.source == "b1"]


def test_a_blocker_of_two_attackers_removed_from_combat_is_dealt_no_damage() -> None:
    # 506.4: it stops being a blocking creature for both; each attacker stays blocked
    # (509.1h) and without trample assigns no combat damage (510.1c).
    result = run(
        "Alice: Knight 2/2, Bear 3/3 | Bob: Guard 2/4 can block additional 1"
        " blocks Knight blocks Bear ; after blocks: remove Guard"
    )
    assert damage(result) == []
    assert perm(result, "Guard").damage == 0
    assert [e.attacker for e in result.events if isinstance(e, StaysBlocked)] == ["a1", "a2"]


def test_the_defender_banding_divides_puts_damage_where_protection_prevents_it() -> None:
    # 702.22j: the defending player divides the Wurm's damage among its blockers; all of it
    # on the Knight with protection from red is prevented (702.16e), so nothing dies; on the
    # Bear, deathtouch would destroy it.
    result = run(
        "Alice: Wurm 5/5 red deathtouch | Bob: Knight 2/2 banding protection from red"
        " blocks Wurm, Bear 2/1 blocks Wurm"
    )
    [assigned] = [e for e in result.events if isinstance(e, BandAssigned)]
    assert (assigned.target, assigned.amount) == ("b1", 5)
    assert not perm(result, "Bear").dies
