CREATE TYPE "public"."check_in_status" AS ENUM('present', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."traveller_category" AS ENUM('adult', 'child', 'baby');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'guide';--> statement-breakpoint
CREATE TABLE "check_ins" (
	"order_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"status" "check_in_status" NOT NULL,
	"guide_user_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_order_id_departure_id_pk" PRIMARY KEY("order_id","departure_id")
);
--> statement-breakpoint
CREATE TABLE "order_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_detail_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"category" "traveller_category" NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"birth_date" date,
	"nationality" text,
	"tckn" text,
	"passport_no" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "travellers_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD COLUMN "guide_user_id" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "requires_id_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guide_user_id_users_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_detail_id_order_details_id_fk" FOREIGN KEY ("order_detail_id") REFERENCES "public"."order_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_departure_idx" ON "check_ins" USING btree ("departure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_travellers_seat_unique" ON "order_travellers" USING btree ("order_detail_id","seat");--> statement-breakpoint
CREATE INDEX "order_travellers_order_idx" ON "order_travellers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_guide_user_id_users_id_fk" FOREIGN KEY ("guide_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_departures_guide_idx" ON "tour_departures" USING btree ("guide_user_id","starts_on");