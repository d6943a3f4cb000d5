"""Each rule a game's refusal cites (bot/games/rules.py) says what the refusal claims.

The quotes are the CR's sentences (effective September 25, 2026); each is checked against
the current CR whenever it is at hand (tests/conftest.py), and each ``must`` against its
quote. The engine's own rules are checked by tests/rules/test_citation_table.py.
"""

from __future__ import annotations

import pytest

from bot.games import rules
from tests.conftest import current_book

# rule: (the CR's sentence, the words the refusal relies on)
QUOTES = {
    rules.ACTIVE_PLAYER: (
        "The active player is the player whose turn it is.",
        "player whose turn it is",
    ),
    rules.STEPS_IN_ORDER: (
        "The combat phase has five steps, which proceed in order: beginning of combat, "
        "declare attackers, declare blockers, combat damage, and end of combat.",
        "proceed in order",
    ),
    rules.ACTIVE_ATTACKS: (
        "During the combat phase, the active player is the attacking player; creatures that "
        "player controls may attack.",
        "the active player is the attacking player",
    ),
    rules.NO_ATTACKERS: (
        "If no creatures are declared as attackers or put onto the battlefield attacking, "
        "skip the declare blockers and combat damage steps.",
        "skip the declare blockers and combat damage steps",
    ),
    rules.DEFENDER_BLOCKS: (
        "First, the defending player declares blockers.",
        "the defending player declares blockers",
    ),
    rules.APNAP_BLOCKS: (
        "The first defending player declares all their blocks, then the second defending "
        "player, and so on.",
        "then the second defending player",
    ),
    rules.ACTIVE_TEAM: (
        "The team whose turn it is is the active team.",
        "whose turn it is is the active team",
    ),
    rules.TEAM_COMBAT: (
        "During the combat phase, the active team is the attacking team and each player on "
        "the active team is an attacking player. Likewise, the nonactive team is the "
        "defending team and each player on the nonactive team is a defending player.",
        "the nonactive team is the defending team",
    ),
    rules.TEAMMATES: (
        "Teammates can't manipulate each other's cards or permanents.",
        "can't manipulate each other's cards or permanents",
    ),
}


def test_every_rule_a_refusal_cites_has_its_quote():
    cited = {value for name, value in vars(rules).items() if name.isupper()}
    assert cited == set(QUOTES)
    for quote, must in QUOTES.values():
        assert must in quote


@pytest.mark.parametrize("rule", sorted(QUOTES))
def test_each_quote_is_the_current_rule(rule):
    book = current_book()
    if book is None:
        pytest.skip("no CR text at hand: the quotes stand in for it (tests/conftest.py)")
    view = book.view(rule)
    assert view is not None, f"{rule} is not in the current CR"
    text = " ".join([view.text, *(sub.text for sub in view.subrules)]).replace("’", "'")
    assert QUOTES[rule][0] in text, text
