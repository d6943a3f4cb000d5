"""The scratch state of one combat: teams, seats (players), permanents, and the core
every part of the simulation shares."""

from __future__ import annotations

from engine.events import (
    Event,
)
from engine.keywords import Keyword
from engine.model import (
    Board,
    Creature,
    Mode,
    MomentResult,
    Planeswalker,
    Thing,
)

STRIKERS = frozenset({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE})
COUNTERS = frozenset({Keyword.INFECT, Keyword.WITHER})  # damage to creatures as -1/-1 counters
# Read for every permanent: module constants, as reading an enum member off its class is
# slow in Python 3.11.
COMMANDER = Keyword.COMMANDER
DEATHTOUCH = Keyword.DEATHTOUCH
LIFELINK = Keyword.LIFELINK
INFECT = Keyword.INFECT
INDESTRUCTIBLE = Keyword.INDESTRUCTIBLE
DOUBLE_STRIKE = Keyword.DOUBLE_STRIKE
TRAMPLE, OVER_PLANESWALKERS = Keyword.TRAMPLE, Keyword.TRAMPLE_OVER_PLANESWALKERS
MENACE, FLYING, REACH = Keyword.MENACE, Keyword.FLYING, Keyword.REACH
# combat depth: triggers
HOME, BAND = Keyword.HOME, Keyword.BAND
BANDING, BANDS_WITH_OTHER = Keyword.BANDING, Keyword.BANDS_WITH_OTHER
# The flags that trigger in combat; the numbered ones (bushido N, band N...) are in numbers.
TRIGGERED = frozenset({Keyword.EXALTED, Keyword.BATTLE_CRY, Keyword.MELEE, Keyword.FLANKING})


# ---------------------------------------------------------------------------
# Scratch state of one simulation.


class Team:
    __slots__ = (
        "life",
        "life_before",
        "limit",
        "lost",
        "members",
        "name",
        "poison",
        "poison_before",
        "pooled",
        "side",
    )

    def __init__(self, name: str, side: int, life: int, poison: int, limit: int, pooled: bool):
        self.name = name
        self.side = side
        self.life = self.life_before = life
        self.poison = self.poison_before = poison
        self.limit = limit
        self.pooled = pooled
        self.lost = False
        self.members: list[Seat] = []


class Seat:
    __slots__ = ("cmd", "left", "lost", "name", "side", "team")

    def __init__(self, name: str, side: int, team: Team):
        self.name = name
        self.side = side
        self.team = team
        self.lost = False
        self.left = False
        self.cmd: dict[str, int] = {}


class Perm:
    __slots__ = (
        "alive",
        "band",
        "blocked",
        "blockers",
        "blocking",
        "ciphers",
        "commander",
        "controller",
        "counters",
        "creature",
        "damage",
        "deathtouch",
        "defense",
        "dies",
        "double",
        "dt",
        "entered",
        "exiled",
        "id",
        "indestructible",
        "infect",
        "keywords",
        "kind",
        "left",
        "left_by",
        "lifelink",
        "loyalty",
        "minus",
        "more",
        "name",
        "owner",
        "plus",
        "power",
        "removed",
        "siege",
        "target",
        "thing",
        "toughness",
        "toxic",
    )

    def __init__(self, pid: str, thing: Thing, owner: Seat):
        self.id = pid
        self.thing = thing
        self.name = thing.name or pid
        self.owner = self.controller = owner  # controller: a Siege's is an opponent (310.12a)
        self.alive = True
        self.dies = self.left = self.dt = self.blocked = self.exiled = self.siege = False
        self.removed = self.entered = False  # removed from combat; put onto the battlefield
        self.left_by: str | None = None  # how an action made it leave the battlefield
        self.minus = self.plus = 0
        self.target: Seat | Perm | None = None
        self.blockers: list[Perm] = []
        self.blocking: Perm | None = None
        self.band: tuple[Perm, ...] = ()  # the attacking band it is in, itself included (702.22c)
        self.more: tuple[Perm, ...] = ()  # the attackers it blocks beyond ``blocking`` (510.1d)
        self.loyalty: int | None = None
        self.defense: int | None = None
        if isinstance(thing, Creature):
            self.kind = "creature"  # as Creature.kind, read off the class once, not per creature
            self.creature = True
            self.power, self.toughness = thing.power, thing.toughness
            self.damage, self.toxic = thing.damage, thing.toxic
            self.ciphers = thing.ciphers
            keywords = thing.keywords
            self.commander = COMMANDER in keywords
            self.set_keywords(keywords)
            return
        self.kind = thing.kind
        self.creature = False
        self.power = self.toughness = self.damage = self.toxic = 0
        self.keywords: frozenset[Keyword] = frozenset()
        self.ciphers = ()
        self.commander = self.deathtouch = self.lifelink = self.infect = False
        self.counters = self.indestructible = self.double = False
        if isinstance(thing, Planeswalker):
            self.loyalty = thing.loyalty
        else:
            self.defense = thing.defense
            self.siege = thing.siege

    def set_keywords(self, keywords: frozenset[Keyword]) -> None:
        """Give it these keywords (as written, or as an action changes them), with the ones
        read in the damage loops looked up once."""
        self.keywords = keywords
        self.deathtouch = DEATHTOUCH in keywords
        self.lifelink = LIFELINK in keywords
        self.infect = INFECT in keywords
        self.counters = not COUNTERS.isdisjoint(keywords)
        self.indestructible = INDESTRUCTIBLE in keywords
        self.double = DOUBLE_STRIKE in keywords


Entry = Seat | Perm
Assignment = tuple[Perm, Seat | Perm, int]


def defender_of(attacker: Perm) -> Seat | None:
    """The defending player of ``attacker``: the player it attacks, or who controls or
    protects what it attacks (802.2a, 805.10e); None when it attacks nothing."""
    target = attacker.target
    return target if isinstance(target, Seat) else target.owner if target else None


def name_of(entry: Entry | None) -> str | None:
    if entry is None:
        return None
    return entry.name if isinstance(entry, Seat) else entry.id


class Core:
    """What every part of one combat simulation reads and writes."""

    moment_log: list[MomentResult] | None = None  # actions during combat, as applied

    def __init__(self, board: Board, mode: Mode) -> None:
        self.board = board
        self.mode = mode
        self.team_mode = mode is Mode.TWO_HEADED_GIANT
        self.events: list[Event] = []
        self.teams: list[Team] = []
        self.seats: list[Seat] = []
        self.perms: list[Perm] = []
        self.attackers: list[Perm] = []
        self.over = False
        self.commander_game = False  # Commander rules (903): 40 life, set by the setup
        self.winners: tuple[str, ...] = ()
        self.by_name: dict[str, list[Entry]] = {}
        self.by_id: dict[str, Perm] = {}
        # The creatures with a combat trigger or a band (triggers.py, bands.py), board order.
        self.triggered: list[Perm] = []
        self.protection = False  # whether any permanent has protection (702.16)

    def release(self) -> None:
        """Break the scratch objects' cycles (team and seats, blockers and blocked, a band
        and its members), so they are freed at once rather than left for the cyclic garbage
        collector. What a permanent attacks, blocks or blocks beyond points at no cycle once
        the blockers' lists are empty."""
        for team in self.teams:
            team.members.clear()
        for perm in self.perms:
            if perm.blockers:
                perm.blockers.clear()
            if perm.band:
                perm.band = ()
