"""Combat as pure functions: declare -> blocks -> damage steps -> state-based actions -> triggers.

:func:`simulate` takes a parsed :class:`Board` and returns a :class:`CombatResult`.
Inside one call the work is done on private scratch objects; nothing outside is changed.
The first-strike step is decided once, as damage begins, and who struck is recorded
(510.4, 702.7c); regular-step damage uses current power.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import NoReturn, TypeVar

from engine import citations as R
from engine.damage import divide, lethal_needed
from engine.errors import AmbiguousError, IllegalActionError, NotationError, ReferenceError_
from engine.events import (
    AttackDeclared,
    BlockDeclared,
    CipherCopy,
    CommanderDamage,
    CopyResolves,
    CountersPlaced,
    DamageAssigned,
    DamageMarked,
    DefenseRemoved,
    Event,
    GameEnds,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    NoDamage,
    PermanentDies,
    PlayerLeaves,
    PlayerLoses,
    PoisonGiven,
    StepBegins,
    Survives,
    TeamLoses,
)
from engine.keywords import Keyword
from engine.model import (
    Board,
    CopyCast,
    Creature,
    Damage,
    Mode,
    PermanentResult,
    Planeswalker,
    PlayerResult,
    Ref,
    StepResult,
    TeamResult,
    Thing,
)
from engine.modes import COMMANDER_LIMIT, infer_mode, team_rules
from engine.notation import ENGLISH, Vocabulary, parse

# Cipher spells whose copies the simulation resolves: the damaged player loses this much life,
# and whether that is the spell's whole effect (Undercity Plague also makes the player discard
# a card and sacrifice a permanent, which is not simulated).
CIPHER_LIFE_LOSS: dict[str, tuple[int, bool]] = {
    "shadow slice": (3, True),
    "undercity plague": (1, False),
}

_STRIKERS = frozenset({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE})
_COUNTERS = frozenset({Keyword.INFECT, Keyword.WITHER})  # damage to creatures as -1/-1 counters
# Read for every permanent: module constants, as reading an enum member off its class is
# slow in Python 3.11.
_COMMANDER = Keyword.COMMANDER
_DEATHTOUCH = Keyword.DEATHTOUCH
_LIFELINK = Keyword.LIFELINK
_INFECT = Keyword.INFECT
_INDESTRUCTIBLE = Keyword.INDESTRUCTIBLE
_DOUBLE_STRIKE = Keyword.DOUBLE_STRIKE
_TRAMPLE, _OVER_PLANESWALKERS = Keyword.TRAMPLE, Keyword.TRAMPLE_OVER_PLANESWALKERS
_MENACE, _FLYING, _REACH = Keyword.MENACE, Keyword.FLYING, Keyword.REACH


@dataclass(slots=True)
class CombatResult:
    """Everything a combat did, as data (built once, never changed).

    Attributes
    ----------
    mode
        The mode the combat was played in (``commander`` when forced).
    players, teams, permanents
        The state after combat (``teams`` only in Two-Headed Giant).
    steps
        The combat damage steps, in order, with the damage dealt and copies cast.
    events
        Every event, in order, each with its rule.
    winners
        The winning players when the game ended (empty for a draw or a game going on).
    game_over
        Whether only one player or team is left (104.2a), or none (a draw).
    """

    mode: Mode
    players: tuple[PlayerResult, ...]
    teams: tuple[TeamResult, ...]
    permanents: tuple[PermanentResult, ...]
    steps: tuple[StepResult, ...]
    events: tuple[Event, ...]
    winners: tuple[str, ...]
    game_over: bool

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule cited, once each, in the CR's order."""
        return tuple(sorted({event.rule for event in self.events}, key=rule_key))


@cache
def rule_key(number: str) -> tuple[int, int, str]:
    """Sort key for rule numbers: ``"702.19b"`` -> ``(702, 19, "b")`` (a few dozen, cached)."""
    chapter, _, rest = number.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    letters = rest[len(digits) :]
    return (int(chapter), int(digits or 0), letters)


# ---------------------------------------------------------------------------
# Scratch state of one simulation.


class _Team:
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
        self.members: list[_Seat] = []


class _Seat:
    __slots__ = ("cmd", "left", "lost", "name", "side", "team")

    def __init__(self, name: str, side: int, team: _Team):
        self.name = name
        self.side = side
        self.team = team
        self.lost = False
        self.left = False
        self.cmd: dict[str, int] = {}


