import { listenHttp } from '@sdp/dev/lib/listen-http';
import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import type { ScheduledOrderMessage } from '@sdp/shared';
import type { OrderTextsResponse } from '@sdp/shared/wire-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertMessageOrder } from '../../api/test/message-orders.ts';
import { call, signedIn } from '../../api/test/staff-fixtures.ts';
import { inboundText, textConsent, TWILIO_TEST } from '../../api/test/text-fixtures.ts';
import { queueDueMessages } from '../src/jobs/scheduled-messages/queue-due-messages.ts';
import type { RunningWorkers } from '../src/start-workers.ts';
import { FAST, useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';
import { useWorkerProcesses } from './worker-process.ts';
import { once } from 'node:events';

// docs/design.md §19 end to end: the scheduled reminder in real workers, the SMS stand-in taking the text and posting its status
// callbacks to the API over HTTP (signed, checked with the SDK), and the e-mail when a text may not or did not go. Dates are fixed:
// October 2026 is PDT (UTC-7), so 20:59 PDT is 03:59Z the next day.
const ctx = useTestContext();
const stand = useStandIns();
const startChild = useWorkerProcesses(ctx, stand);
// NOTE: the API on a real port: the stand-in posts status callbacks to PUBLIC_URL/api/sms/status, as Twilio would.
const world = useTextWorld(ctx, stand);
const workersAt = (iso: string) => world.workersAt(iso);
const sweep = (kind: ScheduledOrderMessage, iso: string) =>
  queueDueMessages({ sql: ctx.sql, redis: ctx.redis, redisPrefix: ctx.redisPrefix, logger: createLogger('silent'), now: fixedClock(iso) }, kind);

let numbers = 0;
const freshNumber = () => `+1619555${String(2000 + (numbers += 1)).padStart(4, '0')}`;
const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone);
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email));
const rows = (orderId: string) =>
  ctx.sql<{ kind: string; status: string; send_after: Date; twilio_sid: string | null }[]>`SELECT kind, status, send_after, twilio_sid FROM text_messages WHERE order_id = ${orderId} AND direction = 'out' ORDER BY created_at`;

/** An order whose reminder comes due at 08:00 PDT on Saturday 2026-10-03 (delivery week of Monday 10-05), its customer agreed to texts. */
async function consentingOrder(phone: string, deliveryDate = '2026-10-05') {
  const order = await insertMessageOrder(ctx.sql, { deliveryDate });
  await textConsent(ctx.sql, order.orderId, phone);
  return order;
}

