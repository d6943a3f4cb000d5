"""A small AtomicCards-shaped file, made by the project (tests never reach MTGJSON).

The shape follows MTGJSON's published data model (https://mtgjson.com/data-models/card/card-atomic/):
``{"meta": {"date", "version"}, "data": {NAME: [face, ...]}}``, each face with ``name``,
``faceName`` (multi-face cards), ``asciiName``, ``manaCost``, ``type``, ``types``,
``subtypes``, ``supertypes``, ``text``, ``power``/``toughness`` (strings, maybe ``*``),
``loyalty``, ``defense``, ``keywords``, ``layout``, ``side``, ``colors``, ``foreignData``
(``language``, ``name``, ``faceName``, ``text``, ``type``), ``rulings`` (``date``, ``text``),
``legalities`` (format -> ``Legal``, ``Banned``, ``Restricted``; a format left out is not
legal) and ``identifiers`` (``scryfallOracleId``; Black Lotus also carries the Scryfall id
and multiverse id of its Alpha printing, as data from printings does). Texts follow the
printed cards, and Black Lotus's, Lightning Bolt's and Tarmogoyf's legalities and
identifiers are their real ones; "Carrion Grinder" is made up, as no card we could check
prints trample over planeswalkers alone.

``python -m tests.cards.fixture OUT.json[.gz|.xz]`` writes it.
"""

from __future__ import annotations

import gzip
import json
import lzma
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

Foreign = tuple[str, str, str]  # (language, name, face name or "")
# The formats where the real cards are legal (MTGJSON leaves the others out).
BOLT_FORMATS = (
    *("commander", "duel", "legacy", "modern", "oathbreaker", "oldschool", "pauper"),
    *("paupercommander", "predh", "premodern", "vintage"),
)
GOYF_FORMATS = (
    *("commander", "duel", "historic", "legacy", "modern", "oathbreaker", "timeless", "vintage"),
)


def _foreign(names: dict[str, str], faces: dict[str, str] | None = None) -> list[dict[str, Any]]:
    languages = {"it": "Italian", "de": "German", "ja": "Japanese", "fr": "French", "es": "Spanish"}
    out = []
    for code, name in names.items():
        entry: dict[str, Any] = {"language": languages[code], "name": name}
        if faces and code in faces:
            entry["faceName"] = faces[code]
        out.append(entry)
    return out


def face(
    name: str,
    type_line: str,
    text: str = "",
    *,
    cost: str | None = None,
    pt: tuple[str, str] | None = None,
    loyalty: str | None = None,
    defense: str | None = None,
    keywords: tuple[str, ...] = (),
    layout: str = "normal",
    face_name: str | None = None,
    side: str | None = None,
    names: dict[str, str] | None = None,
    face_names: dict[str, str] | None = None,
    rulings: tuple[tuple[str, str], ...] = (),
    ascii_name: str | None = None,
    legalities: dict[str, str] | None = None,
    identifiers: dict[str, str] | None = None,
) -> dict[str, Any]:
    """One AtomicCards face object."""
    head, _, tail = type_line.partition(" — ")
    supertypes = [w for w in head.split() if w in ("Legendary", "Basic", "Snow", "World")]
    types = [w for w in head.split() if w not in supertypes]
    out: dict[str, Any] = {
        "name": name,
        "type": type_line,
        "types": types,
        "subtypes": tail.split() if tail else [],
        "supertypes": supertypes,
        "text": text,
        "layout": layout,
        "colors": [c for c in "WUBRG" if cost is not None and c in cost],
        "colorIdentity": [],
        "convertedManaCost": 0.0,
        "manaValue": 0.0,
        "legalities": legalities if legalities is not None else {"vintage": "Legal"},
        "purchaseUrls": {},
        "foreignData": _foreign(names or {}, face_names),
        "rulings": [{"date": d, "text": t} for d, t in rulings],
        "identifiers": identifiers
        or {"scryfallOracleId": str(uuid.uuid5(uuid.NAMESPACE_URL, name))},
    }
    if cost is not None:
        out["manaCost"] = cost
    if pt is not None:
        out["power"], out["toughness"] = pt
    if loyalty is not None:
        out["loyalty"] = loyalty
    if defense is not None:
        out["defense"] = defense
    if keywords:
        out["keywords"] = list(keywords)
    if face_name is not None:
        out["faceName"] = face_name
    if side is not None:
        out["side"] = side
    if ascii_name is not None:
        out["asciiName"] = ascii_name
    return out


