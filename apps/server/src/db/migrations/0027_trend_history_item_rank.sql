DROP INDEX "trend_history_item_idx";--> statement-breakpoint
CREATE INDEX "trend_history_item_rank_idx" ON "trend_history" USING btree ("platform","item_key","fetched_at","rank");