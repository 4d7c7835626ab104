-- A cart holds one line per departure. Lines that a sign-in racing an add left twice: the newest stays.
DELETE FROM "cart_items" AS "older" USING "cart_items" AS "newer" WHERE "older"."cart_id" = "newer"."cart_id" AND "older"."departure_id" = "newer"."departure_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_departure_idx" ON "cart_items" USING btree ("cart_id","departure_id");
