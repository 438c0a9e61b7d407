CREATE TABLE "customer_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_orders" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_accounts_orders_idx" ON "customer_accounts" USING btree ("orders","user_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_spent_idx" ON "customer_accounts" USING btree ("spent_cents","user_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_last_order_idx" ON "customer_accounts" USING btree ("last_order_at","user_id");--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- customer_accounts (schema.ts) holds a row for each user holding the customer role directly (as findCustomerById
-- reads it), kept by the trigger on user_roles, and that customer's lifetime figures, kept by the trigger on orders:
-- each change of an order refigures its customer from their own orders (orders_customer_idx), in the same transaction.
CREATE VIEW customer_order_figures AS
  SELECT customer_id, count(*)::int AS orders, (count(*) FILTER (WHERE brings_revenue(status)))::int AS revenue_orders,
         coalesce((sum(total_amount) FILTER (WHERE brings_revenue(status)) * 100)::bigint, 0) AS spent_cents,
         min(order_time) AS first_order_at, max(order_time) AS last_order_at
  FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id;--> statement-breakpoint
CREATE VIEW customer_accounts_recomputed AS
  SELECT a.user_id, coalesce(f.orders, 0) AS orders, coalesce(f.revenue_orders, 0) AS revenue_orders,
         coalesce(f.spent_cents, 0) AS spent_cents, f.first_order_at, f.last_order_at
  FROM customer_accounts AS a LEFT JOIN customer_order_figures AS f ON f.customer_id = a.user_id;--> statement-breakpoint
CREATE FUNCTION refresh_customer_account(customer uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer IS NULL THEN RETURN; END IF;
  -- The row's lock first, then the orders read by the next statement's fresh snapshot: an order of the customer that
  -- a concurrent transaction committed while this one waited is counted.
  PERFORM 1 FROM customer_accounts WHERE user_id = customer FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE customer_accounts AS a
    SET orders = r.orders, revenue_orders = r.revenue_orders, spent_cents = r.spent_cents,
        first_order_at = r.first_order_at, last_order_at = r.last_order_at
    FROM customer_accounts_recomputed AS r WHERE r.user_id = customer AND a.user_id = customer;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_accounts_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_customer_account(OLD.customer_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
    PERFORM refresh_customer_account(NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_accounts_orders
  AFTER INSERT OR DELETE OR UPDATE OF customer_id, status, total_amount, order_time ON orders
  FOR EACH ROW EXECUTE FUNCTION customer_accounts_orders();--> statement-breakpoint
CREATE FUNCTION customer_accounts_roles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM roles WHERE id = NEW.role_id AND lower(name) = 'customer') THEN
    INSERT INTO customer_accounts (user_id) VALUES (NEW.user_id) ON CONFLICT DO NOTHING;
    PERFORM refresh_customer_account(NEW.user_id);
  ELSIF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM roles WHERE id = OLD.role_id AND lower(name) = 'customer') THEN
    DELETE FROM customer_accounts WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_accounts_roles AFTER INSERT OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION customer_accounts_roles();--> statement-breakpoint
CREATE FUNCTION rebuild_customer_accounts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_accounts (user_id)
    SELECT ur.user_id FROM user_roles AS ur JOIN roles AS r ON r.id = ur.role_id WHERE lower(r.name) = 'customer'
    ON CONFLICT DO NOTHING;
  UPDATE customer_accounts AS a
    SET orders = r.orders, revenue_orders = r.revenue_orders, spent_cents = r.spent_cents,
        first_order_at = r.first_order_at, last_order_at = r.last_order_at
    FROM customer_accounts_recomputed AS r WHERE r.user_id = a.user_id;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_account_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT 'customer_accounts', count(*) FROM (
    (SELECT user_id, orders, revenue_orders, spent_cents, first_order_at, last_order_at FROM customer_accounts
     EXCEPT SELECT * FROM customer_accounts_recomputed)
    UNION ALL (SELECT * FROM customer_accounts_recomputed
     EXCEPT SELECT user_id, orders, revenue_orders, spent_cents, first_order_at, last_order_at FROM customer_accounts)) AS d
$$;--> statement-breakpoint
-- The shared rebuild and check (migration 0018) keep their bodies under new names and are called with this one's.
ALTER FUNCTION rebuild_order_rollups() RENAME TO rebuild_order_day_rollups;--> statement-breakpoint
ALTER FUNCTION order_rollup_differences() RENAME TO order_day_rollup_differences;--> statement-breakpoint
CREATE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_order_day_rollups();
  PERFORM rebuild_customer_accounts();
END $$;--> statement-breakpoint
CREATE FUNCTION order_rollup_differences() RETURNS TABLE (rollup text, rows bigint) LANGUAGE sql AS $$
  SELECT * FROM order_day_rollup_differences() UNION ALL SELECT * FROM customer_account_differences()
$$;--> statement-breakpoint
SELECT rebuild_customer_accounts();--> statement-breakpoint
ANALYZE customer_accounts;
