CREATE TABLE "account_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"opening_balance" numeric(12, 2) NOT NULL,
	"closing_balance" numeric(12, 2) NOT NULL,
	"entries" jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "account_statements_period_check" CHECK ("account_statements"."period_end" >= "account_statements"."period_start"),
	CONSTRAINT "account_statements_language_check" CHECK ("language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "customer_account_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_account_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"confirmed_by_admin_id" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"terms" text DEFAULT 'due_on_receipt' NOT NULL,
	"credit_limit" numeric(10, 2),
	"notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"factored" boolean DEFAULT false NOT NULL,
	"reminders_paused" boolean DEFAULT false NOT NULL,
	"reminder_offsets" jsonb DEFAULT '[-3, 1, 15, 30]'::jsonb NOT NULL,
	"merged_into_id" integer,
	"merged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_terms_check" CHECK ("terms" in ('due_on_receipt', 'net_7', 'net_15', 'net_30', 'net_45')),
	CONSTRAINT "customer_accounts_language_check" CHECK ("language" in ('en', 'es')),
	CONSTRAINT "customer_accounts_credit_limit_check" CHECK (coalesce("customer_accounts"."credit_limit", 1) > 0),
	CONSTRAINT "customer_accounts_merged_check" CHECK (("customer_accounts"."merged_into_id" is null) = ("customer_accounts"."merged_at" is null) and "customer_accounts"."merged_into_id" is distinct from "customer_accounts"."id")
);
--> statement-breakpoint
CREATE TABLE "factoring_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"factor_name" text NOT NULL,
	"remit_to" text NOT NULL,
	"email" text,
	"phone" text,
	"updated_by_admin_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factoring_settings_single_row_check" CHECK ("factoring_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "income_accounts" (
	"line_kind" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"updated_by_admin_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_accounts_line_kind_check" CHECK ("line_kind" in ('linehaul', 'fuel_surcharge', 'detention', 'layover', 'lumper', 'liftgate', 'inside_delivery', 'extra_stop', 'truck_ordered_not_used', 'scale_ticket', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"final_notice" boolean DEFAULT false NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"recipients" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_holder" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_payment_status_check";--> statement-breakpoint
DROP INDEX "payments_one_settling_payment_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "overdue_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "account_statements" ADD CONSTRAINT "account_statements_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_contacts" ADD CONSTRAINT "customer_account_contacts_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_domains" ADD CONSTRAINT "customer_account_domains_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_account_domains" ADD CONSTRAINT "customer_account_domains_confirmed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("confirmed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_merged_into_id_customer_accounts_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factoring_settings" ADD CONSTRAINT "factoring_settings_updated_by_admin_id_admin_users_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_accounts" ADD CONSTRAINT "income_accounts_updated_by_admin_id_admin_users_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_statements_account_period_key" ON "account_statements" USING btree ("account_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_contacts_email_key" ON "customer_account_contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customer_account_contacts_account_idx" ON "customer_account_contacts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_domains_domain_key" ON "customer_account_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "customer_account_domains_account_idx" ON "customer_account_domains" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "customer_accounts_name_idx" ON "customer_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_invoice_offset_key" ON "invoice_reminders" USING btree ("invoice_id","offset_days");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_account_id_customer_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customer_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("account_id","due_on") WHERE "invoices"."state" = 'sent' and "invoices"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_open_by_due_idx" ON "invoices" USING btree ("due_on") WHERE "invoices"."state" = 'sent' and "invoices"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_account_sent_idx" ON "invoices" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "service_requests_account_idx" ON "service_requests" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_check" CHECK ("terms" in ('due_on_receipt', 'net_7', 'net_15', 'net_30', 'net_45'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_payment_status_check" CHECK ("payment_status" in ('unpaid', 'pending', 'pending_verification', 'partially_paid', 'paid', 'failed', 'partially_refunded', 'refunded'));--> statement-breakpoint
-- Receivables for the invoices already sent (decision 073). They were paid on receipt: due the day
-- they were sent (Central time, BILLING_TIME_ZONE's default). A confirmed invoice payment was applied
-- whole, an overpayment not at all. An invoice already settled (paid, or refunded after being paid:
-- the deal was closed) owes nothing; any other owes its total less its credit notes and what was
-- applied net of refunds. A voided invoice owes nothing.
UPDATE "payments" SET "applied_amount" = CASE WHEN "overpayment" THEN 0 ELSE "amount" END
WHERE "status" = 'succeeded' AND "service_request_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "invoices" i WHERE i."service_request_id" = "payments"."service_request_id" AND i."state" <> 'draft');
--> statement-breakpoint
UPDATE "invoices" i SET
  "terms" = 'due_on_receipt',
  "due_on" = (i."sent_at" AT TIME ZONE 'America/Chicago')::date,
  "balance" = CASE
    WHEN i."state" = 'void' THEN 0
    WHEN r."payment_status" IN ('paid', 'partially_refunded', 'refunded') THEN 0
    ELSE greatest(0, least(i."total",
      i."total"
      - coalesce((SELECT sum(c."amount") FROM "credit_notes" c WHERE c."invoice_id" = i."id"), 0)
      - coalesce((SELECT sum(greatest(0, p."applied_amount" - greatest(0,
            coalesce((SELECT sum(f."amount") FROM "payment_refunds" f WHERE f."payment_id" = p."id" AND f."status" = 'succeeded'), 0)
            - (p."amount" - p."applied_amount"))))
          FROM "payments" p WHERE p."service_request_id" = i."service_request_id" AND p."status" = 'succeeded' AND p."applied_amount" IS NOT NULL), 0)))
  END
FROM "service_requests" r
WHERE r."id" = i."service_request_id" AND i."state" <> 'draft';
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_receivable_fields_check" CHECK (("invoices"."state" = 'draft') = ("invoices"."due_on" is null) and ("invoices"."due_on" is null) = ("invoices"."terms" is null) and ("invoices"."terms" is null) = ("invoices"."balance" is null));
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_check" CHECK ("invoices"."balance" is null or ("invoices"."balance" >= 0 and "invoices"."balance" <= "invoices"."total"));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_applied_check" CHECK ("payments"."applied_amount" is null or ("payments"."applied_amount" >= 0 and "payments"."applied_amount" <= "payments"."amount"));
