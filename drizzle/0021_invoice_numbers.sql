CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_last_number_check" CHECK ("invoice_number_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "invoice_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_invoice_number_key" ON "service_requests" USING btree ("invoice_number");--> statement-breakpoint
-- Written by hand (docs/decisions/065-invoice-numbers.md): every invoice already sent gets its
-- number, in the order it was sent within its UTC year (ties broken by id), and each year's
-- counter starts after the last number given, so the next send continues the sequence. lpad
-- would cut a longer number to six digits: the width grows with the number instead.
WITH numbered AS (
  SELECT id,
         extract(year FROM invoice_sent_at AT TIME ZONE 'UTC')::integer AS year,
         row_number() OVER (
           PARTITION BY extract(year FROM invoice_sent_at AT TIME ZONE 'UTC')
           ORDER BY invoice_sent_at, id
         ) AS n
    FROM service_requests
    WHERE invoice_sent_at IS NOT NULL
)
UPDATE service_requests r
  SET invoice_number = 'INV-' || n.year || '-' || lpad(n.n::text, greatest(6, length(n.n::text)), '0')
  FROM numbered n
  WHERE r.id = n.id;
--> statement-breakpoint
INSERT INTO invoice_number_counters (year, last_number)
SELECT extract(year FROM invoice_sent_at AT TIME ZONE 'UTC')::integer, count(*)
  FROM service_requests
  WHERE invoice_sent_at IS NOT NULL
  GROUP BY 1;
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_invoice_number_check" CHECK ("service_requests"."invoice_number" ~ '^INV-[0-9]{4}-[0-9]{6,}$');--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_invoice_number_sent_check" CHECK (("service_requests"."invoice_number" is null) = ("service_requests"."invoice_sent_at" is null));