// The SQL that stores interaction events: one insert per batch, the batch sent as one JSON
// parameter that PostgreSQL turns into rows. Tracking is the busiest endpoint, and building a
// multi-row insert value by value took a third of its CPU (profiled under load); one parameter
// does not.
import { sql } from 'drizzle-orm';
import type { InteractionEvent } from '../../../shared/analytics/interaction-events.js';
import type { Executor } from '../../db/client.js';

export async function insertInteractionEvents(executor: Executor, sessionId: string, events: readonly InteractionEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    interaction_type: event.interactionType,
    page: event.page,
    element: event.element ?? null,
    value: event.value ?? null,
    reference: event.serviceRequestId ?? null,
  }));
  // WITH ORDINALITY keeps the batch's order in the ids, as the browser sent it.
  await executor.execute(sql`
    insert into interaction_events (session_id, interaction_type, page, element, value, service_request_reference)
    select ${sessionId}, event->>'interaction_type', event->>'page', event->>'element', nullif(event->'value', 'null'::jsonb), event->>'reference'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as batch(event, position)
    order by batch.position
  `);
}
