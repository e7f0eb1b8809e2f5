import { startOtlpSink, type OtlpSink, type SinkSpan } from '@sdp/dev/otlp-sink/server';
import { startSentrySink, type SentrySink } from '@sdp/dev/sentry-sink/server';
import { startSmsEmulator, type SmsEmulator } from '@sdp/dev/sms-emulator/server';
import { createLogger } from '@sdp/server/logger';
import { bullPrefix } from '@sdp/server/queues';
import { flushErrors, startErrorReporting, stopErrorReporting } from '@sdp/server/tracing/errors';
import { startTracing, stopTracing } from '@sdp/server/tracing/tracing';
import type { Sql } from '@sdp/server/db/sql';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../api/test/harness.ts';
import { postSignedWebhook, stripeEvent, useStripeEmulator } from '../../api/test/stripe-emulator.ts';
import { orderPayload, orderRow } from '../../api/test/stripe-order-fixtures.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { inboundText, textConsent, TWILIO_TEST } from '../../api/test/text-fixtures.ts';
import { addDays } from '@sdp/shared/pacific-time';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, quoteRequest, settle, useStandIns, waitUntil } from './stand-ins.ts';

// Issue 39 (docs/design.md §25): one trace from a request through its outbox event to each job, with no personal data in any
// span; errors reported once to a Sentry-protocol sink; readiness that fails when the workers stop processing; Prometheus metrics.
const METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';
const ctx = useTestContext();
const stand = useStandIns();
const stripe = useStripeEmulator(ctx, { webhooks: false });
let otlp: OtlpSink;
let sentry: SentrySink;
let sms: SmsEmulator;
let workers: RunningWorkers;
// The clock the workers' heartbeat and the API's readiness read (server/src/clock.ts): the test moves it, never today's date.
let now = new Date('2026-10-03T16:00:00Z');
const clock = () => now;

beforeAll(async () => {
  [otlp, sentry, sms] = await Promise.all([
    startOtlpSink(), startSentrySink({ project: '7' }),
    startSmsEmulator({ accountSid: TWILIO_TEST.TWILIO_ACCOUNT_SID, authToken: TWILIO_TEST.TWILIO_AUTH_TOKEN, inboundUrl: null }),
  ]);
  // NOTE: before the app and the workers are built: both read whether tracing is on when they start.
  await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url }, 'sdpumpkin-test');
  await startErrorReporting({ SENTRY_DSN: sentry.dsn, SENTRY_RELEASE: 'sdpumpkin@test-39', NODE_ENV: 'test' }, 'test');
  ctx.configure({ ...stand.env(), ...TWILIO_TEST, TWILIO_API_URL: sms.url, CRM_PROVIDER: 'none', METRICS_TOKEN });
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: { ...FAST, heartbeatEveryMs: 250 }, now: clock });
  await workers.schedulesRegistered;
});
afterAll(async () => {
  await workers?.stop();
  await stopTracing();
  await stopErrorReporting();
  await Promise.all([otlp?.close(), sentry?.close(), sms?.close()]);
});

const ORDER_EMAIL = `trace.jane.${Date.now().toString(36)}@example.com`;
const ORDER_PHONE = '(858) 555-0142';
// NOTE: a number of its own: the order above gave (858) 555-0142 to a household that did not agree to texts.
const RENEWAL_PHONE = '+16195550143';

/** Everything a span says, as one text: its name, its attributes, its events' names and attributes, its status message. */
const spanText = (span: SinkSpan) => JSON.stringify([span.name, span.attributes, span.events, span.status.message ?? '']);

