"""The local console: the bot's handlers in a terminal, without Discord.

Lines look like slash commands (``/combat board: ...``, ``/rule 702.4``, ``/help``,
``/settings language: it``), in English or in any catalog's command names. A line starting
with ``@Name`` acts as that user. Lines come from a prompt (with history) or from a pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import sys
import zlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from bot import crsource
from bot.cards.index import CardIndex
from bot.commandspec import COMMANDS, CommandSpec
from bot.download import data_dir
from bot.games.handlers import GameHandlers
from bot.games.logic import PlayerRef
from bot.handlers import Context, Handlers, new_error_id
from bot.i18n import LANGUAGES, t
from bot.picture import warm
from bot.replies import Reply
from bot.storage import open_database
from engine.rules import RuleBook

log = logging.getLogger(__name__)

CONSOLE_GUILD = 1
CONSOLE_CHANNEL = 1
_TRUE = {"true", "yes", "1", "on", "vero", "sì", "si", "ja", "wahr", "はい"}


@dataclass(frozen=True, slots=True)
class Parsed:
    """A console line: who acts, which command, with which options."""

    user: str
    command: str
    options: dict[str, str]


class ConsoleError(ValueError):
    """A line the console cannot read; ``message`` is already localized."""


def _names(key: str) -> set[str]:
    return {t(code, key).lower() for code in LANGUAGES}


def _command_index() -> dict[tuple[str, ...], CommandSpec]:
    index: dict[tuple[str, ...], CommandSpec] = {}
    for command in COMMANDS:
        if command.group is None:
            for name in _names(f"cmd-{command.key}"):
                index[(name,)] = command
        else:
            for group in _names(f"cmd-{command.group}"):
                for name in _names(f"cmd-{command.key}"):
                    index[(group, name)] = command
    return index


def parse_line(line: str, default_user: str, lang: str) -> Parsed | None:
    """Read one console line; ``None`` for a blank line.

    Raises
    ------
    ConsoleError
        For an unknown command.
    """
    line = line.strip()
    user = default_user
    if line.startswith("@"):
        name, _, line = line[1:].partition(" ")
        user, line = name or default_user, line.strip()
    if not line:
        return None
    if not line.startswith("/"):
        line = f"/combat board: {line}"  # a bare board is a combat
    words = line[1:].split(maxsplit=2)
    index = _command_index()
    command = None
    rest = ""
    if len(words) >= 2 and (words[0].lower(), words[1].lower()) in index:
        command = index[(words[0].lower(), words[1].lower())]
        rest = words[2] if len(words) > 2 else ""
    elif words and (words[0].lower(),) in index:
        command = index[(words[0].lower(),)]
        rest = line[1:].split(maxsplit=1)[1] if len(words) > 1 else ""
    if command is None or (command.group is None and any(c.group == command.key for c in COMMANDS)):
        raise ConsoleError(t(lang, "console-unknown", command=line.split()[0]))
    return Parsed(user, command.key, _options(command, rest))


def _options(command: CommandSpec, rest: str) -> dict[str, str]:
    names = {
        name: option.key
        for option in command.options
        for name in _names(f"opt-{command.key}-{option.key}")
    }
    if not names:
        return {}
    pattern = re.compile(
        r"(?:^|\s)("
        + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        + r")\s*:\s*",
        re.I,
    )
    found: dict[str, str] = {}
    matches = list(pattern.finditer(rest))
    head = rest[: matches[0].start()] if matches else rest
    if head.strip() and command.options:
        found[command.options[0].key] = head.strip()
    for i, match in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(rest)
        found[names[match.group(1).lower()]] = rest[match.end() : end].strip()
    return found


class Console:
    """Runs console lines through the handlers and prints the replies as text."""

    def __init__(self, handlers: Handlers, lang: str, out: TextIO, user: str = "Player") -> None:
        self.handlers = handlers
        self.games = GameHandlers(handlers)
        self.lang = lang
        self.out = out
        self.user = user

    def context(self, user: str) -> Context:
        """The person at the keyboard manages the console's server; @Name users do not."""
        return Context(
            user_id=user_id(user),
            user_name=user,
            guild_id=CONSOLE_GUILD,
            channel_id=CONSOLE_CHANNEL,
            locale=self.lang,
            can_manage=user == self.user,
        )

    async def run_line(self, line: str) -> Reply | None:
        try:
            parsed = parse_line(line, self.user, self.lang)
        except ConsoleError as exc:
            self.out.write(f"{exc}\n\n")
            return None
        if parsed is None:
            return None
        try:
            reply = await self.dispatch(parsed)
        except Exception:  # a bug of ours: apologize, log, and keep the console going
            error_id = new_error_id()
            log.exception("error %s: console command failed: %r", error_id, line[:200])
            reply = await self.handlers.internal_error(self.context(parsed.user), error_id)
        text = reply.as_text()
        if reply.picture:
            text += "\n" + t(
                self.lang, "console-picture", path=str(self.save_picture(reply.picture))
            )
        self.out.write(text + "\n\n")
        self.out.flush()
        return reply

    def save_picture(self, png: bytes) -> Path:
        """Write a reply's picture under the data directory, named by its content (the same
        board asked again writes the same file); its path."""
        path = data_dir() / "pictures" / f"combat-{hashlib.sha256(png).hexdigest()[:12]}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        return path

    async def dispatch(self, parsed: Parsed) -> Reply:
        ctx = self.context(parsed.user)
        opts = parsed.options
        h = self.handlers
        g = self.games
        table: dict[str, Callable[[], Awaitable[Reply]]] = {
            "combat": lambda: h.combat(
                ctx,
                opts.get("board", ""),
                opts.get("mode") or None,
                opts.get("private", "").lower() in _TRUE,
                opts.get("picture", "true").lower() in _TRUE,
            ),
            "rule": lambda: h.rule(
                ctx, opts.get("query", ""), opts.get("examples", "").lower() in _TRUE
            ),
            "card": lambda: h.card(ctx, opts.get("name", "")),
            "help": lambda: h.help(ctx),
            "settings": lambda: h.settings(
                ctx,
                opts.get("language", "").lower() or None,
                opts["pictures"].lower() in _TRUE if "pictures" in opts else None,
            ),
            "game-new": lambda: g.new(
                ctx,
                opts.get("mode", "").lower(),
                player_groups(opts.get("players", "")),
                _int(opts.get("life")),
            ),
            "game-board": lambda: g.board(ctx),
            "game-add": lambda: g.add(ctx, opts.get("things", "")),
            "game-remove": lambda: g.remove(ctx, opts.get("things", "")),
            "game-set": lambda: g.set(
                ctx,
                opts.get("target", ""),
                _field(opts.get("field", "")),
                _int(opts.get("value")) or 0,
            ),
            "game-attack": lambda: g.attack(ctx, opts.get("attacks", "")),
            "game-block": lambda: g.block(ctx, opts.get("blocks", "")),
            "game-damage": lambda: g.damage(ctx),
            "game-next": lambda: g.next(ctx),
            "game-undo": lambda: g.undo(ctx),
            "game-history": lambda: g.history(ctx),
            "game-end": lambda: g.end(ctx),
            "game-leave": lambda: g.leave(ctx),
        }
        action = table.get(parsed.command)
        if action is None:
            return Reply("", (t(self.lang, "console-unknown", command=parsed.command),), error=True)
        return await action()


