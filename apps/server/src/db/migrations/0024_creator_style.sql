CREATE TABLE "model_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'streaming' NOT NULL,
	"model" text,
	"credits_held" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starred_hooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"voice_over" text NOT NULL,
	"on_screen_text" text DEFAULT '' NOT NULL,
	"type" text,
	"language" text NOT NULL,
	"platform" text NOT NULL,
	"script_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_rounds" ADD CONSTRAINT "model_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_hooks" ADD CONSTRAINT "starred_hooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starred_hooks" ADD CONSTRAINT "starred_hooks_script_id_script_conversations_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."script_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_profiles" ADD CONSTRAINT "voice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_rounds_streaming_idx" ON "model_rounds" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "starred_hooks_user_text_idx" ON "starred_hooks" USING btree ("user_id","voice_over");--> statement-breakpoint
CREATE INDEX "starred_hooks_user_idx" ON "starred_hooks" USING btree ("user_id","created_at");