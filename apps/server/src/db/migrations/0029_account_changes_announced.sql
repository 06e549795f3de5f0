-- Writes to accounts and sessions are announced by the code that makes them, naming the accounts
-- (db/account-changes.ts), instead of by these triggers naming only the table.
DROP TRIGGER IF EXISTS users_notify_write ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_write ON sessions;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_table_write();
