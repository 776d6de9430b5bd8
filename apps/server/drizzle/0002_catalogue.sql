CREATE TABLE "api_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"engine" varchar(64) NOT NULL,
	"model" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"story_id" integer,
	"user_id" integer,
	"latency_ms" integer NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"size" integer NOT NULL,
	"estimated_cost_usd" double precision DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"slug" varchar(64),
	"name_en" varchar(64) NOT NULL,
	"name_ar" varchar(64),
	"age" integer NOT NULL,
	"gender" varchar(8) NOT NULL,
	"type" varchar(8) NOT NULL,
	"species" varchar(32),
	"description_en" text NOT NULL,
	"description_ar" text,
	"picture_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "characters_gender_check" CHECK ("characters"."gender" in ('male', 'female')),
	CONSTRAINT "characters_type_check" CHECK ("characters"."type" in ('human', 'animal', 'magical')),
	CONSTRAINT "characters_age_check" CHECK ("characters"."age" between 1 and 100),
	CONSTRAINT "characters_owner_check" CHECK ("characters"."is_default" or "characters"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"slug" varchar(64),
	"name_en" varchar(64) NOT NULL,
	"name_ar" varchar(64),
	"type" varchar(8) NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text,
	"setting" varchar(32),
	"picture_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_type_check" CHECK ("locations"."type" in ('city', 'nature', 'fantasy')),
	CONSTRAINT "locations_owner_check" CHECK ("locations"."is_public" or "locations"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"counts_toward_limit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_status_check" CHECK ("stories"."status" in ('queued', 'processing', 'complete', 'error'))
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_ar" varchar(64) NOT NULL,
	"icon" varchar(64) NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_order" integer DEFAULT 999 NOT NULL,
	"sparks_en" jsonb NOT NULL,
	"sparks_ar" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_created_idx" ON "api_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_logs_story_idx" ON "api_logs" USING btree ("story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "characters_slug_unique" ON "characters" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "characters_user_idx" ON "characters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_unique" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_user_idx" ON "locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stories_user_created_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_slug_unique" ON "themes" USING btree ("slug");