"""``/card NAME``: a card's faces, what Redzone simulates of it, its official rulings, its
legality in each format, its picture and its pages on Scryfall and Gatherer.

The oracle text and the rulings stay English (the official text); every heading around
them is localized. Rule numbers in rulings become the same rule links ``/rule`` offers.
``/card NAME legal`` shows the card's legality in every format of the card data.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any
from urllib.parse import quote, quote_plus

from bot.cards.index import CardIndex, Face
from bot.cards.names import normalize
from bot.i18n import LANGUAGES, date_text, keyword_name, list_text, protection_texts, t
from bot.replies import Link, Reply
from engine.cards import MAX_SUGGESTIONS, Candidates, read_face
from engine.keywords import Keyword

_RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?)(?![\d])")
MAX_LINKS = 25
_ON_BOARD = ("Creature", "Planeswalker", "Battle")


def rule_numbers(texts: list[str]) -> list[str]:
    """The rule numbers the texts cite (``704.5g``), in order, once each."""
    found: list[str] = []
    for text in texts:
        for number in _RULE.findall(text):
            if number not in found:
                found.append(number)
    return found


def ruling_date(day: str, lang: str) -> str:
    """A ruling's date (``2019-10-04`` in the card data) as the language writes dates; as
    stored when it is not a date."""
    try:
        return date_text(lang, date.fromisoformat(day))
    except ValueError:
        return day


def find_card(index: CardIndex, name: str) -> list[Face] | Candidates:
    """Every face of the card a name names, or the nearest names."""
    faces = index.faces_of_key(normalize(name))
    cards = {f.card for f in faces}
    if len(cards) == 1:
        return index.card_faces(faces[0].card)
    if len(cards) > 1:
        return Candidates(tuple(sorted({f.name for f in faces}))[:MAX_SUGGESTIONS], True)
    found = index.lookup(name)
    return found if isinstance(found, Candidates) else Candidates()


def _stats(face: Face, lang: str) -> str | None:
    if face.power is not None and face.toughness is not None:
        return t(lang, "card-pt", pt=f"{face.power}/{face.toughness}")
    if face.loyalty is not None:
        return t(lang, "card-loyalty", loyalty=face.loyalty)
    if face.defense is not None:
        return t(lang, "card-defense", defense=face.defense)
    return None


def face_lines(face: Face, lang: str, heading: bool) -> list[str]:
    """One face: its name and cost (for a multi-face card), type, text, stats, simulation."""
    lines = []
    cost = f"  {face.mana_cost}" if face.mana_cost else ""
    if heading:
        lines.append(f"{face.face}{cost}")
    elif cost:
        lines.append(cost.strip())
    lines.append(face.type_line)
    lines += [line for line in face.text.split("\n") if line]
    stats = _stats(face, lang)
    if stats:
        lines.append(stats)
    read = read_face(face.keywords, face.text, face.face)
    shown = sorted(keyword_name(k, lang) for k in read.keywords)
    if read.toxic:
        shown.append(f"{keyword_name(Keyword.TOXIC, lang)} {read.toxic}")
    shown += [f"{keyword_name(keyword, lang)} {value}" for keyword, value in read.numbers]
    shown += protection_texts(lang, read.protections)
    if shown:
        lines.append(t(lang, "card-simulated", keywords=list_text(lang, shown)))
    if read.actions:
        target = t(lang, "card-action-target")
        written = [
            f"`{action.replace('~', face.face).replace('*', target)}`" for action in read.actions
        ]
        lines.append(t(lang, "card-activated", actions=list_text(lang, written)))
    if read.unmodeled and face.types and any(x in face.types for x in _ON_BOARD):
        lines.append(t(lang, "card-not-simulated", count=len(read.unmodeled)))
    return lines


def card_reply(
    index: CardIndex,
    name: str,
    lang: str,
    label: Callable[[str], str | None] | None = None,
    images: bool = True,
) -> Reply:
    """The reply to ``/card NAME`` in a language (``NAME legal``: its legality everywhere).

    ``label`` names a rule for its link, None for a rule the current CR does not hold (a
    ruling may cite a number since renumbered); without it, no links. ``images`` puts the
    card's picture in the reply (a link the client loads: the reply never waits on it).
    """
    found = find_card(index, name)
    asked = legality_query(name)
    if asked is not None and isinstance(found, Candidates):
        whole = find_card(index, asked)
        if not isinstance(whole, Candidates):
            return legality_reply(index, whole[0], lang, images)
    if isinstance(found, Candidates):
        key = "card-ambiguous" if found.ambiguous else "card-none"
        suggestions = (
            (t(lang, "card-suggestions", names=list_text(lang, found.suggestions, "or")),)
            if found.suggestions
            else ()
        )
        return Reply(
            t(lang, key, query=name[:100]), suggestions, ephemeral=True, error=True, locale=lang
        )
    faces = found
    front = faces[0]
    title = card_title(index, front, lang)
    facts = card_facts(index, front)
    lines: list[str] = []
    for face in faces:
        if lines:
            lines.append("")
        lines += face_lines(face, lang, heading=len(faces) > 1)
    rulings = index.store.rulings(front.card)
    if rulings:
        lines += ["", t(lang, "card-rulings", count=len(rulings))]
        lines += [
            t(lang, "card-ruling", date=ruling_date(day, lang), text=text) for day, text in rulings
        ]
    lines += ["", *legality_lines(facts.legalities, lang, MAIN_FORMATS)]
    lines += ["", *site_lines(facts, lang)]
    numbers = rule_numbers([text for _, text in rulings])
    labels = [(label(n), n) for n in numbers] if label else []
    links = tuple(Link(text, n) for text, n in labels if text is not None)[:MAX_LINKS]
    version = index.store.meta().get("version", "?")
    return Reply(
        title[:256],
        tuple(lines),
        footer=t(lang, "card-footer", version=version),
        links=links,
        locale=lang,
        image=facts.image if images else "",
    )


def card_json(index: CardIndex, name: str) -> dict[str, Any]:
    """The contract of ``redzone card --json``."""
    found = find_card(index, name)
    if isinstance(found, Candidates):
        return {
            "query": name,
            "card": None,
            "ambiguous": found.ambiguous,
            "suggestions": list(found.suggestions),
        }
    front = found[0]
    faces = []
    for face in found:
        read = read_face(face.keywords, face.text, face.face)
        faces.append(
            {
                "name": face.face,
                "mana_cost": face.mana_cost,
                "type": face.type_line,
                "types": list(face.types),
                "text": face.text,
                "power": face.power,
                "toughness": face.toughness,
                "loyalty": face.loyalty,
                "defense": face.defense,
                "layout": face.layout,
                "side": face.side,
                "keywords": list(face.keywords),
                "simulated": sorted(k.value for k in read.keywords),
                "toxic": read.toxic,
                "numbers": {k.value: n for k, n in read.numbers},
                "protection": list(read.protections),
                "unmodeled": list(read.unmodeled),
                "actions": list(read.actions),
            }
        )
    rulings = index.store.rulings(front.card)
    facts = card_facts(index, front)
    return {
        "query": name,
        "card": front.name,
        "oracle_id": front.oracle_id,
        "scryfall_id": facts.scryfall_id,
        "multiverse_id": facts.multiverse_id,
        "legalities": {
            fmt: facts.legalities.get(fmt, "not_legal")
            for fmt in sorted(set(FORMATS) | set(facts.legalities))
        },
        "links": {"image": facts.image, "scryfall": facts.scryfall, "gatherer": facts.gatherer},
        "names": {lang: index.store.printed(front.card, lang) for lang in LANGUAGES},
        "faces": faces,
        "rulings": [{"date": d, "text": text} for d, text in rulings],
        "rule_links": rule_numbers([text for _, text in rulings]),
    }


# -- legality, picture and pages ----------------------------------------------------------

# The formats the reply names; ``/card NAME legal`` names every format of the card data.
MAIN_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
# MTGJSON's format keys; each format's name is a catalog message (``format-<key>``): the
# languages name some of them their own way (Japanese スタンダード, 統率者戦; French Historique).
FORMATS = (
    "alchemy", "brawl", "commander", "duel", "explorer", "future", "gladiator", "historic",
    "historicbrawl", "legacy", "modern", "oathbreaker", "oldschool", "pauper",
    "paupercommander", "penny", "pioneer", "predh", "premodern", "standard", "standardbrawl",
    "timeless", "vintage",
)  # fmt: skip
STATUSES = ("legal", "restricted", "banned", "not_legal")  # a format the data omits: not legal
SCRYFALL_IMAGE = "https://cards.scryfall.io/normal/front/{a}/{b}/{id}.jpg"
SCRYFALL_NAMED = "https://api.scryfall.com/cards/named?format=image&version=normal&exact={name}"
SCRYFALL_SEARCH = "https://scryfall.com/search?q={query}"
GATHERER_ID = "https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={id}"
GATHERER_NAME = "https://gatherer.wizards.com/Pages/Card/Details.aspx?name={name}"


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What a judge is asked of a card beyond its text: its legality by format (``legal``,
    ``restricted``, ``banned``, ``not_legal``), its picture and its pages."""

    legalities: dict[str, str]
    scryfall_id: str | None
    multiverse_id: str | None
    image: str
    scryfall: str
    gatherer: str


