CREATE TABLE "accessorial_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_email" text,
	"customer_company" text,
	"rate" numeric(12, 4) NOT NULL,
	"unit" text NOT NULL,
	"free_minutes" integer,
	"step_minutes" integer,
	"cap_minutes" integer,
	"updated_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessorial_rates_code_check" CHECK ("code" in ('detention', 'layover', 'lumper', 'liftgate', 'inside_delivery', 'extra_stop', 'truck_ordered_not_used', 'scale_ticket')),
	CONSTRAINT "accessorial_rates_unit_check" CHECK ("unit" in ('miles', 'hours', 'days', 'stops', 'flat')),
	CONSTRAINT "accessorial_rates_one_customer_check" CHECK ("accessorial_rates"."customer_email" is null or "accessorial_rates"."customer_company" is null),
	CONSTRAINT "accessorial_rates_email_lower_check" CHECK ("accessorial_rates"."customer_email" = lower("accessorial_rates"."customer_email")),
	CONSTRAINT "accessorial_rates_rate_check" CHECK ("accessorial_rates"."rate" > 0),
	CONSTRAINT "accessorial_rates_minutes_check" CHECK (coalesce("accessorial_rates"."free_minutes", 0) >= 0 and coalesce("accessorial_rates"."step_minutes", 1) > 0 and coalesce("accessorial_rates"."cap_minutes", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "diesel_prices" (
	"week_of" date PRIMARY KEY NOT NULL,
	"price" numeric(6, 3) NOT NULL,
	"source" text NOT NULL,
	"recorded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diesel_prices_source_check" CHECK ("source" in ('staff', 'eia')),
	CONSTRAINT "diesel_prices_price_check" CHECK ("diesel_prices"."price" > 0),
	CONSTRAINT "diesel_prices_monday_check" CHECK (extract(isodow from "diesel_prices"."week_of") = 1)
);
--> statement-breakpoint
CREATE TABLE "fuel_surcharge_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"peg_price" numeric(6, 3) NOT NULL,
	"price_step" numeric(6, 3) NOT NULL,
	"basis" text NOT NULL,
	"increment" numeric(8, 4) NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_surcharge_schedules_basis_check" CHECK ("basis" in ('per_mile', 'percent')),
	CONSTRAINT "fuel_surcharge_schedules_positive_check" CHECK ("fuel_surcharge_schedules"."peg_price" > 0 and "fuel_surcharge_schedules"."price_step" > 0 and "fuel_surcharge_schedules"."increment" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"state" text DEFAULT 'approved' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"evidence" jsonb,
	"proposal_key" text,
	"waive_reason" text,
	"decided_by_admin_id" integer,
	"decided_at" timestamp with time zone,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("kind" in ('linehaul', 'fuel_surcharge', 'detention', 'layover', 'lumper', 'liftgate', 'inside_delivery', 'extra_stop', 'truck_ordered_not_used', 'scale_ticket', 'other')),
	CONSTRAINT "invoice_lines_unit_check" CHECK ("unit" in ('miles', 'hours', 'days', 'stops', 'flat')),
	CONSTRAINT "invoice_lines_state_check" CHECK ("state" in ('proposed', 'approved', 'waived')),
	CONSTRAINT "invoice_lines_source_check" CHECK ("source" in ('staff', 'detention', 'driver_receipt', 'fuel_schedule', 'quote', 'migration')),
	CONSTRAINT "invoice_lines_positive_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."rate" > 0 and "invoice_lines"."amount" > 0),
	CONSTRAINT "invoice_lines_waived_check" CHECK (("invoice_lines"."state" = 'waived') = ("invoice_lines"."waive_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"total" numeric(10, 2),
	"sent_at" timestamp with time zone,
	"sent_by_admin_id" integer,
	"voided_at" timestamp with time zone,
	"voided_by_admin_id" integer,
	"void_reason" text,
	"replaces_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_state_check" CHECK ("state" in ('draft', 'sent', 'void')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^INV-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "invoices_sent_fields_check" CHECK (("invoices"."state" = 'draft') = ("invoices"."number" is null) and ("invoices"."number" is null) = ("invoices"."sent_at" is null) and ("invoices"."sent_at" is null) = ("invoices"."total" is null)),
	CONSTRAINT "invoices_void_fields_check" CHECK (("invoices"."state" = 'void') = ("invoices"."voided_at" is not null and "invoices"."void_reason" is not null)),
	CONSTRAINT "invoices_total_check" CHECK (coalesce("invoices"."total", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "pickup_appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD COLUMN "delivery_appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accessorial_rates" ADD CONSTRAINT "accessorial_rates_updated_by_admin_id_admin_users_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diesel_prices" ADD CONSTRAINT "diesel_prices_recorded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("recorded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_surcharge_schedules" ADD CONSTRAINT "fuel_surcharge_schedules_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_decided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sent_by_admin_id_admin_users_id_fk" FOREIGN KEY ("sent_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("voided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_invoice_id_invoices_id_fk" FOREIGN KEY ("replaces_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accessorial_rates_scope_key" ON "accessorial_rates" USING btree ("code",coalesce("customer_email", ''),lower(coalesce("customer_company", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_surcharge_schedules_effective_from_key" ON "fuel_surcharge_schedules" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_proposal_key" ON "invoice_lines" USING btree ("invoice_id","proposal_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_draft_key" ON "invoices" USING btree ("service_request_id") WHERE "invoices"."state" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_sent_key" ON "invoices" USING btree ("service_request_id") WHERE "invoices"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "invoices_service_request_idx" ON "invoices" USING btree ("service_request_id");--> statement-breakpoint
-- Written by hand (docs/decisions/066-invoice-lines.md): every invoice already sent becomes a sent
-- invoice document with its number, send time and total, and one linehaul line of exactly its
-- amount (quantity 1, flat, rate = amount), so no amount, payment, refund or PDF changes.
INSERT INTO invoices (service_request_id, state, number, total, sent_at, created_at, updated_at)
SELECT id, 'sent', invoice_number, final_amount, invoice_sent_at, invoice_sent_at, invoice_sent_at
  FROM service_requests
  WHERE final_amount IS NOT NULL AND invoice_sent_at IS NOT NULL;
--> statement-breakpoint
-- An amount never sent (no such row is made by the product; kept safe if one exists) stays a draft of the same line.
INSERT INTO invoices (service_request_id, state, created_at, updated_at)
SELECT id, 'draft', updated_at, updated_at
  FROM service_requests
  WHERE final_amount IS NOT NULL AND invoice_sent_at IS NULL;
--> statement-breakpoint
INSERT INTO invoice_lines (invoice_id, position, kind, description, quantity, unit, rate, amount, state, source, created_at, updated_at)
SELECT i.id, 1, 'linehaul',
       r.pickup_city || ', ' || r.pickup_state || ' to ' || r.delivery_city || ', ' || r.delivery_state,
       1, 'flat', r.final_amount, r.final_amount, 'approved', 'migration', i.created_at, i.created_at
  FROM invoices i
  JOIN service_requests r ON r.id = i.service_request_id;
--> statement-breakpoint
-- The accessorial catalogue's default rates (issue 37), editable by the owner and accounting:
-- detention per hour after 2 hours free, in 15-minute steps, at most 8 hours billed; the lumper
-- and scale-ticket rates are the fee added to the receipt's amount.
INSERT INTO accessorial_rates (code, rate, unit, free_minutes, step_minutes, cap_minutes) VALUES
  ('detention', 75, 'hours', 120, 15, 480),
  ('layover', 350, 'days', NULL, NULL, NULL),
  ('lumper', 25, 'flat', NULL, NULL, NULL),
  ('liftgate', 125, 'flat', NULL, NULL, NULL),
  ('inside_delivery', 150, 'flat', NULL, NULL, NULL),
  ('extra_stop', 100, 'stops', NULL, NULL, NULL),
  ('truck_ordered_not_used', 250, 'flat', NULL, NULL, NULL),
  ('scale_ticket', 10, 'flat', NULL, NULL, NULL);
