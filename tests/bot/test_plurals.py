"""Amounts take the form their number needs, in every catalog.

Every number a message shows is either an amount of something (a count: "2 damage", "1
Schadenspunkt", "una creatura") or a value read as it is ("now 18", "turn 3", "+2/+2").
Each message is rendered with 1 and with several for each of its counts, every variant of its
other selectors in turn; where the language has a plural category for 1 (Babel's CLDR rules,
as Fluent's select expressions use them), the text for 1 must not be the text for several with
only the number changed: the catalog chose the singular form. A number followed by a word the
language does not inflect ("1 damage", "1 Zeichen") is the one exception.
"""

from __future__ import annotations

import itertools
import re
from functools import cache

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.i18n import LANGUAGES, LOCALES_DIR, t

# The numbers the code passes to messages (whole numbers, never text).
NUMERIC = {
    "abilities", "added", "adding", "after", "amount", "before", "beyond", "changed", "count", "defense", "first",
    "left", "life", "limit", "loyalty", "max", "min", "n", "needed", "number", "page", "pages",
    "poison", "poison_after", "poison_before", "remaining", "removed", "renumbered", "second", "seconds",
    "total", "turn", "value", "votes",
}  # fmt: skip
# ... except where a message uses one of those names for text (a player who left).
TEXT = {
    "event-protector_leaves": {"left"},
    # a rule's or a section's number ("702.19")
    "changes-of": {"number"},
    "changes-unchanged": {"number"},
    "change-added": {"number"},
    "change-removed": {"number"},
    "change-changed": {"number"},
    # what a user typed
    "config-shard-ids-twice": {"value"},
    "console-not-integer": {"value"},
    "console-not-boolean": {"value"},
    "console-not-choice": {"value"},
    "error-command-option": {"value"},
}

# Counts: the number says how many of something there are.
COUNTED = {
    "advice-why-chump": {"count"},
    "advice-why-trade": {"count", "killed"},
    "advice-why-attack": {"count"},
    "picture-shield": {"amount"},
    "picture-left-out": {"count"},
    "summary-copies": {"count"},
    "summary-died": {"count"},
    "summary-winners": {"count"},
    "summary-lost": {"count"},
    "summary-left": {"count"},
    "summary-exiled": {"count"},
    "summary-left-battlefield": {"count"},
    "event-assign": {"amount"},
    "event-band_assign": {"amount"},
    "event-life_lost": {"amount"},
    "event-life_gained": {"amount"},
    "event-poison": {"amount"},
    "event-damage_marked": {"amount"},
    "event-minus_counters": {"amount"},
    "event-loyalty": {"amount", "removed"},
    "event-defense": {"amount", "removed"},
    "event-commander_damage": {"total"},
    "event-prevented": {"amount", "left"},
    "event-card_prevents": {"amount"},
    "event-damage_doubled": {"total"},
    "event-unpreventable": {"amount"},
    "event-actions_skipped": {"remaining"},
    "event-counters": {"amount"},
    "event-annihilate": {"amount"},
    "event-shield": {"amount"},
    "event-protection_prevents": {"amount"},
    "event-rampage": {"beyond"},
    "event-afflict": {"amount"},
    "event-poisonous": {"amount"},
    "event-trigger_order": {"abilities"},
    "error-detail-chars": {"limit"},
    "error-detail-ambiguous": {"count"},
    "error-detail-ambiguous-which": {"count"},
    "error-detail-min-blockers": {"count"},
    "error-detail-max-blockers": {"count"},
    "error-detail-too-many-blocks": {"count"},
    "error-detail-mode-2hg-unequal": {"second"},
    "commands-synced": {"count"},
    "game-finished": {"count"},
    "game-players-count": {"needed"},
    "game-new-life": {"limit"},
    "game-team-line": {"life", "poison"},
    "game-too-many-at-once": {"limit"},
    "game-too-many": {"limit", "adding"},
    "cards-updated": {"count"},
    "card-not-simulated": {"count"},
    "card-rulings": {"count"},
    "rule-ref": {"count"},
    "changes-counts": {"added", "changed", "renumbered", "removed"},
    "changes-glossary": {"count"},
    "doctor-cards": {"count"},
    "doctor-cards-kept": {"count"},
    "doctor-shards-count": {"count"},
    "doctor-verdict": {"count"},
    "game-blocks-pending": {"count"},
    "event-deals": {"amount"},
    "error-detail-requirement-must-be-blocked": {"count"},
    "error-detail-requirement-lure": {"count"},
    "error-detail-requirement-must-block": {"count"},
    "event-life_changed": {"amount"},
}

