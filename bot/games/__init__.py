"""Channel games: a real game's board kept in a channel, each combat run through the engine."""
