"""The /game commands: load the channel's game, check who may act, apply, save, reply.

Commands on one game are applied one after the other (a lock per channel in this process,
and a version check in the database for anything beyond it): none is lost or interleaved.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from datetime import timedelta

from bot.explain import error_detail, explain
from bot.games import logic
from bot.games.logic import GAME_FIELDS, GameError, Notice, Param, PlayerRef
from bot.games.model import GameState, Permanent, PermanentKind
from bot.handlers import Context, Handlers
from bot.i18n import (
    keyword_name,
    list_text,
    moment_text,
    structural_word,
    t,
    t_list,
    vocabulary,
)
from bot.picture import Scene, combat_scene
from bot.picture.game import game_scene
from bot.replies import Reply
from bot.storage.games import Games, HistoryEntry, StaleGame, StoredGame
from engine import Mode, RedzoneError, format_board
from engine.notation import format_creature

log = logging.getLogger(__name__)
MODES = frozenset(mode.value for mode in Mode)


@dataclass
class Outcome:
    """What an action did: its log entry and the lines of its reply."""

    kind: str
    detail: str
    title: str
    lines: list[str] = field(default_factory=list)
    save: bool = True
    scene: Scene | None = None  # what its picture shows (drawn by a combat worker)


class ChannelLocks:
    """A lock per channel that lives only while a command holds or waits for it."""

    def __init__(self) -> None:
        self._locks: dict[tuple[int, int], tuple[asyncio.Lock, list[int]]] = {}

    def __len__(self) -> int:
        return len(self._locks)

    @contextlib.asynccontextmanager
    async def hold(self, key: tuple[int, int]) -> AsyncIterator[None]:
        lock, users = self._locks.setdefault(key, (asyncio.Lock(), [0]))
        users[0] += 1
        try:
            async with lock:
                yield
        finally:
            users[0] -= 1
            if not users[0]:
                del self._locks[key]


class GameHandlers:
    """The /game subcommands, over the shared handlers (language, database)."""

    def __init__(self, base: Handlers, idle: timedelta | None = timedelta(days=30)) -> None:
        """``idle``: how long a game nobody touches is kept (None: for ever). A reply carries
        the scene of its picture, drawn after its text is sent (:meth:`Handlers.scene_picture`),
        or the picture itself when one was drawn for a scene that shows the same."""
        self.base = base
        self.games = Games(base.db)
        self.idle = idle
        self._locks = ChannelLocks()

    def lock(self, ctx: Context) -> contextlib.AbstractAsyncContextManager[None]:
        return self._locks.hold((ctx.guild_id or 0, ctx.channel_id or 0))

    @staticmethod
    def in_charge(ctx: Context, game: StoredGame) -> bool:
        """The game's creator, or someone who may manage the server."""
        return ctx.can_manage or ctx.user_id == game.creator_id

    @staticmethod
    def action_text(lang: str, action: HistoryEntry) -> str:
        """A recorded action as the history and undo show it: command name, then its input
        (a correction's field by its name in the language: ``imposta Bob punti vita 3``)."""
        detail = action.detail
        if action.kind == "pass":
            return t(lang, "game-history-pass", name=detail)
        if action.kind == "set":
            target, _, rest = detail.rpartition(" ")
            who, _, field_name = target.rpartition(" ")
            if who and field_name in GAME_FIELDS:
                detail = f"{who} {t(lang, f'field-{field_name}')} {rest}"
        return f"{t(lang, f'cmd-game-{action.kind}')} {detail}".strip()

    @staticmethod
    def refusal(lang: str, key: str, rule: str | None = None, **params: Param) -> Reply:
        """A private refusal: the message, and the rule that decides it when one does."""
        # A mode or a field travels as its key (``1v1``, ``loyalty``): shown by its name.
        for name, known in (("mode", MODES), ("field", GAME_FIELDS)):
            value = params.get(name)
            if isinstance(value, str) and value in known:
                params[name] = t(lang, f"{name}-{value}")
        lines = notice_lines(lang, Notice(key, rule, params))
        return Reply(t(lang, "game-title"), tuple(lines), ephemeral=True, error=True, locale=lang)

    def _refused(self, lang: str, error: GameError) -> Reply:
        return self.refusal(lang, error.key, error.rule, **error.params)

    # -- new -------------------------------------------------------------------------

    async def new(
        self, ctx: Context, mode: str, groups: list[list[PlayerRef]], life: int | None = None
    ) -> Reply:
        lang = await self.base.language(ctx)
        if ctx.guild_id is None or ctx.channel_id is None:
            return self.refusal(lang, "game-guild-only")
        try:
            state = logic.new_game(mode, groups, ctx.user_id, life)
        except GameError as error:
            return self._refused(lang, error)
        async with self.lock(ctx):
            try:
                await self.games.create(
                    ctx.guild_id,
                    ctx.channel_id,
                    ctx.user_id,
                    state,
                    " ".join(s.name for s in state.seats),
                )
            except StaleGame:
                return self.refusal(lang, "game-exists")
        team = state.teams[0]
        given = {p.user_id: p.name for group in groups for p in group}
        lines = [
            *self._seating(state, lang),
            *(
                t(lang, "game-renamed", given=given[s.user_id], name=s.name)
                for s in state.seats
                if given[s.user_id] != s.name
            ),
            t(lang, "game-new-life", life=team.life, limit=team.poison_limit),
            t(lang, "game-active", name=self._active(state)),
        ]
        return Reply(
            t(lang, "game-new-title", mode=t(lang, f"mode-{state.mode}")), tuple(lines), locale=lang
        )

    # -- the shared path of every other command --------------------------------------

    async def _current(self, ctx: Context, lang: str) -> StoredGame | Reply:
        """The channel's game, or the refusal to send when there is none."""
        if ctx.guild_id is None or ctx.channel_id is None:
            return self.refusal(lang, "game-guild-only")
        game = await self.games.load(ctx.guild_id, ctx.channel_id)
        return game if game is not None else self.refusal(lang, "game-none")

    async def _act(
        self,
        ctx: Context,
        action: Callable[[StoredGame, GameState, str], Outcome],
        when_finished: bool = False,
    ) -> Reply:
        lang = await self.base.language(ctx)
        async with self.lock(ctx):
            game = await self._current(ctx, lang)
            if isinstance(game, Reply):
                return game
            if game.state.finished and not when_finished:
                return self.refusal(
                    lang, "game-finished", None, **_winners(lang, game.state.winners)
                )
            state = game.state.model_copy(deep=True)
            try:
                outcome = action(game, state, lang)
                if outcome.save:  # after any change (704.3)
                    for notice in logic.state_based_actions(state):
                        outcome.lines += notice_lines(lang, notice)
            except GameError as error:
                return self._refused(lang, error)
            except RedzoneError as error:
                return Reply(
                    t(lang, f"error-{error.code}"),
                    (error_detail(error, lang),),
                    ephemeral=True,
                    error=True,
                    locale=lang,
                )
            if outcome.save:
                try:
                    await self.games.save(game, state, ctx.user_id, outcome.kind, outcome.detail)
                except StaleGame:
                    return self.refusal(lang, "game-changed")
        scene = outcome.scene if outcome.scene is not None and await self._pictures(ctx) else None
        png = None if scene is None else self.base.kept_picture(scene, lang)
        if png is not None:  # drawn before (the board shown again unchanged): with the text
            return Reply(outcome.title, tuple(outcome.lines), locale=lang, picture=png)
        return Reply(outcome.title, tuple(outcome.lines), locale=lang, scene=scene)

    async def _pictures(self, ctx: Context) -> bool:
        """Whether this guild's answers carry a picture (and pictures can be drawn here)."""
        return self.base.pictures and (await self.base.guild_settings(ctx)).pictures

    # -- the commands ------------------------------------------------------------------

    async def board(self, ctx: Context) -> Reply:
        def show(game: StoredGame, state: GameState, lang: str) -> Outcome:
            return Outcome(
                "board",
                "",
                t(lang, "game-board-title", turn=state.turn),
                self.board_lines(state, lang),
                save=False,
                scene=game_scene(state, lang),
            )

        return await self._act(ctx, show, when_finished=True)

    async def add(self, ctx: Context, things: str) -> Reply:
        def add(game: StoredGame, state: GameState, lang: str) -> Outcome:
            added = logic.add_things(state, ctx.user_id, things, vocabulary(), self.base.cards())
            seat = state.seat(ctx.user_id)
            assert seat is not None
            shown = [self.describe(p, lang) for p in added]
            return Outcome(
                "add",
                things,
                t(lang, "game-title"),
                t_list(lang, "game-added", "things", shown, name=seat.name),
            )

        return await self._act(ctx, add)

    async def remove(self, ctx: Context, things: str) -> Reply:
        def remove(game: StoredGame, state: GameState, lang: str) -> Outcome:
            gone = logic.remove_things(state, ctx.user_id, things)
            return Outcome(
                "remove",
                things,
                t(lang, "game-title"),
                t_list(lang, "game-removed", "things", self.named(gone)),
            )

        return await self._act(ctx, remove)

    async def set(self, ctx: Context, target: str, field_name: str, value: int) -> Reply:
        def correct(game: StoredGame, state: GameState, lang: str) -> Outcome:
            name = logic.set_value(state, ctx.user_id, target, field_name, value)
            what = t(lang, f"field-{field_name}")
            return Outcome(
                "set",
                f"{target} {field_name} {value}",
                t(lang, "game-title"),
                [t(lang, "game-set", target=name, field=what, value=value)],
            )

        return await self._act(ctx, correct)

    async def attack(self, ctx: Context, attacks: str) -> Reply:
        def declare(game: StoredGame, state: GameState, lang: str) -> Outcome:
            shown = logic.attack(state, ctx.user_id, attacks)
            listed = [t(lang, "game-combat-attack", attacker=a, target=b) for a, b in shown]
            waiting = [s.name for s in logic.waiting_blockers(state)]
            lines = t_list(lang, "game-attack-declared", "list", listed)
            if waiting:
                lines += t_list(lang, "game-blockers-next", "names", waiting)
            return Outcome("attack", attacks, t(lang, "game-title"), lines)

        return await self._act(ctx, declare)

    async def block(self, ctx: Context, blocks: str, player: str | None = None) -> Reply:
        """A defending player's blockers; with ``player``, the game's creator or a server
        manager declares no blockers for a defending player who is away."""

        def declare(game: StoredGame, state: GameState, lang: str) -> Outcome:
            away = logic.find_seat(state, player) if player else None
            if away is not None and away.user_id != ctx.user_id:
                logic.pass_blocks(state, ctx.user_id, away, blocks, self.in_charge(ctx, game))
                lines = [t(lang, "game-block-passed", name=away.name)]
                kind, detail = "pass", away.name
            else:
                shown = logic.block(state, ctx.user_id, blocks, vocabulary())
                seat = logic.seated(state, ctx.user_id)
                if shown:
                    listed = [t(lang, "game-combat-block", blocker=a, attacker=b) for a, b in shown]
                    lines = t_list(lang, "game-block-declared", "list", listed, name=seat.name)
                else:
                    lines = [t(lang, "game-block-none", name=seat.name)]
                kind, detail = "block", blocks or "-"
            waiting = [s.name for s in logic.waiting_blockers(state)]
            if waiting:
                lines += t_list(lang, "game-blockers-next", "names", waiting)
            else:
                lines.append(t(lang, "game-blocks-done", name=self._active(state)))
            return Outcome(kind, detail, t(lang, "game-title"), lines)

        return await self._act(ctx, declare)

    async def advise(self, ctx: Context) -> Reply:
        """The best blocks or attacks on the game's board, private to the player who asks,
        through the same advisor and per-user limit as ``/combat advise``."""
        lang = await self.base.language(ctx)
        game = await self._current(ctx, lang)
        if isinstance(game, Reply):
            return game
        state = game.state
        if state.finished:
            return self.refusal(lang, "game-finished", None, **_winners(lang, state.winners))
        try:
            kind, board, defender = logic.advice_request(state, ctx.user_id)
        except GameError as error:
            return self._refused(lang, error)
        text = format_board(board)
        return await self.base.advice(ctx, kind, text, state.mode.value, lang, defender)

    async def damage(self, ctx: Context) -> Reply:
        def resolve(game: StoredGame, state: GameState, lang: str) -> Outcome:
            # The board before the damage changes the state: the picture shows both.
            board = logic.to_board(state).board
            result = logic.damage(state, ctx.user_id)
            explained = explain(result, lang)
            lines = [
                *explained.summary,
                "",
                explained.steps_title,
                *explained.lines,
                "",
                t(lang, "game-damage-applied"),
            ]
            return Outcome(
                "damage", "", explained.title, lines, scene=combat_scene(result, lang, board)
            )

        return await self._act(ctx, resolve)

    async def next(self, ctx: Context) -> Reply:
        def advance(game: StoredGame, state: GameState, lang: str) -> Outcome:
            logic.end_turn(state, ctx.user_id)
            return Outcome(
                "next",
                "",
                t(lang, "game-title"),
                [t(lang, "game-next", turn=state.turn, name=self._active(state))],
            )

        return await self._act(ctx, advance)

    async def undo(self, ctx: Context) -> Reply:
        lang = await self.base.language(ctx)
        async with self.lock(ctx):
            game = await self._current(ctx, lang)
            if isinstance(game, Reply):
                return game
            if game.state.seat(ctx.user_id) is None:
                return self.refusal(lang, "game-not-seated")
            last = await self.games.last_action(game)
            if last is None:
                return self.refusal(lang, "game-nothing-to-undo")
            if last.kind == "leave":
                return self.refusal(lang, "game-leave-final")
            if last.user_id != ctx.user_id and not self.in_charge(ctx, game):
                return self.refusal(lang, "game-only-creator")
            try:
                _, action = await self.games.undo(game)
            except StaleGame:
                return self.refusal(lang, "game-changed")
        what = self.action_text(lang, action)
        return Reply(t(lang, "game-title"), (t(lang, "game-undone", action=what),), locale=lang)

    async def history(self, ctx: Context) -> Reply:
        lang = await self.base.language(ctx)
        game = await self._current(ctx, lang)
        if isinstance(game, Reply):
            return game
        names = {s.user_id: s.name for s in game.state.seats}
        lines = []
        for action in await self.games.history(game):
            what = self.action_text(lang, action)
            key = "game-history-undone" if action.undone else "game-history-line"
            lines.append(
                t(
                    lang,
                    key,
                    n=action.seq,
                    who=names.get(action.user_id, str(action.user_id)),
                    what=what,
                    when=moment_text(lang, action.created_at),
                )
            )
        return Reply(t(lang, "game-history-title"), tuple(lines), locale=lang)

    async def end(self, ctx: Context) -> Reply:
        """The creator or a server manager ends the game; a player's /game end is a vote,
        and the game ends when every remaining player has voted."""
        lang = await self.base.language(ctx)
        async with self.lock(ctx):
            game = await self._current(ctx, lang)
            if isinstance(game, Reply):
                return game
            ended = Reply(t(lang, "game-title"), (t(lang, "game-ended"),), locale=lang)
            finished = game.state.finished and game.state.seat(ctx.user_id) is not None
            if self.in_charge(ctx, game) or finished:
                await self.games.delete(game.id)
                return ended
            state = game.state.model_copy(deep=True)
            try:
                votes, needed = logic.vote_end(state, ctx.user_id)
            except GameError as error:
                key = "game-end-who" if error.key == "game-not-seated" else error.key
                return self.refusal(lang, key, error.rule)
            if votes >= needed:
                await self.games.delete(game.id)
                return ended
            try:
                await self.games.save(game, state, ctx.user_id, "end", "")
            except StaleGame:
                return self.refusal(lang, "game-changed")
        seat = state.seat(ctx.user_id)
        assert seat is not None
        line = t(lang, "game-end-vote", name=seat.name, votes=votes, needed=needed)
        return Reply(t(lang, "game-title"), (line,), locale=lang)

    async def leave(self, ctx: Context) -> Reply:
        def concede(game: StoredGame, state: GameState, lang: str) -> Outcome:
            turn = state.turn
            gone = logic.leave(state, ctx.user_id)
            seat = state.seat(ctx.user_id)
            assert seat is not None
            if len(gone.players) > 1:
                names = " & ".join(s.name for s in gone.players)
                lines = [t(lang, "game-left-team", name=seat.name, names=names)]
            else:
                lines = [t(lang, "game-left", name=seat.name)]
            if gone.permanents:
                named = self.named(gone.permanents)
                lines += t_list(lang, "summary-left", "names", named)
            if gone.winners:
                winners = list_text(lang, gone.winners)
                lines.append(t(lang, "summary-winners", names=winners, count=len(gone.winners)))
            elif state.turn != turn:
                lines.append(t(lang, "game-next", turn=state.turn, name=self._active(state)))
            return Outcome("leave", "", t(lang, "game-title"), lines)

        return await self._act(ctx, concede)

    # -- the channel's lifetime ----------------------------------------------------------

    async def channel_gone(self, guild_id: int, channel_id: int) -> int:
        return await self.games.delete_channel(guild_id, channel_id)

    async def guild_gone(self, guild_id: int) -> int:
        return await self.games.delete_guild(guild_id)

    async def purge_idle(self) -> int:
        return 0 if self.idle is None else await self.games.purge_idle(self.idle)

    # -- rendering -------------------------------------------------------------------------

    @staticmethod
    def named(perms: list[Permanent]) -> list[str]:
        """Permanents by name and id: ``Bear [p1]``, ``Wall [p2]``."""
        return [f"{p.name} [{p.id}]" for p in perms]

    @staticmethod
    def describe(perm: Permanent, lang: str) -> str:
        """A permanent in the notation, in the reader's language, with its id:
        ``Knight 2/2 double strike [p3]``, ``Cavaliere 2/2 doppio attacco [p3]``."""
        if perm.kind is PermanentKind.PLANESWALKER:
            text = f"{perm.name} {structural_word('pw', lang)} {perm.loyalty}"
        elif perm.kind is PermanentKind.BATTLE:
            text = f"{perm.name} {structural_word('battle', lang)} {perm.defense}"
        else:
            creature = logic.creature_of(perm)
            text = format_creature(creature, lambda k: keyword_name(k, lang))
        return f"{text} [{perm.id}]"

    def _seating(self, state: GameState, lang: str) -> list[str]:
        if state.mode is Mode.TWO_HEADED_GIANT:
            teams = [" & ".join(s.name for s in state.members(i)) for i in range(len(state.teams))]
            return t_list(lang, "game-new-seats", "names", teams, " | ")
        return t_list(lang, "game-new-seats", "names", [s.name for s in state.seats])

    def _active(self, state: GameState) -> str:
        return " & ".join(s.name for s in logic.active_members(state))

    def board_lines(self, state: GameState, lang: str) -> list[str]:
        lines = [t(lang, "game-active", name=self._active(state)), ""]
        names = {p.id: p.name for p in state.permanents}
        for team in state.teams:
            members = state.members(team.index)
            label = " & ".join(s.name for s in members)
            key = "game-team-lost" if team.lost else "game-team-line"
            lines.append(
                t(
                    lang,
                    key,
                    name=label,
                    life=team.life,
                    poison=team.poison,
                    limit=team.poison_limit,
                )
            )
            for seat in members:
                taken = state.commander_damage.get(str(seat.user_id), {})
                if any(taken.values()):
                    listed = [f"{names.get(pid, pid)} {n}" for pid, n in taken.items() if n]
                    lines += (
                        "  " + line
                        for line in t_list(
                            lang, "game-commander-line", "list", listed, name=seat.name
                        )
                    )
                owned = state.owned_by(seat.user_id)
                shown = t(lang, "list-sep").join(self.describe(p, lang) for p in owned) or t(
                    lang, "game-battlefield-empty"
                )
                prefix = f"{seat.name}: " if len(members) > 1 else ""
                lines.append(f"  {prefix}{shown}")
        combat = state.combat
        if combat is not None and combat.attacks:
            lines += ["", t(lang, "game-combat-title")]
            for attacker, target in combat.attacks.items():
                lines.append(
                    "  "
                    + t(
                        lang,
                        "game-combat-attack",
                        attacker=names.get(attacker, attacker),
                        target=logic._target_name(state, target),
                    )
                )
            for blocker, attacker in combat.blocks.items():
                lines.append(
                    "  "
                    + t(
                        lang,
                        "game-combat-block",
                        blocker=names.get(blocker, blocker),
                        attacker=names.get(attacker, attacker),
                    )
                )
        if state.finished:
            lines += [
                "",
                t(lang, "game-finished", **_winners(lang, state.winners)),
            ]
        return lines


def _winners(lang: str, winners: list[str] | tuple[str, ...]) -> dict[str, str | int]:
    """The arguments of ``game-finished``: the winners' names and how many (none: a draw)."""
    return {"winners": list_text(lang, winners), "count": len(winners)}


def notice_lines(lang: str, notice: Notice) -> list[str]:
    """A notice (or a refusal) in the reader's language, each line ending with its rule: a
    list parameter is joined the language's way, over several lines when it is long, each
    with its ``count``."""
    cite = t(lang, "cite", rule=notice.rule) if notice.rule else ""
    args: dict[str, str | int] = {}
    listed: tuple[str, list[str]] | None = None
    for key, value in notice.params.items():
        if isinstance(value, list) and listed is None:
            listed = (key, value)
        elif isinstance(value, list):
            args[key] = list_text(lang, value)
        else:
            args[key] = value
    if listed is None or not listed[1]:
        if listed is not None:  # an empty list: no winners (a draw), nothing left with them
            args[listed[0]], args["count"] = "", 0
        return [t(lang, notice.key, **args) + cite]
    return [line + cite for line in t_list(lang, notice.key, listed[0], listed[1], None, **args)]
