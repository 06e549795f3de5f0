-- Superseded by the (user_id, updated_at, id) paging index of 0008, which also serves the
-- user_id foreign key; no query orders conversations by created_at. Fewer indexes per write.
DROP INDEX "script_conversations_user_updated_idx";--> statement-breakpoint
DROP INDEX "script_conversations_user_created_idx";