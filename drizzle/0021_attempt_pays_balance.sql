ALTER TABLE "payment_attempts" ADD COLUMN "pays_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An attempt still waiting for the bank when this runs, started after the order's first payment, is the balance's.
-- (`status` compared as text: an enum value added earlier in the same transaction cannot be used as a constant).
UPDATE "payment_attempts" SET "pays_balance" = true WHERE "status"::text IN ('initiated', 'superseded') AND "created_at" > (SELECT min("created_at") FROM "order_payments" WHERE "order_payments"."order_id" = "payment_attempts"."order_id");
