-- The instant estimate a shipper saw, stored with the request (docs/decisions/026-instant-estimate.md):
-- computed again by the server at submission, never taken from the browser. Nullable: requests
-- without an estimate (and every request before this migration) have none.
ALTER TABLE "service_requests" ADD COLUMN "estimate_low_cents" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "estimate_high_cents" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "estimate_miles" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_estimate_check" CHECK (("service_requests"."estimate_low_cents" is null and "service_requests"."estimate_high_cents" is null and "service_requests"."estimate_miles" is null) or ("service_requests"."estimate_low_cents" > 0 and "service_requests"."estimate_high_cents" >= "service_requests"."estimate_low_cents" and "service_requests"."estimate_miles" > 0));