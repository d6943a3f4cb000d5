"""The rules a channel game cites when it refuses an action out of turn, out of step, or for
another player.

The combat's own rules (declarations, damage, state-based actions) are the engine's
(:mod:`engine.citations`); these are the turn around them. tests/games/test_rules_cited.py
checks that each one says what the refusal citing it claims.
"""

from __future__ import annotations

ACTIVE_PLAYER = "102.1"  # the active player is the player whose turn it is
STEPS_IN_ORDER = "506.1"  # the combat's five steps proceed in order
ACTIVE_ATTACKS = "506.2"  # the active player is the attacking player
NO_ATTACKERS = "508.8"  # no attackers: no declare blockers step, no combat damage step
DEFENDER_BLOCKS = "509.1"  # first, the defending player declares blockers
APNAP_BLOCKS = "802.4"  # several defending players declare blockers in APNAP order
ACTIVE_TEAM = "805.4a"  # the team whose turn it is is the active team
TEAM_COMBAT = "805.10a"  # the active team attacks, the nonactive team defends
TEAMMATES = "810.5"  # teammates can't manipulate each other's permanents
