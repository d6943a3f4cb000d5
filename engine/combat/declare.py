"""Setting a combat up: players, permanents and references; attacks and blocks (508, 509)."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from operator import attrgetter
from typing import NoReturn, TypeVar

from engine import citations as R
from engine.combat.bands import Bands
from engine.combat.restrictions import (
    HASTE,
    RESTRICTED,
    SICK,
    attack_restriction,
    block_limit,
    block_restriction,
    min_blockers,
)
from engine.combat.state import (
    FLYING,
    HOME,
    MENACE,
    REACH,
    TRIGGERED,
    Entry,
    Perm,
    Seat,
    Team,
    defender_of,
)
from engine.errors import AmbiguousError, IllegalActionError, NotationError, ReferenceError_
from engine.events import (
    AttackDeclared,
    BlockDeclared,
    CommanderGame,
    HasteAttacks,
)
from engine.model import (
    Creature,
    Mode,
    Ref,
)
from engine.modes import COMMANDER_LIFE, COMMANDER_LIMIT, is_commander_game, team_rules

_Context = TypeVar("_Context")  # what an error about a reference needs (a creature, a ref)
# The ids of the permanents of the first sides, by position (``a1``, ``b3``): made once, not
# for every permanent of every board; later ones are written as they come.
_IDS = tuple(("", *(f"{chr(ord('a') + s)}{n}" for n in range(1, 65))) for s in range(8))
_MOMENT = attrgetter("moment")


class Declarations(Bands):
    def setup(self) -> None:
        board = self.board
        seen: dict[str, Seat] = {}
        self.commander_game = is_commander_game(board, self.mode)
        rules_mode = Mode.COMMANDER if self.commander_game else self.mode
        for s, side in enumerate(board.sides):
            rules = team_rules(rules_mode, len(side.players))
            if self.team_mode:
                life = self._team_value(side.players, "life")
                poison = self._team_value(side.players, "poison")
                team = Team(
                    "&".join(p.name for p in side.players),
                    s,
                    rules.life if life is None else life,
                    poison or 0,
                    rules.poison_limit,
                    True,  # pooled
                )
                self.teams.append(team)
            for player in side.players:
                if not self.team_mode:
                    team = Team(
                        player.name,
                        s,
                        rules.life if player.life is None else player.life,
                        player.poison or 0,
                        rules.poison_limit,
                        False,  # pooled
                    )
                    self.teams.append(team)
                key = player.name.lower()
                if key in seen:
                    raise NotationError("syntax", player.span, "duplicate-player", name=player.name)
                seat = Seat(player.name, s, team)
                seen[key] = seat
                team.members.append(seat)
                self.seats.append(seat)
                self.by_name.setdefault(key, []).append(seat)
        seat_iter = iter(self.seats)
        by_name, by_id, perms = self.by_name, self.by_id, self.perms
        # combat depth: protection. Each seat's land types (landwalk), and whether any
        # permanent has a restriction or protection (else the checks are skipped).
        self.lands: dict[Seat, frozenset[str]] = {}
        self.restricted = False
        # combat depth: triggers. The creatures a combat trigger or a band concerns, in
        # board order (triggers.py, bands.py).
        triggered = self.triggered
        attackers = self.attackers
        for s, side in enumerate(board.sides):
            letter = chr(ord("a") + s)
            ids = _IDS[s] if s < len(_IDS) else ()
            position = 0
            for player in side.players:
                seat = next(seat_iter)
                if player.lands:
                    self.lands[seat] = frozenset(player.lands)
                for thing in player.things:
                    position += 1
                    pid = ids[position] if position < len(ids) else f"{letter}{position}"
                    perm = Perm(pid, thing, seat)
                    if isinstance(thing, Creature):
                        keywords = thing.keywords
                        if thing.numbers or not TRIGGERED.isdisjoint(keywords):
                            triggered.append(perm)
                        if (
                            thing.protections
                            or thing.also_blocks
                            or thing.numbers
                            or not RESTRICTED.isdisjoint(keywords)
                        ):
                            self.restricted = True
                            self.protection = self.protection or bool(thing.protections)
                        if perm.damage >= perm.toughness and not perm.indestructible:
                            raise NotationError(
                                "syntax", thing.span, "already-dead", name=perm.name
                            )
                        if s == 0 and HOME not in keywords:  # home: not an attacker (508.1a)
                            attackers.append(perm)
                    elif perm.siege:
                        perm.controller = self.siege_controller(perm)
                    perms.append(perm)
                    by_id[pid] = perm
                    key = perm.name.lower()
                    same = by_name.get(key)
                    if same is None:
                        by_name[key] = [perm]
                    else:
                        same.append(perm)
        self.declare_attacks()
        self.declare_bands()
        self.after_attacks()
        if not board.actions or "after_attacks" not in map(_MOMENT, board.actions):
            self.declare_blocks()  # else once the actions after attacks happened (Steps.run)
        self.commander_damage()
        if self.commander_game and self.mode is not Mode.COMMANDER:
            self.announce_commander()
        self.check_start()

    def siege_controller(self, perm: Perm) -> Seat:
        """A Siege written under a player is protected by them and controlled by an opponent
        (310.12a): the first attacking player, or the first player of the first defending
        side when its protector attacks."""
        side = 1 if perm.owner.side == 0 else 0
        return next(seat for seat in self.seats if seat.side == side)

    def announce_commander(self) -> None:
        """Say why a board whose mode was not Commander plays by Commander rules (903.7)."""
        first = next(perm for perm in self.perms if perm.commander)  # cd(...) marks one too
        self.events.insert(0, CommanderGame(R.COMMANDER_START_LIFE, first.id, COMMANDER_LIFE))

    def _team_value(self, players: tuple[object, ...], field: str) -> int | None:
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

    def lookup(self, ref: Ref) -> list[Entry]:
        """Everything ``ref`` may name: players by name first, then permanents by name, by
        id, and the attacker at that position."""
        key = ref.text.lower()
        found = list(self.by_name.get(key, ()))
        by_id = self.by_id.get(key)
        if by_id is not None and by_id not in found:
            found.append(by_id)
        if key.isdecimal() and 1 <= int(key) <= len(self.attackers):
            numbered = self.attackers[int(key) - 1]
            if numbered not in found:
                found.append(numbered)
        return found

    def resolve(
        self,
        ref: Ref,
        want: Callable[[Entry], bool],
        wrong: Callable[[_Context, Entry], NoReturn],
        context: _Context,
    ) -> Entry:
        """The one entry ``ref`` names that ``want`` accepts; else ``wrong(context, entry)``.

        A player's name wins over a permanent's name or id (``-> b1`` with a player ``B1``
        attacks the player; only ``->`` accepts players). Two permanents that both fit are
        ``ambiguous_reference``, naming each with its id.
        """
        if ref.bare and not self.lookup(ref):
            ref = Ref(ref.bare, ref.span)  # "bloquea a Oso": the article is not the name
        key = ref.text.lower()
        named = self.by_name.get(key)
        # The usual case: one thing of that name, and no id or number that reads the same.
        if (
            named is not None
            and len(named) == 1
            and key not in self.by_id
            and not key.isdecimal()
            and want(named[0])
        ):
            return named[0]
        found = self.lookup(ref)
        if not found:
            names = {key: entries[0].name for key, entries in self.by_name.items()}
            keys = difflib.get_close_matches(ref.text.lower(), list(names), n=1)
            close = [names[key] for key in keys]
            raise ReferenceError_(
                "unknown_reference",
                ref.span,
                "unknown-reference",
                ref=ref.text,
                suggestion=close[0] if close else "",
            )
        good = [entry for entry in found if want(entry)]
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

    def declare_attacks(self) -> None:
        default = self.seats_of_side(1)[0]
        at_player = self.attack_rule(default)  # the rule of any attack on a player
        attackable, bad_attack = self.attackable, self.bad_attack  # bound once, not per attack
        for perm in self.perms:
            thing = perm.thing
            if not isinstance(thing, Creature):
                continue
            if perm.owner.side != 0:
                if thing.attacks is not None:
                    raise IllegalActionError(
                        "illegal_attack", thing.span, "defender-attacks", name=perm.name
                    )
                continue
            if thing.blocks is not None:
                raise IllegalActionError(
                    "illegal_block", thing.span, "attacker-blocks", name=perm.name
                )
            if HOME in thing.keywords:  # it stays home: not an attacker (508.1a)
                if thing.attacks is not None:
                    raise IllegalActionError(
                        "illegal_attack", thing.span, "home-attacks", name=perm.name
                    )
                continue
            if self.restricted:
                self.check_attack(perm)
            target: Entry = default
            if thing.attacks is not None:
                target = self.resolve(thing.attacks, attackable, bad_attack, thing)
            perm.target = target
            if isinstance(target, Seat):
                attack = AttackDeclared(at_player, perm.id, target.name, "player")
            else:
                kind = target.kind
                attack = AttackDeclared(self.attack_rule(target), perm.id, target.id, kind)  # type: ignore[arg-type]
            self.events.append(attack)
            if self.restricted and SICK in perm.keywords and HASTE in perm.keywords:
                self.events.append(HasteAttacks(R.HASTE, perm.id))

    def check_attack(self, perm: Perm) -> None:
        """An attack the rules forbid (508.1a, 302.6, 702.3b) is an ``illegal_attack``."""
        why = attack_restriction(perm)
        if why is not None:
            detail, rule = why
            raise IllegalActionError(
                "illegal_attack", perm.thing.span, detail, name=perm.name, rule=rule
            )

    def seats_of_side(self, side: int) -> list[Seat]:
        return [seat for seat in self.seats if seat.side == side]

    def attackable(self, entry: Entry) -> bool:
        if isinstance(entry, Seat):
            return entry.side != 0
        return entry.kind != "creature" and entry.owner.side != 0

    def bad_attack(self, thing: Creature, entry: Entry) -> NoReturn:
        if isinstance(entry, Seat) or entry.kind != "creature":
            detail = "attack-own"
        else:
            detail = "attack-creature"
        raise IllegalActionError("illegal_attack", thing.span, detail, name=entry.name)

    def attack_rule(self, target: Entry) -> str:
        if self.team_mode:
            return R.ATTACK_TEAM
        if len(self.board.sides) > 2:
            return R.ATTACK_MULTIPLAYER
        return R.ATTACK_CHOICE if isinstance(target, Perm) else R.ATTACK

    def is_attacker(self, entry: Entry) -> bool:
        return (
            isinstance(entry, Perm)
            and entry.creature
            and entry.owner.side == 0
            and HOME not in entry.keywords
        )

    def bad_block(self, thing: Creature, entry: Entry) -> NoReturn:
        raise IllegalActionError("illegal_block", thing.span, "block-non-attacker", name=entry.name)

    def is_creature(self, entry: Entry) -> bool:
        return isinstance(entry, Perm) and entry.creature

    def not_commander(self, ref: Ref, entry: Entry) -> NoReturn:
        raise ReferenceError_("unknown_reference", ref.span, "not-a-commander", ref=entry.name)

    def declare_blocks(self) -> None:
        if self.team_mode:
            block_rule = R.BLOCK_TEAM
        elif len(self.board.sides) > 2:
            block_rule = R.BLOCK_MULTIPLAYER
        else:
            block_rule = R.BLOCK
        is_attacker, bad_block = self.is_attacker, self.bad_block  # bound once, not per block
        for perm in self.perms:
            thing = perm.thing
            if not isinstance(thing, Creature) or thing.blocks is None or perm.owner.side == 0:
                continue
            found = self.resolve(thing.blocks, is_attacker, bad_block, thing)
            assert isinstance(found, Perm)
            self.check_block(perm, found)
            found.blockers.append(perm)
            found.blocked = True
            perm.blocking = found
            self.events.append(BlockDeclared(block_rule, perm.id, found.id))
            if thing.also_blocks:
                self.block_more(perm, thing, found, block_rule)
        for attacker in self.attackers:
            if MENACE in attacker.keywords and len(attacker.blockers) == 1:
                lone = attacker.blockers[0]
                raise IllegalActionError(
                    "illegal_block",
                    lone.thing.span,
                    "menace",
                    name=lone.name,
                    attacker=attacker.name,
                )
            if self.restricted and 0 < len(attacker.blockers) < (count := min_blockers(attacker)):
                last = attacker.blockers[-1]
                raise IllegalActionError(
                    "illegal_block",
                    last.thing.span,
                    "min-blockers",
                    name=last.name,
                    attacker=attacker.name,
                    count=count,
                    rule=R.BLOCK_RESTRICTIONS,
                )
        self.band_blocks()

    def block_more(self, perm: Perm, thing: Creature, first: Perm, block_rule: str) -> None:
        """``blocks A blocks B``: one creature blocking several attackers, as far as an
        effect allows (509.1a: one each, unless ``can block additional N`` / ``any number``)."""
        limit = block_limit(perm)
        more: list[Perm] = []
        for count, ref in enumerate(thing.also_blocks, start=2):
            found = self.resolve(ref, self.is_attacker, self.bad_block, thing)
            assert isinstance(found, Perm)
            if found is first or found in more:
                raise IllegalActionError(
                    "illegal_block",
                    ref.span,
                    "same-attacker",
                    name=perm.name,
                    attacker=found.name,
                    rule=R.UNTAPPED_BLOCKERS,
                )
            if limit is not None and count > limit:
                raise IllegalActionError(
                    "illegal_block",
                    ref.span,
                    "too-many-blocks",
                    name=perm.name,
                    count=limit,
                    rule=R.UNTAPPED_BLOCKERS,
                )
            self.check_block(perm, found)
            found.blockers.append(perm)
            found.blocked = True
            more.append(found)
            self.events.append(BlockDeclared(block_rule, perm.id, found.id))
        perm.more = tuple(more)

    def check_block(self, blocker: Perm, attacker: Perm) -> None:
        span = blocker.thing.span
        if (
            FLYING in attacker.keywords
            and FLYING not in blocker.keywords
            and REACH not in blocker.keywords
        ):
            raise IllegalActionError(
                "illegal_block", span, "flying", name=blocker.name, attacker=attacker.name
            )
        defender = defender_of(attacker)
        if defender is None:
            return
        if self.team_mode:
            if defender.side != blocker.owner.side:
                raise IllegalActionError(
                    "illegal_block",
                    span,
                    "not-your-team",
                    name=blocker.name,
                    attacker=attacker.name,
                    defender=defender.name,
                )
        elif defender is not blocker.owner:
            raise IllegalActionError(
                "illegal_block",
                span,
                "not-attacking-you",
                name=blocker.name,
                attacker=attacker.name,
                defender=defender.name,
            )
        if self.restricted:
            why = block_restriction(blocker, attacker, self.defending_lands(attacker))
            if why is not None:
                detail, rule = why
                raise IllegalActionError(
                    "illegal_block",
                    span,
                    detail,
                    name=blocker.name,
                    attacker=attacker.name,
                    rule=rule,
                )

    def defending_lands(self, attacker: Perm) -> frozenset[str]:
        """The land types the defending player controls (702.14c): the player ``attacker``
        attacks, or who controls or protects what it attacks (802.2a, 805.10e)."""
        if not self.lands or (defender := defender_of(attacker)) is None:
            return frozenset()
        return self.lands.get(defender, frozenset())

    def commander_damage(self) -> None:
        seat_iter = iter(self.seats)
        for side in self.board.sides:
            for player in side.players:
                seat = next(seat_iter)
                for cd in player.commander_damage:
                    ref = cd.commander
                    found = self.resolve(ref, self.is_creature, self.not_commander, ref)
                    assert isinstance(found, Perm)
                    found.commander = True
                    seat.cmd[found.id] = seat.cmd.get(found.id, 0) + cd.amount

    def check_start(self) -> None:
        """A board whose players have already lost is refused, not simulated."""
        seat_iter = iter(self.seats)
        for side in self.board.sides:
            for player in side.players:
                seat = next(seat_iter)
                team = seat.team
                if player.life is not None and team.life <= 0:
                    raise NotationError("syntax", player.life_span, "already-lost", name=seat.name)
                if player.poison is not None and team.poison >= team.limit:
                    raise NotationError(
                        "syntax", player.poison_span, "already-lost", name=seat.name
                    )
                if seat.cmd and any(amount >= COMMANDER_LIMIT for amount in seat.cmd.values()):
                    raise NotationError("syntax", player.span, "already-lost", name=seat.name)
