CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TABLE "tour_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_reviews_stars" CHECK ("tour_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_reviews" ADD CONSTRAINT "tour_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_reviews_once" ON "tour_reviews" USING btree ("order_id","tour_id");--> statement-breakpoint
CREATE INDEX "tour_reviews_tour_idx" ON "tour_reviews" USING btree ("tour_id","status");--> statement-breakpoint
CREATE INDEX "tour_reviews_status_idx" ON "tour_reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_once_key_unique" UNIQUE("once_key");