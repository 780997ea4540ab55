-- Server errors reported to the error-reporting service (server/platform/db/schema/platform.ts), counted by the admin
-- dashboard ("errors in the last 24 h").
CREATE TABLE "error_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_at_idx" ON "error_reports" USING btree ("at");
