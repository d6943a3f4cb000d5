"""Advice: the best block declarations (and attacks) for a board, found by search through the
engine's own :func:`~engine.combat.simulate`.

Blocks. The board has its attackers declared; blocks already written stay. Every legal way
for the defending player (in Two-Headed Giant the defending team; in multiplayer one player,
who blocks only what attacks them, 802.4a) to block with the rest is scored from the
defender's side:

- ``lost``: whether the defender (or their team) loses the game (704.5a, 704.5c, 704.6);
- ``own``: the worth of the defender's creatures that die;
- ``killed``: the worth of the attacker's creatures that die;
- ``harm``: life lost plus :data:`POISON_WEIGHT` per poison counter.

Declarations that do not lose come first; among them, the Pareto front of (``own`` low,
``killed`` high, ``harm`` low) is kept and up to three options are picked from it, each
labelled by what it is best at (:data:`LABELS`). A creature's worth is its card's mana value
when the caller gives one, else :func:`formula_worth`.

The search is exact. Blockers that are the same creature but for their name are
interchangeable, so only one assignment of each multiset is tried. On a *separable* board
(:func:`separable`: no actions, only keywords whose effects stay inside one attacker's fight,
attacks on players only, no lifelink that a first-strike step could outrun) each attacker's
fight is simulated once per set of blockers and a declaration's score is the sum of its
fights'; elsewhere every declaration is simulated whole. Past the budget (time or count)
the best found so far is returned, marked not exhaustive.

Attacks. Every choice of which creatures attack whom (players, planeswalkers, battles; the
others stay home, 508.1a) is answered by the blocks advice's first option (minimax, one
reply) and scored from the attacker's side.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from engine.combat import CombatResult, simulate
from engine.errors import IllegalActionError, RedzoneError
from engine.events import LifeGained, LifeLost, StepBegins
from engine.keywords import Keyword
from engine.model import Board, Creature, Mode, Player, Ref, Side, Thing

# A poison counter counts as this much life lost: 10 poison or 20 life lose a 1v1 game
# (704.5a, 704.5c), and 15 poison or 30 life a Two-Headed Giant team (704.6a-b).
POISON_WEIGHT = 2
# What a keyword adds to a creature's worth without card data (:func:`formula_worth`).
KEYWORD_WORTH: Mapping[Keyword, float] = {
    Keyword.DOUBLE_STRIKE: 2,
    Keyword.FIRST_STRIKE: 1,
    Keyword.DEATHTOUCH: 1,
    Keyword.LIFELINK: 1,
    Keyword.FLYING: 1,
    Keyword.TRAMPLE: 0.5,
    Keyword.MENACE: 0.5,
    Keyword.INDESTRUCTIBLE: 2,
    Keyword.INFECT: 1,
    Keyword.VIGILANCE: 0.5,
    Keyword.REACH: 0.5,
    Keyword.COMMANDER: 3,
}
# The labels, in the order options are shown.
MOST_LIFE, BEST_TRADE, NO_LOSS = "most_life", "best_trade", "no_loss"
LABELS = (MOST_LIFE, BEST_TRADE, NO_LOSS)
MAX_OPTIONS = 3
TIME_BUDGET = 2.0  # seconds for an answer: a search, then its options written
# The part of the budget the search may take: the rest writes the options (a simulation
# each) and, past the deadline, winds the search down.
SEARCH_SHARE = 0.85
COUNT_BUDGET = 200_000  # declarations scored, then the best found so far

# Keywords whose effects stay inside one attacker's fight (the blockers it has and the
# player it attacks): on a board with only these, fights add up.
_LOCAL = frozenset(
    {
        Keyword.FIRST_STRIKE,
        Keyword.DOUBLE_STRIKE,
        Keyword.TRAMPLE,
        Keyword.DEATHTOUCH,
        Keyword.LIFELINK,
        Keyword.INFECT,
        Keyword.WITHER,
        Keyword.FLYING,
        Keyword.REACH,
        Keyword.MENACE,
        Keyword.VIGILANCE,
        Keyword.INDESTRUCTIBLE,
        Keyword.PROTECTION,
        Keyword.DEFENDER,
        Keyword.HASTE,
        Keyword.TAPPED,
        Keyword.CANT_BLOCK,
        Keyword.CANT_BE_BLOCKED,
        Keyword.FLYERS_ONLY,
        Keyword.SKULK,
        Keyword.SHADOW,
        Keyword.HORSEMANSHIP,
        Keyword.FEAR,
        Keyword.INTIMIDATE,
        Keyword.HOME,
    }
)
_STRIKERS = frozenset({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE})
_MULTI = frozenset({Keyword.EXTRA_BLOCKS, Keyword.ANY_BLOCKS})


class Score(NamedTuple):
    """A declaration's outcome from the side of the player it advises (module docstring)."""

    lost: bool
    own: float
    killed: float
    life: int
    poison: int = 0
    own_count: int = 0

    @property
    def harm(self) -> int:
        return self.life + POISON_WEIGHT * self.poison

    @property
    def trade(self) -> float:
        return self.killed - self.own

    def dominates(self, other: Score) -> bool:
        """At least as good on every count and better on one (lost first)."""
        if self.lost != other.lost:
            return not self.lost
        mine = (self.own, -self.killed, self.harm, self.own_count)
        theirs = (other.own, -other.killed, other.harm, other.own_count)
        return mine != theirs and all(a <= b for a, b in zip(mine, theirs, strict=True))


