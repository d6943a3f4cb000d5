"""The operator's mistakes every command reports apart, with their own exit status: settings
that cannot work (:class:`ConfigError`, one :class:`Problem` per setting at fault) and a
database URL Redzone cannot use. A module of its own, importing nothing heavy: the command
line catches them around every command, most of which never read the settings (the
settings' module imports pydantic, much of a `redzone combat`'s start)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    """One wrong setting: the environment variable, a stable code, the English text, and
    the values a translation of that code takes (``{part}``, ``{count}``...)."""

    setting: str
    code: str
    message: str
    params: dict[str, str | int] = field(default_factory=dict)


class ConfigError(ValueError):
    """The environment's settings cannot work: each problem with the variable at fault."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(f"{p.setting}: {p.message}" for p in problems))
        self.problems = problems


class DatabaseUrlError(ValueError):
    """``REDZONE_DB`` (or ``--db``) names no database Redzone can use."""
