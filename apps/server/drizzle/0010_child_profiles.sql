CREATE TABLE "child_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_ar" varchar(64) NOT NULL,
	"gender" varchar(8) NOT NULL,
	"birth_month" integer NOT NULL,
	"birth_year" integer NOT NULL,
	"dialect" varchar(16) DEFAULT 'standard' NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avoid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"family_words" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reading" jsonb NOT NULL,
	"avatar" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_profiles_gender_check" CHECK ("child_profiles"."gender" in ('male', 'female')),
	CONSTRAINT "child_profiles_birth_month_check" CHECK ("child_profiles"."birth_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "story_children" (
	"story_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "story_children_story_id_child_id_pk" PRIMARY KEY("story_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_children" ADD CONSTRAINT "story_children_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_children" ADD CONSTRAINT "story_children_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_profiles_user_idx" ON "child_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "story_children_child_idx" ON "story_children" USING btree ("child_id");