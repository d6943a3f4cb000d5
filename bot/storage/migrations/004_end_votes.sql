-- Players who asked to end their game with /game end: it ends when every remaining player has.
ALTER TABLE games ADD COLUMN end_votes TEXT NOT NULL DEFAULT '[]';
