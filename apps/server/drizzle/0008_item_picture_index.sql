CREATE INDEX "characters_picture_idx" ON "characters" USING btree ("picture_key");--> statement-breakpoint
CREATE INDEX "locations_picture_idx" ON "locations" USING btree ("picture_key");