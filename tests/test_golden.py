"""Golden files: boards covering every keyword, mode and error code, rendered in each language.

The files in tests/golden/<lang>/ are checked in and reviewed. After an intended change to
the wording, regenerate them with ``REDZONE_GOLDEN=update pytest tests/test_golden.py`` and
read the diff before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.explain import error_text, explain
from bot.i18n import LANGUAGES, vocabulary
from engine import Mode, RedzoneError, parse, simulate

GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("REDZONE_GOLDEN") == "update"

CASES: dict[str, tuple[str, str | None]] = {
    "first-strike": ("Alice: Soldier 2/2 first strike | Bob: Bear 2/2 blocks Soldier", None),
    "double-strike-trample": ("Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight", None),
    "trample-over-planeswalkers": (
        "Alice: Wurm 7/7 trample over planeswalkers -> Jace | Bob: Jace pw 4, Wall 0/2 blocks Wurm",
        None,
    ),
    "deathtouch-indestructible": (
        "Alice: Snake 1/1 deathtouch, Wurm 5/5 dt trample | Bob: Golem 3/3 indestructible blocks Snake, Bear 2/2 blocks Wurm, Cub 2/2 blocks Wurm",
        None,
    ),
    "lifelink-infect-toxic": (
        "Alice: Cleric 3/3 lifelink, Rat 2/2 infect, Ooze 2/2 toxic 1 | Bob p8:",
        None,
    ),
    "wither": ("Alice: Witherer 3/3 wither | Bob: Wall 0/3 blocks Witherer", None),
    "flying-reach-menace-vigilance": (
        "Alice: Hawk 2/2 flying vigilance, Goblin 2/2 menace | Bob: Spider 1/3 reach blocks Hawk, Bear 2/2 blocks Goblin, Cub 1/1 blocks Goblin",
        None,
    ),
    "cipher-damage": (
        "Alice: Rogue 1/1 ds cipher(Shadow Slice) cipher(Hidden Strings) | Bob 9: Ogre 3/3 damage 1",
        None,
    ),
    "battle": ("Alice: Bear 5/5 -> Siege | Bob: Siege battle 5", None),
    "multiplayer": (
        "Alice: Knight 3/3 ds -> Bob, Rat 2/2 infect -> Carol | Bob 3: Wall 0/9 | Carol:",
        None,
    ),
    "two-headed-giant": (
        "Alice: Rat 5/5 infect -> Bob & Ann: Ogre 4/4 -> Ben | Bob p10: & Ben:",
        None,
    ),
    "commander": ("Alice: Atraxa 7/7 commander -> Bob | Bob cd(Atraxa 15): | Carol:", "commander"),
    "quick-form": ("3/3 ds trample, 2/2 vs 4/4 blocks 1, 1/1 deathtouch blocks 2", None),
    "error-syntax": ("Alice: Bear 2/2 Bob: Wall 0/2", None),
    "error-unknown-keyword": ("Alice: Bear 2/2 flyng | Bob:", None),
    "error-unknown-reference": ("Alice: Bear 2/2 | Bob: Wall 0/4 blocks Beer", None),
    "error-ambiguous-reference": ("Alice: Bear 2/2, Bear 3/3 | Bob: Wall 0/4 blocks Bear", None),
    "error-illegal-block": ("Alice: Hawk 1/1 flying | Bob: Bear 2/2 blocks Hawk", None),
    "error-illegal-attack": ("Alice: Bear 2/2 -> Alice | Bob:", None),
    "error-conflicting-life": ("Alice 20: Bear 2/2 & Ann 25: | Bob: & Ben:", None),
    "error-too-large": ("Alice: Bear 2000000/2 | Bob:", None),
    # actions during combat
    "actions-removed-blockers": (
        "Alice: Knight 3/3 trample, Ogre 4/4 | Bob: Wall 0/4 blocks Knight, Bear 2/2 blocks Ogre ; after blocks: destroy Wall, remove Bear",
        None,
    ),
    "actions-first-strike-timing": (
        "Alice: Knight 2/2 first strike, Squire 1/1 | Bob: Bear 2/2 blocks Squire ; after first strike: Knight gains double strike, Squire gains first strike, Bear +2/+2",
        None,
    ),
    "actions-prevention-counters": (
        "Alice: Cleric 3/3 lifelink, Giant 4/4 | Bob: Wall 1/3 blocks Giant ; after attacks: put Soldier 1/1 -> Bob ; after blocks: prevent 2 to Bob, Giant can't be prevented, prevent 5 to Wall, Wall +1/+1 counter, Wall -1/-1 counter x2",
        None,
    ),
    "actions-italian": (
        "Alice: Cavaliere 3/3 travolgere | Bob: Muro 0/4 blocca Cavaliere ; dopo blocchi: distruggi Muro",
        None,
    ),
    "actions-french": (
        "Alice : Chevalier 3/3 piétinement | Bob : Mur 0/4 bloque Chevalier ; après les blocages : détruisez Mur",
        None,
    ),
    "actions-spanish": (
        "Alice: Caballero 3/3 arrolla | Bob: Muro 0/4 bloquea Caballero ; tras los bloqueos: destruye Muro",
        None,
    ),
    "actions-japanese": (
        "Alice: 騎士 3/3 先制攻撃 | Bob: 熊 2/2 ブロック 騎士 ; ブロック後: 熊 +0/+2 ; 先制攻撃後: 騎士 先制攻撃 を失う",
        None,
    ),
    "error-illegal-action": (
        "Alice: Knight 3/3 first strike | Bob: Bear 2/2 blocks Knight ; after first strike: Bear +2/+2",
        None,
    ),
    # protection, restrictions and evasion
    "protection-trample-deathtouch": (
        "Alice: Wurm 5/5 red trample deathtouch lifelink | Bob: Knight 2/2 protection from red blocks Wurm",
        None,
    ),
    "blocker-of-several-haste": (
        "Alice: Knight 1/1, Wurm 3/3 trample, Elf 1/1 sick haste | Bob lands(Island): Guard 2/2 can block additional 1 blocks Knight blocks Wurm",
        None,
    ),
    "error-illegal-block-protection": (
        "Alice: Knight 2/2 protection from red | Bob: Goblin 2/2 red blocks Knight",
        None,
    ),
    "error-illegal-attack-summoning-sick": ("Alice: Goblin 2/2 summoning sick | Bob:", None),
}

# Boards with card names, read through the fixture's card database (tests/cards/fixture.py).
CARD_CASES: dict[str, tuple[str, str | None]] = {
    "cards": (
        "Alice: Serra Angel -> Bob, Baneslayer Angel -> Bob, Tarmogoyf 4/5 -> Bob | Bob: Riesenspinne blocks Serra Angel, セラの天使 blocks Tarmogoyf",
        None,
    ),
    "error-unknown-card": ("Alice: Serra Angle -> Bob | Bob:", None),
    "error-ambiguous-card": ("Alice: Serra -> Bob | Bob:", None),
}


def render(board: str, mode: str | None, lang: str, cards=None) -> str:
    try:
        result = simulate(parse(board, vocabulary(), cards), Mode(mode) if mode else None)
    except RedzoneError as error:
        return f"$ {board}\n{error_text(error, board, lang)}\n"
    return f"$ {board}\n{explain(result, lang).as_text()}\n"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(CASES) + sorted(CARD_CASES))
def test_golden(name: str, lang: str, card_index) -> None:
    board, mode = CASES[name] if name in CASES else CARD_CASES[name]
    text = render(board, mode, lang, card_index if name in CARD_CASES else None)
    path = GOLDEN / lang / f"{name}.txt"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"no golden file {path}: run with REDZONE_GOLDEN=update"
    assert text == path.read_text(encoding="utf-8")


def test_golden_cases_cover_every_error_code_and_mode(card_index) -> None:
    from engine.errors import ERROR_CODES

    codes = set()
    modes = set()
    for name, (board, mode) in [*CASES.items(), *CARD_CASES.items()]:
        cards = card_index if name in CARD_CASES else None
        try:
            modes.add(
                simulate(parse(board, vocabulary(), cards), Mode(mode) if mode else None).mode
            )
        except RedzoneError as error:
            codes.add(error.code)
    assert codes == set(ERROR_CODES)
    assert modes == set(Mode)
