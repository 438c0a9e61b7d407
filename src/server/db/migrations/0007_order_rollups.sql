CREATE TABLE "customer_day_gaps" (
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_day_gaps_day_gap_pk" PRIMARY KEY("day","gap")
);
--> statement-breakpoint
CREATE TABLE "customer_days" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "customer_days_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_day_sales" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "order_day_sales_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "product_day_sales" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_day_sales_day_status_product_id_pk" PRIMARY KEY("day","status","product_id")
);
--> statement-breakpoint
CREATE INDEX "orders_total_sort_idx" ON "orders" USING btree ("total_amount","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_customer_sort_idx" ON "orders" USING btree (lower("customer_name"),"order_time","id");--> statement-breakpoint
-- The daily rollups (rollup-schema.ts) are kept by the triggers below, in the transaction of every insert, update
-- and delete of an order or an order line, whichever code writes it. The *_recomputed views figure the same rows
-- from the raw orders and lines: rebuild_order_rollups() refills the tables from them (the backfill, and after bulk
-- loads that ran with triggers disabled) and order_rollup_differences() compares the two.
CREATE FUNCTION sales_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;--> statement-breakpoint
-- Days since the previous order day, capped at CUSTOMER_GAP_CAP (90); a first order day has the cap.
CREATE FUNCTION customer_gap(day date, previous date) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN previous IS NULL THEN 90 ELSE least(day - previous, 90) END::smallint $$;--> statement-breakpoint
CREATE VIEW order_day_sales_recomputed AS
  SELECT sales_day(order_time) AS day, status, count(*)::int AS orders,
         (sum(total_amount) * 100)::bigint AS revenue_cents
  FROM orders GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW product_day_sales_recomputed AS
  SELECT sales_day(o.order_time) AS day, o.status, i.product_id, sum(i.quantity)::bigint AS units,
         (sum(i.price * i.quantity) * 100)::bigint AS revenue_cents
  FROM order_items AS i JOIN orders AS o ON o.id = i.order_id GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE VIEW customer_days_recomputed AS
  SELECT customer_id, sales_day(order_time) AS day, count(*)::int AS orders
  FROM orders WHERE customer_id IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE VIEW customer_day_gaps_recomputed AS
  SELECT day, gap, count(*)::int AS customers
  FROM (SELECT day, customer_gap(day, lag(day) OVER (PARTITION BY customer_id ORDER BY day)) AS gap
        FROM customer_days) AS gaps
  GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION add_order_sales(day date, status text, orders int, cents bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_sales AS s VALUES (day, status, orders, cents)
    ON CONFLICT ON CONSTRAINT order_day_sales_day_status_pk
    DO UPDATE SET orders = s.orders + excluded.orders, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  DELETE FROM order_day_sales AS s WHERE s.day = add_order_sales.day AND s.status = add_order_sales.status AND s.orders = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION add_product_sales(day date, status text, product uuid, units bigint, cents bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_day_sales AS s VALUES (day, status, product, units, cents)
    ON CONFLICT ON CONSTRAINT product_day_sales_day_status_product_id_pk
    DO UPDATE SET units = s.units + excluded.units, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  DELETE FROM product_day_sales AS s
    WHERE s.day = add_product_sales.day AND s.status = add_product_sales.status AND s.product_id = product
      AND s.units = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION add_customer_gap(day date, gap smallint, customers int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_day_gaps AS s VALUES (day, gap, customers)
    ON CONFLICT ON CONSTRAINT customer_day_gaps_day_gap_pk DO UPDATE SET customers = s.customers + excluded.customers;
  DELETE FROM customer_day_gaps AS s WHERE s.day = add_customer_gap.day AND s.gap = add_customer_gap.gap AND s.customers = 0;
END $$;--> statement-breakpoint
-- One order of the customer on the day more (sign 1) or less (-1). When the day appears or disappears, the gaps of it
-- and of the customer's next order day change. The customer's lock serialises concurrent changes of their days.
CREATE FUNCTION add_customer_day(customer uuid, day date, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  remaining int;
  previous date;
  following date;
BEGIN
  IF customer IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('customer_days ' || customer::text));
  INSERT INTO customer_days AS s VALUES (customer, day, sign)
    ON CONFLICT ON CONSTRAINT customer_days_customer_id_day_pk DO UPDATE SET orders = s.orders + excluded.orders
    RETURNING s.orders INTO remaining;
  IF (sign > 0 AND remaining > 1) OR (sign < 0 AND remaining > 0) THEN RETURN; END IF;
  IF remaining = 0 THEN
    DELETE FROM customer_days AS s WHERE s.customer_id = customer AND s.day = add_customer_day.day;
  END IF;
  SELECT max(s.day) INTO previous FROM customer_days AS s WHERE s.customer_id = customer AND s.day < add_customer_day.day;
  SELECT min(s.day) INTO following FROM customer_days AS s WHERE s.customer_id = customer AND s.day > add_customer_day.day;
  PERFORM add_customer_gap(day, customer_gap(day, previous), sign);
  IF following IS NOT NULL THEN
    PERFORM add_customer_gap(following, customer_gap(following, previous), -sign);
    PERFORM add_customer_gap(following, customer_gap(following, day), sign);
  END IF;
END $$;--> statement-breakpoint
-- Every line of an order, on the order's day and status (sign 1), or taken off them (-1).
CREATE FUNCTION add_order_lines(order_id int, day date, status text, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  line record;
BEGIN
  FOR line IN
    SELECT i.product_id, sum(i.quantity) AS units, (sum(i.price * i.quantity) * 100)::bigint AS cents
    FROM order_items AS i WHERE i.order_id = add_order_lines.order_id GROUP BY i.product_id
  LOOP
    PERFORM add_product_sales(day, status, line.product_id, sign * line.units, sign * line.cents);
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION add_order(o orders, sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_order_sales(sales_day(o.order_time), o.status, sign, sign * (o.total_amount * 100)::bigint);
  PERFORM add_customer_day(o.customer_id, sales_day(o.order_time), sign);
END $$;--> statement-breakpoint
CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean := TG_OP = 'UPDATE' AND (sales_day(OLD.order_time) <> sales_day(NEW.order_time) OR OLD.status <> NEW.status);
BEGIN
  IF TG_OP = 'UPDATE' THEN PERFORM add_order(OLD, -1); END IF;
  PERFORM add_order(NEW, 1);
  IF moved THEN
    PERFORM add_order_lines(OLD.id, sales_day(OLD.order_time), OLD.status, -1);
    PERFORM add_order_lines(NEW.id, sales_day(NEW.order_time), NEW.status, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A deleted order is taken off before the row goes: its lines' cascade then finds no order and changes nothing.
CREATE FUNCTION orders_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_order(OLD, -1);
  PERFORM add_order_lines(OLD.id, sales_day(OLD.order_time), OLD.status, -1);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION order_items_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN
      PERFORM add_product_sales(sales_day(o.order_time), o.status, OLD.product_id, -OLD.quantity,
                                -(OLD.price * OLD.quantity * 100)::bigint);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    PERFORM add_product_sales(sales_day(o.order_time), o.status, NEW.product_id, NEW.quantity,
                              (NEW.price * NEW.quantity * 100)::bigint);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_rollup AFTER INSERT OR UPDATE OF order_time, status, customer_id, total_amount ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_rollup();--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup_delete();--> statement-breakpoint
CREATE TRIGGER order_items_rollup AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_rollup();--> statement-breakpoint
CREATE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_day_sales, product_day_sales, customer_days, customer_day_gaps;
  INSERT INTO order_day_sales SELECT * FROM order_day_sales_recomputed;
  INSERT INTO product_day_sales SELECT * FROM product_day_sales_recomputed;
  INSERT INTO customer_days SELECT * FROM customer_days_recomputed;
  INSERT INTO customer_day_gaps SELECT * FROM customer_day_gaps_recomputed;
END $$;--> statement-breakpoint
-- Rows that differ between each rollup and its recomputation (both directions); all zero when they agree.
CREATE FUNCTION order_rollup_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
SELECT rebuild_order_rollups();
