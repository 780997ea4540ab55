-- Vouchers and gift cards (docs/decisions/012-vouchers.md). A voucher's balance is the sum of its ledger: the ledger
-- is only ever added to, and each row added moves the balance by its amount in the same statement (the trigger), so
-- the two cannot drift; the balance's check refuses any row that would take it below zero, whoever writes it.
CREATE TABLE "vouchers" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "id" text DEFAULT gen_random_uuid()::text NOT NULL,
  "code" text NOT NULL,
  "kind" text NOT NULL,
  "title" jsonb,
  "special_id" text,
  "initial_value" integer NOT NULL,
  "currency" text NOT NULL,
  "balance" integer DEFAULT 0 NOT NULL,
  "status" text NOT NULL,
  "buyer_name" text,
  "buyer_email" text,
  "recipient_name" text,
  "recipient_email" text,
  "message" text,
  "language" text,
  "delivery_date" date,
  "delivered_at" timestamp with time zone,
  "issued_at" timestamp with time zone,
  "expires_at" timestamp with time zone NOT NULL,
  "source" text NOT NULL,
  "held_for_review" boolean DEFAULT false NOT NULL,
  "payment_provider" text,
  "payment_session_id" text,
  "payment_intent_id" text,
  "checkout_fingerprint" text,
  "created_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vouchers_restaurant_id_id_pk" PRIMARY KEY ("restaurant_id", "id"),
  CONSTRAINT "vouchers_code_unique" UNIQUE ("restaurant_id", "code"),
  CONSTRAINT "vouchers_balance_check" CHECK ("balance" >= 0),
  CONSTRAINT "vouchers_initial_value_check" CHECK ("initial_value" > 0),
  CONSTRAINT "vouchers_kind_check" CHECK ("kind" IN ('amount', 'experience')),
  CONSTRAINT "vouchers_status_check" CHECK ("status" IN ('pendingPayment', 'active', 'redeemed', 'expired', 'void', 'refunded')),
  CONSTRAINT "vouchers_source_check" CHECK ("source" IN ('online', 'staff')),
  CONSTRAINT "vouchers_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$')
);--> statement-breakpoint
CREATE INDEX "vouchers_session_idx" ON "vouchers" ("payment_session_id");--> statement-breakpoint
CREATE INDEX "vouchers_expiry_idx" ON "vouchers" ("restaurant_id", "status", "expires_at");--> statement-breakpoint
CREATE INDEX "vouchers_buyer_email_idx" ON "vouchers" ("restaurant_id", "buyer_email", "created_at");--> statement-breakpoint
CREATE TABLE "voucher_ledger" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "id" text DEFAULT gen_random_uuid()::text NOT NULL,
  "voucher_id" text NOT NULL,
  "kind" text NOT NULL,
  "amount" integer NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" text,
  "reservation_id" text,
  "action_id" text,
  "reason" text,
  "provider_ref" text,
  CONSTRAINT "voucher_ledger_restaurant_id_id_pk" PRIMARY KEY ("restaurant_id", "id"),
  CONSTRAINT "voucher_ledger_action_unique" UNIQUE ("restaurant_id", "action_id"),
  CONSTRAINT "voucher_ledger_voucher_fk" FOREIGN KEY ("restaurant_id", "voucher_id") REFERENCES "vouchers"("restaurant_id", "id") ON DELETE cascade,
  CONSTRAINT "voucher_ledger_kind_check" CHECK ("kind" IN ('purchase', 'redemption', 'refund', 'adjustment', 'void'))
);--> statement-breakpoint
CREATE INDEX "voucher_ledger_voucher_idx" ON "voucher_ledger" ("restaurant_id", "voucher_id", "at");--> statement-breakpoint
CREATE FUNCTION "voucher_ledger_moves_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vouchers" SET "balance" = "balance" + NEW."amount", "updated_at" = now()
  WHERE "restaurant_id" = NEW."restaurant_id" AND "id" = NEW."voucher_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "voucher_ledger_moves_balance" AFTER INSERT ON "voucher_ledger"
FOR EACH ROW EXECUTE FUNCTION "voucher_ledger_moves_balance"();--> statement-breakpoint
CREATE TABLE "voucher_settings" (
  "restaurant_id" text PRIMARY KEY NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "enabled" boolean NOT NULL,
  "currency" text NOT NULL,
  "presets" jsonb NOT NULL,
  "min_amount" integer NOT NULL,
  "max_amount" integer NOT NULL,
  "review_above" integer NOT NULL,
  "validity_years" integer NOT NULL,
  "experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "voucher_settings_validity_check" CHECK ("validity_years" >= 3)
);--> statement-breakpoint
CREATE TABLE "payment_events" (
  "provider" text NOT NULL,
  "event_id" text NOT NULL,
  "type" text NOT NULL,
  "restaurant_id" text,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY ("provider", "event_id")
);--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" ("received_at");--> statement-breakpoint
-- A voucher's emails go through the same outbox as a booking's: each row is about one or the other.
ALTER TABLE "email_outbox" ALTER COLUMN "reservation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "voucher_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_voucher_fk" FOREIGN KEY ("restaurant_id", "voucher_id") REFERENCES "vouchers"("restaurant_id", "id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_subject_check" CHECK (("reservation_id" IS NULL) <> ("voucher_id" IS NULL));--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "voucher_code" text;
