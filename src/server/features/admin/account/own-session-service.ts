// A member's own sessions: the list they see (each browser they are signed in on) and ending one.
// A session is named by its public id; its token's hash never leaves the server.
import { ACCOUNT_MESSAGES, type OwnSession } from '../../../../shared/admin/admin-account.js';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { MemberAuditContext } from '../../../platform/audit/audit-context.js';
import { factsOf } from '../../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../../platform/audit/record-audit-event.js';
import type { AuthenticatedSession, SessionPolicy } from '../../../platform/staff-sessions/staff-session.js';
import { deviceLabel } from './device-label.js';
import { deleteOwnSession, listOwnSessions } from './repository.js';

/** The member's signed-in sessions, most recently used first; `current` marks the asking browser's. */
export async function ownSessions(
  db: Database,
  policy: SessionPolicy,
  asking: AuthenticatedSession,
  now = new Date(),
): Promise<OwnSession[]> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const rows = await listOwnSessions(db, asking.admin.id, { now, idleCutoff });
  return rows.map((row) => ({
    id: row.publicId,
    device: deviceLabel(row.userAgent),
    address: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === asking.tokenHash,
  }));
}

/**
 * Ends one of the member's own sessions (the asking one included). Another member's session is
 * the same 404 as an unknown id: the answer tells no one which ids exist.
 */
export async function endOwnSession(
  db: Database,
  asking: AuthenticatedSession,
  publicId: string,
  audit: MemberAuditContext,
): Promise<{ endedCurrent: boolean }> {
  return db.transaction(async (tx) => {
    const ended = await deleteOwnSession(tx, asking.admin.id, publicId);
    if (!ended) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
    await recordAuditEvent(tx, audit, {
      action: 'admin.session_ended',
      recordType: 'admin_user',
      recordId: asking.admin.id,
      changes: factsOf({ reason: 'ended by member' }),
    });
    return { endedCurrent: ended.tokenHash === asking.tokenHash };
  });
}