# Values: read as they are, whatever they are (a total, a threshold, a position), or a count
# that only tells none from some.
VALUES = {
    "keyword-held": {"number"},  # a keyword's number as written ("bushido 2")
    "advice-why-no-block": {"life"},
    "advice-why-chump": {"life"},
    "advice-why-trade": {"life"},
    "advice-why-attack": {"damage"},
    "advice-exhaustive": {"count"},  # a total in brackets
    "advice-not-exhaustive": {"count"},
    "picture-poison": {"before", "after"},
    "picture-counters": {"amount"},  # ×N beside the counter's name
    "picture-commander": {"before", "after"},
    "summary-life": {"before", "after"},
    "summary-life-poison": {"before", "after", "poison_before", "poison_after"},
    "summary-team": {"before", "after"},
    "summary-team-poison": {"before", "after", "poison_before", "poison_after", "limit"},
    "event-life_lost": {"life"},
    "event-life_gained": {"life"},
    "event-life_changed": {"life"},
    "event-poison": {"poison"},
    "event-damage_marked": {"total"},
    "event-minus_counters": {"total"},
    "event-loyalty": {"loyalty"},
    "event-defense": {"defense"},
    "event-counters": {"total"},
    "event-leaves": {"count"},
    "event-battle_cry": {"count"},
    "event-melee": {"count"},
    "event-rampage": {"number"},
    "event-afflict": {"life"},
    "event-poisonous": {"poison"},
    "event-trigger_order": {"count"},
    "event-commander_game": {"life"},
    "error-detail-number": {"limit"},
    "error-detail-power-at-most": {"count"},
    "error-detail-power-at-least": {"count"},
    "error-detail-sides": {"limit"},
    "error-detail-players": {"limit"},
    "error-detail-things": {"limit"},
    "error-detail-conflicting-life": {"first", "second"},
    "error-detail-conflicting-poison": {"first", "second"},
    "error-detail-mode-2hg-sides": {"count"},
    "error-detail-mode-2hg-unequal": {"first"},
    "error-detail-unknown-card": {"count"},
    "health-ok": {"seconds"},
    "health-stale": {"seconds", "limit"},
    "game-new-life": {"life"},
    "game-board-title": {"turn"},
    "game-next": {"turn"},
    "game-set": {"value"},
    "game-history-line": {"n"},
    "game-history-undone": {"n"},
    "game-number-range": {"value", "min", "max"},
    "game-too-many-at-once": {"count"},
    "game-too-many": {"count"},
    "game-end-vote": {"votes", "needed"},
    "card-loyalty": {"loyalty"},
    "card-defense": {"defense"},
    "page-footer": {"page", "pages"},
    "changes-added": {"count"},  # a heading's tally: "New (3):"
    "changes-changed": {"count"},
    "changes-renumbered": {"count"},
    "changes-removed": {"count"},
    "doctor-shards-some": {"count"},  # shards 0-3 of 8: the total
    "config-shard-ids-past-count": {"count"},  # SHARD_COUNT=N
    "console-not-integer": {"min", "max"},
    "error-detail-assign-total": {"amount"},  # the shares' sum, set beside the power
    "keywords-abilities": {"count"},  # "la habilidad de volar", "las habilidades de ..."
}

# Counts never shown as a number: the sentence agrees with them (its verb, its noun).
AGREES = {
    "summary-died",
    "summary-winners",
    "summary-lost",
    "summary-left",
    "summary-exiled",
    "summary-left-battlefield",
    "game-finished",
    "game-blocks-pending",
}

# Words a language writes the same for one and several, after a number.
INVARIANT = {
    "en": {
        "damage",
        "combat",
        "life",
        "poison",
        "left",
        "of",
        "new",
        "reworded",
        "renumbered",
        "removed",
    },
    "de": {"Zeichen", "Spieler", "neu", "umformuliert", "umnummeriert", "entfernt"},
}

