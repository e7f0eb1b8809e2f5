import { createLogger } from '@sdp/server/logger';
import { createApiRedis } from '@sdp/server/redis';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { addSubscription } from './fixtures.ts';
import { startPrivateRedis } from './private-redis.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

const ctx = useTestContext();
const stand = useStandIns();
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let apiRedis: Redis;
let workers: RunningWorkers;
let app: TestContext['app'];

beforeAll(async () => {
  redis = await startPrivateRedis();
  ctx.configure({ ...stand.env(), REDIS_URL: redis.url });
  apiRedis = createApiRedis(redis.url);
  apiRedis.on('error', () => {});
  // NOTE: the API of this file talks to the private Redis too, so its nudges stop while that Redis is down, as in production.
  app = ctx.appWith({ redis: apiRedis });
  await addSubscription(ctx.sql, stand.zapier.hookUrl('outage'));
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST });
});
afterAll(async () => {
  await workers?.stop();
  apiRedis?.disconnect();
  await redis?.stop();
});

const submit = async (label: string) => {
  const body = quoteRequest(label);
  const res = await app.request('/api/quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return body.customerEmail;
};
const allDone = (n: number) => async () =>
  (await ctx.sql`SELECT count(*) FROM custom_quotes WHERE email_confirmation_sent AND email_notification_sent AND crm_synced_at IS NOT NULL`)[0]!.count === n;

describe('Redis stopped while quotes arrive, then started', () => {
  it('processes every event once Redis is back, none twice', async () => {
    const before = [await submit('before-1'), await submit('before-2')];
    await waitUntil(allDone(2), 30_000, 'quotes before the outage');

    await redis.stop();
    const during = [];
    for (let i = 0; i < 5; i += 1) during.push(await submit(`during-${i}`)); // the API keeps answering 201
    await settle(800); // a few sweeps fail against the dead Redis
    const [pending] = await ctx.sql`SELECT count(*) FROM outbox_events WHERE dispatched_at IS NULL`;
    expect(pending!.count).toBe(5);

    await redis.start();
    await waitUntil(allDone(7), 20_000, 'quotes after the outage');
    await stand.zapier.waitFor(() => stand.zapier.requests('outage').length >= 7, 30_000);
    await settle(600);

    for (const email of [...before, ...during]) {
      expect(stand.smtp.messages().filter((m) => m.to.includes(email)), email).toHaveLength(1);
    }
    expect(stand.smtp.messages().filter((m) => m.to.includes('staff@sdpumpkin.com'))).toHaveLength(7);
    expect(stand.crm.calls().filter((c) => c.path.endsWith('/batch/upsert'))).toHaveLength(7);
    expect(stand.zapier.requests('outage')).toHaveLength(7);
    const [dupes] = await ctx.sql`SELECT count(*) FROM (SELECT idempotency_key FROM email_log WHERE status = 'sent' GROUP BY 1 HAVING count(*) > 1) d`;
    expect(dupes!.count).toBe(0);
  });
});
