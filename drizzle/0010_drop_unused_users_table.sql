-- The spec's `users` table (username and password hash) was created for parity with the spec, but
-- the site has no customer accounts: nothing ever read or wrote it, and admins sign in through
-- admin_users. Nothing refers to it, so CASCADE (as drizzle-kit writes it) drops only the table.
DROP TABLE "users" CASCADE;
