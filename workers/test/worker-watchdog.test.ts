import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

// Issue 39 item 5 (ADR 273): taskforcesh/bullmq#4378: a worker keeps running (`isRunning()` true), emits nothing and fetches no job,
// forever. The watchdog finds it by what it does (jobs wait, it is ready, holds none and started none) and replaces it.
const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '1000' });
const stand = useStandIns();
let workers: RunningWorkers;

beforeAll(async () => {
  ctx.configure(stand.env());
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, watchdogIntervalMs: 250, watchdogStallAfterMs: 1_500 } });
});
afterAll(() => workers?.stop());

const quotesDone = async () => (await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM custom_quotes WHERE email_confirmation_sent AND email_notification_sent`)[0]!.n;

describe('a worker that keeps running and fetches nothing (bullmq#4378)', () => {
  it('is replaced by the watchdog, and its jobs are done once', async () => {
    const warm = quoteRequest('watchdog-warm');
    expect((await ctx.post('/api/quotes', warm)).status).toBe(201);
    await waitUntil(async () => (await quotesDone()) === 1, 20_000, 'the first quote mailed');
    const stuck = workers.workers().email;
    // NOTE: the symptom, made on purpose: the worker stays "running", its next wait for a job never returns, and its blocking
    // connection is cut so the wait it is in now ends. It emits nothing and takes no job, as in the issue.
    Object.assign(stuck, { waitForJob: () => new Promise(() => {}) });
    await (stuck as unknown as { backend: { disconnectBlocking(wait: boolean): Promise<void> } }).backend.disconnectBlocking(false);
    expect(stuck.isRunning()).toBe(true);
    const quotes = [quoteRequest('watchdog-0'), quoteRequest('watchdog-1')];
    for (const body of quotes) expect((await ctx.post('/api/quotes', body)).status).toBe(201);
    await waitUntil(() => (workers.watchdog.replaced.email ?? 0) >= 1, 20_000, 'the watchdog to replace the stuck worker');
    expect(workers.workers().email).not.toBe(stuck);
    await waitUntil(async () => (await quotesDone()) === 3, 30_000, 'the mails after the replacement').catch(async (err: Error) => {
      throw new Error(`${err.message}: quotes done ${await quotesDone()}, e-mail jobs ${JSON.stringify(await workers.queues.email.getJobCounts())}, ` +
        `replaced ${JSON.stringify(workers.watchdog.replaced)}`);
    });
    await settle(500);
    for (const body of quotes) expect(stand.smtp.messages().filter((m) => m.to.includes(body.customerEmail)), body.customerEmail).toHaveLength(1);
    expect(workers.watchdog.replaced.email).toBe(1);
  }, 60_000);
});
