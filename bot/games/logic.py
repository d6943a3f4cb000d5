"""What each /game command does to a game's state: pure functions, no I/O.

Legality of attacks and blocks is the engine's: the game builds the engine's board from its
state and lets the engine check it, then applies the engine's result after combat damage.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from bot.games import rules
from bot.games.model import (
    CombatState,
    GameState,
    Gone,
    Permanent,
    PermanentKind,
    PlayerState,
    TeamState,
)
from engine import CombatResult, Mode, simulate
from engine import citations as cited
from engine.cards import CardSource
from engine.keywords import Keyword
from engine.model import (
    MOMENTS,
    Action,
    Battle,
    Board,
    CommanderDamage,
    Creature,
    Moment,
    Planeswalker,
    Player,
    Ref,
    Side,
)
from engine.modes import COMMANDER_LIMIT, giant_shape, team_rules
from engine.notation import ENGLISH, MAX_NUMBER, Vocabulary, fold, parse_things

# Limits no real game reaches, which keep one command's work on the event loop small:
# a combat over a full board is simulated in a few milliseconds (bench/games.py).
MAX_ADD = 60  # permanents one /game add may put onto the battlefield
MAX_PERMANENTS = 200  # permanents on all battlefields of one game
# What /game set changes on a player or a permanent (each named by ``field-<name>``).
GAME_FIELDS = ("life", "poison", "damage", "counters", "loyalty", "defense", "commander_damage")
LIFE_RANGE = (1, MAX_NUMBER)  # /game new life: the engine's largest number
VALUE_RANGE = (0, MAX_NUMBER)  # /game set value


Param = str | int | list[str]  # a list is shown joined the reader's way ("Bob, Ben")


class GameError(Exception):
    """A refused game action: a catalog message key, its parameters, and the rule that
    decides it (cited after the message) when a rule does."""

    def __init__(self, key: str, rule: str | None = None, **params: Param) -> None:
        super().__init__(key)
        self.key = key
        self.rule = rule
        self.params = params


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """A player to seat: their Discord user id, display name, and whether it is a bot."""

    user_id: int
    name: str
    bot: bool = False


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the game did on its own (a state-based action, the turn passing), for the
    reply: a catalog message, its parameters, and the rule it applies."""

    key: str
    rule: str | None
    params: dict[str, Param]


# ---------------------------------------------------------------------------
# new


def in_range(value: int, bounds: tuple[int, int]) -> int:
    """A number from a command option, refused outside the bounds its option declares."""
    low, high = bounds
    if not low <= value <= high:
        raise GameError("game-number-range", value=value, min=low, max=high)
    return value


def new_game(
    mode: str, groups: list[list[PlayerRef]], creator: int, life: int | None = None
) -> GameState:
    """Seat the players; teams for 2HG from explicit groups or from the seat order (810).

    The creator must be one of the players: nobody starts a game for others.
    """
    try:
        chosen = Mode(mode)
    except ValueError as exc:
        raise GameError("game-bad-mode", mode=mode) from exc
    if life is not None:
        in_range(life, LIFE_RANGE)
    players = [p for group in groups for p in group]
    if not players:
        raise GameError("game-players-none")
    robot = next((p for p in players if p.bot), None)
    if robot is not None:  # a bot never declares blockers: the game would wait for ever
        raise GameError("game-bot-player", name=robot.name)
    if all(p.user_id != creator for p in players):
        raise GameError("game-creator-not-seated")
    seen: set[int] = set()
    for p in players:
        if p.user_id in seen:
            raise GameError("game-duplicate-player", name=p.name)
        seen.add(p.user_id)
    count = len(players)
    if chosen is Mode.ONE_V_ONE and count != 2:
        raise GameError("game-players-count", mode=mode, needed="2")
    if chosen in (Mode.MULTIPLAYER, Mode.COMMANDER) and count < 2:
        raise GameError("game-players-count", mode=mode, needed="2+")
    if chosen is Mode.TWO_HEADED_GIANT:
        if len(groups) == 1:
            if count < 4 or count % 2:
                raise GameError("game-players-count", mode=mode, needed="4, 6, 8…")
            half = count // 2
            groups = [players[:half], players[half:]]
        if giant_shape([len(g) for g in groups]) is not None:  # 810.1, 810.11
            raise GameError("game-players-count", mode=mode, needed="4, 6, 8…")
    else:
        groups = [[p] for p in players]
    names = seat_names(players, len(groups))
    seats: list[PlayerState] = []
    teams: list[TeamState] = []
    for index, group in enumerate(groups):
        rules = team_rules(chosen, len(group))
        teams.append(
            TeamState(
                index=index,
                life=rules.life if life is None else life,
                poison_limit=rules.poison_limit,
            )
        )
        seats += [PlayerState(user_id=p.user_id, name=names[p.user_id], team=index) for p in group]
    return GameState(mode=chosen, seats=seats, teams=teams)


