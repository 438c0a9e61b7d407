CREATE TABLE "period_product_sales" (
	"days" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "period_product_sales_days_product_id_pk" PRIMARY KEY("days","product_id")
);
--> statement-breakpoint
CREATE TABLE "period_product_sales_as_of" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "period_product_sales_top_idx" ON "period_product_sales" USING btree ("days","revenue_cents" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "products_live_created_at_idx" ON "products" USING btree ("created_at") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_archived_at_idx" ON "products" USING btree ("archived_at","created_at") WHERE "products"."archived_at" is not null;--> statement-breakpoint
-- Which orders bring revenue (the dashboard's figures and the rollup below), and the dashboard's periods
-- (DASHBOARD_PERIODS in src/shared/dashboard-period.ts; order-rollups.test.ts checks that they agree).
CREATE FUNCTION brings_revenue(status text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT status NOT IN ('CANCELLED', 'RETURNED') $$;--> statement-breakpoint
CREATE FUNCTION dashboard_periods() RETURNS TABLE (days smallint) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ VALUES (7::smallint), (30::smallint), (90::smallint) $$;--> statement-breakpoint
INSERT INTO period_product_sales_as_of VALUES (sales_day(now()));--> statement-breakpoint
-- period_product_sales figured from the raw orders and lines, for the windows ending at the stored day.
CREATE VIEW period_product_sales_recomputed AS
  SELECT periods.days, i.product_id, sum(i.quantity)::bigint AS units,
         (sum(i.price * i.quantity) * 100)::bigint AS revenue_cents
  FROM period_product_sales_as_of AS as_of
  CROSS JOIN dashboard_periods() AS periods
  JOIN orders AS o ON o.order_time >= ((as_of.day - (periods.days - 1))::timestamp AT TIME ZONE 'UTC')
                  AND o.order_time < (as_of.day::timestamp AT TIME ZONE 'UTC')
  JOIN order_items AS i ON i.order_id = o.id
  WHERE brings_revenue(o.status)
  GROUP BY 1, 2;--> statement-breakpoint
-- Adds rows of product_day_sales (units and cents signed) to each period whose window holds their day when the windows
-- end at window_end, and takes them off each period whose window held it when they ended at previous_end (NULL:
-- none). So a change on some day (the trigger) and the move of the windows (the roll) are the same statement.
-- Written in key order, so two writers lock rows in one order; rows that come to 0 units go (found by key).
CREATE FUNCTION add_period_product_sales(changes product_day_sales[], previous_end date, window_end date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied_days smallint[];
  emptied_products uuid[];
BEGIN
  WITH merged AS (
  INSERT INTO period_product_sales AS s (days, product_id, units, revenue_cents)
  SELECT periods.days, c.product_id, sum(c.units * w.sign), sum(c.revenue_cents * w.sign)
  FROM unnest(changes) AS c
  CROSS JOIN dashboard_periods() AS periods
  CROSS JOIN LATERAL (
    SELECT (c.day >= window_end - (periods.days - 1) AND c.day < window_end)::int
           - coalesce((c.day >= previous_end - (periods.days - 1) AND c.day < previous_end)::int, 0) AS sign
  ) AS w
  WHERE w.sign <> 0 AND brings_revenue(c.status)
  GROUP BY 1, 2 HAVING sum(c.units * w.sign) <> 0 OR sum(c.revenue_cents * w.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT period_product_sales_days_product_id_pk
  DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents
  RETURNING s.days, s.product_id, s.units)
  SELECT array_agg(merged.days), array_agg(merged.product_id) INTO emptied_days, emptied_products
  FROM merged WHERE merged.units = 0;
  DELETE FROM period_product_sales AS s
  USING unnest(emptied_days, emptied_products) AS emptied(days, product_id)
  WHERE s.days = emptied.days AND s.product_id = emptied.product_id;
END $$;--> statement-breakpoint
-- Each statement's changes to product_day_sales, in the same transaction. Locking the stored day FOR SHARE makes a
-- roll wait for this transaction, and this one wait for a roll in progress (then read its new day); shares do not
-- wait for each other.
CREATE FUNCTION period_product_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes product_day_sales[];
  window_end date;
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
  SELECT s.day INTO window_end FROM period_product_sales_as_of AS s FOR SHARE;
  PERFORM add_period_product_sales(changes, NULL, window_end);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_day_sales_inserted AFTER INSERT ON product_day_sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION period_product_sales_follow();--> statement-breakpoint
CREATE TRIGGER product_day_sales_deleted AFTER DELETE ON product_day_sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION period_product_sales_follow();--> statement-breakpoint
CREATE TRIGGER product_day_sales_updated AFTER UPDATE ON product_day_sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION period_product_sales_follow();--> statement-breakpoint
CREATE FUNCTION rebuild_period_product_sales() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE period_product_sales;
  INSERT INTO period_product_sales SELECT * FROM period_product_sales_recomputed ORDER BY days, product_id;
END $$;--> statement-breakpoint
-- Moves the windows to end at `today` (the server's UTC day; the dashboard calls it on its first read of a day): the
-- days that left a window are taken off and those that entered it added, from product_day_sales. The advisory lock
-- makes a second roller wait, then find the day moved. Locking the stored day FOR UPDATE waits for the order changes
-- in flight (they hold it FOR SHARE) and makes later ones wait for this roll; the statements after it see every change
-- committed before. A jump of a whole period or more (a server not read for months) recomputes the table instead.
CREATE FUNCTION roll_period_product_sales(today date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  previous_end date;
  moved product_day_sales[];
BEGIN
  IF (SELECT s.day FROM period_product_sales_as_of AS s) = today THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  SELECT s.day INTO previous_end FROM period_product_sales_as_of AS s FOR UPDATE;
  IF previous_end = today THEN RETURN; END IF;
  UPDATE period_product_sales_as_of SET day = today;
  IF abs(today - previous_end) >= (SELECT max(days) FROM dashboard_periods()) THEN
    PERFORM rebuild_period_product_sales();
    RETURN;
  END IF;
  -- The days whose place in some window changes: the first days of each window, and the last, as far as it moves.
  SELECT array_agg(p) INTO moved FROM product_day_sales AS p WHERE p.day IN (
    SELECT edge.day + n
    FROM dashboard_periods() AS periods
    CROSS JOIN LATERAL (VALUES (least(previous_end, today) - (periods.days - 1)), (least(previous_end, today))) AS edge(day)
    CROSS JOIN generate_series(0, abs(today - previous_end) - 1) AS n);
  PERFORM add_period_product_sales(moved, previous_end, today);
END $$;--> statement-breakpoint
-- Rows that differ between period_product_sales and its recomputation (both directions); zero when they agree.
CREATE FUNCTION period_product_sales_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'period_product_sales', count(*) FROM (
    (SELECT * FROM period_product_sales EXCEPT SELECT * FROM period_product_sales_recomputed)
    UNION ALL (SELECT * FROM period_product_sales_recomputed EXCEPT SELECT * FROM period_product_sales)) AS d
$$;--> statement-breakpoint
-- The shared backfill and check (migrations 0007, 0008) as they were, plus period_product_sales.
CREATE OR REPLACE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_sales, product_day_sales, customer_days, customer_day_gaps;
  INSERT INTO order_day_sales SELECT * FROM order_day_sales_recomputed ORDER BY day, status;
  INSERT INTO product_day_sales SELECT * FROM product_day_sales_recomputed ORDER BY day, status, product_id;
  INSERT INTO customer_days SELECT * FROM customer_days_recomputed ORDER BY customer_id, day;
  INSERT INTO customer_day_gaps SELECT * FROM customer_day_gaps_recomputed ORDER BY day, gap;
  PERFORM rebuild_period_product_sales();
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'order_day_sales', count(*) FROM (
    (SELECT * FROM order_day_sales EXCEPT SELECT * FROM order_day_sales_recomputed)
    UNION ALL (SELECT * FROM order_day_sales_recomputed EXCEPT SELECT * FROM order_day_sales)) AS d
  UNION ALL SELECT 'product_day_sales', count(*) FROM (
    (SELECT * FROM product_day_sales EXCEPT SELECT * FROM product_day_sales_recomputed)
    UNION ALL (SELECT * FROM product_day_sales_recomputed EXCEPT SELECT * FROM product_day_sales)) AS d
  UNION ALL SELECT 'customer_days', count(*) FROM (
    (SELECT * FROM customer_days EXCEPT SELECT * FROM customer_days_recomputed)
    UNION ALL (SELECT * FROM customer_days_recomputed EXCEPT SELECT * FROM customer_days)) AS d
  UNION ALL SELECT 'customer_day_gaps', count(*) FROM (
    (SELECT * FROM customer_day_gaps EXCEPT SELECT * FROM customer_day_gaps_recomputed)
    UNION ALL (SELECT * FROM customer_day_gaps_recomputed EXCEPT SELECT * FROM customer_day_gaps)) AS d
  UNION ALL SELECT * FROM period_product_sales_differences()
$$;--> statement-breakpoint
SELECT rebuild_period_product_sales();--> statement-breakpoint
ANALYZE period_product_sales;
