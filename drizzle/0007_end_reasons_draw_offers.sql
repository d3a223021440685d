-- Resigning and leaving seats, draw offers, and how every ended match ended.
ALTER TABLE "match_players" ADD COLUMN "resigned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "draw_offers" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Matches that ended before this migration: aborted ones were aborted, a timeout forfeit row ended the others by timeouts, the rest by their rules.
UPDATE "matches" SET "end_reason" = CASE
  WHEN "status" = 'ABORTED' THEN 'ABORTED'
  WHEN EXISTS (SELECT 1 FROM "match_moves" m WHERE m."match_id" = "matches"."id" AND m."move"->>'type' = '_forfeit') THEN 'TIMEOUT'
  ELSE 'RULES'
END WHERE "status" <> 'ACTIVE' AND "end_reason" IS NULL;
