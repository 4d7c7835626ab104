CREATE TABLE "card_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"programme_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "card_bins_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "installment_caps" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_scope" text NOT NULL,
	"max_installments" smallint NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	CONSTRAINT "installment_caps_travel_scope_unique" UNIQUE("travel_scope")
);
--> statement-breakpoint
CREATE TABLE "installment_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"banks" text DEFAULT '' NOT NULL,
	"plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_installment_kurus" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "installment_programmes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "installments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "installment_cost_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "card_programme" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "travel_scope" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "max_installments" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_bins" ADD CONSTRAINT "card_bins_programme_id_installment_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."installment_programmes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_bins_programme_idx" ON "card_bins" USING btree ("programme_id");--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_travel_scope" CHECK ("tours"."travel_scope" IN ('domestic', 'abroad'));--> statement-breakpoint
-- Hand-written: the legal installment caps for travel services as the banking regulator (BDDK) set them
-- (docs/decisions/0086-installment-caps-are-data.md); staff edit them on /db-add-InstallmentCaps.
INSERT INTO "installment_caps" ("travel_scope", "max_installments", "source") VALUES
  ('domestic', 12, 'BDDK 8261 sayılı kararı (25.02.2019): seyahat acentelerinin yurt içi hizmetlerinde en fazla 12 taksit'),
  ('abroad', 1, 'BDDK kararı (31.07.2023): yurt dışı seyahat acentesi, havayolu ve konaklama harcamalarında taksit yapılmaz')
ON CONFLICT ("travel_scope") DO NOTHING;
