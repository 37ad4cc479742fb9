CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"participant_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"type" integer,
	"value" jsonb NOT NULL,
	"applied" boolean NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_state" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"selected_drugs" jsonb,
	"navigation_history" jsonb NOT NULL,
	"last_page" text,
	"optional_history" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_state" ADD CONSTRAINT "participant_state_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_participant_idempotency_key_idx" ON "events" USING btree ("participant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "events_tenant_created_idx" ON "events" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): events are append-only.
CREATE FUNCTION "events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_append_only" BEFORE UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "events_no_truncate" BEFORE TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "events_refuse_change"();
