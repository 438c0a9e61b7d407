DROP INDEX "stock_quantity_idx";--> statement-breakpoint
CREATE INDEX "stock_quantity_idx" ON "stock" USING btree ("quantity","product_id");