"""How ``t`` formats a catalog message: plural categories and digit grouping by language,
English for a message a language lacks, and Fluent's errors logged (every time) but never
shown as "{???}"."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot import i18n
from bot.i18n import t, t_list


@pytest.fixture
def catalogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """Catalogs made in the test (code -> FTL text), in place of the real ones."""
    texts: dict[str, str] = {}

    def bundle(code: str) -> FluentBundle:
        made = FluentBundle([code], use_isolating=False)
        made.add_resource(FluentResource(texts.get(code, "")))
        return made

    monkeypatch.setattr(i18n, "bundle", bundle)
    i18n._formatted.cache_clear()  # nothing formatted from the real catalogs is reused
    yield texts
    i18n._formatted.cache_clear()


def test_whole_numbers_take_the_plural_category_of_the_language():
    assert t("en", "summary-copies", count=1, spells="Shadow Slice") == (
        "One cipher copy cast: Shadow Slice"
    )
    assert t("en", "summary-copies", count=2, spells="Shadow Slice, Hidden Strings") == (
        "2 cipher copies cast: Shadow Slice, Hidden Strings"
    )
    assert t("de", "summary-winners", count=1, names="Alice") == "Alice gewinnt die Partie."
    assert t("de", "summary-winners", count=2, names="Alice, Bob") == (
        "Alice, Bob gewinnen die Partie."
    )


@pytest.mark.parametrize(
    ("lang", "shown"), [("en", "12,345"), ("it", "12.345"), ("de", "12.345"), ("ja", "12,345")]
)
def test_whole_numbers_are_written_with_the_language_s_digit_grouping(lang, shown):
    line = t(lang, "summary-life", player="Alice", before=12345, after=7)
    assert shown in line and "7" in line


def test_t_list_splits_a_long_list_and_counts_each_piece():
    names = [f"Creature{i:03d}" for i in range(200)]
    lines = t_list("en", "summary-winners", "names", names)
    assert len(lines) > 1
    assert all(len(line) <= i18n.LIST_PIECE + 50 for line in lines)
    assert re.findall(r"Creature\d{3}", " ".join(lines)) == names  # each once, in order


def test_no_items_make_one_line_with_a_count_of_zero():
    assert t_list("en", "summary-copies", "spells", []) == ["0 cipher copies cast: "]


def test_a_message_missing_from_a_language_is_written_in_english(catalogs):
    catalogs["en"] = "greeting = Hello, { $name }!\nonly-english = Just English\n"
    catalogs["it"] = "greeting = Ciao, { $name }!\n"
    assert t("it", "greeting", name="Alice") == "Ciao, Alice!"
    assert t("it-IT", "only-english") == "Just English"
    assert t("pt-BR", "greeting", name="Alice") == "Hello, Alice!"  # no Portuguese catalog


def test_a_message_no_catalog_has_is_logged_and_shown_by_its_id(catalogs, caplog):
    catalogs["en"] = "greeting = Hello\n"
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        assert t("it", "no-such-message") == "no-such-message"
    assert "no message no-such-message in any catalog" in caplog.text
    caplog.clear()  # expected


def test_a_missing_variable_is_fluent_s_own_answer_logged_each_time(caplog):
    for _ in range(2):  # the second answer is a kept one: logged all the same
        with caplog.at_level(logging.ERROR, logger="bot.i18n"):
            text = t("en", "rule-title")  # $query missing
        assert text == 'Rules for "query"'
        assert [r.getMessage() for r in caplog.records] == [
            "catalog en, message rule-title: [FluentReferenceError('Unknown external: query')]"
        ]
        caplog.clear()  # expected


def test_a_message_without_text_is_reported_not_formatted(catalogs, caplog):
    """A message of attributes only has no text: ``t`` logs it and shows its id, as for a
    message no catalog has (fluent.runtime would be handed None and raise)."""
    catalogs["en"] = "only-attributes =\n    .title = A title\n"
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        assert t("en", "only-attributes") == "only-attributes"
    assert "message only-attributes has no value" in caplog.text
    caplog.clear()  # expected


def test_a_placeable_fluent_refuses_is_shown_as_an_ellipsis(catalogs, caplog):
    """Over fluent.runtime's limit for one placeable (MAX_PART_LENGTH), even with the text
    variables clipped to args_budget(): the message repeats its variable."""
    catalogs["en"] = "twice = { $n ->\n   *[other] { $name } and { $name } again\n}\n"
    with caplog.at_level(logging.ERROR, logger="bot.i18n"):
        text = t("en", "twice", n=1, name="x" * 5000)
    assert text == "…"
    assert "Too many characters in placeable" in caplog.text
    caplog.clear()  # expected