@dataclass(slots=True)
class Option:
    """One advised declaration: the board with it written, its result, its labels, its score."""

    board: Board
    result: CombatResult
    labels: tuple[str, ...]
    score: Score


@dataclass(slots=True)
class Advice:
    """The options, best first; whether every declaration was examined, and how many were."""

    options: list[Option]
    exhaustive: bool
    examined: int
    defender: str = ""
    notes: list[str] = field(default_factory=list)


def formula_worth(creature: Creature) -> float:
    """A creature's worth without card data: half its power and toughness (at least zero
    each) plus :data:`KEYWORD_WORTH` for its keywords, and never less than one half, so
    even a 0/1 counts as a creature lost."""
    base = (max(creature.power, 0) + max(creature.toughness, 0)) / 2
    extra = sum(KEYWORD_WORTH.get(keyword, 0) for keyword in creature.keywords)
    return max(base + extra, 0.5)


def worth(creature: Creature, mana_values: Mapping[str, float]) -> float:
    """Its card's mana value when known, else :func:`formula_worth`."""
    if creature.card is not None and creature.card in mana_values:
        return max(mana_values[creature.card], 0.5)
    return formula_worth(creature)


# -- the board's pieces -----------------------------------------------------------------


@dataclass(slots=True)
class _Piece:
    """A creature with its id and place: ``side``, player index, position in ``things``."""

    id: str
    side: int
    player: int
    index: int
    creature: Creature
    ref: str


def _pieces(board: Board) -> list[_Piece]:
    """Every creature with its id and ``ref``, the text that names it alone: its name when
    no other thing has it and it is no id, else its id (``a2``) when that is no thing's
    name, else its number among the attackers (``ref`` empty: see :func:`_Setup`)."""
    pieces: list[_Piece] = []
    names: dict[str, int] = {}
    ids: set[str] = set()
    for s, side in enumerate(board.sides):
        things = [thing for player in side.players for thing in player.things]
        ids.update(f"{chr(97 + s)}{n}" for n in range(1, len(things) + 1))
        for thing in things:
            if thing.name:
                names[thing.name.casefold()] = names.get(thing.name.casefold(), 0) + 1
    for s, side in enumerate(board.sides):
        position = 0
        for p, player in enumerate(side.players):
            for i, thing in enumerate(player.things):
                position += 1
                if isinstance(thing, Creature):
                    thing_id = f"{chr(97 + s)}{position}"
                    name = (thing.name or "").casefold()
                    if name and names[name] == 1 and name not in ids:
                        ref = thing.name or ""
                    elif thing_id not in names:
                        ref = thing_id
                    else:
                        ref = ""
                    pieces.append(_Piece(thing_id, s, p, i, thing, ref))
    return pieces


def _with(board: Board, changes: Mapping[tuple[int, int, int], Creature]) -> Board:
    """``board`` with the creatures at (side, player, index) replaced."""
    if not changes:
        return board
    sides = []
    for s, side in enumerate(board.sides):
        players = []
        for p, player in enumerate(side.players):
            things = tuple(changes.get((s, p, i), thing) for i, thing in enumerate(player.things))
            players.append(replace(player, things=things))
        sides.append(Side(tuple(players), side.span))
    return replace(board, sides=tuple(sides), text="")


def _blocking(creature: Creature, targets: Sequence[str]) -> Creature:
    if not targets:
        return replace(creature, blocks=None, also_blocks=())
    refs = tuple(Ref(target) for target in targets)
    return replace(creature, blocks=refs[0], also_blocks=refs[1:])


def _home(creature: Creature) -> Creature:
    return replace(creature, keywords=creature.keywords | {Keyword.HOME}, attacks=None)