describe('traces (OTLP/HTTP JSON to the sink in dev/)', () => {
  let quoteEmail = '';
  let orderTrace = '';

  it('follow a quote from its request through the relay to each e-mail job, in one trace', async () => {
    const body = quoteRequest('trace');
    quoteEmail = body.customerEmail;
    expect((await ctx.post('/api/quotes', body)).status).toBe(201);
    const spans = await otlp.waitFor((all) => all.some((s) => s.name === 'process email.quote_confirmation') && all.some((s) => s.name === 'process email.quote_notification'));
    const request = spans.find((s) => s.name === 'POST /api/quotes')!;
    expect(request).toBeDefined();
    const trace = spans.filter((s) => s.traceId === request.traceId);
    const relay = trace.find((s) => s.name === 'outbox relay quote.created')!;
    expect(relay.parentSpanId).toBe(request.spanId);
    for (const job of ['process email.quote_confirmation', 'process email.quote_notification']) {
      expect(trace.find((s) => s.name === job)?.parentSpanId).toBe(relay.spanId);
    }
    expect(request.attributes['http.route']).toBe('/api/quotes');
    expect(request.attributes['http.response.status_code']).toBe(201);
  });

  it('follow an order from the deposit webhook through the relay to the recap e-mail', async () => {
    const created = await readJson(await ctx.post('/api/orders', await orderPayload(ctx, { customerEmail: ORDER_EMAIL, customerPhone: ORDER_PHONE })));
    expect((await ctx.post(`/api/orders/${created.orderId}/update-payment`, {}, { 'x-order-secret': created.orderSecret })).status).toBe(200);
    const { stripe_payment_intent_id: intentId } = await orderRow(ctx, created.orderId);
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId);
    const paid = stripeEvent('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount });
    expect((await postSignedWebhook(ctx, paid)).status).toBe(200);
    await waitUntil(async () => (await orderRow(ctx, created.orderId)).email_recap_sent, 15_000, 'the recap e-mail');
    const spans = await otlp.waitFor((all) => all.some((s) => s.name === 'process email.order_recap'));
    const recap = spans.find((s) => s.name === 'process email.order_recap')!;
    const trace = spans.filter((s) => s.traceId === recap.traceId);
    const webhook = trace.find((s) => s.name === 'POST /api/stripe/webhook')!;
    const relay = trace.find((s) => s.name === 'outbox relay order.deposit_paid')!;
    expect(relay.parentSpanId).toBe(webhook.spanId);
    expect(recap.parentSpanId).toBe(relay.spanId);
    orderTrace = otlp.traceTree(recap.traceId);
    console.log(`one order's trace (request -> relay -> jobs):\n${orderTrace}`);
  });

  it('follow a staff request through the relay to the text it sends (beside the e-mail), in one trace', async () => {
    // Last season's porch of a household that agreed to texts: "Send renewal offers" e-mails it its offer and texts the link
    // beside the e-mail (docs/design.md §18, §19); the relay records the text and plans its send job (routeMessages).
    const [season] = await ctx.sql<{ delivery_dates: string[] }[]>`SELECT delivery_dates FROM season ORDER BY year DESC LIMIT 1`;
    const porch = await insertMessageOrder(ctx.sql, { deliveryDate: addDays([...season!.delivery_dates].sort()[0]!, -364), status: 'completed', deliveredAt: '2025-10-01T17:00:00Z' });
    await textConsent(ctx.sql, porch.orderId, RENEWAL_PHONE);
    const { cookie } = await signedIn(ctx, 'admin');
    const sent = await call(ctx, 'POST', '/api/admin/renewals/send', { cookie });
    expect(sent.status).toBe(200);
    expect((await sent.json()).offered).toBeGreaterThanOrEqual(1);
    await waitUntil(() => sms.messages().some((m) => m.to === RENEWAL_PHONE), 40_000, 'the renewal text at the SMS stand-in');
    const spans = await otlp.waitFor((all) => all.some((s) => s.name === 'process texts.send') && all.some((s) => s.name === 'process email.renewal_offer'));
    const text = spans.find((s) => s.name === 'process texts.send')!;
    const trace = spans.filter((s) => s.traceId === text.traceId);
    const request = trace.find((s) => s.name === 'POST /api/admin/renewals/send')!;
    const relay = trace.find((s) => s.name === 'outbox relay renewal.offered')!;
    expect(request).toBeDefined();
    expect(relay.parentSpanId).toBe(request.spanId);
    expect(text.parentSpanId).toBe(relay.spanId);
    expect(trace.find((s) => s.name === 'process email.renewal_offer')?.parentSpanId).toBe(relay.spanId);
    expect(sms.messages().filter((m) => m.to === RENEWAL_PHONE)).toHaveLength(1);
    console.log(`one renewal's trace (request -> relay -> e-mail and text jobs):\n${otlp.traceTree(text.traceId)}`);
  }, 60_000);

  it('carry no e-mail, phone, card or token in any span after an order, a quote and a text', async () => {
    expect((await inboundText(ctx, '+18585550142', 'Hi, is my delivery still on Saturday? jane@example.com')).status).toBeLessThan(300);
    await settle(1_500); // the batch processor exports at most every second
    const spans = otlp.spans();
    expect(spans.length).toBeGreaterThan(10);
    expect(spans.some((s) => s.name === 'POST /api/sms/inbound')).toBe(true);
    const leaks = spans.map(spanText).filter((text) =>
      /[\w.+-]+@[\w-]+\.[\w.]+/.test(text) || /858.?555.?0142|619.?555.?0100|858.?555.?0100|619.?555.?0143/.test(text) || /4242.?4242.?4242.?4242/.test(text)
      || /[A-Za-z0-9_-]{22,27}\.[A-Za-z0-9_-]{43}/.test(text) || /(sk|pk|whsec)_test_\w+/.test(text) || text.includes(METRICS_TOKEN));
    expect(leaks).toEqual([]);
    expect(spans.map(spanText).join('\n')).not.toContain(quoteEmail);
  });
});

