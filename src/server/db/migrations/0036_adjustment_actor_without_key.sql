ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_created_by_id_users_id_fk";
