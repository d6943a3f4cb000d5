"""Every Comprehensive Rules number the engine cites, in one place, and the order of rule
numbers in the CR (:func:`number_key`).

The engine refers to rules only through these names; a test checks that each number exists
in the current CR and that the titled ones carry the expected titles, and
tests/rules/citation_table.toml says, for each event and situation, which of them it cites
and the CR sentence that makes it the rule that decides.
"""

from __future__ import annotations

from engine.keywords import KEYWORDS

# Declarations
ATTACK = "508.1a"
ATTACK_CHOICE = "508.1b"
ATTACK_MULTIPLAYER = "802.3"
ATTACK_TEAM = "805.10b"
BLOCK = "509.1a"
BLOCK_MULTIPLAYER = "802.4a"
BLOCK_TEAM = "805.10d"

# Damage steps and assignment
FIRST_STRIKE_STEP = "510.4"
DOUBLE_STRIKE = "702.4b"
FIRST_STRIKE = "702.7b"
NO_POWER = "510.1a"
UNBLOCKED = "510.1b"
BLOCKED = "510.1c"
BLOCKING = "510.1d"
DEALT_AT_ONCE = "510.2"
TARGET_GONE = "506.4c"
DEATHTOUCH_LETHAL = "702.2c"
TRAMPLE = "702.19b"
TRAMPLE_OVER_PLANESWALKERS = "702.19c"
TRAMPLE_NO_BLOCKERS = "702.19d"
TRAMPLE_PLANESWALKER_GONE = "702.19e"
TRAMPLE_AT_PLANESWALKER = "702.19f"
PLAYER_LEFT_DAMAGE = "800.4e"

# Results of damage
LIFE_LOSS = "120.3a"
INFECT_PLAYER = "120.3b"
LOYALTY = "120.3c"
MINUS_COUNTERS = "120.3d"
DAMAGE_MARKED = "120.3e"
LIFELINK = "120.3f"
TOXIC = "120.3g"
DEFENSE = "120.3h"
TEAM_LIFE = "810.9"
TEAM_POISON = "810.10"
COMMANDER_DAMAGE = "903.10a"
LIFE_CHANGE = "119.3"
LIFE_SET = "119.5"
TEAM_LIFE_SET = "810.9c"
CARD_OVERRIDES = "101.1"  # a card's text saying it assigns no combat damage, against 510.1a

# State-based actions and the end of the game
SBA_LIFE = "704.5a"
SBA_POISON = "704.5c"
SBA_TOUGHNESS = "704.5f"
SBA_LETHAL = "704.5g"
SBA_DEATHTOUCH = "704.5h"
SBA_LOYALTY = "704.5i"
SBA_DEFENSE = "704.5w"
SBA_TEAM_LIFE = "704.6a"
SBA_TEAM_POISON = "704.6b"
SBA_COMMANDER = "704.6c"
INDESTRUCTIBLE = "702.12b"
LEAVES_GAME = "800.4a"
GAME_WON = "104.2a"
GAME_WON_TEAM = "104.2c"
GAME_DRAWN = "104.4a"
GAME_DRAWN_TEAMS = "104.4d"
TEAM_LOSES = "810.8a"

# Cipher
CIPHER = "702.99a"
TARGETS = "601.2c"
RESOLVES = "608.2"

# Block legality
FLYING = "702.9b"
MENACE = "702.111b"

# Starting life and thresholds
TEAM_SIZE = "810.11"
COMMANDER_START_LIFE = "903.7"

# Combat triggers and banding
EXALTED = "702.83a"
BATTLE_CRY = "702.91a"
# A card's own combat triggers, by the moment they wait for (engine.oracle.Trigger).
TRIGGER_ATTACKS = "508.3a"
TRIGGER_BLOCKS = "509.3a"
TRIGGER_BLOCKED = "509.3c"
TRIGGER_BLOCKS_EACH = "509.3b"  # "blocks a creature": once for each attacker it blocks
TRIGGER_BLOCKED_BY = "509.3d"  # "becomes blocked by a creature": once for each blocker
END_OF_COMBAT_TRIGGER = "511.2"  # a delayed trigger "at end of combat" (603.7)
TRIGGER_UNBLOCKED = "509.3g"
TRIGGER_DAMAGE = "510.3a"  # on combat damage dealt, put on the stack before priority
TRIGGER_EVENT = "603.2"  # a trigger on an event outside the combat damage step (damage dealt)
TRIGGER_DIES = "603.10a"  # a creature dying: a leaves-the-battlefield ability looks back
RESOLVES_IN_ORDER = "608.2c"  # a trigger's effect told, not simulated
TRIGGER_TARGET = "603.3d"  # a trigger's target, chosen as it is put on the stack (601.2c)
TRIGGER_CHOICE = "608.2d"  # a choice a trigger's effect offers, made as it resolves
DEATH_REPLACED = "614.6"  # "if ~ would die, exile it instead": the death never happens
STATIC_CONDITION = "611.3a"  # a static ability under a condition the board can't show
TRIGGER_CONDITION = "603.4"  # a trigger's intervening "if", checked as it triggers
POISON_COUNTERS = "122.1"  # an ability gives a player poison counters
TOKEN_ENTERS = "111.2"  # a token put onto the battlefield, not attacking
BUSHIDO = "702.45a"
FLANKING = "702.25a"
RAMPAGE = "702.23a"
AFFLICT = "702.130a"
MELEE = "702.121a"
POISONOUS = "702.70a"
APNAP = "603.3b"  # the order triggered abilities are put on the stack
BAND = "702.22c"
BAND_BLOCKED = "702.22h"
BANDING_DEFENDER_DIVIDES = "702.22j"
BANDING_ATTACKER_DIVIDES = "702.22k"


