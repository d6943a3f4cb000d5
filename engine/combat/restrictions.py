"""Whether an attack or a block is legal: every check of a declaration (508.1, 509.1), the
restrictions on attacking and blocking (508.1a, 509.1a-b, 506.5), the evasion abilities
(702.9b, 702.13, 702.14, 702.28, 702.31, 702.36, 702.111b, 702.118) and the requirements
(508.1d, 509.1c): a declaration obeys as many of them as any legal one could.

The pure checks return ``None`` (legal) or ``(detail, rule)``: the error message's id and
the rule that forbids it (engine.citations); the ``check_*`` functions raise them as
``IllegalActionError`` with the span of the declaration at fault.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Literal

from engine import citations as R
from engine.combat.protection import ARTIFACT, protected_from
from engine.combat.state import FLYING, MENACE, REACH, Combat, Perm, defender_of
from engine.errors import IllegalActionError
from engine.events import CardAssumes
from engine.keywords import Keyword
from engine.model import Creature, Ref
from engine.oracle import (
    ALL_ATTACK,
    ATTACK_UNLESS_LAND,
    BASIC_LAND_TYPES,
    BLOCKS_ONLY_FLYERS,
    FLYING_OR_REACH,
    MAX_BLOCKERS,
    NOT_BY_WALLS,
    POWER_AT_LEAST,
    POWER_AT_MOST,
    UNLESS_ANOTHER,
    UNLESS_ASSUMED,
    UNLESS_ATTACK,
    UNLESS_BLOCK,
    Evasion,
)

# Read for every creature: module constants (see engine.combat.state).
DEFENDER, HASTE, SICK, TAPPED = (
    Keyword.DEFENDER,
    Keyword.HASTE,
    Keyword.SUMMONING_SICK,
    Keyword.TAPPED,
)
CANT_BLOCK, CANT_BE_BLOCKED, FLYERS_ONLY, BLOCKS_FLYERS = (
    Keyword.CANT_BLOCK,
    Keyword.CANT_BE_BLOCKED,
    Keyword.FLYERS_ONLY,
    Keyword.BLOCKS_ONLY_FLYERS,
)
SKULK, SHADOW, HORSEMANSHIP, FEAR, INTIMIDATE = (
    Keyword.SKULK,
    Keyword.SHADOW,
    Keyword.HORSEMANSHIP,
    Keyword.FEAR,
    Keyword.INTIMIDATE,
)
MIN_BLOCKERS, EXTRA_BLOCKS, ANY_BLOCKS = (
    Keyword.MIN_BLOCKERS,
    Keyword.EXTRA_BLOCKS,
    Keyword.ANY_BLOCKS,
)
# Requirements (508.1d, 509.1c) and the restriction on attacking or blocking alone (506.5).
MUST_ATTACK, MUST_BLOCK, MUST_BE_BLOCKED, LURE, CANT_ALONE, ONLY_ALONE = (
    Keyword.MUST_ATTACK,
    Keyword.MUST_BLOCK,
    Keyword.MUST_BE_BLOCKED,
    Keyword.LURE,
    Keyword.CANT_ALONE,
    Keyword.ONLY_ALONE,
)
BLOCK_REQUIREMENTS = frozenset({MUST_BLOCK, MUST_BE_BLOCKED, LURE})
# The most declarations of blockers the requirement check compares: beyond it, only the
# creatures a requirement names choose again, each blocking one creature.
MOST_DECLARATIONS = 4096
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
        BLOCKS_FLYERS,
        SKULK,
        SHADOW,
        HORSEMANSHIP,
        FEAR,
        INTIMIDATE,
        *LANDWALK,
        MUST_ATTACK,
        CANT_ALONE,
        ONLY_ALONE,
        *BLOCK_REQUIREMENTS,
    }
)

Why = tuple[str, str]
Params = dict[str, str | int]


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


def _evasion(perm: Perm) -> tuple[Evasion, ...]:
    thing = perm.thing
    return thing.evasion if isinstance(thing, Creature) else ()


def _clause(blocker: Perm, attacker: Perm) -> str | None:
    """The evasion clause of a card that forbids this block (509.1b), as its detail."""
    for kind, number in _evasion(attacker):
        if (
            (kind == POWER_AT_MOST and blocker.power <= number)
            or (kind == POWER_AT_LEAST and blocker.power >= number)
            or (kind == FLYING_OR_REACH and not {FLYING, REACH} & blocker.keywords)
            or (kind == NOT_BY_WALLS and _subtype(blocker, "Wall"))
        ):
            return kind
    return None


def _subtype(perm: Perm, subtype: str) -> bool:
    thing = perm.thing
    return isinstance(thing, Creature) and subtype in thing.types


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
    if BLOCKS_FLYERS in mine and FLYING not in theirs:
        return BLOCKS_ONLY_FLYERS, R.BLOCK_RESTRICTIONS
    clause = _clause(blocker, attacker)
    if clause is not None:
        return clause, R.BLOCK_RESTRICTIONS
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


def max_blockers(attacker: Perm) -> int | None:
    """The most creatures that may block ``attacker`` (``can't be blocked by more than N
    creatures``; None when it has no such restriction)."""
    return min((n for kind, n in _evasion(attacker) if kind == MAX_BLOCKERS), default=None)


def check_attack(attacker: Perm) -> None:
    """An attack the rules forbid (508.1a, 302.6, 702.3b) is an ``illegal_attack``."""
    why = attack_restriction(attacker)
    if why is not None:
        detail, rule = why
        raise IllegalActionError(
            "illegal_attack", attacker.thing.span, detail, name=attacker.name, rule=rule
        )


def block_problem(combat: Combat, blocker: Perm, attacker: Perm) -> tuple[str, Params] | None:
    """Why ``blocker`` can't block ``attacker`` (the detail and its message's parameters), or
    None: a flyer without flying or reach (702.9b), a creature attacking another player or
    team (802.4a, 805.10d), or a restriction or evasion ability (509.1a-b)."""
    if (
        FLYING in attacker.keywords
        and FLYING not in blocker.keywords
        and REACH not in blocker.keywords
    ):
        return "flying", {"rule": R.FLYING}
    defender = defender_of(attacker)
    if defender is None:
        return None
    if combat.team_mode:  # a team blocks together (805.10d)
        elsewhere, detail = defender.side != blocker.owner.side, "not-your-team"
    else:
        elsewhere, detail = defender is not blocker.owner, "not-attacking-you"
    if elsewhere:
        return detail, {"defender": defender.name}
    if combat.restricted:
        missing = _unless_missing(combat, blocker, UNLESS_BLOCK)
        if missing is not None:
            return "unless-another", {"rule": R.BLOCK_RESTRICTIONS, "type": missing}
        why = block_restriction(blocker, attacker, defending_lands(combat, attacker))
        if why is not None:
            detail, rule = why
            # The number of an evasion clause (``power 2 or less``), for its message.
            count = next((n for kind, n in _evasion(attacker) if kind == detail), 0)
            return detail, {"rule": rule, "count": count}
    return None


def check_block(combat: Combat, blocker: Perm, attacker: Perm) -> None:
    """A block the rules forbid (:func:`block_problem`) is an ``illegal_block``; one under
    a condition the board can't show is taken to be legal, and said (:func:`_assumed`)."""
    problem = block_problem(combat, blocker, attacker)
    if problem is not None:
        detail, params = problem
        raise IllegalActionError(
            "illegal_block",
            blocker.thing.span,
            detail,
            name=blocker.name,
            attacker=attacker.name,
            **params,
        )
    if combat.restricted:
        _assumed(combat, blocker, UNLESS_BLOCK)


