"""Name normalization and the lookups on the fixture's card database."""

from __future__ import annotations

import pytest

from bot.cards.names import normalize
from engine.cards import Candidates, CardFace
from engine.errors import NotationError
from engine.notation import parse
from tests.cards.fixture import atomic_cards


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


def _names(language: str | None) -> set[str]:
    """Every name of the fixture's cards and faces in one language (None: English)."""
    out = set()
    for entries in atomic_cards()["data"].values():
        for entry in entries:
            if language is None:
                out |= {entry["name"], entry.get("faceName", entry["name"])}
            for one in entry.get("foreignData", []):
                if one["language"] == language:
                    out |= {one["name"], one.get("faceName", one["name"])}
    return out


def _translated(language: str) -> set[str]:
    """The English names of the fixture's cards that have a name in ``language``."""
    return {
        name
        for name, entries in atomic_cards()["data"].items()
        if any(one["language"] == language for one in entries[0].get("foreignData", []))
    }


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("Sera Angel", "Serra Angel"),
        ("Benalis Hero", "Benalish Hero"),
        ("Colossal Deadmaw", "Colossal Dreadmaw"),
        ("Caw Giant", "Craw Giant"),
        ("Back Lotus", "Black Lotus"),
        ("Aley Strangler", "Alley Strangler"),
    ],
)
def test_an_english_misspelling_is_offered_english_names(card_index, query, first):
    found = card_index.lookup(query)
    assert found.suggestions[0] == first
    assert set(found.suggestions) <= _names(None), found.suggestions


@pytest.mark.parametrize(
    ("query", "first", "language"),
    [
        ("Serra Engl", "Serra-Engel", "German"),
        ("Grizzlybärn", "Grizzlybären", "German"),
        ("Weiser Ritter", "Weißer Ritter", "German"),
        ("Angelo di Sera", "Angelo di Serra", "Italian"),
        ("Orsi Grizly", "Orsi Grizzly", "Italian"),
    ],
)
def test_a_foreign_misspelling_is_offered_names_in_its_language_first(
    card_index, query, first, language
):
    found = card_index.lookup(query)
    assert found.suggestions[0] == first
    # A card is offered by its name in the query's language, in English only without one.
    named = _names(language)
    translated = _translated(language)
    assert all(s in named or s not in translated for s in found.suggestions), found.suggestions


def test_autocomplete_of_a_misspelling_ranks_the_querys_language_first(card_index):
    english = card_index.autocomplete("Benalis Hero", "it")
    assert english[0] == ("Benalish Hero", "Benalish Hero")
    assert all(value in _names(None) for _label, value in english), english
    german = card_index.autocomplete("Serra Engl", "en")
    assert german[0] == ("Serra-Engel (Serra Angel)", "Serra-Engel")


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


def test_japanese_autocomplete_puts_the_english_name_in_full_width_parentheses(card_index):
    """Japanese writes an aside in 「（）」 with no space: the language's ``name-aside``."""
    assert ("セラの天使（Serra Angel）", "セラの天使") in card_index.autocomplete("セラ", "ja")
