CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "picture_state" varchar(8) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "picture_state" varchar(8) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translation" text;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_picture_state_check" CHECK ("characters"."picture_state" in ('ready', 'queued', 'drawing', 'failed'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_picture_state_check" CHECK ("locations"."picture_state" in ('ready', 'queued', 'drawing', 'failed'));