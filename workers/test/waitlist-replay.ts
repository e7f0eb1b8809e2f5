import type { Job } from 'bullmq';
import { expect } from 'vitest';
import type { TestContext } from '../../api/test/harness.ts';
import type { RunningWorkers } from '../src/start-workers.ts';
import { waitUntil } from './stand-ins.ts';

/**
 * Run the e-mail job of a waitlist entry's event again, as a retry or a replayed event would (ADR 148), and wait until it has
 * finished either way (a loaded CI machine can take well over 10 s); it must complete. Returns the finished job.
 */
export async function replayWaitlistEmail(ctx: TestContext, workers: RunningWorkers, replay: {
  eventType: 'waitlist.joined' | 'waitlist.spots_opened'; kind: string; email: string; jobSuffix: string;
}): Promise<Job> {
  const [event] = await ctx.sql<{ id: string; entry_id: string }[]>`
    SELECT e.id, w.id AS entry_id FROM outbox_events e JOIN waitlist_entries w ON w.id::text = e.payload->>'entryId'
    WHERE e.type = ${replay.eventType} AND w.email = ${replay.email}`;
  const data = { eventId: event!.id, kind: replay.kind, subject: { type: 'waitlist', id: event!.entry_id }, enqueuedAt: Date.now() };
  const job = await workers.queues.email.add(replay.kind, data, { jobId: `${event!.id}:email:${replay.jobSuffix}` });
  const state = await waitUntil(async () => { const s = await job.getState(); return s === 'completed' || s === 'failed' ? s : null; }, 30_000, 'replayed job');
  const finished = (await workers.queues.email.getJob(job.id!))!;
  expect(state, finished.failedReason).toBe('completed');
  return finished;
}
