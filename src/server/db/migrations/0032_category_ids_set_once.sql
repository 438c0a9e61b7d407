-- A product's category_ids is rewritten only when its set of categories really changed: replacing the categories of
-- many products in one statement (a delete and an insert together) then rewrites each product once, not twice, and
-- products that keep their set are not rewritten at all. Each rewrite touches every index of products.
CREATE OR REPLACE FUNCTION products_sync_category_ids() RETURNS trigger LANGUAGE plpgsql AS $$
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
     SET category_ids = now_linked.ids
    FROM (
      SELECT changed_id AS id,
             coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id)
                         FROM product_categories pc WHERE pc.product_id = changed_id), '{}') AS ids
        FROM unnest(changed) AS changed_id
    ) AS now_linked
   WHERE p.id = now_linked.id AND p.category_ids IS DISTINCT FROM now_linked.ids;
  RETURN NULL;
END $$;
