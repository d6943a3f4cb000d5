"""Attack and block restrictions (508.1a, 509.1a-b) and evasion abilities (702.13, 702.14,
702.28, 702.31, 702.36, 702.118), as pure checks returning why a declaration is illegal.

Each check returns ``None`` (legal) or ``(detail, rule)``: the error message's id and the
rule that forbids it (engine.citations). Declarations (engine.combat.declare) raises them.
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.protection import ARTIFACT, protected_from
from engine.combat.state import Perm
from engine.errors import RESTRICTION_DETAILS
from engine.keywords import Keyword
from engine.model import Creature

# Read for every creature: module constants (see engine.combat.state).
DEFENDER, HASTE, SICK, TAPPED = (
    Keyword.DEFENDER,
    Keyword.HASTE,
    Keyword.SUMMONING_SICK,
    Keyword.TAPPED,
)
CANT_BLOCK, CANT_BE_BLOCKED, FLYERS_ONLY = (
    Keyword.CANT_BLOCK,
    Keyword.CANT_BE_BLOCKED,
    Keyword.FLYERS_ONLY,
)
SKULK, SHADOW, HORSEMANSHIP, FEAR, INTIMIDATE = (
    Keyword.SKULK,
    Keyword.SHADOW,
    Keyword.HORSEMANSHIP,
    Keyword.FEAR,
    Keyword.INTIMIDATE,
)
FLYING = Keyword.FLYING
MIN_BLOCKERS, EXTRA_BLOCKS, ANY_BLOCKS = (
    Keyword.MIN_BLOCKERS,
    Keyword.EXTRA_BLOCKS,
    Keyword.ANY_BLOCKS,
)
# Landwalk and the land type it names (702.14c).
LANDWALK: dict[Keyword, str] = {
    Keyword.PLAINSWALK: "Plains",
    Keyword.ISLANDWALK: "Island",
    Keyword.SWAMPWALK: "Swamp",
    Keyword.MOUNTAINWALK: "Mountain",
    Keyword.FORESTWALK: "Forest",
}
# Every keyword a restriction reads: a creature with none of them skips the checks.
RESTRICTED = frozenset(
    {
        DEFENDER,
        SICK,
        TAPPED,
        CANT_BLOCK,
        CANT_BE_BLOCKED,
        FLYERS_ONLY,
        SKULK,
        SHADOW,
        HORSEMANSHIP,
        FEAR,
        INTIMIDATE,
        *LANDWALK,
    }
)

Why = tuple[str, str]


def attack_restriction(attacker: Perm) -> Why | None:
    """Why ``attacker`` can't attack, or None: tapped (508.1a), defender (702.3b), or it came
    under its controller's control this turn without haste (302.6)."""
    keywords = attacker.keywords
    if TAPPED in keywords:
        return "tapped-attack", R.UNTAPPED_ATTACKERS
    if DEFENDER in keywords:
        return "has-defender", R.DEFENDER
    if SICK in keywords and HASTE not in keywords:
        return "summoning-sick", R.SUMMONING_SICKNESS
    return None


def _colors(perm: Perm) -> tuple[str, ...]:
    thing = perm.thing
    return thing.colors if isinstance(thing, Creature) else ()


def _artifact(perm: Perm) -> bool:
    thing = perm.thing
    return isinstance(thing, Creature) and any(t.lower() == ARTIFACT for t in thing.types)


def block_restriction(blocker: Perm, attacker: Perm, lands: frozenset[str]) -> Why | None:
    """Why ``blocker`` can't block ``attacker``, or None (509.1a-b and the evasion abilities).

    ``lands``: the land types the defending player controls (landwalk, 702.14c).
    """
    mine, theirs = blocker.keywords, attacker.keywords
    if TAPPED in mine:
        return "tapped-block", R.UNTAPPED_BLOCKERS
    if CANT_BLOCK in mine:
        return "cant-block", R.BLOCK_RESTRICTIONS
    if CANT_BE_BLOCKED in theirs:
        return "cant-be-blocked", R.BLOCK_RESTRICTIONS
    if FLYERS_ONLY in theirs and FLYING not in mine:
        return "flyers-only", R.BLOCK_RESTRICTIONS
    quality = protected_from(blocker, attacker)
    if quality is not None:
        return "protection", (
            R.PROTECTION_EVERYTHING if quality == "everything" else R.PROTECTION_BLOCK
        )
    if SKULK in theirs and blocker.power > attacker.power:
        return "skulk", R.SKULK
    if (SHADOW in theirs) != (SHADOW in mine):
        return ("shadow" if SHADOW in theirs else "shadow-blocker"), R.SHADOW
    if HORSEMANSHIP in theirs and HORSEMANSHIP not in mine:
        return "horsemanship", R.HORSEMANSHIP
    if FEAR in theirs and not (_artifact(blocker) or "black" in _colors(blocker)):
        return "fear", R.FEAR
    if INTIMIDATE in theirs and not (
        _artifact(blocker) or set(_colors(blocker)) & set(_colors(attacker))
    ):
        return "intimidate", R.INTIMIDATE
    for walk, land in LANDWALK.items():
        if walk in theirs and land in lands:
            return "landwalk", R.LANDWALK
    return None


def block_limit(blocker: Perm) -> int | None:
    """How many creatures ``blocker`` may block: one (509.1a), more with an effect that
    allows it, None for any number."""
    if ANY_BLOCKS in blocker.keywords:
        return None
    thing = blocker.thing
    extra = thing.number(EXTRA_BLOCKS) if isinstance(thing, Creature) else 0
    return 1 + extra


def min_blockers(attacker: Perm) -> int:
    """The fewest creatures that may block ``attacker`` (``can't be blocked except by N or
    more creatures``; 0 when it has no such restriction)."""
    thing = attacker.thing
    return thing.number(MIN_BLOCKERS) if isinstance(thing, Creature) else 0


# Every reason these checks give (the ``illegal_attack`` / ``illegal_block`` details).
REFUSALS = RESTRICTION_DETAILS
