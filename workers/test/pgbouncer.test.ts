import { createSql, poolRoute, type Sql } from '@sdp/server/db/sql';
import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { postSignedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../api/test/stripe-emulator.ts';
import { orderPayload, PACKAGE, readJson } from '../../api/test/stripe-order-fixtures.ts';
import { parseEnv } from '@sdp/server/env';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { startPrivatePgBouncer } from './private-pgbouncer.ts';
import { FAST, settle, useStandIns, waitUntil } from './stand-ins.ts';

// Issue 39 item 5 (docs/design.md §25, ADR 272): the API and the workers through PgBouncer in transaction mode (Debian's pgbouncer,
// private, on a free port). What breaks there: statements prepared by one client found (or not) on a server connection another
// client gets. What the app does about it: DATABASE_PREPARE=false, and the catalog cache's LISTEN on DATABASE_DIRECT_URL.
const ctx = useTestContext({ PUBLIC_POST_RATE_LIMIT: '1000' });
const stand = useStandIns();
let bouncer: Awaited<ReturnType<typeof startPrivatePgBouncer>>;
let viaBouncer: Sql;
let workers: RunningWorkers;
let app: ReturnType<typeof ctx.appWith>;

beforeAll(async () => {
  // NOTE: server connections enough for the workers' held ones (found here: with 2, the recap and the deposit notice each held one
  // in its one-sender transaction and waited for another, for good; docs/operations.md "Several processes").
  bouncer = await startPrivatePgBouncer(ctx.databaseUrl, { poolSize: 8 });
  ctx.configure({
    ...stand.env(), STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_API_URL: 'http://127.0.0.1:9', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  const parsed = parseEnv({
    ...Object.fromEntries(Object.entries(ctx.env).map(([key, value]) => [key, String(value)])),
    NODE_ENV: 'test', TRUST_PROXY: '0', DATABASE_URL: bouncer.urlOf(ctx.databaseUrl), DATABASE_PREPARE: 'false', DATABASE_DIRECT_URL: ctx.databaseUrl,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const env = parsed.env;
  viaBouncer = createSql(env.DATABASE_URL, { max: 3, ...poolRoute(env) });
  app = ctx.appWith({ env, sql: viaBouncer });
  workers = await startWorkers({ env, logger: createLogger('silent'), tuning: FAST });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await viaBouncer?.end({ timeout: 5 });
  await bouncer?.stop();
});

const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('through PgBouncer in transaction mode', () => {
  it('breaks a prepared statement that a transaction runs on another server connection (why DATABASE_PREPARE=false)', async () => {
    // NOTE: one process's statement, prepared on the server connection it got, then run in a transaction PgBouncer gives another
    // server connection (a second client holds the first): "prepared statement ... does not exist", and postgres.js cannot retry
    // inside the transaction. Every order, payment and mail runs such transactions.
    // A bouncer of its own, two server connections and no other client: the workers' traffic through the shared one sometimes handed
    // the statement's own connection back to the transaction, and nothing broke (CI, once).
    const own = await startPrivatePgBouncer(ctx.databaseUrl, { poolSize: 2 });
    const attempt = async (prepare: boolean) => {
      const [a, holder] = [createSql(own.urlOf(ctx.databaseUrl), { max: 1, prepare }), createSql(own.urlOf(ctx.databaseUrl), { max: 1, prepare })];
      try {
        await Promise.all([holder.begin((tx) => tx`SELECT pg_sleep(0.2)`), a`SELECT 1 AS warm`]); // both server connections open
        const outcomes: string[] = [];
        for (let k = 0; k < 3; k += 1) {
          await a`SELECT ${k}::int AS n`;
          outcomes.push(await holder.begin(async (hold) => {
            await hold`SELECT 1`;
            return a.begin(async (tx) => String((await tx`SELECT ${k}::int AS n`)[0]!.n)).catch((err: Error) => err.message);
          }));
        }
        return outcomes;
      } finally {
        await Promise.all([a.end({ timeout: 1 }), holder.end({ timeout: 1 })]);
      }
    };
    try {
      expect((await attempt(true)).every((outcome) => /prepared statement .* does not exist/.test(outcome))).toBe(true);
      expect(await attempt(false)).toEqual(['0', '1', '2']);
    } finally {
      await own.stop();
    }
  });

  it('takes an order, its payment and relays its jobs, each mail once', async () => {
    const email = `bouncer.${Date.now().toString(36)}@example.com`;
    const created = await post('/api/orders', await orderPayload(ctx, { customerEmail: email }));
    expect(created.status).toBe(201);
    const { orderId } = await readJson(created);
    const paid = await postSignedWebhook({ ...ctx, app } as typeof ctx, stripeEvent('payment_intent.succeeded', {
      id: `pi_bouncer_${Date.now().toString(36)}`, object: 'payment_intent', amount: 54_750, currency: 'usd', status: 'succeeded', metadata: { orderId },
    }));
    expect(await readJson(paid)).toMatchObject({ result: 'changed' });
    await waitUntil(async () => (await ctx.sql`SELECT 1 FROM orders WHERE id = ${orderId} AND email_recap_sent AND crm_synced_at IS NOT NULL`).length, 30_000, 'recap and CRM through the pooler');
    await settle(600);
    expect(stand.smtp.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(stand.smtp.messages().filter((m) => m.subject.startsWith('Deposit paid:'))).toHaveLength(1);
    const [row] = await ctx.sql<{ status: string }[]>`SELECT status FROM orders WHERE id = ${orderId}`;
    expect(row!.status).toBe('deposit_paid');
    expect((await ctx.sql`SELECT 1 FROM outbox_events WHERE dispatched_at IS NULL`).length).toBe(0);
  }, 60_000);

  it("drops the catalog cache after an edit made elsewhere: its LISTEN is on the direct connection", async () => {
    const names = async () => ((await (await app.request('/api/packages')).json()) as { id: string; name: string }[]).find((p) => p.id === PACKAGE.goldenHarvest)!.name;
    const before = await names();
    await ctx.sql`UPDATE packages SET name = ${`${before} (edited)`} WHERE id = ${PACKAGE.goldenHarvest}`;
    const at = Date.now();
    await waitUntil(async () => (await names()) === `${before} (edited)`, 15_000, 'the edit served through the pooler');
    console.log(`catalog edit served through the pooler after ${Date.now() - at} ms`);
  });
});
