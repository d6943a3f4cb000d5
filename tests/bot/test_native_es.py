"""Native review of the Spanish catalog: lines that said the opposite of the English, or
read as a translation, rendered through the real catalog."""

from __future__ import annotations

from bot.i18n import LOCALES_DIR, t


def test_trample_short_of_lethal_lets_nothing_through() -> None:
    """702.19b: trample lets nothing through when the blocker is not assigned lethal
    damage; the line used to say none passed *thanks to* trample."""
    line = t("es", "event-assign", how="partial", source="Sierpe", target="Muro", amount=3)
    assert "gracias a arrollar" not in line
    assert "arrollar no deja pasar nada de su daño" in line
    assert "menos del daño letal" in line


def test_a_regenerated_blocker_removed_from_combat_reads_as_one_list() -> None:
    removed = t("es", "event-regenerated", why="lethal", permanent="Oso", how="removed")
    tapped = t("es", "event-regenerated", why="lethal", permanent="Oso", how="tapped")
    assert removed.endswith("se le quita todo el daño, se gira y se retira del combate.")
    assert tapped.endswith("se le quita todo el daño y se gira.")


def test_attackers_are_masculine_everywhere() -> None:
    """«los atacantes» as in «Después de declarar los atacantes»: one gender in every
    message."""
    text = (LOCALES_DIR / "es.ftl").read_text(encoding="utf-8")
    assert "las atacantes" not in text
    assert "los atacantes" in text


def test_the_attacking_player_is_named_as_a_player_in_the_advice() -> None:
    line = t("es", "advice-why-trade", player="Beto", life=2, count=1, killed=0)
    assert line.endswith("el jugador atacante no pierde ninguna.")


def test_command_descriptions_are_infinitives() -> None:
    assert t("es", "cmd-game-advise-desc").startswith("Aconsejar ")
