-- One row per game: its state as JSON (GameState) beside its version, instead of four child
-- tables rewritten on every save. A channel keeps its finished games (their history with
-- them): only one game per channel is in play, which a partial unique index says.
-- SQLite can't drop a table's UNIQUE constraint, so games is rebuilt, and actions with it
-- (its foreign key follows the new table through the renames).
CREATE TABLE games_new (
    id INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    creator_id INTEGER NOT NULL,
    state TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO games_new (id, guild_id, channel_id, creator_id, state, finished, version,
                       created_at, updated_at)
    SELECT g.id, g.guild_id, g.channel_id, g.creator_id,
        json_object(
            'mode', g.mode,
            'seats', json((SELECT json_group_array(json_object(
                'user_id', s.user_id, 'name', s.name, 'team', s.team,
                'lost', json(CASE WHEN s.lost THEN 'true' ELSE 'false' END)))
                FROM (SELECT * FROM seats WHERE game_id = g.id ORDER BY position) AS s)),
            'teams', json((SELECT json_group_array(json_object(
                'index', t.idx, 'life', t.life, 'poison', t.poison,
                'poison_limit', t.poison_limit,
                'lost', json(CASE WHEN t.lost THEN 'true' ELSE 'false' END)))
                FROM (SELECT * FROM teams WHERE game_id = g.id ORDER BY idx) AS t)),
            'permanents', json((SELECT json_group_array(json_object(
                'id', p.perm_id, 'owner', p.owner_id, 'name', p.name, 'kind', p.kind,
                'power', p.power, 'toughness', p.toughness, 'keywords', json(p.keywords),
                'toxic', p.toxic, 'ciphers', json(p.ciphers), 'damage', p.damage,
                'minus', p.minus, 'loyalty', p.loyalty, 'defense', p.defense))
                FROM (SELECT * FROM permanents WHERE game_id = g.id ORDER BY position) AS p)),
            'next_id', g.next_id,
            'active_team', g.active_team,
            'turn', g.turn,
            'combat', json((SELECT json_object('attacks', json(c.attacks),
                'blocks', json(c.blocks), 'declared', json(c.declared))
                FROM combats AS c WHERE c.game_id = g.id)),
            'commander_damage', json(g.commander_damage),
            'finished', json(CASE WHEN g.finished THEN 'true' ELSE 'false' END),
            'winners', json(g.winners),
            'end_votes', json(g.end_votes)
        ),
        g.finished, g.version, g.created_at, g.updated_at
    FROM games AS g;
CREATE TABLE actions_new (
    game_id INTEGER NOT NULL REFERENCES games_new (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,
    version INTEGER NOT NULL,
    snapshot TEXT,
    undo BLOB,
    undone INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (game_id, seq)
);
INSERT INTO actions_new SELECT game_id, seq, user_id, kind, detail, version, snapshot, undo,
    undone, created_at FROM actions;
DROP TABLE actions;
DROP TABLE combats;
DROP TABLE permanents;
DROP TABLE seats;
DROP TABLE teams;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;
ALTER TABLE actions_new RENAME TO actions;
CREATE INDEX games_guild ON games (guild_id);
CREATE INDEX games_updated ON games (updated_at);
CREATE UNIQUE INDEX games_in_play ON games (guild_id, channel_id) WHERE NOT finished;
