-- The match row keeps a state snapshot every few moves instead of the whole state after every move: the move log is the record.
ALTER TABLE "matches" ADD COLUMN "state_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every match stored before this kept its state after its last move.
UPDATE "matches" SET "state_version" = "version";--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_state_version_check" CHECK ("matches"."state_version" between 0 and "matches"."version");
