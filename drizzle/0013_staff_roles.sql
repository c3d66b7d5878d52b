-- Staff roles (docs/decisions/033-staff-roles.md): every account so far could do everything, so
-- each existing 'admin' becomes an owner before the CHECK allows only the four roles.
UPDATE "admin_users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("role" in ('owner', 'operations', 'accounting', 'recruiting'));
