"""Turn engine results and errors into localized text: a summary, then one line per event.

The console, the CLI and the Discord embeds all start from these lines; only the last step
(plain text or an embed) differs.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from bot.i18n import (
    FluentArg,
    cited,
    keyword_list,
    keyword_name,
    land_type_name,
    list_lines,
    list_text,
    moment_names,
    protection_texts,
    spell_name,
    t,
    t_list,
    text,
    type_name,
)
from engine import CombatResult, RedzoneError
from engine.citations import FIRST_STRIKE_STEP
from engine.combat import DIES_BY
from engine.events import (
    Becomes,
    CardAssumes,
    CopyResolves,
    Event,
    KeywordsChanged,
    LifeChanged,
    LifeGained,
    LifeLost,
    PoisonGiven,
    PowerChanged,
    ProtectionPrevents,
    StaticKeywords,
    StaticPump,
    StepBegins,
    TriggerAsks,
    field_names,
)
from engine.keywords import INFO, Keyword
from engine.oracle import changes_result


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


Args = dict[str, FluentArg]
Locale = str | None
Teams = dict[str, str] | None


def summary(result: CombatResult, locale: str | None) -> list[str]:
    """Life and poison before -> after, what died, what left, copies cast, who won; first, a
    card's text left out that could change this outcome (README "Cards")."""
    lines: list[str] = []
    for perm in result.permanents:
        risky = [line for line in perm.unmodeled if changes_result(line, perm.card or "")]
        if risky:
            text = " / ".join(risky)
            lines.append(t(locale, "summary-unmodeled-risk", name=perm.name, text=text))
    names = {perm.id: perm.name for perm in result.permanents}
    for event in result.events:
        if isinstance(event, CardAssumes):  # a condition the board can't show, taken to hold
            name = names.get(event.permanent, event.permanent)
            args = {"name": name, "text": event.text, "how": event.how}
            lines.append(t(locale, "summary-card-assumes", **args))
        if isinstance(event, TriggerAsks):  # a card's trigger whose choice Redzone leaves
            name = names.get(event.source, event.source)
            args = {"name": name, "text": event.text, "actions": event.actions, "how": event.how}
            lines.append(t(locale, "summary-trigger-asks", **args))
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
    # One pass over the permanents. A creature destroyed or sacrificed by an action died too
    # (700.4); one exiled or returned to hand left the battlefield; a
    # Siege exiled by its own ability (310.12b) didn't die.
    died: list[str] = []
    exiled: list[str] = []
    gone: list[str] = []
    left: list[str] = []
    unmodeled: list[str] = []
    for perm in result.permanents:
        if perm.dies or perm.left_by in DIES_BY:
            died.append(perm.name)
        if perm.exiled:
            exiled.append(perm.name)
        if perm.left_by is not None and perm.left_by not in DIES_BY:
            gone.append(perm.name)
        if perm.left_game:
            left.append(perm.name)
        rest = [line for line in perm.unmodeled if not changes_result(line, perm.card or "")]
        if rest:  # a card's abilities the outcome leaves out (README "Cards")
            text = " / ".join(rest)
            unmodeled.append(t(locale, "summary-unmodeled", name=perm.name, text=text))
    if died:
        lines += t_list(locale, "summary-died", "names", died)
    else:
        lines.append(t(locale, "summary-nothing-died"))
    if exiled:
        lines += t_list(locale, "summary-exiled", "names", exiled)
    if gone:
        lines += t_list(locale, "summary-left-battlefield", "names", gone)
    if left:
        lines += t_list(locale, "summary-left", "names", left)
    copies = [spell_name(c.spell, locale) for s in result.steps for c in s.cipher_copies]
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
    return lines + unmodeled


# An event's line is one of its catalog's messages (``event-<kind>``) with its fields as the
# arguments: a permanent's id shown as its name, a list (the first list field) split by
# ``t_list``, a second list joined whole. The events of _SPECIAL need more than their fields:
# each one's function adds its arguments, and says which list is split (None: none).
Listed = tuple[str, list[str]] | None
Special = Callable[..., Listed]  # (event, args, listed, locale, phase, teams) -> listed


def _step(
    event: StepBegins, args: Args, listed: Listed, locale: Locale, phase: str, _: Teams
) -> Listed:
    args["phase"] = phase
    if not event.strikers:
        listed = ("strikers", [t(locale, "event-step-none")])
    return listed


def _copy(event: CopyResolves, args: Args, listed: Listed, *_: object) -> Listed:
    args["amount"] = event.life_lost
    return listed


