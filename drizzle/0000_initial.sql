CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "driver_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"license_type" text NOT NULL,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"license_expiration" date NOT NULL,
	"cdl_class" text,
	"endorsements" text,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"previous_employer" text,
	"employment_start_date" text,
	"employment_end_date" text,
	"reason_for_leaving" text,
	"additional_info" text,
	"can_start_date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_applications_status_check" CHECK ("status" in ('pending', 'reviewing', 'interview', 'approved', 'rejected')),
	CONSTRAINT "driver_applications_years_experience_check" CHECK ("driver_applications"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "driver_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_application_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"license_type" text NOT NULL,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"license_expiration" date NOT NULL,
	"cdl_class" text,
	"endorsements" text,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"resume_upload_id" uuid NOT NULL,
	"license_upload_id" uuid NOT NULL,
	"medical_card_upload_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"hire_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_profiles_status_check" CHECK ("status" in ('active', 'inactive', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "interaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"interaction_type" text NOT NULL,
	"page" text NOT NULL,
	"element" text,
	"value" jsonb,
	"service_request_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" integer,
	"customer_reference" text,
	"payer_email" text,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"provider_capture_id" text,
	"failure_reason" text,
	"verified_by_admin_id" integer,
	"verified_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("provider" in ('stripe', 'paypal', 'manual')),
	CONSTRAINT "payments_method_check" CHECK ("method" in ('credit_card', 'paypal', 'bank_transfer', 'zelle', 'wire_transfer', 'ach', 'direct_deposit')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('created', 'pending', 'pending_verification', 'succeeded', 'failed', 'rejected')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_request_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"notes" text,
	"changed_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"user_role" text NOT NULL,
	"service_type" text NOT NULL,
	"service_description" text NOT NULL,
	"urgency" text DEFAULT 'standard' NOT NULL,
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"weight" numeric(10, 2),
	"item_type" text,
	"special_handling" text,
	"pickup_address" text NOT NULL,
	"pickup_address2" text,
	"pickup_city" text NOT NULL,
	"pickup_state" text NOT NULL,
	"pickup_zip" text NOT NULL,
	"pickup_instructions" text,
	"delivery_address" text NOT NULL,
	"delivery_address2" text,
	"delivery_city" text NOT NULL,
	"delivery_state" text NOT NULL,
	"delivery_zip" text NOT NULL,
	"delivery_instructions" text,
	"preferred_date" date,
	"preferred_time" text,
	"carrier_requirements" text,
	"load_volume" text,
	"contract_terms" text,
	"preferred_lanes" text,
	"dispatching_rates" text,
	"equipment_needed" text,
	"load_types" text,
	"coverage_areas" text,
	"contact_name" text NOT NULL,
	"contact_company" text,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"additional_notes" text,
	"status" text DEFAULT 'received' NOT NULL,
	"estimated_quote" numeric(10, 2),
	"final_amount" numeric(10, 2),
	"invoice_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"invoice_sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_user_role_check" CHECK ("user_role" in ('shipper', 'broker', 'dispatcher')),
	CONSTRAINT "service_requests_urgency_check" CHECK ("urgency" in ('standard', 'high', 'urgent')),
	CONSTRAINT "service_requests_status_check" CHECK ("status" in ('received', 'in-progress', 'in-transit', 'delivered', 'cancelled')),
	CONSTRAINT "service_requests_invoice_status_check" CHECK ("invoice_status" in ('pending', 'sent', 'paid', 'void')),
	CONSTRAINT "service_requests_payment_status_check" CHECK ("payment_status" in ('unpaid', 'pending', 'pending_verification', 'paid', 'failed')),
	CONSTRAINT "service_requests_amounts_check" CHECK (coalesce("service_requests"."final_amount", 1) > 0 and coalesce("service_requests"."estimated_quote", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"service_request_id" integer,
	"driver_application_id" integer,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose_check" CHECK ("purpose" in ('item_photo', 'resume', 'license', 'medical_card')),
	CONSTRAINT "uploads_one_owner_check" CHECK (("uploads"."service_request_id" is null) <> ("uploads"."driver_application_id" is null)),
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_driver_application_id_driver_applications_id_fk" FOREIGN KEY ("driver_application_id") REFERENCES "public"."driver_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_license_upload_id_uploads_id_fk" FOREIGN KEY ("license_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_medical_card_upload_id_uploads_id_fk" FOREIGN KEY ("medical_card_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_admin_id_admin_users_id_fk" FOREIGN KEY ("verified_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_status_history" ADD CONSTRAINT "service_request_status_history_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_status_history" ADD CONSTRAINT "service_request_status_history_changed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("changed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_driver_application_id_driver_applications_id_fk" FOREIGN KEY ("driver_application_id") REFERENCES "public"."driver_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_user_idx" ON "admin_sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_applications_reference_id_key" ON "driver_applications" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "driver_applications_status_idx" ON "driver_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "driver_applications_created_at_idx" ON "driver_applications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_profiles_profile_id_key" ON "driver_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_profiles_application_key" ON "driver_profiles" USING btree ("driver_application_id");--> statement-breakpoint
CREATE INDEX "driver_profiles_status_idx" ON "driver_profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "interaction_events_created_at_idx" ON "interaction_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interaction_events_type_created_idx" ON "interaction_events" USING btree ("interaction_type","created_at");--> statement-breakpoint
CREATE INDEX "interaction_events_session_idx" ON "interaction_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_service_request_idx" ON "payments" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id") WHERE "payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_capture_key" ON "payments" USING btree ("provider","provider_capture_id") WHERE "payments"."provider_capture_id" is not null;--> statement-breakpoint
CREATE INDEX "service_request_status_history_request_idx" ON "service_request_status_history" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_reference_id_key" ON "service_requests" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "service_requests_payment_status_idx" ON "service_requests" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_key" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_service_request_idx" ON "uploads" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "uploads_driver_application_idx" ON "uploads" USING btree ("driver_application_id");