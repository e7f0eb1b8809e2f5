import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { DelayedError, type Job } from 'bullmq';

/** How long a job waits when another job holds its key (that job is sending the same message right now). */
const BUSY_RETRY_MS = 1_000;

/**
 * Run `send` while no other job holds `key` (ADR 148): two jobs of one message can run at once (a replay, or a stalled job BullMQ
 * hands to a second worker), and each would take the other's live 'sending' row for a dead worker's. The lock belongs to a
 * transaction that writes nothing, so it ends with the job, or with the connection if the worker dies: it never leaks. A job
 * that finds the key held goes back to the delayed set (not a failed attempt) and, run again, finds the message sent.
 *
 * `underLock` is a read sent right behind the lock on the same connection, so it costs no round trip of its own (ADR 197): it
 * runs after the lock is taken, on a snapshot of its own, and so sees what the lock's previous holder committed. Its result is
 * what `send` gets.
 */
export function oneSenderAtATime<T, R = undefined>(
  sql: Sql, key: string, job: Job, token: string | undefined, send: (read: R) => Promise<T>, underLock?: (tx: TransactionSql) => Promise<R>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const lock = tx<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS locked`;
    const read = underLock ? underLock(tx) : Promise.resolve(undefined as R);
    const [[held], result] = await Promise.all([lock, read]);
    if (!held!.locked) {
      await job.moveToDelayed(Date.now() + BUSY_RETRY_MS, token);
      throw new DelayedError();
    }
    return send(result);
  }) as Promise<T>;
}