def written_keyword(locale: Locale, written: str, teams: Teams) -> str:
    """A keyword of an event, by its id or its id and its number or protection's quality
    ("bushido 2", "protection red"), as the language names it ("bushido 2", "protection
    contre le rouge")."""
    key, _sep, value = written.partition(" ")
    keyword = Keyword(key)
    if keyword == Keyword.PROTECTION:
        return protection_texts(locale, [value], teams or ())[0]
    return f"{keyword_name(keyword, locale)} {value}".rstrip()


def _held(locale: Locale, written: str, teams: Teams) -> tuple[str, bool]:
    """One keyword as a sentence holds it ("gains KEYWORDS"), in the language: its form there
    (``keyword-held``: French gives it its article, "le vol"; a restriction reads as the
    quoted ability a card grants), and whether it is a keyword ability (CR 702)."""
    key, _sep, value = written.partition(" ")
    keyword = Keyword(key)
    name = written_keyword(locale, written, teams)
    number = int(value) if value.isdigit() else 0
    held = t(locale, "keyword-held", keyword=key, name=name, number=number)
    return held, keyword != Keyword.PROTECTION and INFO[keyword].rule.startswith("702.")


def _keywords(
    event: KeywordsChanged | StaticKeywords,
    args: Args,
    _: Listed,
    locale: Locale,
    __: str,
    teams: Teams,
) -> Listed:
    # Each keyword as it reads in the sentence, the keyword abilities first, then protection
    # and the restrictions. A language that writes words around the keyword abilities ("la
    # habilidad de volar", "las habilidades de volar y arrollar") has them as one item.
    helds = [_held(locale, written, teams) for written in event.keywords]
    abilities = [held for held, ability in helds if ability]
    others = [held for held, ability in helds if not ability]
    listed = abilities + others
    if abilities:
        names = list_text(locale, abilities)
        grouped = t(locale, "keywords-abilities", names=names, count=len(abilities))
        if grouped != names:
            listed = [grouped, *others]
    args["keywords"] = list_text(locale, listed)
    return None


def _becomes(event: Becomes, args: Args, _: Listed, locale: Locale, *__: object) -> Listed:
    if event.how != "color":
        return ("values", [type_name(card_type, locale) for card_type in event.values])
    return ("values", [t(locale, "color-name", color=c) for c in event.values])


def _power(event: PowerChanged | StaticPump, args: Args, listed: Listed, *_: object) -> Listed:
    args["power"], args["toughness"] = f"{event.power:+d}", f"{event.toughness:+d}"
    return listed


def _protection(
    event: ProtectionPrevents, args: Args, listed: Listed, locale: Locale, _: str, teams: Teams
) -> Listed:
    # "protection from red", in the language
    (args["quality"],) = protection_texts(locale, [event.quality], teams or ())
    return listed


def _pool(
    event: LifeLost | LifeGained | LifeChanged | PoisonGiven,
    args: Args,
    listed: Listed,
    _: Locale,
    __: str,
    teams: Teams,
) -> Listed:
    team = teams.get(event.player) if teams else None
    args["pool"] = "team" if team else "player"
    args["team"] = team or ""
    return listed


# The fields that name a spell when they name no permanent (CipherCopy, CopyResolves, the
# source of a LifeLost or of an action's damage).
_SPELL_FIELDS = frozenset({"spell", "source"})

_SPECIAL: dict[type[Event], Special] = {
    StepBegins: _step,
    CopyResolves: _copy,
    KeywordsChanged: _keywords,
    StaticKeywords: _keywords,
    PowerChanged: _power,
    StaticPump: _power,
    ProtectionPrevents: _protection,
    LifeLost: _pool,
    LifeGained: _pool,
    LifeChanged: _pool,
    PoisonGiven: _pool,
    Becomes: _becomes,
}


