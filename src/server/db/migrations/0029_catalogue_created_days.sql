CREATE TABLE "catalogue_created_days" (
	"day" date PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- The catalogue counts' trigger (migration 0005) as it was, plus the live products per day of creation: the same
-- +1 / -1 per row as it is now and as it was, summed per day, in key order, skipping days whose changes cancel out.
CREATE OR REPLACE FUNCTION catalogue_counts_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, count(*) FROM new_products WHERE archived_at IS NULL
     GROUP BY category_ids, status ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
    INSERT INTO catalogue_created_days AS c (day, products)
    SELECT sales_day(created_at), count(*) FROM new_products WHERE archived_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET products = c.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, -count(*) FROM old_products WHERE archived_at IS NULL
     GROUP BY category_ids, status ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
    INSERT INTO catalogue_created_days AS c (day, products)
    SELECT sales_day(created_at), -count(*) FROM old_products WHERE archived_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET products = c.products + excluded.products;
  ELSE
    INSERT INTO catalogue_counts AS c (category_ids, status, products)
    SELECT category_ids, status, sum(change) FROM (
        SELECT category_ids, status, 1 AS change FROM new_products WHERE archived_at IS NULL
        UNION ALL
        SELECT category_ids, status, -1 FROM old_products WHERE archived_at IS NULL
      ) AS changes
     GROUP BY category_ids, status HAVING sum(change) <> 0 ORDER BY category_ids, status
    ON CONFLICT (category_ids, status) DO UPDATE SET products = c.products + excluded.products;
    INSERT INTO catalogue_created_days AS c (day, products)
    SELECT day, sum(change) FROM (
        SELECT sales_day(created_at) AS day, 1 AS change FROM new_products WHERE archived_at IS NULL
        UNION ALL
        SELECT sales_day(created_at), -1 FROM old_products WHERE archived_at IS NULL
      ) AS changes
     GROUP BY day HAVING sum(change) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET products = c.products + excluded.products;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO catalogue_created_days (day, products)
SELECT sales_day(created_at), count(*) FROM products WHERE archived_at IS NULL GROUP BY 1 ORDER BY 1;
