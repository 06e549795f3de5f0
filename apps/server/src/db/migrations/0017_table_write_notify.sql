-- Each app node keeps the rows of its session lookup in memory until users or sessions change
-- (db/read-until-write.ts). Its own writes it counts as it sends them; a change made by another
-- node, or by hand, reaches it as a notification naming the table, sent when that change commits
-- (db/postgres-writes.ts). An INSERT changes no row anyone has read, so only these are announced.
CREATE OR REPLACE FUNCTION notify_table_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_notify_write AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();--> statement-breakpoint
CREATE TRIGGER sessions_notify_write AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_write();