# -- blocks -------------------------------------------------------------------------------


@dataclass(slots=True)
class _Setup:
    board: Board
    mode: Mode | None
    base: CombatResult
    defenders: frozenset[str]  # the defending player's name, or the team's members
    attackers: list[_Piece]
    blockers: list[_Piece]  # those whose blocks are chosen
    fixed: dict[str, str]  # a fixed blocker's id -> the attacker id it blocks (one only)
    values: dict[str, float]
    refs: dict[str, str]  # an attacker's id -> the text that names it alone
    written: dict[tuple[str, tuple[str, ...]], Creature] = field(default_factory=dict)


def _defender_of(result: CombatResult, target: str) -> str:
    """The player an attack on ``target`` (a player, a planeswalker's or battle's id) is on."""
    for perm in result.permanents:
        if perm.id == target:
            return perm.protector or perm.controller
    return target


def _setup(
    board: Board, mode: Mode | None, defender: str | None, mana_values: Mapping[str, float]
) -> _Setup:
    base = simulate(board, mode)  # refuses a board that is wrong as written
    pieces = _pieces(board)
    attacking = {p.id: p.attacking for p in base.permanents if p.attacking is not None}
    attackers = [piece for piece in pieces if piece.id in attacking]
    team_mode = bool(base.teams)
    attacked = [_defender_of(base, attacking[a.id]) for a in attackers]
    by_name = {p.name: p for p in base.players}
    if defender is None:
        defender = attacked[0] if attacked else base.players[-1].name
    if defender not in by_name or by_name[defender].side == 0:
        raise IllegalActionError("illegal_block", (0, 0), "advice-defender", name=defender)
    side = by_name[defender].side
    if team_mode:
        defenders = frozenset(p.name for p in base.players if p.side == side)
    else:
        defenders = frozenset({defender})
    owners = {p.id: p.controller for p in base.permanents}
    blocking = {p.id: p.blocking for p in base.permanents if p.blocking is not None}
    blockers = [
        piece
        for piece in pieces
        if piece.side != 0 and owners[piece.id] in defenders and piece.creature.blocks is None
    ]
    values = {piece.id: worth(piece.creature, mana_values) for piece in pieces}
    refs = {a.id: a.ref or str(n) for n, a in enumerate(attackers, 1)}
    return _Setup(board, mode, base, defenders, attackers, blockers, blocking, values, refs)


def _score(setup: _Setup, result: CombatResult, ids: Sequence[str] | None = None) -> Score:
    """The defender's score of a result; ``ids`` are the board's ids of its permanents, in
    order, when it is a fight's board (a part of the board, with ids of its own)."""
    lost = any(p.lost for p in result.players if p.name in setup.defenders)
    own = killed = 0.0
    own_count = 0
    for n, perm in enumerate(result.permanents):
        perm_id = perm.id if ids is None else ids[n]
        if not perm.dies or perm_id not in setup.values:
            continue
        if perm.controller in setup.defenders:
            own += setup.values[perm_id]
            own_count += 1
        elif perm_id[0] == "a":
            killed += setup.values[perm_id]
    life = poison = 0
    for p in result.players:
        if p.name in setup.defenders:  # in 2HG each member holds the team's totals
            life, poison = p.life_before - p.life, p.poison - p.poison_before
            break
    return Score(lost, own, killed, life, poison, own_count)


def _declare(setup: _Setup, choice: Mapping[str, Sequence[str]]) -> Board:
    """The board with ``choice`` (blocker id -> attacker ids) written; fixed blocks kept.
    Each blocker as written is made once per choice (a dataclass copy costs more than a
    lookup)."""
    written = setup.written
    changes = {}
    for b in setup.blockers:
        targets = tuple(choice.get(b.id, ()))
        creature = written.get((b.id, targets))
        if creature is None:
            creature = _blocking(b.creature, [setup.refs[a] for a in targets])
            written[(b.id, targets)] = creature
        changes[(b.side, b.player, b.index)] = creature
    return _with(setup.board, changes)


