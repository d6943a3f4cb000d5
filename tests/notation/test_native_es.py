"""Actions as a Spanish player writes them, with the words of printed Spanish cards
("se convierte en un artefacto", "obtiene +2/+2 hasta el final del turno", "regresa ... a la
mano de su propietario"), mean what the English board means."""

from __future__ import annotations

import pytest

from tests.notation.test_action_languages import EN, ES, FR, IT, effects, things


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (ES + "Caballero se convierte en un artefacto", "Knight becomes artifact"),
        (ES + "Muro se vuelve una criatura roja", "Wall becomes red creature"),
        (ES + "Muro pasa a ser rojo", "Wall becomes red"),
        (FR + "Chevalier devient un artefact", "Knight becomes artifact"),
        (IT + "Cavaliere diventa un artefatto", "Knight becomes artifact"),
        (ES + "Caballero obtiene +2/+2", "Knight +2/+2"),
        (ES + "Caballero obtiene +2/+2 hasta el final del turno", "Knight +2/+2"),
        (ES + "Muro obtiene -1/-0, gira Muro", "Wall -1/-0, tap Wall"),
        (
            ES + "Caballero gana la habilidad de volar hasta el final del turno",
            "Knight gains flying",
        ),
        (ES + "regresa Muro a la mano de su propietario", "return Wall"),
        (ES + "Rayo hace 3 puntos de daño al Muro", "Rayo deals 3 damage to Wall"),
        (ES + "prevén 2 al Muro, prevén 1 del Muro", "prevent 2 to Wall, prevent 1 from Wall"),
        (ES + "quita Muro del combate", "remove Wall from combat"),
    ],
)
def test_a_spanish_action_means_the_english_one(written: str, english: str) -> None:
    assert effects(written) == effects(EN + english)


def test_the_english_fillers_are_read_too() -> None:
    assert effects(EN + "Knight +2/+2 until end of turn") == effects(EN + "Knight +2/+2")
    assert effects(EN + "return Wall to its owner's hand") == effects(EN + "return Wall")


def test_a_gained_keyword_is_still_a_keyword_after_obtiene() -> None:
    assert effects(ES + "Caballero obtiene volar") == effects(EN + "Knight gains flying")


@pytest.mark.parametrize(
    ("written", "english"),
    [
        ("Alice: Caballero 2/2 flanquea | Bob:", "Alice: Knight 2/2 flanking | Bob:"),
        ("Alice: Caballero 2/2 cruza montañas | Bob:", "Alice: Knight 2/2 mountainwalk | Bob:"),
        ("Alice: Caballero 2/2 debilitar | Bob:", "Alice: Knight 2/2 wither | Bob:"),
        ("Alice: Dauthi 2/2 se desvanece | Bob:", "Alice: Knight 2/2 shadow | Bob:"),
        ("Alice: Homúnculo 1/1 escurridizo | Bob:", "Alice: Knight 1/1 skulk | Bob:"),
        (
            "Alice: Guardiana 2/3 puede bloquear a cualquier cantidad de criaturas | Bob:",
            "Alice: Knight 2/3 can block any number | Bob:",
        ),
        ("Alice: Dauthi 2/2 desvanecerse | Bob:", "Alice: Knight 2/2 shadow | Bob:"),
        (
            "Alice: Cebo 2/2 todas las criaturas que puedan bloquearla lo hacen | Bob:",
            "Alice: Knight 2/2 all creatures able to block it do so | Bob:",
        ),
    ],
)
def test_keywords_as_spanish_cards_print_them(written: str, english: str) -> None:
    assert things(written) == things(english)
