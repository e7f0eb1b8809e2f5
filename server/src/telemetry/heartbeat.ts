import { hostname } from 'node:os';
import type { Sql } from '../db/sql.ts';

/**
 * The workers' heartbeat (docs/design.md §25, ADR 262): a job scheduler named `workers-heartbeat` queues a no-op job every
 * 30 s; the worker that completes it writes the time here. GET /api/ready fails when the last one is older than 2 minutes,
 * which catches workers that run but process nothing (a BullMQ worker stuck after a Redis failover, taskforcesh/bullmq#4378),
 * not only workers that died. Owner of `worker_heartbeats`.
 */
export const HEARTBEAT_TASK = 'workers-heartbeat';
export const HEARTBEAT_EVERY_MS = 30_000;
export const HEARTBEAT_STALE_MS = 2 * 60_000;

/** Record that a heartbeat job completed at `at` (the workers' clock) in this process. */
export async function recordHeartbeat(sql: Sql, at: Date): Promise<void> {
  const by = `${hostname()}:${process.pid}`;
  await sql`
    INSERT INTO worker_heartbeats (id, beat_at, beaten_by) VALUES ('workers', ${at}, ${by})
    ON CONFLICT (id) DO UPDATE SET beat_at = GREATEST(worker_heartbeats.beat_at, EXCLUDED.beat_at), beaten_by = EXCLUDED.beaten_by`;
}

/** When the last heartbeat job completed, or null when none ever did. */
export async function lastHeartbeat(sql: Sql): Promise<Date | null> {
  const [row] = await sql<{ beat_at: Date }[]>`SELECT beat_at FROM worker_heartbeats WHERE id = 'workers'`;
  return row?.beat_at ?? null;
}

/** Whether a heartbeat at `last` is recent enough at `now`. */
export const heartbeatFresh = (last: Date | null, now: Date): boolean => last !== null && now.getTime() - last.getTime() <= HEARTBEAT_STALE_MS;