def _unless(perm: Perm, doing: int) -> list[tuple[str, str]]:
    """The "can't attack / block unless" clauses of ``perm``'s card restricting ``doing``
    (UNLESS_ATTACK, UNLESS_BLOCK), as (kind, what it names)."""
    thing = perm.thing
    if not isinstance(thing, Creature):
        return []
    out = []
    for kind, what in thing.evasion:
        head, _, named = kind.partition(":")
        if what & doing and head in (UNLESS_ANOTHER, UNLESS_ASSUMED):
            out.append((head, named))
    return out


def _unless_missing(combat: Combat, perm: Perm, doing: int) -> str | None:
    """The subtype of "unless you control another TYPE" that ``perm``'s controller controls
    no other permanent of on the board, or None."""
    for head, subtype in _unless(perm, doing):
        if head == UNLESS_ANOTHER and not any(
            other is not perm and other.alive and other.controller is perm.controller
            and _subtype(other, subtype)
            for other in combat.perms
        ):  # fmt: skip
            return subtype
    return None


def _assumed(combat: Combat, perm: Perm, doing: int) -> None:
    """A condition off the board ("unless there are five or more cards in your graveyard"):
    the board declares the creature attacking or blocking, so it is taken to hold, and said
    (508.1c, 509.1b)."""
    for head, condition in _unless(perm, doing):
        if head == UNLESS_ASSUMED:
            attack = doing == UNLESS_ATTACK
            rule = R.ATTACK_RESTRICTIONS if attack else R.BLOCK_RESTRICTIONS
            how = "attack" if attack else "block"
            combat.events.append(CardAssumes(rule, perm.id, condition, how))


