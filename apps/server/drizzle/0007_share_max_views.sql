-- Existing links take their owner's plan's limit as the plan table (packages/shared/src/plans.ts) says today.
ALTER TABLE "story_shares" ADD COLUMN "max_views" integer NOT NULL DEFAULT 50;--> statement-breakpoint
UPDATE "story_shares" SET "max_views" = CASE "users"."plan" WHEN 'family' THEN 250 WHEN 'heritage' THEN 1000 ELSE 50 END FROM "stories", "users" WHERE "stories"."id" = "story_shares"."story_id" AND "users"."id" = "stories"."user_id";--> statement-breakpoint
ALTER TABLE "story_shares" ALTER COLUMN "max_views" DROP DEFAULT;
