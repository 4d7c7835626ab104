ALTER TABLE "one_time_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "network" text;