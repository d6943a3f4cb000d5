"""Advice on blocks and attacks (:mod:`engine.advisor`) as the JSON contract and as a
localized reply: the one place the CLI, the console and the bot's workers get it from."""

from __future__ import annotations

from typing import Any

from bot.explain import error_detail, explain
from bot.i18n import board_words, list_text, t, vocabulary
from bot.replies import Reply
from engine import Mode, RedzoneError, format_board, parse
from engine.advisor import Advice, Option, advise_attacks, advise_blocks
from engine.cards import CardSource
from engine.jsonout import error_to_json, result_to_json
from engine.model import Board, Creature

KINDS = ("blocks", "attacks")


def advise(
    kind: str,
    board: str,
    mode: str | None,
    cards: CardSource | None = None,
    defender: str | None = None,
) -> Advice:
    """The advice of ``kind`` for a board as written; blocks for ``defender`` (the first
    player attacked when None).

    Raises
    ------
    RedzoneError
        The board is refused (as ``redzone combat`` refuses it).
    """
    parsed = parse(board, vocabulary(), cards)
    forced = Mode(mode) if mode else None
    values = mana_values(parsed, cards)
    if kind == "attacks":
        return advise_attacks(parsed, forced, values)
    return advise_blocks(parsed, forced, defender, values)


def mana_values(board: Board, cards: CardSource | None) -> dict[str, float]:
    """The mana value of each card the board names, where the card data gives one: a
    creature's worth to the advisor (:func:`engine.advisor.worth`)."""
    values: dict[str, float] = {}
    if cards is None:
        return values
    for _, _, thing in board.things():
        if isinstance(thing, Creature) and thing.card is not None and thing.card not in values:
            face = cards.exact(thing.card)
            if face is not None and face.mana_value is not None:
                values[thing.card] = face.mana_value
    return values


def advice_json(
    kind: str,
    board: str,
    mode: str | None,
    lang: str | None = None,
    cards: CardSource | None = None,
) -> dict[str, Any]:
    """``redzone advise KIND --json``: the options (each its board, its outcome exactly as
    ``redzone combat --json`` prints it, and its labels), whether the search was
    exhaustive, and how many declarations it examined; or the board's error object."""
    try:
        advice = advise(kind, board, mode, cards)
    except RedzoneError as error:
        return error_to_json(error, error_detail(error, lang or "en"))
    return {
        "options": [
            {
                "board": format_board(option.board),
                "outcome": result_to_json(option.result),
                "labels": list(option.labels),
            }
            for option in advice.options
        ],
        "exhaustive": advice.exhaustive,
        "examined": advice.examined,
    }


def advice_reply(
    kind: str,
    board: str,
    mode: str | None,
    lang: str,
    cards: CardSource | None = None,
    defender: str | None = None,
) -> Reply:
    """The advice explained in ``lang``, private to whoever asked (the opponent must not
    see it): each option's board, outcome and why, then what the search assumed."""
    from bot.combats import board_error  # the same refusal as a combat's

    try:
        advice = advise(kind, board, mode, cards, defender)
    except RedzoneError as error:
        return board_error(error, board, lang, cards is not None)
    lines: list[str] = []
    for number, option in enumerate(advice.options, 1):
        labels = list_text(
            lang, [t(lang, f"advice-label-{kind}-{label}") for label in option.labels]
        )
        head = f"{number}. {labels}" if labels else f"{number}."
        lines.extend(["", head, f"`{format_board(option.board, board_words(lang))}`"])
        lines.extend(explain(option.result, lang).summary)
        lines.append(why(kind, option, advice, lang))
    if not advice.options:
        lines.append(t(lang, "advice-none"))
    lines.extend(["", t(lang, "advice-assumes")])
    footer_id = "advice-exhaustive" if advice.exhaustive else "advice-not-exhaustive"
    return Reply(
        t(lang, f"advice-title-{kind}", player=advice.defender),
        tuple(lines),
        footer=t(lang, footer_id, count=advice.examined),
        ephemeral=True,
        locale=lang,
    )


def _loss_rule(option: Option, players: frozenset[str]) -> str:
    """The state-based action that makes these players lose (704.5a, 704.5c, 704.6)."""
    for p in option.result.players:
        if p.name not in players or not p.lost:
            continue
        if any(amount >= 21 for _, amount in p.commander_damage):
            return "704.6c"
        if p.life <= 0:
            return "704.6a" if p.team else "704.5a"
        return "704.6b" if p.team else "704.5c"
    return "704.5a"


def why(kind: str, option: Option, advice: Advice, lang: str) -> str:
    """One sentence of why this option, citing the rule that decides it."""
    score = option.score
    result = option.result
    defenders = frozenset(advice.defender.split(" & "))
    if kind == "attacks":
        defenders = frozenset(p.name for p in result.players if p.side != 0)
        loser = [p for p in result.players if p.name in defenders and p.lost]
        if loser:
            rule = _loss_rule(option, defenders)
            return t(lang, "advice-why-wins", player=loser[0].name, rule=rule)
        died = sum(1 for p in result.permanents if p.dies and p.controller in defenders)
        target = next(p.name for p in result.players if p.side != 0)
        return t(lang, "advice-why-attack", player=target, damage=-score.life, count=died)
    player = advice.defender
    if score.lost:
        return t(lang, "advice-why-loses", player=player, rule=_loss_rule(option, defenders))
    blocked = any(p.blocking for p in result.permanents)
    if not blocked:
        return t(lang, "advice-why-no-block", player=player, life=score.life)
    if score.own_count and not score.killed:
        return t(lang, "advice-why-chump", player=player, life=score.life, count=score.own_count)
    killed = sum(1 for p in result.permanents if p.dies and p.controller not in defenders)
    return t(
        lang,
        "advice-why-trade",
        player=player,
        life=score.life,
        count=score.own_count,
        killed=killed,
    )
