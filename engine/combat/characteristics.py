"""What a permanent is now: its current power, toughness and abilities (613).

A permanent's ``power``, ``toughness`` and ``keywords`` (with the flags read from them) are
its current ones; every change to them during combat goes through here (triggers, actions,
counters), so an effect that changes them (a P/T change, an ability granted) has one place
to be applied, and every rule reads the fields as they are.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from engine.combat.state import (
    DAMAGE_AS_COUNTERS,
    DEATHTOUCH,
    DOUBLE_STRIKE,
    INDESTRUCTIBLE,
    INFECT,
    LIFELINK,
    Perm,
)
from engine.keywords import ORDER, Keyword
from engine.model import Creature

# The fields of a P/T change's event: the permanent, the change, the new power and toughness.
PTChange = tuple[str, int, int, int, int]


def set_keywords(perm: Perm, keywords: frozenset[Keyword]) -> None:
    """Give it these keywords (as written, or as an action changes them), with the ones
    read in the damage loops looked up once."""
    perm.keywords = keywords
    perm.to_check = True  # indestructible gained or lost: state-based actions look again
    (
        perm.deathtouch,
        perm.lifelink,
        perm.infect,
        perm.damage_as_counters,
        perm.indestructible,
        perm.double_strike,
    ) = _flags(keywords)


@lru_cache(maxsize=1024)
def _flags(keywords: frozenset[Keyword]) -> tuple[bool, bool, bool, bool, bool, bool]:
    """The flags set_keywords sets, for a set of keywords: deathtouch, lifelink, infect,
    damage dealt as counters (702.90b), indestructible, double strike.

    Kept per set of keywords (at most 1,024 sets): creatures have few keywords, so boards
    repeat the same few sets, and a kept one is a look-up in C."""
    return (
        DEATHTOUCH in keywords,
        LIFELINK in keywords,
        INFECT in keywords,
        not DAMAGE_AS_COUNTERS.isdisjoint(keywords),
        INDESTRUCTIBLE in keywords,
        DOUBLE_STRIKE in keywords,
    )


def pump(perm: Perm, power: int, toughness: int) -> PTChange:
    """Give it +power/+toughness until end of turn (613.4c); the fields of its event."""
    perm.power += power
    perm.toughness += toughness
    perm.to_check = True
    return perm.id, power, toughness, perm.power, perm.toughness


def add_plus_counters(perm: Perm, count: int) -> None:
    """Put ``count`` +1/+1 counters on it (122.1a)."""
    perm.plus += count
    perm.power += count
    perm.toughness += count


def add_minus_counters(perm: Perm, count: int) -> None:
    """Put ``count`` -1/-1 counters on it (122.1a)."""
    perm.minus += count
    perm.power -= count
    perm.toughness -= count
    perm.to_check = True


def annihilate_counters(perm: Perm) -> int:
    """Remove as many +1/+1 as -1/-1 counters as it has of both (704.5q); how many pairs.
    Its power and toughness stay as they are."""
    n = min(perm.plus, perm.minus)
    perm.plus -= n
    perm.minus -= n
    return n


def change_written(
    perm: Perm,
    numbers: dict[Keyword, int] | None = None,
    protections: tuple[str, ...] | None = None,
    colors: tuple[str, ...] | None = None,
    types: tuple[str, ...] | None = None,
) -> None:
    """Change the characteristics the rules read off its creature as written: the keywords
    with a number (``numbers``, N 0 to lose one), what it has protection from, its colours
    (they replace the old ones, 105.3) and its card types (added, 205.1b). Its creature record
    is replaced, never changed, as the board's is shared."""
    thing = perm.thing
    assert isinstance(thing, Creature)
    kept = thing.numbers
    if numbers is not None:
        merged = dict(thing.numbers)
        for keyword, value in numbers.items():
            if keyword is Keyword.TOXIC:
                perm.toxic = perm.toxic + value if value else 0
                continue
            merged[keyword] = merged.get(keyword, 0) + value if value else 0
        kept = tuple(
            sorted(((k, n) for k, n in merged.items() if n > 0), key=lambda kn: ORDER[kn[0]])
        )
    perm.thing = replace(
        thing,
        numbers=kept,
        protections=thing.protections if protections is None else protections,
        colors=thing.colors if colors is None else colors,
        types=thing.types if types is None else tuple(dict.fromkeys((*thing.types, *types))),
    )
