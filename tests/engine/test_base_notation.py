"""What the base notation allowed but got wrong or left open, answered by the rules.

Two-Headed Giant team shapes (810.1, 810.11), Sieges and non-Siege battles (310, 704.5v-w),
a commander outside the Commander mode (903.7), a player's name that reads as an id, and
draws (104.4a, 104.4d).
"""

from __future__ import annotations

import pytest

from bot.explain import error_text, explain
from bot.handlers import Context, Handlers
from bot.i18n import LANGUAGES, list_text, t, vocabulary
from bot.storage import Database
from engine import AmbiguousError, IllegalActionError, NotationError, parse, run_board, simulate
from engine.combat import CombatResult, result_of, setup
from engine.combat.sba import state_based_actions
from engine.events import CommanderGame, GameEnds, ProtectorLeaves, SiegeExiled
from engine.jsonout import result_to_json
from engine.model import Battle, Mode
from engine.modes import infer_mode, is_commander_game
from engine.notation import format_board

# -- 1. Two-Headed Giant: two teams of the same size ---------------------------------------------


@pytest.mark.parametrize(
    ("board", "detail", "span"),
    [
        ("Alice: Bear 2/2 | Bob:", "mode-2hg-no-teams", (0, 22)),
        ("2/2 vs 1/1", "mode-2hg-no-teams", (0, 10)),
        ("Alice: Bear 2/2 | Bob: | Carol:", "mode-2hg-no-teams", (0, 31)),
        ("A: & B: | C: & D: | E: & F:", "mode-2hg-sides", (18, 19)),
        ("Alice: Bear 2/2 & Ann: | Bob:", "mode-2hg-unequal", (25, 29)),
        ("Alice: | Bob: & Ben:", "mode-2hg-unequal", (0, 6)),
        ("A: & B: & C: | D: & E:", "mode-2hg-unequal", (15, 22)),
    ],
)
def test_forced_two_headed_giant_needs_two_equal_teams(board, detail, span):
    with pytest.raises(NotationError) as info:
        infer_mode(parse(board), Mode.TWO_HEADED_GIANT)
    assert (info.value.code, info.value.detail, info.value.span) == ("syntax", detail, span)


def test_inferred_two_headed_giant_is_checked_too():
    with pytest.raises(NotationError) as info:
        infer_mode(parse("A: & B: | C:"))
    assert info.value.detail == "mode-2hg-unequal"
    with pytest.raises(NotationError) as info:
        infer_mode(parse("A: & B: | C: & D: | E: & F:"))
    assert info.value.detail == "mode-2hg-sides"


@pytest.mark.parametrize("board", ["A: & B: | C: & D:", "A: & B: & C: | D: & E: & F:"])
def test_equal_teams_of_two_or_more_fit(board):
    assert infer_mode(parse(board), Mode.TWO_HEADED_GIANT) is Mode.TWO_HEADED_GIANT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_refusal_names_the_rule_in_every_language(lang):
    board = "Alice: Bear 2/2 & Ann: | Bob:"
    with pytest.raises(NotationError) as info:
        simulate(parse(board), Mode.TWO_HEADED_GIANT)
    text = error_text(info.value, board, lang)
    assert "810.1" in text and "810.11" in text
    assert text.endswith(" " * 25 + "^^^^")  # the caret under the smaller team


async def test_the_combat_mode_option_shows_the_refusal():
    db = await Database.open(":memory:")
    try:
        reply = await Handlers(db, lambda: None).combat(
            Context(1, None, 6, "en"), "Alice: Bear 2/2 | Bob:", mode="2hg"
        )
    finally:
        await db.close()
    assert reply.error and reply.title == t("en", "error-syntax")
    assert "810.1" in reply.lines[0]
    assert reply.code is not None and reply.code.endswith("^" * 22)  # the whole board


# -- 2. Battles: Sieges and non-Siege battles ----------------------------------------------------


def test_a_written_battle_is_a_siege_controlled_by_the_attacking_player(combat):
    out = combat("Alice: Bear 2/2 -> Siege | Bob: Siege battle 5")
    siege = out.perm("Siege")
    assert (siege.controller, siege.protector, siege.defense) == ("Alice", "Bob", 3)
    # A Siege under the attacking player is protected by them, controlled by a defender.
    out = combat("Alice: Bear 2/2, Siege battle 5 | Bob:")
    assert (out.perm("Siege").controller, out.perm("Siege").protector) == ("Bob", "Alice")


def test_a_nonsiege_battle_is_controlled_by_its_protector(combat):
    out = combat("Alice: Bear 2/2 -> Siege | Bob: Siege battle 5 nonsiege")
    assert (out.perm("Siege").controller, out.perm("Siege").protector) == ("Bob", "Bob")


