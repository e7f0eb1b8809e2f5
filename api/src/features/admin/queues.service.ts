import type { FailedJob } from '@sdp/shared';
import type { Queue } from 'bullmq';
import { queueHandles } from '@sdp/server/telemetry/system-figures';
import type { AppDeps } from '../../lib/deps.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { QUEUE_NAMES, type QueueName } from '@sdp/server/queues';

export type { FailedJob };

/** The BullMQ queues the workers consume, read through the API's Redis connection; 503 while Redis is down. */
export function queuesOf(deps: AppDeps): Map<QueueName, Queue> {
  if (!deps.redis || deps.redis.status !== 'ready') throw new ApiError('UNAVAILABLE', 'Job queues are unavailable while Redis is down');
  return queueHandles(deps.redis, deps.env.REDIS_PREFIX);
}

const MAX_PER_QUEUE = 100;

/** Failed jobs of every queue, most recent failure first, with the reason the last attempt gave. */
export async function listFailedJobs(deps: AppDeps): Promise<FailedJob[]> {
  const lists = await Promise.all(
    [...queuesOf(deps)].map(async ([queue, q]) =>
      (await q.getFailed(0, MAX_PER_QUEUE - 1)).map((job) => ({
        queue,
        id: job.id ?? '',
        name: job.name,
        failedReason: job.failedReason ?? '',
        attemptsMade: job.attemptsMade,
        timestamp: job.timestamp,
        finishedOn: job.finishedOn ?? null,
      })),
    ),
  );
  return lists.flat().sort((a, b) => (b.finishedOn ?? b.timestamp) - (a.finishedOn ?? a.timestamp));
}

/** Move one failed job back to waiting; 404 for an unknown queue or job, 409 when it is not failed (any more). */
export async function retryFailedJob(deps: AppDeps, queueName: string, id: string): Promise<void> {
  const queue = (QUEUE_NAMES as readonly string[]).includes(queueName) ? queuesOf(deps).get(queueName as QueueName) : undefined;
  const job = queue ? await queue.getJob(id) : undefined;
  if (!job) throw notFound('Job not found');
  if ((await job.getState()) !== 'failed') throw new ApiError('CONFLICT', 'Only a failed job can be retried');
  await job.retry('failed');
}
