ALTER TABLE "refresh_tokens" ADD COLUMN "family_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sign-ins begun before this release: each token learns when its family's first token was made.
UPDATE "refresh_tokens" AS "token" SET "family_started_at" = "family"."started_at" FROM (SELECT "family_id", min("created_at") AS "started_at" FROM "refresh_tokens" GROUP BY "family_id") AS "family" WHERE "token"."family_id" = "family"."family_id";
