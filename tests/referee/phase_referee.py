"""phase.rs (through phase-python) as an independent referee for 1v1 combats.

The cards are built offline from MTGJSON-shaped dicts; a game is started, the creatures are
moved onto the battlefield by editing the state, the state is reloaded in the main phase,
and the combat is played with declare attackers, declare blockers and damage assignment,
dividing damage by Redzone's default policy (NOTATION.md section 3).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from phase import Engine, build_oracle_face

from engine.keywords import Keyword
from engine.model import Board, Creature

# Keywords both engines know, as MTGJSON writes them on cards.
KEYWORD_TEXT = {
    Keyword.FIRST_STRIKE: "First strike",
    Keyword.DOUBLE_STRIKE: "Double strike",
    Keyword.TRAMPLE: "Trample",
    Keyword.DEATHTOUCH: "Deathtouch",
    Keyword.LIFELINK: "Lifelink",
    Keyword.FLYING: "Flying",
    Keyword.REACH: "Reach",
    Keyword.VIGILANCE: "Vigilance",
    Keyword.INDESTRUCTIBLE: "Indestructible",
    Keyword.INFECT: "Infect",
    Keyword.WITHER: "Wither",
    Keyword.MENACE: "Menace",
}
FILLER = "Filler Land Bear"
# Filler cards in each deck: the opening hand's seven and a library that does not run out in
# what the referee plays. The 300 boards' outcomes are the same with 10 as with 20 (checked),
# and the state phase.rs copies at each step half as large; with 7 or fewer a library runs
# out and some outcomes change.
FILLERS = 10


class Deviation(Exception):
    """phase.rs refused a step Redzone takes (its reason is the message)."""


@dataclass(frozen=True)
class Outcome:
    life: tuple[int, int]
    poison: tuple[int, int]
    dies: frozenset[str]  # engine ids (a1, b2, ...) of creatures that died


def card_name(creature: Creature) -> str:
    kws = "".join(sorted(k.value[:3] for k in creature.keywords if k in KEYWORD_TEXT))
    return f"C{creature.power}x{creature.toughness}{kws}"


def _card(name: str, power: int, toughness: int, keywords: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "manaCost": "{1}",
        "manaValue": 1.0,
        "colors": [],
        "colorIdentity": [],
        "types": ["Creature"],
        "subtypes": ["Bear"],
        "supertypes": [],
        "type": "Creature — Bear",
        "power": str(power),
        "toughness": str(toughness),
        "text": "\n".join(keywords),
        "keywords": keywords,
        "layout": "normal",
        "legalities": {},
        "identifiers": {},
    }


def build_engine(boards: list[Board]) -> Engine:
    """One phase.rs card database holding every creature of the boards."""
    faces: dict[str, Any] = {FILLER.lower(): build_oracle_face(_card(FILLER, 1, 1, []), None)}
    for board in boards:
        for _, _, thing in board.things():
            assert isinstance(thing, Creature)
            name = card_name(thing)
            if name.lower() not in faces:
                words = [KEYWORD_TEXT[k] for k in sorted(thing.keywords) if k in KEYWORD_TEXT]
                faces[name.lower()] = build_oracle_face(
                    _card(name, thing.power, thing.toughness, words), None
                )
    return Engine.from_json(json.dumps(faces))


def referee(engine: Engine, board: Board, seed: int = 1) -> Outcome:
    """Play the board's combat in phase.rs; ``Deviation`` if it refuses a step."""
    sides = [list(side.players[0].things) for side in board.sides]
    decks = [[card_name(c) for c in side] + [FILLER] * FILLERS for side in sides]  # type: ignore[arg-type]
    game = engine.new_game(decks[0], decks[1], seed=seed)
    snapshot = game.state()
    state = snapshot["state"]
    oids: dict[str, int] = {}
    for seat, things in enumerate(sides):
        for index, creature in enumerate(things):
            oids[f"{'ab'[seat]}{index + 1}"] = _place(state, seat, card_name(creature))  # type: ignore[arg-type]
    lives = [board.sides[i].players[0].life for i in (0, 1)]
    for seat, player in enumerate(state["players"]):
        player["turns_taken"] = 1
        if lives[seat] is not None:
            player["life"] = lives[seat]
    state.update(
        active_player=0,
        priority_player=0,
        turn_number=2,
        phase="PreCombatMain",
        waiting_for={"type": "Priority", "data": {"player": 0}},
    )
    game = engine.load_game(snapshot)
    game.apply(0, {"type": "PassPriority"}, fast_forward=True)
    by_oid = {oid: key for key, oid in oids.items()}
    attackers = [oids[k] for k in oids if k.startswith("a")]
    _apply(
        game,
        0,
        "DeclareAttackers",
        {"attacks": [[oid, {"type": "Player", "data": 1}] for oid in attackers], "bands": []},
    )
    blocks = []
    for index, creature in enumerate(sides[1]):
        assert isinstance(creature, Creature)
        if creature.blocks is not None:
            blocks.append([oids[f"b{index + 1}"], oids[_attacker_key(board, creature.blocks.text)]])
    order = {oid: i for i, oid in enumerate(oids.values())}
    for _ in range(64):
        waiting = game.waiting_for() or {}
        kind = waiting.get("type")
        if kind == "DeclareBlockers":
            _apply(game, 1, "DeclareBlockers", {"assignments": blocks})
        elif kind == "AssignCombatDamage":
            _assign(game, waiting["data"], order)
        elif kind in ("Priority",) and game.phase in (
            "CombatDamage",
            "FirstStrikeDamage",
            "DeclareBlockers",
            "EndCombat",
        ):
            game.apply(waiting["data"]["player"], {"type": "PassPriority"}, fast_forward=True)
        else:
            break
    final = game.state()["state"]
    dead = frozenset(
        by_oid[oid] for oid in oids.values() if final["objects"][str(oid)]["zone"] == "Graveyard"
    )
    players = final["players"]
    return Outcome(
        (players[0]["life"], players[1]["life"]),
        (players[0]["poison_counters"], players[1]["poison_counters"]),
        dead,
    )


