ALTER TABLE "inventory_uploads" ADD COLUMN "applied_rows" "int4multirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- An apply's committed rows were those up to applied_through; now the ranges of its committed batches.
UPDATE "inventory_uploads" SET "applied_rows" = int4multirange(int4range(0, "applied_through", '(]')) WHERE "applied_through" > 0;