def status_of(value: str) -> str:
    """MTGJSON's ``Legal``/``Banned``/``Restricted``/``Not Legal`` as a status key."""
    return value.strip().lower().replace(" ", "_")


def card_facts(index: CardIndex, front: Face) -> CardFacts:
    """The stored legality and identifiers of a card, and its links: the picture by the
    printing's Scryfall id (else by the exact name, through Scryfall's API), the card on
    Scryfall by its Oracle id (else its exact name), on Gatherer by its multiverse id (else
    its name)."""
    stored = index.store.card(front.card)
    raw, scryfall_id, multiverse_id = stored if stored else ("{}", None, None)
    legalities = {fmt: status_of(str(value)) for fmt, value in json.loads(raw).items()}
    if scryfall_id:
        image = SCRYFALL_IMAGE.format(a=scryfall_id[0], b=scryfall_id[1], id=scryfall_id)
    else:
        image = SCRYFALL_NAMED.format(name=quote(front.name))
    search = f"oracleid:{front.oracle_id}" if front.oracle_id else f'!"{front.name}"'
    if multiverse_id:
        gatherer = GATHERER_ID.format(id=quote(multiverse_id))
    else:
        gatherer = GATHERER_NAME.format(name=quote_plus(front.name))
    return CardFacts(
        legalities,
        scryfall_id,
        multiverse_id,
        image,
        SCRYFALL_SEARCH.format(query=quote(search)),
        gatherer,
    )


