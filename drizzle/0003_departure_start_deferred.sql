-- Checked when the transaction commits, not row by row: one save that swaps the dates of two
-- departures of a tour passes through a moment where both rows hold the same start.
ALTER TABLE "tour_departures" DROP CONSTRAINT "tour_departures_start_unique";--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_start_unique" UNIQUE NULLS NOT DISTINCT("tour_id","starts_on","start_time") DEFERRABLE INITIALLY DEFERRED;
