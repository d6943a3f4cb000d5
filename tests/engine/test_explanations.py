"""Explanation lines a judge signs: each class of false or miscited line, one test each.

Each test reads the English line (what a judge reads) and the event behind it (its rule and
fields, as ``--json --events`` shows them).
"""

from __future__ import annotations

from bot.explain import explain
from engine import run_board


def lines(board: str) -> list[str]:
    return list(explain(run_board(board), "en").lines)


def events(board: str, kind: str) -> list[dict]:
    return [e.to_dict() for e in run_board(board).events if e.kind == kind]


def line_with(board: str, *words: str) -> str:
    found = [line for line in lines(board) if all(w in line for w in words)]
    assert len(found) == 1, (words, lines(board))
    return found[0]


# 1. A partial share is not lethal damage.
def test_a_share_below_lethal_is_not_called_lethal():
    board = "A: Giant 5/5 | B: Bear 2/2 blocks Giant, Ox 4/4 blocks Giant"
    assert line_with(board, "2 damage to Bear") == (
        "Giant divides its damage among its blockers: 2 damage to Bear, lethal damage. (CR 510.1c)"
    )
    assert line_with(board, "3 damage to Ox") == (
        "Giant divides its damage among its blockers: the remaining 3 damage to Ox,"
        " less than lethal damage. (CR 510.1c)"
    )
    # With trample: a share below lethal means none tramples over (702.19b).
    board = "A: Wurm 3/3 trample | B: Ox 4/4 blocks Wurm"
    [assign] = events(board, "assign")[:1]
    assert (assign["how"], assign["rule"]) == ("partial", "702.19b")


def test_marked_damage_counts_toward_lethal():
    board = "A: Giant 5/5 | B: Bear 2/2 blocks Giant, Ox 4/4 damage 1 blocks Giant"
    hows = [(e["target"], e["how"]) for e in events(board, "assign") if e["source"] == "a1"]
    assert hows == [("b1", "divided"), ("b2", "divided")]


# 2. Unblocked with trample over planeswalkers, attacking a player: simply unblocked.
def test_unblocked_trample_over_planeswalkers_at_a_player_is_unblocked():
    board = "A: Wurm 5/5 trample over planeswalkers | B: Jace pw 3"
    [assign] = events(board, "assign")
    assert (assign["how"], assign["rule"]) == ("unblocked", "510.1b")
    assert line_with(board, "Wurm is") == (
        "Wurm is unblocked and assigns 5 damage to B. (CR 510.1b)"
    )


# 3. "As much as its loyalty" only when it is.
def test_loyalty_share_counts_the_damage_of_others():
    board = "A: Bear 3/3 -> Jace, Wurm 5/5 trample over planeswalkers -> Jace | B: Jace pw 4"
    assign = [e for e in events(board, "assign") if e["source"] == "a2"]
    assert [(e["target"], e["amount"], e["how"]) for e in assign] == [
        ("b1", 1, "loyalty_others"),
        ("B", 4, "over_planeswalker"),
    ]
    assert "with the damage other creatures assign to it in this step" in line_with(
        board, "Wurm assigns 1 damage to Jace"
    )


def test_damage_below_loyalty_is_not_as_much_as_its_loyalty():
    board = "A: Wurm 3/3 trample over planeswalkers -> Jace | B: Jace pw 5"
    assert not any("loyalty." in line for line in lines(board) if "assigns" in line)
    [assign] = events(board, "assign")
    assert (assign["how"], assign["rule"]) == ("unblocked", "510.1b")


# 4. After the planeswalker leaves combat: 702.19e, or 702.19f and why.
def test_trample_over_planeswalkers_after_the_planeswalker_left_is_702_19e():
    board = (
        "A: Cat 2/2 first strike -> Jace, Wurm 5/5 trample over planeswalkers -> Jace"
        " | B: Jace pw 2"
    )
    [assign] = [e for e in events(board, "assign") if e["source"] == "a2"]
    assert (assign["target"], assign["rule"], assign["how"]) == (
        "B",
        "702.19e",
        "over_planeswalker_gone",
    )


def test_without_trample_over_planeswalkers_nothing_goes_to_the_player_and_why():
    board = "A: Cat 2/2 first strike -> Jace, Wurm 5/5 trample -> Jace | B: Jace pw 2"
    [none] = events(board, "no_damage")
    assert (none["why"], none["rule"]) == ("planeswalker_gone", "702.19f")
    assert "without trample over planeswalkers" in line_with(board, "Wurm assigns no")
    board = "A: Cat 2/2 first strike -> Jace, Wurm 5/5 trample -> Jace | B: Jace pw 2, Wall 0/1 blocks Wurm"
    [rest] = [e for e in events(board, "assign") if e["source"] == "a2"]
    assert (rest["how"], rest["rule"]) == ("rest_planeswalker_gone", "702.19f")


# 5. Damage is dealt simultaneously: 510.2.
def test_single_damage_step_cites_510_2():
    [step] = events("A: Bear 2/2 | B:", "step")
    assert step["rule"] == "510.2"
    assert "simultaneously" in line_with("A: Bear 2/2 | B:", "Combat damage step")


