"""The bot reaches Discord's hosts by name; DISCORD_ADDRESS and DISCORD_CA_FILE redirect and
trust the network under them (bot.discord_net), and a wrong one is refused at start."""

from __future__ import annotations

from socket import create_server

import aiohttp
import pytest
from pydantic import SecretStr

from bot.app import RedzoneBot
from bot.cli import EXIT_CONFIG, main
from bot.config import Config, load_config
from bot.discord_net import DiscordAddress, discord_connector
from bot.i18n import t


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with create_server(("127.0.0.1", 0)) as taken:
        port: int = taken.getsockname()[1]
    return port


async def login(config: Config) -> None:
    client = RedzoneBot(config, sync_only=True)
    try:
        await client.login("token")
    finally:
        await client.close()


def config(tmp_path, **settings) -> Config:
    return load_config(discord_token=SecretStr("token"), redzone_db=tmp_path / "b.db", **settings)


async def test_the_bot_logs_in_through_the_address_asking_for_discords_host(tmp_path, standin):
    await login(config(tmp_path, discord_address=standin.address, discord_ca_file=standin.ca_file))
    assert [r.path for r in standin.requests][:1] == ["/users/@me"]
    assert standin.problems == []  # every request asked for discord.com


async def test_without_the_address_the_stand_in_is_not_reached(tmp_path, standin):
    elsewhere = f"127.0.0.1:{closed_port()}"
    with pytest.raises(aiohttp.ClientConnectorError):
        await login(config(tmp_path, discord_address=elsewhere, discord_ca_file=standin.ca_file))
    assert standin.requests == []


async def test_without_the_ca_file_the_stand_ins_certificate_is_refused(tmp_path, standin):
    with pytest.raises(aiohttp.ClientConnectorCertificateError):
        await login(config(tmp_path, discord_address=standin.address))
    assert standin.requests == []


async def test_the_address_answers_for_every_discord_host_and_no_other():
    resolver = DiscordAddress("127.0.0.1", 8443)
    for host in ("discord.com", "gateway.discord.gg", "gateway-us-east1-b.discord.gg"):
        [found] = await resolver.resolve(host, 443)
        assert (found["hostname"], found["host"], found["port"]) == (host, "127.0.0.1", 8443)
    for host in ("example.com", "notdiscord.com", "discord.com.example.net"):
        with pytest.raises(OSError, match=host):
            await resolver.resolve(host, 443)


async def test_a_connection_to_another_host_is_refused_before_it_is_made(tmp_path, standin):
    settings = config(tmp_path, discord_address=standin.address, discord_ca_file=standin.ca_file)
    async with aiohttp.ClientSession(connector=discord_connector(settings)) as session:
        with pytest.raises(aiohttp.ClientConnectorDNSError) as refused:
            await session.get("https://example.com/")
    assert "example.com is not a Discord host" in str(refused.value.os_error)


@pytest.mark.parametrize(
    ("variable", "value", "key", "params"),
    [
        ("DISCORD_ADDRESS", "localhost:8443", "config-address-form", {"input": "localhost:8443"}),
        ("DISCORD_ADDRESS", "127.0.0.1", "config-address-form", {"input": "127.0.0.1"}),
        ("DISCORD_ADDRESS", "::1:8443", "config-address-form", {"input": "::1:8443"}),
        ("DISCORD_ADDRESS", "127.0.0.1:0", "config-address-form", {"input": "127.0.0.1:0"}),
        (
            "DISCORD_CA_FILE",
            "{tmp}/none.pem",
            "config-ca-file-unreadable",
            {"input": "{tmp}/none.pem"},
        ),
        ("DISCORD_CA_FILE", "{tmp}/cr.txt", "config-ca-file-not-pem", {"input": "{tmp}/cr.txt"}),
        ("DISCORD_API_BASE", "http://127.0.0.1:9/api/v10", "config-setting-replaced", {}),
        ("DISCORD_GATEWAY_URL", "ws://127.0.0.1:9/", "config-setting-replaced", {}),
    ],
)
def test_a_wrong_discord_setting_is_refused_at_start(
    tmp_path, monkeypatch, capsys, variable, value, key, params
):
    (tmp_path / "cr.txt").write_text("not a certificate\n")
    value = value.replace("{tmp}", str(tmp_path))
    params = {name: text.replace("{tmp}", str(tmp_path)) for name, text in params.items()}
    monkeypatch.setenv("REDZONE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("REDZONE_DB", str(tmp_path / "redzone.db"))
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    monkeypatch.setenv(variable, value)
    assert main(["run", "--lang", "de"]) == EXIT_CONFIG
    said = capsys.readouterr().err.strip()
    assert said == t("de", "config-error", setting=variable, problem=t("de", key, **params))
