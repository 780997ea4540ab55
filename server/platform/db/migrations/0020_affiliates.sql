-- The creator programme (docs/decisions/014-affiliates.md). A schedule change is a new row; the commission ledger
-- keeps what the server computed from the bookings and what the restaurant decided; a payout marks items paid.
CREATE TABLE "commission_schedules" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "id" text DEFAULT gen_random_uuid()::text NOT NULL,
  "affiliate_user_id" text,
  "active" boolean DEFAULT true NOT NULL,
  "basis" text NOT NULL,
  "commission_rate" integer NOT NULL,
  "commission_currency" text NOT NULL,
  "platform_fee_percentage" numeric(5, 2) NOT NULL,
  "attribution_window_days" integer NOT NULL,
  "cap_per_booking" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" text,
  CONSTRAINT "commission_schedules_restaurant_id_id_pk" PRIMARY KEY ("restaurant_id", "id"),
  CONSTRAINT "commission_schedules_basis_check" CHECK ("basis" IN ('perCover', 'perBooking', 'percentOfSpend')),
  CONSTRAINT "commission_schedules_rate_check" CHECK ("commission_rate" >= 0),
  CONSTRAINT "commission_schedules_fee_check" CHECK ("platform_fee_percentage" BETWEEN 0 AND 100),
  CONSTRAINT "commission_schedules_window_check" CHECK ("attribution_window_days" BETWEEN 1 AND 90),
  CONSTRAINT "commission_schedules_currency_check" CHECK ("commission_currency" ~ '^[A-Z]{3}$')
);--> statement-breakpoint
CREATE INDEX "commission_schedules_created_idx" ON "commission_schedules" ("restaurant_id", "created_at");--> statement-breakpoint
CREATE TABLE "commission_payouts" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "id" text DEFAULT gen_random_uuid()::text NOT NULL,
  "affiliate_user_id" text NOT NULL,
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "amount" integer NOT NULL,
  "platform_fee" integer NOT NULL,
  "currency" text NOT NULL,
  "item_count" integer NOT NULL,
  "reference" text,
  "paid_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_by" text,
  CONSTRAINT "commission_payouts_restaurant_id_id_pk" PRIMARY KEY ("restaurant_id", "id"),
  CONSTRAINT "commission_payouts_period_check" CHECK ("period_start" <= "period_end")
);--> statement-breakpoint
CREATE TABLE "commission_items" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "id" text DEFAULT gen_random_uuid()::text NOT NULL,
  "reservation_id" text NOT NULL,
  "affiliate_user_id" text NOT NULL,
  "kind" text NOT NULL,
  "status" text NOT NULL,
  "amount" integer NOT NULL,
  "platform_fee" integer NOT NULL,
  "currency" text NOT NULL,
  "schedule_id" text,
  "covers" integer NOT NULL,
  "captured_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by" text,
  "reason" text,
  "payout_id" text,
  CONSTRAINT "commission_items_restaurant_id_id_pk" PRIMARY KEY ("restaurant_id", "id"),
  CONSTRAINT "commission_items_reservation_fk" FOREIGN KEY ("restaurant_id", "reservation_id") REFERENCES "reservations"("restaurant_id", "id") ON DELETE cascade,
  CONSTRAINT "commission_items_payout_fk" FOREIGN KEY ("restaurant_id", "payout_id") REFERENCES "commission_payouts"("restaurant_id", "id"),
  CONSTRAINT "commission_items_kind_check" CHECK ("kind" IN ('commission', 'adjustment', 'reversal')),
  CONSTRAINT "commission_items_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'paid', 'reversed')),
  CONSTRAINT "commission_items_paid_check" CHECK (("status" = 'paid') = ("payout_id" IS NOT NULL))
);--> statement-breakpoint
-- One open item per booking at most: two reconciliations that raced would otherwise both capture it.
CREATE UNIQUE INDEX "commission_items_one_open" ON "commission_items" ("restaurant_id", "reservation_id") WHERE "status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "commission_items_creator_idx" ON "commission_items" ("affiliate_user_id", "captured_at");--> statement-breakpoint
CREATE INDEX "commission_items_restaurant_idx" ON "commission_items" ("restaurant_id", "status", "captured_at");--> statement-breakpoint
-- What the guest's device said about the referral (the first visit of the creator's link), and the spend a host
-- enters at the visit for a share-of-spend schedule (minor units of the schedule's currency).
ALTER TABLE "reservations" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "spend" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_spend_check" CHECK ("spend" IS NULL OR "spend" >= 0);--> statement-breakpoint
CREATE INDEX "reservations_referred_idx" ON "reservations" ("restaurant_id", "created_at") WHERE "referral_code" IS NOT NULL AND "linked_reservation_id" IS NULL;
