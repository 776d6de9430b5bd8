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
DROP INDEX "api_logs_created_idx";--> statement-breakpoint
DROP INDEX "api_logs_story_idx";--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "pictures_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "narrations_completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "request_logs_created_idx" ON "request_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_route_idx" ON "request_logs" USING btree ("route","created_at","id");--> statement-breakpoint
CREATE INDEX "request_logs_principal_idx" ON "request_logs" USING btree ("principal_id","created_at") WHERE "request_logs"."principal_id" is not null;--> statement-breakpoint
CREATE INDEX "api_logs_user_idx" ON "api_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_logs_created_idx" ON "api_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "api_logs_story_idx" ON "api_logs" USING btree ("story_id","created_at");