-- search_text = title, topic and the current version's Markdown, kept in the database so every
-- writer (rename, a finished generation, restore) keeps History search right without a hook.
-- A version's content is final once it is current, so script_messages needs no trigger.
CREATE OR REPLACE FUNCTION script_conversations_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(E'\n', NEW.title, NEW.topic,
    (SELECT m.content FROM script_messages m WHERE m.id = NEW.current_message_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER script_conversations_search_text
  BEFORE INSERT OR UPDATE OF title, topic, current_message_id ON script_conversations
  FOR EACH ROW EXECUTE FUNCTION script_conversations_search_text();--> statement-breakpoint
UPDATE script_conversations SET title = title;
