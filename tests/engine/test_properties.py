"""Simulation properties over generated legal boards.

- Damage conservation: in every step, each creature that deals damage assigns exactly its
  current power, and the damage dealt (its results) equals the damage assigned.
- Life accounting: final life = start - damage to players (without infect) - life lost to
  copies + life gained through lifelink.
"""

from __future__ import annotations

import functools
from collections import defaultdict

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import IllegalActionError, simulate
from engine.errors import RESTRICTION_DETAILS
from engine.events import (
    CopyResolves,
    CountersPlaced,
    DamageAssigned,
    DamageMarked,
    DamagePrevented,
    DefenseRemoved,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    PoisonGiven,
    Regenerated,
    StepBegins,
    Survives,
)
from engine.keywords import DECLARATIONS, INFO, Arg, Keyword
from engine.model import Action, Battle, Board, Creature, Moment, Planeswalker, Player, Ref, Side
from tests.conftest import examples

# The flag abilities: not the keywords with a value, nor the player's declarations (home, band).
KEYWORDS = [k for k in Keyword if INFO[k].arg is Arg.NONE and k not in DECLARATIONS]

# The strategies are made once: Hypothesis caches a strategy made again with the same
# arguments only when they can be hashed (not a list), and validates each new one at its
# first draw; made inside the composite below, they cost more than the combats they feed.
_FLAGS = {size: st.frozensets(st.sampled_from(KEYWORDS), max_size=size) for size in (3, 4)}
_TOXIC = st.sampled_from([0, 0, 1])
_CIPHERS = st.lists(
    st.sampled_from(["Shadow Slice", "Undercity Plague", "Hidden Strings"]), max_size=1
)
_BOOLEANS = st.booleans()


@functools.cache
def between(low: int, high: int) -> st.SearchStrategy[int]:
    """``st.integers(low, high)``, made once."""
    return st.integers(min_value=low, max_value=high)


@st.composite
def legal_boards(draw: st.DrawFn) -> Board:
    two_headed = draw(_BOOLEANS)
    n_sides = 2 if two_headed else draw(between(2, 4))
    per_side = 2 if two_headed else 1
    names = [[f"P{s}{m}" for m in range(per_side)] for s in range(n_sides)]
    # Defenders' planeswalkers and battles first, so attackers can aim at them.
    defender_things: dict[tuple[int, int], list] = defaultdict(list)
    targets: list[tuple[str, int, int]] = []  # (ref, side, member)
    for s in range(1, n_sides):
        for m in range(per_side):
            targets.append((names[s][m], s, m))
            for _ in range(draw(between(0, 1))):
                pos = len(targets)
                thing: Planeswalker | Battle
                if draw(_BOOLEANS):
                    thing = Planeswalker(f"Walker{pos}", draw(between(1, 6)))
                else:
                    thing = Battle(
                        f"Battle{pos}",
                        draw(between(1, 6)),
                        siege=draw(_BOOLEANS),
                    )
                defender_things[(s, m)].append(thing)
                targets.append((thing.name, s, m))
    attackers = []
    for i in range(draw(between(1, 5))):
        flags = draw(_FLAGS[4])
        ref, tside, tmember = draw(st.sampled_from(targets))
        attackers.append(
            (
                Creature(
                    name=f"Atk{i}",
                    power=draw(between(0, 9)),
                    toughness=draw(between(1, 9)),
                    keywords=flags,
                    toxic=draw(_TOXIC),
                    ciphers=tuple(draw(_CIPHERS)),
                    attacks=Ref(ref),
                ),
                tside,
                tmember,
            )
        )
    sides = []
    for s in range(n_sides):
        players = []
        for m in range(per_side):
            things: list = []
            if s == 0:
                if m == 0:
                    things = [a for a, _, _ in attackers]
            else:
                things = list(defender_things[(s, m)])
                for j in range(draw(between(0, 3))):
                    flags = draw(_FLAGS[3])
                    blockable = [
                        (i, a)
                        for i, (a, ts, tm) in enumerate(attackers)
                        if ts == s
                        and (two_headed or tm == m)
                        and (
                            Keyword.FLYING not in a.keywords
                            or flags & {Keyword.FLYING, Keyword.REACH}
                        )
                    ]
                    blocks = None
                    # len(): after a bare list, mypy would type the draw by that list
                    if len(blockable) > 0 and draw(_BOOLEANS):
                        i, _ = draw(st.sampled_from(blockable))
                        blocks = Ref(f"Atk{i}")
                    toughness = draw(between(1, 9))
                    things.append(
                        Creature(
                            name=f"Def{s}{m}{j}",
                            power=draw(between(0, 9)),
                            toughness=toughness,
                            keywords=flags,
                            damage=0
                            if Keyword.INDESTRUCTIBLE in flags
                            else draw(between(0, toughness - 1)),
                            blocks=blocks,
                        )
                    )
            life = draw(between(1, 30)) if m == 0 else None
            players.append(Player(names[s][m], life=life, things=tuple(things)))
        sides.append(Side(tuple(players)))
    return Board(tuple(sides))