def seat_names(players: list[PlayerRef], teams: int) -> dict[int, str]:
    """Each player's name in the game: their display name, changed only where it would be
    read as something else (the handler says so when it is).

    A name loses the characters that separate a list or a board (``| & : , ( )``), and gets
    a number when another player has it (case aside) or when it reads as the id of a
    permanent: the game's (``p3``) or the engine's (``a1``, a side's letter and a position),
    which the engine would take for the permanent (``K9`` and ``R2`` stay as they are at a
    table of fewer than eleven teams)."""
    last = chr(ord("a") + max(teams, 2) - 1)
    looks_like_id = re.compile(rf"[a-{last}p]\d+|\d+")
    names: dict[int, str] = {}
    used: set[str] = set()
    for p in players:
        base = re.sub(r"[|&:,()]", "", p.name).strip() or f"Player{len(names) + 1}"
        name, n = base, 1
        while name.lower() in used or looks_like_id.fullmatch(name.lower()):
            n += 1
            name = f"{base} {n}"
        used.add(name.lower())
        names[p.user_id] = name
    return names


# ---------------------------------------------------------------------------
# the battlefield


def seated(state: GameState, user_id: int) -> PlayerState:
    seat = state.seat(user_id)
    if seat is None:
        raise GameError("game-not-seated")
    if seat.lost:
        raise GameError("game-you-lost")
    return seat


def add_things(
    state: GameState,
    user_id: int,
    text: str,
    vocab: Vocabulary,
    cards: CardSource | None = None,
) -> list[Permanent]:
    """Put permanents written in the notation (or named as cards) onto a player's
    battlefield (in place)."""
    seated(state, user_id)
    things = parse_things(text, vocab, cards)  # RedzoneError for bad notation
    if len(things) > MAX_ADD:
        raise GameError("game-too-many-at-once", limit=MAX_ADD, count=len(things))
    if len(state.permanents) + len(things) > MAX_PERMANENTS:
        raise GameError(
            "game-too-many", limit=MAX_PERMANENTS, count=len(state.permanents), adding=len(things)
        )
    added = []
    for thing in things:
        pid = f"p{state.next_id}"
        state.next_id += 1
        if isinstance(thing, Creature):
            if thing.attacks is not None or thing.blocks is not None:
                raise GameError("game-bad-clause")
            keywords = sorted(k.value for k in thing.keywords)
            perm = Permanent(
                id=pid,
                owner=user_id,
                name=thing.name or pid,
                kind=PermanentKind.CREATURE,
                power=thing.power,
                toughness=thing.toughness,
                keywords=keywords,
                toxic=thing.toxic,
                ciphers=list(thing.ciphers),
                damage=thing.damage,
            )
        elif isinstance(thing, Planeswalker):
            perm = Permanent(
                id=pid,
                owner=user_id,
                name=thing.name,
                kind=PermanentKind.PLANESWALKER,
                loyalty=thing.loyalty,
            )
        else:
            perm = Permanent(
                id=pid,
                owner=user_id,
                name=thing.name,
                kind=PermanentKind.BATTLE,
                defense=thing.defense,
            )
        state.permanents.append(perm)
        added.append(perm)
    return added


def find(
    state: GameState, ref: str, owner: int | None = None, rule: str | None = None
) -> Permanent:
    """A permanent by id or name (case-insensitive), optionally among one player's: another
    player's is refused, citing ``rule`` (in Two-Headed Giant, a teammate's cites 810.5)."""
    key = " ".join(ref.split()).lower()
    pool = state.permanents if owner is None else state.owned_by(owner)
    by_id = [p for p in pool if p.id == key]
    if by_id:
        return by_id[0]
    found = [p for p in pool if p.name.lower() == key]
    if len(found) == 1:
        return found[0]
    if found:
        raise GameError("game-ambiguous", ref=ref, ids=", ".join(p.id for p in found))
    if owner is not None:
        theirs = next((p for p in state.permanents if p.name.lower() == key or p.id == key), None)
        if theirs is not None:
            raise GameError("game-not-yours", _others(state, owner, theirs.owner, rule), name=ref)
    raise GameError("game-unknown", ref=ref)


def _others(state: GameState, user_id: int, other: int, rule: str | None) -> str | None:
    """The rule that keeps a player from acting on another's things: in Two-Headed Giant,
    teammates can't manipulate each other's permanents (810.5); else ``rule``."""
    mine, theirs = state.seat(user_id), state.seat(other)
    if _giant(state) and mine is not None and theirs is not None and mine.team == theirs.team:
        return rules.TEAMMATES
    return rule


_MENTION = re.compile(r"<@!?(\d+)>")


