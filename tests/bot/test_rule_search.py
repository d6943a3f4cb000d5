"""/rule in the reader's words: keyword names and Comprehensive Rules glossary terms typed in
any language find their rules, the reply shows the words typed, and a question that names a
keyword ability ranks that keyword's rules first."""

from __future__ import annotations

import tomllib
from functools import cache
from typing import Any

import pytest

from bot.i18n import LANGUAGES, LOCALES_DIR
from bot.rulestext import find, query_key, rule_reply
from engine.rules import RuleBook, parse_text
from tests.conftest import current_cr
from tests.rules.synth import synthetic_cr


@cache
def glossary_terms(code: str) -> list[dict[str, Any]]:
    with open(LOCALES_DIR / f"glossary-{code}.toml", "rb") as handle:
        return [e for e in tomllib.load(handle)["term"] if "cr" in e]


def cr_terms() -> list[tuple[str, str, str]]:
    """(language, a spelling, the CR glossary term it stands for), every one of them."""
    return [
        (code, str(spelling), str(entry["cr"]))
        for code in LANGUAGES[1:]
        for entry in glossary_terms(code)
        for spelling in [entry["choice"], *entry.get("aliases", [])]
    ]


@cache
def glossary_book() -> RuleBook:
    """A CR whose glossary holds every term the catalogs map, each pointing at its own rule."""
    names = sorted({cr for _, _, cr in cr_terms()})
    # First in the glossary: a term the synthetic CR has too (Defense) is read as this one.
    glossary = "".join(
        f"{name}\nThe term {name}. See rule {900 + i}.\n\n" for i, name in enumerate(names)
    )
    rules = "".join(f"{900 + i}. Chapter of {name}\n\n" for i, name in enumerate(names))
    text = synthetic_cr().replace("\n\nGlossary\n\n", f"\n\n{rules}Glossary\n\n{glossary}", 1)
    return RuleBook(parse_text(text))


# The Comprehensive Rules glossary terms of combat every language maps to its own words.
COMBAT_TERMS = {
    "State-Based Actions",
    "Combat Damage Step",
    "Combat Damage",
    "Defending Player",
    "Poison Counter",
    "Regenerate",
    "Two-Headed Giant Variant",
    "Battle",
}


def test_every_language_maps_cr_glossary_terms():
    for code in LANGUAGES[1:]:
        missing = COMBAT_TERMS - {str(e["cr"]) for e in glossary_terms(code)}
        assert not missing, (code, missing)


@pytest.mark.parametrize(("code", "spelling", "term"), cr_terms())
def test_a_glossary_term_typed_in_a_language_finds_its_rules(code, spelling, term):
    found = find(glossary_book(), spelling)
    assert found.kind == "glossary", (code, spelling)
    assert found.glossary[0].term == term
    assert found.query == spelling  # the reader's own words


@pytest.mark.parametrize(
    ("typed", "term"),
    [
        ("zustandsbasierte Aktion", "State-Based Actions"),
        ("Zustandsbasierte Aktionen", "State-Based Actions"),
        ("azioni generate dallo stato", "State-Based Actions"),
        ("状況起因処理", "State-Based Actions"),
        ("Kampfschadensegment", "Combat Damage Step"),
        ("ブロック クリーチャー 指定ステップ", "Declare Blockers Step"),  # spaces for ・
        ("ﾌﾞﾛｯｸ･ｸﾘｰﾁｬｰ指定ｽﾃｯﾌﾟ", "Declare Blockers Step"),  # half-width katakana
    ],
)
def test_spellings_a_reader_types_find_the_term(typed, term):
    assert find(glossary_book(), typed).glossary[0].term == term


def test_query_key_folds_width_case_and_japanese_gaps():
    assert query_key("ﾄﾗﾝﾌﾟﾙ") == query_key("トランプル") == "トランプル"
    assert query_key("ジェイス ベレレン") == query_key("ジェイス・ベレレン") == "ジェイスベレレン"
    assert query_key("  Trample   OVER planeswalkers ") == "trample over planeswalkers"


