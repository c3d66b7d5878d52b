CREATE TABLE "bill_of_lading_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"issued_by_admin_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"dispatch_update_id" bigint,
	"driver_profile_id" integer,
	"shipper_signer_name" text,
	"shipper_signature_upload_id" uuid,
	"driver_signature_upload_id" uuid,
	"pieces_confirmed" integer,
	"seal_confirmed" text,
	"signed_at" timestamp with time zone,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_of_lading_versions_version_check" CHECK ("bill_of_lading_versions"."version" > 0),
	CONSTRAINT "bill_of_lading_versions_signed_check" CHECK (("bill_of_lading_versions"."signed_at" is null) = ("bill_of_lading_versions"."shipper_signer_name" is null) and ("bill_of_lading_versions"."signed_at" is null) = ("bill_of_lading_versions"."shipper_signature_upload_id" is null) and ("bill_of_lading_versions"."signed_at" is null) = ("bill_of_lading_versions"."driver_signature_upload_id" is null) and ("bill_of_lading_versions"."signed_at" is null) = ("bill_of_lading_versions"."pieces_confirmed" is null) and ("bill_of_lading_versions"."signed_at" is null) = ("bill_of_lading_versions"."driver_profile_id" is null)),
	CONSTRAINT "bill_of_lading_versions_pieces_check" CHECK (coalesce("bill_of_lading_versions"."pieces_confirmed", 1) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bills_of_lading" (
	"service_request_id" integer PRIMARY KEY NOT NULL,
	"bol_number" text NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_of_lading_bol_number_check" CHECK ("bills_of_lading"."bol_number" ~ '^[0-9]{17}$')
);
--> statement-breakpoint
CREATE TABLE "rate_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"content" jsonb,
	"upload_id" uuid,
	"created_by_admin_id" integer,
	"uploaded_by_email" text,
	"signer_name" text,
	"signer_title" text,
	"signer_email" text,
	"consent_text" text,
	"signed_at" timestamp with time zone,
	"signer_ip" text,
	"signer_user_agent" text,
	"reviewed_by_admin_id" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_confirmations_source_check" CHECK ("source" in ('generated', 'uploaded')),
	CONSTRAINT "rate_confirmations_state_check" CHECK ("state" in ('sent', 'signed', 'uploaded', 'accepted', 'rejected', 'superseded')),
	CONSTRAINT "rate_confirmations_source_fields_check" CHECK (("rate_confirmations"."source" = 'generated' and "rate_confirmations"."content" is not null and "rate_confirmations"."upload_id" is null) or ("rate_confirmations"."source" = 'uploaded' and "rate_confirmations"."upload_id" is not null and "rate_confirmations"."content" is null)),
	CONSTRAINT "rate_confirmations_signed_check" CHECK (("rate_confirmations"."state" = 'signed') = ("rate_confirmations"."signed_at" is not null) and ("rate_confirmations"."signed_at" is null) = ("rate_confirmations"."signer_name" is null) and ("rate_confirmations"."signed_at" is null) = ("rate_confirmations"."consent_text" is null)),
	CONSTRAINT "rate_confirmations_signed_generated_check" CHECK ("rate_confirmations"."state" <> 'signed' or "rate_confirmations"."source" = 'generated'),
	CONSTRAINT "rate_confirmations_upload_states_check" CHECK ("rate_confirmations"."source" = 'generated' or "rate_confirmations"."state" in ('uploaded', 'accepted', 'rejected', 'superseded')),
	CONSTRAINT "rate_confirmations_version_check" CHECK ("rate_confirmations"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "rate_confirmation_override_reason" text;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "rate_confirmation_override_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "rate_confirmation_override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD COLUMN "exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_service_request_id_bills_of_lading_service_request_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."bills_of_lading"("service_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_issued_by_admin_id_admin_users_id_fk" FOREIGN KEY ("issued_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_dispatch_update_id_dispatch_updates_id_fk" FOREIGN KEY ("dispatch_update_id") REFERENCES "public"."dispatch_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_shipper_signature_upload_id_uploads_id_fk" FOREIGN KEY ("shipper_signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_of_lading_versions" ADD CONSTRAINT "bill_of_lading_versions_driver_signature_upload_id_uploads_id_fk" FOREIGN KEY ("driver_signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_updated_by_admin_id_admin_users_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_reviewed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("reviewed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_of_lading_versions_request_version_key" ON "bill_of_lading_versions" USING btree ("service_request_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_bol_number_key" ON "bills_of_lading" USING btree ("bol_number");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_confirmations_request_version_key" ON "rate_confirmations" USING btree ("service_request_id","version");--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_rate_confirmation_override_by_admin_id_admin_users_id_fk" FOREIGN KEY ("rate_confirmation_override_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("purpose" in ('item_photo', 'resume', 'license', 'medical_card', 'delivery_photo', 'delivery_signature', 'problem_photo', 'driver_receipt', 'pickup_signature', 'exception_photo', 'rate_confirmation'));