ALTER TABLE "stories" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stories_published_idx" ON "stories" USING btree ("published_at") WHERE "stories"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "stories_featured_idx" ON "stories" USING btree ("featured_at") WHERE "stories"."featured_at" is not null;