# Counts that a language's sentence does not show or agree with (the verb has one form).
SILENT = {
    ("en", "game-finished", "count"),  # "(Bob won)", "(Bob and Ann won)"
    ("en", "summary-copies", "count"),  # only the line's head changes
}

ONE, SEVERAL = 1, 7


@cache
def messages(code: str) -> dict[str, ast.Message]:
    text = (LOCALES_DIR / f"{code}.ftl").read_text(encoding="utf-8")
    return {e.id.name: e for e in FluentParser().parse(text).body if isinstance(e, ast.Message)}


class _Parts(Visitor):
    """A message's variables, and the keys of the selects on its text variables."""

    def __init__(self, text: set[str]) -> None:
        super().__init__()
        self.text = text
        self.names: set[str] = set()
        self.keys: dict[str, list[str]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            name = node.selector.id.name
            if name not in NUMERIC or name in self.text:
                keys = self.keys.setdefault(name, [])
                keys += [str(getattr(v.key, "name", "")) for v in node.variants]
        self.generic_visit(node)


def parts(message: ast.Message) -> _Parts:
    found = _Parts(TEXT.get(message.id.name, set()))
    found.visit(message)
    return found


def numbers(message: ast.Message) -> set[str]:
    """The variables of a message that hold numbers."""
    return (parts(message).names & NUMERIC) - TEXT.get(message.id.name, set())


def renders(code: str, message_id: str, counted: str, value: int) -> list[str]:
    """The message with ``counted`` set to ``value``, once per combination of the keys of
    its text selectors (from English, the source); other numbers at values no category of 1
    shares, text variables a name."""
    found = parts(messages("en")[message_id])
    choices = [[(name, key) for key in dict.fromkeys(keys)] for name, keys in found.keys.items()]
    out = []
    for combination in itertools.product(*choices) if choices else [()]:
        shown = numbers(messages("en")[message_id])
        args: dict[str, str | int] = {n: 20 if n in shown else "Orso" for n in found.names}
        args.update(dict(combination))
        args[counted] = value
        if message_id == "event-trigger_order" and counted == "abilities":
            args["count"] = 1  # one player's abilities: the variant that counts them
        out.append(t(code, message_id, **args))
    return out


def has_category_for_one(code: str) -> bool:
    return Locale.parse(code).plural_form(ONE) == "one"


def test_every_number_shown_is_a_count_or_a_value():
    unsorted = []
    for message_id, message in messages("en").items():
        for name in numbers(message):
            counted = name in COUNTED.get(message_id, set())
            valued = name in VALUES.get(message_id, set())
            if counted == valued:  # neither, or both
                unsorted.append((message_id, name))
    assert not unsorted


def test_japanese_has_one_form_for_every_number():
    assert not has_category_for_one("ja")  # so its catalog needs no [one] variants


@pytest.mark.parametrize("code", [c for c in LANGUAGES if has_category_for_one(c)])
def test_each_count_of_one_takes_the_singular_form(code):
    wrong = []
    for message_id, names in sorted(COUNTED.items()):
        for name in sorted(names):
            if (code, message_id, name) in SILENT:
                continue
            ones = renders(code, message_id, name, ONE)
            several = renders(code, message_id, name, SEVERAL)
            for one, many in zip(ones, several, strict=True):
                if one == many and message_id not in AGREES:
                    continue  # this variant does not show the count
                if one != many.replace(str(SEVERAL), str(ONE)):
                    continue  # the catalog chose a form for 1
                after = re.search(rf"\b{ONE}\s+(\w+)", one)
                if after is None or after.group(1) not in INVARIANT.get(code, set()):
                    wrong.append((message_id, name, one))
    assert not wrong


@pytest.mark.parametrize("code", [c for c in LANGUAGES if Locale.parse(c).plural_form(0) != "one"])
def test_a_count_of_zero_or_several_is_never_singular(code):
    # "0 Schadenspunkte", not "0 Schadenspunkt": the categories come from Babel, not "== 1"
    # (French puts 0 with 1, "0 blessure": tests/bot/test_native_fr.py)
    line = t(code, "event-shield", how="to", amount=0, target="Orso")
    assert line == t(code, "event-shield", how="to", amount=SEVERAL, target="Orso").replace(
        str(SEVERAL), "0"
    )
