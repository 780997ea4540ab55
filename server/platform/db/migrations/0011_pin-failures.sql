-- Wrong child-user PINs (server/auth/pin-attempts.ts): one row per miss, keyed by the parent account, so every API
-- process counts the same misses and a restart does not forget them. Rows older than the window are deleted as new
-- misses are written.
CREATE TABLE "pin_failures" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"parent_user_id" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pin_failures" ADD CONSTRAINT "pin_failures_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_failures_parent_idx" ON "pin_failures" USING btree ("parent_user_id","failed_at");
