CREATE TABLE "trend_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trend_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"item_key" text NOT NULL,
	"title" text NOT NULL,
	"rank" integer NOT NULL,
	"hot_value" bigint NOT NULL,
	"url" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trend_history_platform_time_idx" ON "trend_history" USING btree ("platform","fetched_at");--> statement-breakpoint
CREATE INDEX "trend_history_item_idx" ON "trend_history" USING btree ("platform","item_key","fetched_at");--> statement-breakpoint
CREATE INDEX "trend_history_time_brin_idx" ON "trend_history" USING brin ("fetched_at");