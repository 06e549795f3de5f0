-- History search, second step (docs/decisions/020). search_text is kept in lower case so a plain
-- LIKE (byte-wise, and served by the trigram index) replaces ILIKE, which lower-cases every row
-- it reads. A one- or two-character Chinese query has no trigram, so search_grams holds the
-- distinct two-character runs of CJK text for a GIN array index: '咖啡' becomes @> '{咖啡}'.
CREATE OR REPLACE FUNCTION history_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run.r[1], i, 2)), '{}'::text[])
  FROM regexp_matches(t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]{2,}', 'g') AS run(r)
  CROSS JOIN LATERAL generate_series(1, length(run.r[1]) - 1) AS i
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_conversations_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(E'\n', NEW.title, NEW.topic,
    (SELECT m.content FROM script_messages m WHERE m.id = NEW.current_message_id)));
  NEW.search_grams := history_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE script_conversations SET title = title;