def event_lines(
    event: Event, names: dict[str, str], locale: Locale, phase: str, teams: Teams = None
) -> list[str]:
    """One event as a sentence in the user's language, ending with its rule.

    Its message is ``event-<kind>`` with the event's fields as the variables: a permanent's
    id shown as its name, a number as it is. An event that lists things (the creatures of a
    damage step, what leaves with a player, the winners) is one sentence per piece of a long
    list (``t_list``, which gives each piece its ``count``), each with the rule (where the
    language cites it: ``cited``); a second list is joined whole. ``teams``: each player's
    team ("" outside a game of teams); in a game of teams, their life and poison are the
    team's.
    """
    args: Args = {}
    listed: Listed = None
    for key in field_names(type(event))[1:]:
        value = getattr(event, key)
        if isinstance(value, str):
            name = names.get(value)
            if name is None:  # a spell (a cipher copy, its life loss): its printed name
                name = spell_name(value, locale) if key in _SPELL_FIELDS else value
            args[key] = name
        elif isinstance(value, tuple | list):
            shown = [names.get(str(v), str(v)) for v in value]
            if listed is None:
                listed = (key, shown)
            else:  # no event has two lists today; a second one is joined whole
                args[key] = list_text(locale, shown)
        elif value is not None:
            args[key] = value
    special = _SPECIAL.get(type(event))
    if special is not None:
        listed = special(event, args, listed, locale, phase, teams)
    cite = text(locale, "cite", {"rule": event.rule})
    key = f"event-{event.kind}"
    if listed is None or not listed[1]:
        if listed is not None:  # an empty list (no winners: a draw)
            args[listed[0]], args["count"] = "", 0
        return [cited(locale, text(locale, key, args), cite)]
    return [cited(locale, line, cite) for line in list_lines(locale, key, *listed, args)]


def explain(result: CombatResult, locale: str | None = None) -> Explanation:
    """A whole combat explained in one language."""
    names = {perm.id: perm.name for perm in result.permanents}
    # Every player, with their team's name ("" outside a game of teams).
    teams = {player.name: player.team or "" for player in result.players}
    lines = []
    mode = "commander" if result.commander else result.mode.value
    has_first = any(s.step == "first_strike" for s in result.steps)
    for event in result.events:
        phase = "only"
        if isinstance(event, StepBegins):
            phase = "first" if event.step == "first_strike" else ("second" if has_first else "only")
            if phase == "second" and event.rule == FIRST_STRIKE_STEP:
                phase = "second_late"  # one strikes now that had no first strike then (510.4)
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
    if "mode" in params:  # a game's mode (multiplayer) by the name the language gives it
        params["mode"] = t(locale, f"mode-{params['mode']}")
    if "land" in params:  # a land type (Island) by the name the language prints (島)
        params["land"] = land_type_name(str(params["land"]), locale)
    if "rule" in params:  # one rule or several ("810.1, 810.11"): the language names them
        rules = str(params["rule"]).split(", ")
        params["rule"] = t(locale, "rule-ref", rules=list_text(locale, rules), count=len(rules))
    # Lists the engine joins with ", " or "; " (the names in them hold neither), joined again
    # as the language joins a list: a choice among suggestions, all the things a name fits,
    # or the blocks of a legal declaration.
    for key, sep in (("things", ", "), ("suggestions", ", "), ("blocks", "; ")):
        if key in params:
            items = str(params[key]).split(sep)
            if error.detail == "ambiguous-which":  # each "Bear (a1)" as the language writes it
                items = [_with_id(locale, item) for item in items]
            choice = error.detail == "unknown-card"
            params[key] = list_text(locale, items, "or" if choice else "standard")
    params["keywords"] = keyword_list(locale)
    if error.detail in ("expected-moment", "moment-order"):  # a choice, or their order
        style: Literal["or", "standard"] = "or" if error.detail == "expected-moment" else "standard"
        params["moments"] = list_text(locale, moment_names(locale), style)
    return t(locale, f"error-detail-{error.detail}", **params)


# A permanent the engine names with its id (``Bear (a1)``, params.things of ambiguous-which).
_WITH_ID = re.compile(r"(?P<name>.+) \((?P<id>[^()]+)\)")


def _with_id(locale: str | None, item: str) -> str:
    """``Bear (a1)`` with the language's ``name-aside`` (「熊（a1）」); a player's name as is."""
    found = _WITH_ID.fullmatch(item)
    if found is None:
        return item
    return t(locale, "name-aside", name=found["name"], aside=found["id"])


def error_message(error: RedzoneError, locale: str | None) -> str:
    """The headline and the precise reason of a refused board, in one language."""
    head = t(locale, f"error-{error.code}")
    return t(locale, "error-join", head=head, detail=error_detail(error, locale))


def error_text(
    error: RedzoneError, board: str, locale: str | None, window: int | None = None
) -> str:
    """A refused board for a terminal: the message, then the board with a caret (a long
    board only around the fault, with ``window``)."""
    return f"{error_message(error, locale)}\n{caret(board, error.span, window)}"
