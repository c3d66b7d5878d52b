CREATE TABLE "previous_employer_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"entry_index" integer NOT NULL,
	"employer" jsonb NOT NULL,
	"deadline_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_method" text,
	"sent_by_admin_id" integer,
	"outcome" text,
	"received_on" date,
	"note" text,
	"response_upload_id" uuid,
	"recorded_by_admin_id" integer,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previous_employer_inquiries_sent_method_check" CHECK ("sent_method" in ('email', 'mail')),
	CONSTRAINT "previous_employer_inquiries_outcome_check" CHECK ("outcome" in ('answered', 'no_response'))
);
--> statement-breakpoint
CREATE TABLE "qualification_alerts" (
	"driver_profile_id" integer NOT NULL,
	"item" text NOT NULL,
	"lapses_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qualification_alerts_driver_profile_id_item_lapses_on_days_before_pk" PRIMARY KEY("driver_profile_id","item","lapses_on","days_before"),
	CONSTRAINT "qualification_alerts_item_check" CHECK ("item" in ('license', 'medical_certificate', 'annual_review'))
);
--> statement-breakpoint
CREATE TABLE "qualification_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"effective_on" date NOT NULL,
	"expires_on" date,
	"state" text,
	"upload_id" uuid,
	"added_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_records_kind_check" CHECK ("kind" in ('application', 'license', 'motor_vehicle_record', 'road_test', 'medical_certificate', 'annual_review'))
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "qualification_override_reason" text;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "qualification_override_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "qualification_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "history" jsonb;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "signed_name" text;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD COLUMN "certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "ssn_ciphertext" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "ssn_last4" text;--> statement-breakpoint
ALTER TABLE "previous_employer_inquiries" ADD CONSTRAINT "previous_employer_inquiries_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_employer_inquiries" ADD CONSTRAINT "previous_employer_inquiries_sent_by_admin_id_admin_users_id_fk" FOREIGN KEY ("sent_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_employer_inquiries" ADD CONSTRAINT "previous_employer_inquiries_response_upload_id_uploads_id_fk" FOREIGN KEY ("response_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_employer_inquiries" ADD CONSTRAINT "previous_employer_inquiries_recorded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_alerts" ADD CONSTRAINT "qualification_alerts_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_records" ADD CONSTRAINT "qualification_records_added_by_admin_id_admin_users_id_fk" FOREIGN KEY ("added_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "previous_employer_inquiries_entry_key" ON "previous_employer_inquiries" USING btree ("driver_profile_id","entry_index");--> statement-breakpoint
CREATE INDEX "qualification_records_driver_idx" ON "qualification_records" USING btree ("driver_profile_id","kind","effective_on");--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_qualification_override_by_admin_id_admin_users_id_fk" FOREIGN KEY ("qualification_override_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_ssn_check" CHECK (("driver_profiles"."ssn_ciphertext" is null) = ("driver_profiles"."ssn_last4" is null));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("purpose" in ('item_photo', 'resume', 'license', 'medical_card', 'delivery_photo', 'delivery_signature', 'problem_photo', 'driver_receipt', 'pickup_signature', 'exception_photo', 'rate_confirmation', 'application_signature', 'qualification_document', 'inquiry_response'));