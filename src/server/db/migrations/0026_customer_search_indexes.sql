CREATE INDEX "users_full_name_idx" ON "users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin ((regexp_replace("phone_number", '\D', '', 'g')) gin_trgm_ops);