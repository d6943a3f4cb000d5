"""Combat triggers (exalted, battle cry, melee, bushido, rampage, flanking, afflict,
poisonous) and banding: the engine's events, their order, and the notation for them."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.explain import explain
from bot.i18n import LANGUAGES, vocabulary
from engine import IllegalActionError, format_board, parse, run_board, simulate
from engine.events import (
    Afflict,
    AttackDeclared,
    BandAssigned,
    BandBlocked,
    BandDeclared,
    BattleCry,
    BlockDeclared,
    Bushido,
    DamageAssigned,
    Exalted,
    Flanking,
    PermanentDies,
    Poisonous,
    Pump,
    Rampage,
    StepBegins,
    TriggerOrder,
)
from engine.keywords import Keyword
from engine.model import Creature
from tests.conftest import examples
from tests.rules.test_citation_table import check_events

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "triggers.toml"


def kinds(result) -> list[str]:
    return [event.kind for event in result.events]


def test_attack_triggers_resolve_before_blockers_are_declared():
    result = run_board("Alice: Knight 2/2, Squire 1/1 exalted home | Bob: Wall 0/4 blocks Knight")
    order = kinds(result)
    assert order.index("attack") < order.index("exalted") < order.index("block")
    (exalted,) = [e for e in result.events if isinstance(e, Exalted)]
    assert exalted.sources == ("a2",) and (exalted.power, exalted.toughness) == (3, 3)
    knight = result.permanents[0]
    assert (knight.power, knight.toughness, knight.attacking) == (3, 3, "Bob")
    assert result.permanents[1].attacking is None  # Squire stays home


def test_a_creature_that_stays_home_is_not_numbered_among_attackers():
    result = run_board("Alice: Squire 1/1 home, Knight 2/2 | Bob: Wall 0/4 blocks 1")
    blocks = [e for e in result.events if isinstance(e, BlockDeclared)]
    assert [(b.blocker, b.attacker) for b in blocks] == [("b1", "a2")]
    assert [e.attacker for e in result.events if isinstance(e, AttackDeclared)] == ["a2"]


def test_defending_players_triggers_resolve_first():
    """603.3b: the active player's go on the stack first, so the defending player's resolve
    first; state-based actions are checked after each one (704.3)."""
    result = run_board("Alice: Knight 2/2 flanking | Bob: Samurai 1/1 bushido 1 blocks Knight")
    order = [e for e in result.events if isinstance(e, (TriggerOrder, Bushido, Flanking))]
    assert isinstance(order[0], TriggerOrder) and order[0].players == ("Bob", "Alice")
    assert isinstance(order[1], Bushido) and isinstance(order[2], Flanking)
    dies = [e for e in result.events if isinstance(e, PermanentDies)]
    assert dies and all(d.rule == "704.5g" for d in dies)  # lethal damage, not 0 toughness


def test_rampage_resolves_before_flanking_and_counts_as_it_resolves():
    # A band: Bear blocks Rider and so both; Squire too. Rampage counts two blockers (its
    # default order puts it before flanking), then flanking kills the 1/1.
    result = run_board(
        "Alice: Rider 2/2 flanking banding band 1, Wurm 3/3 rampage 2 band 1"
        " | Bob: Squire 1/1 blocks Rider, Bear 2/3 blocks Wurm"
    )
    (rampage,) = [e for e in result.events if isinstance(e, Rampage)]
    assert (rampage.beyond, rampage.power) == (1, 5)
    assert kinds(result).index("rampage") < kinds(result).index("flanking")
    assert any(isinstance(e, PermanentDies) and e.permanent == "b1" for e in result.events)


def test_flanking_death_is_a_state_based_action_before_damage():
    result = run_board("Alice: Knight 2/2 flanking | Bob: Squire 1/1 blocks Knight")
    order = kinds(result)
    assert order.index("flanking") < order.index("dies") < order.index("step")
    step = next(e for e in result.events if isinstance(e, StepBegins))
    assert step.strikers == ("a1",)


def test_afflict_and_poisonous_use_the_team_totals_in_two_headed_giant():
    result = run_board(
        "Alice: Mummy 3/3 afflict 2 -> Bob & Ann: Snake 1/1 poisonous 3 -> Ben"
        " | Bob: Wall 0/5 blocks Mummy & Ben:"
    )
    (team,) = [t for t in result.teams if "Bob" in t.members]
    assert (team.life, team.poison) == (30 - 2 - 1, 3)


def test_band_blocked_together_and_the_attacking_player_divides():
    result = run_board(
        "Alice: Knight 2/2 banding band 1, Ox 1/5 band 1 | Bob: Ogre 4/4 blocks Knight"
    )
    (band,) = [e for e in result.events if isinstance(e, BandDeclared)]
    assert band.members == ("a1", "a2") and band.target == "Bob"
    (extra,) = [e for e in result.events if isinstance(e, BandBlocked)]
    assert (extra.blocker, extra.attacker, extra.via) == ("b1", "a2", "a1")
    (share,) = [e for e in result.events if isinstance(e, BandAssigned)]
    assert (share.source, share.target, share.amount, share.how, share.divider) == (
        "b1",
        "a2",
        4,
        "attacker",
        "Alice",
    )
    assert share.rule == "702.22k"


def test_banding_blocker_the_defending_player_divides_and_kills_fewest():
    # No blocker survives 5: all of it on the one with the least toughness left.
    result = run_board(
        "Alice: Ogre 5/5 | Bob: Hero 1/1 banding blocks Ogre, Knight 2/4 blocks Ogre"
    )
    (share,) = [e for e in result.events if isinstance(e, BandAssigned)]
    assert (share.target, share.amount, share.how, share.divider) == ("b1", 5, "defender", "Bob")
    assert [p.name for p in result.permanents if p.dies] == ["Hero"]


@pytest.mark.parametrize(
    ("board", "code", "detail"),
    [
        ("Alice: Knight 2/2 | Bob: Bear 2/2 band 1", "illegal_attack", "band-defender"),
        ("Alice: Knight 2/2 banding band 1 home | Bob:", "illegal_attack", "band-home"),
        ("Alice: Knight 2/2 band 1 | Bob:", "illegal_attack", "band-banding"),
        ("Alice: Knight 2/2 home -> Bob | Bob:", "illegal_attack", "home-attacks"),
        (
            "Alice: A 1/1 banding band 2 -> Bob, B 1/1 band 2 -> Jace | Bob: Jace pw 3",
            "illegal_attack",
            "band-target",
        ),
    ],
)
def test_illegal_bands(board, code, detail):
    with pytest.raises(IllegalActionError) as caught:
        run_board(board)
    assert (caught.value.code, caught.value.detail) == (code, detail)


def test_the_notation_round_trips():
    text = (
        "Alice: Knight 2/2 exalted battle cry melee flanking banding bushido 1 rampage 2"
        " afflict 3 poisonous 4 band 1, Squire 1/1 stays home | Bob: Wall 0/4 blocks Knight"
    )
    board = parse(text)
    knight = board.sides[0].players[0].things[0]
    assert isinstance(knight, Creature)
    assert knight.numbers == (
        (Keyword.BUSHIDO, 1),
        (Keyword.RAMPAGE, 2),
        (Keyword.AFFLICT, 3),
        (Keyword.POISONOUS, 4),
        (Keyword.BAND, 1),
    )
    assert parse(format_board(board)) == board
    assert parse("Alice: Squire 1/1 home | Bob:") == parse("Alice: Squire 1/1 stays home | Bob:")


@pytest.mark.parametrize(
    "text",
    [
        "Alice: Ritter 2/2 Erhaben, Knappe 1/1 daheim | Bob:",
        "Alice: Cavaliere 2/2 esaltato, Scudiero 1/1 casa | Bob:",
        "Alice: 騎士 2/2 賛美, 従者 1/1 攻撃しない | Bob:",
    ],
)
def test_keywords_in_every_language(text):
    assert run_board(text, vocab=vocabulary()).players[1].life == 17


def _scenario_boards() -> list[tuple[str, str | None]]:
    cases = tomllib.loads(SCENARIOS.read_text(encoding="utf-8"))["case"]
    return [(c["board"], c.get("mode")) for c in cases if "error" not in c["expect"]]


@pytest.mark.parametrize(("text", "mode"), _scenario_boards(), ids=lambda v: str(v)[:40])
def test_every_scenario_passes_the_citation_checker(text, mode):
    from engine.model import Mode

    board = parse(text, vocabulary())
    check_events(board, simulate(board, Mode(mode) if mode else None))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_new_event_is_explained_in_every_language(code):
    boards = [text for text, _ in _scenario_boards()]
    for text in boards:
        lines = explain(run_board(text), code).lines
        for line in lines:
            assert "event-" not in line and "{" not in line, line
    # One line per event, each ending with its rule.
    result = run_board(boards[0])
    assert len(explain(result, code).lines) == len(result.events)


def test_the_order_of_one_players_triggers_is_their_choice():
    result = run_board(
        "Alice: Knight 2/2 melee -> Bob, Bear 2/2 battle cry -> Carol | Bob: | Carol:"
    )
    (order,) = [e for e in result.events if isinstance(e, TriggerOrder)]
    assert (order.moment, order.abilities, order.players) == ("attackers", 2, ("Alice",))
    line = next(line for line in explain(result, "en").lines if "603.3b" in line)
    assert "in the order they choose" in line


# -- properties over generated boards with triggers and bands ------------------------------------

_ATTACK_WORDS = ["exalted", "battle cry", "melee", "flanking", "trample", "first strike"]
_NUMBERED = ["bushido", "rampage", "afflict", "poisonous"]
# made once (a strategy of a list is made anew, and validated, at each call)
_ATTACK_WORD_LISTS = st.lists(st.sampled_from(_ATTACK_WORDS), max_size=3, unique=True)
_NUMBERED_LISTS = st.lists(st.sampled_from(_NUMBERED), max_size=2, unique=True)
_BLOCK_WORD_LISTS = st.lists(st.sampled_from(["flanking", "banding", "deathtouch"]), max_size=2)


@st.composite
def trigger_boards(draw: st.DrawFn) -> str:
    """A 1v1 board whose creatures carry combat triggers; some stay home, some form a band."""
    attackers = []
    for i in range(draw(st.integers(min_value=1, max_value=4))):
        words = draw(_ATTACK_WORD_LISTS)
        for keyword in draw(_NUMBERED_LISTS):
            words.append(f"{keyword} {draw(st.integers(min_value=1, max_value=3))}")
        if i < 2 and draw(st.booleans()):
            words.append("banding band 1")
        elif i > 0 and draw(st.integers(min_value=0, max_value=4)) == 0:
            words.append("home")
        power = draw(st.integers(min_value=0, max_value=6))
        toughness = draw(st.integers(min_value=1, max_value=6))
        attackers.append(f"Atk{i} {power}/{toughness} {' '.join(words)}".strip())
    if sum("band 1" in a for a in attackers) == 1:
        attackers = [a.replace(" band 1", "") for a in attackers]
    attacking = [f"Atk{i}" for i, a in enumerate(attackers) if not a.endswith("home")]
    blockers = []
    for j in range(draw(st.integers(min_value=0, max_value=4))):
        words = draw(_BLOCK_WORD_LISTS)
        if draw(st.booleans()):
            words.append(f"bushido {draw(st.integers(min_value=1, max_value=2))}")
        blocks = f" blocks {draw(st.sampled_from(attacking))}" if draw(st.booleans()) else ""
        power = draw(st.integers(min_value=0, max_value=6))
        toughness = draw(st.integers(min_value=1, max_value=6))
        blockers.append(f"Def{j} {power}/{toughness} {' '.join(sorted(set(words)))}{blocks}")
    life = draw(st.integers(min_value=1, max_value=20))
    poison = draw(st.integers(min_value=0, max_value=9))
    return f"Alice: {', '.join(attackers)} | Bob {life} p{poison}: {', '.join(blockers)}"


@settings(max_examples=examples(150), deadline=None)
@given(trigger_boards())
def test_triggers_keep_the_accounts(text: str) -> None:
    """Every creature assigns its power as the step begins; Bob's life and poison move only
    by combat damage, afflict and poisonous; every event passes the citation checker."""
    board = parse(text)
    result = simulate(board)
    check_events(board, result)
    bob = result.players[1]
    damage = sum(d.amount for s in result.steps for d in s.damage if d.target == "Bob")
    afflicted = sum(e.amount for e in result.events if isinstance(e, Afflict))
    poisoned = sum(e.amount for e in result.events if isinstance(e, Poisonous))
    assert bob.life == bob.life_before - damage - afflicted
    assert bob.poison == bob.poison_before + poisoned
    written = {t.name: t for _, _, t in board.things() if isinstance(t, Creature)}
    power = {p.id: written[p.name].power for p in result.permanents}
    events = result.events
    for at, event in enumerate(events):
        if isinstance(event, Pump):
            power[event.creature] = event.power
        elif isinstance(event, BattleCry):
            for pid in event.creatures:
                power[pid] += 1
        elif isinstance(event, StepBegins):
            assigned: dict[str, int] = {}
            for later in events[at + 1 :]:
                if isinstance(later, StepBegins):
                    break
                if isinstance(later, DamageAssigned):
                    assigned[later.source] = assigned.get(later.source, 0) + later.amount
            for source, amount in assigned.items():
                assert amount == power[source], (source, text)
