// The SQL of assigning drivers to loads: the rows an assignment locks, and the assignment row
// itself. Everything here runs inside the caller's transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { dispatchAssignments, driverProfiles, serviceRequests } from '../../../db/schema.js';

export type AssignmentRow = typeof dispatchAssignments.$inferSelect;

/** The request's dispatch facts, locked until the transaction ends: two members assigning one load go one after the other. */
export async function lockRequestForDispatch(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: serviceRequests.id,
      userRole: serviceRequests.userRole,
      status: serviceRequests.status,
      estimatedQuote: serviceRequests.estimatedQuote,
      finalAmount: serviceRequests.finalAmount,
      invoiceStatus: serviceRequests.invoiceStatus,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** The request's assignment, if any (its request is locked first, so this row cannot change under us). */
export async function findAssignment(tx: Executor, serviceRequestId: number): Promise<AssignmentRow | undefined> {
  const [row] = await tx.select().from(dispatchAssignments).where(eq(dispatchAssignments.serviceRequestId, serviceRequestId)).limit(1);
  return row;
}

/** What the eligibility rule reads, locked: a status change waits for the assignment, and the other way round. */
export async function lockDriverForDispatch(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: driverProfiles.id,
      firstName: driverProfiles.firstName,
      lastName: driverProfiles.lastName,
      status: driverProfiles.status,
      licenseType: driverProfiles.licenseType,
      licenseExpiration: driverProfiles.licenseExpiration,
      medicalCardExpiration: driverProfiles.medicalCardExpiration,
    })
    .from(driverProfiles)
    .where(eq(driverProfiles.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertAssignment(tx: Executor, values: typeof dispatchAssignments.$inferInsert): Promise<void> {
  await tx.insert(dispatchAssignments).values(values);
}

export async function updateAssignment(tx: Executor, id: number, values: Partial<typeof dispatchAssignments.$inferInsert>): Promise<void> {
  await tx.update(dispatchAssignments).set(values).where(eq(dispatchAssignments.id, id));
}

export async function deleteAssignment(tx: Executor, id: number): Promise<void> {
  await tx.delete(dispatchAssignments).where(eq(dispatchAssignments.id, id));
}
