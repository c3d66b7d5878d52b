CREATE TABLE "dispatch_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_request_id" integer NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"vehicle_number" text,
	"trailer_number" text,
	"planned_pickup_date" date NOT NULL,
	"stage" text DEFAULT 'assigned' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_assignments_stage_check" CHECK ("stage" in ('assigned', 'accepted', 'at_pickup', 'picked_up', 'at_delivery', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "dispatch_board_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dispatch_board_version_single_row_check" CHECK ("dispatch_board_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "dispatch_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_update_id" uuid NOT NULL,
	"service_request_id" integer NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"problem" text,
	"note" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_updates_kind_check" CHECK ("kind" in ('stage', 'problem')),
	CONSTRAINT "dispatch_updates_stage_check" CHECK ("stage" in ('assigned', 'accepted', 'at_pickup', 'picked_up', 'at_delivery', 'delivered')),
	CONSTRAINT "dispatch_updates_problem_check" CHECK ("problem" in ('delay', 'damage', 'refused', 'cannot_access')),
	CONSTRAINT "dispatch_updates_kind_fields_check" CHECK (("dispatch_updates"."kind" = 'stage' and "dispatch_updates"."stage" is not null and "dispatch_updates"."problem" is null) or ("dispatch_updates"."kind" = 'problem' and "dispatch_updates"."problem" is not null and "dispatch_updates"."stage" is null))
);
--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "driver_sign_in_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"code_failures" integer DEFAULT 0 NOT NULL,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "proofs_of_delivery" (
	"service_request_id" integer PRIMARY KEY NOT NULL,
	"dispatch_update_id" bigint NOT NULL,
	"driver_profile_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"signature_upload_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_actor_kind_check";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "dispatch_update_id" bigint;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_assigned_by_admin_id_admin_users_id_fk" FOREIGN KEY ("assigned_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_updates" ADD CONSTRAINT "dispatch_updates_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_updates" ADD CONSTRAINT "dispatch_updates_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sign_in_tokens" ADD CONSTRAINT "driver_sign_in_tokens_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_dispatch_update_id_dispatch_updates_id_fk" FOREIGN KEY ("dispatch_update_id") REFERENCES "public"."dispatch_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_driver_profile_id_driver_profiles_id_fk" FOREIGN KEY ("driver_profile_id") REFERENCES "public"."driver_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_signature_upload_id_uploads_id_fk" FOREIGN KEY ("signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_assignments_service_request_key" ON "dispatch_assignments" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "dispatch_assignments_driver_idx" ON "dispatch_assignments" USING btree ("driver_profile_id","stage");--> statement-breakpoint
CREATE INDEX "dispatch_assignments_planned_idx" ON "dispatch_assignments" USING btree ("planned_pickup_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_updates_client_update_key" ON "dispatch_updates" USING btree ("driver_profile_id","client_update_id");--> statement-breakpoint
CREATE INDEX "dispatch_updates_request_idx" ON "dispatch_updates" USING btree ("service_request_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "driver_sessions_driver_idx" ON "driver_sessions" USING btree ("driver_profile_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_last_seen_idx" ON "driver_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_sign_in_tokens_token_hash_key" ON "driver_sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "driver_sign_in_tokens_driver_idx" ON "driver_sign_in_tokens" USING btree ("driver_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "driver_sign_in_tokens_expires_idx" ON "driver_sign_in_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_dispatch_update_id_dispatch_updates_id_fk" FOREIGN KEY ("dispatch_update_id") REFERENCES "public"."dispatch_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_dispatch_update_idx" ON "uploads" USING btree ("dispatch_update_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_kind_check" CHECK ("actor_kind" in ('member', 'customer', 'system', 'driver'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose_check" CHECK ("purpose" in ('item_photo', 'resume', 'license', 'medical_card', 'delivery_photo', 'delivery_signature', 'problem_photo'));--> statement-breakpoint
INSERT INTO "dispatch_board_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
