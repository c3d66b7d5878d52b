CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_check" CHECK ("provider" in ('stripe', 'paypal', 'manual', 'test'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_events_key" ON "payment_provider_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("provider" in ('stripe', 'paypal', 'manual', 'test'));