def _candidates(setup: _Setup, fights: _Fights | None) -> dict[str, list[tuple[str, ...]]]:
    """Each blocker's choices: nothing, or the attackers it may block (one, or several when
    it can block more than one, 509.1a). A single block refused for a reason other than
    needing company (menace, 702.111b; "except by N", 509.1b) is never legal. With
    ``fights``, a single block is tried as that attacker's fight with that blocker alone
    (what makes it legal or not is inside the fight too)."""
    choices: dict[str, list[tuple[str, ...]]] = {}
    for k, blocker in enumerate(setup.blockers):
        alone: list[str] = []
        for n, attacker in enumerate(setup.attackers):
            refusal: _Outcome | str | None
            if fights is not None:
                refusal = fights.outcome(n, 1 << k)
            else:
                refusal = _refusal(setup, {blocker.id: (attacker.id,)})
            if not isinstance(refusal, str) or refusal in _NEEDS_COMPANY:
                alone.append(attacker.id)
        keywords = blocker.creature.keywords
        most = 1
        if Keyword.ANY_BLOCKS in keywords:
            most = len(alone)
        elif Keyword.EXTRA_BLOCKS in blocker.creature.keywords or blocker.creature.number(
            Keyword.EXTRA_BLOCKS
        ):
            most = 1 + blocker.creature.number(Keyword.EXTRA_BLOCKS)
        options: list[tuple[str, ...]] = [()]
        for size in range(1, min(most, len(alone)) + 1):
            options.extend(itertools.combinations(alone, size))
        choices[blocker.id] = options
    return choices


# Why a single block may be refused and yet be part of a legal declaration.
_NEEDS_COMPANY = frozenset({"menace", "min-blockers", "block-gone"})


def _refusal(setup: _Setup, choice: Mapping[str, Sequence[str]]) -> str | None:
    """Why the engine refuses this declaration (the error's detail), None when it does not."""
    try:
        simulate(_declare(setup, choice), setup.mode)
    except IllegalActionError as error:
        return error.detail or ""
    except RedzoneError:
        return ""
    return None


def _signature(creature: Creature) -> Creature:
    """A blocker as its fight sees it: its name and place left out (interchangeable twins)."""
    return replace(creature, name=None, card=None, blocks=None, also_blocks=(), span=(0, 0))


Assignment = tuple[tuple[str, ...], ...]  # each blocker's attackers, in ``setup.blockers`` order


def _assignments(
    setup: _Setup, choices: Mapping[str, list[tuple[str, ...]]]
) -> Iterator[Assignment]:
    """Every declaration, one per multiset of choices among interchangeable blockers: the
    same creature but for its name, written next to each other (the order blockers are
    written in is the order damage is assigned in, NOTATION.md section 3)."""
    members: list[list[int]] = []
    last: tuple[object, ...] = ()
    for k, blocker in enumerate(setup.blockers):
        key = (repr(_signature(blocker.creature)), tuple(choices[blocker.id]))
        place = (blocker.side, blocker.player, blocker.index)
        if members and last == (key, (place[0], place[1], place[2] - 1)):
            members[-1].append(k)
        else:
            members.append([k])
        last = (key, place)
    per_group = [
        list(itertools.combinations_with_replacement(choices[setup.blockers[ks[0]].id], len(ks)))
        for ks in members
    ]
    order = [k for ks in members for k in ks]
    where = sorted(range(len(order)), key=order.__getitem__)
    for parts in itertools.product(*per_group):
        flat = [option for part in parts for option in part]
        yield tuple(flat[i] for i in where)


def _every(setup: _Setup, choices: Mapping[str, list[tuple[str, ...]]]) -> Iterator[Assignment]:
    """Every declaration, interchangeable blockers or not (the brute force)."""
    return itertools.product(*(choices[b.id] for b in setup.blockers))


def separable(setup: _Setup) -> bool:
    """Whether each attacker's fight can be simulated apart and the fights added up."""
    board = setup.board
    if board.actions or setup.base.commander:
        return False
    for _, player, thing in board.things():
        if player.commander_damage:
            return False
        if isinstance(thing, Creature) and (
            not thing.keywords <= _LOCAL
            or thing.ciphers
            or any(k is not Keyword.MIN_BLOCKERS for k, _ in thing.numbers)
            or thing.also_blocks
            or thing.statics
            or thing.triggers
        ):
            return False
    names = {p.name for p in setup.base.players}
    attacks = {p.attacking for p in setup.base.permanents if p.attacking is not None}
    return attacks <= names


def _creatures(board: Board) -> Iterator[tuple[int, Player, Creature]]:
    for side, player, thing in board.things():
        if isinstance(thing, Creature):
            yield side, player, thing