# Battles and Two-Headed Giant teams
TWO_HEADED_GIANT_TEAMS = "810.1"
SIEGE_TRIGGER = "310.12b"
BATTLE_PROTECTOR = "310.11"
BATTLE_NO_PROTECTOR = "310.11"
SBA_SIEGE = "704.5v"
BATTLE_NO_TYPE = "310.9a"


# Actions during combat
PREVENTED = "615.6"
PREVENT_SHIELD = "615.7"
PREVENT_SOURCE = "609.7a"
UNPREVENTABLE = "615.12"
MOMENT_ATTACKS = "508.2"
MOMENT_BLOCKS = "509.2"
MOMENT_FIRST_STRIKE = "510.3"
MOMENT_BEGINNING = "507.2"
MOMENT_END = "511.1"
ASSIGNS = "510.1"  # the players announce how each creature assigns its combat damage
ASSIGNMENT_CHECKED = "510.1e"
DESTROY = "701.8a"
EXILE = "701.13a"
SACRIFICE = "701.21a"
REMOVED_FROM_COMBAT = "506.4"
STAYS_BLOCKED = "509.1h"
PT_CHANGE = "613.4c"
ENTERS_WITH = "614.1c"  # "enters with" counters the game counts: the board writes its stats
PT_LAYER = "613.4"  # power and toughness the game decides (layer 7): the board writes them
PLUS_COUNTERS = "122.1a"
ANNIHILATE = "704.5q"
ABILITY_CHANGE = "613.1f"
FIRST_STRIKE_LATE = "702.7c"
DOUBLE_STRIKE_LOST = "702.4c"
DOUBLE_STRIKE_GAINED = "702.4d"
PREVENTION_EFFECT = "615.1a"
REPLACEMENT = "614.1a"  # a card's text doubles damage ("instead")
ENTERS_ATTACKING = "508.4"
ENTERS_UNBLOCKED = "508.4d"
ENTERS_NOT_ATTACKING = "508.4a"
ENTERS_BLOCKING = "509.4"
ENTERS_NOT_BLOCKING = "509.4a"
GAME_OVER_ACTIONS = "104.2a"
EVASION_AFTER_BLOCKS = "509.1b"
DECLARED_STAYS = "506.4a"
TAP = "701.26a"
UNTAP = "701.26b"
TAPPED_IN_COMBAT = "506.4b"
COLOR_CHANGE = "105.3"
TYPE_CHANGE = "205.1b"
NONCOMBAT_DAMAGE = "120.2b"


# Protection, restrictions and evasion
PROTECTION_DAMAGE = "702.16e"
PROTECTION_BLOCK = "702.16f"
PROTECTION_EVERYTHING = "702.16j"
PROTECTION_PLAYER = "702.16k"
UNTAPPED_ATTACKERS = "508.1a"
UNTAPPED_BLOCKERS = "509.1a"  # also: each blocker blocks one creature unless an effect allows more
BLOCK_RESTRICTIONS = "509.1b"
SUMMONING_SICKNESS = "302.6"
HASTE = "702.10b"
DEFENDER = "702.3b"
SKULK = "702.118b"
SHADOW = "702.28b"
HORSEMANSHIP = "702.31b"
FEAR = "702.36b"
INTIMIDATE = "702.13b"
LANDWALK = "702.14c"
ALONE = "506.5"
ATTACK_RESTRICTIONS = "508.1c"
MUST_ATTACK = "508.1d"
BLOCK_REQUIREMENTS = "509.1c"

# Regeneration
REGENERATION = "701.19a"
CANT_BE_REGENERATED = "701.19c"


def number_key(number: str) -> tuple[int, int, int, str]:
    """Sort key in the CR's order: ``"7"`` < ``"702"`` < ``"702.4"`` < ``"702.4b"``."""
    head, _, rest = number.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    letters = rest[len(digits) :]
    if len(head) == 1:
        return (int(head) * 100, -1, -1, "")
    return (int(head), int(digits) if digits else -1, len(letters), letters)


def all_rules() -> frozenset[str]:
    """Every rule number the engine can cite: the names of this module and the keyword table."""
    names = {value for key, value in globals().items() if key.isupper() and isinstance(value, str)}
    return frozenset(names | {row.rule for row in KEYWORDS})
