ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_product_id_products_id_fk";
