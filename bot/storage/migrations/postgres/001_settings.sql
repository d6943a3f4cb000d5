-- Guild settings: the reply language a server chose (PostgreSQL: Discord ids are BIGINT).
CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
