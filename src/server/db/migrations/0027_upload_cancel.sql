ALTER TABLE "inventory_upload_rows" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
-- The rows of previews still open are not applied yet.
UPDATE "inventory_upload_rows" r SET "pending" = true
FROM "inventory_uploads" u
WHERE u."id" = r."upload_id" AND u."state" = 'PREVIEWED' AND r."failure" IS NULL;