def run(board: Board):
    try:
        return simulate(board)
    except IllegalActionError as error:
        # a lone blocker of a menace creature, or a block or attack another restriction forbids
        assume(error.detail != "menace" and error.detail not in RESTRICTION_DETAILS)
        raise


def assert_state_based_actions_done(result) -> None:
    """No creature left on the battlefield that a state-based action would put into a
    graveyard (704.5f, 704.5g): toughness 0 or less, or lethal damage, unless indestructible
    kept it there (702.12b). The check looks only at permanents flagged since it last found
    nothing (``Perm.to_check``): a change that forgot the flag leaves one here."""
    if result.game_over:  # the game ended: state-based actions stop with it
        return
    survived = {e.permanent for e in result.events if isinstance(e, Survives)}
    for p in result.permanents:
        here = not (p.dies or p.left_by or p.exiled or p.left_game)
        if p.kind == "creature" and here:
            assert p.toughness is not None and p.toughness > 0, p
            assert p.damage < p.toughness or p.id in survived, p


@settings(max_examples=examples(200), deadline=None)
@given(legal_boards())
def test_damage_conservation(board: Board) -> None:
    result = run(board)
    assert_state_based_actions_done(result)
    by_id = {p.id: p for p in result.permanents}
    power = {pid: p.power + p.minus_counters for pid, p in by_id.items() if p.kind == "creature"}
    minus_so_far: dict[str, int] = defaultdict(int)
    assigned: dict[str, int] = defaultdict(int)
    dealt = 0
    assigned_total = 0

    def close_step() -> None:
        for source, amount in assigned.items():
            assert amount == power[source] - minus_so_far[source], (source, amount)
        assigned.clear()

    pending_minus: dict[str, int] = defaultdict(int)
    for event in result.events:
        if isinstance(event, StepBegins):
            close_step()
            for pid, amount in pending_minus.items():
                minus_so_far[pid] += amount
            pending_minus.clear()
        elif isinstance(event, DamageAssigned):
            assigned[event.source] += event.amount
            assigned_total += event.amount
        elif (
            (isinstance(event, (LifeLost,)) and event.source in by_id)
            or (isinstance(event, PoisonGiven) and event.via == "infect")
            or isinstance(event, (DamageMarked, LoyaltyRemoved, DefenseRemoved))
        ):
            dealt += event.amount
        elif isinstance(event, CountersPlaced):
            dealt += event.amount
            pending_minus[event.target] += event.amount
    close_step()
    step_total = sum(d.amount for s in result.steps for d in s.damage)
    assert assigned_total == step_total == dealt


def _keywords(board: Board, pid: str) -> frozenset[Keyword]:
    thing = _thing(board, pid)
    return thing.keywords if isinstance(thing, Creature) else frozenset()


def _thing(board: Board, pid: str):
    side = ord(pid[0]) - ord("a")
    index = int(pid[1:]) - 1
    things = [t for p in board.sides[side].players for t in p.things]
    return things[index]