def find_seat(state: GameState, ref: str) -> PlayerState:
    """A player by the name the game shows, by mention (``<@123>``, ``@Name``) or by id."""
    text = " ".join(ref.split())
    mention = _MENTION.fullmatch(text)
    key = mention.group(1) if mention else text.lstrip("@").lower()
    for seat in state.seats:
        if str(seat.user_id) == key or (mention is None and seat.name.lower() == key):
            return seat
    raise GameError("game-unknown", ref=ref)


def remove_things(state: GameState, user_id: int, text: str) -> list[Permanent]:
    """Take a player's own permanents off the battlefield (in place)."""
    seated(state, user_id)
    refs = _items(text)
    if not refs:
        raise GameError("game-unknown", ref=text)
    gone = [find(state, ref, user_id) for ref in refs]
    _leave(state, {p.id: "exile" for p in gone})
    return gone


def _take(state: GameState, ids: Collection[str]) -> list[Permanent]:
    """Take permanents off the battlefield: those taken, in the battlefield's order."""
    leaving = [p for p in state.permanents if p.id in ids]
    state.permanents = [p for p in state.permanents if p.id not in ids]
    return leaving


def _leave(state: GameState, how: dict[str, str]) -> None:
    """Permanents leave the battlefield by an effect (a permanent id -> the engine's effect
    that took it: ``exile``, ``destroy``, ``sacrifice``), and with it combat (506.4).

    One in the combat (:meth:`GameState.in_combat`) is kept as gone at the moment it left,
    so what was declared still counts: a creature it blocked stays blocked (509.1h), one
    attacking it stays attacking (506.4c).
    """
    leaving = _take(state, how)
    combat = state.combat
    if combat is None:
        return
    moment = "after_blocks" if combat.declared else "after_attacks"
    for perm in leaving:
        if state.in_combat(perm.id):
            combat.gone.append(Gone(permanent=_before(perm), moment=moment, effect=how[perm.id]))


def _drop(state: GameState, ids: set[str]) -> None:
    """Permanents leave the battlefield with their owner, who leaves the game, and their
    attacks and blocks are dropped (800.4a)."""
    _take(state, ids)
    combat = state.combat
    if combat is None:
        return
    combat.attacks = {
        k: v
        for k, v in combat.attacks.items()
        if k not in ids and v.removeprefix("perm:") not in ids
    }
    combat.blocks = {k: v for k, v in combat.blocks.items() if k not in ids and v not in ids}


def _before(perm: Permanent) -> Permanent:
    """A permanent that left during a combat, as the engine takes it until it leaves: the
    damage, counters, loyalty or defense that killed it (when it died) are why it left, and
    the engine refuses a board with them (704.5)."""
    return perm.model_copy(
        update={
            "damage": 0,
            "minus": 0,
            "toughness": max(1, perm.toughness),
            "loyalty": None if perm.loyalty is None else max(1, perm.loyalty),
            "defense": None if perm.defense is None else max(1, perm.defense),
        }
    )


def _dies_by(perm: Permanent) -> str:
    """The engine's effect for a permanent put into the graveyard by a state-based action:
    destroyed, or, when indestructible (a toughness of 0 or less, 704.5f), sacrificed,
    which indestructible does not stop either."""
    return "sacrifice" if Keyword.INDESTRUCTIBLE.value in perm.keywords else "destroy"


def set_value(state: GameState, user_id: int, target: str, field: str, value: int) -> str:
    """Correct a number on the player's own things; returns the name of what was set."""
    me = seated(state, user_id)
    in_range(value, VALUE_RANGE)
    if field in ("life", "poison"):
        seat = find_seat(state, target)
        team = state.team_of(seat)
        if seat.user_id != user_id and not (_giant(state) and team is state.team_of(me)):
            raise GameError("game-not-yours", name=seat.name)  # a team's are shared (810.9)
        if field == "life":
            team.life = value
        else:
            team.poison = max(0, value)
        return seat.name
    if field == "commander_damage":
        commander, arrow, player = target.partition("->")
        if not arrow:
            raise GameError("game-bad-declaration", text=target, example="Atraxa -> Bob")
        perm = find(state, commander)
        seat = find_seat(state, player)
        if seat.user_id != user_id:
            raise GameError("game-not-yours", name=seat.name)
        state.commander_damage.setdefault(str(seat.user_id), {})[perm.id] = max(0, value)
        if "commander" not in perm.keywords:
            perm.keywords = sorted([*perm.keywords, "commander"])
        return f"{perm.name} -> {seat.name}"
    perm = find(state, target, user_id)
    allowed = {
        PermanentKind.CREATURE: {"damage", "counters"},
        PermanentKind.PLANESWALKER: {"loyalty"},
        PermanentKind.BATTLE: {"defense"},
    }[perm.kind]
    if field not in allowed:
        raise GameError("game-bad-field", field=field, target=perm.name)
    if field == "damage":
        perm.damage = max(0, value)
    elif field == "counters":
        perm.minus = max(0, value)
    elif field == "loyalty":
        perm.loyalty = max(0, value)
    else:
        perm.defense = max(0, value)
    return perm.name


