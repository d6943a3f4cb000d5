"""The picture of a channel game's board between combats: its state, not a combat's result.

Every team (a player outside Two-Headed Giant) with its life and poison, the active one
first; every permanent as a card; the attacks and blocks declared so far. Nothing has been
dealt yet, so there is no damage and no "before → after".
"""

from __future__ import annotations

from bot.games.model import GameState
from bot.i18n import t
from bot.picture.scene import shown_keyword
from bot.scenes import Attack, Card, Scene, Side
from engine.keywords import Keyword


def game_scene(state: GameState, lang: str) -> Scene:
    """The scene of a game's board as it stands."""
    count = len(state.teams)
    order = [(state.active_team + i) % count for i in range(count)]
    sides: list[Side] = []
    key_of: dict[int, str] = {}  # user id -> the key of their side
    for index, team_index in enumerate(order):
        team = state.teams[team_index]
        members = state.members(team_index)
        key = " & ".join(seat.name for seat in members)
        for seat in members:
            key_of[seat.user_id] = key
        sides.append(
            Side(
                key,
                tuple(seat.name for seat in members),
                index,
                team.life,
                team.life,
                team.poison,
                team.poison,
                team.lost,
                bool(state.finished and set(state.winners) & {s.name for s in members}),
            )
        )
    names = {perm.id: perm.name for perm in state.permanents}
    for side in sides:
        side.commander = tuple(
            t(lang, "picture-commander", name=names.get(pid, pid), before=amount, after=amount)
            for seat in state.seats
            if key_of[seat.user_id] == side.key
            for pid, amount in state.commander_damage.get(str(seat.user_id), {}).items()
            if amount
        )
    combat = state.combat
    attacks = combat.attacks if combat is not None else {}
    blocks = combat.blocks if combat is not None else {}
    cards = []
    for perm in state.permanents:
        zone = key_of.get(perm.owner, str(perm.owner))
        card = Card(perm.id, perm.name, perm.kind, zone, zone=zone)
        if perm.kind == "creature":
            card.role = (
                "attacker" if perm.id in attacks else "blocker" if perm.id in blocks else "idle"
            )
            card.power = card.base_power = perm.power - perm.minus
            card.toughness = card.base_toughness = perm.toughness - perm.minus
            card.keywords = tuple(
                shown_keyword(Keyword(k), lang) for k in perm.keywords if k != Keyword.DAMAGE
            )
            card.damage, card.minus = perm.damage, perm.minus
        elif perm.kind == "planeswalker":
            card.value = card.value_before = perm.loyalty
            card.value_label = t(lang, "picture-loyalty")
        else:
            card.value = card.value_before = perm.defense
            card.value_label = t(lang, "picture-defense")
        cards.append(card)
    sides_by_user = {f"player:{uid}": key for uid, key in key_of.items()}
    # What left during the combat is not drawn, nor the arrows to or from it.
    here = {card.id for card in cards} | set(sides_by_user.values())
    arrows = [
        Attack(attacker, sides_by_user.get(target, target.removeprefix("perm:")))
        for attacker, target in attacks.items()
    ]
    return Scene(
        t(lang, "game-board-title", turn=state.turn),
        sides,
        cards,
        [a for a in arrows if a.attacker in here and a.target in here],
        [(b, a) for b, a in blocks.items() if b in here and a in here],
    )
