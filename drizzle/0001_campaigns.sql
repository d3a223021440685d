CREATE TABLE "campaign_players" (
	"campaign_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"user_id" uuid,
	"bot" text,
	CONSTRAINT "campaign_players_pkey" PRIMARY KEY("campaign_id","seat"),
	CONSTRAINT "campaign_players_user_or_bot_check" CHECK ("campaign_players"."user_id" is null or "campaign_players"."bot" is null)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"time_control" jsonb NOT NULL,
	"games" integer NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"rating" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('ACTIVE', 'FINISHED')),
	CONSTRAINT "campaigns_games_check" CHECK ("campaigns"."games" > 0)
);
--> statement-breakpoint
ALTER TABLE "lobbies" ADD COLUMN "campaign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "campaign_game" integer;--> statement-breakpoint
ALTER TABLE "campaign_players" ADD CONSTRAINT "campaign_players_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_players" ADD CONSTRAINT "campaign_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_players_user_id_idx" ON "campaign_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_game_id_status_idx" ON "campaigns" USING btree ("game_id","status");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_campaign_game_key" ON "matches" USING btree ("campaign_id","campaign_game");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_campaign_game_check" CHECK (("matches"."campaign_id" is null) = ("matches"."campaign_game" is null));