def test_defeated_siege_is_exiled_not_put_into_a_graveyard():
    result = run_board("Alice: Bear 5/5 -> Siege | Bob: Siege battle 5")
    [exiled] = [e for e in result.events if isinstance(e, SiegeExiled)]
    assert (exiled.rule, exiled.battle, exiled.controller) == ("310.12b", "b1", "Alice")
    entry = result_to_json(result)["permanents"][1]
    assert (entry["dies"], entry["exiled"], entry["left_game"]) == (False, True, False)
    assert "704.5v" not in result.rules and "704.5w" not in result.rules


def test_nonsiege_and_written_at_zero_go_to_the_graveyard(combat):
    assert combat("Alice: Bear 5/5 -> X | Bob: X battle 5 nonsiege").dies() == ["X"]
    out = combat("Alice: Bear 2/2 | Bob: X battle 0")
    assert out.dies() == ["X"] and "704.5v" in out.rules() and not out.perm("X").exiled


def test_a_siege_whose_protector_leaves_stays():
    result = run_board("Alice: Ogre 5/5 -> Bob | Bob 5: Siege battle 4 | Carol:")
    [moved] = [e for e in result.events if isinstance(e, ProtectorLeaves)]
    assert (moved.rule, moved.left, moved.controller, moved.protector, moved.how) == (
        "310.11",
        "Bob",
        "Alice",
        "Carol",
        "chosen",
    )
    siege = result.permanents[1]
    assert (siege.left_game, siege.protector, siege.controller) == (False, "Carol", "Alice")
    # Still attacked: no new protector yet (310.11 applies to a battle not being attacked).
    result = run_board("Alice: Ogre 5/5 -> Bob, Bear 2/2 -> Siege | Bob 5: Siege battle 4 | Carol:")
    [moved] = [e for e in result.events if isinstance(e, ProtectorLeaves)]
    assert (moved.protector, moved.how) == ("", "attacked")
    assert result.permanents[2].protector is None and result.permanents[2].defense == 2


def test_a_siege_leaves_with_its_controller(combat):
    # A Siege under the attacking player is controlled by the first defender (310.12a), who
    # owns it: it leaves the game with them (800.4a).
    out = combat("Alice: Ogre 5/5 -> Bob, Siege battle 3 | Bob 5: | Carol:")
    assert out.perm("Siege").controller == "Bob" and out.perm("Siege").left_game


@pytest.mark.parametrize(
    "word", ["nonsiege", "non-siege", "non-assedio", "Nicht-Belagerung", "非包囲戦"]
)
def test_nonsiege_in_every_language_and_round_trip(word):
    board = parse(f"Alice: Bear 2/2 | Bob: X battle 3 {word}", vocabulary())
    battle = board.sides[1].players[0].things[0]
    assert isinstance(battle, Battle) and not battle.siege
    assert parse(format_board(board)) == board
    assert "nonsiege" in format_board(board)
    siege = parse("Alice: Bear 2/2 | Bob: X battle 3")
    assert siege.sides[1].players[0].things[0].siege
    assert parse(format_board(siege)) == siege


def test_nothing_else_follows_a_planeswalker():
    with pytest.raises(NotationError) as info:
        parse("Alice: Bear 2/2 | Bob: Jace pw 3 nonsiege")
    assert info.value.detail == "after-permanent"
    with pytest.raises(NotationError) as info:
        parse("Alice: Bear 2/2 | Bob: X battle 3 siege")
    assert (info.value.detail, info.value.span) == ("after-battle", (34, 39))


# -- 3. A commander makes a Commander game ------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "mode", "expected"),
    [
        ("Alice: Atraxa 7/7 commander | Bob:", None, True),
        ("Alice: Atraxa 7/7 | Bob cd(Atraxa 3):", None, True),
        ("Alice: Atraxa 7/7 | Bob:", None, False),
        ("Alice: Atraxa 7/7 | Bob:", Mode.COMMANDER, True),
        ("Alice: Atraxa 7/7 cmdr | Bob:", Mode.ONE_V_ONE, True),
        ("Alice: Atraxa 7/7 cmdr & Ann: | Bob: & Ben:", None, False),
    ],
)
def test_commander_rules_apply(board, mode, expected):
    parsed = parse(board)
    assert is_commander_game(parsed, infer_mode(parsed, mode)) is expected


