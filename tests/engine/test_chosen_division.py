"""A division of combat damage the player writes (``Giant assigns 1 to Ox, 4 to Bear``):
510.1c-e, 702.19b-c, 702.22j-k; refused as a whole, with the rule, when illegal."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot.i18n import vocabulary
from engine import IllegalActionError, parse, simulate
from engine import run_board as run
from engine.events import DamageAssigned, DamagePrevented
from engine.formatting import format_board
from engine.keywords import Keyword
from engine.model import Action, Board, Creature, Moment, Ref
from tests.engine.test_properties import legal_boards

BLOCKED = "Alice: Giant 5/6 | Bob: Ox 1/1 blocks Giant, Bear 4/4 blocks Giant"
TRAMPLER = "Alice: Wurm 6/6 trample | Bob: Bear 2/2 blocks Wurm"


def refusal(text: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(text)
    assert caught.value.code == "illegal_action"
    return caught.value


def test_attacker_divides_among_its_blockers_as_written(combat):
    out = combat(BLOCKED + " ; after blocks: Giant assigns 0 to Ox, 5 to Bear")
    assert ("regular", "Giant", "Bear", 5) in out.damage()
    assert not any(d[1:3] == ("Giant", "Ox") for d in out.damage())
    assert out.dies() == ["Bear"]  # the default would have killed both
    assert "510.1c" in out.rules()


def test_without_a_division_the_default_stays(combat):
    out = combat(BLOCKED)
    assert out.dies() == ["Bear", "Ox"]


def test_every_share_is_an_assign_event_that_says_it_was_chosen():
    result = run(BLOCKED + " ; after blocks: Giant assigns 1 to Ox, 4 to Bear")
    shares = [(e.target, e.amount, e.how, e.rule) for e in result.events if e.kind == "assign"]
    assert ("b1", 1, "chosen", "510.1c") in shares and ("b2", 4, "chosen", "510.1c") in shares


def test_trample_assigns_more_than_lethal_to_a_blocker_on_purpose(combat):
    out = combat(TRAMPLER + " ; after blocks: Wurm assigns 4 to Bear, 2 to Bob")
    assert out.life("Bob") == 18
    assert ("regular", "Wurm", "Bear", 4) in out.damage()


def test_trample_may_keep_all_of_it_on_the_blocker(combat):
    out = combat(TRAMPLER + " ; after blocks: Wurm assigns 6 to Bear")
    assert out.life("Bob") == 20


def test_trample_counts_damage_already_marked_as_lethal(combat):
    text = "Alice: Wurm 6/6 trample | Bob: Wall 0/5 damage 3 blocks Wurm"
    out = combat(text + " ; after blocks: Wurm assigns 2 to Wall, 4 to Bob")
    assert out.life("Bob") == 16
    assert out.dies() == ["Wall"]


def test_trample_with_deathtouch_needs_one_per_blocker(combat):
    text = "Alice: Wurm 6/6 trample deathtouch | Bob: Ox 4/4 blocks Wurm"
    out = combat(text + " ; after blocks: Wurm assigns 1 to Ox, 5 to Bob")
    assert out.life("Bob") == 15
    assert out.dies() == ["Ox"]


def test_trample_to_the_player_without_lethal_to_each_blocker_is_refused():
    text = "Alice: Wurm 6/6 trample | Bob: Bear 2/2 blocks Wurm, Ox 3/3 blocks Wurm"
    error = refusal(text + " ; after blocks: Wurm assigns 2 to Bear, 2 to Ox, 2 to Bob")
    assert error.detail == "assign-lethal"
    assert error.params["name"] == "Ox" and error.params["need"] == 3
    assert error.params["rule"] == "702.19b"


def test_a_division_that_does_not_add_up_to_the_power_is_refused_with_its_span():
    text = BLOCKED + " ; after blocks: Giant assigns 1 to Ox, 3 to Bear"
    error = refusal(text)
    assert error.detail == "assign-total"
    assert (error.params["amount"], error.params["power"], error.params["rule"]) == (4, 5, "510.1a")
    assert text[error.span[0] : error.span[1]] == "Giant assigns 1 to Ox, 3 to Bear"


def test_too_much_damage_is_refused_too():
    error = refusal(BLOCKED + " ; after blocks: Giant assigns 2 to Ox, 4 to Bear")
    assert error.detail == "assign-total"


def test_without_trample_none_may_go_to_the_player():
    text = BLOCKED + " ; after blocks: Giant assigns 1 to Ox, 3 to Bear, 1 to Bob"
    error = refusal(text)
    assert error.detail == "assign-target"
    assert error.params["rule"] == "510.1c"
    assert text[error.span[0] : error.span[1]] == "Bob"


def test_a_creature_it_is_not_blocked_by_is_refused():
    text = "Alice: Giant 5/5, Bear 2/2 | Bob: Ox 1/1 blocks Giant, Wall 0/4 blocks Bear"
    error = refusal(text + " ; after blocks: Giant assigns 5 to Wall")
    assert (error.detail, error.params["name"]) == ("assign-target", "Wall")


def test_an_unblocked_creature_assigns_only_to_what_it_attacks():
    error = refusal("Alice: Bear 2/2 | Bob: Wall 0/4 ; after blocks: Bear assigns 2 to Wall")
    assert (error.detail, error.params["rule"]) == ("assign-target", "510.1b")


def test_a_blocker_divides_among_the_creatures_it_blocks(combat):
    text = "Alice: Knight 2/2, Bear 2/2 | Bob: Guard 3/6 can block additional 1 blocks Knight blocks Bear"
    out = combat(text + " ; after blocks: Guard assigns 3 to Bear")
    assert out.dies() == ["Bear"]
    assert ("regular", "Guard", "Bear", 3) in out.damage()
    assert "510.1d" in out.rules()


def test_a_blocker_cannot_assign_to_a_creature_it_does_not_block():
    text = "Alice: Knight 2/2, Bear 2/2 | Bob: Guard 3/6 blocks Knight"
    error = refusal(text + " ; after blocks: Guard assigns 3 to Bear")
    assert (error.detail, error.params["rule"]) == ("assign-target", "510.1d")


def test_the_defending_player_writes_the_division_against_banding(combat):
    text = "Alice: Giant 6/6 trample | Bob: Squire 1/1 banding blocks Giant, Wall 0/7 blocks Giant"
    out = combat(text + " ; after blocks: Giant assigns 1 to Squire, 5 to Wall")
    assert out.dies() == ["Squire"] and out.life("Bob") == 20
    assert "702.22j" in out.rules()
    error = refusal(text + " ; after blocks: Giant assigns 1 to Squire, 5 to Bob")
    assert (error.detail, error.params["rule"]) == ("assign-target", "702.22j")


def test_the_attacking_player_divides_a_blocker_s_damage_against_banding(combat):
    text = "Alice: Knight 2/2 banding band 1, Ox 1/5 band 1 | Bob: Ogre 4/4 blocks Knight"
    out = combat(text + " ; after blocks: Ogre assigns 2 to Knight, 2 to Ox")
    assert out.dies() == ["Knight"]
    assert "702.22k" in out.rules()


def test_trample_over_planeswalkers_needs_the_loyalty_before_the_controller(combat):
    text = (
        "Alice: Wurm 7/7 trample over planeswalkers -> Jace | Bob: Jace pw 4, Wall 0/2 blocks Wurm"
    )
    out = combat(text + " ; after blocks: Wurm assigns 2 to Wall, 4 to Jace, 1 to Bob")
    assert out.life("Bob") == 19 and "Jace" in out.dies()
    error = refusal(text + " ; after blocks: Wurm assigns 2 to Wall, 3 to Jace, 2 to Bob")
    assert (error.detail, error.params["name"], error.params["rule"]) == (
        "assign-lethal",
        "Jace",
        "702.19c",
    )


def test_a_division_is_for_the_next_step_its_creature_deals_damage_in(combat):
    # Double strike: after blocks, the first step; the second takes the default again.
    text = "Alice: Knight 3/3 double strike | Bob: Ox 1/1 blocks Knight, Bear 5/5 blocks Knight"
    out = combat(text + " ; after blocks: Knight assigns 3 to Bear")
    assert ("first_strike", "Knight", "Bear", 3) in out.damage()
    assert ("regular", "Knight", "Ox", 1) in out.damage()
    text = "Alice: Knight 3/3 double strike | Bob: Ox 1/1 blocks Knight, Bear 0/6 blocks Knight"
    out = combat(text + " ; after first strike: Knight assigns 3 to Bear")
    assert ("first_strike", "Knight", "Ox", 1) in out.damage()
    assert ("regular", "Knight", "Bear", 3) in out.damage()
    assert out.dies() == ["Ox"]


def test_a_division_for_a_creature_that_deals_no_more_damage_is_refused():
    text = "Alice: Knight 2/2 first strike | Bob: Guard 1/6 blocks Knight"
    error = refusal(text + " ; after first strike: Knight assigns 2 to Guard")
    assert (error.detail, error.params["rule"]) == ("assign-unused", "510.1")
    error = refusal(text + " ; at end of combat: Guard assigns 1 to Knight")
    assert error.detail == "assign-unused"


def test_a_division_for_a_creature_gone_before_damage_does_nothing(combat):
    out = combat(BLOCKED + " ; after blocks: Giant assigns 5 to Bear, destroy Giant")
    assert out.damage() == []


def test_prevented_shares_are_assigned_but_not_dealt(combat):
    out = combat(TRAMPLER + " ; after blocks: Wurm assigns 3 to Bear, 3 to Bob, prevent 2 to Bob")
    assert out.life("Bob") == 19


def test_two_headed_giant_trample_to_the_team(combat):
    text = "Alice: Wurm 6/6 trample & Ann: | Bob: Bear 2/2 blocks Wurm & Ben:"
    out = combat(text + " ; after blocks: Wurm assigns 2 to Bear, 4 to Bob")
    assert out.life("Bob") == 26 and out.life("Ben") == 26


def test_multiplayer_trample_only_to_the_player_it_attacks(combat):
    text = "Alice: Wurm 6/6 trample -> Carol | Bob: | Carol: Bear 2/2 blocks Wurm"
    out = combat(text + " ; after blocks: Wurm assigns 2 to Bear, 4 to Carol")
    assert out.life("Carol") == 16 and out.life("Bob") == 20
    error = refusal(text + " ; after blocks: Wurm assigns 2 to Bear, 4 to Bob")
    assert (error.detail, error.params["name"]) == ("assign-target", "Bob")


@pytest.mark.parametrize(
    "text",
    [
        "Alice: Gigante 5/6 | Bob: Bue 1/1 blocks Gigante, Orso 4/4 blocks Gigante ;"
        " dopo blocchi: Gigante assegna 0 a Bue, 5 a Orso",
        "Alice: Riese 5/6 | Bob: Ochse 1/1 blocks Riese, Bär 4/4 blocks Riese ;"
        " nach Blocks: Riese verteilt 0 an Ochse, 5 an Bär",
        "Alice: 巨人 5/6 | Bob: 牛 1/1 blocks 巨人, 熊 4/4 blocks 巨人 ;"
        " ブロック後: 巨人 割り振る 0 に 牛, 5 に 熊",
    ],
)
def test_a_division_in_each_language(text: str) -> None:
    result = simulate(parse(text, vocabulary()))
    dead = sorted(p.name for p in result.permanents if p.dies)
    assert len(dead) == 1 and dead[0] in ("Orso", "Bär", "熊")


def test_the_division_is_written_back_in_canonical_notation():
    text = BLOCKED + " ; after blocks: Giant assigns 1 to Ox, 4 to Bear"
    assert format_board(parse(text)) == text


@pytest.mark.parametrize(
    "tail",
    ["Giant assigns to Ox", "Giant assigns 1 Ox", "Giant assigns 1 to"],
)
def test_a_division_of_the_wrong_shape_is_a_syntax_error(tail: str) -> None:
    from engine.errors import NotationError

    with pytest.raises(NotationError) as caught:
        parse(BLOCKED + " ; after blocks: " + tail)
    assert caught.value.code == "syntax"


@st.composite
def boards_with_a_division(draw: st.DrawFn) -> tuple[Board, str]:
    """A legal board and a division written for one of its blocked attackers: its written
    power split at random among its blockers (and with trample what it attacks), with a
    prevention shield on its controller's opponents sometimes."""
    board = draw(legal_boards())
    things = board.things()
    blockers: dict[str, list[str]] = {}
    for side, _, thing in things:
        if side and isinstance(thing, Creature) and thing.blocks is not None:
            blockers.setdefault(thing.blocks.text, []).append(thing.name or "")
    assume(blockers)
    name = draw(st.sampled_from(sorted(blockers)))
    attacker = next(t for _, _, t in things if isinstance(t, Creature) and t.name == name)
    receivers = list(blockers[name])
    shares = [0] * len(receivers)
    left = attacker.power
    if Keyword.TRAMPLE in attacker.keywords and attacker.attacks is not None:
        # Lethal damage to each blocker first when the power allows it, then the rest anywhere.
        for index, blocker in enumerate(receivers):
            thing = next(t for _, _, t in things if t.name == blocker)
            assert isinstance(thing, Creature)
            need = min(left, thing.toughness - thing.damage)
            shares[index], left = need, left - need
        receivers.append(attacker.attacks.text)
        shares.append(0)
    for _ in range(left):
        shares[draw(st.integers(0, len(receivers) - 1))] += 1
    division = Action(
        "assign",
        Ref(name),
        shares=tuple((n, Ref(r)) for n, r in zip(shares, receivers, strict=True)),
    )
    actions: tuple[Action, ...] = (division,)
    if draw(st.booleans()):
        actions += (Action("prevent_from", Ref(name), count=draw(st.integers(1, 4))),)
    return Board(board.sides, actions=(Moment("after_blocks", actions),)), name


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)
@given(boards_with_a_division())
def test_chosen_divisions_assign_what_is_dealt_or_prevented(case: tuple[Board, str]) -> None:
    """Assigned = dealt + prevented with divisions the player chose, and a division the
    engine accepts is assigned exactly as written."""
    board, name = case
    try:
        result = simulate(board)
    except IllegalActionError as error:
        # The generated split may be illegal (a power a trigger changed, trample without
        # lethal damage, a target not blocking), or the board's blocks may be.
        assume(False)
        raise AssertionError from error
    assigned = sum(e.amount for e in result.events if isinstance(e, DamageAssigned))
    dealt = sum(d.amount for s in result.steps for d in s.damage)
    prevented = sum(d.amount for s in result.steps for d in s.prevented)
    assert assigned == dealt + prevented
    assert prevented == sum(e.amount for e in result.events if isinstance(e, DamagePrevented))
    by_name = {p.id: p.name for p in result.permanents}
    mine = [
        e
        for e in result.events
        if isinstance(e, DamageAssigned)
        and by_name.get(e.source) == name
        and e.how.startswith("chosen")  # a double striker's second step is the default
    ]
    if mine:
        division = board.actions[0].actions[0]
        written = {r.text: n for n, r in division.shares if n}
        got: dict[str, int] = {}
        for event in mine:
            target = by_name.get(event.target, event.target)
            got[target] = got.get(target, 0) + event.amount
        assert got == written
