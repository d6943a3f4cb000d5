"""Damage prevention (615): the one function every dealt combat damage goes through.

:meth:`Prevention.prevent` takes damage a source would deal to a target and returns the
damage actually dealt. Everything that depends on damage (life loss, poison, counters,
lifelink, deathtouch, commander damage, cipher) reads that figure, never the assigned one
(120.4b, 615.6, 702.15b, 702.2b). Assignment is unchanged by prevention: trample's lethal
damage counts the damage assigned (702.19b).

The shields (615.7) are made by actions during combat (``engine/combat/actions.py``):
``prevent all`` (a fog), the next N damage to a permanent or player, the next N damage from
a source; a source whose damage can't be prevented (615.12) neither loses damage nor uses
up shields. Without any shield the function returns the amount at once.
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.declare import Declarations
from engine.combat.state import Perm, Seat
from engine.events import DamagePrevented, DamageUnpreventable


class Shields:
    """The prevention effects in force this combat (made by actions; 615.3: until used up
    or until the turn ends)."""

    __slots__ = ("fog", "sources", "targets", "unpreventable")

    def __init__(self) -> None:
        self.fog = False  # "prevent all combat damage that would be dealt this turn"
        self.targets: dict[Seat | Perm, int] = {}  # the next N damage to it (615.7)
        self.sources: dict[Perm, int] = {}  # the next N damage from it (609.7a)
        self.unpreventable: set[Perm] = set()  # its damage can't be prevented (615.12)


class Prevention(Declarations):
    shields: Shields | None = None  # no prevention effect: damage is dealt as assigned

    def shielding(self) -> Shields:
        """The shields of this combat, made on first use."""
        if self.shields is None:
            self.shields = Shields()
        return self.shields

    def prevent(self, src: Perm, tgt: Seat | Perm, amount: int) -> int:
        """The damage ``src`` actually deals to ``tgt`` of ``amount`` that would be dealt.

        Prevention effects apply as the damage would be dealt (120.4b, 615.1): a fog first,
        then shields around the target, then shields around the source, the affected
        player's order (616.1) chosen so that no shield is used where a fog already
        prevents. Every prevented amount is an event; so is unpreventable damage that a
        prevention effect would have prevented (615.12).
        """
        shields = self.shields
        if shields is None or amount <= 0:
            return amount
        return self._shielded(shields, src, tgt, amount)

    def _shielded(self, shields: Shields, src: Perm, tgt: Seat | Perm, amount: int) -> int:
        to_target = shields.targets.get(tgt, 0)
        from_source = shields.sources.get(src, 0)
        if not (shields.fog or to_target or from_source):
            return amount
        name = tgt.name if isinstance(tgt, Seat) else tgt.id
        events = self.events
        if src in shields.unpreventable:
            # The effects still apply, prevent nothing, and shields are not reduced.
            events.append(DamageUnpreventable(R.UNPREVENTABLE, src.id, name, amount))
            return amount
        if shields.fog:
            events.append(DamagePrevented(R.PREVENTED, src.id, name, amount, "all", 0))
            return 0
        if to_target:
            used = min(to_target, amount)
            amount -= used
            shields.targets[tgt] = to_target - used
            events.append(
                DamagePrevented(R.PREVENT_SHIELD, src.id, name, used, "to", to_target - used)
            )
        if from_source and amount:
            used = min(from_source, amount)
            amount -= used
            shields.sources[src] = from_source - used
            events.append(
                DamagePrevented(R.PREVENT_SOURCE, src.id, name, used, "from", from_source - used)
            )
        return amount
