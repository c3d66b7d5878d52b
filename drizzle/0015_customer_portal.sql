-- The customer's own page (issue 21): password-less sign-in (one-time link and code, sessions),
-- contact preferences, the quote's validity and the customer's answer, PDFs attached to mail, and
-- an index to list a customer's requests by their e-mail address compared without case.
CREATE TABLE "customer_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"status_emails" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "customer_sign_in_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quote_response" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quote_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quote_decline_reason" text;--> statement-breakpoint
CREATE INDEX "customer_sessions_email_idx" ON "customer_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customer_sessions_last_seen_idx" ON "customer_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sign_in_tokens_token_hash_key" ON "customer_sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_sign_in_tokens_email_idx" ON "customer_sign_in_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "customer_sign_in_tokens_expires_idx" ON "customer_sign_in_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "service_requests_customer_email_idx" ON "service_requests" USING btree (lower("contact_email"),"created_at","id");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_quote_response_check" CHECK ("quote_response" in ('accepted', 'declined'));