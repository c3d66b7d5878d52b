// What happens to a load, told to whoever follows it (issue 40): the tracking (its ETA and its
// link) and the text messages. Dispatch calls the port inside the transaction that made the
// change, so what the listeners write (a text queued, an estimate) commits or rolls back with it,
// and a replayed update, which changes nothing, tells nothing. The composition
// (src/server/load-events.ts) decides who listens; dispatch knows none of them.
import type { DriverStage, ProblemKind } from '../../../shared/dispatch/dispatch.js';
import type { Transaction } from '../../db/client.js';

export type LoadEvent =
  /** A driver was given the load: the first dispatch, or another driver in place of the first. */
  | { kind: 'assigned'; serviceRequestId: number; driverProfileId: number; reassigned: boolean; at: Date }
  /** The driver reported a stage; the phone's place with it when it shared one. */
  | {
      kind: 'stage';
      serviceRequestId: number;
      driverProfileId: number;
      stage: DriverStage;
      at: Date;
      latitude: number | null;
      longitude: number | null;
    }
  /** The driver reported a problem (a delay, damage, a refusal, no access). */
  | { kind: 'problem'; serviceRequestId: number; driverProfileId: number; problem: ProblemKind; at: Date }
  /** The driver's phone shared where it is while carrying the load. */
  | { kind: 'position'; serviceRequestId: number; driverProfileId: number; at: Date; latitude: number; longitude: number };

export interface LoadEvents {
  record(tx: Transaction, event: LoadEvent): Promise<void>;
}
