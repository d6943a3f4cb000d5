"""Triggered abilities of combat damage: cipher (702.99)."""

from __future__ import annotations

from engine import citations as R
from engine.combat.sba import StateBased
from engine.combat.state import Perm, Seat
from engine.events import (
    CipherCopy,
    CopyResolves,
    LifeLost,
)
from engine.model import (
    CopyCast,
)

# Cipher spells whose copies the simulation resolves: the damaged player loses this much life,
# and whether that is the spell's whole effect (Undercity Plague also makes the player discard
# a card and sacrifice a permanent, which is not simulated).
CIPHER_LIFE_LOSS: dict[str, tuple[int, bool]] = {
    "shadow slice": (3, True),
    "undercity plague": (1, False),
}


class Triggers(StateBased):
    def cipher(self, hits: list[tuple[Perm, Seat]]) -> list[CopyCast]:
        """Cast a copy of each encoded spell per player dealt damage (702.99a), then resolve."""
        copies: list[CopyCast] = []
        for creature, player in hits:
            for spell in creature.ciphers:
                if self.over:
                    return copies
                caster = creature.owner.name
                copies.append(CopyCast(spell, creature.id, caster, player.name))
                self.events.append(CipherCopy(R.CIPHER, spell, creature.id, caster, player.name))
                effect = CIPHER_LIFE_LOSS.get(spell.lower())
                if player.lost:
                    # Its targets are chosen as it is cast (601.2c): not the player who left.
                    outcome = CopyResolves(R.TARGETS, spell, player.name, "player_left")
                    self.events.append(outcome)
                elif effect is not None:
                    loss, whole = effect
                    player.team.life -= loss
                    self.events.append(
                        CopyResolves(
                            R.RESOLVES, spell, player.name, "life" if whole else "partial", loss
                        )
                    )
                    rule = R.TEAM_LIFE if player.team.pooled else R.LIFE_CHANGE
                    self.events.append(LifeLost(rule, player.name, loss, spell, player.team.life))
                    self.state_based_actions()
                else:
                    self.events.append(CopyResolves(R.RESOLVES, spell, player.name, "reported"))
        return copies
