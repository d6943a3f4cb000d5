"""Setting a combat up: its players, teams and permanents from a board (the state the
declarations start from), and the checks of a board's starting state."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from operator import attrgetter
from typing import NoReturn

from engine import citations as R
from engine.combat.characteristics import set_keywords
from engine.combat.references import is_creature, resolve
from engine.combat.state import HOME, Combat, Entry, Perm, Seat, Team
from engine.combat.statics import apply_statics, note_abilities
from engine.errors import NotationError, Span, UnresolvedReferenceError
from engine.events import CommanderGame
from engine.model import Board, Creature, Mode, Player, Ref, Thing
from engine.modes import COMMANDER_LIFE, COMMANDER_LIMIT, is_commander_game, team_rules
from engine.oracle import CHOSEN_PLAYER

_COMMANDER_DAMAGE = attrgetter("commander_damage")


@cache
def perm_id(side: int, position: int) -> str:
    """The id of the permanent at ``position`` (from 1) on side ``side``: ``a1``, ``b3``.

    Kept per (side, position): every board asks again for the same few ids, and a kept one
    costs a look-up in C, not a Python call."""
    return f"{chr(ord('a') + side)}{position}"


def setup(board: Board, mode: Mode) -> Combat:
    """The combat of ``board`` before anything is declared: its teams, players (seats) and
    permanents, each permanent with its id.

    Raises
    ------
    NotationError
        Two players of one name, two life totals for one team, a creature already dead.
    """
    commander_game = is_commander_game(board, mode)
    combat = Combat(board, mode, commander_game)
    rules_mode = Mode.COMMANDER if commander_game else mode
    team_mode = combat.team_mode
    by_name = combat.by_name
    for s, side in enumerate(board.sides):
        rules = team_rules(rules_mode, len(side.players))
        if team_mode:
            life = _team_value(side.players, "life")
            poison = _team_value(side.players, "poison")
            team = Team(
                "&".join(p.name for p in side.players),
                s,
                rules.life if life is None else life,
                poison or 0,
                rules.poison_limit,
                True,  # pooled
            )
            combat.teams.append(team)
        for player in side.players:
            if not team_mode:
                team = Team(
                    player.name,
                    s,
                    rules.life if player.life is None else player.life,
                    player.poison or 0,
                    rules.poison_limit,
                    False,  # pooled
                )
                combat.teams.append(team)
            key = player.name.lower()
            if key in by_name:  # only players' names in it yet
                raise NotationError("syntax", player.span, "duplicate-player", name=player.name)
            seat = Seat(player.name, s, team)
            team.members.append(seat)
            combat.seats.append(seat)
            by_name[key] = [seat]
    seat_iter = iter(combat.seats)
    for s, side in enumerate(board.sides):
        position = 0
        for player in side.players:
            seat = next(seat_iter)
            if player.lands:
                combat.lands[seat] = frozenset(player.lands)
            for thing in player.things:
                position += 1
                if not isinstance(thing, Creature):
                    perm = enter(combat, perm_id(s, position), thing, seat)
                    if perm.siege:
                        perm.controller = _siege_controller(combat, perm)
                    continue
                if CHOSEN_PLAYER in thing.protections:
                    thing = _chosen_player(combat, thing, seat)
                perm = enter(combat, perm_id(s, position), thing, seat)
                if s == 0 and HOME not in thing.keywords:  # home: not an attacker (508.1a)
                    combat.attackers.append(perm)
    apply_statics(combat)
    return combat


def enter(combat: Combat, pid: str, thing: Thing, owner: Seat, span: Span | None = None) -> Perm:
    """The permanent ``thing`` is, with its written keywords, on the battlefield of
    ``combat`` (after the others), where references find it.

    Raises
    ------
    NotationError
        ``already-dead``: a creature written with lethal damage marked on it, at ``span``
        (the creature's own span by default).
    """
    perm = Perm(pid, thing, owner)
    if isinstance(thing, Creature):
        set_keywords(perm, thing.keywords)
        # Lethal damage as written (or a toughness of 0 or less, as damage is never
        # negative): refused, or, indestructible, named by the next state-based actions.
        lethal = perm.damage >= perm.toughness
        if lethal and not perm.indestructible:
            where = thing.span if span is None else span
            raise NotationError("syntax", where, "already-dead", name=perm.name)
        perm.to_check = lethal  # else no state-based action applies to it as it enters
        if thing.statics:
            combat.with_statics.append(perm)
        combat.perms.append(perm)
        note_abilities(combat, perm)
    else:
        combat.perms.append(perm)
    combat.by_id[perm.id] = perm
    key = perm.name.lower()
    same = combat.by_name.get(key)
    if same is None:
        combat.by_name[key] = [perm]
    else:
        same.append(perm)
    return perm


def _chosen_player(combat: Combat, thing: Creature, seat: Seat) -> Creature:
    """``thing`` with protection from the player chosen as it entered (702.16k): its
    controller's only opponent, who is the one chosen unless it chose itself.

    Raises
    ------
    NotationError
        ``card-chosen-player``: more than one opponent, which the board must write.
    """
    opponents = [other for other in combat.seats if other.side != seat.side]
    names = {other.name.lower() for other in opponents}
    if any(quality.lower() in names for quality in thing.protections):  # written on the board
        kept = tuple(quality for quality in thing.protections if quality != CHOSEN_PLAYER)
        return replace(thing, protections=kept)
    if len(opponents) != 1:
        raise NotationError(
            "syntax",
            thing.span,
            "card-chosen-player",
            name=thing.name or thing.card or "",
            player=opponents[0].name if opponents else seat.name,
            rule=R.PROTECTION_PLAYER,
        )
    protections = tuple(
        opponents[0].name if quality == CHOSEN_PLAYER else quality for quality in thing.protections
    )
    return replace(thing, protections=protections)


def _siege_controller(combat: Combat, perm: Perm) -> Seat:
    """A Siege written under a player is protected by them and controlled by an opponent
    (310.12a): the first attacking player, or the first player of the first defending
    side when its protector attacks."""
    side = 1 if perm.owner.side == 0 else 0
    return next(seat for seat in combat.seats if seat.side == side)


def _team_value(players: tuple[Player, ...], field: str) -> int | None:
    """The life (or poison) written for a Two-Headed Giant team: once, or the same by each."""
    value: int | None = None
    for player in players:
        mine = getattr(player, field)
        if mine is None:
            continue
        if value is not None and mine != value:
            span = getattr(player, f"{field}_span")
            raise NotationError(
                "conflicting_life", span, f"conflicting-{field}", first=value, second=mine
            )
        value = mine
    return value


def record_commander_damage(combat: Combat) -> None:
    """The commander damage written for each player (``cd(REF N)``, 903.10a)."""
    if not (combat.commander_game or combat.team_mode):
        return  # outside Two-Headed Giant, commander damage written makes a Commander game
    seat_iter = iter(combat.seats)
    for side in combat.board.sides:
        for player in side.players:
            seat = next(seat_iter)
            for cd in player.commander_damage:
                ref = cd.commander
                found = resolve(combat, ref, is_creature, _not_commander, ref)
                assert isinstance(found, Perm)
                found.commander = True
                seat.commander_damage[found.id] = seat.commander_damage.get(found.id, 0) + cd.amount


def _not_commander(ref: Ref, entry: Entry) -> NoReturn:
    raise UnresolvedReferenceError("unknown_reference", ref.span, "not-a-commander", ref=entry.name)


def announce_commander(combat: Combat) -> None:
    """Say why a board whose mode was not Commander plays by Commander rules (903.7)."""
    first = next(perm for perm in combat.perms if perm.commander)  # cd(...) marks one too
    combat.events.insert(0, CommanderGame(R.COMMANDER_START_LIFE, first.id, COMMANDER_LIFE))


def check_start(combat: Combat) -> None:
    """A board whose players have already lost is refused, not simulated."""
    for team in combat.teams:
        if team.life <= 0 or team.poison >= team.limit:
            break
    else:
        if not any(map(_COMMANDER_DAMAGE, combat.seats)):
            return  # the usual board: no total that loses, no commander damage written
    seat_iter = iter(combat.seats)
    for side in combat.board.sides:
        for player in side.players:
            seat = next(seat_iter)
            team = seat.team
            if player.life is not None and team.life <= 0:
                raise NotationError("syntax", player.life_span, "already-lost", name=seat.name)
            if player.poison is not None and team.poison >= team.limit:
                raise NotationError("syntax", player.poison_span, "already-lost", name=seat.name)
            damage = seat.commander_damage
            if damage and any(amount >= COMMANDER_LIMIT for amount in damage.values()):
                raise NotationError("syntax", player.span, "already-lost", name=seat.name)
