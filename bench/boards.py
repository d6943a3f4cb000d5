"""Seeded generator of legal boards in the notation, for benchmarks and differential tests.

``generate(rng, creatures)`` writes one board with about that many creatures, in any mode,
with every keyword in play and only legal blocks.
"""

from __future__ import annotations

import random

from engine.combat.restrictions import RESTRICTED
from engine.keywords import DECLARATIONS, KEYWORDS, Arg, Keyword

# The flag abilities: not commander, nor the player's declarations ("home", "band N"), nor
# the restrictions (can't block, evasion, tapped, ...), which would make random blocks illegal.
_FLAGS = [
    row.name
    for row in KEYWORDS
    if row.arg is Arg.NONE
    and row.keyword is not Keyword.COMMANDER
    and row.keyword not in DECLARATIONS
    and row.keyword not in RESTRICTED
]
# The flags of the base notation (../shared/NOTATION.md; the keywords before the combat-depth
# ones in the table): the mix the engine's figures were first measured on.
_BASE = frozenset(list(Keyword)[: list(Keyword).index(Keyword.COMMANDER) + 1])
BASE_FLAGS = [row.name for row in KEYWORDS if row.keyword in _BASE and row.name in _FLAGS]
_SPELLS = ["Shadow Slice", "Undercity Plague", "Hidden Strings"]


def generate(rng: random.Random, creatures: int, flags: list[str] | None = None) -> str:
    """One board with ``creatures`` creatures (at least 2), in a random mode, its keywords
    drawn from ``flags`` (every flag keyword when None)."""
    flags = _FLAGS if flags is None else flags
    mode = rng.choice(["1v1", "1v1", "multiplayer", "2hg"])
    if mode == "1v1":
        layout = [["Alice"], ["Bob"]]
    elif mode == "multiplayer":
        layout = [["Alice"], ["Bob"], ["Carol"], ["Dan"]][: rng.randint(3, 4)]
    else:
        layout = [["Alice", "Ann"], ["Bob", "Ben"]]
    n_attackers = max(1, creatures // 2)
    n_blockers = max(1, creatures - n_attackers)
    defenders = [(s, name) for s in range(1, len(layout)) for name in layout[s]]
    things: dict[str, list[str]] = {name: [] for side in layout for name in side}
    walkers: list[tuple[str, str]] = []  # (name, controller)
    for owner in (name for _, name in defenders):
        if rng.random() < 0.3 and creatures < 1000:
            walker = f"Jace{len(walkers)}"
            walkers.append((walker, owner))
            things[owner].append(f"{walker} pw {rng.randint(1, 6)}")
    attackers = []
    for i in range(n_attackers):
        keywords = rng.sample(flags, rng.randint(0, 3))
        if "menace" in keywords:
            keywords.remove("menace")
        if rng.random() < 0.1:
            keywords.append(f"toxic {rng.randint(1, 2)}")
        if rng.random() < 0.05:
            keywords.append(f"cipher({rng.choice(_SPELLS)})")
        if rng.random() < 0.2 and walkers:
            target, defender = rng.choice(walkers)
        else:
            _, defender = rng.choice(defenders)
            target = defender
        attackers.append((f"Atk{i}", defender, "flying" in keywords))
        power, toughness = rng.randint(0, 8), rng.randint(1, 8)
        things[layout[0][i % len(layout[0])]].append(
            f"Atk{i} {power}/{toughness} {' '.join(keywords)} -> {target}".replace("  ", " ")
        )
    for j in range(n_blockers):
        _, owner = rng.choice(defenders)
        keywords = rng.sample(flags, rng.randint(0, 2))
        team = next(side for side in layout if owner in side)
        blockable = [
            name
            for name, defender, flies in attackers
            if (defender in team if mode == "2hg" else defender == owner)
            and (not flies or "flying" in keywords or "reach" in keywords)
        ]
        clause = f" blocks {rng.choice(blockable)}" if blockable and rng.random() < 0.7 else ""
        toughness = rng.randint(1, 8)
        things[owner].append(f"Def{j} {rng.randint(0, 6)}/{toughness} {' '.join(keywords)}{clause}")
    sides = []
    for side in layout:
        players = []
        for k, name in enumerate(side):
            life = f" {rng.randint(5, 40)}" if k == 0 and rng.random() < 0.5 else ""
            players.append(f"{name}{life}: {', '.join(things[name])}")
        sides.append(" & ".join(players))
    return " | ".join(sides).replace("  ", " ")


def corpus(
    count: int, seed: int = 1, low: int = 2, high: int = 10, flags: list[str] | None = None
) -> list[str]:
    """``count`` boards with between ``low`` and ``high`` creatures each."""
    rng = random.Random(seed)
    return [generate(rng, rng.randint(low, high), flags) for _ in range(count)]
