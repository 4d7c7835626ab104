ALTER TABLE "payment_attempts" ADD COLUMN "pays_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An attempt started after the order's first payment is the balance's, answered or not (a refused one
-- may still be approved by the bank: lib/payments/card-payment.ts).
UPDATE "payment_attempts" SET "pays_balance" = true WHERE "created_at" > (SELECT min("created_at") FROM "order_payments" WHERE "order_payments"."order_id" = "payment_attempts"."order_id");