@settings(max_examples=examples(200), deadline=None)
@given(legal_boards())
def test_life_accounting(board: Board) -> None:
    result = run(board)
    check_life(result, lambda pid: _keywords(board, pid))


def check_life(result, keywords_of) -> None:
    """Final life = start - damage to the player (not infect) - copies' life loss +
    lifelink, with each source's keywords read by ``keywords_of(id)``."""
    by_id = {p.id: p for p in result.permanents}
    loss: dict[str, int] = defaultdict(int)  # by team name
    gain: dict[str, int] = defaultdict(int)
    team_of = {p.name: (p.team or p.name) for p in result.players}
    for step in result.steps:
        for d in step.damage:
            keywords = keywords_of(d.source)
            if d.target in team_of and Keyword.INFECT not in keywords:
                loss[team_of[d.target]] += d.amount
            if Keyword.LIFELINK in keywords:
                gain[team_of[by_id[d.source].controller]] += d.amount
    for event in result.events:
        if isinstance(event, CopyResolves) and event.outcome in ("life", "partial"):
            loss[team_of[event.player]] += event.life_lost
    # The event stream agrees with the totals.
    assert sum(e.amount for e in result.events if isinstance(e, LifeGained)) == sum(gain.values())
    for player in result.players:
        team = team_of[player.name]
        assert player.life == player.life_before - loss[team] + gain[team], player.name


@settings(max_examples=examples(150), deadline=None)
@given(legal_boards())
def test_a_defeated_battle_leaves_one_way(board: Board) -> None:
    """A battle brought to defense 0 by combat is exiled by its own trigger when it is a Siege
    (310.12b) and put into its owner's graveyard otherwise (704.5w); never both, and never
    left behind unless the game ended first or it left with its owner (800.4a)."""
    result = run(board)
    for perm in result.permanents:
        if perm.kind != "battle":
            continue
        thing = _thing(board, perm.id)
        assert not (perm.dies and perm.exiled)
        if perm.defense == 0 and not result.game_over and not perm.left_game:
            assert perm.exiled if thing.siege else perm.dies, perm
        if perm.exiled:
            assert thing.siege and perm.defense == 0
        if thing.siege:  # controlled by an opponent of its protector (310.12a)
            sides = {p.name: p.side for p in result.players}
            assert sides[perm.controller] != sides[thing_protector(board, perm.id)]


def thing_protector(board: Board, pid: str) -> str:
    side = ord(pid[0]) - ord("a")
    index = int(pid[1:]) - 1
    for player in board.sides[side].players:
        if index < len(player.things):
            return player.name
        index -= len(player.things)
    raise AssertionError(pid)


# -- actions between the steps -------------------------------------------------------------

# Keywords an action may give or take: not lifelink or infect, which the accounting below
# reads from the board as written.
ACTION_KEYWORDS = [Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE, Keyword.TRAMPLE, Keyword.DEATHTOUCH]
_ACTION_KINDS = st.sampled_from(
    ["destroy", "exile", "remove", "pump", "counters", "gain", "from", "unpreventable"]
)
_SIGNS = st.sampled_from([1, -1])
_GAINED = st.frozensets(st.sampled_from(ACTION_KEYWORDS), min_size=1)


