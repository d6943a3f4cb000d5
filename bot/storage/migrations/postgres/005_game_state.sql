-- As ../005_game_state.sql: one row per game, its state as JSON beside its version; only one
-- game per channel in play. PostgreSQL changes the games table in place.
ALTER TABLE games ADD COLUMN state TEXT;
UPDATE games AS g SET state = json_build_object(
    'mode', g.mode,
    'seats', COALESCE((SELECT json_agg(json_build_object(
        'user_id', s.user_id, 'name', s.name, 'team', s.team, 'lost', s.lost)
        ORDER BY s.position) FROM seats AS s WHERE s.game_id = g.id), '[]'),
    'teams', COALESCE((SELECT json_agg(json_build_object(
        'index', t.idx, 'life', t.life, 'poison', t.poison, 'poison_limit', t.poison_limit,
        'lost', t.lost) ORDER BY t.idx) FROM teams AS t WHERE t.game_id = g.id), '[]'),
    'permanents', COALESCE((SELECT json_agg(json_build_object(
        'id', p.perm_id, 'owner', p.owner_id, 'name', p.name, 'kind', p.kind,
        'power', p.power, 'toughness', p.toughness, 'keywords', p.keywords::json,
        'toxic', p.toxic, 'ciphers', p.ciphers::json, 'damage', p.damage, 'minus', p.minus,
        'loyalty', p.loyalty, 'defense', p.defense) ORDER BY p.position)
        FROM permanents AS p WHERE p.game_id = g.id), '[]'),
    'next_id', g.next_id,
    'active_team', g.active_team,
    'turn', g.turn,
    'combat', (SELECT json_build_object('attacks', c.attacks::json, 'blocks', c.blocks::json,
        'declared', c.declared::json) FROM combats AS c WHERE c.game_id = g.id),
    'commander_damage', g.commander_damage::json,
    'finished', g.finished,
    'winners', g.winners::json,
    'end_votes', g.end_votes::json
)::text;
ALTER TABLE games ALTER COLUMN state SET NOT NULL;
ALTER TABLE games DROP COLUMN mode, DROP COLUMN active_team, DROP COLUMN turn,
    DROP COLUMN next_id, DROP COLUMN winners, DROP COLUMN commander_damage,
    DROP COLUMN end_votes;
ALTER TABLE games DROP CONSTRAINT games_guild_id_channel_id_key;
CREATE UNIQUE INDEX games_in_play ON games (guild_id, channel_id) WHERE NOT finished;
DROP TABLE combats;
DROP TABLE permanents;
DROP TABLE seats;
DROP TABLE teams;