def check_additional_block(
    blocker: Perm, attacker: Perm, ref: Ref, blocked: list[Perm], count: int
) -> None:
    """``blocks A blocks B``: the ``count``-th attacker ``blocker`` blocks, after those in
    ``blocked``, is one more than it may block, or one it already blocks (509.1a)."""
    if attacker in blocked:
        raise IllegalActionError(
            "illegal_block",
            ref.span,
            "same-attacker",
            name=blocker.name,
            attacker=attacker.name,
            rule=R.UNTAPPED_BLOCKERS,
        )
    limit = block_limit(blocker)
    if limit is not None and count > limit:
        raise IllegalActionError(
            "illegal_block",
            ref.span,
            "too-many-blocks",
            name=blocker.name,
            count=limit,
            rule=R.UNTAPPED_BLOCKERS,
        )


def check_blockers(combat: Combat) -> None:
    """Once every block is declared: an attacker with menace blocked by one creature
    (702.111b), or by fewer or more creatures than it allows, is an ``illegal_block``
    (509.1b)."""
    for attacker in combat.attackers:
        if MENACE in attacker.keywords and len(attacker.blockers) == 1:
            lone = attacker.blockers[0]
            raise IllegalActionError(
                "illegal_block",
                lone.thing.span,
                "menace",
                name=lone.name,
                attacker=attacker.name,
                rule=R.MENACE,
            )
        if not (combat.restricted and attacker.blockers):
            continue
        n, fewest, most = len(attacker.blockers), min_blockers(attacker), max_blockers(attacker)
        if n < fewest:
            broken: tuple[str, int] | None = ("min-blockers", fewest)
        else:
            broken = (MAX_BLOCKERS, most) if most is not None and n > most else None
        if broken is not None:
            last = attacker.blockers[-1]
            raise IllegalActionError(
                "illegal_block",
                last.thing.span,
                broken[0],
                name=last.name,
                attacker=attacker.name,
                count=broken[1],
                rule=R.BLOCK_RESTRICTIONS,
            )


def check_alone(perms: list[Perm], code: Literal["illegal_attack", "illegal_block"]) -> None:
    """``perms``, the creatures declared as attackers or as blockers: one alone with "can't
    attack or block alone" is an ``illegal_attack`` or ``illegal_block``, and so is one that
    "can only attack alone" declared with others (506.5)."""
    if code == "illegal_attack" and len(perms) > 1:
        for perm in perms:
            if ONLY_ALONE in perm.keywords:
                raise IllegalActionError(
                    code, perm.thing.span, "only-alone", name=perm.name, rule=R.ALONE
                )
    if len(perms) == 1 and CANT_ALONE in (lone := perms[0]).keywords:
        raise IllegalActionError(
            code,
            lone.thing.span,
            "alone-attack" if code == "illegal_attack" else "alone-block",
            name=lone.name,
            rule=R.ALONE,
        )


