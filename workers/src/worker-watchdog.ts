import type { Logger } from '@sdp/server/logger';
import type { QueueName } from '@sdp/server/queues';
import type { Queue, Worker } from 'bullmq';

// A worker that keeps running and fetches nothing (taskforcesh/bullmq#4378: after a Sentinel failover its blocking connection can end
// for good while `isRunning()` stays true, and no error is emitted) is found by what it does, not by what it reports: jobs wait in
// its queue, and it started none of them for `stallAfterMs`. Such a worker is replaced by a new one on a new connection (ADR 273).

/** One queue's worker, which the watchdog may replace. */
export interface WorkerSlot {
  name: QueueName;
  queue: Queue;
  current: Worker;
  /** A new worker on a new connection for this queue (its old connection is closed by `retire`). */
  renew(): Worker;
  /** Stop an old worker and close its connection, without waiting on a loop that may never end. */
  retire(old: Worker): void;
}

export interface WatchdogOptions {
  /** How often each queue is checked. */
  intervalMs: number;
  /** How long jobs may wait while this process's worker starts none before it is replaced. */
  stallAfterMs: number;
  logger: Logger;
  /** Told each time a worker is replaced (tests and metrics count them). */
  onReplaced?: (queue: QueueName) => void;
}

export interface Watchdog {
  /** Workers replaced so far, per queue. */
  replaced: Partial<Record<QueueName, number>>;
  stop(): void;
}

export function watchWorkers(slots: WorkerSlot[], { intervalMs, stallAfterMs, logger, onReplaced }: WatchdogOptions): Watchdog {
  const replaced: Partial<Record<QueueName, number>> = {};
  const lastStart = new Map<QueueName, number>();
  const waitingSince = new Map<QueueName, number>();
  // NOTE: a worker is judged only once it is ready (its connections up): a new one still connecting on a busy machine, or any during
  // a Redis outage, is waiting for Redis, not stuck, and replacing it would only start the wait again.
  const ready = new WeakSet<Worker>();
  // NOTE: the jobs a worker holds: one busy with all it may run at once starts nothing, and is not stuck. A job it moved to delayed
  // (DelayedError) ends with no event; it is forgotten after a while so it cannot shield a stuck worker for good.
  const holding = new WeakMap<Worker, Map<string, number>>();
  const follow = (slot: WorkerSlot) => {
    const worker = slot.current;
    const held = new Map<string, number>();
    holding.set(worker, held);
    worker.on('active', (job) => {
      lastStart.set(slot.name, Date.now());
      held.set(job.id ?? '', Date.now());
    });
    worker.on('completed', (job) => held.delete(job.id ?? ''));
    worker.on('failed', (job) => held.delete(job?.id ?? ''));
    worker.once('ready', () => {
      ready.add(worker);
      if (slot.current === worker) lastStart.set(slot.name, Date.now());
    });
  };
  for (const slot of slots) {
    lastStart.set(slot.name, Date.now());
    follow(slot);
  }

  const check = async (slot: WorkerSlot) => {
    const now = Date.now();
    // NOTE: asked over the producer connection, which fails fast: with Redis down there is nothing to judge, and no one is blamed.
    const counts = await slot.queue.getJobCounts('wait', 'prioritized');
    if ((counts.wait ?? 0) + (counts.prioritized ?? 0) === 0) {
      waitingSince.delete(slot.name);
      return;
    }
    if (!waitingSince.has(slot.name)) waitingSince.set(slot.name, now);
    const idleSince = Math.max(waitingSince.get(slot.name)!, lastStart.get(slot.name)!);
    const held = holding.get(slot.current)!;
    for (const [id, since] of held) if (now - since > 10 * stallAfterMs) held.delete(id);
    if (now - idleSince < stallAfterMs || held.size > 0 || !ready.has(slot.current) || slot.current.isPaused() || slot.current.closing) return;
    logger.warn('worker started no job while jobs waited: replacing it and its connection (bullmq#4378)', {
      queue: slot.name, waitingJobs: (counts.wait ?? 0) + (counts.prioritized ?? 0), idleMs: now - idleSince,
    });
    const old = slot.current;
    slot.current = slot.renew();
    follow(slot);
    lastStart.set(slot.name, Date.now());
    waitingSince.delete(slot.name);
    slot.retire(old);
    replaced[slot.name] = (replaced[slot.name] ?? 0) + 1;
    onReplaced?.(slot.name);
  };

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.allSettled(slots.map(check)).finally(() => { checking = false; });
  }, intervalMs);
  timer.unref();
  return { replaced, stop: () => clearInterval(timer) };
}