@pytest.mark.parametrize(
    ("code", "typed"),
    [("it", "travolgere"), ("de", "Trampelschaden"), ("ja", "トランプル"), ("ja", "ﾄﾗﾝﾌﾟﾙ")],
)
def test_the_title_shows_the_word_the_user_typed(code, typed):
    book = RuleBook(parse_text(synthetic_cr()))
    reply = rule_reply(book, find(book, typed), code)
    assert typed in reply.title and "trample" not in reply.title.lower()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_search_reply_names_the_query_once(code):
    book = RuleBook(parse_text(synthetic_cr()))
    reply = rule_reply(book, find(book, "first lethal damage"), code)
    text = "\n".join([reply.title, *reply.lines])
    assert text.count("first lethal damage") == 1, text


needs_real = pytest.mark.skipif(current_cr() is None, reason="no real CR: ../shared/cr missing")


@cache
def real_book() -> RuleBook:
    path = current_cr()
    assert path is not None
    return RuleBook(parse_text(path.read_text(encoding="utf-8-sig")))


@needs_real
def test_every_mapped_term_is_in_the_current_glossary():
    for _, _, term in cr_terms():
        assert term.lower() in real_book().glossary, term


@needs_real
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("can a creature with defender attack?", "702.3b"),
        ("Kann eine Kreatur mit Verteidiger angreifen?", "702.3b"),
        ("una creatura con difensore può attaccare?", "702.3b"),
        ("防衛を持つクリーチャーは攻撃できますか", "702.3b"),
        ("when does first strike damage happen", "702.7b"),
        ("can a creature with flying block a creature with reach?", "702.9b"),
        ("does vigilance tap a creature when it attacks", "702.20b"),
        ("can a creature with menace be blocked by one creature", "702.111b"),
        ("what happens when a creature with deathtouch deals damage", "702.2"),
    ],
)
def test_a_question_naming_a_keyword_ranks_its_rules_first(question, rule):
    found = find(real_book(), question)
    first = found.results[0].number
    keyword_rule = rule.rstrip("abcdefghijkmnpqrstuvwxyz")
    if rule == keyword_rule:  # any subrule of the keyword's rule answers it
        assert first == rule or (first.startswith(rule) and first[len(rule)].isalpha()), first
    else:  # that subrule, or its whole rule (which shows it)
        assert first in (rule, keyword_rule), [v.number for v in found.results]


@needs_real
@pytest.mark.parametrize(
    ("typed", "rule"),
    [
        ("Troll à deux têtes", "810"),
        ("joueur défenseur", "506.2"),
        ("régénération", "701.19"),
        ("bataille", "310"),
        ("prévention", "615"),
        ("marqueur poison", "122"),
        ("Gigante de dos cabezas", "810"),
        ("daño de combate", "510"),
        ("contador de veneno", "122"),
        ("jugador defensor", "506.2"),
        ("regeneración", "701.19"),
        ("Two-Headed Giant", "810"),
        ("verteidigender Spieler", "506.2"),
        ("Kampfschaden", "510"),
        ("Regeneration", "701.19"),
        ("Schlacht", "310"),
        ("Trampelschaden", "702.19"),
        ("Gigante a Due Teste", "810"),
        ("danno da combattimento", "510"),
        ("giocatore in difesa", "506.2"),
        ("rigenerazione", "701.19"),
        ("battaglia", "310"),
        ("effetto di prevenzione", "615"),
        ("双頭巨人戦", "810"),
        ("先制攻撃", "702.7"),
        ("再生", "701.19"),
        ("バトル", "310"),
    ],
)
def test_a_localized_cr_glossary_term_finds_its_rule_in_the_current_rules(
    typed: str, rule: str
) -> None:
    """/rule by a term of the CR glossary in each language answers with that term's rule,
    and with the reader's words as the query."""
    found = find(real_book(), typed)
    assert found.kind == "glossary", (typed, found.kind)
    assert found.results[0].number == rule, [v.number for v in found.results]
    assert found.query == typed
