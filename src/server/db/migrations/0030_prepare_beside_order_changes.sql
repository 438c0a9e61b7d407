CREATE TABLE "period_product_sales_log" (
	"transaction_id" bigint NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "period_product_sales_as_of" ADD COLUMN "preparing_since" timestamp with time zone;--> statement-breakpoint
-- The next day's windows are prepared beside order changes instead of holding them up for the copy (seconds at ten
-- million orders): begin_period_product_sales_preparation() marks the preparation (waiting only for the changes in
-- flight), from then on each change to product_day_sales is also logged with its transaction's id; the windows are
-- copied as of one snapshot (copy_period_product_sales, in a REPEATABLE READ transaction); and
-- finish_period_product_sales_preparation() adds the logged changes that snapshot did not see, and keeps the next
-- day's windows current from then on.
CREATE OR REPLACE FUNCTION period_product_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes product_day_sales[];
  as_of period_product_sales_as_of;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r) INTO changes FROM new_rows AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg((r.day, r.status, r.product_id, -r.units, -r.revenue_cents)::product_day_sales) INTO changes
      FROM old_rows AS r;
  ELSE
    SELECT array_agg(r) INTO changes FROM (
      SELECT * FROM new_rows
      UNION ALL SELECT o.day, o.status, o.product_id, -o.units, -o.revenue_cents FROM old_rows AS o) AS r;
  END IF;
  IF changes IS NULL THEN RETURN NULL; END IF;
  SELECT * INTO as_of FROM period_product_sales_as_of AS s FOR SHARE;
  PERFORM add_period_product_sales(changes, as_of.day);
  IF as_of.next_prepared THEN
    PERFORM add_period_product_sales(changes, as_of.day + 1);
  ELSIF as_of.preparing_since IS NOT NULL THEN
    INSERT INTO period_product_sales_log SELECT txid_current(), c.* FROM unnest(changes) AS c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION prepare_period_product_sales();--> statement-breakpoint
-- Returns the current day when a preparation may start: the next day's windows are not prepared and no other
-- preparation began less than `abandoned_after` ago (one that did not finish is started again). Locking the stored
-- day FOR UPDATE waits for the order changes in flight; those after it see the mark and log their changes.
CREATE FUNCTION begin_period_product_sales_preparation(abandoned_after interval) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  as_of period_product_sales_as_of;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  SELECT * INTO as_of FROM period_product_sales_as_of AS s FOR UPDATE;
  IF as_of.next_prepared OR as_of.preparing_since > now() - abandoned_after THEN RETURN NULL; END IF;
  UPDATE period_product_sales_as_of SET preparing_since = now();
  RETURN as_of.day;
END $$;--> statement-breakpoint
-- In the preparation's REPEATABLE READ transaction, after its snapshot is taken: clears the windows of every other
-- day (the day before's, a preparation's that did not finish), then writes the next day's from the current day's.
CREATE FUNCTION copy_period_product_sales(today date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  DELETE FROM period_product_sales AS s WHERE s.end_day <> today;
  PERFORM derive_period_product_sales(today, today + 1);
END $$;--> statement-breakpoint
-- Adds the logged changes the copy's snapshot did not see to the next day's windows and keeps them current from here
-- on; false when the day moved on meanwhile (a roll derived the windows itself).
CREATE FUNCTION finish_period_product_sales_preparation(today date, seen txid_snapshot) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  as_of period_product_sales_as_of;
  unseen product_day_sales[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  SELECT * INTO as_of FROM period_product_sales_as_of AS s FOR UPDATE;
  IF as_of.day <> today OR as_of.preparing_since IS NULL THEN RETURN false; END IF;
  SELECT array_agg((l.day, l.status, l.product_id, l.units, l.revenue_cents)::product_day_sales) INTO unseen
    FROM period_product_sales_log AS l WHERE NOT txid_visible_in_snapshot(l.transaction_id, seen);
  IF unseen IS NOT NULL THEN PERFORM add_period_product_sales(unseen, today + 1); END IF;
  DELETE FROM period_product_sales_log;
  UPDATE period_product_sales_as_of SET next_prepared = true, preparing_since = NULL;
  RETURN true;
END $$;--> statement-breakpoint
-- As in migration 0028, and a preparation in progress is dropped when the windows are derived here.
CREATE OR REPLACE FUNCTION roll_period_product_sales(today date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  as_of period_product_sales_as_of;
BEGIN
  IF (SELECT s.day FROM period_product_sales_as_of AS s) = today THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  SELECT * INTO as_of FROM period_product_sales_as_of AS s FOR UPDATE;
  IF as_of.day = today THEN RETURN; END IF;
  IF NOT (as_of.next_prepared AND as_of.day + 1 = today) THEN
    PERFORM derive_period_product_sales(as_of.day, today);
    DELETE FROM period_product_sales_log;
  END IF;
  UPDATE period_product_sales_as_of SET day = today, next_prepared = false, preparing_since = NULL;
END $$;
