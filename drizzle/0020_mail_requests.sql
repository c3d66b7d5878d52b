CREATE TABLE "mail_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"client_address" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "mail_requests_language_check" CHECK ("language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE INDEX "mail_requests_due_idx" ON "mail_requests" USING btree ("next_attempt_at");