DROP TABLE "staff_login_throttle" CASCADE;--> statement-breakpoint
DROP TABLE "tenant_settings" CASCADE;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "settings_updated_at" timestamp with time zone;