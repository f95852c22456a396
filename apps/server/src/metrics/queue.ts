import type { ExecuteSql } from '../db/database';
import type { QueueSnapshot } from './registry';

/**
 * Jobs waiting to run, per queue, read from pg-boss's own table: 'created' (queued, or scheduled for
 * later) and 'retry' (an attempt failed). Age counts from when the job became runnable.
 */
export function queueReader(
  executeSql: ExecuteSql,
  queueNames: readonly string[],
  schema = 'pgboss',
): () => Promise<QueueSnapshot[]> {
  return async () => {
    const { rows } = await executeSql(
      `SELECT name, count(*)::int AS waiting,
              coalesce(extract(epoch FROM now() - min(start_after)), 0)::float8 AS oldest
         FROM ${schema}.job
        WHERE state IN ('created', 'retry') AND start_after <= now()
        GROUP BY name`,
    );
    const found = new Map(
      (rows as { name: string; waiting: number; oldest: number }[]).map((row) => [row.name, row]),
    );
    // Every queue is reported, an empty one as 0, so an alert on it has a series to read.
    return [...new Set([...queueNames, ...found.keys()])].map((name) => ({
      name,
      waiting: found.get(name)?.waiting ?? 0,
      oldestWaitingSeconds: Math.max(0, found.get(name)?.oldest ?? 0),
    }));
  };
}