describe('errors (Sentry envelopes to the sink in dev/)', () => {
  it('report an unhandled error in a request once, with its request id and the release, and nothing personal', async () => {
    const failing = new Error(`insert refused for ${ORDER_EMAIL} (858) 555-0142`);
    // NOTE: each query's rejection is marked handled (as postgres.js's are), so only the route's own error is unhandled.
    const refused = () => {
      const query = Promise.reject(failing);
      query.catch(() => {});
      return query;
    };
    const broken = new Proxy(ctx.sql, { apply: refused }) as Sql;
    const res = await ctx.appWith({ sql: broken }).request(`/api/season?email=${encodeURIComponent(ORDER_EMAIL)}`);
    expect(res.status).toBe(500);
    await flushErrors();
    const items = await sentry.waitFor((all) => all.some((i) => i.type === 'event' && JSON.stringify(i.payload).includes('insert refused')));
    await settle(500);
    const events = sentry.events().filter((e) => JSON.stringify(e).includes('insert refused'));
    expect(events).toHaveLength(1);
    const [event] = events as { tags: Record<string, string>; release: string; exception: { values: { value: string }[] } }[];
    expect(event!.release).toBe('sdpumpkin@test-39');
    expect(event!.tags).toMatchObject({ route: '/api/season', method: 'GET' });
    expect(event!.tags.request_id).toMatch(/^[\w-]{8,}$/);
    expect(event!.exception.values[0]!.value).toBe('insert refused for [email] [phone]');
    const everything = JSON.stringify(items);
    expect(everything).not.toContain(ORDER_EMAIL);
    expect(everything).not.toMatch(/555.?0142/);
  });

  it('report a job that failed for good once, with its job id and the release', async () => {
    const queue = new Queue('scheduled', { connection: ctx.redis, prefix: bullPrefix(ctx.env.REDIS_PREFIX) });
    await queue.add('no-such-task', {}, { jobId: 'telemetry-test-failing-job', attempts: 1 });
    await flushErrors();
    await sentry.waitFor((all) => all.some((i) => JSON.stringify(i.payload).includes('telemetry-test-failing-job')));
    await settle(800);
    const events = sentry.events().filter((e) => JSON.stringify(e).includes('telemetry-test-failing-job')) as { tags: Record<string, string>; release: string }[];
    expect(events).toHaveLength(1);
    expect(events[0]!.tags).toMatchObject({ job_id: 'telemetry-test-failing-job', queue: 'scheduled', job: 'no-such-task' });
    expect(events[0]!.release).toBe('sdpumpkin@test-39');
  });
});

