ALTER TABLE "orders" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_ip_idx" ON "orders" USING btree ("ip","order_status");