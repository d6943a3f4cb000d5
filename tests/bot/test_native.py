"""Native review of the Italian, German and Japanese catalogs (issue 17): each line says
what happened, names no gender it cannot know, and uses the official terms.

Every variant of the messages below is rendered with card names as a player types them,
and checked for the words that carry its meaning.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import LOCALES_DIR, t

ARGS = {
    "source": "Cavaliere",
    "target": "Orso",
    "amount": 2,
    "permanent": "Cavaliere",
    "ignores": "704.5g",
    "player": "Bob",
    "permanents": "Cavaliere",
    "count": 1,
    "removed": 0,
    "defense": 0,
    "loyalty": 0,
    "creature": "Cavaliere",
    "caster": "Alice",
    "spell": "Colpo d'ombra",
    "name": "Cavaliere",
    "attacker": "Orso",
    "defender": "Bob",
    "names": "Cavaliere",
}


@cache
def variants(message_id: str) -> tuple[str, ...]:
    """The variant keys of a message's top select expression, from the English source."""
    text = (LOCALES_DIR / "en.ftl").read_text(encoding="utf-8")
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, ast.Message) and entry.id.name == message_id:
            assert entry.value is not None
            for element in entry.value.elements:
                if isinstance(element, ast.Placeable) and isinstance(
                    element.expression, ast.SelectExpression
                ):
                    keys = element.expression.variants
                    return tuple(
                        str(getattr(v.key, "name", getattr(v.key, "value", ""))) for v in keys
                    )
    return ("",)


def render(code: str, message_id: str, selector: str, value: str, **extra: object) -> str:
    args: dict[str, str | int] = {**ARGS, selector: value}
    args.update({k: v for k, v in extra.items() if isinstance(v, str | int)})
    return t(code, message_id, **args)


# What each variant must say (the words that carry its meaning), per language.
MEANING = {
    ("it", "event-no_damage", "player_left"): "il giocatore attaccato da Cavaliere",
    ("it", "event-no_damage", "attacker_gone"): "la creatura che Cavaliere blocca",
    ("it", "event-no_damage", "target_gone"): "la battaglia che Cavaliere attacca",
    ("it", "event-no_damage", "planeswalker_gone"): "il planeswalker che Cavaliere attacca",
    ("it", "event-assign", "blocking"): "la creatura che Cavaliere blocca",
    ("ja", "event-no_damage", "player_left"): "Cavaliereの攻撃先のプレイヤー",
    ("ja", "event-no_damage", "attacker_gone"): "Cavaliereがブロックしていたクリーチャー",
    ("ja", "event-no_damage", "target_gone"): "Cavaliereの攻撃先のバトル",
    ("ja", "event-no_damage", "planeswalker_gone"): "Cavaliereの攻撃先のプレインズウォーカー",
    ("ja", "event-no_damage", "controller_left"): "Cavaliereの攻撃先のプレインズウォーカー",
    ("ja", "event-assign", "rest_battle_gone"): "Cavaliereの攻撃先のバトル",
    ("de", "event-no_damage", "attacker_gone"): "Die von Cavaliere geblockte Kreatur",
    ("de", "event-assign", "blocking"): "der von Cavaliere geblockten Kreatur",
    ("de", "event-assign", "one_blocker"): "weist Orso alle 2 Schadenspunkte zu",
}


@pytest.mark.parametrize(("code", "message_id", "variant"), sorted(MEANING))
def test_variant_says_what_happened(code, message_id, variant):
    selector = "why" if message_id == "event-no_damage" else "how"
    assert MEANING[code, message_id, variant] in render(code, message_id, selector, variant)


def test_german_one_blocker_with_one_point():
    line = render("de", "event-assign", "how", "one_blocker", amount=1)
    assert "den einzigen Schadenspunkt" in line and "alle 1" not in line


JA_ERRORS = {
    # Who can't do what: the creature that is attacked, the one that is blocked.
    "error-detail-attack-own": "Cavaliereを攻撃することはできません",
    "error-detail-attack-creature": "クリーチャーを攻撃することはできません",
    "error-detail-block-non-attacker": "Cavaliereをブロックすることはできません",
}


@pytest.mark.parametrize("message_id", sorted(JA_ERRORS))
def test_japanese_error_details_name_the_object(message_id):
    assert JA_ERRORS[message_id] in t("ja", message_id, **ARGS)


def test_japanese_left_the_game_is_not_exile():
    line = t("ja", "summary-left", names="熊")
    assert "除外" not in line and "ゲームから離れた" in line


# Lines whose subject is a card or player name: no gendered participle or pronoun for it.
GENDERED = {
    "it": re.compile(
        r"\b(bloccat[ao]|distrutt[ao]|mess[ao] nel|la blocca|la distrugge|da sol[ao]|con lui|con lei|su di essa)\b"
    ),
    "de": re.compile(r"\b([Ss]ie|[Ii]hr|[Ii]hre[mnrs]?|[Ee]r|seine[mnrs]?)\b"),
}
NAMED = {
    "event-assign": "how",
    "event-no_damage": "why",
    "event-dies": "why",
    "event-survives": "why",
    "event-leaves": "count",
    "event-defense": "removed",
    "event-loyalty": "removed",
    "event-cipher": "",
}


@pytest.mark.parametrize("code", sorted(GENDERED))
@pytest.mark.parametrize("message_id", sorted(NAMED))
def test_no_gender_guessed_for_names(code, message_id):
    selector = NAMED[message_id]
    keys = variants(message_id) if selector else ("",)
    for key in keys:
        value: str | int = int(key) if key.isdigit() else key
        args: dict[str, str | int] = dict(ARGS)
        if selector:
            args[selector] = value
        line = t(code, message_id, **args)
        found = GENDERED[code].search(line)
        assert found is None, (message_id, key, found and found.group(0), line)


def outcome_shape(board: str) -> tuple[object, ...]:
    """What a board's combat comes to, without its names: life, poison, losses, deaths."""
    from bot.i18n import vocabulary
    from engine import parse, simulate

    result = simulate(parse(board, vocabulary()))
    return (
        [(p.life, p.poison, p.lost) for p in result.players],
        sum(1 for p in result.permanents if p.dies),
    )


@pytest.mark.parametrize("code", ("it", "de", "ja"))
@pytest.mark.parametrize(
    "example", ("help-example-duel", "help-example-planeswalker", "help-example-teams")
)
def test_help_examples_are_written_in_the_language_and_mean_the_english_board(code, example):
    english, localized = t("en", example), t(code, example)
    assert localized != english
    assert outcome_shape(localized) == outcome_shape(english)
