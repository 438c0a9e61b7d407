DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_record_idx";--> statement-breakpoint
DROP INDEX "audit_events_area_idx";--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_area_idx" ON "audit_events" USING btree ("area","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);