class _Perm:
    __slots__ = (
        "alive",
        "blocked",
        "blockers",
        "blocking",
        "ciphers",
        "commander",
        "counters",
        "creature",
        "damage",
        "deathtouch",
        "defense",
        "dies",
        "double",
        "dt",
        "id",
        "indestructible",
        "infect",
        "keywords",
        "kind",
        "left",
        "lifelink",
        "loyalty",
        "minus",
        "name",
        "owner",
        "power",
        "target",
        "thing",
        "toughness",
        "toxic",
    )

    def __init__(self, pid: str, thing: Thing, owner: _Seat):
        self.id = pid
        self.thing = thing
        self.name = thing.name or pid
        self.kind = thing.kind
        self.owner = owner
        self.alive = True
        self.dies = self.left = self.dt = self.blocked = False
        self.minus = 0
        self.target: _Seat | _Perm | None = None
        self.blockers: list[_Perm] = []
        self.blocking: _Perm | None = None
        self.loyalty: int | None = None
        self.defense: int | None = None
        self.creature = isinstance(thing, Creature)
        if isinstance(thing, Creature):
            self.power, self.toughness = thing.power, thing.toughness
            self.damage, self.toxic = thing.damage, thing.toxic
            self.keywords, self.ciphers = thing.keywords, thing.ciphers
            # The keywords read in the damage loops, looked up once.
            keywords = thing.keywords
            self.commander = _COMMANDER in keywords
            self.deathtouch = _DEATHTOUCH in keywords
            self.lifelink = _LIFELINK in keywords
            self.infect = _INFECT in keywords
            self.counters = not _COUNTERS.isdisjoint(keywords)
            self.indestructible = _INDESTRUCTIBLE in keywords
            self.double = _DOUBLE_STRIKE in keywords
            return
        self.power = self.toughness = self.damage = self.toxic = 0
        self.keywords = frozenset()
        self.ciphers = ()
        self.commander = self.deathtouch = self.lifelink = self.infect = False
        self.counters = self.indestructible = self.double = False
        if isinstance(thing, Planeswalker):
            self.loyalty = thing.loyalty
        else:
            self.defense = thing.defense


_Entry = _Seat | _Perm
_Context = TypeVar("_Context")  # what an error about a reference needs (a creature, a ref)
_Assignment = tuple[_Perm, _Seat | _Perm, int]


