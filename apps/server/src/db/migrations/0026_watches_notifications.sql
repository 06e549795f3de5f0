CREATE TABLE "watch_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"item_key" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"rank" integer NOT NULL,
	"keyword" text NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	"push_state" text NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"platforms" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"top_n" integer,
	"delivery" text DEFAULT 'instant' NOT NULL,
	"digest_time" text DEFAULT '09:00' NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"timezone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"webhook_kind" text,
	"webhook_url_ciphertext" text,
	"webhook_url_last4" text,
	"webhook_secret_ciphertext" text,
	"webhook_secret_last4" text,
	"webhook_chat_id" text,
	"last_delivery" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"watch_id" uuid,
	"hit" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_hits_item_idx" ON "watch_hits" USING btree ("watch_id","platform","item_key");--> statement-breakpoint
CREATE INDEX "watch_hits_pending_idx" ON "watch_hits" USING btree ("watch_id","fired_at") WHERE "watch_hits"."push_state" = 'pending';--> statement-breakpoint
CREATE INDEX "watches_user_idx" ON "watches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;