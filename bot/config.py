"""Configuration from the environment (pydantic-settings).

``load_config()`` reads it; a wrong setting raises :class:`ConfigError`, each problem with
the variable at fault and a stable code (the command line says it and exits 78).
"""

from __future__ import annotations

import ipaddress
import ssl
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.problems import ConfigError, Problem
from bot.storage.url import check_url


class Config(BaseSettings):
    """Everything Redzone reads from the environment.

    Attributes
    ----------
    discord_token
        The bot's token; without it ``make run`` starts the local console.
    redzone_db
        The database: a SQLite file (a path, ``sqlite:///relative.db`` or
        ``sqlite:////absolute.db``), or a PostgreSQL server
        (``postgresql://user:password@host:5432/name``) that several processes share; any
        other kind is refused (``bot.storage.url``).
    redzone_cr_path
        A local Comprehensive Rules text to use instead of the downloaded copy.
    redzone_cards_path
        A local MTGJSON AtomicCards file to use instead of the downloaded card data.
    dev_guild_id
        Sync the commands to this guild only (instant, for development).
    discord_address
        Where the bot connects for Discord's host names (``127.0.0.1:8443``, ``[::1]:8443``):
        an IP address and a port; the bot still asks for ``discord.com`` and
        ``gateway.discord.gg`` and checks their certificates (``bot.discord_net``).
    discord_ca_file
        PEM certificates of a CA the bot trusts for Discord's hosts, beside the system's.
    discord_api_base, discord_gateway_url
        Read only to refuse them: DISCORD_ADDRESS and DISCORD_CA_FILE replace them.
    game_idle_days
        Days without a command after which a channel game is deleted; 0 keeps games for ever.
    shutdown_grace
        Seconds a stopping bot gives the commands in flight before it closes anyway.
    shard_count, shard_ids
        Sharding across processes: the deployment's total number of shards and the ones this
        process runs (``0-3``, ``4,5``, ``0-1,6``). Without them one process runs Discord's
        recommended number; ``shard_ids`` needs ``shard_count``.
    redzone_workers
        Child processes that compute the bot's combats (``bot.workers``); 0 keeps them in the
        bot's process. Without it: one when the bot may run on two cores or more, else none.
    redzone_advice_workers
        Child processes, at a lower CPU priority, that compute advice (``bot.workers``), apart
        from the combats' so that a long search holds no ``/combat``; 0 computes it in a
        thread of the bot's process. Without it: one when the combats have workers, else none.
    metrics_port, metrics_host
        Serve ``/health`` and ``/metrics`` (Prometheus' text format) over HTTP on this port
        and address; without a port, no endpoint.
    redzone_card_images
        Whether ``/card`` shows the card's picture (a link to Scryfall the client loads).
    redzone_pictures
        Whether combat and game answers carry a picture of the board (``bot.picture``); on,
        the bot refuses to start without the fonts it is drawn in.
    """

    model_config = SettingsConfigDict(env_prefix="", extra="ignore")

    discord_token: SecretStr | None = None
    redzone_db: str | Path = "redzone.db"
    redzone_cr_path: Path | None = None
    redzone_cards_path: Path | None = None
    dev_guild_id: int | None = None
    discord_address: str | None = None
    discord_ca_file: Path | None = None
    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    game_idle_days: int = Field(default=30, ge=0)
    shutdown_grace: float = 8.0
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: str | None = None
    redzone_workers: int | None = Field(default=None, ge=0, le=64)
    redzone_advice_workers: int | None = Field(default=None, ge=0, le=16)
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    metrics_host: str = "0.0.0.0"
    redzone_card_images: bool = True
    redzone_pictures: bool = True

    @field_validator("redzone_db")
    @classmethod
    def _known_database(cls, value: str | Path) -> str | Path:
        check_url(value)
        return value

    @field_validator("shard_ids")
    @classmethod
    def _valid_shard_ids(cls, value: str | None) -> str | None:
        if value is not None:
            parse_shard_ids(value)
        return value

    @field_validator("discord_address")
    @classmethod
    def _valid_address(cls, value: str | None) -> str | None:
        if value is not None:
            parse_address(value)
        return value

    @field_validator("discord_ca_file")
    @classmethod
    def _readable_ca_file(cls, value: Path | None) -> Path | None:
        if value is not None:
            try:
                ssl.create_default_context(cafile=value)
            except OSError as error:  # ssl.SSLError too: a file, but no PEM certificate in it
                code, message = (
                    ("ca_file_not_pem", "'{input}' holds no PEM certificate")
                    if isinstance(error, ssl.SSLError)
                    else ("ca_file_unreadable", "'{input}' cannot be read")
                )
                raise PydanticCustomError(code, message, {"input": str(value)}) from None
        return value

    @field_validator("discord_api_base", "discord_gateway_url")
    @classmethod
    def _replaced(cls, value: str | None) -> str | None:
        if value is not None:
            raise PydanticCustomError(
                "setting_replaced",
                "it is no longer read: DISCORD_ADDRESS (where Discord's hosts are reached) "
                "and DISCORD_CA_FILE (the CA their certificates are checked against) replace it",
            )
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Config:
        ids = self.shards()
        if ids is not None and self.shard_count is None:
            raise PydanticCustomError(
                "shard_ids_without_count",
                "SHARD_IDS needs SHARD_COUNT (the deployment's total)",
                {"setting": "SHARD_IDS"},
            )
        if ids is not None and self.shard_count is not None and max(ids) >= self.shard_count:
            raise PydanticCustomError(
                "shard_ids_past_count",
                "SHARD_IDS go up to {highest}, past SHARD_COUNT={count}",
                {"setting": "SHARD_IDS", "highest": max(ids), "count": self.shard_count},
            )
        return self

    def shards(self) -> list[int] | None:
        """The shard ids this process runs, or None for all of them."""
        return None if self.shard_ids is None else parse_shard_ids(self.shard_ids)

    def address(self) -> tuple[str, int] | None:
        """DISCORD_ADDRESS as (IP address, port), or None: Discord's own addresses."""
        return None if self.discord_address is None else parse_address(self.discord_address)

    def shard_label(self) -> str:
        """This process's shards in SHARD_IDS's form (``0-1,3``), or ``all``: what tells two
        processes of one deployment apart (their heartbeat files)."""
        ids = self.shards()
        return "all" if ids is None else shard_ranges(ids)


