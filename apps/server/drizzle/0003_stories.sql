CREATE TABLE "story_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"index" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_ar" text NOT NULL,
	"text_dialect" text,
	"scene" jsonb NOT NULL,
	"picture_key" varchar(200),
	"narration_en" jsonb,
	"narration_ar" jsonb,
	"narration_dialect" jsonb
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "title" varchar(120) DEFAULT 'My Story' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "title_dialect" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "theme_name" varchar(64);--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "dialect" varchar(16) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "age_group" varchar(8) DEFAULT '6-8' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "length" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "seed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "input" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "request" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moral_en" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moral_ar" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "text_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "story_pages" ADD CONSTRAINT "story_pages_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_pages_story_index_unique" ON "story_pages" USING btree ("story_id","index");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_length_check" CHECK ("stories"."length" between 3 and 10);