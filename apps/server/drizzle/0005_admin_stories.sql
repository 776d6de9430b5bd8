ALTER TABLE "stories" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "admin_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_owner_check" CHECK ("stories"."user_id" is not null or "stories"."admin_id" is not null);