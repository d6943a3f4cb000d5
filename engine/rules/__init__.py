"""The Comprehensive Rules: parse the official text, look up, search and compare rules.

No network here: the bot downloads the file; this package only reads text it is given.
"""

from engine.rules.book import (
    GlossaryView,
    Lookup,
    RuleBook,
    RuleLibrary,
    RuleView,
    Suggestion,
    references,
)
from engine.rules.changes import (
    Change,
    RuleDiff,
    compare,
    line_diff,
    marked,
    within,
    word_diff,
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
    "compare",
    "decode",
    "line_diff",
    "marked",
    "parse_bytes",
    "parse_text",
    "references",
    "within",
    "word_diff",
]
