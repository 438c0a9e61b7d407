CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"delivery_method" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_day_counts_day_status_payment_method_delivery_method_pk" PRIMARY KEY("day","status","payment_method","delivery_method")
);
--> statement-breakpoint
-- The orders list's counts: orders per UTC day, status, payment and delivery method, kept by their own trigger in the
-- transaction of every insert, update and delete of an order (rollup-schema.ts orderDayCounts). A filtered count is
-- then the sum of the whole days' rows plus the orders of the partial first and last day.
-- rebuild_order_day_counts() refills it from the view and order_day_counts_differences() compares the two; the
-- shared rebuild_order_rollups() and order_rollup_differences() call them.
CREATE INDEX order_day_counts_figures_idx ON order_day_counts (day) INCLUDE (status, payment_method, delivery_method, orders);--> statement-breakpoint
CREATE VIEW order_day_counts_recomputed AS
  SELECT sales_day(order_time) AS day, status, payment_method, delivery_method, count(*)::int AS orders
  FROM orders GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION add_order_day_count(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  order_day date := sales_day(o.order_time);
BEGIN
  INSERT INTO order_day_counts AS s VALUES (order_day, o.status, o.payment_method, o.delivery_method, sign)
    ON CONFLICT ON CONSTRAINT order_day_counts_day_status_payment_method_delivery_method_pk
    DO UPDATE SET orders = s.orders + excluded.orders;
  DELETE FROM order_day_counts AS s
    WHERE s.day = order_day AND s.status = o.status AND s.payment_method = o.payment_method
      AND s.delivery_method = o.delivery_method AND s.orders = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION order_day_counts_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND sales_day(OLD.order_time) = sales_day(NEW.order_time) AND OLD.status = NEW.status
     AND OLD.payment_method = NEW.payment_method AND OLD.delivery_method = NEW.delivery_method THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM add_order_day_count(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM add_order_day_count(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_day_counts_rollup
  AFTER INSERT OR DELETE OR UPDATE OF order_time, status, payment_method, delivery_method ON orders
  FOR EACH ROW EXECUTE FUNCTION order_day_counts_rollup();--> statement-breakpoint
CREATE FUNCTION rebuild_order_day_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_counts;
  INSERT INTO order_day_counts SELECT * FROM order_day_counts_recomputed
    ORDER BY day, status, payment_method, delivery_method;
END $$;--> statement-breakpoint
CREATE FUNCTION order_day_counts_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'order_day_counts', count(*) FROM (
    (SELECT * FROM order_day_counts EXCEPT SELECT * FROM order_day_counts_recomputed)
    UNION ALL (SELECT * FROM order_day_counts_recomputed EXCEPT SELECT * FROM order_day_counts)) AS d
$$;--> statement-breakpoint
-- The shared rebuild and check as in migration 0017 (0007, 0008 and period_product_sales), each with the call of
-- this rollup's added at the end.
CREATE OR REPLACE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_sales, product_day_sales, customer_days, customer_day_gaps;
  INSERT INTO order_day_sales SELECT * FROM order_day_sales_recomputed ORDER BY day, status;
  INSERT INTO product_day_sales SELECT * FROM product_day_sales_recomputed ORDER BY day, status, product_id;
  INSERT INTO customer_days SELECT * FROM customer_days_recomputed ORDER BY customer_id, day;
  INSERT INTO customer_day_gaps SELECT * FROM customer_day_gaps_recomputed ORDER BY day, gap;
  PERFORM rebuild_period_product_sales();
  PERFORM rebuild_order_day_counts();
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
  UNION ALL SELECT * FROM order_day_counts_differences()
$$;--> statement-breakpoint
SELECT rebuild_order_day_counts();--> statement-breakpoint
ANALYZE order_day_counts;
