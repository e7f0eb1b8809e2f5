import { JOB_OPTIONS, type ScheduledJobData } from '@sdp/server/queues';
import type { Logger } from '@sdp/server/logger';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';

/**
 * One piece of periodic work: a BullMQ job scheduler with this fixed id runs `run` every `everyMs`, or at the times of a cron
 * `pattern` in the time zone `tz` (a daily hour, ADR 137), once per cluster. `missed` names a run the workers were down for
 * (null: none), which a starting process queues once (job id `${id}:catch-up:${missed}`).
 */
export type ScheduledTask = { id: string; run(): Promise<unknown> } & ({ everyMs: number } | { pattern: string; tz: string; missed?(): Promise<string | null> });

/**
 * Create or update one job scheduler per task on the `scheduled` queue (ADR 016). upsertJobScheduler is keyed by the
 * id, so every workers process may call this at start: the cluster still has one scheduler, hence one job per interval (or
 * cron time), and a run it missed is queued once.
 * Schedulers no task names any more (a task removed in a deploy) are removed.
 */
export async function registerSchedules(queue: Queue<ScheduledJobData>, tasks: readonly ScheduledTask[]): Promise<void> {
  for (const task of tasks) {
    const repeat = 'everyMs' in task ? { every: task.everyMs } : { pattern: task.pattern, tz: task.tz };
    await queue.upsertJobScheduler(task.id, repeat, { name: task.id, data: {}, opts: JOB_OPTIONS.scheduled });
    const missed = 'missed' in task ? await task.missed?.() : null;
    // NOTE: the job id makes two processes starting together queue one catch-up; the run itself is idempotent anyway.
    if (missed) await queue.add(task.id, {}, { ...JOB_OPTIONS.scheduled, jobId: `${task.id}:catch-up:${missed}` });
  }
  const known = new Set(tasks.map((t) => t.id));
  for (const scheduler of await queue.getJobSchedulers()) {
    if (!known.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
  }
}

/** The processor of the `scheduled` queue: the job's name is its scheduler id, which picks the task. */
export function createScheduledProcessor(tasks: readonly ScheduledTask[], logger: Logger) {
  return async (job: Job<ScheduledJobData>) => {
    const task = tasks.find((t) => t.id === job.name);
    if (!task) throw new UnrecoverableError(`No scheduled task named ${job.name}`);
    const result = await task.run();
    logger.debug('scheduled task ran', { task: task.id, result });
    return result;
  };
}

/**
 * Register the schedules now, or, while Redis is unreachable, every `retryMs` until it works: a workers process must start
 * (and run its relay) during a Redis outage. `registered` resolves once they are; `stop` ends the retries.
 */
export function keepRegistering(queue: Queue<ScheduledJobData>, tasks: readonly ScheduledTask[], logger: Logger, retryMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let done: () => void = () => {};
  const registered = new Promise<void>((resolve) => { done = resolve; });
  const attempt = () => {
    queue.waitUntilReady().then(() => registerSchedules(queue, tasks)).then(
      () => {
        logger.info('job schedulers registered', { schedulers: tasks.map((t) => t.id) });
        done();
      },
      (err: unknown) => {
        if (stopped) return;
        logger.warn('job schedulers not registered yet, retrying', { err: (err as Error).message });
        timer = setTimeout(attempt, retryMs);
        timer.unref();
      },
    );
  };
  attempt();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  return { registered, stop };
}
