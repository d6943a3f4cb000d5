"""Resolving a reference (a player's or permanent's name, an id, an attacker's number) to
the one player or permanent it names, as declarations and actions need."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import NoReturn, TypeVar

from engine.combat.state import Combat, Entry, Perm, Seat
from engine.errors import AmbiguousError, UnresolvedReferenceError
from engine.model import Ref

_Context = TypeVar("_Context")  # what an error about a reference needs (a creature, a ref)


def resolve(
    combat: Combat,
    ref: Ref,
    want: Callable[[Entry], bool],
    wrong: Callable[[_Context, Entry], NoReturn],
    context: _Context,
) -> Entry:
    """The one entry ``ref`` names that ``want`` accepts; else ``wrong(context, entry)``.

    A player's name wins over a permanent's name or id (``-> b1`` with a player ``B1``
    attacks the player; only ``->`` accepts players). Two permanents that both fit are
    ``ambiguous_reference``, naming each with its id.

    What ``ref`` may name: players by name first, then permanents by name, by id, and the
    attacker at that position; when the words as written name nothing, the same words
    without the articles before them (``ref.bare``).

    Raises
    ------
    UnresolvedReferenceError
        ``unknown_reference``: nothing has that name, id or number.
    AmbiguousError
        ``ambiguous_reference``: two permanents fit.
    """
    found = _named(combat, ref.text.lower())
    if not found and ref.bare:
        ref = Ref(ref.bare, ref.span)  # "bloquea a Oso": the article is not the name
        found = _named(combat, ref.text.lower())
    if not found:
        names = {key: entries[0].name for key, entries in combat.by_name.items()}
        keys = difflib.get_close_matches(ref.text.lower(), list(names), n=1)
        close = [names[key] for key in keys]
        raise UnresolvedReferenceError(
            "unknown_reference",
            ref.span,
            "unknown-reference",
            ref=ref.text,
            suggestion=close[0] if close else "",
        )
    if len(found) == 1 and want(found[0]):  # the usual reference: one entry, the one wanted
        return found[0]
    good = list(filter(want, found))  # no comprehension's frame per reference
    if len(good) == 1:
        return good[0]
    if len(good) > 1:
        players = [entry for entry in good if isinstance(entry, Seat)]
        if len(players) == 1:  # a written player name wins (players' names are unique)
            return players[0]
        raise AmbiguousError(
            "ambiguous_reference",
            ref.span,
            "ambiguous-which",
            ref=ref.text,
            count=len(good),
            things=", ".join(
                entry.name if isinstance(entry, Seat) else f"{entry.name} ({entry.id})"
                for entry in good
            ),
        )
    # Nothing fits: say why about the permanent meant, when a player has the same name.
    wrong(context, next((entry for entry in found if isinstance(entry, Perm)), found[0]))


def _named(combat: Combat, key: str) -> list[Entry]:
    """Everything ``key`` names, in the order :func:`resolve` says."""
    found = combat.by_name.get(key, [])
    by_id = combat.by_id.get(key)
    if by_id is not None and by_id not in found:
        found = [*found, by_id]
    attackers = combat.attackers
    if key.isdecimal() and 1 <= int(key) <= len(attackers):
        numbered = attackers[int(key) - 1]
        if numbered not in found:
            found = [*found, numbered]
    return found


def is_creature(entry: Entry) -> bool:
    return isinstance(entry, Perm) and entry.creature


def attackable(entry: Entry) -> bool:
    """Whether a creature may attack it: a player, planeswalker or battle of another side."""
    if isinstance(entry, Seat):
        return entry.side != 0
    return entry.kind != "creature" and entry.owner.side != 0
