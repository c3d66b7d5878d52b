CREATE TABLE "driver_application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text,
	"changed_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_application_status_history_to_status_check" CHECK ("to_status" in ('pending', 'reviewing', 'interview', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "medical_card_expiration" date;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "medical_card_expiration" date;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "hired_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "driver_application_status_history" ADD CONSTRAINT "driver_application_status_history_driver_application_id_driver_applications_id_fk" FOREIGN KEY ("driver_application_id") REFERENCES "public"."driver_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_application_status_history" ADD CONSTRAINT "driver_application_status_history_changed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("changed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_application_status_history_application_idx" ON "driver_application_status_history" USING btree ("driver_application_id","created_at");--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_hired_by_admin_id_admin_users_id_fk" FOREIGN KEY ("hired_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_profiles_license_expiration_idx" ON "driver_profiles" USING btree ("license_expiration");--> statement-breakpoint
CREATE INDEX "driver_profiles_medical_card_expiration_idx" ON "driver_profiles" USING btree ("medical_card_expiration");