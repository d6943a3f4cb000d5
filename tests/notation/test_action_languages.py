"""Actions and keywords written as each language's players write them (README "Actions
during combat", "Languages") mean what the English board means: the same actions, the same
permanents."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import parse
from engine.keywords import Keyword
from engine.model import Creature

IT = "Alice: Cavaliere 3/3 | Bob: Muro 0/4 blocca Cavaliere ; dopo blocchi: "
DE = "Alice: Ritter 3/3 | Bob: Mauer 0/4 blockt Ritter ; nach Blocks: "
JA = "Alice: 騎士 3/3 | Bob: 壁 0/4 ブロック 騎士 ; ブロック後: "
FR = "Alice: Chevalier 3/3 | Bob: Mur 0/4 bloque Chevalier ; après les blocages: "
ES = "Alice: Caballero 3/3 | Bob: Muro 0/4 bloquea a Caballero ; tras los bloqueos: "
EN = "Alice: Knight 3/3 | Bob: Wall 0/4 blocks Knight ; after blocks: "
# The other languages' names of the English board's permanents.
NAMES = {"Cavaliere": "Knight", "Ritter": "Knight", "騎士": "Knight", "Chevalier": "Knight"}
NAMES |= {"Caballero": "Knight", "Muro": "Wall", "Mauer": "Wall", "壁": "Wall", "Mur": "Wall"}


def effects(text: str) -> list[tuple]:
    """Each action's meaning, the names written as the English board's."""
    board = parse(text, vocabulary())
    out = []
    for moment in board.actions:
        for a in moment.actions:
            ref = None if a.ref is None else NAMES.get(a.ref.text, a.ref.text)
            made = a.creature
            qualities = None if made is None else (made.colors, made.types, made.keywords)
            out.append(
                (
                    moment.moment,
                    a.effect,
                    ref,
                    a.power,
                    a.toughness,
                    a.count,
                    a.keywords,
                    a.numbers,
                    a.protections,
                    qualities,
                )
            )
    return out


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (IT + "Muro segnalino -1/-1", "Wall -1/-1 counter"),
        (IT + "Muro segnalini +1/+1 x2", "Wall +1/+1 counter x2"),
        (IT + "previeni i prossimi 3 danni a Bob", "prevent the next 3 damage to Bob"),
        (
            IT + "Cavaliere ottiene protezione dal rosso e dal bianco",
            "Knight gains protection from red and from white",
        ),
        (IT + "Cavaliere ottiene volare, cautela", "Knight gains flying, vigilance"),
        (
            IT + "Fulmine rosso istantaneo infligge 3 danni a Muro",
            "Fulmine red instant deals 3 damage to Wall",
        ),
        (IT + "Bob perde 3 punti vita, tappa Muro", "Bob loses 3 life, tap Wall"),
        (
            IT + "Muro diventa rosso, Muro non può essere prevenuta",
            "Wall becomes red, Wall can't be prevented",
        ),
        (IT + "metti un segnalino +1/+1 su Cavaliere", "Knight +1/+1 counter"),
        (DE + "Mauer +1/+1-Marke", "Wall +1/+1 counter"),
        (DE + "schicke Mauer ins Exil", "exile Wall"),
        (DE.replace("nach Blocks", "nach den Blocks") + "zerstöre Mauer", "destroy Wall"),
        (
            DE + "Ritter erhält Schutz vor Rot und vor Weiß",
            "Knight gains protection from red and white",
        ),
        (DE + "verhindere die nächsten 2 Schaden an Bob", "prevent 2 to Bob"),
        (
            DE + "Bob verliert 3 Lebenspunkte, tappe Mauer, Mauer wird rot",
            "Bob loses 3 life, tap Wall, Wall becomes red",
        ),
        (JA + "騎士は二段攻撃を得る", "Knight gains double strike"),
        (JA + "軽減 2点 Bob に", "prevent 2 damage to Bob"),
        (JA + "壁に+1/+1カウンターを1個置く", "Wall +1/+1 counter"),
        (JA + "壁に-1/-1カウンターを2個置く", "Wall -1/-1 counter x2"),
        (
            JA + "Bobは3点のライフを失う、壁は赤になる、壁をタップ",
            "Bob loses 3 life, Wall becomes red, tap Wall",
        ),
        (
            FR + "mettez un marqueur +1/+1 sur Chevalier, engagez Mur",
            "Knight +1/+1 counter, tap Wall",
        ),
        (
            FR + "Bob perd 3 points de vie, prévenez les prochaines 2 blessures à Bob",
            "Bob loses 3 life, prevent 2 to Bob",
        ),
        (
            FR + "Foudre rouge éphémère inflige 3 blessures à Mur",
            "Foudre red instant deals 3 to Wall",
        ),
        (FR + "prévenez les 3 prochaines blessures à Bob", "prevent the next 3 damage to Bob"),
        (FR + "prévenez les 2 prochaines blessures de Mur", "prevent 2 from Wall"),
        (
            FR + "prévenez les 3 prochaines blessures à Bob, prévenez toutes les blessures",
            "prevent 3 to Bob, prevent all",
        ),
        (FR + "Chevalier acquiert les vol, vigilance", "Knight gains flying, vigilance"),
        (ES + "pon 2 contadores -1/-1 en Muro, gira Muro", "Wall -1/-1 counter x2, tap Wall"),
        (
            ES + "Muro se convierte en rojo, Bob pierde 3 vidas",
            "Wall becomes red, Bob loses 3 life",
        ),
        (EN + "put 2 -1/-1 counters on Wall", "Wall -1/-1 counter x2"),
    ],
)
def test_an_action_in_each_language_means_the_english_one(written: str, english: str) -> None:
    assert effects(written) == effects(EN + english)


def test_a_counter_word_before_the_pt_is_a_counter_not_a_name() -> None:
    """ "Muro segnalino -1/-1" once read as a -1/-1 pump of a creature "Muro segnalino"."""
    (action,) = parse(IT + "Muro segnalino -1/-1", vocabulary()).actions[0].actions
    assert (action.effect, action.ref and action.ref.text) == ("counters", "Muro")


def things(text: str) -> list[tuple]:
    board = parse(text, vocabulary())
    creatures = [t for side in board.sides for player in side.players for t in player.things]
    assert all(isinstance(t, Creature) for t in creatures)
    return [
        (t.power, t.toughness, t.keywords, t.numbers, t.protections, t.colors, t.ciphers)
        for t in creatures
        if isinstance(t, Creature)
    ]


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (
            "Alice: Cavaliere 3/3 volare, cautela, Orso 2/2 | Bob:",
            "Alice: Knight 3/3 flying vigilance, Bear 2/2 | Bob:",
        ),
        (
            "Alice: Ritter 3/3 Fliegend, Wachsamkeit | Bob:",
            "Alice: Knight 3/3 flying vigilance | Bob:",
        ),
        ("Alice: 騎士 3/3 飛行、警戒 | Bob:", "Alice: Knight 3/3 flying vigilance | Bob:"),
        (
            "Alice: Cavaliere 3/3 banda 1, Orso 2/2 gruppo 1 | Bob:",
            "Alice: Knight 3/3 band 1, Bear 2/2 band 1 | Bob:",
        ),
        (
            "Alice: Ritter 3/3 Banding 1, Bär 2/2 Gruppe 1 | Bob:",
            "Alice: Knight 3/3 band 1, Bear 2/2 band 1 | Bob:",
        ),
        (
            "Alice: 騎士 3/3 バンド 1、熊 2/2 バンド1、狼 2/2 組 1 | Bob:",
            "Alice: A 3/3 band 1, B 2/2 band 1, C 2/2 band 1 | Bob:",
        ),
        ("Alice: 騎士 3/3 バンド | Bob:", "Alice: Knight 3/3 banding | Bob:"),
        (
            "Alice: Cavaliere 3/3 protezione dal rosso e dal bianco | Bob:",
            "Alice: Knight 3/3 protection from (red, white) | Bob:",
        ),
        (
            "Alice: Ritter 3/3 Schutz vor Rot und vor Weiß | Bob:",
            "Alice: Knight 3/3 protection from (red, white) | Bob:",
        ),
        (
            "Alice: Chevalier 3/3 protection contre le rouge et contre le blanc | Bob:",
            "Alice: Knight 3/3 protection from (red, white) | Bob:",
        ),
        (
            "Alice: Knight 3/3 protection from red and white | Bob:",
            "Alice: Knight 3/3 protection from (red, white) | Bob:",
        ),
        (
            "Alice: Cavaliere 3/3 cifrare(Fendente d'Ombra) | Bob:",
            "Alice: Knight 3/3 cipher(Shadow Slice) | Bob:",
        ),
        (
            "Alice: Ritter 3/3 Chiffrieren(Schattenschnitt) | Bob:",
            "Alice: Knight 3/3 cipher(Shadow Slice) | Bob:",
        ),
        ("Alice: 騎士 3/3 暗号(影切り) | Bob:", "Alice: Knight 3/3 cipher(Shadow Slice) | Bob:"),
    ],
)
def test_keywords_as_each_language_prints_them(written: str, english: str) -> None:
    assert things(written) == things(english)


def test_protection_joined_keeps_a_colour_written_alone() -> None:
    """Without "and", a colour after protection's quality is the creature's own colour."""
    assert things("Alice: Knight 3/3 protection from red white | Bob:") == [
        (3, 3, frozenset(), (), ("red",), ("white",), ())
    ]


def test_a_name_after_a_keyword_list_is_still_a_new_permanent() -> None:
    with pytest.raises(Exception) as caught:
        parse("Alice: Cavaliere 3/3 volare, Orso | Bob:", vocabulary())
    assert getattr(caught.value, "detail", None) == "expected-pt"


def test_cipher_in_any_language_resolves_like_the_english_spell() -> None:
    from engine import simulate
    from engine.jsonout import result_to_json

    english = result_to_json(
        simulate(parse("Alice: Knight 3/3 cipher(Shadow Slice) | Bob:", vocabulary()))
    )
    for text in (
        "Alice: Knight 3/3 cifrare(Fendente d'Ombra) | Bob:",
        "Alice: Knight 3/3 暗号(影切り) | Bob:",
    ):
        assert result_to_json(simulate(parse(text, vocabulary()))) == english


def test_a_keyword_gained_by_its_printed_list() -> None:
    (action,) = parse(JA + "騎士は二段攻撃を得る", vocabulary()).actions[0].actions
    assert action.keywords == frozenset({Keyword.DOUBLE_STRIKE})


# -- Japanese: a source's damage and a division, as cards and players write them -------------

JA_DIVISION = "Alice: 巨人 5/6 | Bob: 牛 1/1 ブロック 巨人, 熊 4/4 ブロック 巨人 ; ブロック後: "


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (JA + "ショックは壁に2点のダメージを与える", "ショック deals 2 damage to Wall"),
        (
            JA + "ショック 赤 インスタント は 壁 に 2点のダメージを与える",
            "ショック red instant deals 2 to Wall",
        ),
        (JA + "稲妻はBobに3点のダメージを与える", "稲妻 deals 3 to Bob"),
        (JA + "騎士は壁に1点のダメージを与える, 壁をタップ", "騎士 deals 1 to Wall, tap Wall"),
    ],
)
def test_japanese_damage_by_a_source_reads_as_cards_print_it(written: str, english: str) -> None:
    assert effects(written) == effects(EN + english)
    source = parse(written, vocabulary()).actions[0].actions[0].creature
    assert source is not None and source.name in ("ショック", "稲妻", "騎士")


def shares(text: str) -> list[tuple[str, tuple[tuple[int, str], ...]]]:
    board = parse(text, vocabulary())
    return [
        (a.ref.text, tuple((n, ref.text) for n, ref in a.shares))
        for moment in board.actions
        for a in moment.actions
        if a.ref is not None and a.effect == "assign"
    ]


def test_japanese_division_across_the_comma_reads_each_share() -> None:
    written = JA_DIVISION + "巨人は牛に1点、熊に4点を割り振る"
    assert shares(written) == [("巨人", ((1, "牛"), (4, "熊")))]
    assert shares(written) == shares(JA_DIVISION + "巨人 割り振る 1 に 牛, 4 に 熊")


def test_japanese_division_of_one_share_then_another_action() -> None:
    board = parse(JA_DIVISION + "巨人は熊に5点を割り振る, 牛 破壊", vocabulary())
    assert [a.effect for a in board.actions[0].actions] == ["assign", "destroy"]
    assert shares(JA_DIVISION + "巨人は熊に5点を割り振る, 牛 破壊") == [("巨人", ((5, "熊"),))]


def test_japanese_division_outcome_and_refusal() -> None:
    from engine import IllegalActionError, simulate

    result = simulate(parse(JA_DIVISION + "巨人は牛に0点、熊に5点を割り振る", vocabulary()))
    assert [p.name for p in result.permanents if p.dies] == ["熊"]
    text = JA_DIVISION + "巨人は牛に1点、熊に3点を割り振る"
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse(text, vocabulary()))
    assert (caught.value.detail, caught.value.params["amount"]) == ("assign-total", 4)
    assert text[caught.value.span[0] : caught.value.span[1]] == "巨人は牛に1点、熊に3点を割り振る"


def test_a_name_of_the_board_with_a_particle_inside_is_not_cut() -> None:
    text = "Alice: 騎士 2/2 | Bob: 壁 0/4, 壁は堅い 0/4 ブロック 騎士 ; ブロック後: 壁は堅い 破壊"
    board = parse(text, vocabulary())
    assert [a.ref.text for a in board.actions[0].actions if a.ref] == ["壁は堅い"]