class _Combat:
    """One combat being simulated."""

    def __init__(self, board: Board, mode: Mode) -> None:
        self.board = board
        self.mode = mode
        self.team_mode = mode is Mode.TWO_HEADED_GIANT
        self.events: list[Event] = []
        self.teams: list[_Team] = []
        self.seats: list[_Seat] = []
        self.perms: list[_Perm] = []
        self.attackers: list[_Perm] = []
        self.over = False
        self.winners: tuple[str, ...] = ()
        self.by_name: dict[str, list[_Entry]] = {}
        self.by_id: dict[str, _Perm] = {}
        self.setup()

    # -- setup and declarations ------------------------------------------------

    def setup(self) -> None:
        board = self.board
        seen: dict[str, _Seat] = {}
        for s, side in enumerate(board.sides):
            rules = team_rules(self.mode, len(side.players))
            if self.team_mode:
                life = self._team_value(side.players, "life")
                poison = self._team_value(side.players, "poison")
                team = _Team(
                    "&".join(p.name for p in side.players),
                    s,
                    rules.life if life is None else life,
                    poison or 0,
                    rules.poison_limit,
                    pooled=True,
                )
                self.teams.append(team)
            for player in side.players:
                if not self.team_mode:
                    team = _Team(
                        player.name,
                        s,
                        rules.life if player.life is None else player.life,
                        player.poison or 0,
                        rules.poison_limit,
                        pooled=False,
                    )
                    self.teams.append(team)
                key = player.name.lower()
                if key in seen:
                    raise NotationError("syntax", player.span, "duplicate-player", name=player.name)
                seat = _Seat(player.name, s, team)
                seen[key] = seat
                team.members.append(seat)
                self.seats.append(seat)
                self.by_name.setdefault(key, []).append(seat)
        seat_iter = iter(self.seats)
        by_name, by_id, perms = self.by_name, self.by_id, self.perms
        for s, side in enumerate(board.sides):
            letter = chr(ord("a") + s)
            position = 0
            for player in side.players:
                seat = next(seat_iter)
                for thing in player.things:
                    position += 1
                    pid = f"{letter}{position}"
                    perm = _Perm(pid, thing, seat)
                    if perm.creature and perm.damage >= perm.toughness and not perm.indestructible:
                        raise NotationError("syntax", thing.span, "already-dead", name=perm.name)
                    perms.append(perm)
                    by_id[pid] = perm
                    key = perm.name.lower()
                    same = by_name.get(key)
                    if same is None:
                        by_name[key] = [perm]
                    else:
                        same.append(perm)
        self.attackers = [p for p in perms if p.owner.side == 0 and p.creature]
        self.declare_attacks()
        self.declare_blocks()
        self.commander_damage()
        self.check_start()

    def _team_value(self, players: tuple[object, ...], field: str) -> int | None:
        value: int | None = None
        for player in players:
            mine = getattr(player, field)
            if mine is None:
                continue
            if value is not None and mine != value:
                span = getattr(player, f"{field}_span")
                raise NotationError(
                    "conflicting_life", span, f"conflicting-{field}", first=value, second=mine
                )
            value = mine
        return value

    def lookup(self, ref: Ref) -> list[_Entry]:
        key = ref.text.lower()
        found = list(self.by_name.get(key, ()))
        by_id = self.by_id.get(key)
        if by_id is not None and by_id not in found:
            found.append(by_id)
        if key.isdecimal() and 1 <= int(key) <= len(self.attackers):
            numbered = self.attackers[int(key) - 1]
            if numbered not in found:
                found.append(numbered)
        return found

    def resolve(
        self,
        ref: Ref,
        want: Callable[[_Entry], bool],
        wrong: Callable[[_Context, _Entry], NoReturn],
        context: _Context,
    ) -> _Entry:
        """The one entry ``ref`` names that ``want`` accepts; else ``wrong(context, entry)``."""
        key = ref.text.lower()
        named = self.by_name.get(key)
        # The usual case: one thing of that name, and no id or number that reads the same.
        if (
            named is not None
            and len(named) == 1
            and key not in self.by_id
            and not key.isdecimal()
            and want(named[0])
        ):
            return named[0]
        found = self.lookup(ref)
        if not found:
            names = {key: entries[0].name for key, entries in self.by_name.items()}
            keys = difflib.get_close_matches(ref.text.lower(), list(names), n=1)
            close = [names[key] for key in keys]
            raise ReferenceError_(
                "unknown_reference",
                ref.span,
                "unknown-reference",
                ref=ref.text,
                suggestion=close[0] if close else "",
            )
        good = [entry for entry in found if want(entry)]
        if len(good) == 1:
            return good[0]
        if len(good) > 1:
            raise AmbiguousError(
                "ambiguous_reference", ref.span, "ambiguous", ref=ref.text, count=len(good)
            )
        wrong(context, found[0])

    def declare_attacks(self) -> None:
        default = self.seats_of_side(1)[0]
        for perm in self.perms:
            thing = perm.thing
            if not isinstance(thing, Creature):
                continue
            if perm.owner.side != 0:
                if thing.attacks is not None:
                    raise IllegalActionError(
                        "illegal_attack", thing.span, "defender-attacks", name=perm.name
                    )
                continue
            if thing.blocks is not None:
                raise IllegalActionError(
                    "illegal_block", thing.span, "attacker-blocks", name=perm.name
                )
            target: _Entry = default
            if thing.attacks is not None:
                target = self.resolve(thing.attacks, self.attackable, self.bad_attack, thing)
            perm.target = target
            self.events.append(
                AttackDeclared(
                    self.attack_rule(target),
                    perm.id,
                    target.name if isinstance(target, _Seat) else target.id,
                    "player" if isinstance(target, _Seat) else target.kind,  # type: ignore[arg-type]
                )
            )

    def seats_of_side(self, side: int) -> list[_Seat]:
        return [seat for seat in self.seats if seat.side == side]

    def attackable(self, entry: _Entry) -> bool:
        if isinstance(entry, _Seat):
            return entry.side != 0
        return entry.kind != "creature" and entry.owner.side != 0

    def bad_attack(self, thing: Creature, entry: _Entry) -> NoReturn:
        if isinstance(entry, _Seat) or entry.kind != "creature":
            detail = "attack-own"
        else:
            detail = "attack-creature"
        raise IllegalActionError("illegal_attack", thing.span, detail, name=entry.name)

    def attack_rule(self, target: _Entry) -> str:
        if self.team_mode:
            return R.ATTACK_TEAM
        if len(self.board.sides) > 2:
            return R.ATTACK_MULTIPLAYER
        return R.ATTACK_CHOICE if isinstance(target, _Perm) else R.ATTACK

    def is_attacker(self, entry: _Entry) -> bool:
        return isinstance(entry, _Perm) and entry.creature and entry.owner.side == 0

    def bad_block(self, thing: Creature, entry: _Entry) -> NoReturn:
        raise IllegalActionError("illegal_block", thing.span, "block-non-attacker", name=entry.name)

    def is_creature(self, entry: _Entry) -> bool:
        return isinstance(entry, _Perm) and entry.creature

    def not_commander(self, ref: Ref, entry: _Entry) -> NoReturn:
        raise ReferenceError_("unknown_reference", ref.span, "not-a-commander", ref=entry.name)

    def declare_blocks(self) -> None:
        if self.team_mode:
            block_rule = R.BLOCK_TEAM
        elif len(self.board.sides) > 2:
            block_rule = R.BLOCK_MULTIPLAYER
        else:
            block_rule = R.BLOCK
        for perm in self.perms:
            thing = perm.thing
            if not isinstance(thing, Creature) or thing.blocks is None or perm.owner.side == 0:
                continue
            found = self.resolve(thing.blocks, self.is_attacker, self.bad_block, thing)
            assert isinstance(found, _Perm)
            self.check_block(perm, found)
            found.blockers.append(perm)
            found.blocked = True
            perm.blocking = found
            self.events.append(BlockDeclared(block_rule, perm.id, found.id))
        for attacker in self.attackers:
            if _MENACE in attacker.keywords and len(attacker.blockers) == 1:
                lone = attacker.blockers[0]
                raise IllegalActionError(
                    "illegal_block",
                    lone.thing.span,
                    "menace",
                    name=lone.name,
                    attacker=attacker.name,
                )

    def check_block(self, blocker: _Perm, attacker: _Perm) -> None:
        span = blocker.thing.span
        if (
            _FLYING in attacker.keywords
            and _FLYING not in blocker.keywords
            and _REACH not in blocker.keywords
        ):
            raise IllegalActionError(
                "illegal_block", span, "flying", name=blocker.name, attacker=attacker.name
            )
        target = attacker.target
        defender = target if isinstance(target, _Seat) else target.owner if target else None
        if defender is None:
            return
        if self.team_mode:
            if defender.side != blocker.owner.side:
                raise IllegalActionError(
                    "illegal_block",
                    span,
                    "not-your-team",
                    name=blocker.name,
                    attacker=attacker.name,
                    defender=defender.name,
                )
        elif defender is not blocker.owner:
            raise IllegalActionError(
                "illegal_block",
                span,
                "not-attacking-you",
                name=blocker.name,
                attacker=attacker.name,
                defender=defender.name,
            )

    def commander_damage(self) -> None:
        seat_iter = iter(self.seats)
        for side in self.board.sides:
            for player in side.players:
                seat = next(seat_iter)
                for cd in player.commander_damage:
                    ref = cd.commander
                    found = self.resolve(ref, self.is_creature, self.not_commander, ref)
                    assert isinstance(found, _Perm)
                    found.commander = True
                    seat.cmd[found.id] = seat.cmd.get(found.id, 0) + cd.amount

    def check_start(self) -> None:
        """A board whose players have already lost is refused, not simulated."""
        seat_iter = iter(self.seats)
        for side in self.board.sides:
            for player in side.players:
                seat = next(seat_iter)
                team = seat.team
                if player.life is not None and team.life <= 0:
                    raise NotationError("syntax", player.life_span, "already-lost", name=seat.name)
                if player.poison is not None and team.poison >= team.limit:
                    raise NotationError(
                        "syntax", player.poison_span, "already-lost", name=seat.name
                    )
                if any(amount >= COMMANDER_LIMIT for amount in seat.cmd.values()):
                    raise NotationError("syntax", player.span, "already-lost", name=seat.name)

    # -- combat damage ------------------------------------------------------------

    def run(self) -> list[StepResult]:
        # Attackers and blockers, in board order.
        in_combat = [
            p for p in self.perms if p.blocking is not None or (p.creature and p.owner.side == 0)
        ]
        steps: list[StepResult] = []
        struck_first = frozenset([p.id for p in in_combat if not _STRIKERS.isdisjoint(p.keywords)])
        if struck_first:
            first = [p for p in in_combat if p.id in struck_first]
            steps.append(self.step("first_strike", first))
        if not self.over:
            regular = [p for p in in_combat if p.alive and (p.id not in struck_first or p.double)]
            steps.append(self.step("regular", regular, after_first=bool(struck_first)))
        return steps

    def step(self, step: str, strikers: list[_Perm], after_first: bool = False) -> StepResult:
        if step == "first_strike":
            rule = R.FIRST_STRIKE_STEP
        elif after_first:
            rule = R.DOUBLE_STRIKE if any(p.double for p in strikers) else (R.FIRST_STRIKE)
        else:
            rule = R.DEALT_AT_ONCE
        self.events.append(StepBegins(rule, step, tuple([p.id for p in strikers])))  # type: ignore[arg-type]
        assigner = _Assigner(self)
        for perm in strikers:
            if not perm.alive:
                continue
            if perm.blocking is not None:
                assigner.blocker(perm)
            else:
                assigner.attacker(perm)
        hits = self.deal(assigner.assignments)
        self.state_based_actions()
        copies = self.cipher(hits) if not self.over else []
        damage = tuple(
            [
                Damage(src.id, tgt.name if isinstance(tgt, _Seat) else tgt.id, amount)
                for src, tgt, amount in assigner.assignments
            ]
        )
        return StepResult(step, damage, tuple(copies))

    def deal(self, assignments: list[_Assignment]) -> list[tuple[_Perm, _Seat]]:
        """Deal all assigned damage at once (510.2) and process its results (120.3)."""
        events = self.events
        lifelink: dict[_Perm, int] = {}
        hits: list[tuple[_Perm, _Seat]] = []
        for src, tgt, amount in assignments:
            if isinstance(tgt, _Seat):
                team = tgt.team
                if src.infect:
                    team.poison += amount
                    rule = R.TEAM_POISON if team.pooled else R.INFECT_PLAYER
                    events.append(
                        PoisonGiven(rule, tgt.name, amount, src.id, team.poison, "infect")
                    )
                else:
                    team.life -= amount
                    rule = R.TEAM_LIFE if team.pooled else R.LIFE_LOSS
                    events.append(LifeLost(rule, tgt.name, amount, src.id, team.life))
                if src.toxic:
                    team.poison += src.toxic
                    rule = R.TEAM_POISON if team.pooled else R.TOXIC
                    events.append(
                        PoisonGiven(rule, tgt.name, src.toxic, src.id, team.poison, "toxic")
                    )
                if src.commander:
                    total = tgt.cmd.get(src.id, 0) + amount
                    tgt.cmd[src.id] = total
                    events.append(
                        CommanderDamage(R.COMMANDER_DAMAGE, tgt.name, src.id, amount, total)
                    )
                if src.ciphers:
                    hits.append((src, tgt))
            elif tgt.kind == "creature":
                if src.counters:
                    tgt.minus += amount
                    events.append(
                        CountersPlaced(R.MINUS_COUNTERS, tgt.id, amount, src.id, tgt.minus)
                    )
                else:
                    tgt.damage += amount
                    events.append(DamageMarked(R.DAMAGE_MARKED, tgt.id, amount, src.id, tgt.damage))
                if src.deathtouch:
                    tgt.dt = True
            elif tgt.kind == "planeswalker":
                had = tgt.loyalty or 0
                tgt.loyalty = max(0, had - amount)
                events.append(
                    LoyaltyRemoved(
                        R.LOYALTY, tgt.id, amount, src.id, tgt.loyalty, had - tgt.loyalty
                    )
                )
            else:
                had = tgt.defense or 0
                tgt.defense = max(0, had - amount)
                events.append(
                    DefenseRemoved(
                        R.DEFENSE, tgt.id, amount, src.id, tgt.defense, had - tgt.defense
                    )
                )
            if src.lifelink:
                lifelink[src] = lifelink.get(src, 0) + amount
        for src, amount in lifelink.items():
            team = src.owner.team
            if team.lost:
                continue
            team.life += amount
            rule = R.TEAM_LIFE if team.pooled else R.LIFELINK
            events.append(LifeGained(rule, src.owner.name, amount, src.id, team.life))
        return hits

    # -- state-based actions ------------------------------------------------------

    def state_based_actions(self) -> None:
        """Perform state-based actions until none apply (704.3), then end the game if done."""
        survived: set[_Perm] = set()
        while not self.over:
            dying: list[tuple[_Perm, str, str]] = []
            for perm in self.perms:
                if not perm.alive:
                    continue
                if perm.creature:
                    toughness = perm.toughness - perm.minus
                    if toughness <= 0:
                        dying.append((perm, "toughness", R.SBA_TOUGHNESS))
                    elif perm.indestructible:
                        lethal = perm.damage >= toughness
                        if (lethal or perm.dt) and perm not in survived:
                            survived.add(perm)
                            self.events.append(self.survives(perm, lethal))
                    elif perm.damage >= toughness:
                        dying.append((perm, "lethal", R.SBA_LETHAL))
                    elif perm.dt:
                        dying.append((perm, "deathtouch", R.SBA_DEATHTOUCH))
                    perm.dt = False
                elif perm.kind == "planeswalker":
                    if (perm.loyalty or 0) <= 0:
                        dying.append((perm, "loyalty", R.SBA_LOYALTY))
                elif (perm.defense or 0) <= 0:
                    dying.append((perm, "defense", R.SBA_DEFENSE))
            losers: list[tuple[_Seat, str, str]] = []
            for team in self.teams:
                if team.lost:
                    continue
                if team.life <= 0:
                    why, rule = "life", R.SBA_TEAM_LIFE if team.pooled else R.SBA_LIFE
                elif team.poison >= team.limit:
                    why, rule = "poison", R.SBA_TEAM_POISON if team.pooled else R.SBA_POISON
                else:
                    why = ""
                for seat in team.members:
                    if why:
                        losers.append((seat, why, rule))
                    elif (
                        seat.cmd
                        and not seat.lost
                        and any(v >= COMMANDER_LIMIT for v in seat.cmd.values())
                    ):
                        losers.append((seat, "commander", R.SBA_COMMANDER))
            if not dying and not losers:
                return
            for perm, why, rule in dying:
                perm.alive = False
                perm.dies = True
                self.events.append(PermanentDies(rule, perm.id, why))
            self.lose([seat for seat, _, _ in losers], losers)

    def survives(self, perm: _Perm, lethal: bool) -> Survives:
        """Indestructible: name the state-based actions it ignores (702.12b)."""
        if lethal and perm.dt:
            return Survives(R.INDESTRUCTIBLE, perm.id, "both", (R.SBA_LETHAL, R.SBA_DEATHTOUCH))
        if lethal:
            return Survives(R.INDESTRUCTIBLE, perm.id, "lethal", (R.SBA_LETHAL,))
        return Survives(R.INDESTRUCTIBLE, perm.id, "deathtouch", (R.SBA_DEATHTOUCH,))

    def lose(self, seats: list[_Seat], reasons: list[tuple[_Seat, str, str]]) -> None:
        if not seats:
            return
        done: set[_Seat] = set()
        events = self.events
        for seat, why, rule in reasons:
            if seat in done:
                continue
            team = seat.team
            if team.pooled and why in ("life", "poison"):
                # The team's shared total: the team loses, all its players at once (704.6a-b).
                done.update(team.members)
                for mate in team.members:
                    mate.lost = True
                team.lost = True
                members = tuple([mate.name for mate in team.members])
                events.append(TeamLoses(rule, team.name, members, why))
                continue
            done.add(seat)
            seat.lost = True
            team.lost = True
            events.append(PlayerLoses(rule, seat.name, why))
            if len(team.members) > 1:  # 810.8a: a team wins and loses together
                for mate in team.members:
                    if mate not in done:
                        done.add(mate)
                        mate.lost = True
                members = tuple([mate.name for mate in team.members])
                events.append(TeamLoses(R.TEAM_LOSES, team.name, members, "member"))
        standing = [team for team in self.teams if not team.lost]
        if len(standing) <= 1:
            self.over = True
            self.winners = tuple(seat.name for team in standing for seat in team.members)
            if self.team_mode:
                rule, outcome = (
                    (R.GAME_WON_TEAM, "team") if standing else (R.GAME_DRAWN_TEAMS, "team_draw")
                )
            else:
                rule, outcome = (R.GAME_WON, "player") if standing else (R.GAME_DRAWN, "draw")
            team_name = standing[0].name if standing and self.team_mode else ""
            events.append(GameEnds(rule, self.winners, outcome, team_name))
            return
        for seat in self.seats:
            if seat.lost and not seat.left:
                seat.left = True
                gone = []
                for perm in self.perms:
                    if perm.owner is seat and perm.alive:
                        perm.alive = False
                        perm.left = True
                        gone.append(perm.id)
                self.events.append(PlayerLeaves(R.LEAVES_GAME, seat.name, tuple(gone)))

    # -- cipher -------------------------------------------------------------------

    def cipher(self, hits: list[tuple[_Perm, _Seat]]) -> list[CopyCast]:
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

    def release(self) -> None:
        """Break the scratch objects' cycles (team and seats, blockers and blocked), so they
        are freed at once rather than left for the cyclic garbage collector."""
        for team in self.teams:
            team.members.clear()
        for perm in self.perms:
            perm.blockers.clear()
            perm.blocking = perm.target = None

    # -- result -------------------------------------------------------------------

    def result(self, steps: list[StepResult]) -> CombatResult:
        players = tuple(
            [
                PlayerResult(  # by position, like the permanents below
                    seat.name,
                    seat.team.name if self.team_mode else None,  # team
                    seat.side,
                    seat.team.life_before,
                    seat.team.life,
                    seat.team.poison_before,
                    seat.team.poison,
                    seat.lost,
                    tuple(seat.cmd.items()),  # commander_damage
                )
                for seat in self.seats
            ]
        )
        teams = tuple(
            TeamResult(
                name=team.name,
                members=tuple(seat.name for seat in team.members),
                life_before=team.life_before,
                life=team.life,
                poison_before=team.poison_before,
                poison=team.poison,
                poison_limit=team.limit,
                lost=team.lost,
            )
            for team in self.teams
            if self.team_mode
        )
        permanents = tuple(
            [
                PermanentResult(  # by position: keywords cost twice as much, per permanent
                    perm.id,
                    perm.name,
                    perm.owner.name,  # controller
                    perm.kind,
                    perm.power - perm.minus if perm.creature else None,  # power
                    perm.toughness - perm.minus if perm.creature else None,  # toughness
                    perm.damage,
                    perm.minus,  # minus_counters
                    perm.loyalty,
                    perm.defense,
                    perm.dies,
                    perm.left,  # left_game
                    _name_of(perm.target),  # attacking
                    perm.blocking.id if perm.blocking else None,  # blocking
                )
                for perm in self.perms
            ]
        )
        return CombatResult(
            mode=self.mode,
            players=players,
            teams=teams,
            permanents=permanents,
            steps=tuple(steps),
            events=tuple(self.events),
            winners=self.winners,
            game_over=self.over,
        )


