DROP INDEX "script_conversations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "script_conversations_search_grams_idx";--> statement-breakpoint
CREATE INDEX "script_conversations_search_idx" ON "script_conversations" USING gin ("user_id",history_search_grams("search_text"),"search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "script_conversations" DROP COLUMN "search_grams";