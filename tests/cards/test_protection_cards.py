"""Colours, types and protection come with a card (MTGJSON ``colors``, ``types``,
``subtypes`` and its keyword lines), through the real converter and index (fixture data)."""

from __future__ import annotations

import pytest

from engine import parse, simulate
from engine.errors import IllegalActionError
from engine.model import Creature
from tests.cards.fixture import run_json


def creature(board: str, index, name: str) -> Creature:
    for _, _, thing in parse(board, cards=index).things():
        if thing.name == name:
            assert isinstance(thing, Creature)
            return thing
    raise AssertionError(name)


def refused(board: str, index) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        simulate(parse(board, cards=index))
    return caught.value


def test_a_card_brings_its_colours_types_and_protection(card_index):
    board = "Alice: White Knight -> Bob, Boggart Ram-Gang -> Bob | Bob:"
    knight = creature(board, card_index, "White Knight")
    assert knight.colors == ("white",)
    assert knight.types == ("Creature", "Human", "Knight")
    assert knight.protections == ("black",)
    ram = creature(board, card_index, "Boggart Ram-Gang")
    assert ram.colors == ("red", "green")  # hybrid {R/G}: both colours
    assert "Goblin" in ram.types


def test_written_colours_and_types_add_to_the_card(card_index):
    angel = creature(
        "Alice: Baneslayer Angel blue type(Avatar) -> Bob | Bob:", card_index, "Baneslayer Angel"
    )
    assert angel.colors == ("white", "blue")
    assert angel.types[-1] == "Avatar" and "Angel" in angel.types
    assert angel.protections == ("Demons", "Dragons")


def test_protection_from_a_card_colour_stops_the_block(card_index):
    # 702.16f: White Knight has protection from black; Bilious Skulldweller is black.
    refusal = refused(
        "Alice: White Knight -> Bob | Bob: Bilious Skulldweller blocks White Knight", card_index
    )
    assert refusal.detail == "protection"
    assert refusal.params["rule"] == "702.16f"


def test_protection_prevents_a_black_deathtoucher(card_index):
    # 702.16e: the damage is prevented, so deathtouch does nothing; the Knight survives.
    out = run_json(
        "Alice: Rat 3/3 black deathtouch -> Bob | Bob: White Knight blocks Rat", card_index
    )
    perms = {p["name"]: p for p in out["permanents"]}
    assert not perms["White Knight"]["dies"] and perms["White Knight"]["damage"] == 0
    assert perms["Rat"]["damage"] == 2 and not perms["Rat"]["dies"]
    assert "702.16e" in out["rules"]


def test_protection_from_a_subtype_reads_the_singular(card_index):
    # Baneslayer Angel has protection from Demons: a written Demon can't block it.
    refusal = refused(
        "Alice: Baneslayer Angel -> Bob | Bob: Fiend 6/6 flying type(Demon) blocks Baneslayer Angel",
        card_index,
    )
    assert refusal.detail == "protection"


def test_a_colourless_card_brings_its_types(card_index):
    # A card without colours keeps its types: protection from Myr stops Darksteel Myr's
    # block (702.16f) as it stops a written Myr.
    board = "Alice: Knight 2/2 protection from Myr -> Bob | Bob: Darksteel Myr blocks Knight"
    myr = creature(board, card_index, "Darksteel Myr")
    assert myr.colors == () and myr.types == ("Creature", "Myr")
    assert refused(board, card_index).detail == "protection"


def test_card_reply_lists_protection_as_simulated(card_index):
    from bot.cards.reply import card_json, card_reply

    (face,) = card_json(card_index, "White Knight")["faces"]
    assert face["protection"] == ["black"] and face["unmodeled"] == []
    lines = "\n".join(card_reply(card_index, "White Knight", "de").lines)
    assert "Schutz vor Schwarz" in lines


def test_protection_the_engine_cannot_read_stays_not_simulated():
    from engine.cards import read_face

    text = "Flying\nProtection from the color of your choice"
    assert read_face((), text).protections == ()
    assert read_face(("Flying", "Protection"), text).unmodeled == (
        "Protection from the color of your choice",
    )
    assert read_face((), "Protection from white and from blue").protections == ("white", "blue")
    assert read_face((), "Protection from all colors").protections == (
        "white",
        "blue",
        "black",
        "red",
        "green",
    )


