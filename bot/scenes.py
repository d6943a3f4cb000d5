"""What a picture shows, as plain data (``bot/picture/scene.py`` reads it from a combat's
result, ``bot/picture/game.py`` from a game's state; ``bot/picture/layout.py`` draws it): below
the picture and the replies, which carry a scene to be drawn after their text."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Card:
    """A permanent as a card: ``role`` attacker, blocker or idle (in no combat)."""

    id: str
    name: str
    kind: str  # creature, planeswalker, battle
    owner: str  # the player whose zone it is drawn in (a battle's protector's opponent too)
    role: str = "idle"
    power: int | None = None
    toughness: int | None = None
    base_power: int | None = None
    base_toughness: int | None = None
    keywords: tuple[tuple[str, str], ...] = ()  # each one's name and short form
    damage: int = 0
    plus: int = 0
    minus: int = 0
    value_before: int | None = None  # loyalty or defense
    value: int | None = None
    value_label: str = ""
    fate: str | None = None  # the ribbon: dies, destroyed, exiled, bounced, ...
    fate_label: str = ""
    fate_step: str | None = None  # the step or moment it happened in
    note: str = ""  # a battle's protector
    zone: str = ""  # the key of the side it is drawn with: its controller's, a battle's protector's


@dataclass(slots=True)
class Side:
    """One player, or a Two-Headed Giant team: names, totals before and after, and what
    their commanders dealt them."""

    key: str
    names: tuple[str, ...]
    index: int  # 0: the attacking side
    life_before: int
    life: int
    poison_before: int
    poison: int
    lost: bool = False
    won: bool = False
    commander: tuple[str, ...] = ()  # one line per commander that dealt this side damage


@dataclass(slots=True)
class Attack:
    """``attacker`` attacks ``target``: a side's key or a card's id."""

    attacker: str
    target: str


@dataclass(slots=True)
class Scene:
    """Everything one picture shows."""

    title: str
    sides: list[Side]
    cards: list[Card]
    attacks: list[Attack]
    blocks: list[tuple[str, str]]  # (blocker, attacker), in declaration order
    # (step, source, target) -> damage dealt; a target is a card id or a side's key
    damage: dict[tuple[str, str, str], int] = field(default_factory=dict)
    steps: tuple[str, ...] = ()  # the damage steps that happened, in order
    step_labels: dict[str, str] = field(default_factory=dict)
    moments: list[tuple[str, list[str]]] = field(default_factory=list)  # label, what happened
    legend: list[str] = field(default_factory=list)

    def card(self, card_id: str) -> Card:
        return next(card for card in self.cards if card.id == card_id)