# ---------------------------------------------------------------------------
# combat


def active_members(state: GameState) -> list[PlayerState]:
    return [s for s in state.members(state.active_team) if not s.lost]


def _giant(state: GameState) -> bool:
    return state.mode is Mode.TWO_HEADED_GIANT


def active_seat(state: GameState, user_id: int, combat: bool = True) -> PlayerState:
    """The seat of a player of the active team: only they attack and resolve the damage
    (``combat``: the active player or team attacks, 506.2, 805.10a) and end the turn (it is
    theirs, 102.1, 805.4a)."""
    seat = seated(state, user_id)
    if seat.team != state.active_team:
        if combat:
            rule = rules.TEAM_COMBAT if _giant(state) else rules.ACTIVE_ATTACKS
        else:
            rule = rules.ACTIVE_TEAM if _giant(state) else rules.ACTIVE_PLAYER
        names = " & ".join(s.name for s in active_members(state))
        raise GameError("game-not-active", rule, name=names)
    return seat


def _items(text: str) -> list[str]:
    """A list typed in a /game option: items separated by "," or Japanese 「、」, folded
    as the notation folds a board (full-width "－＞" is "->")."""
    return [part.strip() for part in fold(text).split(",") if part.strip()]


def _declarations(text: str, separator: str) -> list[tuple[str, str]]:
    pairs = []
    for part in _items(text):
        left, sep, right = part.partition(separator)
        pairs.append((left.strip(), right.strip() if sep else ""))
    return pairs


def attack(state: GameState, user_id: int, text: str) -> list[tuple[str, str]]:
    """Declare a player's attackers (the active player or team, their own creatures), before
    any blockers are declared: the combat's steps proceed in order (506.1)."""
    seat = active_seat(state, user_id)
    combat = state.combat or CombatState()
    if combat.declared:
        raise GameError("game-blocks-declared", rules.STEPS_IN_ORDER)
    mine = {p.id for p in state.owned_by(user_id)}
    attacks = {k: v for k, v in combat.attacks.items() if k not in mine}
    shown = []
    for left, right in _declarations(text.replace("→", "->"), "->"):
        perm = find(state, left, user_id, cited.ATTACK)
        if perm.kind is not PermanentKind.CREATURE:
            raise GameError("game-not-creature", name=perm.name)
        target = _attack_target(state, right, seat)
        attacks[perm.id] = target
        shown.append((perm.name, _target_name(state, target)))
    if not shown:
        raise GameError("game-bad-declaration", text=text, example="Knight -> Bob, Bear -> Jace")
    state.combat = CombatState(attacks=attacks, blocks={}, declared=[])
    check_combat(state)
    return shown


def _attack_target(state: GameState, ref: str, seat: PlayerState) -> str:
    if not ref:
        for team in _turn_order(state)[1:]:
            members = [s for s in state.members(team) if not s.lost]
            if members:
                return f"player:{members[0].user_id}"
    try:
        target_seat = find_seat(state, ref)
    except GameError:
        perm = find(state, ref)
        return f"perm:{perm.id}"
    return f"player:{target_seat.user_id}"


def _target_name(state: GameState, target: str) -> str:
    kind, _, ref = target.partition(":")
    if kind == "player":
        seat = state.seat(int(ref))
        return seat.name if seat else ref
    perm = state.permanent(ref)
    return perm.name if perm else ref


def _turn_order(state: GameState) -> list[int]:
    """Team indexes from the active team on, in seat order, without teams that lost."""
    n = len(state.teams)
    order = [(state.active_team + i) % n for i in range(n)]
    return [i for i in order if not state.teams[i].lost]


def attacked_players(state: GameState) -> list[PlayerState]:
    """Defending players being attacked (themselves, their planeswalkers or battles), APNAP;
    a planeswalker or battle that left still makes its player one: the creature attacking
    it may be blocked (506.4c)."""
    combat = state.combat
    if combat is None:
        return []
    owners = {p.id: p.owner for p in state.permanents}
    owners.update((g.permanent.id, g.permanent.owner) for g in combat.gone)
    hit: set[int] = set()
    for target in combat.attacks.values():
        kind, _, ref = target.partition(":")
        if kind == "player":
            hit.add(int(ref))
        elif ref in owners:
            hit.add(owners[ref])
    order = [s for team in _turn_order(state)[1:] for s in state.members(team)]
    return [s for s in order if s.user_id in hit and not s.lost]


def _block_declarations(text: str, vocab: Vocabulary) -> list[tuple[str, str]]:
    """``Wall blocks Ogre, ...`` with any language's word for "blocks" (blocca, blockt,
    ブロック) and Japanese 「、」 between declarations, as the notation reads them."""
    pairs = []
    for part in _items(text):
        words = part.split()
        at = next((i for i, word in enumerate(words) if word.lower() in vocab.blocks), None)
        if at is None:
            if words:
                pairs.append((" ".join(words), ""))
            continue
        pairs.append((" ".join(words[:at]), " ".join(words[at + 1 :])))
    return pairs


