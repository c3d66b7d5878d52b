// The SQL that stores interaction events: one multi-row insert per batch.
import type { InteractionEvent } from '../../../shared/interaction-events.js';
import type { Executor } from '../../db/client.js';
import { interactionEvents } from '../../db/schema.js';

export async function insertInteractionEvents(executor: Executor, sessionId: string, events: readonly InteractionEvent[]): Promise<void> {
  await executor.insert(interactionEvents).values(
    events.map((event) => ({
      sessionId,
      interactionType: event.interactionType,
      page: event.page,
      element: event.element ?? null,
      value: event.value ?? null,
      serviceRequestReference: event.serviceRequestId ?? null,
    })),
  );
}
