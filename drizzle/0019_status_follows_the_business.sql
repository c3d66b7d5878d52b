ALTER TABLE "service_request_status_history" ADD COLUMN "moved_by_event" text;--> statement-breakpoint
ALTER TABLE "service_request_status_history" ADD CONSTRAINT "service_request_status_history_moved_by_event_check" CHECK ("moved_by_event" in ('quote_accepted', 'driver_assigned', 'paid_in_full', 'driver_reported'));--> statement-breakpoint
-- The moves drivers' stages made before this column existed (decision 043) name their event too.
UPDATE service_request_status_history
  SET moved_by_event = 'driver_reported'
  WHERE changed_by_admin_id IS NULL AND from_status IS NOT NULL AND notes LIKE 'Reported by the driver: %';
--> statement-breakpoint
-- Written by hand (docs/decisions/058-status-follows-the-business.md): the requests the business
-- has already moved on, but whose status still reads "received", move once by the same rule the
-- server now applies (an accepted quote, a driver assigned, an invoice paid in full: in progress),
-- each move written to the request's history with the event that made it (the earliest one) and,
-- for an assignment, the staff member who made it. A request fully refunded while it was still
-- received is left alone: its work most likely never started. Nothing moves backwards, and only
-- "received" is before "in progress", so nothing else is touched.
WITH causes AS (
  SELECT id AS service_request_id, 'quote_accepted' AS event, quote_responded_at AS at, NULL::integer AS admin_id
    FROM service_requests
    WHERE status = 'received' AND quote_response = 'accepted'
  UNION ALL
  SELECT id, 'paid_in_full', paid_at, NULL::integer
    FROM service_requests
    WHERE status = 'received' AND payment_status IN ('paid', 'partially_refunded')
  UNION ALL
  SELECT a.service_request_id, 'driver_assigned', a.created_at, a.assigned_by_admin_id
    FROM dispatch_assignments a
    JOIN service_requests r ON r.id = a.service_request_id
    WHERE r.status = 'received'
),
first_cause AS (
  SELECT DISTINCT ON (service_request_id) service_request_id, event, admin_id
    FROM causes
    ORDER BY service_request_id, at NULLS LAST, event
),
moved AS (
  UPDATE service_requests r
    SET status = 'in-progress', updated_at = now()
    FROM first_cause c
    WHERE r.id = c.service_request_id AND r.status = 'received'
    RETURNING r.id
)
INSERT INTO service_request_status_history (service_request_id, from_status, to_status, notes, changed_by_admin_id, moved_by_event)
SELECT c.service_request_id, 'received', 'in-progress',
       'Moved once when the status began to follow the business (migration 0019): ' ||
         CASE c.event
           WHEN 'quote_accepted' THEN 'the customer had accepted the quote'
           WHEN 'paid_in_full' THEN 'the invoice had been paid in full'
           ELSE 'a driver had been assigned'
         END,
       c.admin_id, c.event
  FROM first_cause c
  JOIN moved m ON m.id = c.service_request_id;
