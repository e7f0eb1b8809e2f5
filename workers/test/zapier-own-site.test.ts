import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { addSubscription } from './fixtures.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';

// Issue 35, item 7 (ADR 163): a hook stored before the subscribe check knew better (or written by hand) that is aimed at this
// site under another spelling is refused at delivery, by address, even with WEBHOOK_ALLOW_PRIVATE_TARGETS (tests, local runs).
// The Zapier sink stands in for our own API: PORT is its port.
const ctx = useTestContext();
const stand = useStandIns();
let workers: RunningWorkers;

beforeAll(async () => {
  ctx.configure({ ...stand.env(), PORT: new URL(stand.zapier.hookUrl('x')).port });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
});
afterAll(() => workers?.stop());

describe('a Zapier hook aimed at this site under another spelling', () => {
  it('is refused at delivery, once, and never reaches the site', async () => {
    const mapped = stand.zapier.hookUrl('mapped').replace('127.0.0.1', '[::ffff:127.0.0.1]');
    const id = await addSubscription(ctx.sql, mapped, 'waitlist.joined');
    expect((await ctx.post('/api/waitlist', { name: 'Loop Person', email: 'loop@example.com' })).status).toBe(201);
    const [row] = await waitUntil(async () => {
      const rows = await ctx.sql<{ status: string; error: string }[]>`SELECT status, error FROM webhook_deliveries WHERE subscription_id = ${id}`;
      return rows.length > 0 ? rows : null;
    });
    expect(row).toEqual({ status: 'failed', error: 'Webhook URL points to this site itself: a hook there would call itself in a loop' });
    expect(stand.zapier.requests('mapped')).toHaveLength(0);
    // Permanent: not retried.
    expect(await workers.queues.zapier.getFailedCount()).toBe(1);
  });
});
