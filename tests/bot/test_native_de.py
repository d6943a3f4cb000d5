"""German as printed: the keyword names of German cards read as the English board, and the
catalog says what the German cards and the German Comprehensive Rules ("Das Ausführliche
Regelwerk") say: Segment for a step, Partie for a game, each amount with its own plural."""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from bot.i18n import LOCALES_DIR, t


def outcome(board: str) -> tuple[object, ...]:
    """What a board's combat comes to, without its names: life, poison, deaths, the rules."""
    from bot.i18n import vocabulary
    from engine import parse, simulate

    result = simulate(parse(board, vocabulary()))
    return (
        [(p.life, p.poison, p.lost) for p in result.players],
        sorted(p.dies for p in result.permanents),
        tuple(result.rules),
    )


@pytest.mark.parametrize(
    ("english", "german"),
    [
        # keyword lines as German cards print them
        (
            "Alice: Knight 3/3 trample | Bob: Bear 2/2 blocks Knight",
            "Alice: Ritter 3/3 verursacht Trampelschaden | Bob: Bär 2/2 blockt Ritter",
        ),
        (
            "Alice: Squire 1/1 exalted, Knight 2/2 exalted home | Bob:",
            "Alice: Knappe 1/1 Edelmut, Ritter 2/2 Edelmut daheim | Bob:",
        ),
        (
            "Alice: Mummy 5/5 afflict 3 | Bob: Bear 2/2 blocks Mummy",
            "Alice: Ammit 5/5 Pestilenz 3 | Bob: Bär 2/2 blockt Ammit",
        ),
        (
            "Alice: Knight 3/3 melee -> Bob | Bob: | Carol:",
            "Alice: Ritter 3/3 Tumult -> Bob | Bob: | Carol:",
        ),
        ("Alice: Snake 1/1 poisonous 2 | Bob:", "Alice: Schlange 1/1 Gift 2 | Bob:"),
        (
            "Alice: Knight 2/2 banding band 1, Bear 3/3 band 1 | Bob: Wall 1/5 blocks Bear",
            "Alice: Ritter 2/2 Bündnisfähigkeit Gruppe 1, Bär 3/3 Gruppe 1 | Bob: Mauer 1/5 blockt Bär",
        ),
        # the nouns German cards use in running text ("erhält Unzerstörbarkeit")
        (
            "Alice: Guard 2/2 indestructible | Bob: Bear 3/3 blocks Guard",
            "Alice: Wächter 2/2 Unzerstörbarkeit | Bob: Bär 3/3 blockt Wächter",
        ),
    ],
)
def test_german_printed_keyword_names_read_as_the_english_board(english, german):
    assert outcome(german) == outcome(english)


@pytest.mark.parametrize(
    ("english", "german"),
    [
        (
            "Alice: Spirit 1/1 shadow | Bob: Bear 2/2 blocks Spirit",
            "Alice: Geist 1/1 Irrealität | Bob: Bär 2/2 blockt Geist",
        ),
        (
            "Alice: Fish 2/2 islandwalk | Bob lands(Island): Bear 2/2 blocks Fish",
            "Alice: Fisch 2/2 Inseltarnung | Bob Länder(Insel): Bär 2/2 blockt Fisch",
        ),
        (
            "Alice: Rogue 2/2 menace | Bob: Bear 3/3 blocks Rogue",
            "Alice: Schurke 2/2 Bedrohlichkeit | Bob: Bär 3/3 blockt Schurke",
        ),
    ],
)
def test_german_evasion_names_refuse_the_same_block(english, german):
    from bot.i18n import vocabulary
    from engine import parse, simulate
    from engine.errors import RedzoneError

    codes = []
    for board in (english, german):
        with pytest.raises(RedzoneError) as caught:
            simulate(parse(board, vocabulary()))
        codes.append((caught.value.code, caught.value.detail))
    assert codes[0] == codes[1]


@cache
def messages() -> dict[str, list[str]]:
    """Every text of every German message, each variant spelled out, variables as X."""
    text = (LOCALES_DIR / "de.ftl").read_text(encoding="utf-8")

    def texts(pattern: ast.Pattern) -> list[str]:
        out = [""]
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                out = [o + element.value for o in out]
            elif isinstance(element, ast.Placeable) and isinstance(
                element.expression, ast.SelectExpression
            ):
                choices = [c for v in element.expression.variants for c in texts(v.value)]
                out = [o + c for o in out for c in choices]
            else:
                out = [o + "X" for o in out]
        return out

    return {
        entry.id.name: texts(entry.value)
        for entry in FluentParser().parse(text).body
        if isinstance(entry, ast.Message) and entry.value is not None
    }


# A step of the turn is a Segment in the German CR (510. Kampfschadensegment); "Schritt" is
# only the idiom "Schritt für Schritt" (step by step), never a step of combat.
STEP = re.compile(r"\b(Schritt|Schritte|Schritten|Schrittes)\b(?! für Schritt)")
# A player wins or loses the Partie (CR 100.1, "verliert … die Partie" on cards); das Spiel
# is the battlefield on German cards ("kommt ins Spiel", "verlässt das Spiel").
GAME = re.compile(
    r"(verliert|verlieren|gewinnt|gewinnen|verloren|gewonnen) (das|dem) Spiel"
    r"|Das Spiel (ist|endet)|das Spiel verlassen"
)


@pytest.mark.parametrize("message_id", sorted(messages()))
def test_german_steps_are_segments_and_games_are_partien(message_id):
    for line in messages()[message_id]:
        assert not STEP.search(line.replace("Schritt für Schritt", "")), (message_id, line)
        assert not GAME.search(line), (message_id, line)


