"""The local console: the bot's handlers in a terminal, without Discord.

Lines look like slash commands (``/combat board: ...``, ``/rule 702.4``, ``/help``,
``/settings language: it``), in English or in any catalog's command names. A line starting
with ``@Name`` acts as that user. Lines come from a prompt (with history) or from a pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import logging
import re
import signal
import sys
import zlib
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from bot import crsource
from bot.cards.index import CardIndex
from bot.commands.registry import command_payload
from bot.documents.handlers import JudgingHandlers
from bot.documents.shelf import DocumentShelf
from bot.download import data_dir
from bot.games.handlers import GameHandlers
from bot.games.logic import PlayerRef
from bot.handlers import Context, Handlers, new_error_id
from bot.i18n import LANGUAGES, list_text, normalize, t
from bot.picture import warm
from bot.replies import Reply
from bot.storage import open_database
from engine.documents import KINDS
from engine.rules import RuleBook

log = logging.getLogger(__name__)

CONSOLE_GUILD = 1
CONSOLE_CHANNEL = 1
_TRUE = {
    *("true", "yes", "1", "on", "vero", "sì", "si", "ja", "wahr", "はい"),
    *("oui", "vrai", "sí", "verdadero"),
}
_FALSE = {"false", "no", "0", "off", "falso", "nein", "falsch", "いいえ", "non", "faux"}
DISCORD_INT = 2**53  # Discord's integer options go from -2^53 to 2^53


OptionValue = str | int | bool
_KINDS = {3: "string", 4: "integer", 5: "boolean"}  # Discord's option types the commands use


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a command, as the command tree describes it to Discord."""

    key: str  # its English name: the catalog's ``opt-<command>-<key>``
    kind: str  # "string", "boolean" or "integer"
    required: bool = False
    choices: tuple[str, ...] = ()
    # each choice's label by language (``en`` and each catalog's)
    labels: dict[str, dict[str, str]] = field(default_factory=dict)
    bounds: tuple[int, int] | None = None  # an integer's min_value and max_value

    def label(self, choice: str, lang: str) -> str:
        return self.labels[choice].get(lang, self.labels[choice]["en"])


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """A command or a subcommand (``group`` names its parent) with its options; ``key`` is
    its English name (``game-new`` for a subcommand), the catalog's ``cmd-<key>``."""

    key: str
    options: tuple[OptionSpec, ...] = ()
    group: str | None = None


def _option(payload: dict[str, Any]) -> OptionSpec:
    choices = payload.get("choices") or []
    labels = {
        str(c["value"]): {
            "en": c["name"],
            **{normalize(loc): name for loc, name in (c.get("name_localizations") or {}).items()},
        }
        for c in choices
    }
    bounds = None
    if "min_value" in payload or "max_value" in payload:
        bounds = (int(payload["min_value"]), int(payload["max_value"]))
    return OptionSpec(
        payload["name"],
        _KINDS[payload["type"]],
        bool(payload.get("required")),
        tuple(labels),
        labels,
        bounds,
    )


@functools.cache
def commands() -> tuple[CommandSpec, ...]:
    """The commands as the bot syncs them (``command_payload``), read once: the console
    takes the same names, options, choices and bounds as Discord."""
    with ThreadPoolExecutor(1) as pool:  # its own event loop, whether one runs here or not
        payload = pool.submit(asyncio.run, command_payload()).result()
    found: list[CommandSpec] = []
    for command in payload:
        options = command.get("options") or []
        subcommands = [o for o in options if o["type"] == 1]
        found.append(
            CommandSpec(command["name"], () if subcommands else tuple(map(_option, options)))
        )
        for sub in subcommands:
            key = f"{command['name']}-{sub['name']}"
            found.append(
                CommandSpec(key, tuple(map(_option, sub.get("options") or [])), command["name"])
            )
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Parsed:
    """A console line: who acts, which command, with which options (typed as Discord types
    them: text, whole numbers, true or false, one of the choices)."""

    user: str
    command: str
    options: dict[str, OptionValue]


class ConsoleError(ValueError):
    """A line the console cannot read; ``message`` is already localized."""


def _names(key: str) -> set[str]:
    return {t(code, key).lower() for code in LANGUAGES}


def _command_index() -> dict[tuple[str, ...], CommandSpec]:
    index: dict[tuple[str, ...], CommandSpec] = {}
    for command in commands():
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
        For an unknown command, a required option left out, or a value Discord's option would
        not take (a word for a number, a choice it does not offer).
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
    if command is None or (
        command.group is None and any(c.group == command.key for c in commands())
    ):
        raise ConsoleError(t(lang, "console-unknown", command=line.split()[0]))
    return Parsed(user, command.key, _options(command, rest, lang))


