-- A city's time zone (spec §2 admin area, city detail): the zone a restaurant created in the city starts with.
ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
-- A new restaurant's owner is invited by email (spec §6): the invite's email waits in the outbox like a guest's, so it
-- is written with the invite or not at all. A row is about exactly one reservation, voucher or invite.
ALTER TABLE "email_outbox" ADD COLUMN "invite_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_invite_fk" FOREIGN KEY ("restaurant_id", "invite_id") REFERENCES "invites"("restaurant_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_subject_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_subject_check" CHECK (num_nonnulls("reservation_id", "voucher_id", "invite_id") = 1);