def defenders(state: GameState) -> list[PlayerState]:
    """The players who declare blockers in the combat in progress, in the order they do:
    each player of the defending team in Two-Headed Giant (805.10d), else each player
    attacked (or whose planeswalkers or battles are), in APNAP order (802.4)."""
    if state.combat is None or not state.combat.attacks:
        return []
    if _giant(state):
        return [s for team in _turn_order(state)[1:] for s in state.members(team) if not s.lost]
    return attacked_players(state)


def waiting_blockers(state: GameState) -> list[PlayerState]:
    """The defending players who have not declared their blockers yet, in order."""
    declared = state.combat.declared if state.combat is not None else []
    return [s for s in defenders(state) if s.user_id not in declared]


# "no blockers", in each language (French and Spanish as players write it, in either gender)
NONE = ("", "none", "-", "nessuno", "keine", "なし", "aucun", "aucune", "ninguna", "ninguno")


def declares_none(text: str) -> bool:
    return text.strip().lower() in NONE


def block(
    state: GameState, user_id: int, text: str, vocab: Vocabulary = ENGLISH
) -> list[tuple[str, str]]:
    """Declare a defending player's blockers, in APNAP order in multiplayer (802.4)."""
    seat = seated(state, user_id)
    combat = state.combat
    if combat is None or not combat.attacks:
        raise GameError("game-no-combat", rules.NO_ATTACKERS)
    if seat.team == state.active_team:
        rule = rules.TEAM_COMBAT if _giant(state) else rules.ACTIVE_ATTACKS
        raise GameError("game-not-defending", rule)
    order = defenders(state)
    if seat not in order:  # an opponent nobody attacks has nothing to block (802.4a)
        raise GameError("game-not-attacked", cited.BLOCK_MULTIPLAYER)
    if not _giant(state):
        for earlier in order:
            if earlier.user_id == user_id:
                break
            if earlier.user_id not in combat.declared:
                raise GameError("game-wait-blocks", rules.APNAP_BLOCKS, name=earlier.name)
    mine = {p.id for p in state.owned_by(user_id)}
    blocks = {k: v for k, v in combat.blocks.items() if k not in mine}
    shown = []
    if not declares_none(text):
        for left, right in _block_declarations(text, vocab):
            if not right:
                left, _, right = left.partition(" ")
            blocker = find(state, left, user_id, cited.BLOCK)
            attacker = find(state, right)
            if attacker.id not in combat.attacks:
                raise GameError("game-not-attacking", name=attacker.name)
            blocks[blocker.id] = attacker.id
            shown.append((blocker.name, attacker.name))
    declared = [*combat.declared, user_id] if user_id not in combat.declared else combat.declared
    state.combat = CombatState(
        attacks=combat.attacks, blocks=blocks, declared=declared, gone=combat.gone
    )
    check_combat(state)
    return shown


def pass_blocks(
    state: GameState, user_id: int, seat: PlayerState, text: str, in_charge: bool
) -> None:
    """Declare no blockers for ``seat``, a defending player who is away, so that the game
    goes on: only the game's creator or a server manager may (``in_charge``), and only
    "none"."""
    if not in_charge:
        raise GameError("game-pass-who", _others(state, user_id, seat.user_id, cited.BLOCK))
    if not declares_none(text):
        raise GameError("game-pass-only-none", name=seat.name)
    if state.combat is None or not state.combat.attacks:
        raise GameError("game-no-combat", rules.NO_ATTACKERS)
    if seat not in waiting_blockers(state):
        raise GameError("game-pass-nothing", name=seat.name)
    block(state, seat.user_id, "none")


def advice_request(state: GameState, user_id: int) -> tuple[str, Board, str | None]:
    """What advice makes sense for this player now, on which board, and for whom: blocks
    when attackers are declared and it is their turn to declare blockers (802.4 in
    multiplayer; their team's in Two-Headed Giant, 805.10d); attacks when it is their turn
    and no attacker is declared yet (506.2, 805.10a)."""
    seat = seated(state, user_id)
    combat = state.combat
    if combat is not None and combat.attacks:
        waiting = waiting_blockers(state)
        if seat in waiting and (_giant(state) or waiting[0].user_id == user_id):
            return "blocks", to_board(state).board, seat.name
        raise GameError("game-advise-blocks-not-now")
    if seat.team != state.active_team:
        names = " & ".join(s.name for s in active_members(state))
        raise GameError("game-advise-attacks-not-now", name=names)
    board = to_board(state, every_creature=True).board
    attacking = board.sides[0].players
    if not any(isinstance(thing, Creature) for p in attacking for thing in p.things):
        raise GameError("game-advise-no-creature")
    return "attacks", board, None