def _free(option: OptionSpec) -> bool:
    """Whether an option takes any text (a board, players, a query), where the name of another
    option may be a word of that text (a player named Mode)."""
    return option.kind == "string" and not option.choices


def _options(command: CommandSpec, rest: str, lang: str) -> dict[str, OptionValue]:
    """``name: value`` pairs (in any language), the text before the first one being the first
    option's. Inside free text, another option's name counts only when its value is one that
    option takes, so ``Mode: Bear 2/2 | Private: Wall 0/4`` stays a board of Mode and Private;
    elsewhere every value is checked as Discord checks it."""
    names = {
        name: option
        for option in command.options
        for name in _names(f"opt-{command.key}-{option.key}")
    }
    if not names:
        return {}
    pattern = re.compile(
        r"(?<!\S)("
        + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        + r")\s*:\s*",
        re.I,
    )
    matches = list(pattern.finditer(rest))
    current, start = command.options[0], 0  # the option whose value runs from ``start``
    named = False  # whether ``current`` was named (else it is the first option, by position)
    given: set[str] = set()
    found: list[tuple[OptionSpec, int, int]] = []  # option, where its value starts and ends
    for i, match in enumerate(matches):
        option = names[match.group(1).lower()]
        value_end = matches[i + 1].start() if i + 1 < len(matches) else len(rest)
        value = rest[match.end() : value_end].strip()
        before = rest[start : match.start()].strip()
        if option.key in given or (option is current and before):
            continue  # named twice: a word of the text
        inside_text = _free(current) and (named or before != "")
        if inside_text and _typed(option, value, bounded=False) is None:
            continue  # a word of the text, not an option
        if before:
            found.append((current, start, match.start()))
        current, start, named = option, match.end(), True
        given.add(option.key)
    found.append((current, start, len(rest)))
    typed: dict[str, OptionValue] = {}
    for option, begin, end in found:
        text = rest[begin:end].strip()
        if not text:
            continue
        checked = _typed(option, text)
        if checked is None:
            raise ConsoleError(_refusal(command, option, text, lang))
        typed[option.key] = checked
    for option in command.options:
        if option.required and option.key not in typed:
            name = t(lang, f"opt-{command.key}-{option.key}")
            raise ConsoleError(
                t(lang, "console-missing", command=_shown(command, lang), option=name)
            )
    return typed


def _typed(option: OptionSpec, text: str, bounded: bool = True) -> OptionValue | None:
    """A value as the option's type, or None when Discord's option would not take it (a
    number out of its bounds too, unless ``bounded`` is false)."""
    if option.kind == "integer":
        try:
            number = int(text)
        except ValueError:
            return None
        low, high = option.bounds or (-DISCORD_INT, DISCORD_INT)
        return number if not bounded or low <= number <= high else None
    if option.kind == "boolean":
        word = text.lower()
        return True if word in _TRUE else False if word in _FALSE else None
    if option.choices:
        word = text.lower()
        for choice in option.choices:
            labels = {label.lower() for label in option.labels[choice].values()}
            if word == choice.lower() or word in labels:
                return choice
        return None
    return text


def _refusal(command: CommandSpec, option: OptionSpec, text: str, lang: str) -> str:
    name = t(lang, f"opt-{command.key}-{option.key}")
    if option.kind == "integer":
        low, high = option.bounds or (-DISCORD_INT, DISCORD_INT)
        return t(lang, "console-not-integer", option=name, value=text, min=low, max=high)
    if option.kind == "boolean":
        return t(lang, "console-not-boolean", option=name, value=text)
    labels = [option.label(choice, lang) for choice in option.choices]
    return t(
        lang, "console-not-choice", option=name, value=text, choices=list_text(lang, labels, "or")
    )


def _shown(command: CommandSpec, lang: str) -> str:
    """A command as typed in the console: ``/combat``, ``/game set``."""
    keys = [command.group, command.key] if command.group else [command.key]
    return "/" + " ".join(t(lang, f"cmd-{key}") for key in keys)


