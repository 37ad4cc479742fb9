-- Hand-written (drizzle-kit does not model triggers). Events stay append-only, with one
-- exception: a student's request to have their data erased (GDPR Art. 17), carried out by the
-- CLI's erase-participant. Its transaction names the one participant it erases in the setting
-- `clearpath.erasing_participant` (set_config(…, true): for that transaction only), and only
-- that participant's events may then be deleted. Updates and TRUNCATE are still refused.
CREATE OR REPLACE FUNCTION "events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE'
		AND OLD."participant_id"::text = current_setting('clearpath.erasing_participant', true) THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
END;
$$;
