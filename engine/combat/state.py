"""The scratch state of one combat: a plain record (:class:`Combat`) of its teams, seats
(players) and permanents.

The step functions (one module per step) read and change it during one
:func:`engine.combat.simulate` call; the frozen :class:`~engine.combat.result.CombatResult`
is built from it at the end, so nothing of it escapes. It is mutated in place rather than
copied at each step because a combat makes dozens of small changes per permanent, and a
copy per change would cost more than the whole simulation does.
"""

from __future__ import annotations

from engine.errors import Span
from engine.events import Event
from engine.keywords import Keyword
from engine.model import Board, Creature, Mode, MomentResult, Planeswalker, Thing
from engine.oracle import LOSES, Static, Trigger

STRIKERS = frozenset({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE})
# Damage to creatures from a source with one of these is dealt as -1/-1 counters (702.90b).
DAMAGE_AS_COUNTERS = frozenset({Keyword.INFECT, Keyword.WITHER})
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
HOME, BAND = Keyword.HOME, Keyword.BAND
BANDING, BANDS_WITH_OTHER = Keyword.BANDING, Keyword.BANDS_WITH_OTHER
# The flags that trigger in combat; the numbered ones (bushido N, band N...) are in numbers.
TRIGGERED = frozenset({Keyword.EXALTED, Keyword.BATTLE_CRY, Keyword.MELEE, Keyword.FLANKING})


class Team:
    """A player's life and poison, or a team's shared ones in Two-Headed Giant (810.9)."""

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
    """A player: their team (their own in every mode but Two-Headed Giant) and the combat
    damage each commander has dealt them (903.10a)."""

    __slots__ = ("commander_damage", "left", "lost", "name", "side", "team")

    def __init__(self, name: str, side: int, team: Team):
        self.name = name
        self.side = side
        self.team = team
        self.lost = False
        self.left = False
        self.commander_damage: dict[str, int] = {}


class Perm:
    """A permanent during combat, made by :func:`engine.combat.setup.enter`. Its keywords
    and the flags read from them are set by
    :func:`engine.combat.characteristics.set_keywords`, the one place that changes them."""

    __slots__ = (
        "alive",
        "also_blocking",
        "band",
        "blocked",
        "blockers",
        "blocking",
        "ciphers",
        "commander",
        "controller",
        "creature",
        "damage",
        "damage_as_counters",
        "deathtouch",
        "defense",
        "dies",
        "double_strike",
        "entered",
        "exiled",
        "hit_by_deathtouch",
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
        "name",
        "owner",
        "plus",
        "power",
        "regeneration",
        "removed",
        "siege",
        "silent",
        "target",
        "thing",
        "to_check",
        "toughness",
        "toxic",
    )

    def __init__(self, pid: str, thing: Thing, owner: Seat):
        self.id = pid
        self.thing = thing
        self.name = thing.name or pid
        self.owner = self.controller = owner  # controller: a Siege's is an opponent (310.12a)
        self.alive = True
        self.dies = self.left = self.blocked = self.exiled = self.siege = False
        # Dealt damage by a source with deathtouch since state-based actions were last
        # checked (704.5h).
        self.hit_by_deathtouch = False
        self.removed = self.entered = False  # removed from combat; put onto the battlefield
        self.left_by: str | None = None  # how an action made it leave the battlefield
        self.minus = self.plus = 0  # -1/-1 and +1/+1 counters
        # Regeneration shields made by actions (701.19a); one written on it is its keyword.
        self.regeneration = 0
        self.target: Seat | Perm | None = None
        self.blockers: list[Perm] = []
        self.blocking: Perm | None = None
        self.band: tuple[Perm, ...] = ()  # the attacking band it is in, itself included (702.22c)
        # The attackers it blocks beyond ``blocking`` (509.1a, 510.1d).
        self.also_blocking: tuple[Perm, ...] = ()
        # A card's text says it assigns no combat damage this combat ("combat") or none to
        # the player it attacks ("player"): engine.oracle.Trigger.silent.
        self.silent = ""
        self.loyalty: int | None = None
        self.defense: int | None = None
        if isinstance(thing, Creature):
            # Its keywords and the flags read from them are set as it enters
            # (engine.combat.setup.enter).
            self.kind = "creature"  # as Creature.kind, read off the class once, not per creature
            self.creature = True
            # Its current power and toughness, changed by engine.combat.characteristics alone.
            self.power, self.toughness = thing.power, thing.toughness
            self.damage, self.toxic = thing.damage, thing.toxic
            self.ciphers: tuple[str, ...] = thing.ciphers
            self.commander = COMMANDER in thing.keywords
            # Whether state-based actions look at it at their next check (704.3): set where
            # what they read changes (its damage, toughness, keywords, loyalty, defense);
            # a creature as it enters is checked when it enters (engine.combat.setup.enter).
            self.to_check = False
            return
        self.to_check = True  # loyalty or defense as written: looked at once
        self.kind = thing.kind
        self.creature = False
        self.keywords: frozenset[Keyword] = frozenset()
        self.deathtouch = self.lifelink = self.infect = self.indestructible = False
        self.damage_as_counters = self.double_strike = False
        self.ciphers = ()
        self.power = self.toughness = self.damage = self.toxic = 0
        self.commander = False
        if isinstance(thing, Planeswalker):
            self.loyalty = thing.loyalty
        else:
            self.defense = thing.defense
            self.siege = thing.siege


