"""The slash commands as data: names, options and choices, each named by a catalog message.

Message ids follow the command's key: ``cmd-<key>`` (the name), ``cmd-<key>-desc``,
``opt-<key>-<option>`` and ``opt-<key>-<option>-desc``; a choice's label is the message
``<choice-prefix>-<value>``. The English catalog holds the default names Discord sees.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.logic import LIFE_RANGE, VALUE_RANGE
from bot.i18n import LANGUAGES
from engine.documents import KINDS
from engine.model import Mode

GAME_FIELDS = ("life", "poison", "damage", "counters", "loyalty", "defense", "commander_damage")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a command."""

    key: str
    kind: str  # "string", "boolean" or "integer"
    required: bool = False
    choices: tuple[str, ...] = ()
    choice_prefix: str = ""
    autocomplete: bool = False
    max_length: int | None = None
    bounds: tuple[int, int] | None = None  # an integer's min_value and max_value


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """A command or a subcommand (``group`` names its parent) with its options."""

    key: str
    options: tuple[OptionSpec, ...] = ()
    group: str | None = None
    guild_only: bool = False


_MODES = tuple(mode.value for mode in Mode)

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(
        "combat",
        (
            OptionSpec("board", "string", required=True, max_length=6000),
            OptionSpec("mode", "string", choices=_MODES, choice_prefix="mode"),
            OptionSpec("private", "boolean"),
            OptionSpec("picture", "boolean"),
        ),
    ),
    CommandSpec(
        "rule",
        (
            OptionSpec("query", "string", required=True, autocomplete=True, max_length=200),
            OptionSpec("examples", "boolean"),
        ),
    ),
    CommandSpec(
        "card",
        (OptionSpec("name", "string", required=True, autocomplete=True, max_length=200),),
    ),
    CommandSpec("help"),
    CommandSpec(
        "settings",
        (
            OptionSpec("language", "string", choices=LANGUAGES, choice_prefix="lang"),
            OptionSpec("pictures", "boolean"),
        ),
        guild_only=True,
    ),
    CommandSpec("game", guild_only=True),
    CommandSpec(
        "game-new",
        (
            OptionSpec("mode", "string", required=True, choices=_MODES, choice_prefix="mode"),
            OptionSpec("players", "string", required=True, max_length=1000),
            OptionSpec("life", "integer", bounds=LIFE_RANGE),
        ),
        group="game",
    ),
    CommandSpec("game-board", group="game"),
    CommandSpec(
        "game-add", (OptionSpec("things", "string", required=True, max_length=4000),), group="game"
    ),
    CommandSpec(
        "game-remove",
        (OptionSpec("things", "string", required=True, max_length=1000),),
        group="game",
    ),
    CommandSpec(
        "game-set",
        (
            OptionSpec("target", "string", required=True, max_length=200),
            OptionSpec(
                "field", "string", required=True, choices=GAME_FIELDS, choice_prefix="field"
            ),
            OptionSpec("value", "integer", required=True, bounds=VALUE_RANGE),
        ),
        group="game",
    ),
    CommandSpec(
        "game-attack",
        (OptionSpec("attacks", "string", required=True, max_length=4000),),
        group="game",
    ),
    CommandSpec(
        "game-block",
        (
            OptionSpec("blocks", "string", required=True, max_length=4000),
            OptionSpec("player", "string", max_length=200),
        ),
        group="game",
    ),
    CommandSpec("game-damage", group="game"),
    CommandSpec("game-next", group="game"),
    CommandSpec("game-undo", group="game"),
    CommandSpec("game-history", group="game"),
    CommandSpec("game-end", group="game"),
    CommandSpec("game-leave", group="game"),
    *(
        CommandSpec(kind, (OptionSpec("section", "string", autocomplete=True, max_length=200),))
        for kind in KINDS
    ),
)


def message_ids() -> list[str]:
    """Every catalog message the command metadata needs."""
    ids: list[str] = []
    for command in COMMANDS:
        ids += [f"cmd-{command.key}", f"cmd-{command.key}-desc"]
        for option in command.options:
            ids += [f"opt-{command.key}-{option.key}", f"opt-{command.key}-{option.key}-desc"]
            ids += [f"{option.choice_prefix}-{value}" for value in option.choices]
    return list(dict.fromkeys(ids))
