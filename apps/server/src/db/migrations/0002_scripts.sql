CREATE TABLE "script_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brief" jsonb NOT NULL,
	"topic" text NOT NULL,
	"platform" text NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"current_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"action" text,
	"script" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"engine" text,
	"version" integer,
	"credits_held" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script_conversations" ADD CONSTRAINT "script_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_messages" ADD CONSTRAINT "script_messages_conversation_id_script_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."script_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_messages" ADD CONSTRAINT "script_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "script_conversations_user_updated_idx" ON "script_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "script_conversations_user_created_idx" ON "script_conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "script_messages_conversation_idx" ON "script_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "script_messages_user_status_idx" ON "script_messages" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "script_messages_conversation_version_idx" ON "script_messages" USING btree ("conversation_id","version");