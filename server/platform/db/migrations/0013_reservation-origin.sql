-- Where a booking came from and on what device (docs/decisions/010): recorded on every row when the booking is made,
-- the extra-table rows of a combination carrying their primary's. Rows written before are given a source once, here,
-- by the decision's rules applied to the primary row: a referral code makes it an affiliate's; an online booking
-- (guest_booking, or made by no staff member: online bookings before migration 0012 left no other trace) is online;
-- a waitlist entry turned into it makes it the waitlist's; a staff booking starting at most 15 minutes after it was
-- made is a walk-in; any other is staff. Their platform stays unknown (null).
ALTER TABLE "reservations" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "platform" text;--> statement-breakpoint
UPDATE "reservations" AS "r"
SET "source" = CASE
  WHEN coalesce("p"."referral_code", '') <> '' THEN 'affiliate'
  WHEN "p"."guest_booking" OR "p"."creator_id" IS NULL THEN 'online'
  WHEN EXISTS (SELECT 1 FROM "waitlist" AS "w" WHERE "w"."restaurant_id" = "p"."restaurant_id" AND "w"."reservation_id" = "p"."id") THEN 'waitlist'
  WHEN "p"."start_time" <= "p"."created_at" + interval '15 minutes' THEN 'walk-in'
  ELSE 'staff'
END
FROM "reservations" AS "p"
WHERE "p"."restaurant_id" = "r"."restaurant_id" AND "p"."id" = coalesce("r"."linked_reservation_id", "r"."id");--> statement-breakpoint
-- An extra-table row whose primary is gone is judged by itself.
UPDATE "reservations"
SET "source" = CASE
  WHEN coalesce("referral_code", '') <> '' THEN 'affiliate'
  WHEN "guest_booking" OR "creator_id" IS NULL THEN 'online'
  WHEN "start_time" <= "created_at" + interval '15 minutes' THEN 'walk-in'
  ELSE 'staff'
END
WHERE "source" IS NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("source" IN ('online', 'staff', 'walk-in', 'affiliate', 'waitlist'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_platform_check" CHECK ("platform" IS NULL OR "platform" IN ('desktop', 'mobile', 'staff'));--> statement-breakpoint
-- The kitchen screen got a permission of its own; every role that saw the analytics keeps seeing it.
UPDATE "roles" SET "permissions" = "permissions" || '["ViewKitchen"]'::jsonb
WHERE "permissions" @> '["ViewAnalytics"]'::jsonb AND NOT "permissions" @> '["ViewKitchen"]'::jsonb;
