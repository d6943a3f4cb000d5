"""Where the bot's Discord connections go: the connector discord.py is given.

The client always asks for Discord's own host names (``discord.com``, ``gateway.discord.gg``)
and checks their certificates. ``DISCORD_ADDRESS`` redirects the network underneath, through
aiohttp's public resolver interface: every Discord host name resolves to that one address
(a proxy, or the loopback stand-in of the tests), and any other name is refused, so nothing
the client sends leaves for elsewhere. ``DISCORD_CA_FILE`` adds a CA to the system's for those
connections only (the stand-in's certificates), not for the rest of the process.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl

import aiohttp
from aiohttp.abc import AbstractResolver, ResolveResult

from bot.config import Config

# The domains discord.py reaches: the REST API, the gateways (with their regional resume
# hosts), the CDN and the media proxy.
DISCORD_DOMAINS = ("discord.com", "discord.gg", "discordapp.com", "discordapp.net", "discord.media")


def is_discord_host(host: str) -> bool:
    """``discord.com``, ``gateway-us-east1-b.discord.gg``...: a domain in DISCORD_DOMAINS."""
    name = host.rstrip(".").lower()
    return any(name == domain or name.endswith("." + domain) for domain in DISCORD_DOMAINS)


class DiscordAddress(AbstractResolver):
    """Resolves every Discord host name to one address and port; refuses any other name."""

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self.family = socket.AF_INET6 if ipaddress.ip_address(host).version == 6 else socket.AF_INET

    async def resolve(
        self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
    ) -> list[ResolveResult]:
        if not is_discord_host(host):
            raise OSError(f"{host} is not a Discord host: DISCORD_ADDRESS sends only those")
        return [
            ResolveResult(
                hostname=host,
                host=self.host,
                port=self.port,
                family=self.family,
                proto=socket.IPPROTO_TCP,
                flags=socket.AI_NUMERICHOST,
            )
        ]

    async def close(self) -> None:
        """Nothing to release: no lookup is made."""


def discord_connector(config: Config) -> aiohttp.TCPConnector:
    """The connector for discord.py's session: DISCORD_ADDRESS's resolver, the system's CAs
    and DISCORD_CA_FILE's. Made in the running event loop (aiohttp binds it there)."""
    context = ssl.create_default_context()
    if config.discord_ca_file is not None:
        context.load_verify_locations(cafile=config.discord_ca_file)
    address = config.address()
    resolver = None if address is None else DiscordAddress(*address)
    # limit=0: as many connections as discord.py opens, as its own default connector allows
    return aiohttp.TCPConnector(limit=0, ssl=context, resolver=resolver)
