"""Small numbers written as words where an action takes a number (README "Actions during
combat"): counters, prevention, damage, life and a division read "two", «due», „zwei“,
二, «deux», «dos» as the digit, in every language (locales/keywords.toml ``[numbers]``)."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import parse, simulate
from engine.jsonout import result_to_json
from tests.notation.test_action_languages import DE, EN, ES, FR, IT, JA

# Each language's board with a division of combat damage to write (a 5/6 blocked by two).
DIVIDED = {
    "en": "Alice: Giant 5/6 | Bob: Ox 1/1 blocks Giant, Bear 4/4 blocks Giant ; after blocks: ",
    "it": "Alice: Gigante 5/6 | Bob: Bue 1/1 blocca Gigante, Orso 4/4 blocca Gigante ; "
    "dopo blocchi: ",
    "de": "Alice: Riese 5/6 | Bob: Ochse 1/1 blockt Riese, Bär 4/4 blockt Riese ; nach Blocks: ",
    "ja": "Alice: 巨人 5/6 | Bob: 牛 1/1 ブロック 巨人, 熊 4/4 ブロック 巨人 ; ブロック後: ",
    "fr": "Alice: Géant 5/6 | Bob: Bœuf 1/1 bloque Géant, Ours 4/4 bloque Géant ; "
    "après les blocages: ",
    "es": "Alice: Gigante 5/6 | Bob: Buey 1/1 bloquea a Gigante, Oso 4/4 bloquea a Gigante ; "
    "tras los bloqueos: ",
}

# (board, action with {} for the numbers, the number words, the digits they mean)
CASES = [
    (EN, "put {} +1/+1 counters on Wall", ("two",), (2,)),
    (EN, "put {} -1/-1 counter on Wall", ("one",), (1,)),
    (EN, "prevent {} damage to Bob", ("three",), (3,)),
    (EN, "prevent the next {} damage from Knight", ("ten",), (10,)),
    (EN, "Lightning deals {} damage to Wall", ("three",), (3,)),
    (EN, "Bob loses {} life, Bob gains {} life", ("four", "five"), (4, 5)),
    (DIVIDED["en"], "Giant assigns {} to Ox, {} to Bear", ("one", "four"), (1, 4)),
    (IT, "metti {} segnalini +1/+1 su Muro", ("due",), (2,)),
    (IT, "metti {} segnalini -1/-1 su Muro", ("sette",), (7,)),
    (IT, "previeni {} danno a Bob", ("un",), (1,)),
    (IT, "previeni i prossimi {} danni a Bob", ("tre",), (3,)),
    (IT, "previeni {} danni da Cavaliere", ("sei",), (6,)),
    (IT, "Fulmine infligge {} danni a Muro", ("tre",), (3,)),
    (IT, "Bob perde {} punti vita, Bob ottiene {} punti vita", ("quattro", "cinque"), (4, 5)),
    (DIVIDED["it"], "Gigante assegna {} a Bue, {} a Orso", ("uno", "quattro"), (1, 4)),
    (DE, "lege {} +1/+1-Marken auf Mauer", ("zwei",), (2,)),
    (DE, "lege {} -1/-1-Marke auf Mauer", ("eine",), (1,)),
    (DE, "verhindere die nächsten {} Schadenspunkte an Bob", ("drei",), (3,)),
    (DE, "verhindere {} Schaden von Ritter", ("sieben",), (7,)),
    (DE, "Blitz verursacht {} Schaden an Mauer", ("drei",), (3,)),
    (DE, "Bob verliert {} Lebenspunkte, Bob erhält {} Lebenspunkte", ("vier", "fünf"), (4, 5)),
    (DE, "Bob verliert {} Lebenspunkte", ("funf",), (5,)),  # typed without its umlaut
    (DIVIDED["de"], "Riese verteilt {} an Ochse, {} an Bär", ("einen", "vier"), (1, 4)),
    (JA, "壁に+1/+1カウンターを{}個置く", ("二",), (2,)),
    (JA, "壁に-1/-1カウンターを{}置く", ("二つ",), (2,)),
    (JA, "軽減 {}点 Bob に", ("三",), (3,)),
    (JA, "稲妻はBobに{}点のダメージを与える", ("三",), (3,)),
    (JA, "Bobは{}点のライフを失う、Bobは{}点のライフを得る", ("四", "五"), (4, 5)),
    (DIVIDED["ja"], "巨人は牛に{}点、熊に{}点を割り振る", ("一", "四"), (1, 4)),
    (FR, "mettez {} marqueurs +1/+1 sur Mur", ("deux",), (2,)),
    (FR, "mettez {} marqueurs -1/-1 sur Mur", ("trois",), (3,)),
    (FR, "prévenez les {} prochaines blessures à Bob", ("trois",), (3,)),
    (FR, "prévenez les {} prochaines blessures de Chevalier", ("huit",), (8,)),
    (FR, "Foudre inflige {} blessures à Mur", ("trois",), (3,)),
    (FR, "Bob perd {} points de vie, Bob gagne {} points de vie", ("quatre", "cinq"), (4, 5)),
    (DIVIDED["fr"], "Géant attribue {} à Bœuf, {} à Ours", ("une", "quatre"), (1, 4)),
    (ES, "pon {} contadores +1/+1 en Muro", ("dos",), (2,)),
    (ES, "pon {} contadores -1/-1 en Muro", ("seis",), (6,)),
    (ES, "Rayo hace {} punto de daño al Muro", ("un",), (1,)),
    (ES, "prevén {} al Muro", ("tres",), (3,)),
    (ES, "prevén {} del Caballero", ("nueve",), (9,)),
    (ES, "Rayo hace {} puntos de daño al Muro", ("tres",), (3,)),
    (ES, "Bob pierde {} vidas, Bob gana {} vidas", ("cuatro", "cinco"), (4, 5)),
    (DIVIDED["es"], "Gigante asigna {} a Buey, {} a Oso", ("uno", "cuatro"), (1, 4)),
]


def result(text: str) -> dict:
    return result_to_json(simulate(parse(text, vocabulary())), events=True)


@pytest.mark.parametrize(("board", "action", "words", "digits"), CASES)
def test_a_number_word_means_its_digits(board, action, words, digits) -> None:
    assert result(board + action.format(*words)) == result(board + action.format(*digits))


def test_every_language_and_every_action_with_a_number_is_covered() -> None:
    languages = {board for board, *_ in CASES}
    assert {EN, IT, DE, JA, FR, ES} <= languages and set(DIVIDED.values()) <= languages
    for board in (EN, IT, DE, JA, FR, ES):
        effects = set()
        for case_board, action, _words, digits in CASES:
            if case_board == board:
                moment = parse(board + action.format(*digits), vocabulary()).actions[0]
                effects |= {a.effect for a in moment.actions}
        assert {"counters", "prevent_to", "damage", "life_lose", "life_gain"} <= effects


def test_a_number_word_counts_the_counters() -> None:
    (action,) = parse(FR + "mettez deux marqueurs +1/+1 sur Mur", vocabulary()).actions[0].actions
    assert (action.effect, action.power, action.toughness, action.count) == ("counters", 1, 1, 2)
    (action,) = parse(JA + "壁に+1/+1カウンターを三個置く", vocabulary()).actions[0].actions
    assert (action.effect, action.count) == ("counters", 3)
