// What keeps drivers off a load (issue 41): for each driver, the required items of their
// qualification file that are missing or lapsed on `asOf`. Dispatch asks this for the board (every
// driver) and for an assignment (one, inside its transaction); an empty list means assignable.
import {
  blockingItems,
  qualificationChecklist,
  type QualificationItemStatus,
} from '../../../shared/driver-qualification/qualification-file.js';
import type { Executor } from '../../db/client.js';
import { loadQualificationFacts } from './facts-repository.js';

export async function qualificationGaps(
  db: Executor,
  driverProfileIds: readonly number[],
  asOf: (driverProfileId: number) => string,
): Promise<Map<number, QualificationItemStatus[]>> {
  const facts = await loadQualificationFacts(db, driverProfileIds);
  const gaps = new Map<number, QualificationItemStatus[]>();
  for (const [id, driverFacts] of facts) gaps.set(id, blockingItems(qualificationChecklist(driverFacts, asOf(id))));
  return gaps;
}
