CREATE TABLE "model_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"model" text NOT NULL,
	"api_key_ciphertext" text,
	"api_key_last4" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_latency_ms" integer,
	"last_error_reason" text,
	"last_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script_conversations" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "model_connections" ADD CONSTRAINT "model_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_connections_user_idx" ON "model_connections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "model_connections_one_default_idx" ON "model_connections" USING btree ("user_id") WHERE "model_connections"."is_default";--> statement-breakpoint
ALTER TABLE "script_conversations" ADD CONSTRAINT "script_conversations_connection_id_model_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."model_connections"("id") ON DELETE set null ON UPDATE no action;