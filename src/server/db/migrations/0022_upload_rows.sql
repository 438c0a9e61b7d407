CREATE TABLE "inventory_upload_rows" (
	"upload_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"sku" text,
	"product_id" uuid,
	"quantity" integer,
	"adjustment" integer,
	"product" jsonb,
	"before" integer,
	"after" integer,
	"created" boolean DEFAULT false NOT NULL,
	"failure" text,
	CONSTRAINT "inventory_upload_rows_upload_id_row_no_pk" PRIMARY KEY("upload_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD COLUMN "undone_by_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_upload_rows" ADD CONSTRAINT "inventory_upload_rows_upload_id_inventory_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."inventory_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD CONSTRAINT "inventory_uploads_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;