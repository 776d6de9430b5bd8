CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_id" varchar(255) NOT NULL,
	"checkout_session_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" varchar(8) NOT NULL,
	"route" varchar(200) NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" real NOT NULL,
	"principal_kind" varchar(10) NOT NULL,
	"principal_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_logs_principal_check" CHECK ("request_logs"."principal_kind" in ('anonymous', 'user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" varchar(255) NOT NULL,
	"plan" varchar(16) NOT NULL,
	"pending_plan" varchar(16),
	"pending_from" timestamp with time zone,
	"status" varchar(16) NOT NULL,
	"cancel_at" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"entitled_plan" varchar(16),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_cents" integer,
	"trial_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('family', 'heritage')),
	CONSTRAINT "subscriptions_pending_plan_check" CHECK ("subscriptions"."pending_plan" in ('family', 'heritage')),
	CONSTRAINT "subscriptions_entitled_plan_check" CHECK ("subscriptions"."entitled_plan" in ('family', 'heritage')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'trialing', 'active', 'past_due', 'ended'))
);
--> statement-breakpoint
DROP INDEX "api_logs_created_idx";--> statement-breakpoint
DROP INDEX "api_logs_story_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "picture_state" varchar(8) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "picture_state" varchar(8) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "owner_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "pictures_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "narrations_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translation" text;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "granted_plan" varchar(16) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_hash_unique" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_customer_unique" ON "billing_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "billing_events_received_idx" ON "billing_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "request_logs_created_idx" ON "request_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_route_idx" ON "request_logs" USING btree ("route","created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_principal_idx" ON "request_logs" USING btree ("principal_id","created_at") WHERE "request_logs"."principal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_unique" ON "subscriptions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_entitled_idx" ON "subscriptions" USING btree ("id") WHERE "subscriptions"."entitled_plan" is not null;--> statement-breakpoint
CREATE INDEX "api_logs_user_idx" ON "api_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_logs_created_idx" ON "api_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "api_logs_story_idx" ON "api_logs" USING btree ("story_id","created_at");--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_picture_state_check" CHECK ("characters"."picture_state" in ('ready', 'queued', 'drawing', 'failed'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_picture_state_check" CHECK ("locations"."picture_state" in ('ready', 'queued', 'drawing', 'failed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_granted_plan_check" CHECK ("users"."granted_plan" in ('free', 'family', 'heritage'));--> statement-breakpoint
-- Plans given before billing existed were all grants: keep them when a subscription later ends.
UPDATE "users" SET "granted_plan" = "plan";