def check_attack_unless(combat: Combat, attacker: Perm) -> None:
    """``attacker``, declared: one that "can't attack unless defending player controls" a
    land type attacking a player without one on the board, or "unless you control another
    TYPE" without one, is an ``illegal_attack`` (508.1c); one under a condition off the
    board is taken to attack legally, and said."""
    thing = attacker.thing
    if not isinstance(thing, Creature):
        return
    missing = _unless_missing(combat, attacker, UNLESS_ATTACK)
    if missing is not None:
        raise IllegalActionError(
            "illegal_attack",
            thing.span,
            "unless-another",
            name=attacker.name,
            type=missing,
            rule=R.ATTACK_RESTRICTIONS,
        )
    _assumed(combat, attacker, UNLESS_ATTACK)
    for kind, index in thing.evasion:
        if kind != ATTACK_UNLESS_LAND:
            continue
        land = BASIC_LAND_TYPES[index]
        defender = defender_of(attacker)
        if defender is not None and land not in combat.lands.get(defender, frozenset()):
            raise IllegalActionError(
                "illegal_attack",
                thing.span,
                "attack-unless-land",
                name=attacker.name,
                player=defender.name,
                land=land,
                rule=R.ATTACK_RESTRICTIONS,
            )


def check_attack_requirements(combat: Combat, home: list[Perm], attacking: list[Perm]) -> None:
    """A creature that attacks each combat if able, kept home while it could attack, is an
    ``illegal_attack`` (508.1d); one that can't attack alone is able only with another
    attacker, which the active player could declare (506.5). An attacker whose text says
    "all creatures you control attack if able" makes it a requirement of every creature of
    its controller (508.1d)."""
    leaders = {
        perm.controller: perm
        for perm in attacking
        if isinstance(perm.thing, Creature) and (ALL_ATTACK, 0) in perm.thing.evasion
    }
    for perm in home:
        leader = leaders.get(perm.controller)
        if leader is not None and attack_restriction(perm) is None:
            raise IllegalActionError(
                "illegal_attack",
                perm.thing.span,
                "all-attack",
                name=perm.name,
                leader=leader.name,
                rule=R.MUST_ATTACK,
            )
        if MUST_ATTACK not in perm.keywords or attack_restriction(perm) is not None:
            continue
        if CANT_ALONE in perm.keywords and not attacking:
            others = [p for p in home if p is not perm and attack_restriction(p) is None]
            if not others:
                continue
        raise IllegalActionError(
            "illegal_attack", perm.thing.span, "must-attack", name=perm.name, rule=R.MUST_ATTACK
        )


# One requirement of blocking (509.1c): its kind, the creature that must block (or None)
# and the creature that must be blocked (or None).
Requirement = tuple[str, Perm | None, Perm | None]
Declaration = dict[Perm, frozenset[Perm]]


def check_block_requirements(combat: Combat) -> None:
    """The blockers declared obey fewer requirements (509.1c: "must be blocked if able",
    "all creatures able to block it do so", "must block if able") than a legal declaration
    could: an ``illegal_block`` naming a requirement it breaks and a declaration that obeys
    the most (the one nearest to what is written)."""
    attackers = [a for a in combat.attackers if a.alive and not a.removed]
    blockers = [
        p for p in combat.perms if p.creature and p.alive and p.owner.side != 0 and not p.removed
    ]
    if not any(BLOCK_REQUIREMENTS & p.keywords for p in (*attackers, *blockers)):
        return
    able = {b: [a for a in attackers if block_problem(combat, b, a) is None] for b in blockers}
    requirements: list[Requirement] = []
    for attacker in attackers:
        if MUST_BE_BLOCKED in attacker.keywords:
            requirements.append(("must-be-blocked", None, attacker))
        if LURE in attacker.keywords:
            requirements += [("lure", b, attacker) for b in blockers if attacker in able[b]]
    requirements += [("must-block", b, None) for b in blockers if MUST_BLOCK in b.keywords]
    declared: Declaration = {
        b: frozenset([b.blocking, *b.also_blocking] if b.blocking else ()) for b in blockers
    }
    best = _best_declaration(able, requirements, declared)
    if best is None:
        return
    obeyed, choice = best
    if _obeyed(requirements, declared) >= obeyed:
        return
    kind, must_block, must_be_blocked = next(
        r for r in requirements if _obeys(r, choice) and not _obeys(r, declared)
    )
    at = must_block or must_be_blocked
    assert at is not None
    blocks = "; ".join(
        f"{b.name} → {a.name}" for b in blockers for a in attackers if a in choice[b]
    )
    raise IllegalActionError(
        "illegal_block",
        at.thing.span,
        f"requirement-{kind}",
        name=must_block.name if must_block else "",
        attacker=must_be_blocked.name if must_be_blocked else "",
        count=obeyed,
        blocks=blocks,
        rule=R.BLOCK_REQUIREMENTS,
    )


