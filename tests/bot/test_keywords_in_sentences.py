"""A keyword inside a sentence reads as cards print it: French gives each its article
(Boreal Griffin's « acquiert l'initiative jusqu'à la fin du tour »), Spanish puts the keyword
abilities after « la habilidad de » (Angelic Blessing's « gana la habilidad de volar hasta el
final del turno »), and a restriction reads as the quoted ability a card grants."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

from bot.explain import event_lines, explain
from bot.i18n import LOCALES_DIR, keyword_name, vocabulary
from bot.picture.scene import combat_scene
from engine import parse, simulate
from engine.events import KeywordsChanged, StaticKeywords
from engine.keywords import INFO, Keyword

NBSP = "\u00a0"


def ability(keyword: Keyword) -> bool:
    """A keyword ability (CR 702), protection apart: what Spanish writes after « la habilidad
    de »."""
    return keyword != Keyword.PROTECTION and INFO[keyword].rule.startswith("702.")


def held_variants(code: str) -> set[str]:
    """The keyword ids a catalog's ``keyword-held`` writes a form for."""
    text = (LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8")
    message = next(
        e
        for e in FluentParser().parse(text).body
        if isinstance(e, ast.Message) and e.id.name == "keyword-held"
    )
    assert message.value is not None
    select = message.value.elements[0]
    assert isinstance(select, ast.Placeable) and isinstance(select.expression, ast.SelectExpression)
    return {str(getattr(v.key, "name", "")) for v in select.expression.variants} - {"other"}


def line(code: str, keywords: tuple[str, ...], how: str = "gains") -> str:
    event = KeywordsChanged("613.1f", "a1", how, keywords)
    return event_lines(event, {"a1": "Mur"}, code, "only", {"Alice": "", "Bob": ""})[0]


def with_value(keyword: Keyword) -> str:
    """A keyword as an event writes it, with a quality or a number where it takes one."""
    value = (
        "red" if keyword == Keyword.PROTECTION else "2" if INFO[keyword].arg.value != "none" else ""
    )
    return f"{keyword.value} {value}".rstrip()


def test_french_writes_a_form_for_every_keyword() -> None:
    assert held_variants("fr") == {k.value for k in Keyword}


def test_spanish_writes_a_form_for_every_keyword_that_is_no_keyword_ability() -> None:
    assert {k.value for k in Keyword if not ability(k)} <= held_variants("es")


@pytest.mark.parametrize("keyword", list(Keyword), ids=str)
def test_each_keyword_reads_in_a_french_sentence(keyword: Keyword) -> None:
    written = with_value(keyword)
    shown = line("fr", (written,))
    assert shown.startswith("Mur acquiert ") and " jusqu'à la fin du tour." in shown
    held = shown.removeprefix("Mur acquiert ").split(" jusqu'à la fin du tour.")[0]
    # An article, the quoted ability a card grants, or a number keyword French prints bare.
    assert held.startswith(("le ", "la ", "l'", "un ", f"«{NBSP}")) or (
        keyword in (Keyword.TOXIC, Keyword.DAMAGE)
    ), held
    if held.startswith("«"):
        assert held.endswith(f".{NBSP}»")


@pytest.mark.parametrize("keyword", list(Keyword), ids=str)
def test_each_keyword_reads_in_a_spanish_sentence(keyword: Keyword) -> None:
    written = with_value(keyword)
    shown = line("es", (written,))
    assert shown.startswith("Mur gana ") and " hasta el final del turno." in shown
    held = shown.removeprefix("Mur gana ").split(" hasta el final del turno.")[0]
    if ability(keyword):
        assert (
            held
            == f"la habilidad de {keyword_name(keyword, 'es')} {written.partition(' ')[2]}".rstrip()
        )
    else:
        assert "habilidad de" not in held.split("«")[0], held


def test_two_keywords_read_as_printed() -> None:
    assert line("fr", ("flying", "trample")).startswith(
        "Mur acquiert le vol et le piétinement jusqu'à la fin du tour."
    )
    assert line("fr", ("first_strike",), "loses").startswith(
        "Mur perd l'initiative jusqu'à la fin du tour."
    )
    assert line("es", ("flying", "trample")).startswith(
        "Mur gana las habilidades de volar y arrollar hasta el final del turno."
    )


def test_abilities_come_first_then_protection_and_restrictions() -> None:
    keywords = ("cant_block", "flying", "lifelink", "protection red")
    assert line("fr", keywords).startswith(
        f"Mur acquiert le vol, le lien de vie, «{NBSP}Cette créature ne peut pas bloquer.{NBSP}» "
        "et la protection contre le rouge jusqu'à la fin du tour."
    )
    assert line("es", keywords).startswith(
        "Mur gana las habilidades de volar y vínculo vital, «Esta criatura no puede bloquear.» "
        "y protección contra rojo hasta el final del turno."
    )
    # English lists them as before, abilities first.
    assert line("en", keywords).startswith(
        "Mur gains flying, lifelink, can't block, and protection from red until end of turn."
    )


def test_a_number_goes_where_the_language_puts_it() -> None:
    assert f"excepté par 3 créatures ou plus.{NBSP}»" in line("fr", ("min_blockers 3",))
    assert "puede bloquear una criatura adicional en cada combate." in line(
        "es", ("extra_blocks 1",)
    )
    assert line("en", ("min_blockers 3",)).startswith(
        "Mur gains can't be blocked except by 3 until"
    )


def test_a_static_ability_gives_its_keywords_as_printed() -> None:
    event = StaticKeywords("613.1f", "a1", "a2", ("flying",))
    names = {"a1": "Gobelin", "a2": "Roi"}
    assert event_lines(event, names, "fr", "only")[0].startswith("Gobelin a le vol grâce à Roi.")
    assert event_lines(event, names, "es", "only")[0].startswith(
        "Gobelin tiene la habilidad de volar por efecto de Roi."
    )
    assert event_lines(event, names, "en", "only")[0].startswith("Gobelin has flying from Roi.")


@pytest.mark.parametrize(
    ("code", "board", "expected"),
    [
        (
            "fr",
            "Alice : Ours 2/2 | Bob : Mur 0/4 bloque Ours ; après les blocages : "
            "Ours acquiert vol, piétinement",
            "Ours acquiert le vol et le piétinement jusqu'à la fin du tour.",
        ),
        (
            "es",
            "Alice: Oso 2/2 | Bob: Muro 0/4 bloquea Oso; tras los bloqueos: Oso gana volar, arrollar",
            "Oso gana las habilidades de volar y arrollar hasta el final del turno.",
        ),
    ],
)
def test_a_board_written_in_the_language_explains_its_action_as_printed(
    code: str, board: str, expected: str
) -> None:
    lines = explain(simulate(parse(board, vocabulary())), code).lines
    assert any(shown.startswith(expected) for shown in lines), lines


def test_the_picture_names_a_gained_keyword_with_its_number_or_its_quality() -> None:
    """A picture's caption of an action used to read each keyword as a bare id: a gained
    « bushido 2 » or protection stopped the picture."""
    board = "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear; after blocks: Bear gains bushido 2, protection from red"
    result = simulate(parse(board, vocabulary()))
    captions = {code: combat_scene(result, code).moments[0][1] for code in ("en", "fr")}
    assert captions["en"] == ["Bear gains bushido 2, protection from red"]
    assert captions["fr"] == [f"Bear acquiert{NBSP}: bushido 2, protection contre le rouge"]
