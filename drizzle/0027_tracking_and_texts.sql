CREATE TABLE "consignee_contacts" (
	"service_request_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignee_contacts_language_check" CHECK ("language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "driver_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_position_id" uuid NOT NULL,
	"service_request_id" integer NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"accuracy_meters" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_positions_latitude_check" CHECK ("driver_positions"."latitude" between -90 and 90),
	CONSTRAINT "driver_positions_longitude_check" CHECK ("driver_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "load_tracking" (
	"service_request_id" integer PRIMARY KEY NOT NULL,
	"last_city" text,
	"last_state" text,
	"last_update_at" timestamp with time zone,
	"eta_basis" text,
	"eta_earliest" timestamp with time zone,
	"eta_latest" timestamp with time zone,
	"remaining_miles" numeric(7, 1),
	"eta_time_zone" text,
	"eta_computed_at" timestamp with time zone,
	"arriving_soon_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_tracking_eta_basis_check" CHECK ("eta_basis" in ('position', 'stage')),
	CONSTRAINT "load_tracking_eta_check" CHECK (("load_tracking"."eta_basis" is null) = ("load_tracking"."eta_earliest" is null) and ("load_tracking"."eta_basis" is null) = ("load_tracking"."eta_time_zone" is null) and ("load_tracking"."eta_basis" is null) = ("load_tracking"."eta_computed_at" is null) and ("load_tracking"."eta_basis" is null) = ("load_tracking"."remaining_miles" is null) and ("load_tracking"."eta_earliest" is null) = ("load_tracking"."eta_latest" is null) and ("load_tracking"."eta_latest" is null or "load_tracking"."eta_latest" >= "load_tracking"."eta_earliest"))
);
--> statement-breakpoint
CREATE TABLE "text_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"provider_message_id" text,
	CONSTRAINT "text_consents_state_check" CHECK ("state" in ('opted_in', 'opted_out'))
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" integer,
	"driver_profile_id" integer,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"suppression_reason" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"provider_message_id" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	CONSTRAINT "text_messages_recipient_check" CHECK ("recipient" in ('customer', 'consignee', 'driver')),
	CONSTRAINT "text_messages_kind_check" CHECK ("kind" in ('dispatched', 'picked_up', 'arriving_soon', 'delivered', 'delay', 'load_assigned')),
	CONSTRAINT "text_messages_status_check" CHECK ("status" in ('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'suppressed')),
	CONSTRAINT "text_messages_suppression_reason_check" CHECK ("suppression_reason" in ('opted_out', 'number_limit', 'not_configured', 'no_longer_relevant')),
	CONSTRAINT "text_messages_language_check" CHECK ("language" in ('en', 'es')),
	CONSTRAINT "text_messages_suppressed_check" CHECK (("text_messages"."status" = 'suppressed') = ("text_messages"."suppression_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "text_subscriptions" (
	"service_request_id" integer NOT NULL,
	"subscriber" text NOT NULL,
	"phone" text NOT NULL,
	"milestones" jsonb NOT NULL,
	"language" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_source" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_recorded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_subscriptions_service_request_id_subscriber_pk" PRIMARY KEY("service_request_id","subscriber"),
	CONSTRAINT "text_subscriptions_subscriber_check" CHECK ("subscriber" in ('customer', 'consignee')),
	CONSTRAINT "text_subscriptions_language_check" CHECK ("language" in ('en', 'es')),
	CONSTRAINT "text_subscriptions_consent_source_check" CHECK ("consent_source" in ('request_form', 'customer_page', 'office')),
	CONSTRAINT "text_subscriptions_phone_check" CHECK ("text_subscriptions"."phone" ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"token" text NOT NULL,
	"made_by" text NOT NULL,
	"made_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_admin_id" integer,
	"revoked_by" text,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "tracking_links_made_by_check" CHECK ("made_by" in ('customer', 'office', 'system')),
	CONSTRAINT "tracking_links_revoked_check" CHECK (("tracking_links"."revoked_at" is null) = ("tracking_links"."revoked_by" is null))
);
--> statement-breakpoint
ALTER TABLE "consignee_contacts" ADD CONSTRAINT "consignee_contacts_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_tracking" ADD CONSTRAINT "load_tracking_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_subscriptions" ADD CONSTRAINT "text_subscriptions_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_subscriptions" ADD CONSTRAINT "text_subscriptions_consent_recorded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("consent_recorded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_made_by_admin_id_admin_users_id_fk" FOREIGN KEY ("made_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_revoked_by_admin_id_admin_users_id_fk" FOREIGN KEY ("revoked_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_positions_client_key" ON "driver_positions" USING btree ("driver_profile_id","client_position_id");--> statement-breakpoint
CREATE INDEX "driver_positions_request_idx" ON "driver_positions" USING btree ("service_request_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_dedupe_key" ON "text_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_message_key" ON "text_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "text_messages_request_idx" ON "text_messages" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("send_after") WHERE "text_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "text_messages_phone_sent_idx" ON "text_messages" USING btree ("to_phone","sent_at");--> statement-breakpoint
CREATE INDEX "text_subscriptions_phone_idx" ON "text_subscriptions" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_key" ON "tracking_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "tracking_links_request_idx" ON "tracking_links" USING btree ("service_request_id","created_at");