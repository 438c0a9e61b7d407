CREATE TABLE "catalogue_counts" (
	"category_ids" integer[] NOT NULL,
	"status" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_counts_category_ids_status_pk" PRIMARY KEY("category_ids","status")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
-- products.category_ids follows product_categories, in the statement that changes it (a cascade included).
CREATE FUNCTION products_sync_category_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM new_links;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM old_links;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO changed
      FROM (SELECT product_id FROM new_links UNION SELECT product_id FROM old_links) AS both_sides;
  END IF;
  UPDATE products p
     SET category_ids = coalesce(
       (SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id),
       '{}')
   WHERE p.id = ANY (changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_inserted AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION products_sync_category_ids();
--> statement-breakpoint
CREATE TRIGGER product_categories_deleted AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION products_sync_category_ids();
--> statement-breakpoint
CREATE TRIGGER product_categories_updated AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION products_sync_category_ids();
--> statement-breakpoint
UPDATE products p SET category_ids = links.ids
  FROM (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids FROM product_categories GROUP BY product_id) AS links
 WHERE links.product_id = p.id;
--> statement-breakpoint
INSERT INTO catalogue_counts (category_ids, status, products)
SELECT category_ids, status, count(*) FROM products WHERE archived_at IS NULL GROUP BY category_ids, status;
--> statement-breakpoint
-- catalogue_counts follows the live products: +1 for each row as it is now, -1 for each as it was, summed per key
-- and written in key order (so two writers lock the counters in one order), skipping keys whose changes cancel out.
CREATE FUNCTION catalogue_counts_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, count(*) FROM new_products WHERE archived_at IS NULL
     GROUP BY category_ids, status ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, -count(*) FROM old_products WHERE archived_at IS NULL
     GROUP BY category_ids, status ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
  ELSE
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, sum(change) FROM (
        SELECT category_ids, status, 1 AS change FROM new_products WHERE archived_at IS NULL
        UNION ALL
        SELECT category_ids, status, -1 FROM old_products WHERE archived_at IS NULL
      ) AS changes
     GROUP BY category_ids, status HAVING sum(change) <> 0 ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counted_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_counted_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_follow_products();
