-- A move updates its match row; with no indexed column changing (the deadline's index goes) and room left on each page
-- (fillfactor), Postgres makes that a HOT update: no new index entries, so thousands of moves a second bloat no index.
DROP INDEX "matches_status_deadline_at_idx";--> statement-breakpoint
CREATE INDEX "matches_active_idx" ON "matches" USING btree ("status") WHERE "matches"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE "matches" SET (fillfactor = 70);
