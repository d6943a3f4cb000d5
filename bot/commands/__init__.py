"""The slash commands, one module per command area, each with a ``register(tree)``."""
