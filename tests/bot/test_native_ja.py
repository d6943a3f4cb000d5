"""Japanese as its players write it (issue 33): actions in the printed wording of cards
(「熊を破壊する。」, 「熊はターン終了時まで+2/+2の修整を受ける」, 「ショックは2点のダメージを壁に与える」)
mean what the English actions mean; keywords by their printed names; and the catalog's
events end with the citation alone, never an aside in parentheses just before it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.explain import error_detail
from bot.i18n import vocabulary
from engine import parse, simulate
from engine.errors import IllegalActionError, UnresolvedReferenceError
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
