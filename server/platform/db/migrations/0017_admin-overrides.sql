-- Acting on behalf, with a trace (spec §6 admin overrides): an admin acts for a user or a restaurant only through an
-- override session that names the target and the reason and ends after 30 minutes unless renewed; every request made
-- with a session is kept in the audit, and staff changes made under one carry the session on their log entries.
-- No foreign keys to users or restaurants: the trace outlives a purged account or restaurant.
CREATE TABLE "admin_override_sessions" (
  "id" text DEFAULT gen_random_uuid()::text PRIMARY KEY NOT NULL,
  "admin_id" text NOT NULL,
  "target_user_id" text,
  "target_restaurant_id" text,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone,
  CONSTRAINT "admin_override_sessions_one_target" CHECK (("target_user_id" IS NULL) <> ("target_restaurant_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "admin_override_sessions_admin_idx" ON "admin_override_sessions" ("admin_id", "created_at");
--> statement-breakpoint
CREATE TABLE "admin_override_audit" (
  "id" text DEFAULT gen_random_uuid()::text PRIMARY KEY NOT NULL,
  "session_id" text NOT NULL REFERENCES "admin_override_sessions"("id") ON DELETE cascade,
  "admin_id" text NOT NULL,
  "target_user_id" text,
  "restaurant_id" text,
  "reason" text NOT NULL,
  "method" text NOT NULL,
  "path" text NOT NULL,
  "status" integer NOT NULL,
  "time" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_override_audit_time_idx" ON "admin_override_audit" ("time");
--> statement-breakpoint
CREATE INDEX "admin_override_audit_restaurant_idx" ON "admin_override_audit" ("restaurant_id", "time");
--> statement-breakpoint
ALTER TABLE "actions_log" ADD COLUMN "override_session_id" text REFERENCES "admin_override_sessions"("id") ON DELETE set null;
