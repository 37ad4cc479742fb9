ALTER TABLE "events" DROP CONSTRAINT "events_participant_id_participants_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_tenant_id_tenants_id_fk";
--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers). The events keep no foreign keys: each
-- key's check cost every event written, a quarter of PostgreSQL's work on the commit path
-- (docs/architecture.md §3). What the keys guarded still holds:
-- - an event is written only for a student whose saved-state row the same statement holds
--   locked, and that row's own key makes it a participant's (progress/repository.ts);
-- - these triggers refuse to delete a saved state (and so, through its cascade, a participant)
--   or a tenant that has events, or to change their ids. A deletion that waited on a commit's
--   row lock sees that commit's events: each statement here reads with a fresh snapshot.
CREATE FUNCTION "events_keep_their_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'participant_state' THEN
		IF (TG_OP = 'DELETE' OR NEW."participant_id" IS DISTINCT FROM OLD."participant_id")
			AND EXISTS (SELECT 1 FROM "events" WHERE "participant_id" = OLD."participant_id") THEN
			RAISE EXCEPTION 'participant % has events: its saved state is kept', OLD."participant_id"
				USING ERRCODE = 'foreign_key_violation';
		END IF;
	ELSIF (TG_OP = 'DELETE' OR NEW."id" IS DISTINCT FROM OLD."id")
		AND EXISTS (SELECT 1 FROM "events" WHERE "tenant_id" = OLD."id") THEN
		RAISE EXCEPTION 'tenant % has events: it is kept', OLD."id"
			USING ERRCODE = 'foreign_key_violation';
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "participant_state_keeps_events" BEFORE DELETE OR UPDATE OF "participant_id" ON "participant_state" FOR EACH ROW EXECUTE FUNCTION "events_keep_their_owners"();--> statement-breakpoint
CREATE TRIGGER "tenants_keep_events" BEFORE DELETE OR UPDATE OF "id" ON "tenants" FOR EACH ROW EXECUTE FUNCTION "events_keep_their_owners"();
