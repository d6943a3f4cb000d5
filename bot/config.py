"""Configuration from the environment (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

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
    discord_api_base, discord_gateway_url
        Route REST and the gateway through another endpoint (a proxy, or a test stand-in).
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
    redzone_card_images
        Whether ``/card`` shows the card's picture (a link to Scryfall the client loads).
    """

    model_config = SettingsConfigDict(env_prefix="", extra="ignore")

    discord_token: SecretStr | None = None
    redzone_db: str | Path = "redzone.db"
    redzone_cr_path: Path | None = None
    redzone_cards_path: Path | None = None
    dev_guild_id: int | None = None
    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    game_idle_days: int = Field(default=30, ge=0)
    shutdown_grace: float = 8.0
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: str | None = None
    redzone_workers: int | None = Field(default=None, ge=0, le=64)
    redzone_card_images: bool = True

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

    @model_validator(mode="after")
    def _shards_fit(self) -> Config:
        ids = self.shards()
        if ids is not None and self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (the deployment's total)")
        if ids is not None and self.shard_count is not None and max(ids) >= self.shard_count:
            raise ValueError(f"SHARD_IDS go up to {max(ids)}, past SHARD_COUNT={self.shard_count}")
        return self

    def shards(self) -> list[int] | None:
        """The shard ids this process runs, or None for all of them."""
        return None if self.shard_ids is None else parse_shard_ids(self.shard_ids)


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
            raise ValueError(f"SHARD_IDS: {item!r} is not an id or a range like 0-3") from None
        if first < 0 or last < first:
            raise ValueError(f"SHARD_IDS: {item!r} is not an id or a range like 0-3")
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise ValueError(f"SHARD_IDS: {text!r} names a shard twice")
    return sorted(ids)
