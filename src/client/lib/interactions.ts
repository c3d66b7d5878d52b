// The port through which a feature reports a visitor's interaction (a form started, a payment
// made) without importing the analytics feature, which features may not do. Analytics connects
// its tracker as the sink when it starts; what is reported before that waits here, a bounded
// number of events, so a tracker that never starts cannot make the page hold on to more.
import type { InteractionType } from '@shared/analytics/interaction-types';

export type InteractionValueEntry = string | number | boolean | null;
export type InteractionValue = Record<string, InteractionValueEntry>;

export interface InteractionDetails {
  element?: string | undefined;
  value?: InteractionValue | undefined;
  serviceRequestId?: string | undefined;
}

export type InteractionSink = (type: InteractionType, details?: InteractionDetails) => void;

const MAX_WAITING_EVENTS = 100;

let sink: InteractionSink | undefined;
const waiting: Parameters<InteractionSink>[] = [];

export function reportInteraction(type: InteractionType, details?: InteractionDetails): void {
  if (sink) sink(type, details);
  else if (waiting.length < MAX_WAITING_EVENTS) waiting.push([type, details]);
}

/** Sends what waited, then every later event, to `next`; the returned function disconnects it. */
export function connectInteractionSink(next: InteractionSink): () => void {
  sink = next;
  for (const event of waiting.splice(0)) next(...event);
  return () => {
    if (sink === next) sink = undefined;
  };
}
