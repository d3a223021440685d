ALTER TABLE "lobby_seats" DROP CONSTRAINT "lobby_seats_lobby_id_user_id_key";--> statement-breakpoint
ALTER TABLE "lobby_seats" ADD COLUMN "extra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_seats_lobby_id_user_id_key" ON "lobby_seats" USING btree ("lobby_id","user_id") WHERE not "lobby_seats"."extra";