class _Fights:
    """Each attacker's fight, simulated once per set of blockers (a bit mask over
    ``setup.blockers``), on a board of that attacker and those blockers alone.

    A fight's outcome is ``(own, -killed, life, poison, own_count, first)``: the defender's
    score of it, and the life the defender's side lost in its first-strike damage step (the
    state-based actions after that step see only that part, 510.4, 704.3). Fights are
    remembered by what they are made of (``memo``, shareable between searches of the same
    board): twins fight alike, and so does an attacker in every attack it is part of."""

    def __init__(self, setup: _Setup, memo: dict[object, _Outcome | str] | None = None) -> None:
        self.setup = setup
        self.index = {a.id: n for n, a in enumerate(setup.attackers)}
        self.pieces = _pieces(setup.board)
        self.cache: list[dict[int, _Outcome | None]] = [{} for _ in setup.attackers]
        self.memo: dict[object, _Outcome | str] = {} if memo is None else memo
        # Each creature as it is in a fight: a blocker blocks its only attacker, ``1``.
        self.fighters = {
            piece.id: piece.creature
            if piece.side == 0
            else replace(piece.creature, blocks=Ref(_ALONE), also_blocks=())
            for piece in self.pieces
        }
        self.kinds = {
            piece.id: (
                piece.side,
                piece.player,
                repr(_signature(piece.creature)),
                piece.creature.card,
            )
            for piece in self.pieces
        }
        self.targets = {p.id: p.attacking for p in setup.base.permanents if p.attacking is not None}
        team = next((t for t in setup.base.teams if set(t.members) & setup.defenders), None)
        seat = next(p for p in setup.base.players if p.name in setup.defenders)
        self.life_left = seat.life_before
        # Poison counters that lose the game: 10 (704.5c), a Two-Headed Giant team's limit.
        self.poison_left = (team.poison_limit if team else 10) - seat.poison_before
        creatures = list(_creatures(setup.board))
        # Only a defender's lifelink can undo, in the regular step, life the first-strike
        # step took: elsewhere the life lost never goes down from one step to the next.
        strikes = any(c.keywords & _STRIKERS for _, _, c in creatures)
        # Whether a losing declaration's sums are its whole outcome too: one damage step,
        # and a loss that ends the game.
        self.sums_lost = not strikes and len(setup.board.sides) == 2
        self.first_counts = strikes and any(
            Keyword.LIFELINK in c.keywords and side != 0 for side, _, c in creatures
        )

    def outcome(self, n: int, mask: int) -> _Outcome | str:
        """Attacker ``n``'s fight against the blockers in ``mask`` (and those written
        blocking it): its outcome, or the detail of the error that refuses it."""
        setup = self.setup
        attacker = setup.attackers[n]
        fighting = {attacker.id} | {b for b, a in setup.fixed.items() if a == attacker.id}
        fighting |= {b.id for k, b in enumerate(setup.blockers) if mask >> k & 1}
        pieces = [piece for piece in self.pieces if piece.id in fighting]
        key = (
            setup.defenders,
            self.targets[attacker.id],
            tuple(self.kinds[piece.id] for piece in pieces),
        )
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self._simulate(pieces)
        return known

    def fight(self, n: int, mask: int) -> _Outcome | None:
        known = self.outcome(n, mask)
        outcome = None if isinstance(known, str) else known
        self.cache[n][mask] = outcome
        return outcome

    def _simulate(self, pieces: list[_Piece]) -> _Outcome | str:
        """The fight on a board of these pieces alone, every player kept: the attacker is
        the only one there, so its number, ``1``, names it whatever its name."""
        setup = self.setup
        kept: dict[tuple[int, int], list[Thing]] = {}
        for piece in pieces:
            kept.setdefault((piece.side, piece.player), []).append(self.fighters[piece.id])
        # The defenders' life is out of reach in a fight: whether they lose is decided on
        # the fights' sums (:meth:`lost`), and a fight alone must not end the game that the
        # whole declaration goes on with (life gained by lifelink in another fight).
        defending = {
            s
            for s, side in enumerate(setup.board.sides)
            if any(p.name in setup.defenders for p in side.players)
        }
        sides = tuple(
            Side(
                tuple(
                    replace(
                        player,
                        things=tuple(kept.get((s, p), ())),
                        life=_OUT_OF_REACH if s in defending else player.life,
                    )
                    for p, player in enumerate(side.players)
                ),
                side.span,
            )
            for s, side in enumerate(setup.board.sides)
        )
        board = replace(setup.board, sides=sides, text="")
        try:
            result = simulate(board, setup.mode)
        except IllegalActionError as error:
            return error.detail or ""
        except RedzoneError:
            return ""
        score = _score(setup, result, [piece.id for piece in pieces])
        first = _first_strike_life(result, setup.defenders) if self.first_counts else 0
        return (score.own, -score.killed, score.life, score.poison, score.own_count, first)

    def lost(self, life: int, poison: int, first: int) -> bool:
        """Whether a declaration whose fights add up to these counts loses the game: after
        the first-strike step or at the end (704.5a, 704.5c; a team's totals, 704.6)."""
        return (
            self.life_left <= life
            or (self.first_counts and self.life_left <= first)
            or self.poison_left <= poison
        )

    def search(
        self, choices: Mapping[str, list[tuple[str, ...]]], deadline: float
    ) -> tuple[dict[Score, Assignment], int, bool]:
        """Every declaration's score, attacker by attacker: a state is the set of blockers
        used so far, holding the partial sums no other partial sum of the same state beats
        on every count (the fights to come add the same to both, so a beaten one never
        reaches the options). Returns one declaration per final score, how many
        declarations the states stand for, and whether the search ended before
        ``deadline`` (past it, the blockers not used yet stay home)."""
        setup = self.setup
        can = [0] * len(setup.attackers)
        for k, blocker in enumerate(setup.blockers):
            for targets in choices[blocker.id]:
                if targets:
                    can[self.index[targets[0]]] |= 1 << k
        # A partial sum: the outcomes' counts added up, and how it was reached.
        start: _Partial = (0.0, 0.0, 0, 0, 0, 0, None)
        states: dict[int, tuple[list[_Partial], int]] = {0: ([start], 1)}
        complete = True
        rest: list[int] = []  # the attackers left unblocked once past the deadline
        for n in range(len(setup.attackers)):
            if not complete:
                rest.append(n)
                continue
            cache = self.cache[n]
            after: dict[int, tuple[list[_Partial], int]] = {}
            for used, (partials, count) in states.items():
                if complete and time.perf_counter() > deadline:
                    complete = False
                free = can[n] & ~used if complete else 0
                chosen = free
                while True:
                    outcome = cache.get(chosen, _UNSEEN)
                    if outcome is _UNSEEN:
                        outcome = self.fight(n, chosen)
                    if outcome is not None:
                        o, dead, li, po, c, fs = outcome
                        target = used | chosen
                        kept, total = after.get(target, ([], 0))
                        kept.extend(
                            (
                                p[0] + o,
                                p[1] + dead,
                                p[2] + li,
                                p[3] + po,
                                p[4] + c,
                                p[5] + fs,
                                (p, n, chosen),
                            )
                            for p in partials
                        )
                        after[target] = (kept, total + count)
                    if chosen == 0:
                        break
                    chosen = (chosen - 1) & free
            states = {used: (_unbeaten(kept), count) for used, (kept, count) in after.items()}
        # The attackers left unblocked add the same to every sum.
        o_add = k_add = 0.0
        li_add = po_add = c_add = fs_add = 0
        for n in rest:
            outcome = self.cache[n].get(0, _UNSEEN)
            if outcome is _UNSEEN:
                outcome = self.fight(n, 0)
            if outcome is None:
                return {}, 0, False
            o, dead, li, po, c, fs = outcome
            o_add, k_add, li_add, po_add, c_add, fs_add = (
                o_add + o,
                k_add + dead,
                li_add + li,
                po_add + po,
                c_add + c,
                fs_add + fs,
            )
        found: dict[Score, _How] = {}
        examined = 0
        for partials, count in states.values():
            examined += count
            for own, minus_killed, life, poison, own_count, first, how in partials:
                own, minus_killed, life = own + o_add, minus_killed + k_add, life + li_add
                poison, own_count, first = poison + po_add, own_count + c_add, first + fs_add
                lost = self.lost(life, poison, first)
                score = Score(lost, own, -minus_killed, life, poison, own_count)
                if score not in found:
                    found[score] = how
        # Only the front can be shown (:func:`_pick`): its declarations are written out.
        return {s: self._assignment(found[s]) for s in front(list(found))}, examined, complete

    def _assignment(self, how: _How) -> Assignment:
        assignment: list[tuple[str, ...]] = [()] * len(self.setup.blockers)
        while how is not None:
            previous, n, chosen = how
            for k in range(len(assignment)):
                if chosen >> k & 1:
                    assignment[k] = (self.setup.attackers[n].id,)
            how = previous[6]
        return tuple(assignment)


