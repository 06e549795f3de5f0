CREATE TABLE "task_calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "draft_jobs" ADD COLUMN "node_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "published_url" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "figures_24h" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "figures_7d" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "outlier_score" double precision;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "outlier_median" double precision;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "outlier_earlier" integer;--> statement-breakpoint
ALTER TABLE "task_calendar_feeds" ADD CONSTRAINT "task_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;