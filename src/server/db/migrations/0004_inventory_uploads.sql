CREATE TABLE "inventory_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by_id" uuid,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"total_rows" integer,
	"success_count" integer,
	"failure_count" integer,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_uploads" ADD CONSTRAINT "inventory_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_uploads_started_idx" ON "inventory_uploads" USING btree ("started_at");