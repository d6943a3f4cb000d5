"""Japanese as its players write it (issue 33): actions in the printed wording of cards
(「熊を破壊する。」, 「熊はターン終了時まで+2/+2の修整を受ける」, 「ショックは2点のダメージを壁に与える」)
mean what the English actions mean; keywords by their printed names; and the catalog's
events end with the citation alone, never an aside in parentheses just before it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.explain import error_detail
from bot.i18n import vocabulary
from engine import parse, simulate
from engine.errors import IllegalActionError, RedzoneError, UnresolvedReferenceError
from engine.jsonout import result_to_json
from engine.keywords import Keyword
from engine.model import Creature

JA = "Alice: 騎士 3/3 | Bob: 壁 0/4 ブロック 騎士、熊 2/2 ; ブロック後: "
EN = "Alice: Knight 3/3 | Bob: Wall 0/4 blocks Knight, Bear 2/2 ; after blocks: "
NAMES = {"騎士": "Knight", "壁": "Wall", "熊": "Bear"}
CATALOG = Path(__file__).resolve().parents[2] / "locales" / "ja.ftl"


def effects(text: str) -> list[tuple[object, ...]]:
    """Each action's meaning, the names written as the English board's."""
    board = parse(text, vocabulary())
    out: list[tuple[object, ...]] = []
    for moment in board.actions:
        for a in moment.actions:
            made = a.creature
            out.append(
                (
                    moment.moment,
                    a.effect,
                    None if a.ref is None else NAMES.get(a.ref.text, a.ref.text),
                    a.power,
                    a.toughness,
                    a.count,
                    a.keywords,
                    None if made is None else (made.colors, made.types),
                )
            )
    return out


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (JA + "熊を破壊する", "destroy Bear"),
        (JA + "熊を追放する", "exile Bear"),
        (JA + "熊をタップする", "tap Bear"),
        (JA + "熊をアンタップする", "untap Bear"),
        (JA + "熊をオーナーの手札に戻す", "bounce Bear"),
        (JA + "熊を破壊。", "destroy Bear"),
        (JA + "熊を破壊する。壁を追放する。", "destroy Bear, exile Wall"),
        (JA + "熊は+2/+2の修整を受ける", "Bear +2/+2"),
        (JA + "熊はターン終了時まで-1/-1の修整を受ける", "Bear -1/-1"),
        (JA + "熊はターン終了時まで先制攻撃を得る", "Bear gains first strike"),
        (JA + "ターン終了時まで熊は先制攻撃を得る", "Bear gains first strike"),
        (JA + "稲妻は熊に3点のダメージを与える。", "稲妻 deals 3 to Bear"),
        (
            JA + "ショック 赤 インスタントは2点のダメージを熊に与える",
            "ショック red instant deals 2 to Bear",
        ),
        (JA + "騎士は3点のダメージを壁に与える", "騎士 deals 3 to Wall"),
    ],
)
def test_actions_in_the_printed_wording_mean_the_english_ones(written: str, english: str) -> None:
    assert effects(written) == effects(EN + english)


def test_a_card_type_glued_to_the_particle_leaves_the_reference_alone() -> None:
    """「インスタントは狼」: the reference at fault is 狼, not the source's last quality."""
    written = JA + "ショック 赤 インスタントは狼に2点のダメージを与える"
    with pytest.raises(UnresolvedReferenceError) as bad:
        simulate(parse(written, vocabulary()))
    assert bad.value.params["ref"] == "狼"
    assert written[slice(*bad.value.span)] == "狼"


def test_rampage_by_its_printed_name() -> None:
    board = parse("Alice: 獣 3/3 ランページ 2 | Bob: 熊 2/2 ブロック 獣", vocabulary())
    beast = next(thing for *_, thing in board.things() if isinstance(thing, Creature))
    assert beast.number(Keyword.RAMPAGE) == 2


def _event_lines() -> list[tuple[str, str]]:
    lines, current = [], None
    for line in CATALOG.read_text(encoding="utf-8").splitlines():
        start = re.match(r"([a-z][\w-]*) =", line)
        if start:
            current = start[1]
        elif line and not line[0].isspace() and not line.startswith("}"):
            current = None
        if current is not None and current.startswith("event-"):
            lines.append((current, line.rstrip()))
    return lines