describe('the delivery reminder as a text', () => {
  it('at 20:59 San Diego time goes at once, is delivered (status callbacks) and no e-mail goes', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone);
    const at = '2026-10-04T03:59:00Z'; // Saturday 20:59 PDT
    expect(await sweep('delivery_reminder', at)).toBe(1);
    await workersAt(at);
    await waitUntil(async () => (await rows(orderId))[0]?.status === 'delivered', 15_000, 'the text delivered');
    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]!.body).toBe('SD Pumpkin: your delivery week starts Monday, October 5; we will call before we come. Reply C to confirm, or R to change the week. Reply STOP to opt out.');
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('at 21:01 waits for 08:00 the next morning, then goes once', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone, '2026-10-12');
    const at = '2026-10-11T04:01:00Z'; // Saturday 2026-10-10 21:01 PDT
    await sweep('delivery_reminder', at);
    const workers = await workersAt(at);
    const [delayed] = await waitUntil(async () => {
      const jobs = await workers.queues.texts.getDelayed();
      return jobs.length ? jobs : null;
    }, 15_000, 'the text job held for quiet hours');
    const [row] = await rows(orderId);
    expect(row).toMatchObject({ kind: 'delivery_reminder', status: 'waiting', twilio_sid: null });
    expect(row!.send_after.toISOString()).toBe('2026-10-11T15:00:00.000Z'); // Sunday 08:00 PDT
    // Held by the job itself until 08:00: 10 h 59 min by the business clock (BullMQ counts it from its own now, to the ms).
    expect(Math.round(delayed!.delay / 60_000)).toBe(10 * 60 + 59);
    expect(textsTo(phone)).toHaveLength(0);
    expect(mailsTo(email)).toHaveLength(0);
    await workers.stop();

    // 07:59 the next morning: still quiet.
    const early = await workersAt('2026-10-11T14:59:00Z');
    await (await early.queues.texts.getDelayed())[0]!.promote();
    await waitUntil(async () => (await early.queues.texts.getDelayed()).length === 1, 10_000, 'held again at 07:59');
    expect(textsTo(phone)).toHaveLength(0);
    await early.stop();

    const morning = await workersAt('2026-10-11T15:00:00Z');
    await (await morning.queues.texts.getDelayed())[0]!.promote();
    await waitUntil(async () => (await rows(orderId))[0]?.status === 'delivered', 15_000, 'sent at 08:00');
    expect(textsTo(phone)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('the balance follow-up as a text', () => {
  it('goes on day 3 with the pay link, and no e-mail', async () => {
    const phone = freshNumber();
    // The charge failed Monday 2026-10-12 at 3 PM PDT: day 3 is Thursday 10-15 at 10:00 PDT (17:00Z).
    const order = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', balanceStatus: 'failed', balanceFailedAt: '2026-10-12T22:00:00Z' });
    await textConsent(ctx.sql, order.orderId, phone);
    const at = '2026-10-15T17:00:00Z';
    expect(await sweep('balance_follow_up', at)).toBe(1);
    await workersAt(at);
    await waitUntil(async () => (await rows(order.orderId))[0]?.status === 'delivered', 15_000, 'the follow-up delivered');
    expect(textsTo(phone)).toHaveLength(1);
    expect(textsTo(phone)[0]!.body).toMatch(/^SD Pumpkin: the balance of \$227\.50 for order [0-9A-F]{8} is still open\. Pay here: http\S+\/pay-balance\/\S+ Reply STOP to opt out\.$/);
    expect(mailsTo(order.email)).toHaveLength(0);
  });
});

describe('no text without consent or after STOP: e-mail instead', () => {
  it('STOP, then the reminder: one confirmation text, and the reminder by e-mail', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone, '2026-10-19');
    const at = '2026-10-17T16:00:00Z'; // Saturday 09:00 PDT, 47 h before Monday 08:00
    await workersAt(at);
    // NOTE: the API on the workers' clock, as in production: its answer is due at once, not 39 days on.
    expect((await inboundText(ctx, phone, 'STOP', undefined, ctx.appWith({ now: fixedClock(at) }))).status).toBe(200);
    await waitUntil(() => textsTo(phone).length === 1, 10_000, 'the opt-out confirmation');
    expect(textsTo(phone)[0]!.body).toContain('no more texts');
    await sweep('delivery_reminder', at);
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the reminder e-mail');
    expect(mailsTo(email)[0]!.subject).toBe('Your SD Pumpkin delivery week starts Monday, October 19');
    expect(textsTo(phone)).toHaveLength(1);
    expect((await rows(orderId)).map((r) => r.kind)).toEqual(['opted_out']); // the confirmation, and no reminder text
  });

  it('a customer who never ticked the box gets the e-mail', async () => {
    const { orderId, email } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-26' });
    await sweep('delivery_reminder', '2026-10-24T16:00:00Z');
    await workersAt('2026-10-24T16:00:00Z');
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the reminder e-mail');
    expect(await rows(orderId)).toEqual([]);
  });
});