def test_the_checks_catch_the_old_wording():
    assert STEP.search("und die Schritte des Kampfes laufen der Reihe nach ab")
    assert GAME.search("Bob verliert das Spiel.")
    assert GAME.search("Das Spiel ist vorbei: Alice gewinnt.")
    assert not GAME.search("Bob verliert die Partie.")


def test_comprehensive_rules_have_their_german_title():
    assert t("de", "rule-effective", date="1. Januar 2026").startswith("Ausführliches Regelwerk")
    assert t("de", "changes-cr") == "Ausführliches Regelwerk"


@pytest.mark.parametrize(
    ("message_id", "args", "expected"),
    [
        ("advice-why-no-block", {"player": "Bob", "life": 1}, "erleidet Bob 1 Schadenspunkt und"),
        ("advice-why-no-block", {"player": "Bob", "life": 3}, "erleidet Bob 3 Schadenspunkte und"),
        (
            "advice-why-attack",
            {"player": "Bob", "damage": 1, "count": 0},
            "erleidet Bob 1 Schadenspunkt und",
        ),
        (
            "event-prevented",
            {"how": "to", "amount": 2, "left": 0, "source": "Ritter", "target": "Bob"},
            "(der Schild ist aufgebraucht)",
        ),
        (
            "event-life_gained",
            {"amount": 1, "player": "Alice", "source": "Kleriker", "pool": "player", "life": 21},
            "erhält durch die Lebensverknüpfung von Kleriker 1 Lebenspunkt dazu",
        ),
    ],
)
def test_german_amounts_take_the_printed_unit(message_id, args, expected):
    assert expected in t("de", message_id, **args)


def test_a_planeswalkers_loyalty_guesses_no_gender():
    line = t("de", "event-assign", how="loyalty", source="Titan", target="Chandra", amount=3)
    assert "Loyalität von Chandra" in line
    assert "dessen" not in line


# -- what the German judge found: amounts at the end, notation words, nothing lost read as none

# The messages that show how to write an action: their notation words and examples stand in
# „ “, as the catalog quotes what a user types, and each example after "etwa" is read.
SHAPES = (
    "error-detail-put-shape",
    "error-detail-action-keyword",
    "error-detail-assign-shape",
    "error-detail-deals-shape",
    "error-detail-counter-shape",
    "error-detail-becomes-shape",
)
SHAPE_BOARD = (
    "Alice: Ritter 2/2, Riese 5/5 Trampelschaden, Bär 2/2 | Bob: Mauer 0/4, Ochse 1/1"
    " ; nach Blocks: "
)


@pytest.mark.parametrize("message_id", SHAPES)
def test_the_german_examples_are_quoted_and_read(message_id):
    from bot.i18n import vocabulary
    from engine import parse

    text = t("de", message_id)
    examples = re.findall(r"„(.*?)“", text.rsplit(" etwa ", 1)[1])
    assert examples, text
    for example in examples:
        parse(SHAPE_BOARD + example, vocabulary())  # raises if the reader refuses it


@pytest.mark.parametrize(("need", "unit"), [(1, "1 Schadenspunkt ("), (3, "3 Schadenspunkte (")])
def test_the_lethal_damage_a_division_needs_is_counted_in_damage(need, unit):
    line = t(
        "de", "error-detail-assign-lethal", source="Riese", name="Bär", need=need, rule="702.19c"
    )
    assert f"wenn Bär tödlicher Schaden zugewiesen ist, also {unit}" in line, line


# Losing no life and one creature is not "keine Lebenspunkte und eine Kreatur" (read as losing
# neither): a life of 0 has its own sentence, as the Italian catalog has.
@pytest.mark.parametrize(
    ("message_id", "args", "expected"),
    [
        (
            "advice-why-chump",
            {"life": 0, "count": 1},
            "verliert keine Lebenspunkte, aber eine Kreatur",
        ),
        (
            "advice-why-chump",
            {"life": 0, "count": 2},
            "verliert keine Lebenspunkte, aber 2 Kreaturen",
        ),
        ("advice-why-chump", {"life": 0, "count": 0}, "verliert weder Lebenspunkte noch Kreaturen"),
        ("advice-why-chump", {"life": 3, "count": 1}, "verliert 3 Lebenspunkte und eine Kreatur"),
        (
            "advice-why-trade",
            {"life": 0, "count": 1, "killed": 1},
            "verliert keine Lebenspunkte, aber eine Kreatur; der Angreifer verliert eine Kreatur",
        ),
        (
            "advice-why-trade",
            {"life": 1, "count": 0, "killed": 0},
            "1 Lebenspunkt und keine Kreatur",
        ),
        ("advice-why-no-block", {"life": 0}, "Ohne Block erleidet Bob keinen Schaden und behält"),
        (
            "advice-why-attack",
            {"damage": 0, "count": 1},
            "erleidet Bob keinen Schaden, verliert aber eine Kreatur",
        ),
        (
            "advice-why-attack",
            {"damage": 0, "count": 0},
            "erleidet Bob keinen Schaden und verliert keine Kreatur",
        ),
        (
            "advice-why-attack",
            {"damage": 2, "count": 1},
            "erleidet Bob 2 Schadenspunkte und verliert eine Kreatur",
        ),
    ],
)
def test_nothing_lost_is_said_apart_from_what_is_lost(message_id, args, expected):
    line = t("de", message_id, player="Bob", **args)
    assert expected in line, line
    assert "keine Lebenspunkte und" not in line and "0 Schadenspunkte" not in line, line


def test_flanking_names_the_blocker_once_and_says_who_has_flanking():
    line = t("de", "event-flanking", creature="Bär", source="Ritter", power=1, toughness=1)
    assert line.startswith("Bär blockt Ritter, eine Kreatur mit Flankenangriff, "), line
    assert line.count("Bär") == 1, line