def card_title(index: CardIndex, front: Face, lang: str) -> str:
    """The card's printed name in the reader's language with its English name beside it
    (``Serra-Engel (Serra Angel)``, 「セラの天使（Serra Angel）」: the language's ``name-aside``);
    the English name alone when that is the printed one."""
    printed = index.store.printed(front.card, lang) if lang != "en" else []
    if printed and normalize(printed[0]) != normalize(front.name):
        return t(lang, "name-aside", name=" // ".join(dict.fromkeys(printed)), aside=front.name)
    return front.name


def legality_query(name: str) -> str | None:
    """The card a ``NAME legal`` query names (the word in any language), else None."""
    words = {t(code, "card-legal-word").lower() for code in LANGUAGES}
    head, _, last = " ".join(name.split()).rpartition(" ")
    return head if head and last.lower() in words else None


def format_name(fmt: str, lang: str) -> str:
    """A format's name in a language (``format-<key>``); a key the catalogs don't know (a
    format the card data added since) as the data gives it."""
    return t(lang, f"format-{fmt}") if fmt in FORMATS else fmt


def legality_lines(legalities: dict[str, str], lang: str, formats: tuple[str, ...]) -> list[str]:
    """The card's legality in ``formats``: one line per status, the formats in it."""
    lines = [t(lang, "card-legality")]
    for status in STATUSES:
        named = [format_name(f, lang) for f in formats if legalities.get(f, "not_legal") == status]
        if named:
            lines.append(t(lang, f"card-legality-{status}", formats=list_text(lang, named)))
    return lines


def site_lines(facts: CardFacts, lang: str) -> list[str]:
    return [
        t(lang, "card-on-site", site="Scryfall", url=facts.scryfall),
        t(lang, "card-on-site", site="Gatherer", url=facts.gatherer),
    ]


def legality_reply(index: CardIndex, front: Face, lang: str, images: bool = True) -> Reply:
    """``/card NAME legal``: the card's legality in every format of the card data."""
    facts = card_facts(index, front)
    formats = tuple(sorted(set(FORMATS) | set(facts.legalities)))
    lines = [t(lang, "card-legality")]
    for fmt in formats:
        found = facts.legalities.get(fmt, "not_legal")
        status = t(lang, f"legality-{found}") if found in STATUSES else found
        lines.append(t(lang, "card-format-status", format=format_name(fmt, lang), status=status))
    lines += ["", *site_lines(facts, lang)]
    version = index.store.meta().get("version", "?")
    return Reply(
        card_title(index, front, lang)[:256],
        tuple(lines),
        footer=t(lang, "card-footer", version=version),
        locale=lang,
        image=facts.image if images else "",
    )
