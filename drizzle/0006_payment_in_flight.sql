ALTER TYPE "public"."payment_attempt_status" ADD VALUE 'superseded';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_needed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: an order with several unanswered attempts from before this index keeps only its newest
-- one in flight (the new enum value cannot be used in the transaction that adds it, hence "error").
UPDATE "payment_attempts" SET "status" = 'error', "error_message" = 'superseded by a newer attempt' WHERE "status" = 'initiated' AND "id" NOT IN (SELECT max("id") FROM "payment_attempts" WHERE "status" = 'initiated' GROUP BY "order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_in_flight" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'initiated';