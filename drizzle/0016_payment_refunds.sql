ALTER TABLE "payment_attempts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before this release a card payment that arrived after the hold expired and the seats were sold was
-- recorded as the cancelled order's payment beside its "refund needed" flag (docs/decisions/0149): that
-- payment is money to give back, not the order's, and its promo code use is given back with it.
WITH "wrong" AS (
  DELETE FROM "order_payments" "p" USING "payment_attempts" "a"
  WHERE "p"."attempt_id" = "a"."id" AND "a"."refund_needed" = true
  RETURNING "p"."order_id"
), "freed" AS (
  DELETE FROM "promo_code_uses" "u" WHERE "u"."order_id" IN (SELECT "order_id" FROM "wrong")
  RETURNING "u"."promo_code_id"
)
UPDATE "promo_codes" "c" SET "used_count" = GREATEST(0, "c"."used_count" - "f"."n")
FROM (SELECT "promo_code_id", count(*)::int AS "n" FROM "freed" GROUP BY "promo_code_id") "f"
WHERE "c"."id" = "f"."promo_code_id";
