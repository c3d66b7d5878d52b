CREATE TABLE "admin_login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_trusted_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "driver_applications_created_at_idx";--> statement-breakpoint
DROP INDEX "service_requests_created_at_idx";--> statement-breakpoint
ALTER TABLE "admin_trusted_devices" ADD CONSTRAINT "admin_trusted_devices_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_trusted_devices_admin_user_idx" ON "admin_trusted_devices" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "driver_applications_name_trgm_idx" ON "driver_applications" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "driver_applications_email_trgm_idx" ON "driver_applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_contact_name_trgm_idx" ON "service_requests" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_contact_email_trgm_idx" ON "service_requests" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_reference_id_trgm_idx" ON "service_requests" USING gin ("reference_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_status_created_at_idx" ON "service_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "driver_applications_created_at_idx" ON "driver_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at","id");