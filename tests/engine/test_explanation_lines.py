"""Explanation lines say what the rules say and cite the rule that decides: the second
damage step of a creature that gained first strike late (510.4), life totals shown once a
damage event is complete (510.2, 120.3f, 704.3), the flying and menace refusals' rules, the
notation's own limits said as such, and a Siege whose protector left (310.11)."""

from __future__ import annotations

import pytest

from bot.explain import error_message, explain
from engine import IllegalActionError
from engine import run_board as run
from engine.events import LifeGained, LifeLost, PoisonGiven, ProtectorLeaves, StepBegins

LANGS = ["en", "de", "it", "ja"]


def lines(board: str, lang: str = "en") -> tuple[str, ...]:
    return explain(run(board), lang).lines


def refusal(board: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        run(board)
    return caught.value


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after first strike: Bear gains first strike",
        "Alice: Knight 2/2 first strike | Bob: ; after first strike: put Ninja 2/2 first strike -> Bob",
        "Alice: Knight 2/2 first strike | Bob: Wall 0/4 blocks Knight ;"
        " after first strike: put Ninja 2/2 first strike -> Bob",
        # with a double striker too: 510.4 covers both
        "Alice: Knight 2/2 first strike, Squire 1/1 | Bob: ;"
        " after first strike: Knight gains double strike, Squire gains first strike",
    ],
)
@pytest.mark.parametrize("lang", LANGS)
def test_a_late_first_striker_deals_damage_in_the_second_step_by_510_4(
    board: str, lang: str
) -> None:
    result = run(board)
    second = [e for e in result.events if isinstance(e, StepBegins)][-1]
    assert (second.step, second.rule) == ("regular", "510.4")
    # the first-strike step, then the second step: both by 510.4
    _, line = [ln for ln in explain(result, lang).lines if "510.4" in ln]
    if lang == "en":
        assert "without first strike" not in line
        assert "had neither first strike nor double strike as the first step began" in line


def test_an_ordinary_second_step_keeps_its_line() -> None:
    board = "Alice: Knight 2/2 first strike, Bear 2/2 | Bob:"
    assert any(
        ln.startswith("Second combat damage step: the creatures without first strike")
        and ln.endswith("(CR 702.7b)")
        for ln in lines(board)
    )


@pytest.mark.parametrize(
    "board",
    [
        "Alice: Knight 2/2 first strike, Bear 2/2 | Bob: ; after blocks: destroy Knight",
        "Alice: Knight 2/2 flanking | Bob: Soldier 1/1 first strike blocks Knight",
    ],
)
def test_no_first_strike_step_line_without_a_first_striker(board: str) -> None:
    text = "\n".join(lines(board))
    assert "First-strike combat damage step" not in text
    assert "Second combat damage step" not in text
    assert "Combat damage step:" in text


@pytest.mark.parametrize(
    ("board", "team", "final"),
    [
        # Two-Headed Giant: 3 - 4 + 2 = 1, never -1
        (
            "Alice: Ogre 4/4, Rat 2/2 -> Bob & Ann: | Bob 3: & Ben: Cleric 2/2 lifelink blocks Rat",
            "Bob",
            1,
        ),
        # two players: the defender's own lifelinker
        ("Alice: Ogre 4/4, Rat 2/2 | Bob 3: Cleric 2/2 lifelink blocks Rat", "Bob", 1),
        # multiplayer: Carol's blocker with lifelink
        (
            "Alice: Ogre 4/4 -> Carol, Rat 2/2 -> Carol | Bob: | Carol 3: Cleric 2/2 lifelink blocks Rat",
            "Carol",
            1,
        ),
        # the attacker's lifelink and the damage to the defender in one event
        ("Alice 1: Ogre 4/4 lifelink, Rat 2/2 -> Bob & Ann: | Bob: & Ben:", "Bob", 24),
    ],
)
def test_life_totals_are_shown_once_the_damage_event_is_complete(
    board: str, team: str, final: int
) -> None:
    result = run(board)
    changes = [e for e in result.events if isinstance(e, LifeLost | LifeGained)]
    mine = [e.life for e in changes if e.player in (team, "Ben")]
    assert mine and set(mine) == {final}
    assert not any("now -1" in ln or "now 0)" in ln for ln in lines(board))
    assert all(p.lost is False for p in result.players)


def test_two_unblocked_attackers_show_the_total_after_both() -> None:
    result = run("Alice: Bear 2/2, Wolf 3/3 | Bob:")
    assert [e.life for e in result.events if isinstance(e, LifeLost)] == [15, 15]