class Shields:
    """The prevention effects in force this combat, made by actions (615.3: until used up
    or until the turn ends); engine.combat.prevention applies them."""

    __slots__ = ("fog", "sources", "targets", "unpreventable")

    def __init__(self) -> None:
        self.fog = False  # "prevent all combat damage that would be dealt this turn"
        self.targets: dict[Seat | Perm, int] = {}  # the next N damage to it (615.7)
        self.sources: dict[Perm, int] = {}  # the next N damage from it (609.7a)
        self.unpreventable: set[Perm] = set()  # its damage can't be prevented (615.12)


Entry = Seat | Perm
Assignment = tuple[Perm, Seat | Perm, int]


class Combat:
    """One combat being simulated: what every step function reads and writes."""

    __slots__ = (
        "attackers",
        "board",
        "by_id",
        "by_name",
        "changing",
        "commander_game",
        "counted_plus",
        "divisions",
        "doomed",
        "events",
        "lands",
        "losses",
        "mode",
        "moment_log",
        "over",
        "perms",
        "protection",
        "reported_blocked",
        "restricted",
        "seats",
        "shields",
        "team_mode",
        "teams",
        "triggered",
        "waiting",
        "winners",
        "with_statics",
    )

    def __init__(self, board: Board, mode: Mode, commander_game: bool) -> None:
        self.board = board
        self.mode = mode
        self.team_mode = mode is Mode.TWO_HEADED_GIANT
        self.commander_game = commander_game  # Commander rules (903): 40 life
        self.events: list[Event] = []
        self.teams: list[Team] = []
        self.seats: list[Seat] = []
        self.perms: list[Perm] = []  # in board order; those put onto the battlefield last
        self.attackers: list[Perm] = []
        self.by_name: dict[str, list[Entry]] = {}  # players and permanents by lower-case name
        self.by_id: dict[str, Perm] = {}
        # The creatures with a combat trigger or a band (triggers.py, bands.py), board order.
        self.triggered: list[Perm] = []
        # The creatures whose cards have static abilities (engine.combat.statics), board order.
        self.with_statics: list[Perm] = []
        # The abilities of cards' texts that triggered on a creature dying and wait to be
        # put on the stack: (source, the creature that died, the ability).
        self.waiting: list[tuple[Perm, Perm, Trigger]] = []
        # The delayed triggers of cards' texts waiting for the end of combat step (603.7,
        # 511.2): (source, the creature it destroys).
        self.doomed: list[tuple[Perm, Perm]] = []
        # Whether any permanent has a restriction (restrictions.py) or protection (702.16):
        # without one, their checks are skipped.
        self.restricted = False
        self.protection = False
        self.lands: dict[Seat, frozenset[str]] = {}  # each player's land types (landwalk)
        self.shields: Shields | None = None  # prevention effects, made by the first action
        # The cards' static abilities that prevent or replace damage (engine.oracle.Static),
        # with the permanent that has each: engine.combat.prevention applies them.
        self.changing: list[tuple[Perm, Static]] = []
        self.counted_plus = False  # some permanent has +1/+1 counters: 704.5q applies
        # Each loss of life, with the permanents on the battlefield as it happened whose text
        # waits for an opponent's (603.2): None while no permanent has such an ability.
        self.losses: list[tuple[tuple[Perm, ...], Seat, int]] | None = None
        self.reported_blocked: set[Perm] | None = None  # said to stay blocked (509.1h)
        self.moment_log: list[MomentResult] = []  # actions during combat, as applied
        # The divisions of combat damage written (``X assigns N to Y, ...``): each creature's
        # shares for the next damage step it deals damage in, and the span of the action.
        self.divisions: dict[Perm, tuple[tuple[tuple[Entry, int, Span], ...], Span]] = {}
        self.over = False
        self.winners: tuple[str, ...] = ()


