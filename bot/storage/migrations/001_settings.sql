-- Guild settings: the reply language a server chose.
CREATE TABLE guild_settings (
    guild_id INTEGER PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
