CREATE TABLE "actions_log" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"read" boolean DEFAULT false NOT NULL,
	CONSTRAINT "actions_log_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "app_configs" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_groups" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" jsonb NOT NULL,
	"area_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_groups_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"bookable" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"video_url" text,
	"localized_names" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sorting" integer DEFAULT 99 NOT NULL,
	"timeslots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_prompt" jsonb,
	"type" text DEFAULT 'Indoor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "areas_name_unique" UNIQUE("restaurant_id","name")
);
--> statement-breakpoint
CREATE TABLE "blockers" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"level" text,
	"table_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blockers_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"cover_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"label" text NOT NULL,
	"table_number" text NOT NULL,
	"level" text NOT NULL,
	"bookable" boolean DEFAULT false NOT NULL,
	"overflow" boolean DEFAULT false NOT NULL,
	"frontend_group_order" integer DEFAULT 0 NOT NULL,
	"combinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_covers" integer DEFAULT 1 NOT NULL,
	"max_covers" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "dining_tables_number_unique" UNIQUE("restaurant_id","level","table_number")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role_id" text NOT NULL,
	"invite_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	CONSTRAINT "invites_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "invites_code_unique" UNIQUE("restaurant_id","invite_code")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"token" text NOT NULL,
	"sms_token" text,
	"creator_id" text,
	"editor_id" text,
	"deleted_by" text,
	"special_id" text,
	"area_group_id" text,
	"linked_reservation_id" text,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"table_number" text NOT NULL,
	"party_size" integer DEFAULT 2 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"original_start_time" timestamp with time zone NOT NULL,
	"original_end_time" timestamp with time zone NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"extended_to" timestamp with time zone,
	"left_at" timestamp with time zone,
	"note" text,
	"color" text,
	"referral_code" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reservations_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "reservations_token_unique" UNIQUE("restaurant_id","token")
);
--> statement-breakpoint
CREATE TABLE "restaurant_metadata" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"city_id" text,
	"affiliate_program" boolean DEFAULT false NOT NULL,
	"hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"same_day_cutoff_hour" integer DEFAULT 15 NOT NULL,
	"booking_horizon_days" integer DEFAULT 90 NOT NULL,
	"party_size_min" integer DEFAULT 1 NOT NULL,
	"party_size_max" integer DEFAULT 8 NOT NULL,
	"contact_phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "roles_name_unique" UNIQUE("restaurant_id","name")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeslots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"menu" jsonb,
	"prompt" jsonb,
	"area_group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specials_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"type" text,
	"username" text,
	"restaurant_id" text,
	"role_id" text,
	"parent_user_id" text,
	"pin_hash" text,
	"public_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personal_information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"restaurant_id" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"day" date NOT NULL,
	"level" text,
	"party_size" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"language" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "waitlist_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "actions_log" ADD CONSTRAINT "actions_log_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_configs" ADD CONSTRAINT "app_configs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_groups" ADD CONSTRAINT "area_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blockers" ADD CONSTRAINT "blockers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_restaurant_id_role_id_roles_restaurant_id_id_fk" FOREIGN KEY ("restaurant_id","role_id") REFERENCES "public"."roles"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_metadata" ADD CONSTRAINT "restaurant_metadata_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_metadata" ADD CONSTRAINT "restaurant_metadata_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_log_time_idx" ON "actions_log" USING btree ("restaurant_id","time");--> statement-breakpoint
CREATE INDEX "blockers_day_idx" ON "blockers" USING btree ("restaurant_id","start");--> statement-breakpoint
CREATE INDEX "invites_code_idx" ON "invites" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "reservations_token_idx" ON "reservations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "reservations_day_idx" ON "reservations" USING btree ("restaurant_id","start_time");--> statement-breakpoint
CREATE INDEX "users_restaurant_idx" ON "users" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "waitlist_day_idx" ON "waitlist" USING btree ("restaurant_id","day");