def lose_life(combat: Combat, seat: Seat, amount: int) -> None:
    """``seat`` loses ``amount`` life (119.3): its team's total in Two-Headed Giant (810.9a).
    The permanents of its opponents whose text waits for it ("whenever an opponent loses
    life") see it now, as it happens (603.2): one that leaves afterwards still triggered."""
    team = seat.team
    team.life -= amount
    losses = combat.losses
    if losses is None or amount <= 0:
        return
    watching = tuple(
        perm
        for perm in combat.triggered
        if perm.alive
        and perm.controller.team is not team
        and isinstance(perm.thing, Creature)
        and any(trigger.when == LOSES for trigger in perm.thing.triggers)
    )
    if watching:
        losses.append((watching, seat, amount))


def defender_of(attacker: Perm) -> Seat | None:
    """The defending player of ``attacker``: the player it attacks, or who controls or
    protects what it attacks (802.2a, 805.10e); None when it attacks nothing."""
    target = attacker.target
    return target if isinstance(target, Seat) else target.owner if target else None


def in_combat(entry: Entry) -> bool:
    """Whether it is an attacking or blocking creature (or a permanent being attacked)."""
    if not isinstance(entry, Perm) or not entry.alive or entry.removed:
        return False
    return entry.blocking is not None or entry.target is not None


def leave_combat(perm: Perm) -> None:
    """It stops being attacking, blocking, blocked or unblocked (506.4); the creature it
    blocked stays blocked (509.1h), the creatures blocking it block nothing."""
    attacker = perm.blocking
    if attacker is not None:
        # Every creature it blocks: the one named, the others it may block (509.1a) and the
        # rest of that creature's band (702.22h).
        for blocked in (attacker, *perm.also_blocking, *attacker.band):
            if perm in blocked.blockers:
                blocked.blockers.remove(perm)
        perm.blocking = None
        perm.also_blocking = ()
    if perm.removed and perm.target is not None:
        perm.target = None
        perm.blocked = False


def name_of(entry: Entry | None) -> str | None:
    if entry is None:
        return None
    return entry.name if isinstance(entry, Seat) else entry.id


def first_seat(combat: Combat, side: int) -> Seat:
    """The first player of side ``side``."""
    return next(seat for seat in combat.seats if seat.side == side)


def release(combat: Combat) -> None:
    """Break the scratch objects' cycles (team and seats, blockers and blocked, a band and
    its members), so they are freed at once rather than left for the cyclic garbage
    collector. What a permanent attacks, blocks or blocks beyond points at no cycle once the
    blockers' lists are empty."""
    for team in combat.teams:
        team.members.clear()
    for perm in combat.perms:
        if perm.blockers:
            perm.blockers.clear()
        if perm.band:
            perm.band = ()
