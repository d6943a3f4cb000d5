"""The ceiling for any discord.py bot here: answers every interaction with a fixed message.

Started like Redzone (DISCORD_TOKEN, DISCORD_API_BASE, DISCORD_GATEWAY_URL) by
bench/e2e_load.py, in the same harness.
"""

from __future__ import annotations

import os

import discord
import yarl


class Bare(discord.Client):
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.autocomplete:
            await interaction.response.autocomplete([])
        else:
            await interaction.response.send_message("ok")


def main() -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    Bare(intents=discord.Intents(guilds=True)).run(os.environ["DISCORD_TOKEN"], log_handler=None)


if __name__ == "__main__":
    main()