def test_events_end_with_a_sentence_so_the_citation_stands_alone() -> None:
    """The citation goes in before 「。」 (「…します（ルール508.1a）。」): an event ending with
    an aside in parentheses would read 「…（戦闘ダメージではありません）（ルール120.2b）。」."""
    lines = _event_lines()
    assert len(lines) > 100
    assert [(key, line) for key, line in lines if line.endswith("）。")] == []


@pytest.mark.parametrize("written", ["Bob 毒9:", "Bob 毒カウンター9:", "Bob 15 毒9:"])
def test_a_poison_count_by_its_japanese_mark(written: str) -> None:
    """「毒9」 is the poison count of p9, not part of the player's name."""
    english = written.replace("毒カウンター", "p").replace("毒", "p")
    board, same = (parse("Alice: ネズミ 2/2 感染 | " + w, vocabulary()) for w in (written, english))
    bob, bob_en = board.sides[1].players[0], same.sides[1].players[0]
    assert (bob.name, bob.life, bob.poison) == (bob_en.name, bob_en.life, bob_en.poison)
    assert (bob.name, bob.poison) == ("Bob", 9)


def test_the_blocks_of_a_legal_declaration_are_joined_as_japanese_joins_a_list() -> None:
    written = "Alice: 騎士 3/3 ブロックできるすべてのクリーチャーにブロックされる | Bob: 熊 2/2 ブロック 騎士、狼 2/2"
    with pytest.raises(IllegalActionError) as refused:
        simulate(parse(written, vocabulary()))
    detail = error_detail(refused.value, "ja")
    assert "熊 → 騎士、狼 → 騎士（ルール509.1c）。" in detail
    assert ";" not in detail


@pytest.mark.parametrize(
    ("written", "english"),
    [
        ("Bob: ジェイス 忠誠度 4", "Bob: ジェイス PW 4"),
        ("Bob: ジェイス プレインズウォーカー 4", "Bob: ジェイス PW 4"),
        ("Bob: | Carol: 包囲 守備値 3", "Bob: | Carol: 包囲 battle 3"),
    ],
)
def test_a_planeswalker_or_battle_by_the_word_for_its_number(written: str, english: str) -> None:
    """「ジェイス 忠誠度 4」, 「包囲 守備値 3」: the number's own name says what the permanent is."""
    attack = "Alice: 騎士 3/3 -> " + ("包囲 | " if "包囲" in written else "ジェイス | ")
    board, same = (parse(attack + text, vocabulary()) for text in (written, english))
    assert [thing for *_, thing in board.things()] == [thing for *_, thing in same.things()]


# -- Boards as a Japanese judge types them (issue 33): each gives the English board's JSON,
# each name read as the English name written in its place.


def board_json(board: str) -> str:
    """The board's JSON result with its events, or its error (code, detail, params)."""
    try:
        result = result_to_json(simulate(parse(board, vocabulary())), events=True)
    except RedzoneError as error:
        return json.dumps([error.code, error.detail, error.params], ensure_ascii=False)
    return json.dumps(result, ensure_ascii=False, sort_keys=True)


def same_as_english(typed: str, english: str, names: dict[str, str]) -> None:
    found = board_json(typed)
    for mine, theirs in names.items():
        found = found.replace(mine, theirs)
    assert found == board_json(english)


@pytest.mark.parametrize(
    "typed",
    [
        "Alice: 天使 4/4 飛行 絆魂 ー＞ Bob | Bob:",
        "Alice: 天使 4/4 飛行 絆魂 ー> Bob | Bob:",
        "Alice: 天使 4/4 飛行 絆魂 ー＞Bob | Bob:",
        "Alice：天使 4/4 飛行 絆魂　ー＞　Bob｜Bob：",
        "Alice: 天使 4/4 飛行・絆魂 ー＞ Bob | Bob:",
        "Alice: 天使 4/4 飛行 ・ 絆魂 －＞ Bob | Bob:",
    ],
)
def test_the_ime_arrow_and_keywords_joined_by_the_middle_dot(typed: str) -> None:
    """ー＞ is the arrow a Japanese IME gives for "->"; 「飛行・絆魂」 lists two keywords."""
    same_as_english(typed, "Alice: Angel 4/4 flying lifelink -> Bob | Bob:", {"天使": "Angel"})


