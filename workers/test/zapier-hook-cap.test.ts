import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { addSubscription } from './fixtures.ts';
import { FAST, settle, useStandIns } from './stand-ins.ts';

// The per-hook delivery cap (issue 25, item 19) with the real workers and the dev/ Zapier sink. The window is shortened to
// 1.5 s (tuning) so the test proves "excess waits for the next window" without waiting a minute.
const ctx = useTestContext();
const stand = useStandIns();
const CAP = { limit: 3, windowMs: 1_500 };
let workers: RunningWorkers;

beforeAll(async () => {
  ctx.configure(stand.env());
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, hookDeliveryCap: CAP } });
});
afterAll(() => workers?.stop());

describe('a burst of events for one Zapier hook', () => {
  it('is delivered in full, at most the cap per window: the excess waits, is not dropped and uses up no attempt', async () => {
    const capped = await addSubscription(ctx.sql, stand.zapier.hookUrl('capped'), 'waitlist.joined');
    const burst = 8;
    // NOTE: the windows are fixed (floor(now / windowMs)); a burst begun near a window's end could see its first delivery's HTTP
    // request land after the last one's by a few ms, shortening the measured span below one window. Begin at a window's start.
    await settle(CAP.windowMs - (Date.now() % CAP.windowMs) + 20);
    for (let i = 0; i < burst; i++) {
      expect((await ctx.post('/api/waitlist', { name: 'Burst Person', email: `burst${i}@example.com` })).status).toBe(201);
    }
    // Within the first window only the cap arrives.
    await stand.zapier.waitFor(() => stand.zapier.requests('capped').length >= CAP.limit);
    await settle(300);
    const early = stand.zapier.requests('capped').length;
    expect(early).toBeLessThan(burst);

    await stand.zapier.waitFor(() => stand.zapier.requests('capped').length === burst, 15_000);
    await settle();
    const arrivals = stand.zapier.requests('capped').map((r) => Date.parse(r.at)).sort((a, b) => a - b);
    expect(arrivals).toHaveLength(burst);
    expect(new Set(stand.zapier.requests('capped').map((r) => (r.body as { id: string }).id)).size).toBe(burst);
    // 8 deliveries at 3 per window need three windows: the burst is spread over more than one window's length.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(CAP.windowMs);
    const rows = await ctx.sql`SELECT attempt, status FROM webhook_deliveries WHERE subscription_id = ${capped}`;
    expect(rows).toHaveLength(burst);
    expect(rows.every((r) => r.attempt === 1 && r.status === 'delivered')).toBe(true);
    const failed = await workers.queues.zapier.getFailedCount();
    expect(failed).toBe(0);
  });
});
