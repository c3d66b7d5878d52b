ALTER TABLE "driver_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_language_check" CHECK ("language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD CONSTRAINT "driver_profiles_language_check" CHECK ("language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_language_check" CHECK ("language" in ('en', 'es'));