def creature(
    name: str, pt: str, text: str = "", keywords: tuple[str, ...] = (), **more: Any
) -> dict[str, Any]:
    power, toughness = pt.split("/")
    subtype = more.pop("subtype", "Beast")
    return face(
        name, f"Creature — {subtype}", text, pt=(power, toughness), keywords=keywords, **more
    )


def cards() -> dict[str, list[dict[str, Any]]]:
    """The fixture's cards, keyed by name as AtomicCards is."""
    single = [
        creature(
            "Serra Angel",
            "4/4",
            "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
            ("Flying", "Vigilance"),
            cost="{3}{W}{W}",
            subtype="Angel",
            names={
                "it": "Angelo di Serra",
                "de": "Serra-Engel",
                "ja": "セラの天使",
                "fr": "Ange de Serra",
                "es": "Ángel de Serra",
            },
            rulings=(("2020-08-07", "Vigilance doesn't untap a creature."),),
        ),
        creature(
            "Serra Avatar",
            "*/*",
            "Serra Avatar's power and toughness are each equal to your life total.\n"
            "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its "
            "owner's library.",
            cost="{4}{W}{W}{W}",
            subtype="Avatar",
            names={"it": "Avatar di Serra", "de": "Serra-Avatar", "ja": "セラのアバター"},
        ),
        creature(
            "Giant Spider",
            "2/4",
            "Reach (This creature can block creatures with flying.)",
            ("Reach",),
            cost="{3}{G}",
            subtype="Spider",
            names={
                "it": "Ragno Gigante",
                "de": "Riesenspinne",
                "ja": "大蜘蛛",
                "fr": "Araignée géante",
                "es": "Araña gigante",
            },
        ),
        creature(
            "Grizzly Bears",
            "2/2",
            cost="{1}{G}",
            subtype="Bear",
            names={"it": "Orsi Grizzly", "de": "Grizzlybären", "ja": "灰色熊"},
        ),
        creature(
            "Tarmogoyf",
            "*/1+*",
            "Tarmogoyf's power is equal to the number of card types among cards in all "
            "graveyards and its toughness is equal to that number plus 1.",
            cost="{1}{G}",
            subtype="Lhurgoyf",
            names={"it": "Tarmogoyf", "de": "Tarmogoyf", "ja": "タルモゴイフ"},
            legalities=dict.fromkeys(GOYF_FORMATS, "Legal"),
            rulings=(
                (
                    "2017-03-14",
                    "Tarmogoyf's ability works in all zones, not just while it's on the "
                    "battlefield.",
                ),
                (
                    "2017-03-14",
                    "If Tarmogoyf is dealt lethal damage, it is checked as a state-based "
                    "action (see rule 704.5g) after the damage is dealt.",
                ),
            ),
        ),
        creature(
            "White Knight",
            "2/2",
            "First strike (This creature deals combat damage before creatures without "
            "first strike.)\nProtection from black",
            ("First strike", "Protection"),
            cost="{W}{W}",
            subtype="Human Knight",
            names={
                "it": "Cavaliere Bianco",
                "de": "Weißer Ritter",
                "ja": "白騎士",
                "fr": "Chevalier blanc",
            },
        ),
        creature(
            "Fencing Ace",
            "1/1",
            "Double strike",
            ("Double strike",),
            cost="{1}{W}",
            subtype="Human Soldier",
            names={"it": "Asso della Scherma", "de": "Fechtmeister", "ja": "剣術の名手"},
        ),
        creature(
            "Colossal Dreadmaw",
            "6/6",
            "Trample",
            ("Trample",),
            cost="{4}{G}{G}",
            subtype="Dinosaur",
            names={"it": "Fauci del Terrore Colossale", "de": "Kolossales Grauenmaul"},
        ),
        creature(
            "Carrion Grinder",
            "5/5",
            "Trample over planeswalkers",
            ("Trample over planeswalkers",),
            cost="{4}{B}{R}",
            subtype="Horror",
        ),
        creature(
            "Typhoid Rats",
            "1/1",
            "Deathtouch",
            ("Deathtouch",),
            cost="{B}",
            subtype="Rat",
            names={"it": "Ratti Tifoidei", "de": "Typhusratten", "ja": "チフスのネズミ"},
        ),
        creature(
            "Vampire Nighthawk",
            "2/3",
            "Flying\nDeathtouch\nLifelink",
            ("Flying", "Deathtouch", "Lifelink"),
            cost="{1}{B}{B}",
            subtype="Vampire Shaman",
            names={"it": "Falco Notturno Vampiro", "de": "Vampir-Nachtfalke"},
        ),
        creature(
            "Glistener Elf",
            "1/1",
            "Infect (This creature deals damage to creatures in the form of -1/-1 counters "
            "and to players in the form of poison counters.)",
            ("Infect",),
            cost="{G}",
            subtype="Phyrexian Elf Warrior",
        ),
        creature(
            "Boggart Ram-Gang",
            "3/3",
            "Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)",
            ("Haste", "Wither"),
            cost="{R/G}{R/G}{R/G}",
            subtype="Goblin Warrior",
        ),
        creature(
            "Bilious Skulldweller",
            "1/1",
            "Deathtouch\nToxic 1 (Players dealt combat damage by this creature also get a "
            "poison counter.)",
            ("Deathtouch", "Toxic"),
            cost="{B}",
            subtype="Phyrexian Insect",
        ),
        # combat depth: triggers
        creature(
            "Akrasan Squire",
            "1/1",
            "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
            "until end of turn.)",
            ("Exalted",),
            cost="{W}",
            subtype="Human Soldier",
        ),
        creature(
            "Goblin Wardriver",
            "2/2",
            "Battle cry (Whenever this creature attacks, each other attacking creature gets "
            "+1/+0 until end of turn.)",
            ("Battle cry",),
            cost="{R}{R}",
            subtype="Goblin Warrior",
        ),
        creature(
            "Devoted Retainer",
            "1/1",
            "Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until "
            "end of turn.)",
            ("Bushido",),
            cost="{W}",
            subtype="Human Samurai",
        ),
        creature(
            "Craw Giant",
            "6/4",
            "Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until "
            "end of turn for each creature blocking it beyond the first.)",
            ("Rampage", "Trample"),
            cost="{3}{G}{G}{G}{G}",
            subtype="Giant",
        ),
        creature(
            "Suq'Ata Lancer",
            "2/2",
            "Haste\nFlanking (Whenever a creature without flanking blocks this creature, the "
            "blocking creature gets -1/-1 until end of turn.)",
            ("Flanking", "Haste"),
            cost="{2}{R}",
            subtype="Human Knight",
        ),
        creature(
            "Ammit Eternal",
            "5/5",
            "Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)"
            "\nWhenever an opponent casts a spell, put a -1/-1 counter on Ammit Eternal.\n"
            "Whenever Ammit Eternal deals combat damage to a player, remove all -1/-1 counters "
            "from it.",
            ("Afflict",),
            cost="{2}{B}",
            subtype="Zombie Crocodile Demon",
        ),
        creature(
            "Skyhunter Strike Force",
            "2/2",
            "Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for "
            "each opponent you attacked this combat.)\nLieutenant — As long as you control your "
            "commander, other creatures you control have melee.",
            ("Flying", "Lieutenant", "Melee"),
            cost="{2}{W}",
            subtype="Cat Knight",
        ),
        creature(
            "Pit Scorpion",
            "1/1",
            "Poisonous 1 (Whenever this creature deals combat damage to a player, that player "
            "gets a poison counter.)",
            ("Poisonous",),
            cost="{2}{B}",
            subtype="Scorpion",
        ),
        creature(
            "Benalish Hero",
            "1/1",
            "Banding (Any creatures with banding, and up to one without, can attack in a band. "
            "Bands are blocked as a group. If any creatures with banding you control are "
            "blocking or being blocked by a creature, you divide that creature's combat damage, "
            "not its controller, among any of the creatures it's being blocked by or is "
            "blocking.)",
            ("Banding",),
            cost="{W}",
            subtype="Human Soldier",
            names={"it": "Eroe di Benalia", "de": "Benalischer Held", "ja": "ベナリアの英雄"},
        ),
        creature(
            "Alley Strangler",
            "2/3",
            "Menace (This creature can't be blocked except by two or more creatures.)",
            ("Menace",),
            cost="{2}{B}",
            subtype="Aetherborn Rogue",
        ),
        creature(
            "Darksteel Myr",
            "0/1",
            'Indestructible (Damage and effects that say "destroy" don\'t destroy it.)',
            ("Indestructible",),
            cost="{3}",
            subtype="Myr",
        ),
        creature(
            "Baneslayer Angel",
            "5/5",
            "Flying, first strike, lifelink, protection from Demons and from Dragons",
            ("Flying", "First strike", "Lifelink", "Protection"),
            cost="{3}{W}{W}",
            subtype="Angel",
            names={"it": "Angelo Flagello dei Draghi", "de": "Engel der Bannung"},
        ),
        creature(
            "Archetype of Courage",
            "2/2",
            "Creatures you control have first strike.\nCreatures your opponents control "
            "lose first strike and can't have or gain first strike.",
            ("First strike",),
            cost="{1}{W}{W}",
            subtype="Human Soldier",
        ),
        creature(
            "Gaea's Protector",
            "2/5",
            "Gaea's Protector must be blocked if able.",
            cost="{3}{G}",
            subtype="Elemental Warrior",
        ),
        creature(
            "Dandân",
            "4/1",
            "Dandân can't attack unless defending player controls an Island.\n"
            "When you control no Islands, sacrifice Dandân.",
            cost="{U}{U}",
            subtype="Fish",
            ascii_name="Dandan",
        ),
        creature(
            "Æther Adept",
            "2/2",
            "When Æther Adept enters the battlefield, return target creature to its owner's hand.",
            cost="{1}{U}{U}",
            subtype="Human Wizard",
            ascii_name="Aether Adept",
        ),
        face(
            "Jace Beleren",
            "Legendary Planeswalker — Jace",
            "+2: Each player draws a card.\n−1: Target player draws a card.\n"
            "−10: Target player mills twenty cards.",
            cost="{1}{U}{U}",
            loyalty="3",
            names={"it": "Jace Beleren", "de": "Jace Beleren", "ja": "ジェイス・ベレレン"},
        ),
        face(
            "Jace, the Mind Sculptor",
            "Legendary Planeswalker — Jace",
            "+2: Look at the top card of target player's library. You may put that card on "
            "the bottom of that player's library.\n0: Draw three cards, then put two cards "
            "from your hand on top of your library in any order.",
            cost="{2}{U}{U}",
            loyalty="3",
            names={"it": "Jace, lo Scultore della Mente", "de": "Jace, der Gedankenformer"},
        ),
        face(
            "Shadow Slice",
            "Sorcery",
            "Target opponent loses 3 life.\nCipher (Then you may exile this spell card "
            "encoded on a creature you control.)",
            cost="{4}{B}",
            keywords=("Cipher",),
            names={"it": "Taglio d'Ombra", "de": "Schattenschnitt", "ja": "影切り"},
        ),
        face(
            "Hidden Strings",
            "Sorcery",
            "You may tap or untap target permanent, then you may tap or untap another target "
            "permanent.\nCipher",
            cost="{1}{U}",
            keywords=("Cipher",),
        ),
        face(
            "Humility",
            "Enchantment",
            "All creatures lose all abilities and have base power and toughness 1/1.",
            cost="{2}{W}{W}",
            names={"it": "Umiltà", "de": "Demut", "ja": "謙虚"},
            rulings=tuple(
                (
                    f"2017-04-{10 + n:02}",
                    f"Ruling {n + 1}: Humility's effect is applied in layers 6 and 7b (see "
                    f"rules 613.1f and 704.5g); the order of effects with the same timestamp "
                    f"decides the result, and a creature that enters later is affected at once "
                    f"because continuous effects apply to it as soon as it exists.",
                )
                for n in range(18)
            ),
        ),
        face(
            "Lightning Bolt",
            "Instant",
            "Lightning Bolt deals 3 damage to any target.",
            cost="{R}",
            names={
                "it": "Fulmine",
                "de": "Blitzschlag",
                "ja": "稲妻",
                "fr": "Foudre",
                "es": "Rayo",
            },
            legalities=dict.fromkeys(BOLT_FORMATS, "Legal"),
            identifiers={"scryfallOracleId": "4457ed35-7c10-48c8-9776-456485fdf070"},
        ),
        face(
            "Black Lotus",
            "Artifact",
            "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
            cost="{0}",
            legalities={
                "commander": "Banned",
                "duel": "Banned",
                "legacy": "Banned",
                "oathbreaker": "Banned",
                "oldschool": "Restricted",
                "predh": "Banned",
                "vintage": "Restricted",
            },
            identifiers={
                "scryfallOracleId": "5089ec1a-f881-4d55-af14-5d996171203b",
                "scryfallId": "b0faa7f2-b547-42c4-a810-839da50dadfe",
                "multiverseId": "3",
            },
        ),
    ]
    data: dict[str, list[dict[str, Any]]] = {card["name"]: [card] for card in single}

    def multi(name: str, faces: list[dict[str, Any]]) -> None:
        for one in faces:
            one["name"] = name
        data[name] = faces

    multi(
        "Delver of Secrets // Insectile Aberration",
        [
            creature(
                "Delver of Secrets",
                "1/1",
                "At the beginning of your upkeep, look at the top card of your library. You "
                "may reveal that card. If an instant or sorcery card is revealed this way, "
                "transform Delver of Secrets.",
                cost="{U}",
                subtype="Human Wizard",
                layout="transform",
                face_name="Delver of Secrets",
                side="a",
                names={"it": "Delver of Secrets", "de": "Geheimnisforscher"},
                face_names={"de": "Geheimnisforscher"},
            ),
            creature(
                "Insectile Aberration",
                "3/2",
                "Flying",
                ("Flying",),
                subtype="Human Insect",
                layout="transform",
                face_name="Insectile Aberration",
                side="b",
                names={"de": "Insektenartige Abartigkeit"},
                face_names={"de": "Insektenartige Abartigkeit"},
            ),
        ],
    )
    multi(
        "Fire // Ice",
        [
            face(
                "Fire",
                "Instant",
                "Fire deals 2 damage divided as you choose among one or two targets.",
                cost="{1}{R}",
                layout="split",
                face_name="Fire",
                side="a",
                names={"it": "Fuoco // Ghiaccio", "de": "Feuer // Eis"},
                face_names={"it": "Fuoco", "de": "Feuer"},
            ),
            face(
                "Ice",
                "Instant",
                "Tap target permanent.\nDraw a card.",
                cost="{1}{U}",
                layout="split",
                face_name="Ice",
                side="b",
                names={"it": "Fuoco // Ghiaccio", "de": "Feuer // Eis"},
                face_names={"it": "Ghiaccio", "de": "Eis"},
            ),
        ],
    )
    multi(
        "Bonecrusher Giant // Stomp",
        [
            creature(
                "Bonecrusher Giant",
                "4/3",
                "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant "
                "deals 2 damage to that spell's controller.",
                cost="{2}{R}",
                subtype="Giant",
                layout="adventure",
                face_name="Bonecrusher Giant",
                side="a",
                names={"it": "Gigante Frantumaossa", "de": "Knochenbrecher-Riese"},
                face_names={"it": "Gigante Frantumaossa", "de": "Knochenbrecher-Riese"},
                rulings=(
                    (
                        "2019-10-04",
                        "If a spell's controller loses the game as its ability resolves, "
                        "see rules 104.3 and 800.4a.",
                    ),
                ),
            ),
            face(
                "Stomp",
                "Instant — Adventure",
                "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
                cost="{1}{R}",
                layout="adventure",
                face_name="Stomp",
                side="b",
            ),
        ],
    )
    multi(
        "Invasion of Zendikar // Awakened Skyclave",
        [
            face(
                "Invasion of Zendikar",
                "Battle — Siege",
                "(As a Siege enters, choose an opponent to protect it. You and others can "
                "attack it. When it's defeated, exile it, then cast it transformed.)\n"
                "When Invasion of Zendikar enters the battlefield, search your library for "
                "up to two basic land cards, put them onto the battlefield tapped, then "
                "shuffle.",
                cost="{3}{G}",
                defense="3",
                layout="transform",
                face_name="Invasion of Zendikar",
                side="a",
                names={"it": "Invasione di Zendikar", "de": "Invasion von Zendikar"},
                face_names={"it": "Invasione di Zendikar", "de": "Invasion von Zendikar"},
            ),
            creature(
                "Awakened Skyclave",
                "4/4",
                "Vigilance, haste\nAs long as Awakened Skyclave is on the battlefield, it's a "
                "land in addition to its other types.",
                ("Vigilance", "Haste"),
                subtype="Elemental",
                layout="transform",
                face_name="Awakened Skyclave",
                side="b",
            ),
        ],
    )
    return data