# ---------------------------------------------------------------------------
# the engine's board, and its result


@dataclass
class Bridge:
    """How the game's players and permanents map onto the engine's board."""

    board: Board
    engine_ids: dict[str, str]  # game permanent id -> engine id (a1, b2, ...)
    game_ids: dict[str, str]  # engine id -> game permanent id
    seats: dict[str, PlayerState]  # engine player name -> seat


def to_board(state: GameState, every_creature: bool = False) -> Bridge:
    """The engine's board for the combat in progress: the active team's side first; with
    ``every_creature``, the active team's creatures that do not attack too (the board an
    attack is chosen on)."""
    combat = state.combat or CombatState()
    order = _turn_order(state)

    def present(perm: Permanent, s_index: int) -> bool:
        # Every creature on the engine's attacking side attacks: leave out the active
        # team's creatures that were not declared as attackers.
        return (
            every_creature
            or s_index > 0
            or perm.kind is not PermanentKind.CREATURE
            or perm.id in combat.attacks
        )

    def listed(seat: PlayerState) -> list[Permanent]:
        # What left during the combat stays on the board until the moment it left.
        gone = [g.permanent for g in combat.gone if g.permanent.owner == seat.user_id]
        return [*state.owned_by(seat.user_id), *gone]

    engine_ids: dict[str, str] = {}
    for s_index, team_index in enumerate(order):
        position = 0
        for seat in state.members(team_index):
            if seat.lost:
                continue
            for perm in listed(seat):
                if present(perm, s_index):
                    position += 1
                    engine_ids[perm.id] = f"{chr(ord('a') + s_index)}{position}"
    sides = []
    seats: dict[str, PlayerState] = {}
    for team_index in order:
        team = state.teams[team_index]
        players = []
        for m_index, seat in enumerate(s for s in state.members(team_index) if not s.lost):
            seats[seat.name] = seat
            cds = tuple(
                CommanderDamage(Ref(engine_ids[pid]), amount)
                for pid, amount in state.commander_damage.get(str(seat.user_id), {}).items()
                if pid in engine_ids and amount
            )
            things = tuple(
                _thing(state, perm, combat, engine_ids)
                for perm in listed(seat)
                if perm.id in engine_ids
            )
            players.append(
                Player(
                    name=seat.name,
                    life=team.life if m_index == 0 else None,
                    poison=team.poison if m_index == 0 else None,
                    commander_damage=cds,
                    things=things,
                )
            )
        sides.append(Side(tuple(players)))
    moments = tuple(
        Moment(moment, actions)
        for moment in MOMENTS
        if (
            actions := tuple(
                Action(g.effect, Ref(engine_ids[g.permanent.id]))
                for g in combat.gone
                if g.moment == moment and g.permanent.id in engine_ids
            )
        )
    )
    board = Board(tuple(sides), actions=moments)
    return Bridge(board, engine_ids, {v: k for k, v in engine_ids.items()}, seats)


def _thing(
    state: GameState, perm: Permanent, combat: CombatState, ids: dict[str, str]
) -> Creature | Planeswalker | Battle:
    if perm.kind is PermanentKind.PLANESWALKER:
        return Planeswalker(perm.name, perm.loyalty or 0)
    if perm.kind is PermanentKind.BATTLE:
        return Battle(perm.name, perm.defense or 0)
    attacks = blocks = None
    target = combat.attacks.get(perm.id)
    if target is not None:
        kind, _, ref = target.partition(":")
        if kind == "player":
            seat = state.seat(int(ref))
            attacks = Ref(seat.name if seat else ref)
        elif ref in ids:
            attacks = Ref(ids[ref])
    if perm.id in combat.blocks and combat.blocks[perm.id] in ids:
        blocks = Ref(ids[combat.blocks[perm.id]])
    return creature_of(perm, attacks, blocks)


def creature_of(perm: Permanent, attacks: Ref | None = None, blocks: Ref | None = None) -> Creature:
    """A stored creature as the engine's, its -1/-1 counters taken off its power and
    toughness (state-based actions keep that toughness above 0, 704.5f)."""
    return Creature(
        name=perm.name,
        power=perm.power - perm.minus,
        toughness=perm.toughness - perm.minus,
        keywords=frozenset(Keyword(k) for k in perm.keywords),
        toxic=perm.toxic,
        damage=perm.damage,
        ciphers=tuple(perm.ciphers),
        attacks=attacks,
        blocks=blocks,
    )


def check_combat(state: GameState) -> None:
    """Let the engine check the declared attacks and blocks (RedzoneError if illegal)."""
    simulate(to_board(state).board, state.mode)


