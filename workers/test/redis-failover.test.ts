import { createLogger } from '@sdp/server/logger';
import { createApiRedis, redisTarget } from '@sdp/server/redis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { startPrivateSentinel } from './private-sentinel.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

// Issue 39 item 5 (docs/design.md §25, ADR 271, ADR 273): Redis behind Sentinel (Debian's redis-sentinel, a private primary, replica
// and sentinel on free ports). Quotes arrive before, during and after a failover; every e-mail goes once, none is lost, and the
// workers keep processing after it. The watchdog that replaces a worker which stops fetching is worker-watchdog.test.ts's.
const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '1000' });
const stand = useStandIns();
let redis: Awaited<ReturnType<typeof startPrivateSentinel>>;
let apiRedis: Redis;
let workers: RunningWorkers;

beforeAll(async () => {
  redis = await startPrivateSentinel();
  ctx.configure({ ...stand.env(), ...redis.env });
  apiRedis = createApiRedis(redisTarget(ctx.env));
  apiRedis.on('error', () => {});
  // NOTE: the app as production's API: its Redis (limits, relay nudges) found through the sentinel.
  ctx.app = ctx.appWith({ redis: apiRedis });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, watchdogIntervalMs: 250, watchdogStallAfterMs: 3_000, heartbeatEveryMs: 1_000 } });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  apiRedis?.disconnect();
  await redis?.stop();
});

async function requestQuote(label: string) {
  const body = quoteRequest(label);
  const res = await ctx.post('/api/quotes', body);
  expect(res.status).toBe(201);
  return body.customerEmail;
}
const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const quotesDone = () => count(ctx.sql`SELECT count(*)::int AS n FROM custom_quotes WHERE email_confirmation_sent AND email_notification_sent`);
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email)).length;
const doubledKeys = () => count(ctx.sql`SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM email_log WHERE status = 'sent' GROUP BY 1 HAVING count(*) > 1) d`);

describe('Redis failover through Sentinel', () => {
  it('loses and doubles nothing across a failover, and the workers keep processing after it', async () => {
    const before = await redis.primaryPort();
    const quotes: string[] = [];
    for (let i = 0; i < 4; i += 1) quotes.push(await requestQuote(`before-${i}`));
    await waitUntil(async () => (await quotesDone()) === 4, 20_000, 'work before the failover');
    const jobsBefore = await workers.queues.email.getJobCounts('completed');

    const failing = redis.failover();
    for (let i = 0; i < 4; i += 1) quotes.push(await requestQuote(`during-${i}`)); // the rows and their events are in PostgreSQL
    const after = await failing;
    const failedOverAt = Date.now();
    expect(after).not.toBe(before);
    for (let i = 0; i < 4; i += 1) quotes.push(await requestQuote(`after-${i}`));

    await waitUntil(async () => (await quotesDone()) === 12, 45_000, 'every quote mailed after the failover');
    await settle(800);
    // The heartbeat (ADR 262) sees workers that run but process nothing (bullmq#4378): one completed after the failover, so ready.
    await waitUntil(async () => {
      const res = await ctx.app.request('/api/ready');
      const body = (await res.json()) as { workers: { lastHeartbeatAt: string | null } };
      return res.status === 200 && body.workers.lastHeartbeatAt !== null && Date.parse(body.workers.lastHeartbeatAt) > failedOverAt;
    }, 30_000, 'a worker heartbeat after the failover, and /api/ready 200');
    const jobsAfter = await workers.queues.email.getJobCounts('completed', 'failed', 'wait', 'active');
    const lost = quotes.filter((email) => mailsTo(email) === 0).length;
    const doubled = quotes.filter((email) => mailsTo(email) > 1).length + (await doubledKeys());
    console.info(`failover drill: primary ${before} -> ${after}; e-mail jobs completed before ${jobsBefore.completed}, after ` +
      `${jobsAfter.completed} (failed ${jobsAfter.failed}, waiting ${jobsAfter.wait}, active ${jobsAfter.active}); quotes 12, ` +
      `customer mails ${quotes.reduce((n, email) => n + mailsTo(email), 0)}, lost ${lost}, doubled ${doubled}; workers replaced by the ` +
      `watchdog meanwhile ${JSON.stringify(workers.watchdog.replaced)}`);
    expect(lost).toBe(0);
    expect(doubled).toBe(0);
    for (const email of quotes) expect(mailsTo(email), email).toBe(1);
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'))).toHaveLength(12);
    expect(await count(ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE dispatched_at IS NULL`)).toBe(0);
  }, 90_000);

});