def atomic_cards(data: dict[str, list[dict[str, Any]]] | None = None) -> dict[str, Any]:
    """The whole AtomicCards document."""
    return {
        "meta": {"date": "2026-11-20", "version": "5.2.2+20261120"},
        "data": cards() if data is None else data,
    }


def encode(document: dict[str, Any], suffix: str = ".json") -> bytes:
    """The document as the bytes of ``AtomicCards<suffix>`` (``.json``, ``.json.gz``, ``.json.xz``)."""
    raw = json.dumps(document, ensure_ascii=False).encode("utf-8")
    if suffix.endswith(".gz"):
        return gzip.compress(raw, mtime=0)
    if suffix.endswith(".xz"):
        return lzma.compress(raw)
    return raw


def run_json(board: str, index: Any) -> dict[str, Any]:
    """Simulate ``board`` with the card source ``index`` and return the result's JSON."""
    from engine import parse, simulate
    from engine.jsonout import result_to_json

    return result_to_json(simulate(parse(board, cards=index)))


def printed_index(directory: Path, faces: list[dict[str, Any]]) -> Iterator[Any]:
    """The real card index of these faces (one card each), converted into ``directory``;
    closed when the generator is."""
    from bot.cards.data import convert
    from bot.cards.index import CardIndex

    path = directory / "cards.sqlite"
    convert(encode(atomic_cards({one["name"]: [one] for one in faces})), path)
    index = CardIndex.open(path)
    yield index
    index.close()


def run_events(board: str, index: Any) -> dict[str, Any]:
    """Simulate ``board`` with the card source ``index``: the result's JSON with its events."""
    from engine import parse, simulate
    from engine.jsonout import result_to_json

    return result_to_json(simulate(parse(board, cards=index)), events=True)


def life(out: dict[str, Any], name: str) -> int:
    """A player's life in a result's JSON."""
    return int(next(p["life"] for p in out["players"] if p["name"] == name))


def write(path: Path, document: dict[str, Any] | None = None) -> Path:
    """Write the document (the fixture by default) to ``path``, compressed by its suffix."""
    path.write_bytes(encode(document or atomic_cards(), "".join(path.suffixes)))
    return path


if __name__ == "__main__":
    print(write(Path(sys.argv[1])))
