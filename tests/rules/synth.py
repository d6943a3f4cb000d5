"""Synthetic Comprehensive Rules files with every quirk of the real ones, written by the tests.

``synthetic_cr()`` returns the text; ``encode()`` turns it into the bytes of a given variant
(UTF-8 with or without BOM, UTF-16 LE/BE with or without BOM; LF, CRLF or bare CR endings;
blank lines holding U+00A0 or nothing).
"""

from __future__ import annotations

import codecs

NBSP = "\xa0"


def synthetic_cr(effective: str = "September 25, 2026", extra_chapters: int = 0) -> str:
    """A small but complete CR text, as a list of paragraphs separated by blank lines."""
    paras: list[str] = [
        "Magic: The Gathering Comprehensive Rules",
        f"These rules are effective as of {effective}.",
        "Introduction",
        "This document is the ultimate authority for Magic: The Gathering® competitive game play.",
    ]
    contents = [
        "Contents",
        "1. Game Concepts",
        "100. General",
        "119. Life",
        "5. Turn Structure",
        "510. Combat Damage Step",
        "6. Spells, Abilities, and Effects",
        "606. Loyalty Abilities",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "704. State-Based Actions",
    ]
    contents += [f"{800 + i}. Extra Chapter {i}" for i in range(extra_chapters)]
    contents += ["Glossary", "Credits"]
    rules = [
        "1. Game Concepts",
        "100. General",
        "100.1. These Magic rules apply to any Magic game with two or more players.",
        "100.1a A two-player game is a game that begins with only two players.",
        "100.1b A multiplayer game is a game that begins with more than two players. See section 8.",
        "119. Life",
        "119.1. Each player begins the game with a starting life total of 20.",
        "119.1d. In a two-player Brawl game, each player’s starting life total is 25.",
        "5. Turn Structure",
        "510. Combat Damage Step",
        "510.1. First, the active player announces how each attacking creature assigns its combat damage.",
        "510.1c A blocked creature assigns its combat damage to the creatures blocking it.",
        "Example: A 5/5 creature is blocked by two 2/2 creatures. It may assign 3 and 2.",
        "6. Spells, Abilities, and Effects",
        "606. Loyalty Abilities",
        "606.5 If the total cost to activate a loyalty ability contains multiple costs, add them.",
        "606.6. A loyalty ability can be activated once per turn.\u2028A second paragraph of it.",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.4. Double Strike",
        "702.4a Double strike is a static ability. (See rule 510, “Combat Damage Step.”)",
        "702.4b If at least one creature has first strike (see rule 702.7) or double strike, see rules 702.19b-c.",
        "Example: A 2/2 creature with double strike deals 4 damage to an unblocked player.",
        "Example: A second example under the same subrule.",
        "702.7. First Strike",
        "702.7a First strike is a static ability.",
        "702.19. Trample",
        "702.19a Trample is a static ability.",
        "702.19b The controller assigns lethal damage first. See rule 510.1c.",
        "702.19c Trample over planeswalkers is a variant of trample.",
        "704. State-Based Actions",
        "704.5. The state-based actions are as follows:",
        *[f"704.5{letter} State-based action {letter}." for letter in "abcdefghijkmnpqrstuvwxyz"],
        "704.5aa If a player has no speed, their speed becomes 1.",
        "901.4.All plane cards remain in the command zone.",
    ]
    for i in range(extra_chapters):
        rules.append(f"{800 + i}. Extra Chapter {i}")
        rules.extend(f"{800 + i}.{n}. Extra rule {n} of chapter {i}." for n in range(1, 21))
    glossary = [
        "Glossary",
        "Double Strike\nA keyword ability that lets a creature deal its combat damage twice. See rule 702.4, “Double Strike.”",
        "Damage Assignment Order (Obsolete)\nPreviously, a creature's controller ordered its blockers. See rule 510.1c.",
        "Defense\n1. Part of a card that only battle cards have.\n2. A characteristic that only battles can have.",
        "Trample\nA keyword ability that modifies how a creature assigns combat damage. See rule 702.19, “Trample.”",
    ]
    credits = [
        "Credits",
        "Published by Wizards of the Coast LLC.  ",
        "These rules are effective as of the date above.",
    ]
    return "\n\n".join([*paras, "\n".join(contents), *rules, *glossary, *credits]) + "\n"


def encode(
    text: str, encoding: str = "utf-8", bom: bool = False, newline: str = "\n", nbsp: bool = True
) -> bytes:
    """The bytes of one published variant of ``text``."""
    lines = text.split("\n")
    lines = [NBSP if (nbsp and line == "") else line for line in lines]
    body = newline.join(lines)
    if encoding == "utf-8":
        return (codecs.BOM_UTF8 if bom else b"") + body.encode("utf-8")
    if encoding == "utf-16-le":
        return (codecs.BOM_UTF16_LE if bom else b"") + body.encode("utf-16-le")
    if encoding == "utf-16-be":
        return (codecs.BOM_UTF16_BE if bom else b"") + body.encode("utf-16-be")
    raise ValueError(encoding)
