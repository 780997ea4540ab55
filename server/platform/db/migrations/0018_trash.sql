-- The database trash (docs/decisions/013-trash.md). Tables, areas, area groups, specials and roles a restaurant deletes
-- move here whole (their row as jsonb) until restored or purged; reservations, users and restaurants keep their
-- deleted_at. trash_purges logs every item deleted for good, by an admin or by the retention purge, and outlives the
-- restaurant it names.
CREATE TABLE "trash_items" (
  "restaurant_id" text NOT NULL REFERENCES "restaurants"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "id" text NOT NULL,
  "label" text NOT NULL,
  "row" jsonb NOT NULL,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_by" text,
  CONSTRAINT "trash_items_restaurant_id_kind_id_pk" PRIMARY KEY ("restaurant_id", "kind", "id"),
  CONSTRAINT "trash_items_kind_check" CHECK ("kind" IN ('table', 'area', 'areaGroup', 'special', 'role'))
);--> statement-breakpoint
CREATE INDEX "trash_items_deleted_idx" ON "trash_items" ("deleted_at");--> statement-breakpoint
CREATE TABLE "trash_purges" (
  "id" text DEFAULT gen_random_uuid()::text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "item_id" text NOT NULL,
  "label" text NOT NULL,
  "restaurant_id" text,
  "restaurant_name" text,
  "deleted_at" timestamp with time zone,
  "purged_at" timestamp with time zone DEFAULT now() NOT NULL,
  "purged_by" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "trash_purges_purged_idx" ON "trash_purges" ("purged_at");--> statement-breakpoint
-- The trash lists reservations and users by when they were deleted; only deleted rows are indexed.
CREATE INDEX "reservations_trash_idx" ON "reservations" ("deleted_at") WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_trash_idx" ON "users" ("deleted_at") WHERE "deleted_at" IS NOT NULL;