def _attacker_key(board: Board, ref: str) -> str:
    things = board.sides[0].players[0].things
    if ref.isdigit():
        return f"a{ref}"
    if ref.lower().startswith("a") and ref[1:].isdigit():
        return ref.lower()
    for index, thing in enumerate(things):
        if (thing.name or f"a{index + 1}").lower() == ref.lower():
            return f"a{index + 1}"
    raise KeyError(ref)


def _place(state: dict[str, Any], seat: int, name: str) -> int:
    player = state["players"][seat]
    for zone in ("hand", "library"):
        for oid in player[zone]:
            obj = state["objects"][str(oid)]
            if obj["name"] == name and obj["zone"] != "Battlefield":
                player[zone].remove(oid)
                obj["zone"] = "Battlefield"
                obj["entered_battlefield_turn"] = 0
                state["battlefield"].append(oid)
                return int(oid)
    raise LookupError(name)


def _apply(game: Any, actor: int, kind: str, data: dict[str, Any]) -> None:
    try:
        game.apply(actor, {"type": kind, "data": data}, fast_forward=True)
    except Exception as exc:  # the referee's own refusal
        raise Deviation(f"{kind}: {exc}") from exc


def _assign(game: Any, prompt: dict[str, Any], order: dict[int, int]) -> None:
    """Redzone's default division: lethal to each blocker in written order, then the rest."""
    left = prompt["total_damage"]
    blockers = sorted(prompt["blockers"], key=lambda b: order.get(b["blocker_id"], 0))
    shares = []
    for blocker in blockers:
        give = min(blocker["lethal_minimum"], left)
        shares.append([blocker["blocker_id"], give])
        left -= give
    trample = 0
    if left and prompt.get("trample") not in (None, "None") and prompt.get("trample"):
        trample, left = left, 0
    if left and shares:
        shares[-1][1] += left
    _apply(
        game,
        prompt["player"],
        "AssignCombatDamage",
        {
            "assignments": [s for s in shares if s[1]] or shares,
            "controller_damage": 0,
            "mode": "Normal",
            "trample_damage": trample,
        },
    )
