"""Card names in the notation, through the real card database built from the fixture."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import RedzoneError, parse, simulate
from engine.errors import ERROR_CODES, NotationError
from engine.jsonout import result_to_json
from engine.keywords import Keyword
from engine.model import Battle, Creature, Planeswalker
from engine.notation import format_board, parse_things
from tests.cards.fixture import run_json as run
from tests.conftest import examples
from tests.notation.test_properties import _PIECES, boards


def things(board: str, index):
    return {t.name: t for _, _, t in parse(board, cards=index).things()}


def test_a_card_name_alone_brings_its_stats_and_keywords(card_index):
    out = run("Alice: Serra Angel -> Bob | Bob: Giant Spider blocks Serra Angel", card_index)
    perms = {p["name"]: p for p in out["permanents"]}
    assert perms["Serra Angel"]["power"] == 4 and perms["Serra Angel"]["card"] == "Serra Angel"
    assert perms["Giant Spider"]["dies"] and not perms["Serra Angel"]["dies"]
    assert perms["Giant Spider"]["unmodeled"] == []
    parsed = things("Alice: Serra Angel -> Bob | Bob: Giant Spider blocks Serra Angel", card_index)
    assert parsed["Serra Angel"].keywords == {Keyword.FLYING, Keyword.VIGILANCE}
    assert parsed["Giant Spider"].keywords == {Keyword.REACH}


@pytest.mark.parametrize(
    "written",
    ["Angelo di Serra", "Serra-Engel", "セラの天使", "serra ANGEL", "Ｓｅｒｒａ Ａｎｇｅｌ"],
)
def test_printed_names_in_every_language(card_index, written):
    parsed = things(f"Alice: {written} -> Bob | Bob:", card_index)
    (creature,) = parsed.values()
    assert isinstance(creature, Creature)
    assert creature.card == "Serra Angel" and (creature.power, creature.toughness) == (4, 4)


def test_written_stats_and_keywords_override_or_add(card_index):
    parsed = things(
        "Alice: Tarmogoyf 4/5, Grizzly Bears 3/3 trample, Serra Angel damage 2, Knight 2/2 | Bob:",
        card_index,
    )
    goyf, bears, angel, knight = parsed.values()
    assert (goyf.card, goyf.power, goyf.toughness) == ("Tarmogoyf", 4, 5)
    assert not goyf.unmodeled  # its P/T is the game's: the written stats are read
    assert (bears.card, bears.power, bears.keywords) == ("Grizzly Bears", 3, {Keyword.TRAMPLE})
    assert angel.damage == 2 and Keyword.FLYING in angel.keywords
    assert knight.card is None  # not a card: today's meaning


def test_planeswalker_battle_faces_and_toxic(card_index):
    parsed = things(
        "Alice: Bilious Skulldweller -> Bob, Insectile Aberration -> Invasion of Zendikar,"
        " Bonecrusher Giant -> Jace the Mind Sculptor | Bob: Jace the Mind Sculptor,"
        " Invasion of Zendikar",
        card_index,
    )
    rats, delver, giant, jace, siege = parsed.values()
    assert isinstance(jace, Planeswalker) and jace.loyalty == 3
    assert jace.card == "Jace, the Mind Sculptor"
    assert isinstance(siege, Battle) and siege.defense == 3
    assert (delver.power, delver.toughness, delver.keywords) == (3, 2, {Keyword.FLYING})
    assert (giant.power, giant.toughness) == (4, 3)
    assert rats.toxic == 1 and Keyword.DEATHTOUCH in rats.keywords
    out = run(
        "Alice: Bilious Skulldweller -> Bob, Insectile Aberration -> Invasion of Zendikar |"
        " Bob: Invasion of Zendikar",
        card_index,
    )
    assert out["players"][1]["poison"] == 1


def test_unmodeled_abilities_are_listed(card_index):
    out = run("Alice: Ammit Eternal -> Bob | Bob:", card_index)
    (ammit,) = out["permanents"]
    assert ammit["card"] == "Ammit Eternal"
    assert ammit["unmodeled"] and "casts a spell" in ammit["unmodeled"][0]
    # Protection is simulated now (702.16): it is no longer listed as not simulated.
    out = run("Alice: Baneslayer Angel -> Bob | Bob:", card_index)
    (angel,) = out["permanents"]
    assert angel["card"] == "Baneslayer Angel"
    assert angel["unmodeled"] == []


def test_unknown_and_ambiguous_names_are_coded_errors(card_index):
    board = "Alice: Serra Angle flying -> Bob | Bob:"
    with pytest.raises(NotationError) as caught:
        parse(board, cards=card_index)
    error = caught.value
    assert error.code == "unknown_card"
    assert board[slice(*error.span)] == "Serra Angle"
    assert error.params["suggestions"].split(", ")[0] == "Serra Angel"
    assert error.params["count"] <= 3
    with pytest.raises(NotationError) as caught:
        parse("Alice: Serra -> Bob | Bob:", cards=card_index)
    assert caught.value.code == "ambiguous_card"
    assert set(caught.value.params["suggestions"].split(", ")) == {"Serra Angel", "Serra Avatar"}


def test_star_power_needs_written_stats(card_index):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Tarmogoyf -> Bob | Bob:", cards=card_index)
    assert (caught.value.code, caught.value.detail) == ("syntax", "card-stats")
    assert caught.value.span == (7, 16)


def test_a_spell_is_not_a_permanent(card_index):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Lightning Bolt | Bob:", cards=card_index)
    assert (caught.value.code, caught.value.detail) == ("unknown_card", "card-kind")


def test_without_card_data_a_name_alone_is_todays_error():
    with pytest.raises(NotationError) as caught:
        parse("Alice: Serra Angel -> Bob | Bob:")
    assert (caught.value.code, caught.value.detail) == ("syntax", "expected-pt")


def test_game_add_accepts_cards(card_index):
    added = parse_things("Serra Angel, Jace Beleren, Grizzly Bears 3/3", cards=card_index)
    assert [t.card for t in added] == ["Serra Angel", "Jace Beleren", "Grizzly Bears"]


@settings(
    max_examples=100,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(boards())
def test_boards_of_today_are_unchanged_with_card_data(card_index, board):
    text = format_board(board)
    assert parse(text, cards=card_index) == parse(text)
    try:
        plain = result_to_json(simulate(parse(text)))
    except RedzoneError as error:
        with pytest.raises(RedzoneError) as again:
            simulate(parse(text, cards=card_index))
        assert (again.value.code, again.value.span) == (error.code, error.span)
        return
    assert run(text, card_index) == plain


_CARD_PIECES = [*_PIECES, "Serra Angel", "Serra", "Tarmogoyf", "セラの天使", "Fire // Ice"]


@settings(
    max_examples=examples(300),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(st.sampled_from(_CARD_PIECES), max_size=25).map(" ".join))
def test_random_text_with_cards_raises_only_coded_errors(card_index, text):
    try:
        simulate(parse(text, cards=card_index))
    except RedzoneError as error:
        assert error.code in ERROR_CODES
        assert 0 <= error.span[0] <= error.span[1] <= len(text)


def test_a_card_name_with_a_comma_spans_the_comma(card_index):
    board = (
        "Alice: Grizzly Bears -> Jace the Mind Sculptor | Bob: Jace, the Mind Sculptor,"
        " Giant Spider"
    )
    parsed = parse(board, cards=card_index)
    names = [(t.name, t.card) for _, _, t in parsed.things()]
    assert names == [
        ("Grizzly Bears", "Grizzly Bears"),
        ("Jace the Mind Sculptor", "Jace, the Mind Sculptor"),
        ("Giant Spider", "Giant Spider"),
    ]
    assert result_to_json(simulate(parsed))["permanents"][1]["loyalty"] == 1
    with pytest.raises(NotationError) as caught:
        parse("Alice: Jace, the Mind Sculpter | Bob:", cards=card_index)
    assert caught.value.code == "ambiguous_card"


def test_a_keyword_the_card_grants_is_not_its_own(card_index):
    (archetype,) = parse_things("Archetype of Courage", cards=card_index)
    assert archetype.keywords == frozenset()
    # It grants first strike as a static ability, applied in combat (engine.combat.statics).
    (static,) = archetype.statics
    assert static.keywords == {Keyword.FIRST_STRIKE} and static.yours
    assert archetype.unmodeled[0].startswith("Creatures your opponents control lose first strike")


# combat depth: triggers


def test_trigger_keywords_and_their_numbers_come_from_the_card(card_index):
    parsed = things(
        "Alice: Akrasan Squire home, Goblin Wardriver, Devoted Retainer, Craw Giant,"
        " Suq'Ata Lancer, Ammit Eternal, Skyhunter Strike Force, Pit Scorpion, Benalish Hero"
        " | Bob:",
        card_index,
    )
    squire, wardriver, retainer, craw, lancer, ammit, skyhunter, scorpion, hero = parsed.values()
    assert squire.keywords == {Keyword.EXALTED, Keyword.HOME}
    assert wardriver.keywords == {Keyword.BATTLE_CRY}
    assert retainer.numbers == ((Keyword.BUSHIDO, 1),)
    assert craw.numbers == ((Keyword.RAMPAGE, 2),) and Keyword.TRAMPLE in craw.keywords
    assert lancer.keywords == {Keyword.FLANKING, Keyword.HASTE}  # "Haste; flanking"
    assert ammit.numbers == ((Keyword.AFFLICT, 3),)
    assert ammit.unmodeled and "Afflict" not in " ".join(ammit.unmodeled)
    assert Keyword.MELEE in skyhunter.keywords
    assert scorpion.numbers == ((Keyword.POISONOUS, 1),) and scorpion.toxic == 0
    assert hero.keywords == {Keyword.BANDING}


def test_a_written_number_replaces_the_cards(card_index):
    (retainer,) = things("Alice: Devoted Retainer bushido 3 | Bob:", card_index).values()
    assert retainer.numbers == ((Keyword.BUSHIDO, 3),)
    out = run("Alice: Pit Scorpion | Bob:", card_index)
    assert out["players"][1]["poison"] == 1
    out = run("Alice: Ammit Eternal | Bob: Benalish Hero blocks Ammit Eternal", card_index)
    assert out["players"][1]["life"] == 17  # afflict 3, then all 5 to the Hero
