// How an open staff stream (the Dispatch board's events) asks again whether its member may still
// have it (decision 056): the session row is still there (not signed out, not ended from another
// browser, its member not disabled), at the stage it opened with, neither idle too long nor past
// its maximum age, and the member's role still allows the route's area. One query for every open
// stream of this instance (infra/session-bound-answers.ts runs it every SESSION_STREAM_CHECK_SECONDS).
import type { FastifyRequest } from 'fastify';
import type { AdminSessionStage } from '../../../shared/admin/admin-auth.js';
import { mayUse, type StaffArea } from '../../../shared/staff-roles.js';
import type { Database } from '../../db/client.js';
import type { AnswerHolder, SessionRecheck } from '../../infra/session-bound-answers.js';
import { signedInSession } from './guard.js';
import { findLiveSessions } from './session-repository.js';
import { endedByTime, type SessionPolicy } from './staff-session.js';

interface StaffStreamHolder extends AnswerHolder {
  tokenHash: string;
  stage: AdminSessionStage;
  /** The area of the route the stream belongs to; the role must still allow it. */
  area: StaffArea | undefined;
}

export function staffStreamRecheck(db: Database, policy: SessionPolicy): SessionRecheck<StaffStreamHolder> {
  return {
    holderOf(request: FastifyRequest): StaffStreamHolder {
      const session = signedInSession(request);
      return { tokenHash: session.tokenHash, stage: session.stage, area: request.routeOptions.config.staffArea, endsAt: session.expiresAt };
    },

    async stillAllowed(holders, now) {
      // Read only, never touched: an open stream is not a member's activity, so it does not keep an idle session alive.
      const rows = await findLiveSessions(db, [...new Set(holders.map((holder) => holder.tokenHash))]);
      const sessions = new Map(rows.map((row) => [row.tokenHash, row]));
      return new Set(
        holders.filter((holder) => {
          const session = sessions.get(holder.tokenHash);
          if (!session || session.stage !== holder.stage || endedByTime(session, policy, now)) return false;
          return holder.area !== undefined && mayUse(session.role, holder.area);
        }),
      );
    },
  };
}
