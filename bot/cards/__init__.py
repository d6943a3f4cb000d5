"""Cards by name: MTGJSON's AtomicCards as a local SQLite database, and lookups on it."""
