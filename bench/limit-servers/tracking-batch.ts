// The limit for POST /api/track/interaction: the product's one INSERT ... SELECT of the batch sent
// as one JSON parameter (text copied from PostgreSQL's log of the product), answered 204.
import { serveLimit } from './limit-server.js';

const INSERT_BATCH = `
    insert into interaction_events (session_id, interaction_type, page, element, value, service_request_reference)
    select $1, event->>'interaction_type', event->>'page', event->>'element', nullif(event->'value', 'null'::jsonb), event->>'reference'
    from jsonb_array_elements($2::jsonb) with ordinality as batch(event, position)
    order by batch.position
  `;

interface SentEvent {
  interactionType: string;
  page: string;
  element?: string;
  value?: unknown;
  serviceRequestId?: string;
}

serveLimit(async (request, pool) => {
  const { events } = JSON.parse(request.body) as { events: SentEvent[] };
  const rows = events.map((event) => ({
    interaction_type: event.interactionType,
    page: event.page,
    element: event.element ?? null,
    value: event.value ?? null,
    reference: event.serviceRequestId ?? null,
  }));
  await pool.query(INSERT_BATCH, [request.headers['x-session-id'], JSON.stringify(rows)]);
  return { status: 204 };
});
