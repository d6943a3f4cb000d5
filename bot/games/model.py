"""A channel game's state, as pydantic models (a game's stored JSON becomes these at the
repository edge).

Every player belongs to a team; outside Two-Headed Giant a team has one player. Life and
poison live on the team, so shared life and poison need no special case (810.9, 810.10).
The names say "state" where the engine has a class of the same idea for one combat
(its ``Seat``, ``Team``, ``Combat``).
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field

from engine.model import Mode


class PermanentKind(StrEnum):
    """What a permanent on a game's battlefield is."""

    CREATURE = "creature"
    PLANESWALKER = "planeswalker"
    BATTLE = "battle"


class PlayerState(BaseModel):
    """A player at the table, in seat order."""

    user_id: int
    name: str
    team: int
    lost: bool = False


class TeamState(BaseModel):
    """A team (one player outside 2HG) with its life, poison and the poison that loses."""

    index: int
    life: int
    poison: int = 0
    poison_limit: int = 10
    lost: bool = False


class Permanent(BaseModel):
    """A permanent on a player's battlefield; ``minus`` is -1/-1 counters, ``damage`` marked."""

    id: str
    owner: int
    name: str
    kind: PermanentKind
    power: int = 0
    toughness: int = 0
    keywords: list[str] = Field(default_factory=list)
    toxic: int = 0
    ciphers: list[str] = Field(default_factory=list)
    damage: int = 0
    minus: int = 0
    loyalty: int | None = None
    defense: int | None = None


class Gone(BaseModel):
    """A permanent that left the battlefield during the combat, as it was, with the moment
    it left (``after_attacks`` or ``after_blocks``) and how (``exile`` when removed,
    ``destroy`` or ``sacrifice`` when it died): its declarations still count (506.4c, 509.1h)."""

    permanent: Permanent
    moment: str
    effect: str


class CombatState(BaseModel):
    """The combat in progress: attacks (permanent id -> target), blocks, and what left."""

    attacks: dict[str, str] = Field(default_factory=dict)  # "player:<uid>" or "perm:<id>"
    blocks: dict[str, str] = Field(default_factory=dict)  # blocker id -> attacker id
    declared: list[int] = Field(default_factory=list)  # players who declared their blocks
    gone: list[Gone] = Field(default_factory=list)


class GameState(BaseModel):
    """Everything about one game."""

    mode: Mode
    seats: list[PlayerState]
    teams: list[TeamState]
    permanents: list[Permanent] = Field(default_factory=list)
    next_id: int = 1
    active_team: int = 0
    turn: int = 1
    combat: CombatState | None = None
    commander_damage: dict[str, dict[str, int]] = Field(default_factory=dict)  # uid -> perm -> n
    finished: bool = False
    winners: list[str] = Field(default_factory=list)
    end_votes: list[int] = Field(default_factory=list)  # players who asked to end the game

    def seat(self, user_id: int) -> PlayerState | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def team_of(self, seat: PlayerState) -> TeamState:
        return self.teams[seat.team]

    def members(self, team: int) -> list[PlayerState]:
        return [s for s in self.seats if s.team == team]

    def remaining(self) -> list[PlayerState]:
        """The players still in the game, in seat order."""
        return [s for s in self.seats if not s.lost]

    def owned_by(self, user_id: int) -> list[Permanent]:
        return [p for p in self.permanents if p.owner == user_id]

    def permanent(self, perm_id: str) -> Permanent | None:
        return next((p for p in self.permanents if p.id == perm_id), None)

    def in_combat(self, perm_id: str) -> bool:
        """Whether the permanent attacks, blocks or is attacked in the combat in progress."""
        combat = self.combat
        return combat is not None and (
            perm_id in combat.attacks
            or perm_id in combat.blocks
            or f"perm:{perm_id}" in combat.attacks.values()
        )
