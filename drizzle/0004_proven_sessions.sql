ALTER TABLE "refresh_tokens" ADD COLUMN "proven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "carried_guest_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_carried_guest_id_users_id_fk" FOREIGN KEY ("carried_guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (docs/auth.md "Proven sessions"): accounts that already have a password keep working
-- as before (their address counts as verified); accounts made by the old guest checkout (no
-- password, never proven) stay unverified until their owner signs in with a code.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" <> 'guest' AND "password_hash" IS NOT NULL;