def user_id(name: str) -> int:
    """A stable user id for a console name (Discord ids are snowflakes; these are small)."""
    return zlib.crc32(name.strip().lstrip("@").lower().encode()) + 1


def player_groups(text: str) -> list[list[PlayerRef]]:
    """``@Alice @Bob | @Carol @Dan`` -> teams of players (one group when no ``|``)."""
    groups = []
    for part in text.split("|"):
        names = [w.lstrip("@") for w in re.split(r"[\s,]+", part) if w.strip("@ ")]
        groups.append([PlayerRef(user_id(n), n) for n in names])
    return [g for g in groups if g]


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value not in (None, "") else None
    except ValueError:
        return None


def _field(value: str) -> str:
    """A /game set field by its key or its name in any language."""
    from bot.commandspec import GAME_FIELDS

    key = value.strip().lower()
    for field in GAME_FIELDS:
        if key == field or key in {t(code, f"field-{field}").lower() for code in LANGUAGES}:
            return field
    return key


def _rules_loader() -> Callable[[], RuleBook | None]:
    def load() -> RuleBook | None:
        try:
            return crsource.load_book(crsource.cr_path())
        except (crsource.CRUnavailable, OSError):
            return None

    return load


def _cards_loader() -> Callable[[], CardIndex | None]:
    """The card data, looked for once (a console session is short)."""
    found: list[CardIndex | None] = []

    def load() -> CardIndex | None:
        if not found:
            from bot.cards.index import available

            found.append(available())
        return found[0]

    return load


async def run_console(db_path: Path | str, lang: str, stream: TextIO, out: TextIO) -> int:
    """Read lines until the end of input; each is answered like the bot would."""
    db = await open_database(db_path)
    try:
        handlers = Handlers(db, _rules_loader(), _cards_loader())
        handlers.pictures = await asyncio.to_thread(warm)
        console = Console(handlers, lang, out)
        interactive = stream.isatty()
        if interactive:
            _enable_history()
            out.write(t(lang, "console-welcome") + "\n\n")
        while True:
            if interactive:
                try:
                    line = await asyncio.to_thread(input, "redzone> ")
                except EOFError:
                    out.write("\n")
                    return 0
            else:
                line = await asyncio.to_thread(stream.readline)
                if not line:
                    return 0
            if line.strip() in ("quit", "exit"):
                return 0
            await console.run_line(line)
    finally:
        await db.close()


def _enable_history() -> None:
    try:
        import readline
    except ImportError:  # not on every platform
        return
    path = data_dir() / "console_history"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            readline.read_history_file(path)
    except OSError:
        return
    import atexit

    atexit.register(lambda: _save_history(readline, path))


def _save_history(readline: object, path: Path) -> None:
    with contextlib.suppress(OSError):
        readline.write_history_file(str(path))  # type: ignore[attr-defined]


def main(db_path: Path | str, lang: str) -> int:
    return asyncio.run(run_console(db_path, lang, sys.stdin, sys.stdout))