def test_a_commander_starts_everyone_at_40_and_says_why(combat):
    out = combat("Alice: Atraxa 7/7 commander -> Bob | Bob: | Carol 25:")
    assert (out.life("Alice"), out.life("Bob"), out.life("Carol")) == (40, 33, 25)
    assert out.result.commander and out.result.mode is Mode.MULTIPLAYER
    first = out.result.events[0]
    assert isinstance(first, CommanderGame) and (first.rule, first.commander) == ("903.7", "a1")
    assert explain(out.result, "en").title == "Outcome (Commander)"
    assert result_to_json(out.result)["commander"] is True


def test_forced_commander_needs_no_announcement(combat):
    out = combat("Alice: Atraxa 7/7 commander -> Bob | Bob:", mode="commander")
    assert out.result.commander and out.life("Alice") == 40
    assert not any(isinstance(e, CommanderGame) for e in out.result.events)


def test_two_headed_giant_keeps_team_life_with_a_commander(combat):
    out = combat("Alice: Atraxa 7/7 commander -> Bob & Ann: | Bob: & Ben:")
    assert out.life("Alice") == 30 and out.life("Bob") == 23 and not out.result.commander


def test_twenty_one_still_loses_in_any_mode(combat):
    out = combat("Alice: Atraxa 7/7 commander -> Bob & Ann: | Bob cd(Atraxa 14): & Ben:")
    assert out.lost() == ["Ben", "Bob"] and "704.6c" in out.rules()


# -- 4. A player's name that reads as an id ------------------------------------------------------


def test_a_player_name_wins_for_attacks(combat):
    out = combat("Alice: Bear 2/2 -> b1 | B1: Jace pw 3")
    assert out.life("B1") == 18 and out.perm("Jace").loyalty == 3
    # The planeswalker is still reachable by its name.
    out = combat("Alice: Bear 2/2 -> Jace | B1: Jace pw 3")
    assert out.life("B1") == 20 and out.perm("Jace").loyalty == 1


def test_ids_win_where_a_player_cannot_be_meant(combat):
    out = combat("A1: Bear 2/2 | Bob: Wall 0/4 blocks a1")
    assert out.perm("Wall").damage == 2
    out = combat("Alice: Atraxa 7/7 commander -> A1 | A1 cd(a1 15):")
    assert out.lost() == ["A1"]


def test_a_reference_that_fits_two_things_names_both():
    with pytest.raises(AmbiguousError) as info:
        run_board("Alice: Bear 2/2 -> Jace | Bob: Jace pw 2, Jace pw 3")
    error = info.value
    assert (error.code, error.detail, error.span) == (
        "ambiguous_reference",
        "ambiguous-which",
        (19, 23),
    )
    assert error.params["things"] == "Jace (b1), Jace (b2)"
    for lang in LANGUAGES:  # each with its id as the language sets it apart, joined as it lists
        both = list_text(lang, [t(lang, "name-aside", name="Jace", aside=f"b{n}") for n in (1, 2)])
        assert both in error_text(error, "x", lang)


def test_a_reference_that_fits_nothing_names_the_permanent_not_the_player():
    with pytest.raises(IllegalActionError) as info:
        run_board("Alice: Bear 2/2 | B1: Wall 0/2 blocks b1")
    assert info.value.detail == "block-non-attacker" and info.value.params["name"] == "Wall"


# -- 5. Draws ----------------------------------------------------------------------------------


def _everyone_loses(board: str) -> CombatResult:
    """One combat cannot reach a draw (the attacking side only gains life): drive the
    state-based actions directly with every team at 0 life."""
    combat = setup(parse(board), infer_mode(parse(board)))
    for team in combat.teams:
        team.life = 0
    state_based_actions(combat)
    return result_of(combat, [])


@pytest.mark.parametrize(
    ("board", "rule", "outcome"),
    [
        ("Alice: Bear 2/2 | Bob:", "104.4a", "draw"),
        ("Alice: Bear 2/2 | Bob: | Carol:", "104.4a", "draw"),
        ("Alice: Bear 2/2 & Ann: | Bob: & Ben:", "104.4d", "team_draw"),
    ],
)
def test_everyone_losing_at_once_is_a_draw(board, rule, outcome):
    result = _everyone_loses(board)
    [end] = [e for e in result.events if isinstance(e, GameEnds)]
    assert (end.rule, end.outcome, end.winners) == (rule, outcome, ())
    data = result_to_json(result)
    assert data["game_over"] is True and data["winners"] == []
    assert all(player["lost"] for player in data["players"])
    assert rule in data["rules"]
    for lang in LANGUAGES:
        shown = explain(result, lang)
        assert t(lang, "summary-draw") in shown.summary
        assert any(rule in line for line in shown.lines)