def test_the_long_vowel_mark_stays_a_letter_of_a_katakana_name() -> None:
    """スリヴァー ends in ー; only a ー standing alone before ＞ is the arrow."""
    same_as_english(
        "Alice: スリヴァー 2/2 ー＞ ウォーカー | ウォーカー: 熊ー 2/2 ブロック スリヴァー",
        "Alice: Sliver 2/2 -> Walker | Walker: Bear 2/2 blocks Sliver",
        {"スリヴァー": "Sliver", "ウォーカー": "Walker", "熊ー": "Bear"},
    )


def test_a_name_keeps_its_middle_dot() -> None:
    same_as_english(
        "Alice: ジェイス・ベレレン 2/2 飛行・警戒 | Bob: 熊 2/2 飛行 ジェイス・ベレレンをブロック",
        "Alice: Jace 2/2 flying vigilance | Bob: Bear 2/2 flying blocks Jace",
        {"ジェイス・ベレレン": "Jace", "熊": "Bear"},
    )


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("Bob ライフ5:", "Bob 5:"),
        ("Bob 5点:", "Bob 5:"),
        ("Bob ライフ5点:", "Bob 5:"),
        ("Bob ライフ 5:", "Bob 5:"),
        ("Bob ライフ 5点 毒 3:", "Bob 5 p3:"),
        ("Bob 毒3 ライフ5:", "Bob 5 p3:"),
        ("Bob 毒 3:", "Bob p3:"),
        ("Bob ライフ５点：", "Bob 5:"),
    ],
)
def test_a_life_total_as_japanese_writes_it_after_the_name(typed: str, english: str) -> None:
    """「ライフ5」 and 「5点」 are Bob's life total, as 「毒3」 is his poison count: never a
    player named 「Bob ライフ5」 left at 20 life."""
    attack = "Alice: 天使 4/4 飛行 ー＞ Bob | "
    same_as_english(
        attack + typed, "Alice: Angel 4/4 flying -> Bob | " + english, {"天使": "Angel"}
    )
    assert parse(attack + typed, vocabulary()).sides[1].players[0].name == "Bob"


def test_a_player_may_be_named_by_the_word_for_life() -> None:
    """A header's first word is the name: 「ライフ:」 is a player named ライフ."""
    player = parse("Alice: 熊 2/2 ー＞ ライフ | ライフ:", vocabulary()).sides[1].players[0]
    assert (player.name, player.life) == ("ライフ", None)


@pytest.mark.parametrize("written", ["白と青", "白・青", "（白・青）", "（白と青）", "白 と 青"])
def test_protection_from_qualities_joined_in_one_word(written: str) -> None:
    """「プロテクション 白・青」 is protection from white and from blue, never from a subtype
    named 「白・青」 that nothing has."""
    same_as_english(
        f"Alice: 熊 2/2 プロテクション {written} | Bob: 騎士 2/2 青 ブロック 熊",
        "Alice: Bear 2/2 protection from white and from blue | Bob: Knight 2/2 blue blocks Bear",
        {"熊": "Bear", "騎士": "Knight"},
    )


def test_an_ambiguous_name_gives_each_id_in_full_width_parentheses():
    """「熊（a1）、熊（a2）」: Japanese writes an aside in 「（）」 with no space before it;
    English keeps "Bear (a1)"."""
    with pytest.raises(RedzoneError) as caught:
        simulate(parse("Alice: 熊 2/2, 熊 3/3 | Bob: 壁 0/4 ブロック 熊", vocabulary()))
    assert caught.value.detail == "ambiguous-which"
    assert "：熊（a1）、熊（a2）。" in error_detail(caught.value, "ja")
    assert "熊 (a1) and 熊 (a2)" in error_detail(caught.value, "en")
