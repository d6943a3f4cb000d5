"""Turn engine results and errors into localized text: a summary, then one line per event.

The console, the CLI and the Discord embeds all start from these lines; only the last step
(plain text or an embed) differs.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from bot.i18n import keyword_list, keyword_name, t, t_list
from engine import CombatResult, RedzoneError
from engine.events import (
    CopyResolves,
    Event,
    KeywordsChanged,
    LifeGained,
    LifeLost,
    PoisonGiven,
    PowerChanged,
    ProtectionPrevents,
    StepBegins,
    field_names,
)
from engine.keywords import Keyword


@dataclass(frozen=True, slots=True)
class Explanation:
    """A combat explained: the summary lines and the event lines (each ending with its rule)."""

    title: str
    summary: tuple[str, ...]
    steps_title: str
    lines: tuple[str, ...]

    def as_text(self) -> str:
        """The whole explanation as terminal text."""
        parts = [self.title, *(f"  {line}" for line in self.summary), "", self.steps_title]
        parts.extend(f"  {line}" for line in self.lines)
        return "\n".join(parts)


_DIED = ("destroyed", "sacrificed")
_GONE = ("exiled", "bounced")


def summary(result: CombatResult, locale: str | None) -> list[str]:
    """Life and poison before -> after, what died, what left, copies cast, who won."""
    lines: list[str] = []
    if result.teams:
        for team in result.teams:
            key = "summary-team-poison" if team.poison or team.poison_before else "summary-team"
            lines.append(
                t(
                    locale,
                    key,
                    team=team.name,
                    before=team.life_before,
                    after=team.life,
                    poison_before=team.poison_before,
                    poison_after=team.poison,
                    limit=team.poison_limit,
                )
            )
    else:
        for player in result.players:
            key = "summary-life-poison" if player.poison or player.poison_before else "summary-life"
            lines.append(
                t(
                    locale,
                    key,
                    player=player.name,
                    before=player.life_before,
                    after=player.life,
                    poison_before=player.poison_before,
                    poison_after=player.poison,
                )
            )
    # A creature destroyed or sacrificed by an action died too (700.4); one exiled or
    # returned to hand left the battlefield (combat depth: actions).
    died = [p.name for p in result.permanents if p.dies or p.left_by in _DIED]
    if died:
        lines += t_list(locale, "summary-died", "names", died)
    else:
        lines.append(t(locale, "summary-nothing-died"))
    exiled = [p.name for p in result.permanents if p.exiled]
    if exiled:  # a Siege's own ability (310.12b): it didn't die
        lines += t_list(locale, "summary-exiled", "names", exiled)
    gone = [p.name for p in result.permanents if p.left_by in _GONE]
    if gone:
        lines += t_list(locale, "summary-left-battlefield", "names", gone)
    left = [p.name for p in result.permanents if p.left_game]
    if left:
        lines += t_list(locale, "summary-left", "names", left)
    copies = [c.spell for s in result.steps for c in s.cipher_copies]
    if copies:
        lines += t_list(locale, "summary-copies", "spells", copies)
    lost = [p.name for p in result.players if p.lost]
    if lost:
        lines += t_list(locale, "summary-lost", "names", lost)
    if result.game_over:
        if result.winners:
            lines += t_list(locale, "summary-winners", "names", result.winners)
        else:
            lines.append(t(locale, "summary-draw"))
    for perm in result.permanents:
        if perm.unmodeled:  # a card's abilities the outcome leaves out (README "Cards")
            text = " / ".join(perm.unmodeled)
            lines.append(t(locale, "summary-unmodeled", name=perm.name, text=text))
    return lines


# The events whose line needs more than their fields (the branches of ``event_lines``).
_SPECIAL: tuple[type[Event], ...] = (
    StepBegins,
    CopyResolves,
    KeywordsChanged,
    PowerChanged,
    ProtectionPrevents,
    LifeLost,
    LifeGained,
    PoisonGiven,
)
# Each event class: its fields after ``rule``, and whether it is one of _SPECIAL.
_SHAPES: dict[type[Event], tuple[tuple[str, ...], bool]] = {}


def _shape(cls: type[Event]) -> tuple[tuple[str, ...], bool]:
    found = _SHAPES[cls] = (field_names(cls)[1:], issubclass(cls, _SPECIAL))
    return found


# "(CR 702.19b)" by (locale, rule): a combat cites a rule in every line, from a few hundred
# rules in all.
_CITES: dict[tuple[str | None, str], str] = {}


def event_lines(
    event: Event,
    names: dict[str, str],
    locale: str | None,
    phase: str,
    teams: dict[str, str] | None = None,
) -> list[str]:
    """One event as a sentence in the user's language, ending with its rule.

    An event that lists things (the creatures of a damage step, what leaves with a player,
    the winners) is one sentence per piece of a long list (``t_list``, which gives each
    piece its ``count``), each with the rule. ``teams``: each player's team, in a game of
    teams; their life and poison are the team's.
    """
    args: dict[str, str | int] = {}
    listed: tuple[str, list[str]] | None = None
    shape = _SHAPES.get(type(event)) or _shape(type(event))
    for key in shape[0]:
        value = getattr(event, key)
        if isinstance(value, str):
            args[key] = names.get(value, value)
        elif isinstance(value, tuple | list):
            shown = [names.get(str(v), str(v)) for v in value]
            if listed is None:
                listed = (key, shown)
            else:  # no event has two lists today; a second one is joined whole
                args[key] = t(locale, "list-sep").join(shown)
        elif value is not None:
            args[key] = value
    if shape[1]:  # one of _SPECIAL
        if isinstance(event, StepBegins):
            args["phase"] = phase
            if not event.strikers:
                listed = ("strikers", [t(locale, "event-step-none")])
        elif isinstance(event, CopyResolves):
            args["amount"] = event.life_lost
        elif isinstance(event, KeywordsChanged):  # combat depth: actions
            names_in = [keyword_name(Keyword(k), locale) for k in event.keywords]
            args["keywords"] = t(locale, "list-sep").join(names_in)
            listed = None
        elif isinstance(event, PowerChanged):
            args["power"], args["toughness"] = f"{event.power:+d}", f"{event.toughness:+d}"
        elif isinstance(event, ProtectionPrevents):  # "protection from red", in the language
            args["quality"] = t(locale, "protection-from", quality=event.quality)
        elif isinstance(event, LifeLost | LifeGained | PoisonGiven):
            team = teams.get(event.player) if teams else None
            args["pool"] = "team" if team else "player"
            args["team"] = team or ""
    cite = _CITES.get((locale, event.rule))
    if cite is None:
        if len(_CITES) >= 4096:
            _CITES.clear()
        cite = _CITES[locale, event.rule] = t(locale, "cite", rule=event.rule)
    key = f"event-{event.kind}"
    if listed is None or not listed[1]:
        if listed is not None:  # an empty list (no winners: a draw)
            args[listed[0]], args["count"] = "", 0
        return [t(locale, key, **args) + cite]
    return [line + cite for line in t_list(locale, key, listed[0], listed[1], **args)]


def explain(result: CombatResult, locale: str | None = None) -> Explanation:
    """A whole combat explained in one language."""
    names = {perm.id: perm.name for perm in result.permanents}
    teams = {player.name: player.team for player in result.players if player.team}
    lines = []
    mode = "commander" if result.commander else result.mode.value
    steps_seen = 0
    has_first = any(s.step == "first_strike" for s in result.steps)
    for event in result.events:
        phase = "only"
        if isinstance(event, StepBegins):
            steps_seen += 1
            phase = "first" if event.step == "first_strike" else ("second" if has_first else "only")
        lines += event_lines(event, names, locale, phase, teams)
    return Explanation(
        title=t(locale, "summary-title", mode=t(locale, f"mode-{mode}")),
        summary=tuple(summary(result, locale)),
        steps_title=t(locale, "steps-title"),
        lines=tuple(lines),
    )


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def caret(board: str, span: tuple[int, int], window: int | None = None) -> str:
    """The board with a caret line under the span (wide characters counted twice).

    With ``window``, a longer board is shown only around the fault, with "…" for the rest.
    """
    start, end = span
    start = max(0, min(start, len(board)))
    end = max(start, min(end, len(board)))
    if window is not None and len(board) > window:
        end = min(end, start + window // 2)
        lo = max(0, start - window // 3)
        hi = min(len(board), max(end, lo + window))
        head = "…" if lo > 0 else ""
        tail = "…" if hi < len(board) else ""
        board = head + board[lo:hi] + tail
        start, end = start - lo + len(head), end - lo + len(head)
    pad = _width(board[:start])
    marks = max(1, _width(board[start:end]))
    return f"{board}\n{' ' * pad}{'^' * marks}"


def error_detail(error: RedzoneError, locale: str | None) -> str:
    """The precise reason of a refused board, in one language."""
    params: dict[str, str | int] = {k: ("none" if v == "" else v) for k, v in error.params.items()}
    if "keyword" in params:
        params["keyword"] = keyword_name(Keyword(str(params["keyword"])), locale)
    params["keywords"] = keyword_list(locale)
    return t(locale, f"error-detail-{error.detail}", **params)


def error_message(error: RedzoneError, locale: str | None) -> str:
    """The headline and the precise reason of a refused board, in one language."""
    head = t(locale, f"error-{error.code}")
    return t(locale, "error-join", head=head, detail=error_detail(error, locale))


def error_text(error: RedzoneError, board: str, locale: str | None) -> str:
    """A refused board for a terminal: the message, then the board with a caret."""
    return f"{error_message(error, locale)}\n{caret(board, error.span)}"
