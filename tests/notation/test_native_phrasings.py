"""Phrasings players of each language type, beyond the notation's own words, read as the
English board they mean (the same JSON result): an attack written as the language's verb
("Ours 2/2 attaque Jace", "Bär 2/2 greift Jace an"), a German article before a reference
("blockt den Ritter") or a creature's name ("der Bär 2/2"), one blocker of attackers joined by "and" ("bloque Ours et Ogre",
「騎士と狼をブロック」), a life total after the language's word for life ("Bob vita 5:"),
Italian masculine forms, and actions as cards print them or players type them ("Bob erhält 3
Lebenspunkte dazu", "Blitz fügt Bär 3 Schadenspunkte zu", "Orso ritorna in mano", "détruis
Mur", "Ours +2/+2 jusqu'à la fin du tour")."""

from __future__ import annotations

import pytest

from bot.i18n import vocabulary
from engine import parse
from engine.errors import NotationError
from engine.model import Creature
from tests.notation import as_english

# The names each language gives the English board's permanents and sources.
NAMES = {
    "Ritter": "Knight",
    "Chevalier": "Knight",
    "騎士": "Knight",
    "Bär": "Bear",
    "Orso": "Bear",
    "Ours": "Bear",
    "Oso": "Bear",
    "狼": "Bear",
    "Mauer": "Wall",
    "Muro": "Wall",
    "Mur": "Wall",
    "壁": "Wall",
    "Ogro": "Ogre",
    "Blitz": "Bolt",
}


def result(text: str) -> str:
    return as_english.result(text, NAMES)


JACE = " | Bob: Jace pw 3"


@pytest.mark.parametrize(
    ("written", "english"),
    [
        # An attack as the language's verb before its target: the arrow.
        ("Alice: Ours 2/2 attaque Jace" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        ("Alice: Oso 2/2 ataca a Jace" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        ("Alice: Orso 2/2 attacca Jace" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        ("Alice: Bär 2/2 greift Jace an" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        ("Alice: Bear 2/2 attacks Jace" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        # A keyword that begins with the attack word stays the keyword.
        (
            "Alice: Ours 2/2 attaque à chaque combat si possible attaque Jace" + JACE,
            "Alice: Bear 2/2 attacks each combat if able -> Jace" + JACE,
        ),
        (
            "Alice: Bär 2/2 greift in jedem Kampf an falls möglich greift Jace an" + JACE,
            "Alice: Bear 2/2 attacks each combat if able -> Jace" + JACE,
        ),
        # A German article before the reference.
        (
            "Alice: Ritter 2/2 | Bob: Mauer 0/2 blockt den Ritter",
            "Alice: Knight 2/2 | Bob: Wall 0/2 blocks Knight",
        ),
        (
            "Alice: Bär 2/2 greift den Jace an" + JACE,
            "Alice: Bear 2/2 -> Jace" + JACE,
        ),
        # An article written before a creature's name is not part of it.
        ("Alice: der Bär 2/2 greift Jace an" + JACE, "Alice: Bear 2/2 -> Jace" + JACE),
        (
            "Alice: der Bär 2/2 | Bob: Mauer 0/4 blockt den Bär",
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear",
        ),
        (
            "Alice: der Bär 2/2 | Bob: Mauer 0/4 blockt Bär",
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear",
        ),
        (
            "Alice: l'Ours 2/2 | Bob: Mur 0/4 bloque Ours",
            "Alice: Bear 2/2 | Bob: Wall 0/4 blocks Bear",
        ),
        # One blocker of several attackers joined by the language's "and".
        (
            "Alice: Ours 2/2, Ogre 3/3 | Bob: Mur 0/4 can block additional 1 bloque Ours et Ogre",
            "Alice: Bear 2/2, Ogre 3/3 | Bob: Wall 0/4 can block additional 1 blocks Bear "
            "blocks Ogre",
        ),
        (
            "Alice: Oso 2/2, Ogro 3/3 | Bob: Muro 0/4 can block additional 1 "
            "bloquea a Oso y a Ogro",
            "Alice: Bear 2/2, Ogre 3/3 | Bob: Wall 0/4 can block additional 1 blocks Bear "
            "blocks Ogre",
        ),
        (
            "Alice: 騎士 2/2, 狼 2/2 | Bob: 壁 0/4 can block additional 1 騎士と狼をブロック",
            "Alice: Knight 2/2, Bear 2/2 | Bob: Wall 0/4 can block additional 1 "
            "blocks Knight blocks Bear",
        ),
        # Without the effect that allows it, the second block is refused as in English.
        (
            "Alice: Ours 2/2, Ogre 3/3 | Bob: Mur 0/4 bloque Ours et Ogre",
            "Alice: Bear 2/2, Ogre 3/3 | Bob: Wall 0/4 blocks Bear blocks Ogre",
        ),
        # Italian masculine forms beside the feminine ones.
        (
            "Alice: Orso 2/2 non può essere bloccato | Bob: Muro 0/4 blocca Orso",
            "Alice: Bear 2/2 can't be blocked | Bob: Wall 0/4 blocks Bear",
        ),
        # A life total after the language's word for life.
        ("Alice: Orso 2/2 | Bob vita 5: Muro 0/4", "Alice: Bear 2/2 | Bob 5: Wall 0/4"),
        ("Alice: Bär 2/2 | Bob Leben 5 p2: Mauer 0/4", "Alice: Bear 2/2 | Bob 5 p2: Wall 0/4"),
        ("Alice: Ours 2/2 | Bob vie 5: Mur 0/4", "Alice: Bear 2/2 | Bob 5: Wall 0/4"),
        ("Alice: Oso 2/2 | Bob vida 5: Muro 0/4", "Alice: Bear 2/2 | Bob 5: Wall 0/4"),
        # ... written in several words: not a player named "Bob punti" at 20 life.
        ("Alice: Orso 2/2 | Bob punti vita 5: Muro 0/4", "Alice: Bear 2/2 | Bob 5: Wall 0/4"),
        (
            "Alice: Ours 2/2 | Bob points de vie 5 p2: Mur 0/4",
            "Alice: Bear 2/2 | Bob 5 p2: Wall 0/4",
        ),
        ("Alice: Oso 2/2 | Bob puntos de vida 5: Muro 0/4", "Alice: Bear 2/2 | Bob 5: Wall 0/4"),
    ],
)
def test_a_native_phrasing_is_the_english_board(written: str, english: str) -> None:
    assert result(written) == result(english)


BEAR = "Alice: Bear 2/2 | Bob 20: Wall 0/4 ; after blocks: "


@pytest.mark.parametrize(
    ("written", "english"),
    [
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: Bob erhält 3 Lebenspunkte dazu",
            BEAR + "Bob gains 3 life",
        ),
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: Blitz fügt Bär 3 Schadenspunkte zu",
            BEAR + "Bolt deals 3 to Bear",
        ),
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: Blitz rot Spontanzauber fügt Bär 3 "
            "Schadenspunkte zu",
            BEAR + "Bolt red instant deals 3 to Bear",
        ),
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: bringe Bär auf die Hand seines "
            "Besitzers zurück",
            BEAR + "bounce Bear",
        ),
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: Bär +2/+2 bis zum Ende des Zuges",
            BEAR + "Bear +2/+2 until end of turn",
        ),
        (
            "Alice: Orso 2/2 | Bob 20: Muro 0/4 ; dopo blocchi: Bob guadagna 3 punti vita",
            BEAR + "Bob gains 3 life",
        ),
        (
            "Alice: Orso 2/2 | Bob 20: Muro 0/4 ; dopo blocchi: Bob guadagna 1 punto vita",
            BEAR + "Bob gains 1 life",
        ),
        (
            "Alice: Bär 2/2 | Bob 20: Mauer 0/4 ; nach Blocks: Bob verliert 1 Lebenspunkt",
            BEAR + "Bob loses 1 life",
        ),
        (
            "Alice: Orso 2/2 | Bob 20: Muro 0/4 ; dopo blocchi: Orso ritorna in mano",
            BEAR + "bounce Bear",
        ),
        (
            "Alice: Orso 2/2 | Bob 20: Muro 0/4 ; dopo il blocco: distruggi Muro",
            BEAR + "destroy Wall",
        ),
        (
            "Alice: Ours 2/2 | Bob 20: Mur 0/4 ; après les blocages: détruis Mur",
            BEAR + "destroy Wall",
        ),
        ("Alice: Ours 2/2 | Bob 20: Mur 0/4 ; après les blocages: exile Mur", BEAR + "exile Wall"),
        ("Alice: Ours 2/2 | Bob 20: Mur 0/4 ; après les blocages: engage Mur", BEAR + "tap Wall"),
        (
            "Alice: Ours 2/2 | Bob 20: Mur 0/4 ; après les blocages: mets un marqueur +1/+1 sur Ours",
            BEAR + "put 1 +1/+1 counter on Bear",
        ),
        (
            "Alice: Ours 2/2 | Bob 20: Mur 0/4 ; après les blocages: Ours +2/+2 jusqu'à la fin du "
            "tour",
            BEAR + "Bear +2/+2 until end of turn",
        ),
    ],
)
def test_an_action_as_cards_print_it_or_players_type_it_is_the_english_one(
    written: str, english: str
) -> None:
    assert result(written) == result(english)


