"""Protection (702.16), block and attack restrictions (508.1a, 509.1a-b, 302.6) and evasion:
the events, the coded errors with their span and rule, in the engine's own terms."""

from __future__ import annotations

import pytest

from engine import parse
from engine import run_board as run
from engine.errors import DETAILS, RESTRICTION_DETAILS, IllegalActionError
from engine.events import DamageAssigned, HasteAttacks, ProtectionPrevents
from engine.model import Creature


def refused(board: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(board)
    return caught.value


def test_prevented_damage_is_assigned_then_not_dealt():
    result = run(
        "Alice: Wurm 5/5 red trample lifelink | Bob: Knight 2/2 protection from red blocks Wurm"
    )
    prevented = [e for e in result.events if isinstance(e, ProtectionPrevents)]
    assert [(e.source, e.target, e.amount, e.quality, e.rule) for e in prevented] == [
        ("a1", "b1", 2, "red", "702.16e")
    ]
    assigned = {(e.target, e.amount) for e in result.events if isinstance(e, DamageAssigned)}
    assert ("b1", 2) in assigned and ("Bob", 3) in assigned
    (step,) = result.steps
    assert [(d.source, d.target, d.amount) for d in step.damage if d.source == "a1"] == [
        ("a1", "Bob", 3)
    ]
    alice, bob = result.players
    assert (alice.life, bob.life) == (23, 17)  # lifelink only from the damage dealt


def test_protection_from_everything_cites_702_16j():
    result = run("Alice: Wurm 5/5 | Bob: Avatar 3/3 protection from everything blocks Wurm")
    (event,) = [e for e in result.events if isinstance(e, ProtectionPrevents)]
    assert event.rule == "702.16j"


def test_deathtouch_from_a_protected_quality_destroys_nothing():
    result = run("Alice: Viper 1/1 black deathtouch | Bob: Knight 2/2 pro black blocks Viper")
    perms = {p.name: p for p in result.permanents}
    assert not perms["Knight"].dies and perms["Viper"].dies


@pytest.mark.parametrize(
    ("board", "code", "detail", "rule", "at"),
    [
        (
            "Alice: Bear 2/2 tapped | Bob:",
            "illegal_attack",
            "tapped-attack",
            "508.1a",
            "Bear 2/2 tapped",
        ),
        (
            "Alice: Wall 0/4 defender | Bob:",
            "illegal_attack",
            "has-defender",
            "702.3b",
            "Wall 0/4 defender",
        ),
        ("Alice: Elf 1/1 sick | Bob:", "illegal_attack", "summoning-sick", "302.6", "Elf 1/1 sick"),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 tapped blocks Bear",
            "illegal_block",
            "tapped-block",
            "509.1a",
            "Wall 0/4 tapped blocks Bear",
        ),
        (
            "Alice: Bear 2/2 | Bob: Ox 2/2 can't block blocks Bear",
            "illegal_block",
            "cant-block",
            "509.1b",
            "Ox 2/2 can't block blocks Bear",
        ),
        (
            "Alice: Bear 2/2 cant be blocked | Bob: Ox 2/2 blocks Bear",
            "illegal_block",
            "cant-be-blocked",
            "509.1b",
            "Ox 2/2 blocks Bear",
        ),
        (
            "Alice: Elf 1/1 pro green | Bob: Ox 2/2 green blocks Elf",
            "illegal_block",
            "protection",
            "702.16f",
            "Ox 2/2 green blocks Elf",
        ),
        (
            "Alice: Elf 1/1 skulk | Bob: Ox 2/2 blocks Elf",
            "illegal_block",
            "skulk",
            "702.118b",
            "Ox 2/2 blocks Elf",
        ),
        (
            "Alice: Elf 1/1 horsemanship | Bob: Ox 2/2 blocks Elf",
            "illegal_block",
            "horsemanship",
            "702.31b",
            "Ox 2/2 blocks Elf",
        ),
        (
            "Alice: Elf 1/1 fear | Bob: Ox 2/2 white blocks Elf",
            "illegal_block",
            "fear",
            "702.36b",
            "Ox 2/2 white blocks Elf",
        ),
        (
            "Alice: Elf 1/1 green intimidate | Bob: Ox 2/2 white blocks Elf",
            "illegal_block",
            "intimidate",
            "702.13b",
            "Ox 2/2 white blocks Elf",
        ),
        (
            "Alice: Elf 1/1 forestwalk | Bob lands(Forest): Ox 2/2 blocks Elf",
            "illegal_block",
            "landwalk",
            "702.14c",
            "Ox 2/2 blocks Elf",
        ),
        (
            "Alice: Elf 1/1, Imp 1/1 | Bob: Ox 2/2 blocks Elf blocks Imp",
            "illegal_block",
            "too-many-blocks",
            "509.1a",
            "Imp",
        ),
        (
            "Alice: Elf 1/1 | Bob: Ox 2/2 can block any number blocks Elf blocks Elf",
            "illegal_block",
            "same-attacker",
            "509.1a",
            "Elf",
        ),
    ],
)
def test_each_restriction_is_a_coded_error_with_span_and_rule(board, code, detail, rule, at):
    error = refused(board)
    assert (error.code, error.detail, error.params["rule"]) == (code, detail, rule)
    assert board[slice(*error.span)] == at
    assert detail in RESTRICTION_DETAILS and detail in DETAILS


