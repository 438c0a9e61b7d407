-- Each customer day also keeps its gap since the customer's previous order day and its first order time: the
-- customers of the part of a day before a given time who had not ordered since a given day are then one index range
-- (customer_days_day_idx) instead of one probe per customer. The per-product rollup gets a covering index, so a
-- period's product figures are read from the index alone, in day order.
ALTER TABLE "customer_days" ADD COLUMN "gap" smallint;--> statement-breakpoint
ALTER TABLE "customer_days" ADD COLUMN "first_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE VIEW customer_days_recomputed AS
  SELECT customer_id, day, orders, customer_gap(day, lag(day) OVER (PARTITION BY customer_id ORDER BY day)) AS gap,
         first_at
  FROM (SELECT customer_id, sales_day(order_time) AS day, count(*)::int AS orders, min(order_time) AS first_at
        FROM orders WHERE customer_id IS NOT NULL GROUP BY 1, 2) AS days;--> statement-breakpoint
UPDATE customer_days AS c SET gap = r.gap, first_at = r.first_at
  FROM customer_days_recomputed AS r WHERE r.customer_id = c.customer_id AND r.day = c.day;--> statement-breakpoint
ALTER TABLE "customer_days" ALTER COLUMN "gap" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_days" ALTER COLUMN "first_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX customer_days_day_idx ON customer_days (day) INCLUDE (first_at, gap);--> statement-breakpoint
CREATE INDEX product_day_sales_figures_idx ON product_day_sales (day) INCLUDE (status, product_id, units, revenue_cents);--> statement-breakpoint
DROP FUNCTION add_customer_day(uuid, date, int);--> statement-breakpoint
-- One order (order_id, placed at `at`) of the customer more (sign 1) or less (-1) on its day. When the day appears or
-- disappears, the gaps of it and of the customer's next order day change. The customer's lock serialises concurrent
-- changes of their days. A delete runs before the row goes, so the day's first time is found without that order.
CREATE FUNCTION add_customer_day(customer uuid, order_id int, at timestamptz, sign int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  order_day date := sales_day(at);
  remaining int;
  first_time timestamptz;
  previous date;
  following date;
BEGIN
  IF customer IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('customer_days ' || customer::text));
  IF sign > 0 THEN
    INSERT INTO customer_days AS s VALUES (customer, order_day, 1, 0, at)
      ON CONFLICT ON CONSTRAINT customer_days_customer_id_day_pk
      DO UPDATE SET orders = s.orders + 1, first_at = least(s.first_at, excluded.first_at)
      RETURNING s.orders INTO remaining;
    IF remaining > 1 THEN RETURN; END IF;
  ELSE
    UPDATE customer_days AS s SET orders = s.orders - 1 WHERE s.customer_id = customer AND s.day = order_day
      RETURNING s.orders, s.first_at INTO remaining, first_time;
    IF remaining > 0 THEN
      IF first_time = at THEN
        UPDATE customer_days AS s SET first_at = (
          SELECT min(o.order_time) FROM orders AS o
          WHERE o.customer_id = customer AND o.id <> order_id
            AND o.order_time >= (order_day::timestamp AT TIME ZONE 'UTC')
            AND o.order_time < ((order_day + 1)::timestamp AT TIME ZONE 'UTC'))
        WHERE s.customer_id = customer AND s.day = order_day;
      END IF;
      RETURN;
    END IF;
    DELETE FROM customer_days AS s WHERE s.customer_id = customer AND s.day = order_day;
  END IF;
  SELECT max(s.day) INTO previous FROM customer_days AS s WHERE s.customer_id = customer AND s.day < order_day;
  SELECT min(s.day) INTO following FROM customer_days AS s WHERE s.customer_id = customer AND s.day > order_day;
  IF sign > 0 THEN
    UPDATE customer_days AS s SET gap = customer_gap(order_day, previous)
      WHERE s.customer_id = customer AND s.day = order_day;
  END IF;
  PERFORM add_customer_gap(order_day, customer_gap(order_day, previous), sign);
  IF following IS NOT NULL THEN
    UPDATE customer_days AS s
      SET gap = customer_gap(following, CASE WHEN sign > 0 THEN order_day ELSE previous END)
      WHERE s.customer_id = customer AND s.day = following;
    PERFORM add_customer_gap(following, customer_gap(following, previous), -sign);
    PERFORM add_customer_gap(following, customer_gap(following, order_day), sign);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_order(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_order_sales(sales_day(o.order_time), o.status, sign, sign * (o.total_amount * 100)::bigint);
  PERFORM add_customer_day(o.customer_id, o.id, o.order_time, sign);
END $$;--> statement-breakpoint
-- Refilled in key order, so that a day's rows sit together on disk.
CREATE OR REPLACE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_sales, product_day_sales, customer_days, customer_day_gaps;
  INSERT INTO order_day_sales SELECT * FROM order_day_sales_recomputed ORDER BY day, status;
  INSERT INTO product_day_sales SELECT * FROM product_day_sales_recomputed ORDER BY day, status, product_id;
  INSERT INTO customer_days SELECT * FROM customer_days_recomputed ORDER BY customer_id, day;
  INSERT INTO customer_day_gaps SELECT * FROM customer_day_gaps_recomputed ORDER BY day, gap;
END $$;
