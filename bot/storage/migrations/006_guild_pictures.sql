-- Guild settings: whether combat answers carry a picture (NULL: the default, they do). The
-- language becomes optional, so that a server may set either one alone; SQLite rebuilds the
-- table to drop its NOT NULL.
CREATE TABLE guild_settings_new (
    guild_id INTEGER PRIMARY KEY,
    language TEXT,
    pictures INTEGER,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO guild_settings_new (guild_id, language, updated_at)
    SELECT guild_id, language, updated_at FROM guild_settings;
DROP TABLE guild_settings;
ALTER TABLE guild_settings_new RENAME TO guild_settings;
