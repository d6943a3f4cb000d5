"""Configuration from the environment (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Config(BaseSettings):
    """Everything Redzone reads from the environment.

    Attributes
    ----------
    discord_token
        The bot's token; without it ``make run`` starts the local console.
    redzone_db
        The SQLite database file.
    redzone_cr_path
        A local Comprehensive Rules text to use instead of the downloaded copy.
    redzone_cards_path
        A local MTGJSON AtomicCards file to use instead of the downloaded card data.
    dev_guild_id
        Sync the commands to this guild only (instant, for development).
    discord_api_base, discord_gateway_url
        Route REST and the gateway through another endpoint (a proxy, or a test stand-in).
    game_idle_days
        Days without a command after which a channel game is deleted.
    shutdown_grace
        Seconds a stopping bot gives the commands in flight before it closes anyway.
    """

    model_config = SettingsConfigDict(env_prefix="", extra="ignore")

    discord_token: SecretStr | None = None
    redzone_db: Path = Path("redzone.db")
    redzone_cr_path: Path | None = None
    redzone_cards_path: Path | None = None
    dev_guild_id: int | None = None
    discord_api_base: str | None = None
    discord_gateway_url: str | None = None
    game_idle_days: int = 30
    shutdown_grace: float = 8.0