class Console:
    """Runs console lines through the handlers and prints the replies as text."""

    def __init__(self, handlers: Handlers, lang: str, out: TextIO, user: str = "Player") -> None:
        self.handlers = handlers
        self.games = GameHandlers(handlers)
        self.judging = JudgingHandlers(handlers, DocumentShelf())
        self.lang = lang
        self.out = out
        self.user = user

    def context(self, user: str) -> Context:
        """The person at the keyboard manages the console's server; @Name users do not."""
        return Context(
            user_id=user_id(user),
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
        if reply.scene is not None:  # a game's picture: drawn now, as the bot's follows its text
            reply = await self.handlers.with_picture(reply)
        text = reply.as_text()
        if reply.picture:
            text += "\n" + t(  # in the reply's language (the user's /settings may differ)
                reply.locale, "console-picture", path=str(self.save_picture(reply.picture))
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
        action = self.actions(parsed).get(parsed.command)
        if action is None:  # named as the user names it: "/ゲーム 助言", not "game-advise"
            spec = next((c for c in commands() if c.key == parsed.command), None)
            name = parsed.command
            if spec is not None:
                path = [spec.key] if spec.group is None else [spec.group, spec.key]
                name = "/" + " ".join(t(self.lang, f"cmd-{key}") for key in path)
            return Reply("", (t(self.lang, "console-unknown", command=name),), error=True)
        return await action()

    def actions(self, parsed: Parsed) -> dict[str, Callable[[], Awaitable[Reply]]]:
        """What each command (by its key, ``game-advise``) does with ``parsed``'s options."""
        ctx = self.context(parsed.user)
        opts = parsed.options
        h = self.handlers
        g = self.games
        j = self.judging

        def text(key: str) -> str:
            return str(opts.get(key, ""))

        def number(key: str) -> int | None:
            value = opts.get(key)
            return value if isinstance(value, int) and not isinstance(value, bool) else None

        def flag(key: str) -> bool | None:
            value = opts.get(key)
            return value if isinstance(value, bool) else None

        return {
            "combat": lambda: h.combat(
                ctx,
                text("board"),
                text("mode") or None,
                flag("private") is True,
                flag("picture") is not False,
                text("advise") or None,
            ),
            "rule": lambda: h.rule(ctx, text("query"), opts.get("examples") is True),
            "card": lambda: h.card(ctx, text("name")),
            "help": lambda: h.help(ctx),
            "settings": lambda: h.settings(ctx, text("language") or None, flag("pictures")),
            "game-new": lambda: g.new(
                ctx, text("mode"), player_groups(text("players")), number("life")
            ),
            "game-board": lambda: g.board(ctx),
            "game-add": lambda: g.add(ctx, text("things")),
            "game-remove": lambda: g.remove(ctx, text("things")),
            "game-set": lambda: g.set(ctx, text("target"), text("field"), number("value") or 0),
            "game-attack": lambda: g.attack(ctx, text("attacks")),
            "game-block": lambda: g.block(ctx, text("blocks"), text("player") or None),
            "game-damage": lambda: g.damage(ctx),
            "game-next": lambda: g.next(ctx),
            "game-undo": lambda: g.undo(ctx),
            "game-advise": lambda: g.advise(ctx),
            "game-history": lambda: g.history(ctx),
            "game-end": lambda: g.end(ctx),
            "game-leave": lambda: g.leave(ctx),
            **{
                kind: lambda kind=kind: j.document(ctx, kind, text("section") or None)  # type: ignore[misc]
                for kind in KINDS
            },
        }


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


PROMPT = "redzone> "


def run_console(db_path: Path | str, lang: str, stream: TextIO, out: TextIO) -> int:
    """Read lines until the end of input (Ctrl-D, or the end of a pipe); each is answered like
    the bot would. On a terminal, Ctrl-C cancels the line being typed (or the command
    running) and the console goes on; elsewhere it stops the console, as for any command."""
    with asyncio.Runner() as runner:
        db = runner.run(open_database(db_path))
        try:
            handlers = Handlers(db, _rules_loader(), _cards_loader())
            handlers.pictures = warm()
            console = Console(handlers, lang, out)
            if stream.isatty():
                return _at_the_keyboard(runner, console)
            for line in iter(stream.readline, ""):
                if line.strip() in ("quit", "exit"):
                    break
                runner.run(console.run_line(line))
            return 0
        finally:
            runner.run(db.close())


def _at_the_keyboard(runner: asyncio.Runner, console: Console) -> int:
    """The prompt, read in this thread: Ctrl-C interrupts the very call that reads the line
    (or runs the command) and nothing else, so no line typed later is lost."""
    _enable_history()
    # Ctrl-C is the person's: a console started with SIGINT ignored (by a shell's background
    # job, nohup) would otherwise not hear it.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    out = console.out
    out.write(t(console.lang, "console-welcome") + "\n\n")
    while True:
        try:
            line = input(PROMPT)
        except EOFError:  # Ctrl-D
            out.write("\n")
            return 0
        except KeyboardInterrupt:  # Ctrl-C while typing: the line is dropped
            out.write("\n")
            continue
        if line.strip() in ("quit", "exit"):
            return 0
        try:
            runner.run(console.run_line(line))
        except KeyboardInterrupt:  # Ctrl-C while a command runs: asyncio cancelled it
            out.write(t(console.lang, "console-cancelled") + "\n\n")


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
    return run_console(db_path, lang, sys.stdin, sys.stdout)
