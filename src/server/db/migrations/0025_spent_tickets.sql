CREATE TABLE "spent_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_tickets_expires_idx" ON "spent_tickets" USING btree ("expires_at");