def _first_strike_life(result: CombatResult, players: frozenset[str]) -> int:
    """The life these players lost (net of what they gained) in the first-strike damage
    step."""
    lost = 0
    within = False
    for event in result.events:
        if isinstance(event, StepBegins):
            if within:
                break
            within = event.step == "first_strike"
        elif within and isinstance(event, LifeLost | LifeGained) and event.player in players:
            lost += event.amount if isinstance(event, LifeLost) else -event.amount
    return lost


# A fight's outcome: (own, -killed, life, poison, own_count, life lost in the first strike).
_Outcome = tuple[float, float, int, int, int, int]
_UNSEEN: _Outcome = (-1.0, -1.0, -1, -1, -1, -1)
_How = tuple["_Partial", int, int] | None  # the partial sum before, the attacker, its blockers
_Partial = tuple[float, float, int, int, int, int, _How]


def _unbeaten(partials: list[_Partial]) -> list[_Partial]:
    """The partial sums no other is at least as good as on every count (one of equals)."""
    partials.sort(key=lambda p: p[:6])
    kept: list[_Partial] = []
    for p in partials:
        if not any(
            k[0] <= p[0]
            and k[1] <= p[1]
            and k[2] <= p[2]
            and k[3] <= p[3]
            and k[4] <= p[4]
            and k[5] <= p[5]
            for k in kept
        ):
            kept.append(p)
    return kept


