-- History search (docs/decisions/020): trigram indexes serve substring search in Chinese and
-- English. PGlite loads the extension's code up front (db/client.ts); this enables it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