def _name_of(entry: _Entry | None) -> str | None:
    if entry is None:
        return None
    return entry.name if isinstance(entry, _Seat) else entry.id


class _Assigner:
    """Combat damage assignment for one step, by the default division of NOTATION.md s. 3."""

    def __init__(self, combat: _Combat) -> None:
        self.combat = combat
        self.assignments: list[_Assignment] = []
        self.pending: dict[_Perm, int] = {}
        self.pending_dt: set[_Perm] = set()
        self.pending_pw: dict[_Perm, int] = {}

    def emit(self, src: _Perm, plan: list[tuple[_Seat | _Perm, int, str, str]]) -> None:
        # One assignment per target: a later share to the same target (the rest of the damage
        # to the last blocker) adds to it and names why.
        if len(plan) > 1:
            merged: dict[_Seat | _Perm, tuple[int, str, str]] = {}
            for target, amount, how, rule in plan:
                if amount > 0:
                    before = merged.get(target)
                    merged[target] = (amount + (before[0] if before else 0), how, rule)
            plan = [(target, amount, how, rule) for target, (amount, how, rule) in merged.items()]
        deathtouch = src.deathtouch
        events = self.combat.events
        for target, amount, how, rule in plan:
            if amount <= 0:
                continue
            self.assignments.append((src, target, amount))
            name = target.name if isinstance(target, _Seat) else target.id
            events.append(DamageAssigned(rule, src.id, name, amount, how))
            if isinstance(target, _Perm):
                if target.kind == "creature":
                    self.pending[target] = self.pending.get(target, 0) + amount
                    if deathtouch:
                        self.pending_dt.add(target)
                elif target.kind == "planeswalker":
                    self.pending_pw[target] = self.pending_pw.get(target, 0) + amount

    def no_damage(self, src: _Perm, why: str, rule: str) -> None:
        self.combat.events.append(NoDamage(rule, src.id, why))

    def blocker(self, perm: _Perm) -> None:
        attacker = perm.blocking
        assert attacker is not None
        power = perm.power - perm.minus
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
        elif not attacker.alive:
            self.no_damage(perm, "attacker_gone", R.BLOCKING)
        else:
            self.emit(perm, [(attacker, power, "blocking", R.BLOCKING)])

    def attacker(self, perm: _Perm) -> None:
        power = perm.power - perm.minus
        if power <= 0:
            self.no_damage(perm, "no_power", R.NO_POWER)
            return
        target = perm.target
        over = _OVER_PLANESWALKERS in perm.keywords
        if not perm.blocked and not (over and isinstance(target, _Perm)):
            # Unblocked (510.1b): trample over planeswalkers changes only what a creature
            # attacking a planeswalker does (702.19c).
            if isinstance(target, _Seat):
                if target.left:
                    self.no_damage(perm, "player_left", R.PLAYER_LEFT_DAMAGE)
                else:
                    self.emit(perm, [(target, power, "unblocked", R.UNBLOCKED)])
            elif target is None or not target.alive:
                self.target_gone(perm, target)
            else:
                self.emit(perm, [(target, power, "unblocked", R.UNBLOCKED)])
            return
        tramples = over or _TRAMPLE in perm.keywords
        blockers = [b for b in perm.blockers if b.alive]
        if perm.blocked and not blockers and not tramples:
            self.no_damage(perm, "blockers_gone", R.BLOCKED)
            return
        deathtouch = perm.deathtouch
        needs = [
            lethal_needed(
                b.toughness - b.minus,
                b.damage,
                self.pending.get(b, 0),
                deathtouch,
                b in self.pending_dt,
            )
            for b in blockers
        ]
        shares, left = divide(power, needs)
        plan: list[tuple[_Seat | _Perm, int, str, str]] = []
        if len(blockers) == 1 and not tramples:
            plan.append((blockers[0], power, "one_blocker", R.BLOCKED))
            left = 0
        else:
            # Only a share that reaches lethal damage is called lethal; a smaller one is the
            # rest of the damage (510.1c: divided as its controller chooses; 702.19b).
            if deathtouch:
                lethal = ("deathtouch", R.DEATHTOUCH_LETHAL)
            else:
                lethal = ("lethal", R.TRAMPLE) if tramples else ("divided", R.BLOCKED)
            partial = ("partial", R.TRAMPLE) if tramples else ("divided_partial", R.BLOCKED)
            for b, share, need in zip(blockers, shares, needs, strict=True):
                how, rule = lethal if share >= need else partial
                plan.append((b, share, how, rule))
        if left > 0:
            if tramples:
                left = self.trample(perm, left, plan, perm.blocked and not blockers)
            if left > 0:
                if not blockers:
                    self.target_gone(perm, target)
                elif not tramples or isinstance(target, _Seat):
                    plan.append((blockers[-1], left, "rest", R.BLOCKED))
                elif target is not None and target.kind == "planeswalker":
                    # 702.19f: without trample over planeswalkers, none to the player.
                    plan.append(
                        (blockers[-1], left, "rest_planeswalker_gone", R.TRAMPLE_AT_PLANESWALKER)
                    )
                else:
                    plan.append((blockers[-1], left, "rest_battle_gone", R.TARGET_GONE))
        self.emit(perm, plan)

    def target_gone(self, perm: _Perm, target: _Seat | _Perm | None) -> None:
        """Why an attacker with damage left has nowhere to assign it."""
        if isinstance(target, _Seat):
            self.no_damage(perm, "player_left", R.PLAYER_LEFT_DAMAGE)
        elif target is not None and target.kind == "planeswalker":
            if _OVER_PLANESWALKERS in perm.keywords:
                self.no_damage(perm, "controller_left", R.PLAYER_LEFT_DAMAGE)
            else:
                self.no_damage(perm, "planeswalker_gone", R.TRAMPLE_AT_PLANESWALKER)
        else:
            self.no_damage(perm, "target_gone", R.TARGET_GONE)

    def trample(
        self,
        perm: _Perm,
        left: int,
        plan: list[tuple[_Seat | _Perm, int, str, str]],
        no_blockers: bool,
    ) -> int:
        """Assign trample's excess to what the creature attacks; returns what is still left.

        ``no_blockers``: it is blocked but no creature blocks it any more (702.19d).
        """
        target = perm.target
        if not perm.blocked:  # trample over planeswalkers, unblocked, at a planeswalker
            how, rule = "unblocked", R.UNBLOCKED
        elif no_blockers:
            how, rule = "trample_no_blockers", R.TRAMPLE_NO_BLOCKERS
        else:
            how, rule = "trample_excess", R.TRAMPLE
        if isinstance(target, _Seat):
            if not target.left:
                plan.append((target, left, how, rule))
                return 0
            return left
        if target is None:
            return left
        if target.kind != "planeswalker":
            if target.alive:
                plan.append((target, left, how, rule))
                return 0
            return left
        others = self.pending_pw.get(target, 0)
        room = max(0, (target.loyalty or 0) - others)
        if _OVER_PLANESWALKERS not in perm.keywords:
            if target.alive:
                if left > room:  # more than its loyalty, and still none to the player
                    how, rule = "trample_at_planeswalker", R.TRAMPLE_AT_PLANESWALKER
                plan.append((target, left, how, rule))
                return 0
            return left
        controller = target.owner
        if not target.alive:
            # 702.19e: the exception to 506.4c, to the defending player.
            if controller.left:
                return left
            plan.append((controller, left, "over_planeswalker_gone", R.TRAMPLE_PLANESWALKER_GONE))
            return 0
        if left <= room or controller.left:
            plan.append((target, left, how, rule))
            return 0
        if room:
            loyalty_how = "loyalty_others" if others else "loyalty"
            plan.append((target, room, loyalty_how, R.TRAMPLE_OVER_PLANESWALKERS))
        plan.append((controller, left - room, "over_planeswalker", R.TRAMPLE_OVER_PLANESWALKERS))
        return 0


def simulate(board: Board, mode: Mode | None = None) -> CombatResult:
    """Resolve a board's references, check its attacks and blocks, and run the combat.

    Parameters
    ----------
    board
        A parsed board.
    mode
        Force a mode (``--mode``); inferred from the board when ``None``.

    Returns
    -------
    CombatResult

    Raises
    ------
    NotationError, ReferenceError_, AmbiguousError, IllegalActionError
        With a stable code and the span of the board at fault.
    """
    combat = _Combat(board, infer_mode(board, mode))
    try:
        return combat.result(combat.run())
    finally:
        combat.release()


def run_board(text: str, mode: Mode | None = None, vocab: Vocabulary = ENGLISH) -> CombatResult:
    """Parse and simulate in one call."""
    return simulate(parse(text, vocab), mode)
