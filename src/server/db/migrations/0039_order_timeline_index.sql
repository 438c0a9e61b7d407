-- An order's timeline is read a page at a time, newest first by (created_at, id): with id in the index, the page is
-- the next rows of a backward index scan, whatever the timeline's length (without it, every event of the order was
-- read and sorted to find the newest 20).
DROP INDEX "order_events_order_idx";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at","id");