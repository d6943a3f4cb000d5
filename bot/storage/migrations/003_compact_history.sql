-- The action log keeps what undoing each action needs, a compressed reverse delta (`undo`),
-- instead of a full snapshot of the game after every action. Rows written before keep their
-- snapshot (undo reads it for them), except undone ones, which nothing reads again.
CREATE TABLE actions_new (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
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
INSERT INTO actions_new (game_id, seq, user_id, kind, detail, version, snapshot, undone, created_at)
    SELECT game_id, seq, user_id, kind, detail, version,
           CASE WHEN undone THEN NULL ELSE snapshot END, undone, created_at
    FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