def test_min_blockers_counts_with_menace():
    board = "Alice: Rogue 3/3 menace min blockers 3 | Bob: A 1/1 blocks Rogue, B 1/1 blocks Rogue"
    error = refused(board)
    assert (error.detail, error.params["count"]) == ("min-blockers", 3)
    lone = refused("Alice: Rogue 3/3 menace min blockers 3 | Bob: A 1/1 blocks Rogue")
    assert lone.detail == "menace"  # the older check first: every old board keeps its error


def test_haste_explains_the_attack():
    result = run("Alice: Goblin 2/2 haste sick | Bob:")
    assert [e.rule for e in result.events if isinstance(e, HasteAttacks)] == ["702.10b"]
    assert not any(
        isinstance(e, HasteAttacks) for e in run("Alice: Goblin 2/2 haste | Bob:").events
    )


def test_a_blocker_of_several_divides_in_writing_order():
    result = run(
        "Alice: Knight 2/2, Bear 2/2 | Bob: Guard 3/5 can block additional 1 blocks Bear blocks Knight"
    )
    shares = [
        (e.target, e.amount, e.how, e.rule)
        for e in result.events
        if isinstance(e, DamageAssigned) and e.source == "b1"
    ]
    assert shares == [("a2", 2, "blocker_lethal", "510.1d"), ("a1", 1, "blocker_partial", "510.1d")]
    blocking = {p.name: p.blocking for p in result.permanents}
    assert blocking["Guard"] == "a2"


def test_shadow_may_block_only_shadow():
    assert (
        refused("Alice: Bear 2/2 | Bob: Wraith 1/1 shadow blocks Bear").detail == "shadow-blocker"
    )
    run("Alice: Wraith 1/1 shadow | Bob: Spectre 1/1 shadow blocks Wraith")


def test_landwalk_reads_the_attacked_players_lands_in_2hg():
    # 805.10e: the defending player is the one the creature attacks.
    board = "Alice: Elf 1/1 forestwalk -> Ben & Ann: | Bob lands(Forest): Ox 2/2 blocks Elf & Ben:"
    assert run(board).players[3].life == 30  # blocked: Ben has no Forest (team life 30)
    board = "Alice: Elf 1/1 forestwalk -> Bob & Ann: | Bob lands(Forest): Ox 2/2 blocks Elf & Ben:"
    assert refused(board).detail == "landwalk"


# -- properties: a blocker of any number, protection, trample, deathtouch, first strike --------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.conftest import examples  # noqa: E402

_COLOURS = ["white", "blue", "black", "red", "green"]
_KEYWORDS = ["", "trample", "deathtouch", "first strike", "lifelink", "infect"]
# made once (a strategy of a list is made anew, and validated, at each call)
_COLOUR = st.sampled_from(_COLOURS)
_KEYWORD = st.sampled_from(_KEYWORDS)
_PROTECTIONS = st.lists(_COLOUR, max_size=2, unique=True)


@st.composite
def multi_block_boards(draw: st.DrawFn) -> str:
    attackers = []
    for i in range(draw(st.integers(min_value=1, max_value=4))):
        colour = draw(_COLOUR)
        keyword = draw(_KEYWORD)
        power, toughness = draw(st.integers(0, 7)), draw(st.integers(1, 7))
        attackers.append(f"Atk{i} {power}/{toughness} {colour} {keyword}".strip())
    protections = draw(_PROTECTIONS)
    pro = " ".join(f"pro {c}" for c in protections)
    power, toughness = draw(st.integers(0, 7)), draw(st.integers(1, 9))
    keyword = draw(_KEYWORD)
    refs = ", ".join(f"Atk{i}" for i in range(len(attackers)))
    blocker = f"G {power}/{toughness} {keyword} {pro} can block any number blocks ({refs})"
    return f"Alice: {', '.join(attackers)} | Bob: {' '.join(blocker.split())}"


@settings(max_examples=examples(150), deadline=None)
@given(multi_block_boards())
def test_assigned_damage_is_dealt_or_prevented(board: str) -> None:
    result = run(board)
    assigned = sum(e.amount for e in result.events if isinstance(e, DamageAssigned))
    prevented = [e for e in result.events if isinstance(e, ProtectionPrevents)]
    dealt = sum(d.amount for s in result.steps for d in s.damage)
    assert assigned == dealt + sum(e.amount for e in prevented)
    things = {f"a{i + 1}": t for i, t in enumerate(parse(board).sides[0].players[0].things)}
    guard = parse(board).sides[1].players[0].things[0]
    assert isinstance(guard, Creature)
    for prevention in prevented:  # only damage from a colour the blocker has protection from
        source = things[prevention.source]
        assert isinstance(source, Creature)
        assert prevention.target == "b1" and prevention.quality in source.colors
        assert prevention.quality in guard.protections
    step_shares: dict[str, int] = {}
    for event in result.events:
        if isinstance(event, DamageAssigned) and event.source == "b1":
            step_shares[event.rule] = step_shares.get(event.rule, 0) + event.amount
    assert sum(step_shares.values()) in (0, guard.power)  # 510.1d: all of it, divided
