import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import postgres from 'postgres';
import { startSmsEmulator } from '../../dev/src/sms-emulator/server.ts';
import { listenHttp } from '../../dev/src/lib/listen-http.ts';
import { createApp } from '../../api/src/app.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { seedReferenceData } from '../../api/src/db/seed/seed.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { throwAwayAppRole } from '../../api/test/app-role.ts';
import { fixedClock } from '@sdp/server/clock';
import { createSql } from '@sdp/server/db/sql';
import { parseEnv } from '@sdp/server/env';
import { createLogger } from '@sdp/server/logger';
import { Redis } from 'ioredis';
import { queueDueMessages } from '../../workers/src/jobs/scheduled-messages/queue-due-messages.ts';
import { startWorkers } from '../../workers/src/start-workers.ts';
import { median, ms, percentile } from './stats.ts';

// Issue 28 figures with the SMS stand-in, on a throw-away database: (1) how fast delivery reminders become texts (queued, then
// taken by the stand-in, through the relay and the workers), and (2) inbound-to-stored latency: a customer's "C" posted by the
// stand-in, signed, to the API, until the text and its timeline entry are committed (the webhook answers after the commit).
// Run: `BENCH_ONLY=texts make bench` or `npx tsx bench/src/texts.ts` (about a minute). Writes bench/results/texts.json.
const ORDERS = Number(process.env.BENCH_TEXTS ?? 500);
const INBOUND = Number(process.env.BENCH_INBOUND ?? 300);
const AT = '2026-10-03T16:00:00Z'; // Saturday 09:00 PDT: reminders for Monday 2026-10-05 are due, inside 08:00-21:00

const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sdpumpkin');
const name = `sdp_bench_texts_${randomBytes(4).toString('hex')}`;
const admin = postgres({ host: base.hostname, port: Number(base.port || 5432), user: base.username || 'postgres', database: 'postgres', max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;
// NOTE: migrated and seeded as the owner; the app, the workers and the sweep log in as an app role of the run's own (ADR 250).
const owner = createSql(dbUrl.toString(), { max: 1 });
await migrate(owner);
await seedReferenceData(owner, { season: 'next', resetSeason: true });
const appRole = await throwAwayAppRole(owner, name);
await owner.end();
const sql = createSql(appRole.url(name), { max: 10 });
const redisPrefix = `sdp-bench-texts:${randomBytes(4).toString('hex')}`;
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
try {
  const sms = await startSmsEmulator({ authToken: 'bench-token', inboundUrl: null });
  // NOTE: the app needs the API's own URL (PUBLIC_URL, which Twilio signs), so it is made once the port is known.
  const serving: { app?: ReturnType<typeof createApp> } = {};
  const api = await listenHttp({ fetch: (req) => serving.app!.fetch(req) }, 0);
  const parsed = parseEnv({
    ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: dbUrl.toString(), REDIS_PREFIX: redisPrefix, PUBLIC_URL: api.url,
    TWILIO_ACCOUNT_SID: sms.accountSid, TWILIO_AUTH_TOKEN: sms.authToken, TWILIO_FROM: '+16195550100', TWILIO_API_URL: sms.url,
    SMTP_URL: 'smtp://127.0.0.1:1', WORKER_CONCURRENCY: '8',
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const env = parsed.env;
  const logger = createLogger('silent');
  serving.app = createApp({ env, sql, redis, stripe: null, logger, now: fixedClock(AT) });

  // (1) ORDERS reminders due at once, each to a consenting household with its own number.
  for (let i = 0; i < ORDERS; i += 1) {
    const { orderId } = await insertMessageOrder(sql, { deliveryDate: '2026-10-05' });
    const phone = `+1619${String(2000000 + i).padStart(7, '0')}`;
    await sql`UPDATE orders SET customer_phone = ${phone}, text_consent_words = 'bench', text_consent_at = now() WHERE id = ${orderId}`;
  }
  const workers = await startWorkers({ env, logger, now: fixedClock(AT) });
  const started = performance.now();
  await queueDueMessages({ sql, redis, redisPrefix, logger, now: fixedClock(AT) }, 'delivery_reminder');
  let queuedAt = 0;
  for (;;) {
    const [row] = await sql<{ queued: number; sent: number }[]>`
      SELECT count(*)::int AS queued, count(twilio_sid)::int AS sent FROM text_messages WHERE kind = 'delivery_reminder'`;
    if (!queuedAt && row!.queued === ORDERS) queuedAt = performance.now();
    if (row!.sent === ORDERS) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const sentAt = performance.now();
  const queuedPerSecond = ORDERS / ((queuedAt - started) / 1000);
  const sentPerSecond = ORDERS / ((sentAt - started) / 1000);

  // (2) Inbound "C" from those numbers, one at a time, each answered after its text and timeline entry are committed.
  await sms.idle();
  const times: number[] = [];
  const inboundSms = await startSmsEmulator({ accountSid: sms.accountSid, authToken: sms.authToken, inboundUrl: `${api.url}/api/sms/inbound` });
  for (let i = 0; i < INBOUND; i += 1) {
    const from = `+1619${String(2000000 + (i % ORDERS)).padStart(7, '0')}`;
    const t0 = performance.now();
    const res = await inboundSms.inbound({ from, to: '+16195550100', body: 'C' });
    if (res.status !== 200) throw new Error(`inbound answered ${res.status}: ${res.body}`);
    times.push(performance.now() - t0);
  }
  const [timeline] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM order_timeline WHERE detail->>'action' = 'confirm_delivery'`;
  // NOTE: each "C" came from another household's number, so each must have confirmed its own delivery: a latency of texts that
  // were not stored would be no figure at all.
  if (timeline!.n !== INBOUND) throw new Error(`${INBOUND} texts posted but ${timeline!.n} timeline entries stored`);
  await workers.stop();
  await Promise.all([sms.close(), inboundSms.close(), api.close()]);

  const result = {
    at: new Date().toISOString(),
    texts: { orders: ORDERS, queuedPerSecond: Math.round(queuedPerSecond), sentPerSecond: Math.round(sentPerSecond) },
    inbound: { count: INBOUND, timelineEntries: timeline!.n, p50: median(times), p99: percentile(times, 99), max: Math.max(...times) },
  };
  console.log(`texts: ${ORDERS} reminders queued at ${result.texts.queuedPerSecond}/s, taken by the stand-in at ${result.texts.sentPerSecond}/s (sweep to last sid)`);
  console.log(`inbound C -> stored with its timeline entry: p50 ${ms(result.inbound.p50)}, p99 ${ms(result.inbound.p99)} over ${INBOUND} texts (${timeline!.n} timeline entries)`);
  const results = new URL('../results/', import.meta.url);
  mkdirSync(results, { recursive: true });
  writeFileSync(new URL('texts.json', results), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await sql.end({ timeout: 5 });
  const keys = await redis.keys(`${redisPrefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await appRole.drop();
}
