-- The email outbox (issue 4, docs/decisions/007): a guest email is a row written with the booking that calls for it, so
-- a crash between the commit and the send no longer loses it. Rows are kept once sent (sent_at) or given up (last_error).
CREATE TABLE "email_outbox" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" text NOT NULL,
	"language" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_reservation_fk" FOREIGN KEY ("restaurant_id","reservation_id") REFERENCES "public"."reservations"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_reservation_idx" ON "email_outbox" USING btree ("restaurant_id","reservation_id");