def test_words_joined_by_and_that_name_one_creature_stay_one_name() -> None:
    board = parse("Alice: Salt and Pepper 2/2 | Bob: Wall 0/4 blocks Salt and Pepper", vocabulary())
    wall = board.sides[1].players[0].things[0]
    assert isinstance(wall, Creature)
    assert wall.blocks is not None and wall.blocks.text == "Salt and Pepper"
    assert not wall.also_blocks


def test_a_poison_mark_apart_from_its_number_stays_in_the_name() -> None:
    bob = parse("Alice: Bear 2/2 | Bob p 3: Wall 0/4", vocabulary()).sides[1].players[0]
    assert (bob.name, bob.life, bob.poison) == ("Bob p", 3, None)


@pytest.mark.parametrize(
    ("written", "detail", "span"),
    [
        ("Alice: Ours 2/2 attaque | Bob: Mur 0/4", "expected-reference", (16, 23)),
        ("Alice: Bär 2/2 greift | Bob: Mauer 0/4", "expected-reference", (15, 21)),
    ],
)
def test_an_attack_word_with_no_target_is_refused_with_its_span(
    written: str, detail: str, span: tuple[int, int]
) -> None:
    with pytest.raises(NotationError) as caught:
        parse(written, vocabulary())
    assert (caught.value.code, caught.value.detail, caught.value.span) == ("syntax", detail, span)


def test_an_article_before_a_creature_s_name_is_left_out_of_it() -> None:
    board = parse("Alice: der Bär 2/2, l'Ours 3/3, Il Gigante 4/4 | Bob:", vocabulary())
    names = [t.name for t in board.sides[0].players[0].things if isinstance(t, Creature)]
    assert names == ["Bär", "Ours", "Gigante"]
