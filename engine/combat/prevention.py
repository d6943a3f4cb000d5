"""Damage prevention (615, 702.16e): what every dealt damage goes through first.

:func:`prevent` takes damage a source would deal to a target and returns the damage actually
dealt. Everything that depends on damage (life loss, poison, counters, lifelink, deathtouch,
commander damage, cipher) reads that figure, never the assigned one (120.4b, 615.6, 702.15b,
702.2b). Assignment is unchanged by prevention: trample's lethal damage counts the damage
assigned (702.19b).

Protection prevents damage from a source with its quality (702.16e). The shields (615.7)
are made by actions during combat (``engine/combat/actions.py``): ``prevent all`` (a fog),
the next N damage to a permanent or player, the next N damage from a source; a source whose
damage can't be prevented (615.12) neither loses damage nor uses up shields.
"""

from __future__ import annotations

from engine import citations as R
from engine.combat.protection import protected_from, protection_rule
from engine.combat.state import Combat, Perm, Seat, Shields
from engine.events import DamagePrevented, DamageUnpreventable, ProtectionPrevents


def shielding(combat: Combat) -> Shields:
    """The shields of this combat, made on first use."""
    if combat.shields is None:
        combat.shields = Shields()
    return combat.shields


def shielded(combat: Combat, src: Perm, tgt: Perm) -> bool:
    """Whether ``tgt``'s protection will prevent ``src``'s damage (702.16e, 615.12)."""
    if protected_from(src, tgt) is None:
        return False
    return combat.shields is None or src not in combat.shields.unpreventable


def protects(combat: Combat, src: Perm, tgt: Perm, amount: int) -> bool:
    """Whether ``tgt``'s protection prevents the damage ``src`` would deal it (702.16e,
    615.1a), with its event; damage that can't be prevented is dealt anyway (615.12)."""
    quality = protected_from(src, tgt)
    if quality is None:
        return False
    shields = combat.shields
    if shields is not None and src in shields.unpreventable:
        combat.events.append(DamageUnpreventable(R.UNPREVENTABLE, src.id, tgt.id, amount))
        return False
    combat.events.append(
        ProtectionPrevents(protection_rule(quality), src.id, tgt.id, amount, quality)
    )
    return True


def prevent(
    combat: Combat, src: Perm, tgt: Seat | Perm, amount: int, in_combat: bool = True
) -> int:
    """The damage ``src`` actually deals to ``tgt`` of ``amount`` that would be dealt.

    Prevention effects apply as the damage would be dealt (120.4b, 615.1): a fog first, then
    shields around the target, then shields around the source, the affected player's order
    (616.1) chosen so that no shield is used where a fog already prevents; a fog prevents
    combat damage only (``in_combat``). Every prevented
    amount is an event; so is unpreventable damage that a prevention effect would have
    prevented (615.12).
    """
    shields = combat.shields
    if shields is None or amount <= 0:
        return amount
    to_target = shields.targets.get(tgt, 0)
    from_source = shields.sources.get(src, 0)
    fog = shields.fog and in_combat
    if not (fog or to_target or from_source):
        return amount
    name = tgt.name if isinstance(tgt, Seat) else tgt.id
    events = combat.events
    if src in shields.unpreventable:
        # The effects still apply, prevent nothing, and shields are not reduced.
        events.append(DamageUnpreventable(R.UNPREVENTABLE, src.id, name, amount))
        return amount
    if fog:
        events.append(DamagePrevented(R.PREVENTED, src.id, name, amount, "all", 0))
        return 0
    if to_target:
        used = min(to_target, amount)
        amount -= used
        shields.targets[tgt] = to_target - used
        events.append(DamagePrevented(R.PREVENT_SHIELD, src.id, name, used, "to", to_target - used))
    if from_source and amount:
        used = min(from_source, amount)
        amount -= used
        shields.sources[src] = from_source - used
        events.append(
            DamagePrevented(R.PREVENT_SOURCE, src.id, name, used, "from", from_source - used)
        )
    return amount


def after_prevention(
    combat: Combat, src: Perm, tgt: Seat | Perm, amount: int, in_combat: bool = True
) -> int:
    """The damage ``src`` deals to ``tgt`` of ``amount`` that would be dealt, once
    protection (702.16e) and the prevention shields (615) have applied."""
    if combat.protection and isinstance(tgt, Perm) and protects(combat, src, tgt, amount):
        return 0
    return prevent(combat, src, tgt, amount, in_combat)