def poison_totals(board: str) -> dict[str, list[int]]:
    """Each player's poison totals as the damage events show them, in order."""
    totals: dict[str, list[int]] = {}
    for event in run(board).events:
        if isinstance(event, PoisonGiven):
            totals.setdefault(event.player, []).append(event.poison)
    return totals


@pytest.mark.parametrize(
    ("board", "totals"),
    [
        # infect and toxic in one damage step: one event, one total
        ("Alice: Bear 2/2 toxic 2, Rat 1/1 infect | Bob:", {"Bob": [3, 3]}),
        ("Alice: Rat 1/1 infect, Mite 2/2 infect, Bug 1/1 infect | Bob:", {"Bob": [4, 4, 4]}),
        # two players: each their own total
        (
            "Alice: Rat 1/1 infect -> Bob, Bug 2/2 infect -> Carol, Mite 1/1 infect -> Carol"
            " | Bob: | Carol:",
            {"Bob": [1], "Carol": [3, 3]},
        ),
        # Two-Headed Giant: the team's poison, once the event is complete
        (
            "Alice 1: Rat 1/1 infect -> Bob, Bug 2/2 infect -> Ben & Ann: | Bob: & Ben:",
            {"Bob": [3], "Ben": [3]},
        ),
        # a spell's damage is an event of its own, the combat damage step another
        (
            "Alice: Bug 2/2 infect, Rat 1/1 infect | Bob: ; after blocks: Bug deals 2 to Bob",
            {"Bob": [2, 5, 5]},
        ),
        # the first-strike step and the regular step are two events
        (
            "Alice: Rat 1/1 infect first strike, Bug 2/2 infect, Mite 1/1 infect | Bob:",
            {"Bob": [1, 4, 4]},
        ),
    ],
)
def test_poison_totals_are_shown_once_the_damage_event_is_complete(
    board: str, totals: dict[str, list[int]]
) -> None:
    assert poison_totals(board) == totals


def test_each_poison_line_of_a_step_says_the_total_after_the_whole_step() -> None:
    poison = [
        ln for ln in lines("Alice: Bear 2/2 toxic 2, Rat 1/1 infect | Bob:") if "poison" in ln
    ]
    assert len(poison) == 2 and all("(now 3)" in ln for ln in poison)


@pytest.mark.parametrize(
    ("board", "detail", "rule"),
    [
        ("Alice: Hawk 1/1 flying | Bob: Bear 2/2 blocks Hawk", "flying", "702.9b"),
        ("Alice: Goblin 2/2 menace | Bob: Bear 2/2 blocks Goblin", "menace", "702.111b"),
        (
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after attacks: Bear gains flying",
            "flying",
            "702.9b",
        ),
        (
            "Alice: Ogre 4/4 menace -> Bob & Ann: | Bob: & Ben: Wall 0/5 blocks Ogre",
            "menace",
            "702.111b",
        ),
    ],
)
@pytest.mark.parametrize("lang", LANGS)
def test_flying_and_menace_refusals_cite_their_rule(
    board: str, detail: str, rule: str, lang: str
) -> None:
    error = refusal(board)
    assert (error.detail, error.params["rule"]) == (detail, rule)
    assert rule in error_message(error, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_putting_a_blocker_early_is_said_as_the_notations_choice(lang: str) -> None:
    error = refusal("Alice: Knight 3/3 | Bob: ; after attacks: put Wall 0/4 blocks Knight")
    message = error_message(error, lang)
    assert error.detail == "put-blocking-early"
    assert "509.4" not in message


def test_a_siege_whose_protector_left_stays_attacked_and_takes_its_damage() -> None:
    result = run(
        "Alice: Ogre 5/5 first strike -> Bob, Bear 2/2 -> Siege | Bob 5: Siege battle 4 | Carol:"
    )
    [left] = [e for e in result.events if isinstance(e, ProtectorLeaves)]
    assert (left.rule, left.how, left.protector) == ("310.11", "attacked", "")
    siege = next(p for p in result.permanents if p.name == "Siege")
    assert siege.defense == 2
    line = next(ln for ln in explain(result, "en").lines if ln.startswith("Siege stays"))
    assert "still deal it combat damage" in line and line.endswith("(CR 310.11)")


def test_a_siege_no_longer_attacked_gets_a_new_protector_by_310_11() -> None:
    result = run("Alice: Ogre 5/5 -> Bob | Bob 5: Siege battle 4 | Carol:")
    [left] = [e for e in result.events if isinstance(e, ProtectorLeaves)]
    assert (left.rule, left.how, left.protector) == ("310.11", "chosen", "Carol")
