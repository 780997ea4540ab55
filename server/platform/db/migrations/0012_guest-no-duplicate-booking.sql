-- A guest books a time once (spec §7 POST /reservations/request): a second online booking by the same email at the
-- same restaurant overlapping the first is refused (409 duplicate_booking). Two such bookings can arrive at once (a
-- double click) and be written by two statements or two processes, so the database decides, as it does for tables
-- (docs/decisions/002). Only the primary row of an online booking is marked: the rows written before this migration
-- are left as they are (an earlier double booking must not stop the migration), staff bookings are not guests'.
ALTER TABLE "reservations" ADD COLUMN "guest_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_duplicate_guest" EXCLUDE USING gist (
  "restaurant_id" COLLATE "C" WITH =,
  "customer_email" COLLATE "C" WITH =,
  tstzrange("start_time", "end_time", '[)') WITH &&
) WHERE ("guest_booking" AND "deleted_at" IS NULL);
