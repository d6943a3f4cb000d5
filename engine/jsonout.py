"""The ``redzone combat --json`` contract (NOTATION.md section 4), as plain data."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from engine.combat import CombatResult
from engine.errors import RedzoneError
from engine.model import Mode, PermanentResult, StepResult

# Each mode's name in the contract: a Commander game is a multiplayer one there.
_MODES = {mode: mode.value for mode in Mode} | {Mode.COMMANDER: Mode.MULTIPLAYER.value}
# Read by map in C: a generator expression resumes a Python frame per permanent.
_LEFT_BY = attrgetter("left_by")


def result_to_json(result: CombatResult, events: bool = False) -> dict[str, Any]:
    """A combat result as the JSON contract: names for sources and targets, every rule cited.

    Parameters
    ----------
    result
        What :func:`engine.simulate` returned.
    events
        Add ``events``: every step of the explanation as data, each with its rule. Off by
        default: scripts read outcomes, and the events more than double the text.
    """
    names = {perm.id: perm.name for perm in result.permanents}
    # What actions (or a card's delayed trigger: destroyed at end of combat) did.
    acting = bool(result.actions) or any(map(_LEFT_BY, result.permanents))
    # The lists usually empty (commander damage, teams, cipher copies, damage prevented) are
    # built only when there is something in them: even an empty comprehension costs a call.
    out: dict[str, Any] = {
        "mode": _MODES[result.mode],
        "commander": result.commander,
        "players": [
            {
                "name": p.name,
                "team": p.team,
                "life": p.life,
                "poison": p.poison,
                "lost": p.lost,
                "life_before": p.life_before,
                "poison_before": p.poison_before,
                "commander_damage": [
                    {"commander": names.get(cid, cid), "amount": amount}
                    for cid, amount in p.commander_damage
                ]
                if p.commander_damage
                else [],
            }
            for p in result.players
        ],
        "teams": [
            {
                "name": t.name,
                "members": list(t.members),
                "life": t.life,
                "poison": t.poison,
                "lost": t.lost,
                "life_before": t.life_before,
                "poison_before": t.poison_before,
                "poison_limit": t.poison_limit,
            }
            for t in result.teams
        ]
        if result.teams
        else [],
        "permanents": [_permanent(p, acting) for p in result.permanents],
        "steps": [_step(s, names, acting) for s in result.steps],
        "game_over": result.game_over,
        "winners": list(result.winners),
        "rules": list(result.rules),
    }
    if acting:  # the board's actions during combat, as applied
        out["actions"] = _actions_json(result, names)
    if events:
        out["events"] = [event.to_dict() for event in result.events]
    return out


def _permanent(p: PermanentResult, acting: bool) -> dict[str, Any]:
    """One permanent after combat; written as a card (README "Cards"), its card; with
    actions during combat, its ``plus_counters``, ``left_battlefield``,
    ``removed_from_combat`` and ``entered``."""
    entry: dict[str, Any] = {
        "id": p.id,
        "name": p.name,
        "controller": p.controller,
        "kind": p.kind,
        "power": p.power,
        "toughness": p.toughness,
        "damage": p.damage,
        "minus_counters": p.minus_counters,
        "loyalty": p.loyalty,
        "defense": p.defense,
        "dies": p.dies,
        "left_game": p.left_game,
        "exiled": p.exiled,
        "protector": p.protector,
    }
    if p.card is not None:
        entry["card"] = p.card
        entry["unmodeled"] = list(p.unmodeled)
    if acting:
        entry["plus_counters"] = p.plus_counters
        entry["left_battlefield"] = p.left_by
        entry["removed_from_combat"] = p.removed
        entry["entered"] = p.entered
    return entry


def _step(s: StepResult, names: dict[str, str], acting: bool) -> dict[str, Any]:
    """One combat damage step; with actions during combat, the damage prevented."""
    entry: dict[str, Any] = {
        "step": s.step,
        "damage": [
            {
                "source": names[d.source],
                "target": names.get(d.target, d.target),
                "amount": d.amount,
            }
            for d in s.damage
        ],
        "cipher_copies": [
            {
                "spell": c.spell,
                "creature": names[c.creature],
                "caster": c.caster,
                "player": c.player,
            }
            for c in s.cipher_copies
        ]
        if s.cipher_copies
        else [],
    }
    if acting:
        entry["prevented"] = (
            [
                {
                    "source": names[d.source],
                    "target": names.get(d.target, d.target),
                    "amount": d.amount,
                }
                for d in s.prevented
            ]
            if s.prevented
            else []
        )
    return entry


def _actions_json(result: CombatResult, names: dict[str, str]) -> list[dict[str, Any]]:
    """Each moment of the board's actions as applied."""
    return [
        {
            "moment": moment.moment,
            "skipped": moment.skipped,
            "effects": [
                {
                    "effect": effect.effect,
                    "target": names.get(effect.target, effect.target) if effect.target else None,
                    "outcome": effect.outcome,
                    "amount": effect.amount,
                }
                for effect in moment.effects
            ],
        }
        for moment in result.actions
    ]


def error_to_json(error: RedzoneError, message: str) -> dict[str, Any]:
    """A refused board: its code, a readable message, and the span at fault."""
    return {
        "error": {
            "code": error.code,
            "message": message,
            "span": list(error.span),
            "detail": error.detail,
            "params": error.params,
        }
    }
