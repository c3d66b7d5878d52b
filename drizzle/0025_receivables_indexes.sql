DROP INDEX "invoices_open_due_idx";--> statement-breakpoint
CREATE INDEX "credit_notes_created_at_idx" ON "credit_notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("sent_at","id") WHERE "invoices"."state" <> 'draft';--> statement-breakpoint
CREATE INDEX "invoices_voided_at_idx" ON "invoices" USING btree ("voided_at","id") WHERE "invoices"."state" = 'void';--> statement-breakpoint
CREATE INDEX "payments_confirmed_at_idx" ON "payments" USING btree ("confirmed_at","id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("account_id","due_on","balance") WHERE "invoices"."state" = 'sent' and "invoices"."balance" > 0;