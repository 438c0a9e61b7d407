-- The dashboard reads every order of a period (up to 2 × 90 days) and the lines of its orders. These covering
-- indexes let PostgreSQL answer from the indexes alone (index-only scans) instead of visiting ~200-byte order rows
-- and line rows one page at a time. Drizzle's index builder cannot express INCLUDE, so they live here only.
CREATE INDEX IF NOT EXISTS "orders_time_figures_idx" ON "orders" ("order_time") INCLUDE ("id", "status", "total_amount", "customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_order_sales_idx" ON "order_items" ("order_id") INCLUDE ("product_id", "price", "quantity");