describe('each text once, and the e-mail when it fails', () => {
  it('a text the carrier could not deliver falls back to the e-mail, once', async () => {
    const phone = '+15005550010'; // the stand-in's "undelivered" number
    const { orderId, email } = await consentingOrder(phone, '2026-11-02');
    const at = '2026-10-31T16:00:00Z';
    await sweep('delivery_reminder', at);
    await workersAt(at);
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the fallback e-mail');
    await world.sms.idle();
    const [row] = await rows(orderId);
    expect(row!.status).toBe('undelivered');
    expect(textsTo(phone).filter((m) => m.body.includes('November 2'))).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toBe('Your SD Pumpkin delivery week starts Monday, November 2');
  });

  it('a send whose answer was lost (Twilio took it, the worker never heard) is found on retry, not sent again', async () => {
    const phone = freshNumber();
    const { orderId } = await consentingOrder(phone, '2026-11-09');
    const at = '2026-11-07T17:00:00Z'; // PST from November 1: 09:00
    world.sms.dropNextResponses(1);
    await sweep('delivery_reminder', at);
    await workersAt(at);
    await waitUntil(async () => (await rows(orderId))[0]?.twilio_sid, 15_000, 'the text recorded with its sid');
    await world.sms.idle();
    await waitUntil(async () => (await rows(orderId))[0]?.status === 'delivered', 10_000, 'delivered');
    expect(textsTo(phone)).toHaveLength(1);
    expect((await rows(orderId))[0]!.twilio_sid).toBe(textsTo(phone)[0]!.sid);
  });

  it('a workers process killed while Twilio holds its answer: the restarted one finds the text at Twilio and sends it once', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone, '2026-11-16');
    const at = '2026-11-14T17:00:00Z'; // Saturday 09:00 PST
    const env = { ...TWILIO_TEST, TWILIO_API_URL: world.sms.url, PUBLIC_URL: world.api.url };
    await sweep('delivery_reminder', at);
    world.sms.holdResponses(30_000); // Twilio takes the message and holds its answer (long enough for a slow machine)...
    world.sms.holdCallbacks(true); // ...and its status callbacks come late, as they may
    const first = await startChild({ now: at, env });
    await waitUntil(() => textsTo(phone).length === 1 && rows(orderId).then((r) => r[0]?.status === 'sending'), 15_000, 'the text in flight');
    first.kill('SIGKILL'); // ...and the worker dies before it comes
    await once(first, 'exit');
    world.sms.holdResponses(0);
    expect((await rows(orderId))[0]).toMatchObject({ status: 'sending', twilio_sid: null });

    const second = await startChild({ now: at, env });
    await waitUntil(async () => (await rows(orderId))[0]?.twilio_sid, 20_000, 'the text recorded after the restart');
    world.sms.holdCallbacks(false);
    await world.sms.idle();
    second.kill('SIGTERM');
    await once(second, 'exit');
    expect(textsTo(phone)).toHaveLength(1);
    expect((await rows(orderId))[0]).toMatchObject({ status: 'delivered', twilio_sid: textsTo(phone)[0]!.sid });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('Twilio unreachable through every attempt: the text is given up and the e-mail goes', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone, '2026-11-23');
    const at = '2026-11-21T17:00:00Z';
    await sweep('delivery_reminder', at);
    const down = await listenHttp({ fetch: () => new Response('{"code":20500,"message":"Internal Server Error","status":500}', { status: 500, headers: { 'content-type': 'application/json' } }) }, 0);
    const env = ctx.env;
    try {
      ctx.configure({ TWILIO_API_URL: down.url });
      await world.workersAt(at, { ...FAST, backoffDelayMs: { ...FAST.backoffDelayMs, texts: 5 } });
      await waitUntil(() => mailsTo(email).length === 1, 20_000, 'the e-mail after the last attempt');
    } finally {
      ctx.configure({ TWILIO_API_URL: env.TWILIO_API_URL });
      await down.close();
    }
    const [row] = await ctx.sql<{ status: string; error: string }[]>`SELECT status, error FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`;
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/^No answer from Twilio after 8 attempts/);
    expect(textsTo(phone)).toHaveLength(0);
  });
});