def damage(state: GameState, user_id: int) -> CombatResult:
    """The active player or team resolves the combat damage, once every defending player
    has declared blockers: the combat's steps proceed in order (506.1, 509.1, 802.4,
    805.10d)."""
    active_seat(state, user_id)
    if state.combat is None or not state.combat.attacks:
        raise GameError("game-no-combat", rules.NO_ATTACKERS)
    waiting = waiting_blockers(state)
    if waiting:
        if _giant(state):
            rule = cited.BLOCK_TEAM
        else:
            rule = rules.APNAP_BLOCKS if len(defenders(state)) > 1 else rules.DEFENDER_BLOCKS
        raise GameError("game-blocks-pending", rule, names=[s.name for s in waiting])
    return resolve_damage(state)


def resolve_damage(state: GameState) -> CombatResult:
    """Run the combat through the engine and apply its result to the state (in place)."""
    if state.combat is None or not state.combat.attacks:
        raise GameError("game-no-combat", rules.NO_ATTACKERS)
    bridge = to_board(state)
    result = simulate(bridge.board, state.mode)
    by_name = {p.name: p for p in result.players}
    for name, seat in bridge.seats.items():
        outcome = by_name[name]
        team = state.team_of(seat)
        team.life, team.poison = outcome.life, outcome.poison
        if outcome.lost:
            seat.lost = True
        for engine_id, total in outcome.commander_damage:
            game_id = bridge.game_ids.get(engine_id)
            if game_id is not None:
                state.commander_damage.setdefault(str(seat.user_id), {})[game_id] = total
    for team in state.teams:
        members = state.members(team.index)
        team.lost = all(s.lost for s in members)
    survivors = []
    results = {p.id: p for p in result.permanents}
    for perm in state.permanents:
        perm_id = bridge.engine_ids.get(perm.id)
        after = results.get(perm_id) if perm_id else None
        if after is None:
            owner = state.seat(perm.owner)
            if owner is None or not owner.lost:
                survivors.append(perm)
            continue
        if after.dies or after.left_game or after.exiled:
            continue
        perm.damage = after.damage
        perm.minus += after.minus_counters
        perm.loyalty = after.loyalty if perm.kind is PermanentKind.PLANESWALKER else perm.loyalty
        perm.defense = after.defense if perm.kind is PermanentKind.BATTLE else perm.defense
        survivors.append(perm)
    state.permanents = survivors
    state.combat = None
    if result.game_over:
        state.finished = True
        state.winners = list(result.winners)
    return result


def end_turn(state: GameState, user_id: int) -> PlayerState:
    """The active player or team ends the turn, once no combat is in progress: a combat's
    steps proceed in order to its end (506.1), so attacks are resolved or taken back first."""
    active_seat(state, user_id, combat=False)
    if state.combat is not None and state.combat.attacks:
        raise GameError("game-combat-open", rules.STEPS_IN_ORDER)
    return next_turn(state)


def next_turn(state: GameState) -> PlayerState:
    """End the turn: marked damage wears off (514.2); the next team in seat order is active."""
    for perm in state.permanents:
        perm.damage = 0
    state.combat = None
    order = _turn_order(state)
    following = [t for t in order if t != state.active_team] or order
    state.active_team = following[0]
    state.turn += 1
    return active_members(state)[0]


# ---------------------------------------------------------------------------
# leaving and ending


@dataclass(frozen=True, slots=True)
class Departure:
    """Who left the game, what left with them, and who won if that ended it."""

    players: list[PlayerState]
    permanents: list[Permanent]
    winners: list[str]


def leave(state: GameState, user_id: int) -> Departure:
    """A player leaves the game: they concede and lose it (104.3a); in Two-Headed Giant the
    whole team leaves and loses (810.8b)."""
    seat = seated(state, user_id)
    if _giant(state):
        return _eliminate(state, [s for s in state.members(seat.team) if not s.lost])
    return _eliminate(state, [seat])


def _eliminate(state: GameState, going: list[PlayerState]) -> Departure:
    """Players leave the game, having lost or conceded.

    Everything they own leaves with them (800.4a); attacks on them are dropped, since no
    combat damage is assigned to a player who has left (800.4e). When one team is left it
    wins (104.2a); when the active team left, its turn ends and the next team in turn order
    is active (800.4j, 800.4k).
    """
    for s in going:
        s.lost = True
    for index in {s.team for s in going}:
        state.teams[index].lost = all(s.lost for s in state.members(index))
    uids = {s.user_id for s in going}
    gone = [p for p in state.permanents if p.owner in uids]
    _drop(state, {p.id for p in gone})
    state.end_votes = [u for u in state.end_votes if u not in uids]
    combat = state.combat
    if combat is not None:
        targets = {f"player:{u}" for u in uids}
        combat.attacks = {k: v for k, v in combat.attacks.items() if v not in targets}
        combat.blocks = {k: v for k, v in combat.blocks.items() if v in combat.attacks}
        combat.declared = [u for u in combat.declared if u not in uids]
        if not combat.attacks:
            state.combat = None
    standing = [t.index for t in state.teams if not t.lost]
    if len(standing) <= 1:
        state.finished = True
        state.combat = None
        state.winners = [s.name for t in standing for s in state.members(t) if not s.lost]
    elif state.teams[state.active_team].lost:
        next_turn(state)
    return Departure(going, gone, state.winners if state.finished else [])


