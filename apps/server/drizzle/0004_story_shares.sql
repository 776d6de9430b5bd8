CREATE TABLE "story_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_shares" ADD CONSTRAINT "story_shares_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_shares_story_unique" ON "story_shares" USING btree ("story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_shares_token_unique" ON "story_shares" USING btree ("token");