describe('readiness (GET /api/ready)', () => {
  const ready = async () => {
    const res = await ctx.appWith({ now: clock }).request('/api/ready');
    return { status: res.status, body: await readJson(res) };
  };

  it('is 200 while the workers complete their heartbeat, 503 once none completed in 2 minutes, 200 again when they resume', async () => {
    await waitUntil(async () => (await ready()).status === 200, 10_000, 'ready');
    const first = await ready();
    expect(first.body).toMatchObject({ postgres: 'ok', redis: 'ok', workers: { status: 'ok', lastHeartbeatAt: now.toISOString() } });

    // The worker stalls: it runs, but processes nothing (as a BullMQ worker after a Redis failover, taskforcesh/bullmq#4378).
    await workers.queues.scheduled.pause();
    await settle(600); // a heartbeat job in flight when the pause came finishes now
    now = new Date(now.getTime() + 2 * 60_000 + 1_000);
    await settle(700); // several heartbeat intervals pass: none is processed
    const stalled = await ready();
    expect(stalled.status).toBe(503);
    expect(stalled.body.workers.status).toBe('stalled');
    expect(new Date(stalled.body.workers.lastHeartbeatAt).getTime()).toBeLessThan(now.getTime() - 2 * 60_000);

    await workers.queues.scheduled.resume();
    await waitUntil(async () => (await ready()).status === 200, 10_000, 'ready again');
    expect((await ready()).body.workers.lastHeartbeatAt).toBe(now.toISOString());
  });

  it('is 503 when PostgreSQL does not answer, while /api/health stays the liveness probe', async () => {
    const down = new Proxy(ctx.sql, { apply: () => Promise.reject(new Error('connection refused')) }) as Sql;
    const res = await ctx.appWith({ sql: down, now: clock }).request('/api/ready');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({ postgres: 'down', workers: { lastHeartbeatAt: null } });
    expect((await ctx.app.request('/api/health')).status).toBe(200);
  });
});

describe('metrics (GET /api/metrics, Prometheus text)', () => {
  it('is refused without the token or an admin, and served with the bearer token', async () => {
    expect((await ctx.app.request('/api/metrics')).status).toBe(401);
    expect((await ctx.app.request('/api/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' } })).status).toBe(401);
    const res = await ctx.app.request('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests by route pattern with the other API processes, and reads queues, outbox, payments and messages cluster-wide', async () => {
    // Another API process's published histogram (as publishRequestMetrics writes it every 10 s): added to this one's.
    const other = { at: Date.now(), metrics: [{ name: 'http_request_duration_seconds', help: 'x', type: 'histogram', aggregator: 'sum',
      values: [{ labels: { method: 'GET', route: '/api/orders/:id', status: 200, le: '+Inf' }, value: 5, metricName: 'http_request_duration_seconds_bucket' },
        { labels: { method: 'GET', route: '/api/orders/:id', status: 200 }, value: 5, metricName: 'http_request_duration_seconds_count' },
        { labels: { method: 'GET', route: '/api/orders/:id', status: 200 }, value: 0.5, metricName: 'http_request_duration_seconds_sum' }] }] };
    await ctx.redis.hset(`${ctx.env.REDIS_PREFIX}:metrics:http`, 'other-host:1:abcdef', JSON.stringify(other));
    const text = await (await ctx.app.request('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/quotes",status="201"\} [1-9]/);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="200"} 5');
    expect(text).not.toMatch(/route="\/api\/orders\/[0-9a-f]{8}-/); // a pattern, never a raw path
    expect(text).toMatch(/queue_jobs\{queue="email",state="completed"\} [1-9]/);
    expect(text).toMatch(/queue_jobs\{queue="scheduled",state="failed"\} [1-9]/);
    expect(text).toMatch(/queue_oldest_waiting_seconds\{queue="email"\} \d/);
    expect(text).toMatch(/^outbox_lag_seconds \d/m);
    expect(text).toMatch(/payments_total\{kind="payment_intent",outcome="succeeded"\} [1-9]/);
    expect(text).toMatch(/messages_total\{channel="email",outcome="sent"\} [3-9]/);
  });
});
