"""The ceiling for any discord.py bot here: answers every interaction with a fixed message.

Started like Redzone (DISCORD_TOKEN, DISCORD_ADDRESS, DISCORD_CA_FILE) by bench/e2e_load.py,
in the same harness; its Discord connections go where Redzone's go, through the same
connector (bot.discord_net).
"""

from __future__ import annotations

import asyncio
import os

import discord

from bot.config import load_config
from bot.discord_net import discord_connector


class Bare(discord.Client):
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.autocomplete:
            await interaction.response.autocomplete([])
        else:
            await interaction.response.send_message("ok")


async def serve(token: str) -> None:
    connector = discord_connector(load_config())  # made in the running loop, as aiohttp asks
    async with Bare(intents=discord.Intents(guilds=True), connector=connector) as client:
        await client.start(token)


def main() -> None:
    asyncio.run(serve(os.environ["DISCORD_TOKEN"]))


if __name__ == "__main__":
    main()
