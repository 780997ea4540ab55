-- A waitlist entry turned into a reservation is found by that reservation when its email is recorded as sent
-- (server/services/email-outbox.ts, markSent): without this index every such batch read the whole waitlist.
CREATE INDEX "waitlist_reservation_idx" ON "waitlist" USING btree ("restaurant_id","reservation_id") WHERE "waitlist"."reservation_id" is not null;