def _obeys(requirement: Requirement, choice: Declaration) -> bool:
    _, blocker, attacker = requirement
    if blocker is None:
        return any(attacker in blocked for blocked in choice.values())
    if attacker is None:
        return bool(choice[blocker])
    return attacker in choice[blocker]


def _obeyed(requirements: list[Requirement], choice: Declaration) -> int:
    return sum(_obeys(r, choice) for r in requirements)


def _best_declaration(
    able: dict[Perm, list[Perm]], requirements: list[Requirement], declared: Declaration
) -> tuple[int, Declaration] | None:
    """The legal declaration that obeys the most requirements and, among those, changes the
    fewest blockers' choices (None when none is legal). Each creature may block any of the
    attackers it can, up to its limit (509.1a); a declaration is legal when no attacker with
    menace or "can't be blocked except by N or more" has too few blockers (702.111b,
    509.1b) and no creature that can't block alone blocks alone (506.5)."""
    blockers = list(able)
    options: list[list[frozenset[Perm]]] = []
    for blocker in blockers:
        limit = block_limit(blocker)
        most = len(able[blocker]) if limit is None else min(limit, len(able[blocker]))
        options.append(
            [frozenset(c) for n in range(most + 1) for c in combinations(able[blocker], n)]
        )
    size = 1
    for choices in options:
        size *= len(choices)
    if size > MOST_DECLARATIONS:  # only the creatures a requirement names choose again
        named = {b for _, b, a in requirements if b is not None} | {
            b for _, _, a in requirements if a is not None for b in blockers if a in able[b]
        }
        options = [
            ([frozenset(), *(frozenset([a]) for a in able[b])] if b in named else [declared[b]])
            for b in blockers
        ]
    best: tuple[int, int, Declaration] | None = None
    for combo in product(*options):
        choice = dict(zip(blockers, combo, strict=True))
        if not _legal(choice):
            continue
        obeyed = _obeyed(requirements, choice)
        changed = sum(choice[b] != declared[b] for b in blockers)
        if best is None or (obeyed, -changed) > (best[0], -best[1]):
            best = (obeyed, changed, choice)
    return None if best is None else (best[0], best[2])


def _legal(choice: Declaration) -> bool:
    count: dict[Perm, int] = {}
    for blocked in choice.values():
        for attacker in blocked:
            count[attacker] = count.get(attacker, 0) + 1
    for attacker, n in count.items():
        if (MENACE in attacker.keywords and n == 1) or n < min_blockers(attacker):
            return False
        if (most := max_blockers(attacker)) is not None and n > most:
            return False
    blocking = [b for b, blocked in choice.items() if blocked]
    return not (len(blocking) == 1 and CANT_ALONE in blocking[0].keywords)


def check_blocked_still_attacking(combat: Combat) -> None:
    """Blocks declared after actions: none may block a creature that is no longer
    attacking, and a creature that left the battlefield blocks nothing (506.4)."""
    for perm in combat.perms:
        attacker = perm.blocking
        if attacker is not None and (not attacker.alive or attacker.removed or not perm.alive):
            raise IllegalActionError(
                "illegal_block",
                perm.thing.span,
                "block-gone",
                name=perm.name,
                attacker=attacker.name,
            )


def defending_lands(combat: Combat, attacker: Perm) -> frozenset[str]:
    """The land types the defending player controls (702.14c): the player ``attacker``
    attacks, or who controls or protects what it attacks (802.2a, 805.10e)."""
    if not combat.lands or (defender := defender_of(attacker)) is None:
        return frozenset()
    return combat.lands.get(defender, frozenset())
