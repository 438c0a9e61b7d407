-- The dashboard from rollups alone (issue 32). order_hour_sales holds the orders per UTC hour, so the partial last
-- day of a period is read as at most 23 hour rows plus the orders of one hour, not a day's raw orders.
-- period_product_sales keeps, beside the windows ending on the current day, those ending on the next (prepared off
-- the request path by prepare_period_product_sales()), so the day change only moves period_product_sales_as_of on.
-- Windows now include their end day: for `days` = d and end_day = e, the days e - (d - 1) to e.
CREATE TABLE "order_hour_sales" (
	"hour" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "order_hour_sales_hour_status_pk" PRIMARY KEY("hour","status")
);
--> statement-breakpoint
DROP TABLE "period_product_sales";--> statement-breakpoint
CREATE TABLE "period_product_sales" (
	"end_day" date NOT NULL,
	"days" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "period_product_sales_end_day_days_product_id_pk" PRIMARY KEY("end_day","days","product_id")
);
--> statement-breakpoint
CREATE INDEX "period_product_sales_top_idx" ON "period_product_sales" USING btree ("end_day","days","revenue_cents" DESC NULLS FIRST,"product_id");--> statement-breakpoint
ALTER TABLE "period_product_sales_as_of" ADD COLUMN "next_prepared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION sales_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;--> statement-breakpoint
CREATE VIEW order_hour_sales_recomputed AS
  SELECT sales_hour(order_time) AS hour, status, count(*)::int AS orders,
         (sum(total_amount) * 100)::bigint AS revenue_cents
  FROM orders GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION add_order_hour_sales(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  order_hour timestamptz := sales_hour(o.order_time);
BEGIN
  INSERT INTO order_hour_sales AS s VALUES (order_hour, o.status, sign, sign * (o.total_amount * 100)::bigint)
    ON CONFLICT ON CONSTRAINT order_hour_sales_hour_status_pk
    DO UPDATE SET orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  DELETE FROM order_hour_sales AS s WHERE s.hour = order_hour AND s.status = o.status AND s.orders = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION order_hour_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND sales_hour(OLD.order_time) = sales_hour(NEW.order_time) AND OLD.status = NEW.status
     AND OLD.total_amount = NEW.total_amount THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM add_order_hour_sales(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM add_order_hour_sales(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_hour_sales_rollup
  AFTER INSERT OR DELETE OR UPDATE OF order_time, status, total_amount ON orders
  FOR EACH ROW EXECUTE FUNCTION order_hour_sales_rollup();--> statement-breakpoint
CREATE FUNCTION rebuild_order_hour_sales() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_hour_sales;
  INSERT INTO order_hour_sales SELECT * FROM order_hour_sales_recomputed ORDER BY hour, status;
END $$;--> statement-breakpoint
CREATE FUNCTION order_hour_sales_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'order_hour_sales', count(*) FROM (
    (SELECT * FROM order_hour_sales EXCEPT SELECT * FROM order_hour_sales_recomputed)
    UNION ALL (SELECT * FROM order_hour_sales_recomputed EXCEPT SELECT * FROM order_hour_sales)) AS d
$$;--> statement-breakpoint
-- The days whose windows period_product_sales keeps current: the current day, and the next once prepared.
CREATE FUNCTION period_product_sales_ends() RETURNS TABLE (day date) LANGUAGE sql STABLE AS $$
  SELECT s.day FROM period_product_sales_as_of AS s
  UNION ALL SELECT s.day + 1 FROM period_product_sales_as_of AS s WHERE s.next_prepared
$$;--> statement-breakpoint
DROP VIEW period_product_sales_recomputed;--> statement-breakpoint
CREATE VIEW period_product_sales_recomputed AS
  SELECT ends.day AS end_day, periods.days, i.product_id, sum(i.quantity)::bigint AS units,
         (sum(i.price * i.quantity) * 100)::bigint AS revenue_cents
  FROM period_product_sales_ends() AS ends
  CROSS JOIN dashboard_periods() AS periods
  JOIN orders AS o ON o.order_time >= ((ends.day - (periods.days - 1))::timestamp AT TIME ZONE 'UTC')
                  AND o.order_time < ((ends.day + 1)::timestamp AT TIME ZONE 'UTC')
  JOIN order_items AS i ON i.order_id = o.id
  WHERE brings_revenue(o.status)
  GROUP BY 1, 2, 3;--> statement-breakpoint
DROP FUNCTION add_period_product_sales(product_day_sales[], date, date);--> statement-breakpoint
-- Adds rows of product_day_sales (units and cents signed) to each period's window ending on end_day that holds their
-- day. Written in key order, so two writers lock rows in one order; rows that come to 0 units go (found by key).
CREATE FUNCTION add_period_product_sales(changes product_day_sales[], end_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied_days smallint[];
  emptied_products uuid[];
BEGIN
  WITH merged AS (
  INSERT INTO period_product_sales AS s (end_day, days, product_id, units, revenue_cents)
  SELECT add_period_product_sales.end_day, periods.days, c.product_id, sum(c.units), sum(c.revenue_cents)
  FROM unnest(changes) AS c
  CROSS JOIN dashboard_periods() AS periods
  WHERE c.day >= add_period_product_sales.end_day - (periods.days - 1) AND c.day <= add_period_product_sales.end_day
    AND brings_revenue(c.status)
  GROUP BY 2, 3 HAVING sum(c.units) <> 0 OR sum(c.revenue_cents) <> 0
  ORDER BY 2, 3
  ON CONFLICT ON CONSTRAINT period_product_sales_end_day_days_product_id_pk
  DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents
  RETURNING s.days, s.product_id, s.units)
  SELECT array_agg(merged.days), array_agg(merged.product_id) INTO emptied_days, emptied_products
  FROM merged WHERE merged.units = 0;
  DELETE FROM period_product_sales AS s
  USING unnest(emptied_days, emptied_products) AS emptied(days, product_id)
  WHERE s.end_day = add_period_product_sales.end_day AND s.days = emptied.days AND s.product_id = emptied.product_id;
END $$;--> statement-breakpoint
-- Each statement's changes to product_day_sales, in the same transaction, into every window kept. Locking the stored
-- day FOR SHARE makes a roll or a preparation wait for this transaction, and this one wait for them (then read the
-- new state); shares do not wait for each other.
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
  IF as_of.next_prepared THEN PERFORM add_period_product_sales(changes, as_of.day + 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The windows ending on end_day summed from product_day_sales (the same sums as from the raw lines: cents are exact).
CREATE FUNCTION period_product_sales_from_days(end_day date) RETURNS SETOF period_product_sales
LANGUAGE sql STABLE AS $$
  SELECT end_day, periods.days, s.product_id, sum(s.units)::bigint, sum(s.revenue_cents)::bigint
  FROM dashboard_periods() AS periods
  JOIN product_day_sales AS s ON s.day >= end_day - (periods.days - 1) AND s.day <= end_day
  WHERE brings_revenue(s.status)
  GROUP BY 2, 3
$$;--> statement-breakpoint
-- Writes the windows ending on to_day from those ending on from_day: the days that left a window are taken off and
-- those that entered it added, from product_day_sales (a jump of a whole period or more sums them afresh).
CREATE FUNCTION derive_period_product_sales(from_day date, to_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM period_product_sales AS s WHERE s.end_day = to_day;
  IF abs(to_day - from_day) >= (SELECT max(days) FROM dashboard_periods()) THEN
    INSERT INTO period_product_sales SELECT * FROM period_product_sales_from_days(to_day) ORDER BY 2, 3;
    RETURN;
  END IF;
  INSERT INTO period_product_sales (end_day, days, product_id, units, revenue_cents)
  WITH moved AS (
    SELECT periods.days, p.product_id, sum(p.units * w.sign) AS units, sum(p.revenue_cents * w.sign) AS revenue_cents
    FROM product_day_sales AS p
    CROSS JOIN dashboard_periods() AS periods
    CROSS JOIN LATERAL (
      SELECT (p.day >= to_day - (periods.days - 1) AND p.day <= to_day)::int
             - (p.day >= from_day - (periods.days - 1) AND p.day <= from_day)::int AS sign
    ) AS w
    -- The days whose place in some window changes: the first days of each window, and the last, as far as it moves.
    WHERE p.day IN (
      SELECT edge.day + n
      FROM dashboard_periods() AS edges
      CROSS JOIN LATERAL (VALUES (least(from_day, to_day) - (edges.days - 1)), (least(from_day, to_day) + 1)) AS edge(day)
      CROSS JOIN generate_series(0, abs(to_day - from_day) - 1) AS n)
      AND w.sign <> 0 AND brings_revenue(p.status)
    GROUP BY 1, 2
  ),
  kept AS (SELECT s.days, s.product_id, s.units, s.revenue_cents FROM period_product_sales AS s WHERE s.end_day = from_day)
  SELECT to_day, coalesce(kept.days, moved.days), coalesce(kept.product_id, moved.product_id),
         coalesce(kept.units, 0) + coalesce(moved.units, 0),
         coalesce(kept.revenue_cents, 0) + coalesce(moved.revenue_cents, 0)
  FROM kept FULL JOIN moved ON moved.days = kept.days AND moved.product_id = kept.product_id
  WHERE coalesce(kept.units, 0) + coalesce(moved.units, 0) <> 0
  ORDER BY 2, 3;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_period_product_sales() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE period_product_sales;
  INSERT INTO period_product_sales
    SELECT windows.* FROM period_product_sales_ends() AS ends
    CROSS JOIN LATERAL period_product_sales_from_days(ends.day) AS windows
    ORDER BY 1, 2, 3;
END $$;--> statement-breakpoint
-- Moves the current day to `today` (the server's UTC day; the dashboard calls it on each read). When the next day's
-- windows were prepared (the usual day change), only the stored day moves: a few milliseconds on the request path.
-- Otherwise (a server not read for a day or more, or one whose clock is behind) the windows are derived. The advisory
-- lock makes a second roller wait, then find the day moved. Locking the stored day FOR UPDATE waits for the order
-- changes in flight (they hold it FOR SHARE) and makes later ones wait; the statements after it see every change
-- committed before. The windows of days no longer kept are left for prepare_period_product_sales() to clear.
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
  END IF;
  UPDATE period_product_sales_as_of SET day = today, next_prepared = false;
END $$;--> statement-breakpoint
-- Off the request path (the server's upkeep, a few times an hour): clears the windows of days no longer kept, then
-- derives those ending on the next day and keeps them from then on. Returns whether it prepared them.
CREATE FUNCTION prepare_period_product_sales() RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  as_of period_product_sales_as_of;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('roll_period_product_sales'));
  -- Under the advisory lock the stored day cannot move; the order changes do not touch the windows cleared here.
  SELECT * INTO as_of FROM period_product_sales_as_of AS s;
  DELETE FROM period_product_sales AS s
    WHERE s.end_day <> as_of.day AND NOT (as_of.next_prepared AND s.end_day = as_of.day + 1);
  IF as_of.next_prepared THEN RETURN false; END IF;
  PERFORM 1 FROM period_product_sales_as_of AS s FOR UPDATE;
  PERFORM derive_period_product_sales(as_of.day, as_of.day + 1);
  UPDATE period_product_sales_as_of SET next_prepared = true;
  RETURN true;
END $$;--> statement-breakpoint
-- Rows of the kept windows that differ from their recomputation (both directions); zero when they agree.
CREATE OR REPLACE FUNCTION period_product_sales_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'period_product_sales', count(*) FROM (
    (SELECT s.* FROM period_product_sales AS s WHERE s.end_day IN (SELECT day FROM period_product_sales_ends())
     EXCEPT SELECT * FROM period_product_sales_recomputed)
    UNION ALL (SELECT * FROM period_product_sales_recomputed
     EXCEPT SELECT s.* FROM period_product_sales AS s WHERE s.end_day IN (SELECT day FROM period_product_sales_ends()))) AS d
$$;--> statement-breakpoint
-- The shared rebuild and check as in migration 0023, with order_hour_sales.
CREATE OR REPLACE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_order_day_rollups();
  PERFORM rebuild_order_hour_sales();
  PERFORM rebuild_customer_accounts();
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT * FROM order_day_rollup_differences()
  UNION ALL SELECT * FROM order_hour_sales_differences()
  UNION ALL SELECT * FROM customer_account_differences()
$$;--> statement-breakpoint
SELECT rebuild_order_hour_sales();--> statement-breakpoint
SELECT rebuild_period_product_sales();--> statement-breakpoint
ANALYZE order_hour_sales;--> statement-breakpoint
ANALYZE period_product_sales;
