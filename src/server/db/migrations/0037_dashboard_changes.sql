CREATE TABLE "dashboard_changes" (
	"backend" integer PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
-- The dashboard keeps each period's figures while nothing they are made of changes (issue 32): every statement that
-- writes orders, order lines or products, and every rebuild of the rollups the dashboard reads (they start with
-- TRUNCATE), adds one to its connection's row in its own transaction, whichever code runs it. The sum of the rows
-- grows with each such commit as it becomes visible; a connection only ever waits for its own row.
CREATE FUNCTION count_dashboard_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_changes AS c (backend, changes) VALUES (pg_backend_pid(), 1)
    ON CONFLICT (backend) DO UPDATE SET changes = c.changes + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_dashboard_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER products_dashboard_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER order_day_sales_dashboard_change AFTER TRUNCATE ON order_day_sales
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER order_hour_sales_dashboard_change AFTER TRUNCATE ON order_hour_sales
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER customer_days_dashboard_change AFTER TRUNCATE ON customer_days
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER customer_day_gaps_dashboard_change AFTER TRUNCATE ON customer_day_gaps
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
CREATE TRIGGER period_product_sales_dashboard_change AFTER TRUNCATE ON period_product_sales
  FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_change();--> statement-breakpoint
-- Off the request path (the dashboard's upkeep): the rows of connections that have ended move into row 0, in one
-- statement, so the sum stays as it was while the table keeps one row per open connection. A connection that ended
-- holds no open transaction; should a new one have taken its number meanwhile, its row is made anew.
CREATE FUNCTION fold_dashboard_changes() RETURNS void LANGUAGE sql AS $$
  WITH ended AS (
    DELETE FROM dashboard_changes AS c
    WHERE c.backend <> 0 AND NOT EXISTS (SELECT 1 FROM pg_stat_activity AS a WHERE a.pid = c.backend)
    RETURNING c.changes)
  INSERT INTO dashboard_changes AS c (backend, changes)
  SELECT 0, sum(ended.changes) FROM ended HAVING count(*) > 0
  ON CONFLICT (backend) DO UPDATE SET changes = c.changes + excluded.changes
$$;
