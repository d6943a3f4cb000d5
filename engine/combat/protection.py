"""Protection (702.16) and the qualities it reads: colours, card types and subtypes.

:func:`protected_from` is the one test of whether a source has a quality a permanent has
protection from; blocking (702.16f) and damage (702.16e) both ask it. Damage prevented
this way is prevented in one place as damage is dealt
(:func:`engine.combat.prevention.protects`).
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.state import Perm
from engine.model import COLORS, Creature

_COLORS = frozenset(COLORS)
ARTIFACT = "artifact"


def has_quality(source: Perm, quality: str) -> bool:
    """Whether ``source`` has ``quality``: a colour, a ``QUALITIES`` word, a subtype, or the
    name of the player who controls it (protection from a player, 702.16k)."""
    thing = source.thing
    if quality.lower() == source.controller.name.lower():
        return True
    colors = thing.colors if isinstance(thing, Creature) else ()
    if quality in _COLORS:
        return quality in colors
    if quality == "everything":
        return True
    if quality == "creatures":
        return source.creature
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "monocolored":
        return len(colors) == 1
    if quality == "colorless":
        return not colors
    types = thing.types if isinstance(thing, Creature) else ()
    if quality == "artifacts":
        return any(t.lower() == ARTIFACT for t in types)
    return any(same_subtype(quality, t) for t in types)


def same_subtype(quality: str, subtype: str) -> bool:
    """``Goblins`` names the subtype ``Goblin`` (protection is written in the plural)."""
    q, t = quality.lower(), subtype.lower()
    return (
        q == t
        or q == t + "s"
        or q == t + "es"
        or (t.endswith("f") and q == t[:-1] + "ves")
        or (t.endswith("y") and q == t[:-1] + "ies")
    )


def protected_from(source: Perm, target: Perm) -> str | None:
    """The quality of ``target``'s protection that ``source`` has, or None (702.16a)."""
    thing = target.thing
    if not isinstance(thing, Creature):
        return None
    for quality in thing.protections:
        if has_quality(source, quality):
            return quality
    return None


def protection_rule(quality: str) -> str:
    """The rule that prevents the damage: 702.16j for everything, else 702.16e."""
    return R.PROTECTION_EVERYTHING if quality == "everything" else R.PROTECTION_DAMAGE
