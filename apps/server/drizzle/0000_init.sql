CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category" varchar(16) NOT NULL,
	"message" text NOT NULL,
	"page_url" varchar(2048) DEFAULT '' NOT NULL,
	"language" varchar(8) NOT NULL,
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_category_check" CHECK ("feedback"."category" in ('general', 'bug', 'feature')),
	CONSTRAINT "feedback_message_length_check" CHECK (char_length("feedback"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");