-- The owner's analytics (docs/decisions/010, server/modules/analytics/repository/booking-figures.ts) read every booking
-- of a range — a year is about 100,000 rows for a busy restaurant — and only these columns of it. A covering index
-- over the primary rows (a party on combined tables counts once) lets PostgreSQL answer from the index alone, in start
-- order, without touching the wide rows (names, contacts, tokens, notes, field clocks); bench/analytics.ts measures it.
CREATE INDEX "reservations_analytics_idx" ON "reservations" USING btree ("restaurant_id", "start_time")
  INCLUDE ("party_size", "deleted_at", "created_at", "checked_in", "checked_in_at", "left_at", "extended_to", "end_time", "source", "platform", "level", "special_id")
  WHERE "linked_reservation_id" IS NULL;
