-- Channel games: one active game per channel; its players, teams, permanents, the combat
-- in progress, and an action log whose snapshots make undo possible.
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    mode TEXT NOT NULL,
    creator_id INTEGER NOT NULL,
    active_team INTEGER NOT NULL DEFAULT 0,
    turn INTEGER NOT NULL DEFAULT 1,
    next_id INTEGER NOT NULL DEFAULT 1,
    finished INTEGER NOT NULL DEFAULT 0,
    winners TEXT NOT NULL DEFAULT '[]',
    commander_damage TEXT NOT NULL DEFAULT '{}',
    version INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, channel_id)
);
CREATE INDEX games_guild ON games (guild_id);
CREATE INDEX games_updated ON games (updated_at);

CREATE TABLE teams (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    life INTEGER NOT NULL,
    poison INTEGER NOT NULL,
    poison_limit INTEGER NOT NULL,
    lost INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, idx)
);

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    team INTEGER NOT NULL,
    lost INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, position)
);

CREATE TABLE permanents (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    perm_id TEXT NOT NULL,
    owner_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    power INTEGER NOT NULL,
    toughness INTEGER NOT NULL,
    keywords TEXT NOT NULL,
    toxic INTEGER NOT NULL,
    ciphers TEXT NOT NULL,
    damage INTEGER NOT NULL,
    minus INTEGER NOT NULL,
    loyalty INTEGER,
    defense INTEGER,
    PRIMARY KEY (game_id, perm_id)
);

CREATE TABLE combats (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    attacks TEXT NOT NULL,
    blocks TEXT NOT NULL,
    declared TEXT NOT NULL
);

CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,
    version INTEGER NOT NULL,
    snapshot TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
);
