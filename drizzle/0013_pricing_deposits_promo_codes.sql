ALTER TYPE "public"."payment_status" ADD VALUE 'Partial' BEFORE 'Completed';--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" integer NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"installment_cost_kurus" integer DEFAULT 0 NOT NULL,
	"attempt_id" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "order_payments_amounts" CHECK ("order_payments"."amount" > 0 AND "order_payments"."installment_cost_kurus" >= 0 AND "order_payments"."installments" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" smallint,
	"amount" integer,
	"booking_from" date,
	"booking_until" date,
	"travel_from" date,
	"travel_until" date,
	"tour_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tour_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_travellers" smallint DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"stackable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_values" CHECK (coalesce("promo_codes"."percent", 0) between 0 and 100 AND coalesce("promo_codes"."amount", 0) >= 0 AND "promo_codes"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tour_price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"departure_id" integer,
	"early_percent" smallint,
	"early_amount" integer,
	"early_days_before" smallint,
	"early_until" date,
	"last_minute_percent" smallint,
	"last_minute_amount" integer,
	"last_minute_days" smallint,
	"deposit_percent" smallint,
	"deposit_amount" integer,
	"balance_due_days" smallint,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_price_rules_target_unique" UNIQUE NULLS NOT DISTINCT("tour_id","departure_id"),
	CONSTRAINT "tour_price_rules_percents" CHECK (coalesce("tour_price_rules"."early_percent", 0) between 0 and 90 AND coalesce("tour_price_rules"."last_minute_percent", 0) between 0 and 90 AND coalesce("tour_price_rules"."deposit_percent", 0) between 0 and 100),
	CONSTRAINT "tour_price_rules_amounts" CHECK (coalesce("tour_price_rules"."early_amount", 0) >= 0 AND coalesce("tour_price_rules"."last_minute_amount", 0) >= 0 AND coalesce("tour_price_rules"."deposit_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cancel_on_overdue_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_price_rules" ADD CONSTRAINT "tour_price_rules_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_price_rules" ADD CONSTRAINT "tour_price_rules_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("promo_code_id","customer_email");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_idx" ON "orders" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "orders_balance_idx" ON "orders" USING btree ("payment_status","balance_due_on");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" >= 0 AND "orders"."discount_amount" >= 0);