// ADR 136: Twilio's status callbacks may beat its answer to the worker (or outlive the worker). The StatusCallback URL names our
// text, so the webhook finds it and stores the sid; the worker's answer, when it comes, moves nothing back and sends nothing again.
describe('status callbacks that come before the worker stored the sid', () => {
  const outRow = async (orderId: string) => (await ctx.sql<{ status: string; twilio_sid: string | null; status_history: { status: string }[]; fell_back_at: Date | null }[]>`
    SELECT status, twilio_sid, status_history, fell_back_at FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`)[0];
  /** The result of the order's reminder text job once the worker heard Twilio's (held) answer. */
  const jobResult = async (workers: RunningWorkers, orderId: string) => {
    const [text] = await ctx.sql<{ id: string }[]>`SELECT id FROM text_messages WHERE order_id = ${orderId} AND direction = 'out'`;
    const done = async () => (await workers.queues.texts.getCompleted()).find((j) => j.data.subject.id === text!.id);
    return { done, result: () => waitUntil(async () => (await done())?.returnvalue as { status: string; sid?: string } | undefined, 15_000, 'the text job done') };
  };

  afterEach(() => {
    world.sms.holdResponses(0);
    world.sms.holdCallbacks(false);
  });

  it('delivered while the answer is still held: the row is delivered with the callback\'s sid, and the late answer changes nothing', async () => {
    const phone = freshNumber();
    const { orderId, email } = await consentingOrder(phone, '2026-11-30');
    const at = '2026-11-28T17:00:00Z'; // Saturday 09:00 PST
    await sweep('delivery_reminder', at);
    world.sms.holdResponses(60_000);
    const workers = await workersAt(at);
    await waitUntil(async () => (await outRow(orderId))?.status === 'delivered', 15_000, 'delivered by the callbacks alone');
    const [sent] = textsTo(phone);
    expect(await outRow(orderId)).toMatchObject({ status: 'delivered', twilio_sid: sent!.sid });
    const job = await jobResult(workers, orderId);
    expect(await job.done()).toBeUndefined(); // the worker has not heard yet

    world.sms.holdResponses(0);
    expect(await job.result()).toEqual({ status: 'sent', sid: sent!.sid });
    const row = await outRow(orderId);
    expect(row).toMatchObject({ status: 'delivered', twilio_sid: sent!.sid, fell_back_at: null });
    expect(row!.status_history.map((h) => h.status)).toEqual(['queued', 'sent', 'delivered']);
    expect(textsTo(phone)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('undelivered while the answer is still held: the e-mail goes once, and the late answer neither resends nor revives the text', async () => {
    const phone = '+15005550010'; // the stand-in's "undelivered" number
    const { orderId, email } = await consentingOrder(phone, '2026-12-07');
    const at = '2026-12-05T17:00:00Z';
    await sweep('delivery_reminder', at);
    world.sms.holdResponses(60_000);
    const workers = await workersAt(at);
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the fallback e-mail while the answer is held');
    const sent = textsTo(phone).find((m) => m.body.includes('December 7'))!;
    expect(await outRow(orderId)).toMatchObject({ status: 'undelivered', twilio_sid: sent.sid });

    const job = await jobResult(workers, orderId);
    expect(await job.done()).toBeUndefined();
    world.sms.holdResponses(0);
    expect(await job.result()).toEqual({ status: 'sent', sid: sent.sid });
    await world.sms.idle();
    expect(await outRow(orderId)).toMatchObject({ status: 'undelivered', twilio_sid: sent.sid });
    expect(textsTo(phone).filter((m) => m.body.includes('December 7'))).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.subject).toBe('Your SD Pumpkin delivery week starts Monday, December 7');
  });

  it('each callback replayed 20 times before the sid was stored is applied once', async () => {
    const phone = '+15005550010';
    const { orderId, email } = await consentingOrder(phone, '2026-12-14');
    const at = '2026-12-12T17:00:00Z';
    await sweep('delivery_reminder', at);
    world.sms.holdResponses(60_000);
    const workers = await workersAt(at);
    await waitUntil(() => mailsTo(email).length === 1, 15_000, 'the fallback e-mail');
    const sent = textsTo(phone).find((m) => m.body.includes('December 14'))!;
    const callbacks = world.sms.webhooks().filter((w) => w.params.MessageSid === sent.sid);
    expect(callbacks.map((w) => w.params.MessageStatus)).toEqual(['queued', 'sent', 'undelivered']);
    // Twilio's retries: the same signed posts again, twenty times each, all at once.
    const replays = await Promise.all(callbacks.flatMap((w) => Array.from({ length: 20 }, () => fetch(w.url, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': w.signature }, body: new URLSearchParams(w.params).toString(),
    }))));
    expect(replays.map((r) => r.status)).toEqual(Array(60).fill(200));
    // A forged one naming the same text (a real id, a wrong signature) is refused.
    const forged = await fetch(callbacks[0]!.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'Zm9yZ2Vk' }, body: new URLSearchParams({ ...callbacks[0]!.params, MessageStatus: 'delivered' }).toString() });
    expect(forged.status).toBe(403);

    world.sms.holdResponses(0);
    await (await jobResult(workers, orderId)).result();
    const row = await outRow(orderId);
    expect(row).toMatchObject({ status: 'undelivered', twilio_sid: sent.sid });
    expect(row!.status_history.map((h) => h.status)).toEqual(['queued', 'sent', 'undelivered']);
    const fallbacks = await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'text.failed' AND payload->>'orderId' = ${orderId}`;
    expect(fallbacks).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    expect(textsTo(phone).filter((m) => m.body.includes('December 14'))).toHaveLength(1);
  });
});

// docs/design.md §19: numbers in E.164. The booking form keeps the phone as the customer typed it; the text goes to, and a reply is
// matched by, its E.164 form (the SMS stand-in, as Twilio, refuses a `To` that is not E.164).
describe('a phone typed as people type it', () => {
  it('"(858) 555-0123" and "858.555.0123" are texted at +18585550123, and a reply from it threads onto the order last texted', async () => {
    const phone = '+18585550123';
    const { cookie } = await signedIn(ctx);
    const conversation = async (orderId: string) =>
      ((await (await call(ctx, 'GET', `/api/admin/orders/${orderId}/texts`, { cookie })).json()) as OrderTextsResponse).texts
        .map((t) => `${t.direction} ${t.direction === 'in' ? t.body : t.kind}`);
    const reply = async (body: string, at: string) =>
      expect((await inboundText(ctx, phone, body, undefined, ctx.appWith({ now: fixedClock(at) }))).status).toBe(200);

    const bracketed = await consentingOrder('(858) 555-0123', '2026-12-21');
    const saturday = '2026-12-19T17:00:00Z'; // Saturday 09:00 PST
    await sweep('delivery_reminder', saturday);
    const workers = await workersAt(saturday);
    await waitUntil(async () => (await rows(bracketed.orderId))[0]?.status === 'delivered', 15_000, 'the reminder delivered');
    expect(textsTo(phone).filter((m) => m.body.includes('Monday, December 21'))).toHaveLength(1);
    expect(mailsTo(bracketed.email)).toHaveLength(0);

    // A newer open order on the same number (typed with dots), not texted yet: the reply answers the text, so the older order.
    const dotted = await consentingOrder('858.555.0123', '2026-12-28');
    await reply('Can you come after 3?', saturday);
    expect(await conversation(bracketed.orderId)).toEqual(['out delivery_reminder', 'in Can you come after 3?']);
    expect(await conversation(dotted.orderId)).toEqual([]);
    await workers.stop();

    const nextSaturday = '2026-12-26T17:00:00Z';
    await sweep('delivery_reminder', nextSaturday);
    await workersAt(nextSaturday);
    await waitUntil(async () => (await rows(dotted.orderId))[0]?.status === 'delivered', 15_000, 'the second reminder delivered');
    expect(textsTo(phone).filter((m) => m.body.includes('Monday, December 28'))).toHaveLength(1);
    expect(mailsTo(dotted.email)).toHaveLength(0);
    await reply('After 3 again, thanks', nextSaturday);
    expect(await conversation(dotted.orderId)).toEqual(['out delivery_reminder', 'in After 3 again, thanks']);
    expect(await conversation(bracketed.orderId)).toEqual(['out delivery_reminder', 'in Can you come after 3?']);
  });
});
