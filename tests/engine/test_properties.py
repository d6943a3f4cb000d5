"""Simulation properties over generated legal boards.

- Damage conservation: in every step, each creature that deals damage assigns exactly its
  current power, and the damage dealt (its results) equals the damage assigned.
- Life accounting: final life = start - damage to players (without infect) - life lost to
  copies + life gained through lifelink.
"""

from __future__ import annotations

from collections import defaultdict

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import IllegalActionError, simulate
from engine.combat.restrictions import REFUSALS
from engine.events import (
    CopyResolves,
    CountersPlaced,
    DamageAssigned,
    DamageMarked,
    DefenseRemoved,
    LifeGained,
    LifeLost,
    LoyaltyRemoved,
    PoisonGiven,
    StepBegins,
)
from engine.keywords import Keyword
from engine.model import Battle, Board, Creature, Planeswalker, Player, Ref, Side

KEYWORDS = [k for k in Keyword if k not in (Keyword.TOXIC, Keyword.DAMAGE, Keyword.CIPHER)]


@st.composite
def legal_boards(draw: st.DrawFn) -> Board:
    two_headed = draw(st.booleans())
    n_sides = 2 if two_headed else draw(st.integers(min_value=2, max_value=4))
    per_side = 2 if two_headed else 1
    names = [[f"P{s}{m}" for m in range(per_side)] for s in range(n_sides)]
    # Defenders' planeswalkers and battles first, so attackers can aim at them.
    defender_things: dict[tuple[int, int], list] = defaultdict(list)
    targets: list[tuple[str, int, int]] = []  # (ref, side, member)
    for s in range(1, n_sides):
        for m in range(per_side):
            targets.append((names[s][m], s, m))
            for _ in range(draw(st.integers(min_value=0, max_value=1))):
                pos = len(targets)
                if draw(st.booleans()):
                    thing = Planeswalker(
                        f"Walker{pos}", draw(st.integers(min_value=1, max_value=6))
                    )
                else:
                    thing = Battle(f"Battle{pos}", draw(st.integers(min_value=1, max_value=6)))
                defender_things[(s, m)].append(thing)
                targets.append((thing.name, s, m))
    attackers = []
    for i in range(draw(st.integers(min_value=1, max_value=5))):
        flags = draw(st.frozensets(st.sampled_from(KEYWORDS), max_size=4))
        ref, tside, tmember = draw(st.sampled_from(targets))
        attackers.append(
            (
                Creature(
                    name=f"Atk{i}",
                    power=draw(st.integers(min_value=0, max_value=9)),
                    toughness=draw(st.integers(min_value=1, max_value=9)),
                    keywords=flags,
                    toxic=draw(st.sampled_from([0, 0, 1])),
                    ciphers=tuple(
                        draw(
                            st.lists(
                                st.sampled_from(
                                    ["Shadow Slice", "Undercity Plague", "Hidden Strings"]
                                ),
                                max_size=1,
                            )
                        )
                    ),
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
                for j in range(draw(st.integers(min_value=0, max_value=3))):
                    flags = draw(st.frozensets(st.sampled_from(KEYWORDS), max_size=3))
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
                    if blockable and draw(st.booleans()):
                        i, _ = draw(st.sampled_from(blockable))
                        blocks = Ref(f"Atk{i}")
                    toughness = draw(st.integers(min_value=1, max_value=9))
                    things.append(
                        Creature(
                            name=f"Def{s}{m}{j}",
                            power=draw(st.integers(min_value=0, max_value=9)),
                            toughness=toughness,
                            keywords=flags,
                            damage=0
                            if Keyword.INDESTRUCTIBLE in flags
                            else draw(st.integers(min_value=0, max_value=toughness - 1)),
                            blocks=blocks,
                        )
                    )
            life = draw(st.integers(min_value=1, max_value=30)) if m == 0 else None
            players.append(Player(names[s][m], life=life, things=tuple(things)))
        sides.append(Side(tuple(players)))
    return Board(tuple(sides))


def run(board: Board):
    try:
        return simulate(board)
    except IllegalActionError as error:
        # a lone blocker of a menace creature, or a block or attack another restriction forbids
        assume(error.detail != "menace" and error.detail not in REFUSALS)
        raise


@settings(max_examples=600, deadline=None)
@given(legal_boards())
def test_damage_conservation(board: Board) -> None:
    result = run(board)
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


@settings(max_examples=600, deadline=None)
@given(legal_boards())
def test_life_accounting(board: Board) -> None:
    result = run(board)
    by_id = {p.id: p for p in result.permanents}
    loss: dict[str, int] = defaultdict(int)  # by team name
    gain: dict[str, int] = defaultdict(int)
    team_of = {p.name: (p.team or p.name) for p in result.players}
    for step in result.steps:
        for d in step.damage:
            if d.target in team_of and Keyword.INFECT not in _keywords(board, d.source):
                loss[team_of[d.target]] += d.amount
            if Keyword.LIFELINK in _keywords(board, d.source):
                gain[team_of[by_id[d.source].controller]] += d.amount
    for event in result.events:
        if isinstance(event, CopyResolves) and event.outcome in ("life", "partial"):
            loss[team_of[event.player]] += event.life_lost
    # The event stream agrees with the totals.
    assert sum(e.amount for e in result.events if isinstance(e, LifeGained)) == sum(gain.values())
    for player in result.players:
        team = team_of[player.name]
        assert player.life == player.life_before - loss[team] + gain[team], player.name
