CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"platform" text NOT NULL,
	"planned_date" date,
	"status" text DEFAULT 'idea' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"script_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_script_id_script_conversations_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."script_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_user_planned_idx" ON "tasks" USING btree ("user_id","planned_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_script_idx" ON "tasks" USING btree ("script_id");