"""Every notation example of the README's notation sections is read: each board of their code
blocks and each board written inline, each language's form of an action (the table of word
orders) and each language's form of a keyword or a structural word (``it `...`, de `...```).
Where the README shows an outcome beside a board, the outcome is that one."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli import main
from bot.i18n import vocabulary
from engine import CombatResult, parse, simulate
from engine.errors import RedzoneError
from engine.events import BandAssigned, BandBlocked

README = Path(__file__).resolve().parents[2] / "README.md"
SECTIONS = (
    "The board notation",
    "Actions during combat",
    "Protection, restrictions and evasion",
    "Combat triggers and banding",
    "Sieges, Commander games, Two-Headed Giant teams",
)
# The names each language's examples in the table of word orders use.
NAMES = {
    "en": ("Knight", "Wall"),
    "it": ("Cavaliere", "Muro"),
    "de": ("Ritter", "Mauer"),
    "ja": ("騎士", "壁"),
    "fr": ("Chevalier", "Mur"),
    "es": ("Caballero", "Muro"),
}
VOCABULARY = vocabulary()


def notation_sections() -> str:
    parts = re.split(r"^## ", README.read_text(encoding="utf-8"), flags=re.M)
    return "\n".join(part for part in parts if part.startswith(SECTIONS))


def code_blocks(text: str) -> list[list[str]]:
    """The lines of each code block without a language (a fence of ``` alone opens it)."""
    blocks: list[list[str]] = []
    inside: str | None = None
    for line in text.splitlines():
        if line.startswith("```"):
            if inside is None:
                inside = line
                blocks.append([])
            else:
                inside = None
        elif inside == "```":
            blocks[-1].append(line)
    return [block for block in blocks if block]


def code_block_examples() -> list[tuple[str, str]]:
    """Each board line of the sections' code blocks, with what is written beside it (after
    three or more spaces) and on the indented lines below it: its outcome, if any."""
    examples: list[tuple[str, str]] = []
    for block in code_blocks(notation_sections()):
        after_board = False
        for line in block:
            if line[:1].isspace():
                if after_board:
                    board, shown = examples[-1]
                    examples[-1] = (board, f"{shown} {line.strip()}".strip())
            elif line and not line.startswith(("$", '"', "BOARD", "MOMENT")):
                written, *beside = re.split(r"\s{3,}", line.strip(), maxsplit=1)
                examples.append((written, "".join(beside)))
                after_board = True
            else:
                after_board = False
    return examples


def table_forms() -> list[str]:
    """Each form of the first column of the tables of what is written on the board (``|
    written |``, ``| keyword |``), with 2 for the number a keyword takes (``toxic N``)."""
    forms = []
    for table in re.findall(
        r"^\| (?:written|keyword) \|.*?(?=^[^|])", notation_sections(), re.S | re.M
    ):
        for row in table.splitlines()[2:]:
            cell = row.split(" | ")[0]
            for form in re.findall(r"`([^`]+)`", cell):
                form = re.sub(r"\bN\b", "2", form)
                if not re.search(r"\b[A-Z]{3,}\b", form):  # a placeholder: SPELL NAME
                    forms.append(form)
    return forms


def word_order_forms() -> list[tuple[str, str]]:
    """Each form of the table of each language's word orders, with its language."""
    rows = re.findall(r"^\| (en|it|de|ja|fr|es) \|(.*)$", notation_sections(), flags=re.M)
    return [(lang, form) for lang, cells in rows for form in re.findall(r"`([^`]+)`", cells)]


def language_words() -> list[tuple[str, str]]:
    """Each keyword or structural word shown with its language (``it `rosso```)."""
    return re.findall(r"\b(it|de|ja|fr|es) `([^`]+)`", notation_sections())


def first_read(boards: list[str]) -> str | None:
    """The first board that is read and simulated, or None with every error."""
    for board in boards:
        try:
            simulate(parse(board, VOCABULARY))
        except RedzoneError:
            continue
        return board
    return None


def run_cli(board: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(["combat", board])
    out = capsys.readouterr()
    return status, " ".join((out.out + out.err).split())


def test_the_sections_have_examples_of_each_kind() -> None:
    assert len(code_block_examples()) >= 30
    assert len(table_forms()) >= 40
    assert {lang for lang, _ in word_order_forms()} == set(NAMES)
    assert {lang for lang, _ in language_words()} == {"it", "de", "ja", "fr", "es"}


@pytest.mark.parametrize(("board", "shown"), code_block_examples())
def test_a_code_block_example_is_read_with_the_outcome_shown(
    board: str, shown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, printed = run_cli(board, capsys)
    refused = re.fullmatch(r"-> (illegal_\w+) \(([\w-]+)\)(?:: (.*))?", shown)
    if refused:
        code, detail, message = refused.groups()
        with pytest.raises(RedzoneError) as caught:
            simulate(parse(board, VOCABULARY))
        assert (caught.value.code, caught.value.detail) == (code, detail)
        assert status == 2 and (message is None or message in printed)
        return
    assert status == 0, printed
    if shown.startswith("-> legal") or not shown:
        return
    if shown.startswith("-> "):
        assert shown.removeprefix("-> ") in printed
        return
    assert shown in OUTCOMES, f"the README shows an outcome this test does not check: {shown!r}"
    OUTCOMES[shown](simulate(parse(board, VOCABULARY)))


@pytest.mark.parametrize(("lang", "form"), word_order_forms())
def test_each_language_s_word_order_reads(lang: str, form: str) -> None:
    knight, wall = NAMES[lang]
    board = f"Alice: {knight} 2/2 | Bob: {wall} 0/4 blocks {knight}"
    # An action, a moment, or what follows the creature it is about.
    tries = [
        f"{board} ; after blocks: {form}",
        f"{board} ; {form}: {wall} +1/+1",
        f"{board} ; after blocks: {wall} {form}",
    ]
    assert first_read(tries) is not None, form


@pytest.mark.parametrize("form", table_forms() + [word for _, word in language_words()])
def test_a_form_of_the_tables_or_a_language_s_word_is_read(form: str) -> None:
    # A keyword of an attacker or a blocker, a permanent, a player with their permanents or
    # their lands, a blocker with its blocks, or an action's verb.
    tries = [
        f"Alice: Bear 2/2 {form} | Bob:",
        f"Alice: {form} | Bob:",
        f"Alice: Bear 2/2 | {form}",
        f"Alice: Bear 2/2 | Bob {form}: Wall 0/4",
        f"Alice: Knight 2/2, Bear 2/2 | Bob: {form}",
        f"Alice: Knight 2/2, Bear 2/2 | Bob: Wall 0/4 {form}",
        f"Alice: Knight 2/2, Bear 2/2 | Bob: Guard 2/4 can block additional 1 {form}",
        f"Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear ; after blocks: {form} Wall",
    ]
    assert first_read(tries) is not None, form


# -- the outcomes written in words beside a board (README "Combat triggers and banding") ---------


def perm(result: CombatResult, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in result.permanents if p.name == name)


def dealt(result: CombatResult) -> list[tuple[str, str, int]]:
    names = {p.id: p.name for p in result.permanents} | {p.name: p.name for p in result.players}
    return [(names[d.source], names[d.target], d.amount) for s in result.steps for d in s.damage]


def dividers(result: CombatResult) -> set[str]:
    return {e.divider for e in result.events if isinstance(e, BandAssigned)}


def attacks_alone_at_3_3(result: CombatResult) -> None:
    knight = perm(result, "Knight")
    assert (knight.power, knight.toughness) == (3, 3)
    assert result.players[1].life == 17


def bear_is_3_2_and_kills_the_wall(result: CombatResult) -> None:
    bear = perm(result, "Bear")
    assert (bear.power, bear.toughness) == (3, 2)
    assert perm(result, "Wall").dies


def bushido_first_and_the_samurai_deals_1(result: CombatResult) -> None:
    assert [e.kind for e in result.events if e.kind in ("bushido", "flanking")] == [
        "bushido",
        "flanking",
    ]
    assert ("Samurai", "Knight", 1) in dealt(result)


def ogre_blocks_both_and_alice_divides(result: CombatResult) -> None:
    blocks = [(e.blocker, e.attacker) for e in result.events if isinstance(e, BandBlocked)]
    assert blocks == [("b1", "a2")]
    assert dividers(result) == {"Alice"}
    assert sum(amount for source, _, amount in dealt(result) if source == "Ogre") == 4


def bob_divides_all_to_the_squire(result: CombatResult) -> None:
    assert dividers(result) == {"Bob"}
    assert dealt(result) == [("Giant", "Squire", 6), ("Squire", "Giant", 1)]
    assert result.players[1].life == 20


def alice_divides_the_guard_s_3_to_the_bear(result: CombatResult) -> None:
    assert dividers(result) == {"Alice"}
    assert ("Guard", "Bear", 3) in dealt(result)
    assert ("Guard", "Knight", 3) not in dealt(result)


OUTCOMES: dict[str, Callable[[CombatResult], None]] = {
    "Knight attacks alone: 3/3": attacks_alone_at_3_3,
    "Bear is 3/2 and kills the Wall": bear_is_3_2_and_kills_the_wall,
    "bushido first (603.3b): Samurai lives to deal 1": bushido_first_and_the_samurai_deals_1,
    "Ogre blocks both; Alice divides its 4": ogre_blocks_both_and_alice_divides,
    "Bob divides: all 6 to the Squire, none to Bob": bob_divides_all_to_the_squire,
    "Alice divides the Guard's 3: all to the Bear": alice_divides_the_guard_s_3_to_the_bear,
}
