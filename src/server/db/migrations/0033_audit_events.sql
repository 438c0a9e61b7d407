CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"address" text,
	"user_agent" text,
	"request_id" text,
	"action" text NOT NULL,
	"area" text,
	"record_type" text,
	"record_id" text,
	"record_label" text,
	"changes" jsonb,
	"summary" jsonb,
	"seal" bigint,
	"prev_hash" text,
	"hash" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seal_idx" ON "audit_events" USING btree ("seal");--> statement-breakpoint
CREATE INDEX "audit_events_unsealed_idx" ON "audit_events" USING btree ("id") WHERE "audit_events"."seal" is null;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_area_idx" ON "audit_events" USING btree ("area","at");--> statement-breakpoint
-- Append-only: UPDATE, DELETE and TRUNCATE are refused, but for
--  * the sealer's one UPDATE of an event not yet sealed, which sets only seal, prev_hash and hash, under the
--    transaction-local app.audit_seal (src/server/db/audit-log.ts, sealAuditEvents), and
--  * the retention purge's DELETE, under the transaction-local app.audit_purge (purgeAuditEvents), which records
--    itself as an event.
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_seal', true) = 'on'
     AND OLD.seal IS NULL AND NEW.seal IS NOT NULL AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL
     AND (to_jsonb(NEW) - 'seal' - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'seal' - 'prev_hash' - 'hash') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
