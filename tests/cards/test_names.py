"""Name normalization and the lookups on the fixture's card database."""

from __future__ import annotations

import pytest

from bot.cards.names import normalize
from engine.cards import Candidates, CardFace
from engine.errors import NotationError
from engine.notation import parse


@pytest.mark.parametrize(
    ("written", "key"),
    [
        ("Serra Angel", "serra angel"),
        ("  SERRA   angel ", "serra angel"),
        ("Ｓｅｒｒａ　Ａｎｇｅｌ", "serra angel"),
        ("Dandân", "dandan"),
        ("Æther Adept", "aether adept"),
        ("Gaea’s Protector", "gaea's protector"),
        ("Jace, the Mind Sculptor", "jace the mind sculptor"),
        ("Fire//Ice", "fire // ice"),
        ("Fire  //  Ice", "fire // ice"),
        ("Grizzlybären", "grizzlybaren"),
        ("ジェイス・ベレレン", "ジェイスベレレン"),
        ("ガ", "ガ"),  # voicing marks stay
        ("ｶﾞ", "ガ"),  # half-width kana fold to full-width
    ],
)
def test_normalize(written, key):
    assert normalize(written) == key


def test_every_face_and_name_finds_its_card(card_index):
    for name, english in [
        ("Fire // Ice", "Fire"),
        ("Feuer // Eis", "Fire"),
        ("Ghiaccio", "Ice"),
        ("Delver of Secrets // Insectile Aberration", "Delver of Secrets"),
        ("Insektenartige Abartigkeit", "Insectile Aberration"),
        ("Stomp", "Stomp"),
        ("Aether Adept", "Æther Adept"),
        ("稲妻", "Lightning Bolt"),
    ]:
        found = card_index.lookup(name)
        assert isinstance(found, CardFace) and found.name == english, name


def test_misspelled_and_prefix_names(card_index):
    assert card_index.lookup("Grizly Bears").suggestions[0] == "Grizzly Bears"
    serra = card_index.lookup("serra")
    assert serra.ambiguous and set(serra.suggestions) == {"Serra Angel", "Serra Avatar"}
    assert card_index.lookup("qqqqqq") == Candidates((), False)
    assert len(card_index.lookup("Angel").suggestions) <= 3


def test_autocomplete_limits(card_index):
    choices = card_index.autocomplete("a", "it")
    assert 1 <= len(choices) <= 25
    assert all(len(label) <= 100 and len(value) <= 100 for label, value in choices)
    assert ("Angelo di Serra (Serra Angel)", "Angelo di Serra") in choices
    assert card_index.autocomplete("", "en") == []
    assert card_index.autocomplete("Sera Angle", "en")[0] == ("Serra Angel", "Serra Angel")


def test_suggestions_are_writable_on_a_board(card_index):
    with pytest.raises(NotationError) as caught:
        parse("Alice: Jace the Mind Sculpter | Bob:", cards=card_index)
    assert caught.value.params["suggestions"].split(", ")[0] == "Jace the Mind Sculptor"


def test_a_refreshed_database_replaces_the_open_one(tmp_path):
    """The weekly refresh opens the new copy and lets the old one go: no copy kept forever."""
    import gc
    import os
    import weakref

    from bot.cards.data import convert
    from bot.cards.index import _OPEN, load_index
    from tests.cards.fixture import atomic_cards, encode

    path = tmp_path / "cards.sqlite"
    convert(encode(atomic_cards()), path)
    first = load_index(path)
    assert load_index(path) is first
    convert(encode(atomic_cards()), path)  # a new build of the same file
    os.utime(path, (1, 2_000_000_000))
    second = load_index(path)
    assert second is not first and second.exact("Serra Angel") is not None
    assert first.exact("Grizzly Bears") is not None  # a lookup still running on it works
    gone = weakref.ref(first)
    del first
    gc.collect()
    assert gone() is None  # nothing holds the old copy (and its connection) any more
    assert [k for k in _OPEN if k[0] == str(path.resolve())] == [(str(path.resolve()), 2e9)]


@pytest.mark.parametrize(
    ("name", "english"),
    [
        ("Ange de Serra", "Serra Angel"),
        ("Ángel de Serra", "Serra Angel"),
        ("angel de serra", "Serra Angel"),  # accents optional
        ("Araignée géante", "Giant Spider"),
        ("Araignee geante", "Giant Spider"),
        ("Araña gigante", "Giant Spider"),
        ("Chevalier blanc", "White Knight"),
        ("Foudre", "Lightning Bolt"),
        ("Rayo", "Lightning Bolt"),
    ],
)
def test_french_and_spanish_printed_names_find_their_card(card_index, name, english):
    found = card_index.lookup(name)
    assert isinstance(found, CardFace) and found.name == english


def test_french_and_spanish_names_are_searched_by_similarity(card_index):
    """Near misses of a French or Spanish name are suggested in its language."""
    assert "Ange de Serra" in card_index.lookup("Ange de Sera").suggestions
    assert "Araña gigante" in card_index.lookup("Arana gigantes").suggestions


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_autocomplete_offers_the_printed_name_of_the_language(card_index, lang):
    printed = {"fr": "Ange de Serra", "es": "Ángel de Serra"}[lang]
    assert (f"{printed} (Serra Angel)", printed) in card_index.autocomplete(printed[:5], lang)
