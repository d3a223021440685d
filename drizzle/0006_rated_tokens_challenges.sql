-- Rated or casual lobbies and matches, why a match ended, API token scopes, where a session was opened, and challenges.
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenger_id" uuid NOT NULL,
	"challenged_id" uuid NOT NULL,
	"lobby_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "challenges_status_check" CHECK ("challenges"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "scopes" text[] DEFAULT '{read,play}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lobbies" ADD COLUMN "rated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_users_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenged_id_users_id_fk" FOREIGN KEY ("challenged_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_challenged_id_status_idx" ON "challenges" USING btree ("challenged_id","status");--> statement-breakpoint
CREATE INDEX "challenges_challenger_id_status_idx" ON "challenges" USING btree ("challenger_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_lobby_id_key" ON "challenges" USING btree ("lobby_id");--> statement-breakpoint
-- Matches played before this migration were all rated; those without a bot stay so.
UPDATE "matches" SET "rated" = true WHERE NOT EXISTS (SELECT 1 FROM "match_players" p WHERE p."match_id" = "matches"."id" AND p."bot" IS NOT NULL);
