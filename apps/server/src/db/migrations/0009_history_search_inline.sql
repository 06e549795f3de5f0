-- History search, third step (docs/decisions/022). A search for a common word reads a creator's
-- scripts newest first and compares search_text row by row, so it must be cheap to read: stored
-- inline and uncompressed (EXTERNAL: never compressed; toast_tuple_target: moved out of line only
-- when a row passes ~8 KB). search_grams is no longer stored: the GIN index of 0010 computes
-- history_search_grams(search_text) itself, and btree_gin puts user_id into that index so a rare
-- word's candidates are one creator's scripts, not the whole table's.
-- PGlite loads btree_gin's code up front (db/client.ts); this enables it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE script_conversations SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE script_conversations ALTER COLUMN search_text SET STORAGE EXTERNAL;--> statement-breakpoint
-- The same pairs as 0007's version, cheaper to compute for the index: not de-duplicated (GIN
-- de-duplicates an item's keys itself; the sort for DISTINCT was ~40% of the function's time).
CREATE OR REPLACE FUNCTION history_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(substr(run.r[1], i, 2)), '{}'::text[])
  FROM regexp_matches(t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]{2,}', 'g') AS run(r)
  CROSS JOIN LATERAL generate_series(1, length(run.r[1]) - 1) AS i
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_conversations_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(E'\n', NEW.title, NEW.topic,
    (SELECT m.content FROM script_messages m WHERE m.id = NEW.current_message_id)));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Rewrite every search_text so existing rows take the new storage too.
UPDATE script_conversations SET title = title;
