CREATE TABLE "trending_snapshots" (
	"platform" text PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"sample" boolean DEFAULT false NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_error" jsonb
);
