"""``/card NAME``: a card's faces, what Redzone simulates of it, and its official rulings.

The oracle text and the rulings stay English (the official text); every heading around
them is localized. Rule numbers in rulings become the same rule links ``/rule`` offers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bot.cards.index import CardIndex, Face
from bot.cards.names import normalize
from bot.i18n import LANGUAGES, keyword_name, t
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
    shown += [t(lang, "protection-from", quality=q) for q in read.protections]
    if shown:
        lines.append(t(lang, "card-simulated", keywords=", ".join(shown)))
    if read.unmodeled and face.types and any(x in face.types for x in _ON_BOARD):
        lines.append(t(lang, "card-not-simulated", count=len(read.unmodeled)))
    return lines


def card_reply(
    index: CardIndex,
    name: str,
    lang: str,
    label: Callable[[str], str | None] | None = None,
) -> Reply:
    """The reply to ``/card NAME`` in a language.

    ``label`` names a rule for its link, None for a rule the current CR does not hold (a
    ruling may cite a number since renumbered); without it, no links.
    """
    found = find_card(index, name)
    if isinstance(found, Candidates):
        key = "card-ambiguous" if found.ambiguous else "card-none"
        suggestions = (
            (t(lang, "card-suggestions", names=", ".join(found.suggestions)),)
            if found.suggestions
            else ()
        )
        return Reply(
            t(lang, key, query=name[:100]), suggestions, ephemeral=True, error=True, locale=lang
        )
    faces = found
    front = faces[0]
    printed = index.store.printed(front.card, lang) if lang != "en" else []
    title = front.name
    if printed and normalize(printed[0]) != normalize(front.name):
        title = f"{front.name} ({' // '.join(dict.fromkeys(printed))})"
    lines: list[str] = []
    for face in faces:
        if lines:
            lines.append("")
        lines += face_lines(face, lang, heading=len(faces) > 1)
    rulings = index.store.rulings(front.card)
    if rulings:
        lines += ["", t(lang, "card-rulings", count=len(rulings))]
        lines += [f"{date}: {text}" for date, text in rulings]
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
            }
        )
    rulings = index.store.rulings(front.card)
    return {
        "query": name,
        "card": front.name,
        "oracle_id": front.oracle_id,
        "names": {lang: index.store.printed(front.card, lang) for lang in LANGUAGES},
        "faces": faces,
        "rulings": [{"date": d, "text": text} for d, text in rulings],
        "rule_links": rule_numbers([text for _, text in rulings]),
    }