def parse_address(text: str) -> tuple[str, int]:
    """``"127.0.0.1:8443"`` -> ("127.0.0.1", 8443); ``"[::1]:8443"`` -> ("::1", 8443).

    Raises ``PydanticCustomError`` (``address_form``) for anything else: a host name, no
    port, a port out of 1-65535, an IPv6 address without its brackets.
    """
    host, _, port = text.strip().rpartition(":")
    bracketed = host.startswith("[") and host.endswith("]")
    try:
        ip = ipaddress.ip_address(host[1:-1] if bracketed else host)
        number = int(port)
    except ValueError:
        ip, number = None, 0
    if ip is None or bracketed != (ip.version == 6) or not 1 <= number <= 65535:
        raise PydanticCustomError(
            "address_form",
            "'{input}' is not an IP address and a port like 127.0.0.1:8443 or [::1]:8443",
            {"setting": "DISCORD_ADDRESS", "input": text},
        )
    return str(ip), number


def parse_shard_ids(text: str) -> list[int]:
    """``"0-3"`` -> [0, 1, 2, 3]; ``"4,5"`` -> [4, 5]; ranges and single ids, comma-separated.

    Raises ``ValueError`` naming the part at fault: empty, not a number, a range backwards, a
    negative id, or an id given twice.
    """
    ids: list[int] = []
    for part in text.split(","):
        item = part.strip()
        low, dash, high = item.partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            first, last = -1, -1
        if first < 0 or last < first:
            raise PydanticCustomError(
                "shard_ids_part",
                "SHARD_IDS: '{part}' is not an id or a range like 0-3",
                {"setting": "SHARD_IDS", "part": item},
            )
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise PydanticCustomError(
            "shard_ids_twice",
            "SHARD_IDS: '{value}' names a shard twice",
            {"setting": "SHARD_IDS", "value": text},
        )
    return sorted(ids)


def shard_ranges(ids: list[int]) -> str:
    """[0, 1, 2, 5] -> ``"0-2,5"``: ``parse_shard_ids`` read backwards."""
    parts: list[str] = []
    start = previous = ids[0]
    for shard in [*ids[1:], None]:
        if shard is not None and shard == previous + 1:
            previous = shard
            continue
        parts.append(str(start) if start == previous else f"{start}-{previous}")
        if shard is not None:
            start = previous = shard
    return ",".join(parts)


def load_config(**settings: Any) -> Config:
    """The configuration from the environment (``settings`` override it).

    Raises
    ------
    ConfigError
        When a setting is not of its type, out of its range, or cannot work with another.
    """
    try:
        return Config(**settings)
    except ValidationError as error:
        raise ConfigError([_problem(found) for found in error.errors()]) from None


def _problem(error: Any) -> Problem:
    """A pydantic error as a :class:`Problem`: the setting from the field's name (or, for a
    check across fields, from the error's context), the input and bounds as parameters."""
    context: dict[str, Any] = dict(error.get("ctx") or {})
    location = error.get("loc") or ()
    setting = str(context.pop("setting", None) or (location[0] if location else "?")).upper()
    params: dict[str, str | int] = {
        key: value if isinstance(value, int) else str(value) for key, value in context.items()
    }
    if "input" not in params and isinstance(error.get("input"), str | int):
        params["input"] = error["input"]
    message = str(error.get("msg", ""))
    if error.get("type") == "value_error":  # a plain ValueError: its own words, not pydantic's
        message = str(context.get("error", message))
    return Problem(setting, str(error.get("type", "invalid")), message, params)
