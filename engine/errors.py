"""Typed errors: the reader's (:class:`NotationError`, the text is not a board) apart from
the simulator's (:class:`UnresolvedReferenceError`, :class:`AmbiguousError`,
:class:`IllegalActionError`: a board the rules refuse), as python-chess separates invalid
moves from illegal ones.

Every error carries a stable ``code`` (the JSON contract of NOTATION.md), the ``span`` of the
board text at fault (start, end; end exclusive), a ``detail`` naming the precise message in
the locale catalogs, and the ``params`` that message needs. They hold no rendered text beyond
an English fallback for logs: the bot draws the caret in the user's language.
"""

from __future__ import annotations

from typing import Literal, get_args

Span = tuple[int, int]

ErrorCode = Literal[
    "syntax",
    "unknown_keyword",
    "unknown_reference",
    "ambiguous_reference",
    "illegal_block",
    "illegal_attack",
    "conflicting_life",
    "too_large",
    "unknown_card",
    "ambiguous_card",
    "illegal_action",
]

ERROR_CODES: tuple[ErrorCode, ...] = get_args(ErrorCode)

Param = str | int

# The details of illegal attacks and blocks whose messages name their rule (the ``rule``
# parameter, from engine.citations).
RESTRICTION_DETAILS: frozenset[str] = frozenset(
    {
        "tapped-attack",
        "has-defender",
        "summoning-sick",
        "tapped-block",
        "cant-block",
        "cant-be-blocked",
        "flyers-only",
        "flying",
        "menace",
        "protection",
        "skulk",
        "shadow",
        "shadow-blocker",
        "horsemanship",
        "fear",
        "intimidate",
        "landwalk",
        "min-blockers",
        "max-blockers",
        "power-at-most",
        "power-at-least",
        "flying-or-reach",
        "walls",
        "blocks-only-flyers",
        "too-many-blocks",
        "same-attacker",
        "alone-attack",
        "alone-block",
        "only-alone",
        "attack-unless-land",
        "unless-another",
        "all-attack",
        "must-attack",
        "requirement-must-be-blocked",
        "requirement-lure",
        "requirement-must-block",
    }
)

# Every precise reason an error can give; each is a message ``error-detail-<detail>``.
DETAILS: frozenset[str] = RESTRICTION_DETAILS | frozenset(
    {
        "after-permanent",
        "already-dead",
        "attack-creature",
        "attack-own",
        "already-lost",
        "ambiguous",
        "attacker-blocks",
        "block-non-attacker",
        "card-kind",
        "card-stats",
        "card-stats-counters",
        "card-stats-variable",
        "card-chosen-player",
        "ambiguous-card",
        "unknown-card",
        "cd-shape",
        "chars",
        "cipher-shape",
        "conflicting-life",
        "conflicting-poison",
        "defender-attacks",
        "duplicate-player",
        "empty",
        "expected-colon",
        "expected-defender",
        "expected-name",
        "expected-player",
        "expected-player-name",
        "expected-pt",
        "expected-reference",
        "expected-side",
        "extra-colon",
        "clause-colon",
        "keyword-number",
        "mode-sides",
        "mode-teams",
        "not-a-commander",
        "not-attacking-you",
        "not-your-team",
        "number",
        "player-header",
        "players",
        "quick-team",
        "sides",
        "things",
        "toughness",
        "twice",
        "unclosed",
        "unexpected",
        "unknown-keyword",
        "unknown-reference",
        "band-banding",
        "band-defender",
        "band-home",
        "band-target",
        "home-attacks",
        "mode-2hg-no-teams",
        "mode-2hg-sides",
        "mode-2hg-unequal",
        "ambiguous-which",
        "after-battle",
        # actions during combat (README "Actions during combat")
        "expected-moment",
        "moment-colon",
        "moment-order",
        "expected-action",
        "prevent-shape",
        "put-shape",
        "counter-shape",
        "deals-shape",
        "becomes-shape",
        "action-keyword",
        "action-gone",
        "action-target",
        "no-first-strike-step",
        "put-blocking-early",
        "block-gone",
        # a division of combat damage written (README "Actions during combat")
        "assign-shape",
        "assign-target",
        "assign-total",
        "assign-lethal",
        "assign-unused",
        "gone-blocks",
        # protection, types and lands (besides RESTRICTION_DETAILS)
        "protection-shape",
        "type-shape",
        "lands-shape",
    }
)


class RedzoneError(ValueError):
    """Base class: a board Redzone refuses, with where and why.

    Parameters
    ----------
    code
        The stable error code of the JSON contract.
    span
        ``(start, end)`` character offsets into the board text, end exclusive.
    detail
        The precise reason, a message id suffix in the catalogs (``error-detail-<detail>``).
    params
        Named values for the message (names, numbers).
    """

    code: ErrorCode

    def __init__(self, code: ErrorCode, span: Span, detail: str, **params: Param) -> None:
        assert detail in DETAILS, detail
        self.code = code
        self.span = span
        self.detail = detail
        self.params: dict[str, Param] = params
        super().__init__(f"{code} at {span[0]}-{span[1]}: {detail} {params}")


class NotationError(RedzoneError):
    """The text is not a board: bad shape, unknown keyword, number out of range; or a
    board in a state no game reaches (a creature with lethal damage marked, a player who
    has already lost, two players of one name)."""


class UnresolvedReferenceError(RedzoneError):
    """A name, id or number that does not name exactly one thing that fits: nothing, or
    something of the wrong kind (``unknown_reference``), or several (:class:`AmbiguousError`)."""


class AmbiguousError(UnresolvedReferenceError):
    """A reference that matches more than one thing."""


class IllegalActionError(RedzoneError):
    """A well-formed board whose attacks, blocks or actions the rules forbid."""