_ALONE = "1"  # the number of the only attacker
_OUT_OF_REACH = 1_000_000  # a life total no fight can take


def advise_blocks(
    board: Board,
    mode: Mode | None = None,
    defender: str | None = None,
    mana_values: Mapping[str, float] | None = None,
    time_budget: float = TIME_BUDGET,
    count_budget: int = COUNT_BUDGET,
    exhaustive_search: bool = False,
    memo: dict[object, _Outcome | str] | None = None,
    max_options: int = MAX_OPTIONS,
) -> Advice:
    """Up to ``max_options`` block declarations for ``defender`` (the first player attacked
    by default), best first. ``exhaustive_search`` simulates every declaration whole (the
    brute force the pruned search is tested against); ``memo`` keeps the fights of one
    board between calls (:class:`_Fights`).

    Raises
    ------
    RedzoneError
        When ``board`` itself is refused (as ``simulate`` would refuse it).
    """
    start = time.perf_counter()
    setup = _setup(board, mode, defender, mana_values or {})
    fights = None if exhaustive_search or not separable(setup) else _Fights(setup, memo)
    choices = _candidates(setup, fights)
    summed: dict[Score, Assignment] = {}
    if fights is not None:
        best, examined, complete = fights.search(choices, start + time_budget * SEARCH_SHARE)
        if not (complete and best and all(s.lost for s in best)) or fights.sums_lost:
            return _advice(setup, best, examined, complete, max_options)
        # Every declaration loses, and the fights' sums do not tell what a loss changes:
        # a game over after the first-strike step has no regular step (104.2a), and in a
        # multiplayer game the loser's creatures leave it (800.4a). The whole
        # declarations decide, when the time left lets them.
        summed = best
    assignments = _every(setup, choices) if exhaustive_search else _assignments(setup, choices)
    ids = [b.id for b in setup.blockers]
    best = {}  # one declaration per distinct score
    examined = 0
    complete = True
    for assignment in assignments:
        if examined >= count_budget or (
            examined % 64 == 0 and time.perf_counter() - start > time_budget * SEARCH_SHARE
        ):
            complete = False
            break
        examined += 1
        try:
            declared = _declare(setup, dict(zip(ids, assignment, strict=True)))
            score = _score(setup, simulate(declared, setup.mode))
        except RedzoneError:
            continue
        if score not in best:
            best[score] = assignment
    if not best and summed:
        best, complete = summed, False
    return _advice(setup, best, examined, complete, max_options)


def _advice(
    setup: _Setup,
    best: Mapping[Score, Assignment],
    examined: int,
    complete: bool,
    max_options: int,
) -> Advice:
    ids = [b.id for b in setup.blockers]
    options = [
        _option(setup, dict(zip(ids, best[score], strict=True)), labels)
        for labels, score in _pick(list(best))[:max_options]
    ]
    return Advice(options, complete, examined, " & ".join(sorted(setup.defenders)))


def _option(
    setup: _Setup, choice: Mapping[str, tuple[str, ...]], labels: tuple[str, ...]
) -> Option:
    declared = _declare(setup, choice)
    result = simulate(declared, setup.mode)
    return Option(declared, result, labels, _score(setup, result))


def front(scores: Sequence[Score]) -> list[Score]:
    """The scores no other dominates (not losing first; then fewer of one's own creatures
    lost, more of the other's killed, less harm)."""
    alive = [s for s in scores if not s.lost] or list(scores)
    alive.sort(key=lambda s: (s.own, -s.killed, s.harm, s.own_count))
    kept: list[Score] = []
    for score in alive:  # sorted, so only a score kept before can dominate it
        if not any(k.dominates(score) for k in kept):
            kept.append(score)
    return kept


