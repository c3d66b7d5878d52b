// The SQL of event retention: raw interaction events older than the cutoff go, a batch at a time,
// with the per-session days the rollups were counted from. The rollups stay, so a report over an
// old range still has its numbers.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.js';

/**
 * Deletes up to `batchSize` events created before `cutoff`, oldest ids first; resolves to how many.
 * SKIP LOCKED lets several instances prune at once without waiting on each other's batches.
 */
export async function deleteInteractionEventsBefore(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  const [row] = await selectRows<{ deleted: number }>(
    db,
    sql`
      with gone as (
        delete from interaction_events where id in (
          select id from interaction_events where created_at < ${cutoff.toISOString()}::timestamptz
          order by id limit ${batchSize} for update skip locked
        )
        returning 1
      )
      select count(*)::int as deleted from gone
    `,
  );
  return row?.deleted ?? 0;
}

/** The per-session days before the cutoff's day: no event can still arrive for them. */
export async function deleteSessionDaysBefore(db: Database, cutoff: Date): Promise<number> {
  const [row] = await selectRows<{ deleted: number }>(
    db,
    sql`
      with gone as (
        delete from analytics_session_days where day < (${cutoff.toISOString()}::timestamptz at time zone 'UTC')::date
        returning 1
      )
      select count(*)::int as deleted from gone
    `,
  );
  return row?.deleted ?? 0;
}
