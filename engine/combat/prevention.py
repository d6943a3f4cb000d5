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
from engine.combat.protection import has_quality, protected_from, protection_rule
from engine.combat.state import Combat, Perm, Seat, Shields
from engine.combat.statics import applies
from engine.events import (
    CardPrevents,
    DamageDoubled,
    DamagePrevented,
    DamageUnpreventable,
    ProtectionPrevents,
)


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
    protection (702.16e), the cards' prevention and replacement effects and the prevention
    shields (615, 614.1a) have applied.

    The affected player or controller orders them (616.1) the way that lets the least
    damage through: what prevents all of it first, so no shield is used up; then the
    shields and halving; doubling last, on what is left."""
    if combat.protection and isinstance(tgt, Perm) and protects(combat, src, tgt, amount):
        return 0
    changing = combat.changing
    if changing and _prevented_by_card(combat, src, tgt, amount, in_combat):
        return 0
    amount = prevent(combat, src, tgt, amount, in_combat)
    if changing and amount > 0:
        amount = _halved_and_doubled(combat, src, tgt, amount)
    return amount


def _unpreventable(combat: Combat, src: Perm) -> bool:
    return combat.shields is not None and src in combat.shields.unpreventable


def _prevented_by_card(
    combat: Combat, src: Perm, tgt: Seat | Perm, amount: int, in_combat: bool
) -> bool:
    """Whether a card's "prevent all [combat] damage that would be dealt to / by ~"
    prevents this damage (615.1a), with its event."""
    for card, static in combat.changing:
        if not static.prevents or not card.alive or (static.combat_only and not in_combat):
            continue
        guarded = tgt if static.prevents == "to" else src
        if not isinstance(guarded, Perm) or not applies(static, card, guarded):
            continue
        if static.source_quality and not has_quality(src, static.source_quality):
            continue
        if _unpreventable(combat, src):
            return False
        name = tgt.name if isinstance(tgt, Seat) else tgt.id
        combat.events.append(
            CardPrevents(R.PREVENTION_EFFECT, src.id, name, amount, card.id, static.prevents)
        )
        return True
    return False


def _halved_and_doubled(combat: Combat, src: Perm, tgt: Seat | Perm, amount: int) -> int:
    """The damage once the cards' halving (615.1a) and doubling (614.1a) have applied."""
    victim = tgt if isinstance(tgt, Seat) else tgt.controller
    name = tgt.name if isinstance(tgt, Seat) else tgt.id
    events = combat.events
    for card, static in combat.changing:
        if static.halves and card.alive and victim is card.controller:
            if _unpreventable(combat, src):
                continue
            half = (amount + 1) // 2
            amount -= half
            events.append(CardPrevents(R.PREVENTION_EFFECT, src.id, name, half, card.id, "half"))
    for card, static in combat.changing:
        if not static.double or not card.alive or amount <= 0:
            continue
        if static.double == "theirs":
            hit = victim.side != card.controller.side
        else:
            hit = src.controller.side == card.controller.side
        if hit:
            events.append(DamageDoubled(R.REPLACEMENT, src.id, name, amount, amount * 2, card.id))
            amount *= 2
    return amount
