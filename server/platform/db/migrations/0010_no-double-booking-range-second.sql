-- The no-double-booking constraint of 0009, unchanged in what it forbids, cheaper to check (docs/decisions/002). A new
-- row's check searches the index for rows of the same table whose times overlap, and GiST tests a key's columns in
-- the index's order, stopping at the first that cannot match. With the three text columns before the time range, every
-- earlier booking of the same table had its restaurant, area and table number unpacked and compared before its times
-- ruled it out (Linux perf under the booking bench: unpacking those keys alone was a tenth of PostgreSQL's CPU). With
-- the range second, a booking at another time is ruled out by its hash and its range; the text columns are looked at
-- only for a real overlap, to keep two tables whose hashes collide apart.
ALTER TABLE "reservations"
  DROP CONSTRAINT "reservations_no_overlap",
  ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
    (hashtextextended("restaurant_id" || E'\x1f' || "level" || E'\x1f' || "table_number", 0)) WITH =,
    tstzrange("start_time", greatest("start_time", coalesce("left_at", "extended_to", "end_time")), '[)') WITH &&,
    "restaurant_id" COLLATE "C" WITH =,
    "level" COLLATE "C" WITH =,
    "table_number" COLLATE "C" WITH =
  ) WHERE ("deleted_at" IS NULL AND NOT "allow_overlap");
