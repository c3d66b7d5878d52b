// The session metrics computed from scratch over the raw events, as the report did before the
// rollups (one query, two scans of the window's events): what rollups.test.ts holds the
// rollup-based numbers to.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/client.js';
import { interactionEvents, serviceRequests } from '../../../db/schema.js';
import type { SessionMetrics, Window } from '../report-repository.js';

/** A session summary longer than a day is a tab left open, not a visit: it counts as a day. */
const MAX_SUMMARY_SECONDS = 86_400;

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function sessionMetricsFromEvents(db: Database, window: Window, requestFlowPages: readonly string[]): Promise<SessionMetrics> {
  const inWindow = sql`e.created_at >= ${timestamp(window.start)} and e.created_at < ${timestamp(window.end)}`;
  const pages = sql.join(
    requestFlowPages.map((page) => sql`${page}`),
    sql`, `,
  );
  const [row] = await selectRows<{ viewers: number; converted: number; summarized: number; avg_seconds: number | null }>(
    db,
    sql`
      with viewers as (
        select distinct e.session_id from ${interactionEvents} e
        where e.interaction_type = 'page_view' and e.page in (${pages}) and ${inWindow}
      ),
      submitters as (
        select distinct e.session_id from ${interactionEvents} e
        join ${serviceRequests} r on r.reference_id = e.service_request_reference
        where e.interaction_type = 'form_complete' and ${inWindow}
      ),
      session_times as (
        select e.session_id,
          sum(greatest(0, least((e.value ->> 'durationSeconds')::float8, ${MAX_SUMMARY_SECONDS}))) as seconds
        from ${interactionEvents} e
        where e.interaction_type = 'session_summary' and jsonb_typeof(e.value -> 'durationSeconds') = 'number' and ${inWindow}
        group by e.session_id
      )
      select
        (select count(*) from viewers)::int as viewers,
        (select count(*) from viewers v join submitters s on s.session_id = v.session_id)::int as converted,
        (select count(*) from session_times)::int as summarized,
        (select avg(seconds) from session_times)::float8 as avg_seconds
    `,
  );
  return {
    requestFlowSessions: row?.viewers ?? 0,
    convertedSessions: row?.converted ?? 0,
    summarizedSessions: row?.summarized ?? 0,
    avgSessionSeconds: row?.avg_seconds ?? null,
  };
}