# 6. Teams win and lose as teams.
def test_two_headed_giant_speaks_of_the_team():
    board = "Alice: Rat 5/5 -> Bob & Ann: | Bob 3: & Ben:"
    text = lines(board)
    assert not any(line.startswith(("Bob has", "Ben has")) for line in text), text
    assert [e["rule"] for e in events(board, "team_loses")] == ["704.6a"]
    assert line_with(board, "The team Bob&Ben") == (
        "The team Bob&Ben has 0 or less life and loses the game: Bob and Ben lose together."
        " (CR 704.6a)"
    )
    [over] = events(board, "game_over")
    assert (over["rule"], over["outcome"], over["team"]) == ("104.2c", "team", "Alice&Ann")


def test_team_totals_are_said_to_be_the_teams():
    board = "Alice: Rat 5/5 infect -> Bob & Ann: Ogre 4/4 -> Ben | Bob p3: & Ben:"
    assert line_with(board, "Ben loses") == (
        "Ben loses 4 life from Ogre (team Bob&Ben: now 26). (CR 810.9)"
    )
    assert line_with(board, "Bob gets") == (
        "Bob gets 5 poison counters from Rat (team Bob&Ben: now 8). (CR 810.10)"
    )
    assert (
        line_with("A: Bear 2/2 | B:", "B loses") == "B loses 2 life from Bear (now 18). (CR 120.3a)"
    )


def test_a_player_who_loses_alone_takes_the_team_with_them():
    board = "Alice: Atraxa 7/7 commander -> Bob & Ann: | Bob cd(Atraxa 15): & Ben:"
    [team] = events(board, "team_loses")
    assert (team["rule"], team["why"], team["members"]) == ("810.8a", "member", ["Bob", "Ben"])


# 7. Damage to a planeswalker removes at most the counters it has.
def test_planeswalker_dealt_more_than_its_loyalty():
    board = "A: Bear 6/6 -> Jace | B: Jace pw 4"
    [loyalty] = events(board, "loyalty")
    assert (loyalty["amount"], loyalty["removed"], loyalty["loyalty"]) == (6, 4, 0)
    assert line_with(board, "Jace is dealt") == (
        "Jace is dealt 6 damage by Bear, which removes 4 loyalty counters (loyalty 0). (CR 120.3c)"
    )


def test_battle_dealt_more_than_its_defense():
    [defense] = events("A: Bear 7/7 -> Siege | B: Siege battle 5", "defense")
    assert (defense["amount"], defense["removed"], defense["defense"]) == (7, 5, 0)


# 8. Cipher: a new spell with new targets; resolves once; what is not simulated is said.
def test_cipher_copy_when_the_damaged_player_has_left():
    board = "A: Rogue 3/3 cipher(Shadow Slice) -> B | B 3: | C:"
    [copy] = events(board, "copy_resolves")
    assert (copy["outcome"], copy["rule"]) == ("player_left", "601.2c")
    assert "the copy of Shadow Slice may target another player instead" in line_with(
        board, "B has left the game"
    )
    assert "the outcome assumes it targets B" in line_with(board, "casts a copy")


def test_cipher_copy_resolves_once():
    board = "A: Rogue 1/1 cipher(Shadow Slice) | B:"
    text = lines(board)
    assert sum("resolves" in line for line in text) == 1, text
    assert sum("loses 3 life" in line for line in text) == 1, text
    [copy] = events(board, "copy_resolves")
    assert copy["rule"] == "608.2"


def test_cipher_effect_not_simulated_is_said():
    board = "A: Rogue 1/1 cipher(Undercity Plague) | B:"
    [copy] = events(board, "copy_resolves")
    assert copy["outcome"] == "partial"
    assert "not the rest of its effect" in line_with(board, "The copy of Undercity Plague")


# 9. Indestructible: the state-based action it ignores, and why.
def test_indestructible_names_the_state_based_action_it_ignores():
    board = "A: Snake 1/1 deathtouch | B: Golem 3/3 indestructible blocks Snake"
    [survives] = events(board, "survives")
    assert (survives["why"], survives["ignores"], survives["rule"]) == (
        "deathtouch",
        ["704.5h"],
        "702.12b",
    )
    assert "704.5h" in line_with(board, "Golem", "indestructible")
    [survives] = events("A: Bear 3/3 | B: Golem 3/3 indestructible blocks Bear", "survives")
    assert survives["ignores"] == ["704.5g"]


# 10. Blocks in multiplayer and team games.
def test_blocks_cite_the_multiplayer_and_team_rules():
    board = "A: Bear 2/2 -> B, Cat 2/2 -> C | B: Wall 0/4 blocks Bear | C:"
    assert [e["rule"] for e in events(board, "block")] == ["802.4a"]
    board = "A: Bear 2/2 -> B & D: | B: & C: Wall 0/4 blocks Bear"
    assert [e["rule"] for e in events(board, "block")] == ["805.10d"]
    assert [e["rule"] for e in events("A: Bear 2/2 | B: Wall 0/4 blocks Bear", "block")] == [
        "509.1a"
    ]
