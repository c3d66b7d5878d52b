CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"failure_reason" text,
	"requested_by_admin_id" integer,
	"customer_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_check" CHECK ("provider" in ('stripe', 'paypal', 'manual', 'test')),
	CONSTRAINT "payment_refunds_status_check" CHECK ("status" in ('pending', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_payment_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpayment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_admin_id_admin_users_id_fk" FOREIGN KEY ("requested_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_at_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_key" ON "payment_refunds" USING btree ("provider","provider_refund_id") WHERE "payment_refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_settling_payment_key" ON "payments" USING btree ("service_request_id") WHERE "payments"."status" = 'succeeded' and not "payments"."overpayment" and "payments"."service_request_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" in ('created', 'pending', 'pending_verification', 'succeeded', 'failed', 'rejected', 'canceled'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_payment_status_check" CHECK ("payment_status" in ('unpaid', 'pending', 'pending_verification', 'paid', 'failed', 'partially_refunded', 'refunded'));--> statement-breakpoint
-- Payments confirmed before this migration: their best-known confirmation time.
UPDATE "payments" SET "confirmed_at" = coalesce("verified_at", "updated_at") WHERE "status" = 'succeeded';