@st.composite
def boards_with_actions(draw: st.DrawFn) -> Board:
    """A legal board, then actions after blocks (each on a different creature, so none is
    gone when its action happens) and prevention after first strike."""
    board = draw(legal_boards())
    things = board.things()
    attackers = [t.name for s, _, t in things if s == 0 and isinstance(t, Creature)]
    creatures = [t.name for _, _, t in things if isinstance(t, Creature)]
    players = [p.name for side in board.sides for p in side.players]
    chosen = draw(st.lists(st.sampled_from(creatures), unique=True, max_size=4))
    actions: list[Action] = []
    for name in chosen:
        assert name is not None  # every generated creature is named
        kind = draw(_ACTION_KINDS)
        ref = Ref(name)
        if kind == "remove" and name not in attackers:
            kind = "sacrifice"
        if kind == "pump":
            actions.append(
                Action(
                    "pump",
                    ref,
                    draw(between(-2, 3)),
                    draw(between(-2, 3)),
                )
            )
        elif kind == "counters":
            sign = draw(_SIGNS)
            count = draw(between(1, 3))
            actions.append(Action("counters", ref, sign, sign, count))
        elif kind == "gain":
            keywords = draw(_GAINED)
            actions.append(Action("gain", ref, keywords=keywords))
        elif kind == "from":
            actions.append(Action("prevent_from", ref, count=draw(between(1, 5))))
        else:
            actions.append(Action(kind, ref))
    for _ in range(draw(between(0, 2))):
        if draw(_BOOLEANS):
            actions.append(Action("prevent_to", Ref(draw(st.sampled_from(players))), count=2))
        elif attackers:
            spirit = f"Spirit{len(actions)}"
            assert attackers[0] is not None  # every generated attacker is named
            actions.append(Action("put", creature=Creature(spirit, 1, 2, blocks=Ref(attackers[0]))))
    if draw(_BOOLEANS):
        actions.append(Action("fog"))
    moments = [Moment("after_blocks", tuple(actions))] if actions else []
    if draw(_BOOLEANS):
        late = Action("prevent_to", Ref(draw(st.sampled_from(players))), count=3)
        moments.append(Moment("after_first_strike", (late,)))
    return Board(board.sides, actions=tuple(moments))


def run_actions(board: Board):
    try:
        return simulate(board)
    except IllegalActionError as error:
        # A lone blocker of a menace creature; after first strike without a first-strike
        # step; a player who left the game before the last moment; a block or attack a
        # restriction forbids (engine/combat/restrictions.py).
        assume(error.detail not in ("menace", "no-first-strike-step", "action-gone"))
        assume(error.detail not in RESTRICTION_DETAILS)
        raise


@settings(max_examples=examples(120), deadline=None)
@given(boards_with_actions())
def test_damage_conservation_with_actions(board: Board) -> None:
    """Assigned = dealt + prevented in every step; what is dealt is exactly what its
    results count; nothing removed from combat or gone deals or is dealt damage after."""
    result = run_actions(board)
    assert_state_based_actions_done(result)
    by_id = {p.id: p for p in result.permanents}
    assigned = sum(e.amount for e in result.events if isinstance(e, DamageAssigned))
    dealt = sum(d.amount for s in result.steps for d in s.damage)
    prevented = sum(d.amount for s in result.steps for d in s.prevented)
    assert assigned == dealt + prevented
    assert prevented == sum(e.amount for e in result.events if isinstance(e, DamagePrevented))
    results = 0
    for event in result.events:
        if (
            (isinstance(event, LifeLost) and event.source in by_id)
            or (isinstance(event, PoisonGiven) and event.via == "infect")
            or isinstance(event, (DamageMarked, LoyaltyRemoved, DefenseRemoved, CountersPlaced))
        ):
            results += event.amount
    assert results == dealt
    # A creature that regenerated as damage was dealt left combat by that damage (701.19a).
    regenerated = {e.permanent for e in result.events if isinstance(e, Regenerated)}
    out = {p.id for p in result.permanents if p.removed or p.left_by} - regenerated
    assert not any(d.source in out or d.target in out for s in result.steps for d in s.damage)


@settings(max_examples=examples(120), deadline=None)
@given(boards_with_actions())
def test_life_accounting_with_actions(board: Board) -> None:
    """Final life = start - damage dealt to the player (not infect) - copies + lifelink of
    the damage actually dealt (702.15b), with prevention between the steps."""
    result = run_actions(board)
    names = {p.id: p.name for p in result.permanents}
    written = {thing.name: thing for _, _, thing in board.things()}

    def keywords_of(pid: str) -> frozenset[Keyword]:
        thing = written.get(names[pid])  # a creature put onto the battlefield: as written
        return thing.keywords if isinstance(thing, Creature) else frozenset()

    check_life(result, keywords_of)
