"""Redzone's edges: the command line, the console, the Discord bot, rendering and storage."""
