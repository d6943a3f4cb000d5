"""The Comprehensive Rules: parse the official text, look up, search and compare rules.

No network here: the bot downloads the file; this package only reads text it is given.
"""

from engine.rules.book import (
    Change,
    GlossaryView,
    Lookup,
    RuleBook,
    RuleDiff,
    RuleLibrary,
    RuleView,
    Suggestion,
    references,
)
from engine.rules.model import GlossaryEntry, Rule, RulesDocument, Subrule
from engine.rules.parse import CRParseError, decode, parse_bytes, parse_text

__all__ = [
    "CRParseError",
    "Change",
    "GlossaryEntry",
    "GlossaryView",
    "Lookup",
    "Rule",
    "RuleBook",
    "RuleDiff",
    "RuleLibrary",
    "RuleView",
    "RulesDocument",
    "Subrule",
    "Suggestion",
    "decode",
    "parse_bytes",
    "parse_text",
    "references",
]
