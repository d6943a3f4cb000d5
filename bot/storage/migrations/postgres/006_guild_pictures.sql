-- As ../006_guild_pictures.sql: whether combat answers carry a picture (NULL: they do), and
-- an optional language; PostgreSQL alters the table in place.
ALTER TABLE guild_settings ALTER COLUMN language DROP NOT NULL;
ALTER TABLE guild_settings ADD COLUMN pictures BOOLEAN;
