"""What undoing an action needs, compactly: the fields the action changed, as they were.

The action log stores, for each action, a *reverse delta*: applied to the state after the
action it gives the state before it. Adding one creature to a board of 400 stores its id, not
the 400 others. The delta is checked when made (applied back, it must give the state before
exactly) and falls back to the whole list of permanents when it would not. It is stored
as zlib-compressed JSON, or as the JSON itself when that is shorter. Pure: no SQL, no I/O.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from bot.games.model import GameState

Data = dict[str, Any]


def reverse(after: GameState, before: GameState) -> bytes:
    """The compressed delta that turns ``after`` back into ``before``."""
    now, then = after.model_dump(mode="json"), before.model_dump(mode="json")
    delta: Data = {k: v for k, v in then.items() if k != "permanents" and now[k] != v}
    if now["permanents"] != then["permanents"]:
        delta["permanents"] = _permanents(now["permanents"], then["permanents"])
        if _apply(now, delta)["permanents"] != then["permanents"]:
            delta["permanents"] = {"all": then["permanents"]}  # reordered: keep them whole
    text = json.dumps(delta, separators=(",", ":")).encode()
    packed = zlib.compress(text, 9)
    return packed if len(packed) < len(text) else text


def restore(after: GameState, blob: bytes) -> GameState:
    """The state before the action, from the state after it and its reverse delta."""
    delta = json.loads(blob if blob.startswith(b"{") else zlib.decompress(blob))
    return GameState.model_validate(_apply(after.model_dump(mode="json"), delta))


def _permanents(now: list[Data], then: list[Data]) -> Data:
    """Ids the action added (to drop), and the permanents it changed or removed, with
    their place before it (to put back)."""
    current = {p["id"]: p for p in now}
    earlier = {p["id"] for p in then}
    return {
        "drop": [p["id"] for p in now if p["id"] not in earlier],
        "put": [[i, p] for i, p in enumerate(then) if current.get(p["id"]) != p],
    }


def _apply(now: Data, delta: Data) -> Data:
    state = {**now, **{k: v for k, v in delta.items() if k != "permanents"}}
    change = delta.get("permanents")
    if change is None:
        return state
    if "all" in change:
        state["permanents"] = change["all"]
        return state
    drop = set(change["drop"])
    put = {p["id"]: (i, p) for i, p in change["put"]}
    kept = [
        put.pop(p["id"])[1] if p["id"] in put else p
        for p in now["permanents"]
        if p["id"] not in drop
    ]
    for index, perm in sorted(put.values(), key=lambda entry: entry[0]):
        kept.insert(index, perm)  # removed by the action: back in its place
    state["permanents"] = kept
    return state
