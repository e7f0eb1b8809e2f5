import type { Sql } from '@sdp/server/db/sql';
import { DelayedError, type Job } from 'bullmq';

/** How long a job waits when another job holds its key (that job is sending the same message right now). */
const BUSY_RETRY_MS = 1_000;

/**
 * Run `send` while no other job holds `key` (ADR 148): two jobs of one message can run at once (a replay, or a stalled job BullMQ
 * hands to a second worker), and each would take the other's live 'sending' row for a dead worker's. The lock belongs to a
 * transaction that writes nothing, so it ends with the job, or with the connection if the worker dies: it never leaks. A job
 * that finds the key held goes back to the delayed set (not a failed attempt) and, run again, finds the message sent.
 */
export function oneSenderAtATime<T>(sql: Sql, key: string, job: Job, token: string | undefined, send: () => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    const [held] = await tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS locked`;
    if (!held!.locked) {
      await job.moveToDelayed(Date.now() + BUSY_RETRY_MS, token);
      throw new DelayedError();
    }
    return send();
  }) as Promise<T>;
}
