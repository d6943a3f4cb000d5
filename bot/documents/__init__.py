"""The tournament documents in the bot: their source, the copies in memory, the replies."""
