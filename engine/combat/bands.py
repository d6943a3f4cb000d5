"""Attacking bands (702.22): declared with the attackers, blocked together.

A band is written ``band N`` on each of its creatures (the same N); the checks are those
of 702.22c-d. The division of damage banding changes is in :mod:`engine.combat.assign`.
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.state import BAND, BANDING, BANDS_WITH_OTHER, Combat, Perm, Seat
from engine.errors import IllegalActionError
from engine.events import BandBlocked, BandDeclared
from engine.model import Creature


def declare_bands(combat: Combat) -> None:
    """Form the bands written ``band N`` as attackers are declared (508.1e) and check them:
    one or more creatures with banding and at most one without, or creatures with "bands
    with other" and others of their quality (702.22c), all attacking one thing (702.22d)."""
    # Every creature a band concerns is among those the setup found for the triggers.
    groups: dict[int, list[Perm]] = {}
    for perm in combat.triggered:
        thing = perm.thing
        if not isinstance(thing, Creature) or not thing.numbers:
            continue
        number = thing.number(BAND)
        if not number:
            continue
        if perm.owner.side != 0:
            raise IllegalActionError("illegal_attack", thing.span, "band-defender", name=perm.name)
        if perm.target is None:
            raise IllegalActionError("illegal_attack", thing.span, "band-home", name=perm.name)
        groups.setdefault(number, []).append(perm)
    for number, members in groups.items():
        others = any(BANDS_WITH_OTHER in m.keywords for m in members)
        without = [m for m in members if BANDING not in m.keywords]
        if not others and (len(without) > 1 or len(without) == len(members)):
            bad = without[1] if len(without) > 1 else without[0]
            raise IllegalActionError(
                "illegal_attack", bad.thing.span, "band-banding", name=bad.name, band=number
            )
        first = members[0]
        for member in members[1:]:
            if member.target is not first.target:
                raise IllegalActionError(
                    "illegal_attack",
                    member.thing.span,
                    "band-target",
                    name=member.name,
                    other=first.name,
                )
        band = tuple(members)
        for member in members:
            member.band = band
        target = first.target
        assert target is not None
        combat.events.append(
            BandDeclared(
                R.BAND,
                target.name if isinstance(target, Seat) else target.id,
                tuple([m.id for m in members]),
            )
        )


def band_blocks(combat: Combat) -> None:
    """A creature that blocks one creature of a band blocks each other one (702.22h)."""
    if not combat.triggered:
        return
    done: set[int] = set()
    for attacker in combat.attackers:
        band = attacker.band
        if not band or id(band) in done:
            continue
        done.add(id(band))
        blockers = [b for b in combat.perms if b.blocking is not None and b.blocking in band]
        if not blockers:
            continue
        for member in band:
            for blocker in blockers:
                if blocker in member.blockers:
                    continue
                member.blockers.append(blocker)
                member.blocked = True
                via = blocker.blocking
                assert via is not None
                combat.events.append(BandBlocked(R.BAND_BLOCKED, blocker.id, member.id, via.id))
