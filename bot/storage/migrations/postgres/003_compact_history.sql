-- As ../003_compact_history.sql: the action log keeps a compressed reverse delta (`undo`)
-- instead of a snapshot; PostgreSQL alters the table in place.
ALTER TABLE actions ALTER COLUMN snapshot DROP NOT NULL;
ALTER TABLE actions ADD COLUMN undo BYTEA;
UPDATE actions SET snapshot = NULL WHERE undone;