def state_based_actions(state: GameState) -> list[Notice]:
    """Perform the state-based actions the game's numbers call for, after any change (704.3).

    Permanents die (704.5f toughness, 704.5g lethal damage, 704.5i loyalty, 704.5v
    defense: a game's battles are Sieges, as the engine reads them). Players lose at 0 or
    less life (704.5a), at ten poison counters (704.5c) or at 21 combat damage from one
    commander (704.6c); in Two-Headed Giant the team loses at 0 or less life (704.6a), at
    fifteen poison counters (704.6b), or when one of its players loses (810.8a). The losers
    leave the game as :func:`leave` says.
    """
    if state.finished:
        return []
    notices: list[Notice] = []
    dying: set[str] = set()
    for perm in state.permanents:
        death = _death(perm)
        if death is not None:
            dying.add(perm.id)
            notices.append(
                Notice("event-dies", death[1], {"permanent": perm.name, "why": death[0]})
            )
    _leave(state, {p.id: _dies_by(p) for p in state.permanents if p.id in dying})
    losing: list[PlayerState] = []
    for team in state.teams:
        members = [s for s in state.members(team.index) if not s.lost]
        if team.lost or not members:
            continue
        names = [s.name for s in members]
        pooled = _giant(state)
        if team.life <= 0 or team.poison >= team.poison_limit:
            why = "life" if team.life <= 0 else "poison"
            if pooled:
                rule = cited.SBA_TEAM_LIFE if why == "life" else cited.SBA_TEAM_POISON
                params: dict[str, Param] = {"team": " & ".join(names), "members": names}
                notices.append(Notice("event-team_loses", rule, {**params, "why": why}))
            else:
                rule = cited.SBA_LIFE if why == "life" else cited.SBA_POISON
                notices.append(Notice("event-loses", rule, {"player": names[0], "why": why}))
            losing += members
            continue
        beaten = [
            s
            for s in members
            if any(
                n >= COMMANDER_LIMIT
                for n in state.commander_damage.get(str(s.user_id), {}).values()
            )
        ]
        for s in beaten:
            notices.append(
                Notice("event-loses", cited.SBA_COMMANDER, {"player": s.name, "why": "commander"})
            )
        if beaten and pooled:
            params = {"team": " & ".join(names), "members": names, "why": "member"}
            notices.append(Notice("event-team_loses", cited.TEAM_LOSES, params))
            beaten = members
        losing += beaten
    if not losing:
        return notices
    turn = state.turn
    departure = _eliminate(state, losing)
    if state.finished:
        winners = departure.winners
        if pooled:
            outcome, rule = (
                ("team", cited.GAME_WON_TEAM) if winners else ("team_draw", cited.GAME_DRAWN_TEAMS)
            )
        else:
            outcome, rule = ("player", cited.GAME_WON) if winners else ("draw", cited.GAME_DRAWN)
        params = {"winners": winners, "outcome": outcome, "team": " & ".join(winners)}
        notices.append(Notice("event-game_over", rule, params))
        return notices
    for seat in departure.players:
        owned = [p.name for p in departure.permanents if p.owner == seat.user_id]
        notices.append(
            Notice("event-leaves", cited.LEAVES_GAME, {"player": seat.name, "permanents": owned})
        )
    if state.turn != turn:
        names = [s.name for s in active_members(state)]
        notices.append(Notice("game-next", None, {"turn": state.turn, "name": " & ".join(names)}))
    return notices


def _death(perm: Permanent) -> tuple[str, str] | None:
    """Why a permanent is put into its owner's graveyard, and the rule, if it is."""
    if perm.kind is PermanentKind.CREATURE:
        toughness = perm.toughness - perm.minus
        if toughness <= 0:
            return "toughness", cited.SBA_TOUGHNESS
        if perm.damage >= toughness and Keyword.INDESTRUCTIBLE.value not in perm.keywords:
            return "lethal", cited.SBA_LETHAL
        return None
    if perm.kind is PermanentKind.PLANESWALKER:
        return ("loyalty", cited.SBA_LOYALTY) if (perm.loyalty or 0) <= 0 else None
    return ("siege", cited.SBA_SIEGE) if (perm.defense or 0) <= 0 else None


def vote_end(state: GameState, user_id: int) -> tuple[int, int]:
    """A player asks to end the game: (votes, players remaining); it ends when all have."""
    seated(state, user_id)
    if user_id not in state.end_votes:
        state.end_votes.append(user_id)
    remaining = {s.user_id for s in state.remaining()}
    return sum(u in remaining for u in state.end_votes), len(remaining)
