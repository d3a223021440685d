-- Each process that starts listening takes the next value, so a write can tell cheaply whether anyone arrived since it
-- last looked through pg_locks for other listeners (PeerProbe in packages/db/src/client.ts).
CREATE SEQUENCE "public"."cortex_listener_arrivals" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;
