-- Per-field write stamps of a booking (docs/decisions/005 rule 3): { "note": { "at": ISO instant, "id": action id }, … }.
-- Existing rows start without stamps, so the first dated edit of any field wins over what they hold.
ALTER TABLE "reservations" ADD COLUMN "field_clock" jsonb DEFAULT '{}'::jsonb NOT NULL;
