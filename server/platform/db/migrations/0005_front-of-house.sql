CREATE TABLE "applied_actions" (
	"restaurant_id" text NOT NULL,
	"id" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" text,
	"status" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_actions_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "actions_log" ADD COLUMN "action_id" text;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "reservation_id" text;--> statement-breakpoint
ALTER TABLE "waitlist" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applied_actions" ADD CONSTRAINT "applied_actions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_actions_created_idx" ON "applied_actions" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_linked_idx" ON "reservations" USING btree ("restaurant_id","linked_reservation_id");