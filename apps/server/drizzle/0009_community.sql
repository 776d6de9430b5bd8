CREATE TABLE "community_reads" (
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"story_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reads_user_id_week_start_story_id_pk" PRIMARY KEY("user_id","week_start","story_id")
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('inappropriate', 'unsafe', 'spam', 'privacy', 'other'))
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"moderation" varchar(16) DEFAULT 'visible' NOT NULL,
	"moderation_reason" text,
	"moderated_at" timestamp with time zone,
	"reports_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_comments_moderation_check" CHECK ("story_comments"."moderation" in ('visible', 'hidden', 'removed')),
	CONSTRAINT "story_comments_body_length_check" CHECK (char_length("story_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "story_likes" (
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_likes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "story_saves" (
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_saves_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" varchar(40) NOT NULL,
	"city" varchar(60) NOT NULL,
	"message" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "testimonials_message_length_check" CHECK (char_length("testimonials"."message") between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moderation" varchar(16) DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "library_reads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_title_en" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_title_ar" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_title_dialect" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "public_names" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(regexp_replace(translate(lower(coalesce(public_title_en, title_en, title, '') || ' ' || coalesce(public_title_ar, title_ar, '') || ' ' || coalesce(public_title_dialect, title_dialect, '') || ' ' || coalesce(description, '') || ' ' || coalesce(theme_name, '')), 'أإآٱؤئةى', 'ااااويهي'), '[\u064B-\u065F\u0670\u0640]', '', 'g'), '(^|\s)[وبفكل]?ال(\S\S+)', '\& \2', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_text_en" text;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_text_ar" text;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_text_dialect" text;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_narration_en" jsonb;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_narration_ar" jsonb;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "public_narration_dialect" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" varchar(40);--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_comment_id_story_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_saves" ADD CONSTRAINT "story_saves_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_saves" ADD CONSTRAINT "story_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_story_reporter_unique" ON "content_reports" USING btree ("story_id","reporter_id") WHERE "content_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_comment_reporter_unique" ON "content_reports" USING btree ("comment_id","reporter_id") WHERE "content_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "story_comments_story_idx" ON "story_comments" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "story_comments_user_idx" ON "story_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "story_likes_user_idx" ON "story_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "story_saves_user_idx" ON "story_saves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status","reviewed_at");--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_moderation_check" CHECK ("stories"."moderation" in ('visible', 'pending', 'hidden', 'removed'));