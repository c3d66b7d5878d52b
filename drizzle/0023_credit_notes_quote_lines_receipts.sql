CREATE TABLE "credit_note_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_number_counters_last_number_check" CHECK ("credit_note_number_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."number" ~ '^CN-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "load_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_receipt_id" uuid NOT NULL,
	"service_request_id" integer NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"upload_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_receipts_kind_check" CHECK ("kind" in ('lumper', 'scale_ticket')),
	CONSTRAINT "load_receipts_amount_check" CHECK ("load_receipts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_lines_kind_check" CHECK ("kind" in ('linehaul', 'fuel_surcharge', 'detention', 'layover', 'lumper', 'liftgate', 'inside_delivery', 'extra_stop', 'truck_ordered_not_used', 'scale_ticket', 'other')),
	CONSTRAINT "quote_lines_unit_check" CHECK ("unit" in ('miles', 'hours', 'days', 'stops', 'flat')),
	CONSTRAINT "quote_lines_positive_check" CHECK ("quote_lines"."quantity" > 0 and "quote_lines"."rate" > 0 and "quote_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_receipts" ADD CONSTRAINT "load_receipts_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_receipts" ADD CONSTRAINT "load_receipts_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_receipts" ADD CONSTRAINT "load_receipts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_receipts_client_receipt_key" ON "load_receipts" USING btree ("driver_profile_id","client_receipt_id");--> statement-breakpoint
CREATE INDEX "load_receipts_request_idx" ON "load_receipts" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "quote_lines_request_idx" ON "quote_lines" USING btree ("service_request_id","position");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("purpose" in ('item_photo', 'resume', 'license', 'medical_card', 'delivery_photo', 'delivery_signature', 'problem_photo', 'driver_receipt'));--> statement-breakpoint
-- Written by hand (issue 37): every quote already given becomes one linehaul line of exactly its
-- amount (quantity 1, flat, rate = amount), so the customer's quote reads as lines without any
-- amount changing.
INSERT INTO quote_lines (service_request_id, position, kind, description, quantity, unit, rate, amount, created_at)
SELECT id, 1, 'linehaul',
       pickup_city || ', ' || pickup_state || ' to ' || delivery_city || ', ' || delivery_state,
       1, 'flat', estimated_quote, estimated_quote, updated_at
  FROM service_requests
  WHERE estimated_quote IS NOT NULL;
