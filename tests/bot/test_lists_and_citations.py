"""Lists joined the language's way, rules cited where the language cites them, and the rules a
message names written with the language's noun for one or several.

- Names, keywords and suggestions are joined with the locale's list pattern (Babel's CLDR
  data: "Bob and Ben", "Bob e Ben", "Bob und Ben", 「Bob、Ben」), never with a bare separator.
- Each event line ends with its rule: after the sentence in English, Italian and German
  ("… Bob. (CR 508.1a)"), inside it in Japanese (「…します（ルール508.1a）。」).
- A message's rule numbers take the language's noun in the singular or the plural
  ("regola 810.1", "regole 810.1 e 810.11") and its list pattern.
- Italian writes "ad" before a name that starts with a vowel ("ad Orso", "a Bob").
"""

from __future__ import annotations

import re

import pytest
from babel.lists import format_list

from bot.explain import error_detail, explain
from bot.i18n import LANGUAGES, LOCALES_DIR, list_text, t, t_list, vocabulary
from engine import RedzoneError, parse, simulate
from tests.bot.test_review import NAMED_VARIABLES

NAMES = ["Orso", "Bob", "Lupo"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_list_is_joined_with_the_languages_pattern(code):
    assert list_text(code, NAMES) == format_list(NAMES, locale=code)
    assert list_text(code, ["Orso"]) == "Orso"
    assert list_text(code, []) == ""
    assert t_list(code, "summary-died", "names", NAMES) == [
        t(code, "summary-died", names=format_list(NAMES, locale=code), count=3)
    ]


@pytest.mark.parametrize(
    ("code", "two"),
    [
        ("en", "Bob and Ben"),
        ("it", "Bob e Ben"),
        ("de", "Bob und Ben"),
        ("ja", "Bob、Ben"),
        ("fr", "Bob et Ben"),
        ("es", "Bob y Ben"),
    ],
)
def test_two_names_read_as_the_language_reads_them(code, two):
    assert list_text(code, ["Bob", "Ben"]) == two


# A joining word in the form the next name's sound asks for: Italian "ed" before e- only
# (never "ad" in a list), Spanish "e" before the sound i- and "u" before o-; a name's
# Markdown or quotes are not its sound.
@pytest.mark.parametrize(
    ("code", "items", "style", "joined"),
    [
        ("it", ["Orso", "Lupo", "Elfo"], "standard", "Orso, Lupo ed Elfo"),
        ("it", ["Orso", "Èlfo"], "standard", "Orso ed Èlfo"),
        ("it", ["Orso", "Elfo", "Lupo"], "standard", "Orso, Elfo e Lupo"),
        ("it", ["Orso", "Airone"], "standard", "Orso e Airone"),
        ("it", ["Orso", "**Elfo**"], "standard", "Orso ed **Elfo**"),
        ("it", ["Bob", "Oca"], "or", "Bob o Oca"),
        ("es", ["Oso", "Lobo", "Hidra"], "standard", "Oso, Lobo e Hidra"),
        ("es", ["Oso", "Ídolo"], "standard", "Oso e Ídolo"),
        ("es", ["Oso", "Hielo"], "standard", "Oso y Hielo"),
        ("es", ["Oso", "Elfo"], "standard", "Oso y Elfo"),
        ("es", ["Lobo", "Orco"], "or", "Lobo u Orco"),
        ("es", ["Lobo", "Hombre"], "or", "Lobo u Hombre"),
        ("es", ["Lobo", "Elfo"], "or", "Lobo o Elfo"),
        ("fr", ["Ours", "Elfe"], "standard", "Ours et Elfe"),
        ("en", ["Bear", "Elf"], "standard", "Bear and Elf"),
    ],
)
def test_a_joining_word_takes_the_form_the_next_sound_asks_for(code, items, style, joined):
    assert list_text(code, items, style) == joined


def test_an_italian_death_list_says_ed_before_a_name_in_e():
    (line,) = t_list("it", "summary-died", "names", ["Orso", "Lupo", "Elfo"])
    assert "Orso, Lupo ed Elfo" in line, line


def combat(board: str, code: str) -> list[str]:
    result = simulate(parse(board, vocabulary()))
    explained = explain(result, code)
    return [*explained.summary, *explained.lines]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_summary_and_the_steps_list_names_with_the_pattern(code):
    explained = explain(
        simulate(parse("Alice: Ogre 2/2 | Bob: Wall 2/2 blocks Ogre", vocabulary())), code
    )
    both = format_list(["Ogre", "Wall"], locale=code)
    assert t(code, "summary-died", names=both, count=2) in explained.summary
    strikers = [line for line in explained.lines if both in line]  # the damage step's creatures
    assert len(strikers) == 1, explained.lines


CITED = {
    "en": re.compile(r"[.!?] \(CR \d{3}\.\d+[a-z]*\)$"),
    "it": re.compile(r"[.!?] \(regola \d{3}\.\d+[a-z]*\)$"),
    "de": re.compile(r"[.!?] \(Regel \d{3}\.\d+[a-z]*\)$"),
    "ja": re.compile(r"[^。]（ルール\d{3}\.\d+[a-z]*）。$"),
    "fr": re.compile(r"[.!?] \(règle \d{3}\.\d+[a-z]*\)$"),
    "es": re.compile(r"[.!?] \(regla \d{3}\.\d+[a-z]*\)$"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_step_cites_its_rule_where_the_language_puts_it(code):
    board = "Alice: Knight 3/3 ds trample, Rat 1/1 infect | Bob p9: Bear 2/2 blocks Knight"
    result = simulate(parse(board, vocabulary()))
    lines = explain(result, code).lines
    assert lines
    for line in lines:
        assert CITED[code].search(line), line


def test_japanese_cites_inside_the_sentence():
    lines = combat("Alice: 熊 2/2 | Bob:", "ja")
    assert "熊がBobを攻撃します（ルール508.1a）。" in lines


def two_rules() -> RedzoneError:
    with pytest.raises(RedzoneError) as caught:
        simulate(parse("Alice: & Ann: & Amy: | Bob: & Ben:", vocabulary()))
    assert caught.value.detail == "mode-2hg-unequal"
    return caught.value


@pytest.mark.parametrize(
    ("code", "cited"),
    [
        ("en", "(CR 810.1 and 810.11)"),
        ("it", "(regole 810.1 e 810.11)"),
        ("de", "(Regeln 810.1 und 810.11)"),
        ("ja", "（ルール810.1、810.11）"),
        ("fr", "(règles 810.1 et 810.11)"),
        ("es", "(reglas 810.1 y 810.11)"),
    ],
)
def test_two_rules_take_the_plural_noun_and_the_list_pattern(code, cited):
    assert cited in error_detail(two_rules(), code)


@pytest.mark.parametrize(
    ("code", "cited"),
    [
        ("en", "(CR 702.3b)"),
        ("it", "(regola 702.3b)"),
        ("de", "(Regel 702.3b)"),
        ("ja", "（ルール702.3b）"),
        ("fr", "(règle 702.3b)"),
        ("es", "(regla 702.3b)"),
    ],
)
def test_one_rule_takes_the_singular_noun(code, cited):
    with pytest.raises(RedzoneError) as caught:
        simulate(parse("Alice: Wall 0/4 defender -> Bob | Bob:", vocabulary()))
    assert cited in error_detail(caught.value, code)


@pytest.mark.parametrize(
    ("target", "preposition"),
    [("Orso", "ad Orso"), ("Elfo", "ad Elfo"), ("Élan", "ad Élan"), ("Bob", "a Bob")],
)
def test_italian_writes_ad_before_a_vowel(target, preposition):
    line = t("it", "event-assign", how="unblocked", source="Lupo", target=target, amount=2)
    assert line.endswith(f"2 danni {preposition}.")


def test_no_italian_message_writes_a_bare_a_before_a_name():
    catalog = (LOCALES_DIR / "it.ftl").read_text(encoding="utf-8")
    # "a { $target }" inside a sentence, "A { $permanent }" starting one
    assert not re.search(rf"(?:[ (]a|(?:^|[=\]] )A) \{{ \$({NAMED_VARIABLES}) \}}", catalog, re.M)
