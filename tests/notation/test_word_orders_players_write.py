"""Boards typed in the word order of each language's players mean what the English board
means (the same JSON result): a Japanese block written after its attacker (「熊 2/2
騎士をブロック」), keyword lists joined by a conjunction as cards print them ("volare e
cautela", 「飛行と警戒」), and a prevention in the order each language's cards print it
("previeni i prossimi 3 danni che verrebbero inflitti a Bob", 「次にBobに与えられる3点の
ダメージを軽減する」)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from bot.i18n import LANGUAGES, keyword_name, keyword_table, vocabulary
from engine import parse
from engine.errors import NotationError
from engine.keywords import KEYWORDS, Arg, Keyword
from engine.model import Creature
from tests.notation import as_english

# The names each language gives the English board's permanents.
NAMES = {
    "騎士": "Knight",
    "熊": "Bear",
    "壁": "Wall",
    "Cavaliere": "Knight",
    "Orso": "Bear",
    "Ritter": "Knight",
    "Bär": "Bear",
    "Chevalier": "Knight",
    "Ours": "Bear",
    "Caballero": "Knight",
    "Oso": "Bear",
}


def result(text: str) -> str:
    return as_english.result(text, NAMES)


# -- a Japanese block or attack written after its reference -------------------------------

JA_BLOCK = "Alice: 騎士 2/2 | Bob: 熊 2/2 "
EN_BLOCK = "Alice: Knight 2/2 | Bob: Bear 2/2 blocks Knight"


@pytest.mark.parametrize(
    "clause",
    [
        "騎士をブロック",
        "騎士をブロックする",
        "騎士を ブロック",
        "騎士 を ブロックする",
        "騎士 をブロック",
        "騎士 ブロック",
        "は騎士をブロック",
        "は 騎士をブロックする",
        "が騎士をブロックする",
        "ブロック 騎士",  # the notation's own order stays
    ],
)
def test_a_japanese_block_written_after_the_attacker_is_the_english_block(clause: str) -> None:
    assert result(JA_BLOCK + clause) == result(EN_BLOCK)


def test_keywords_before_a_block_written_last_stay_the_blockers() -> None:
    written = "Alice: 騎士 2/2 | Bob: 熊 2/2 先制攻撃 接死 騎士をブロック"
    assert result(written) == result("Alice: Knight 2/2 | Bob: Bear 2/2 fs dt blocks Knight")


def test_a_japanese_attack_written_after_the_player_is_the_english_attack() -> None:
    written = "Alice: 騎士 2/2 Bobを攻撃 | Bob: 熊 2/2 騎士をブロック | Ben"
    english = "Alice: Knight 2/2 -> Bob | Bob: Bear 2/2 blocks Knight | Ben"
    assert '"refused"' not in result(english)
    assert result(written) == result(english)


def test_the_reference_of_a_block_written_last_spans_only_its_name() -> None:
    text = JA_BLOCK + "飛行 は騎士をブロックする"
    bear = parse(text, vocabulary()).sides[1].players[0].things[0]
    assert isinstance(bear, Creature)
    assert bear.blocks is not None
    assert bear.blocks.text == "騎士"
    assert text[slice(*bear.blocks.span)] == "騎士"


@pytest.mark.parametrize(
    ("written", "detail"),
    [
        (JA_BLOCK + "ブロック", "expected-reference"),
        (JA_BLOCK + "ブロックする", "expected-reference"),
        (JA_BLOCK + "飛行 ブロック", "expected-reference"),
    ],
)
def test_a_block_word_with_no_reference_is_still_refused(written: str, detail: str) -> None:
    with pytest.raises(NotationError) as bad:
        parse(written, vocabulary())
    assert bad.value.detail == detail


@pytest.mark.parametrize("keyword", ["可能ならブロックする", "可能なら攻撃する", "先制攻撃"])
def test_a_keyword_ending_with_a_clause_word_stays_a_keyword(keyword: str) -> None:
    bear = parse(JA_BLOCK + keyword, vocabulary()).sides[1].players[0].things[0]
    assert isinstance(bear, Creature)
    assert bear.blocks is None and bear.attacks is None
    assert bear.keywords


# -- keyword lists joined by a conjunction --------------------------------------------------

FLAGS = [
    row.keyword for row in KEYWORDS if row.arg is Arg.NONE and row.keyword != Keyword.COMMANDER
]


def and_word(code: str) -> str:
    return "and" if code == "en" else keyword_table()["words"]["and"][code][0]


def joined(code: str, names: list[str]) -> str:
    """Keyword names as that language's cards print a list: commas, the last two joined by
    the word for "and" (Japanese glues it on: 「飛行、警戒と到達」)."""
    word = and_word(code)
    last = f"{names[-2]}{word}{names[-1]}" if code == "ja" else f"{names[-2]} {word} {names[-1]}"
    sep = "、" if code == "ja" else ", "
    return sep.join([*names[:-2], last])


def english(flags: tuple[Keyword, ...]) -> str:
    return (
        "Alice: Knight 2/3 " + " ".join(keyword_name(f, "en") for f in flags) + " | Bob: Bear 2/2"
    )


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("pair", list(pairwise(FLAGS)))
def test_two_keywords_joined_by_and_read_as_a_keyword_list(
    code: str, pair: tuple[Keyword, Keyword]
) -> None:
    names = [keyword_name(flag, code) for flag in pair]
    written = f"Alice: Knight 2/3 {joined(code, names)} | Bob: Bear 2/2"
    assert result(written) == result(english(pair))


@pytest.mark.parametrize(
    ("written", "flags"),
    [
        ("Cavaliere 2/3 volare e cautela", "flying vigilance"),
        ("Cavaliere 2/3 volare, cautela e travolgere", "flying vigilance trample"),
        ("Ritter 2/3 Fliegend und Wachsamkeit", "flying vigilance"),
        ("Ritter 2/3 Fliegend, Erstschlag und Wachsamkeit", "flying first strike vigilance"),
        ("Chevalier 2/3 vol et vigilance", "flying vigilance"),
        ("Caballero 2/3 vuela y vigilancia", "flying vigilance"),
        ("Caballero 2/3 vuela e indestructible", "flying indestructible"),
        ("騎士 2/3 飛行と警戒", "flying vigilance"),
        ("騎士 2/3 先制攻撃、飛行と警戒", "first strike flying vigilance"),
        ("騎士 2/3 毒性1と接死", "toxic 1 deathtouch"),
        ("騎士 2/3 飛行と他とのバンド", "flying bands with other"),
    ],
)
def test_a_printed_keyword_list_is_one_creature(written: str, flags: str) -> None:
    assert result(f"Alice: {written} | Bob: Bear 2/2") == result(
        f"Alice: Knight 2/3 {flags} | Bob: Bear 2/2"
    )


def test_a_printed_keyword_list_before_a_japanese_block_written_last() -> None:
    written = "Alice: 騎士 2/2 | Bob: 熊 2/2 飛行、警戒と到達 騎士をブロック"
    english = "Alice: Knight 2/2 | Bob: Bear 2/2 flying vigilance reach blocks Knight"
    assert result(written) == result(english)


def test_a_french_list_of_gained_keywords_with_their_articles_is_one_action() -> None:
    written = (
        "Alice: Chevalier 2/2 | Bob: Ours 2/2 bloque Chevalier ; après les blocages: "
        "Ours acquiert le vol, la vigilance et le piétinement"
    )
    english = (
        "Alice: Knight 2/2 | Bob: Bear 2/2 blocks Knight ; after blocks: "
        "Bear gains flying vigilance trample"
    )
    assert result(written) == result(english)


def test_keywords_joined_by_and_before_a_block_in_any_order() -> None:
    ja = "Alice: 騎士 2/2 | Bob: 熊 2/2 飛行と警戒 騎士をブロック"
    it = "Alice: Cavaliere 2/2 | Bob: Orso 2/2 volare e cautela blocca Cavaliere"
    en = "Alice: Knight 2/2 | Bob: Bear 2/2 flying vigilance blocks Knight"
    assert result(ja) == result(it) == result(en)


@pytest.mark.parametrize(
    "written",
    [
        "Alice: Cavaliere 2/3 volare e | Bob: Orso 2/2",
        "Alice: Cavaliere 2/3 e volare | Bob: Orso 2/2",
        "Alice: Cavaliere 2/3 volare e Orso | Bob: Orso 2/2",
        "Alice: 騎士 2/3 飛行と熊 | Bob: 熊 2/2",
    ],
)
def test_a_conjunction_joins_only_keywords(written: str) -> None:
    with pytest.raises(NotationError) as bad:
        parse(written, vocabulary())
    assert bad.value.code == "unknown_keyword"


def test_keywords_gained_as_a_joined_list_are_the_english_ones() -> None:
    en = "Alice: Knight 2/2 | Bob: Bear 2/2 blocks Knight ; after blocks: Bear gains flying vigilance"
    for written in (
        "Alice: Cavaliere 2/2 | Bob: Orso 2/2 blocca Cavaliere ; dopo i blocchi: Orso ha volare e cautela",
        "Alice: Ritter 2/2 | Bob: Bär 2/2 blockt Ritter ; nach den Blocks: Bär erhält Fliegend und Wachsamkeit",
        "Alice: 騎士 2/2 | Bob: 熊 2/2 騎士をブロック ; ブロック後: 熊は飛行と警戒を得る",
        "Alice: Chevalier 2/2 | Bob: Ours 2/2 bloque Chevalier ; après les blocages: "
        "Ours acquiert le vol et la vigilance",
        "Alice: Caballero 2/2 | Bob: Oso 2/2 bloquea a Caballero ; tras los bloqueos: "
        "Oso gana las habilidades de volar y vigilancia",
    ):
        assert result(written) == result(en)


# -- prevention in the order each language's cards print it -------------------------------

BOARD = {
    "en": "Alice: Knight 3/3, Bear 2/2 | Bob: Wall 0/4 blocks Knight ; after blocks: ",
    "it": "Alice: Cavaliere 3/3, Orso 2/2 | Bob: Wall 0/4 blocca Cavaliere ; dopo i blocchi: ",
    "de": "Alice: Ritter 3/3, Bär 2/2 | Bob: Wall 0/4 blockt Ritter ; nach den Blocks: ",
    "ja": "Alice: 騎士 3/3、熊 2/2 | Bob: Wall 0/4 騎士をブロック ; ブロック後: ",
    "fr": "Alice: Chevalier 3/3, Ours 2/2 | Bob: Wall 0/4 bloque Chevalier ; après les blocages: ",
    "es": "Alice: Caballero 3/3, Oso 2/2 | Bob: Wall 0/4 bloquea a Caballero ; tras los bloqueos: ",
}
TO_BOB = BOARD["en"] + "prevent 2 damage to Bob"
FROM_BEAR = BOARD["en"] + "prevent 2 damage from Bear"
FOG = BOARD["en"] + "fog"


@pytest.mark.parametrize(
    ("code", "written", "english"),
    [
        ("en", "prevent the next 2 damage that would be dealt to Bob this turn", TO_BOB),
        ("en", "prevent the next 2 damage that Bear would deal", FROM_BEAR),
        ("it", "previeni i prossimi 2 danni a Bob", TO_BOB),
        ("it", "previeni i prossimi 2 danni che verrebbero inflitti a Bob", TO_BOB),
        ("it", "previeni i prossimi 2 danni che verrebbero inflitti a Bob in questo turno", TO_BOB),
        ("it", "previeni i prossimi 2 danni che verrebbero inflitti da Orso", FROM_BEAR),
        ("it", "previeni i prossimi 2 danni che Orso infliggerebbe", FROM_BEAR),
        ("de", "verhindere die nächsten 2 Schadenspunkte, die Bob zugefügt würden", TO_BOB),
        ("de", "verhindere die nächsten 2 Schadenspunkte die Bob zugefügt würden", TO_BOB),
        (
            "de",
            "verhindere die nächsten 2 Schadenspunkte, die Bob in diesem Zug zugefügt würden",
            TO_BOB,
        ),
        ("de", "verhindere die nächsten 2 Schadenspunkte, die Bär zufügen würde", FROM_BEAR),
        ("ja", "軽減 2点 Bob に", TO_BOB),
        ("ja", "次にBobに与えられる2点のダメージを軽減する", TO_BOB),
        ("ja", "このターン、次にBobに与えられる2点のダメージを軽減する", TO_BOB),
        ("ja", "Bobに与えられる次の2点のダメージを軽減する", TO_BOB),
        ("ja", "Bobへの2点のダメージを軽減する", TO_BOB),
        ("ja", "次に熊が与える2点のダメージを軽減する", FROM_BEAR),
        ("ja", "このターンに与えられるすべての戦闘ダメージを軽減する", BOARD["en"] + "fog"),
        (
            "it",
            "previeni tutto il danno da combattimento che verrebbe inflitto in questo turno",
            FOG,
        ),
        ("de", "verhindere allen Kampfschaden, der in diesem Zug zugefügt würde", FOG),
        (
            "fr",
            "prévenez toutes les blessures de combat qui devraient être infligées ce tour-ci",
            FOG,
        ),
        ("es", "prevén todo el daño de combate que fuera a hacerse este turno", FOG),
        ("fr", "prévenez les 2 prochaines blessures qui seraient infligées à Bob", TO_BOB),
        (
            "fr",
            "prévenez les 2 prochaines blessures qui devraient être infligées à Bob ce tour-ci",
            TO_BOB,
        ),
        ("fr", "prévenez les 2 prochaines blessures que l'Ours infligerait", FROM_BEAR),
        ("fr", "prévenez les 2 prochaines blessures infligées par l'Ours", FROM_BEAR),
        (
            "es",
            "prevén los próximos 2 puntos de daño que se le fueran a hacer a Bob este turno",
            TO_BOB,
        ),
        ("es", "prevén los próximos 2 puntos de daño que fuera a hacer Oso", FROM_BEAR),
        ("es", "prevén los siguientes 2 puntos de daño que fueran a recibir Bob", TO_BOB),
        ("es", "prevén los siguientes 2 puntos de daño que se les fueran a hacer a Bob", TO_BOB),
        ("es", "prevén los próximos 2 puntos de daño de Oso", FROM_BEAR),
    ],
)
def test_a_prevention_in_the_printed_order_is_the_english_one(
    code: str, written: str, english: str
) -> None:
    assert result(BOARD[code] + written) == result(english)


def test_a_prevention_with_no_target_after_its_comma_is_still_refused() -> None:
    with pytest.raises(NotationError) as bad:
        parse(BOARD["de"] + "verhindere die nächsten 2 Schadenspunkte, exiliere Bär", vocabulary())
    assert bad.value.detail == "prevent-shape"


def test_a_prevention_and_another_action_after_a_comma_stay_two_actions() -> None:
    written = BOARD["de"] + "verhindere 2 Schadenspunkte an Bob, zerstöre Bär"
    assert result(written) == result(TO_BOB + ", destroy Bear")
