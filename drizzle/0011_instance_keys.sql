-- Secrets every API instance on the database shares, made by the first that needs one: `peer_links` is the key instances
-- prove to each other before a direct link between them carries changes (apps/api/src/lib/peerLinks.ts).
CREATE TABLE "instance_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