def test_restriction_lines_about_the_card_itself_are_simulated():
    from engine.cards import read_face
    from engine.keywords import Keyword

    read = read_face((), "Phantom Warrior can't be blocked.", "Phantom Warrior")
    assert read.keywords == {Keyword.CANT_BE_BLOCKED} and read.unmodeled == ()
    read = read_face(("Defender",), "Defender\nThis creature can't block.", "X")
    assert read.keywords == {Keyword.DEFENDER, Keyword.CANT_BLOCK} and read.unmodeled == ()
    # A restriction the card gives others is not its own: reported, not simulated.
    read = read_face((), "Creatures you control can't be blocked.", "Y")
    assert read.keywords == frozenset()
    assert read.unmodeled == ("Creatures you control can't be blocked.",)


def test_each_part_of_a_keyword_line_gives_what_it_simulates():
    """Protection, keywords with a number, toxic, landwalk and flags in one line; a line
    whose first part is not simulated is reported whole (its flying is not read)."""
    from engine.cards import read_face
    from engine.keywords import Keyword

    text = (
        "Flying, Bushido 2, protection from red and from Demons, Toxic 1, swampwalk, "
        "whenever it attacks\n"
        "Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)\n"
        "Bushido 1\nRampage 2\nCreatures you control have haste.\n"
        "Protection from instants, flying"
    )
    # "Creatures you control have haste." is a static ability (engine.oracle), not its own.
    unmodeled = ("whenever it attacks", "Protection from instants, flying")
    read = read_face((), text)
    assert read.keywords == {Keyword.FLYING, Keyword.SWAMPWALK}
    assert read.toxic == 3 and read.protections == ("red", "Demons")
    assert read.numbers == ((Keyword.BUSHIDO, 3), (Keyword.RAMPAGE, 2))
    assert read.unmodeled == unmodeled
    assert [static.keywords for static in read.statics] == [{Keyword.HASTE}]
    # MTGJSON's keywords of the face: rampage is not among them, so its number is not counted.
    listed = read_face(("Flying", "Bushido", "Toxic", "Swampwalk", "Protection"), text)
    assert listed.numbers == ((Keyword.BUSHIDO, 3),) and listed.toxic == 3
    assert listed.keywords == read.keywords and listed.unmodeled == unmodeled


def test_a_land_card_gives_its_land_types_for_landwalk():
    from engine.cards import CardFace

    class Lands:
        def exact(self, name):
            if name.lower() == "watery grave":
                return CardFace("Watery Grave", "other", types=("Land", "Island", "Swamp"))
            return None

        def lookup(self, name):
            return self.exact(name)

    board = parse(
        "Alice: Merfolk 2/2 islandwalk | Bob lands(Watery Grave, Forest): Wall 0/4", cards=Lands()
    )
    assert board.sides[1].players[0].lands == ("Island", "Swamp", "Forest")
    refusal = refused(
        "Alice: Merfolk 2/2 islandwalk | Bob lands(Watery Grave): Wall 0/4 blocks Merfolk", Lands()
    )
    assert refusal.detail == "landwalk"
    # Without card data the name is kept as written, and no landwalk reads it.
    assert parse("Alice: X 1/1 | Bob lands(Watery Grave):").sides[1].players[0].lands == (
        "Watery Grave",
    )


# /card shows a card's protection from creature types in the reply's language, one
# protection for all of them, as the language's cards print Baneslayer Angel's.
@pytest.mark.parametrize(
    ("lang", "printed"),
    [
        ("en", "protection from Demons and from Dragons"),
        ("de", "Schutz vor Dämonen und vor Drachen"),
        ("it", "protezione dai Demoni e dai Draghi"),
        ("fr", "protection contre les démons et contre les dragons"),
        ("es", "protección contra Demonios y contra Dragones"),
        ("ja", "プロテクション（デーモン）、プロテクション（ドラゴン）"),
    ],
)
def test_card_reply_prints_protection_from_types_in_the_language(card_index, lang, printed):
    from bot.cards.reply import card_reply
    from bot.i18n import t

    head = t(lang, "card-simulated", keywords="\x01").split("\x01")[0]
    lines = card_reply(card_index, "Baneslayer Angel", lang).lines
    (simulated,) = [line for line in lines if line.startswith(head)]
    assert printed in simulated, simulated
    assert "Demons" not in simulated or lang == "en", simulated  # the oracle text stays English


def test_protection_from_a_type_in_a_combat_line_is_written_in_the_language():
    from bot.explain import explain
    from bot.i18n import vocabulary

    board = "Alice: Goblin 2/2 type(Goblin) -> Bob | Bob: Knight 2/2 protection from Goblins blocks Goblin"
    result = simulate(parse(board, vocabulary()))
    for lang, printed in (("it", "protezione dai Goblin"), ("es", "protección contra Trasgos")):
        lines = explain(result, lang).lines
        assert any(printed in line for line in lines), (lang, lines)