def _pick(scores: Sequence[Score]) -> list[tuple[tuple[str, ...], Score]]:
    """Up to three scores from the Pareto front, each with the labels it is best at."""
    if not scores:
        return []
    best = front(scores)
    bests: dict[str, Score | None] = {
        MOST_LIFE: min(best, key=lambda s: (s.harm, s.own, -s.killed, s)),
        BEST_TRADE: min(best, key=lambda s: (-s.trade, s.harm, s.own, s)),
        NO_LOSS: min(
            (s for s in best if s.own_count == 0),
            key=lambda s: (s.harm, -s.killed, s),
            default=None,
        ),
    }
    picked: list[Score] = []
    for label in LABELS:
        score = bests[label]
        if score is not None and score not in picked:
            picked.append(score)
    for score in sorted(best, key=lambda s: (s.harm, s.own, -s.killed, s)):
        if len(picked) >= MAX_OPTIONS:
            break
        if score not in picked:
            picked.append(score)
    return [
        (tuple(label for label in LABELS if bests[label] == score), score)
        for score in picked[:MAX_OPTIONS]
    ]


# -- attacks -------------------------------------------------------------------------------


def advise_attacks(
    board: Board,
    mode: Mode | None = None,
    mana_values: Mapping[str, float] | None = None,
    time_budget: float = TIME_BUDGET,
    reply: Callable[[Board], Advice] | None = None,
) -> Advice:
    """Up to three attacks (which creatures attack whom; the others stay home), each scored
    by the defender's best reply (the blocks advice's first option), from the attacker's
    side. Blocks written on the board are dropped: the defender answers each attack."""
    values = mana_values or {}
    simulate(board, mode)  # refuses a board that is wrong as written
    pieces = _pieces(board)
    attackers = [p for p in pieces if p.side == 0 and Keyword.HOME not in p.creature.keywords]
    targets: list[str] = []
    for side in board.sides[1:]:
        for player in side.players:
            targets.append(player.name)
    for s, side in enumerate(board.sides):
        things = [thing for player in side.players for thing in player.things]
        targets.extend(
            f"{chr(97 + s)}{i}"
            for i, thing in enumerate(things, 1)
            if s != 0 and not isinstance(thing, Creature)
        )
    cleared = _with(
        board,
        {(p.side, p.player, p.index): _blocking(p.creature, ()) for p in pieces if p.side != 0},
    )
    start = time.perf_counter()
    memo: dict[object, _Outcome | str] = {}  # an attacker's fight is the same in every attack

    def best_blocks(declared: Board) -> Advice:
        left = start + time_budget - time.perf_counter()
        return advise_blocks(
            declared,
            mode,
            mana_values=values,
            time_budget=max(min(time_budget / 4, left), 0),
            memo=memo,
            max_options=1,
        )

    answer = reply or best_blocks
    scored: list[tuple[Score, Option]] = []
    examined = 0
    complete = True
    for plan in itertools.product([None, *targets], repeat=len(attackers)):
        if time.perf_counter() - start > time_budget:
            complete = False
            break
        examined += 1
        changes = {}
        for piece, target in zip(attackers, plan, strict=True):
            if target is None:
                changed = _home(piece.creature)
            else:
                changed = replace(piece.creature, attacks=Ref(target))
            changes[(piece.side, piece.player, piece.index)] = changed
        declared = _with(cleared, changes)
        try:
            advice = answer(declared)
        except RedzoneError:
            continue
        if not advice.options:
            continue
        best = advice.options[0]
        score = _attacker_score(best.score, best.result, board)
        scored.append((score, best))
        complete = complete and advice.exhaustive
    by_score: dict[Score, Option] = {}
    for score, option in scored:
        by_score.setdefault(score, option)
    options = [
        Option(by_score[score].board, by_score[score].result, labels, score)
        for labels, score in _pick(list(by_score))
    ]
    return Advice(options, complete, examined, board.sides[0].players[0].name)


def _attacker_score(defence: Score, result: CombatResult, board: Board) -> Score:
    """The defender's score seen from the attacker: their loss is the attacker's win."""
    attacker_lost = any(p.lost for p in result.players if p.side == 0)
    del board
    return Score(
        attacker_lost or not defence.lost,
        defence.killed,
        defence.own,
        -defence.life,
        -defence.poison,
        sum(1 for p in result.permanents if p.dies and p.id.startswith("a")),
    )
