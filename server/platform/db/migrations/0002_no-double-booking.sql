-- No two reservations ever overlap on a table (docs/decisions/002). The range ends at the effective end: when the guest
-- left early, or when staff extended the stay. Staff may deliberately overlap with allow_overlap (walk-in override);
-- such rows stay out of the constraint and show up as collisions instead. Half-open ranges let back-to-back slots touch.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
  "restaurant_id" WITH =,
  "level" WITH =,
  "table_number" WITH =,
  tstzrange("start_time", greatest("start_time", coalesce("left_at", "extended_to", "end_time")), '[)') WITH &&
) WHERE ("deleted_at" IS NULL AND NOT "allow_overlap");
