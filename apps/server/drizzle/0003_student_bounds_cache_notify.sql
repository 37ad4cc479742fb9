ALTER TABLE "participant_state" ADD COLUMN "stored_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_state" ADD COLUMN "commit_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participant_state" ADD COLUMN "commit_window_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: what participants stored before the bound existed counts towards it.
UPDATE "participant_state" AS ps SET "stored_bytes" = sums.bytes
FROM (SELECT "participant_id", sum(octet_length("value"::text)) AS bytes FROM "events" GROUP BY "participant_id") AS sums
WHERE ps."participant_id" = sums."participant_id";--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): every process caches tenants and
-- sessions briefly; a change to either, by any process or by hand, is announced on the
-- channel clearpath_cache so every process drops its copy (docs/architecture.md §3).
CREATE FUNCTION "clearpath_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'tenants' THEN
		PERFORM pg_notify('clearpath_cache', 'tenant:' || COALESCE(NEW."id", OLD."id"));
	ELSIF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('clearpath_cache', 'session:' || OLD."token_hash");
	ELSE
		PERFORM pg_notify('clearpath_cache', 'participant:' || OLD."id");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tenants_cache_notify" AFTER INSERT OR UPDATE OR DELETE ON "tenants" FOR EACH ROW EXECUTE FUNCTION "clearpath_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_cache_notify" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "clearpath_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "participants_cache_notify" AFTER UPDATE ON "participants" FOR EACH ROW WHEN (OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id" OR OLD."batch_id" IS DISTINCT FROM NEW."batch_id" OR OLD."code_hash" IS DISTINCT FROM NEW."code_hash") EXECUTE FUNCTION "clearpath_cache_notify"();
