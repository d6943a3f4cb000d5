"""Lethal damage and the default division of a creature's combat damage (NOTATION.md s. 3).

The attacking player divides a blocked creature's damage as they choose (510.1c). The default
choice: blockers in written order each get lethal damage (deathtouch: 1, damage already marked
and damage other creatures assign in the same step count, 702.19b, 702.2c); then with trample
the rest goes to what the creature attacks, without trample to the last blocker.
"""

from __future__ import annotations


def lethal_needed(
    toughness: int, marked: int, pending: int, deathtouch: bool, pending_dt: bool
) -> int:
    """Damage still needed for lethal damage on a creature.

    Parameters
    ----------
    toughness
        The creature's current toughness (-1/-1 counters included).
    marked
        Damage already marked on it.
    pending
        Damage other creatures assign to it in the same step.
    deathtouch
        Whether the source assigning now has deathtouch (1 is lethal, 702.2c).
    pending_dt
        Whether a deathtouch source already assigned it damage in this step.
    """
    remaining = toughness - marked - pending
    if remaining <= 0 or pending_dt:
        return 0
    return 1 if deathtouch else remaining


def divide(power: int, needs: list[int]) -> tuple[list[int], int]:
    """Give each blocker in order its lethal damage while damage lasts.

    Returns
    -------
    tuple
        The damage for each blocker and what is left over once all have lethal damage.
    """
    shares = []
    left = power
    for need in needs:
        give = min(need, left)
        shares.append(give)
        left -= give
    return shares, left
