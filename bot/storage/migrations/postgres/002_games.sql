-- Channel games, as in ../002_games.sql; PostgreSQL types: BIGINT ids, an identity key,
-- BOOLEAN flags, TIMESTAMPTZ times.
CREATE TABLE games (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guild_id BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    mode TEXT NOT NULL,
    creator_id BIGINT NOT NULL,
    active_team INTEGER NOT NULL DEFAULT 0,
    turn INTEGER NOT NULL DEFAULT 1,
    next_id INTEGER NOT NULL DEFAULT 1,
    finished BOOLEAN NOT NULL DEFAULT FALSE,
    winners TEXT NOT NULL DEFAULT '[]',
    commander_damage TEXT NOT NULL DEFAULT '{}',
    version INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (guild_id, channel_id)
);
CREATE INDEX games_guild ON games (guild_id);
CREATE INDEX games_updated ON games (updated_at);

CREATE TABLE teams (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    life INTEGER NOT NULL,
    poison INTEGER NOT NULL,
    poison_limit INTEGER NOT NULL,
    lost BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (game_id, idx)
);

CREATE TABLE seats (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    team INTEGER NOT NULL,
    lost BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (game_id, position)
);

CREATE TABLE permanents (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    perm_id TEXT NOT NULL,
    owner_id BIGINT NOT NULL,
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
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    attacks TEXT NOT NULL,
    blocks TEXT NOT NULL,
    declared TEXT NOT NULL
);

CREATE TABLE actions (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    user_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,
    version INTEGER NOT NULL,
    snapshot TEXT NOT NULL,
    undone BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seq)
);
