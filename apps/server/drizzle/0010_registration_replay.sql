ALTER TABLE "captcha_challenges" ADD COLUMN "replay_key_hash" text;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "replay" text;