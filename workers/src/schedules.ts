import { JOB_OPTIONS, type ScheduledJobData } from '@sdp/server/queues';
import type { Logger } from '@sdp/server/logger';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';

/** One piece of periodic work: a BullMQ job scheduler with this fixed id runs `run` every `everyMs`, once per cluster. */
export interface ScheduledTask {
  id: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Create or update one job scheduler per task on the `scheduled` queue (ADR 016). upsertJobScheduler is keyed by the
 * id, so every workers process may call this at start: the cluster still has one scheduler, hence one job per interval.
 * Schedulers no task names any more (a task removed in a deploy) are removed.
 */
export async function registerSchedules(queue: Queue<ScheduledJobData>, tasks: readonly ScheduledTask[]): Promise<void> {
  for (const task of tasks) {
    await queue.upsertJobScheduler(task.id, { every: task.everyMs }, { name: task.id, data: {}, opts: JOB_OPTIONS.scheduled });
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
