import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { insertMessageOrder } from '../../../test/message-orders.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { twilioSignature } from '@sdp/dev/sms-emulator/signature';
import { inboundText, messageSid, postTwilio, textConsent, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// docs/design.md §19: Twilio's webhooks, checked with the SDK's validateRequest, idempotent on MessageSid, and the keyword rules.
const ctx = useTestContext();
beforeAll(() => ctx.configure(TWILIO_TEST));

let numbers = 0;
/** A number of its own per test (US, 619): tests never share one by accident. */
const freshNumber = () => `+1619555${String(1000 + (numbers += 1)).padStart(4, '0')}`;

const textsTo = (phone: string) =>
  ctx.sql<{ direction: string; kind: string; body: string; status: string; order_id: string | null }[]>`
    SELECT direction, kind, body, status, order_id FROM text_messages WHERE phone = ${phone} ORDER BY created_at, id`;
const events = async (type: string) => (await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = ${type}`)[0]!.n as number;

/** An outbound text Twilio took (sid known), as the texts worker leaves it. */
async function sentText(orderId: string, phone: string) {
  const sid = messageSid();
  await ctx.sql`INSERT INTO text_messages (direction, order_id, phone, body, kind, idempotency_key, twilio_sid, status, sent_at)
                VALUES ('out', ${orderId}, ${phone}, 'SD Pumpkin: our crew arrives Monday', 'delivery_reminder', ${`e-${sid}:delivery_reminder`}, ${sid}, 'queued', now())`;
  return sid;
}

/** An outbound text the worker is sending: Twilio has not answered yet, so no sid is stored. */
async function sendingText(orderId: string, phone: string) {
  const [row] = await ctx.sql<{ id: string }[]>`INSERT INTO text_messages (direction, order_id, phone, body, kind, idempotency_key, status, sending_at)
    VALUES ('out', ${orderId}, ${phone}, 'SD Pumpkin: our crew arrives Monday', 'delivery_reminder', ${`e-${crypto.randomUUID()}:delivery_reminder`}, 'sending', now()) RETURNING id`;
  return row!.id;
}

describe('POST /api/sms/inbound and /api/sms/status: only Twilio', () => {
  it('answer 403 to a missing, wrong or other-token signature, and to a signed body that was changed', async () => {
    const params = { From: freshNumber(), Body: 'STOP', MessageSid: messageSid() };
    for (const path of ['/api/sms/inbound', '/api/sms/status'] as const) {
      expect((await postTwilio(ctx, path, params, { signature: null })).status).toBe(403);
      expect((await postTwilio(ctx, path, params, { signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(403);
      expect((await postTwilio(ctx, path, params, { token: 'another-account-token' })).status).toBe(403);
    }
    const res = await postTwilio(ctx, '/api/sms/inbound', params, { signature: null });
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Missing or invalid Twilio signature' });
    expect(await textsTo(params.From)).toEqual([]);
  });

  // NOTE: how cheaply is timed by `make bench` (BENCH_ONLY=refusals, ADR 170): a wall-clock bar here failed on a busy machine.
  it('survive a thousand forged posts without a 5xx, cheaply (no database work before the signature)', async () => {
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => {
        const n = batch * 50 + i;
        const params: Record<string, string> = n % 3 === 0 ? { junk: 'x'.repeat(n % 700) } : { From: '+16195550000', Body: `forged ${n}`, MessageSid: messageSid(), MessageStatus: 'delivered' };
        return postTwilio(ctx, n % 2 ? '/api/sms/status' : '/api/sms/inbound', params, { signature: n % 5 === 0 ? null : `forged${n}=` });
      }));
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    }
    expect([...statuses.entries()]).toEqual([[403, 1000]]);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM text_messages`)[0]!.n).toBe(0);
  });

  it('answer 400 to a signed post without a message id', async () => {
    const res = await postTwilio(ctx, '/api/sms/status', { MessageStatus: 'delivered' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).code).toBe('BAD_REQUEST');
  });
});

describe('status callbacks', () => {
  it('replayed 20 times: each status once in the history, the text moves forward only, one e-mail fallback', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const sid = await sentText(orderId, phone);
    const post = (status: string, extra: Record<string, string> = {}) => postTwilio(ctx, '/api/sms/status', { MessageSid: sid, SmsSid: sid, MessageStatus: status, To: phone, ...extra });
    for (let i = 0; i < 20; i++) expect((await post('sent')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('undelivered', { ErrorCode: '30003' })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await post('sent')).status).toBe(200); // late and out of order
    const [text] = await ctx.sql<{ status: string; status_history: { status: string; errorCode?: number }[]; error_code: number; fell_back_at: Date | null }[]>`
      SELECT status, status_history, error_code, fell_back_at FROM text_messages WHERE twilio_sid = ${sid}`;
    expect(text!.status).toBe('undelivered');
    expect(text!.error_code).toBe(30003);
    expect(text!.status_history.map((h) => h.status)).toEqual(['sent', 'undelivered']);
    expect(text!.fell_back_at).not.toBeNull();
    const fallbacks = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'text.failed' AND payload->>'orderId' = ${orderId}`;
    expect(fallbacks.map((f) => f.payload)).toEqual([expect.objectContaining({ kind: 'delivery_reminder' })]);
  });

  it('a failed balance follow-up hands its occasion (day 7) to the e-mail that replaces it', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05', status: 'delivered', balanceStatus: 'failed' });
    const [due] = await ctx.sql<{ id: string }[]>`INSERT INTO outbox_events (type, payload) VALUES ('order.message_due', ${ctx.sql.json({ orderId, kind: 'balance_follow_up', occasion: 'day-7' })}) RETURNING id`;
    const sid = messageSid();
    await ctx.sql`INSERT INTO text_messages (direction, order_id, phone, body, kind, idempotency_key, twilio_sid, status)
                  VALUES ('out', ${orderId}, ${phone}, 'SD Pumpkin: the balance', 'balance_follow_up', ${`${due!.id}:balance_follow_up`}, ${sid}, 'queued')`;
    await postTwilio(ctx, '/api/sms/status', { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30008' });
    const [fallback] = await ctx.sql`SELECT payload FROM outbox_events WHERE type = 'text.failed' AND payload->>'orderId' = ${orderId}`;
    expect(fallback!.payload).toMatchObject({ kind: 'balance_follow_up', occasion: 'day-7' });
  });

  it('before the worker stored the sid: found by our text id in the URL, the sid stored, replays applied once, one fallback, a late "sent" moves nothing back', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const textId = await sendingText(orderId, phone);
    const sid = messageSid();
    const post = (status: string, extra: Record<string, string> = {}) =>
      postTwilio(ctx, '/api/sms/status', { MessageSid: sid, SmsSid: sid, MessageStatus: status, To: phone, ...extra }, { query: { text: textId } });
    const queued = await Promise.all(Array.from({ length: 20 }, () => post('queued')));
    expect(queued.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await queued[0]!.json()).toEqual({ received: true, known: true });
    const failed = await Promise.all(Array.from({ length: 20 }, () => post('undelivered', { ErrorCode: '30003' })));
    expect(failed.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await post('sent')).status).toBe(200); // late and out of order
    const [text] = await ctx.sql<{ twilio_sid: string; status: string; status_history: { status: string }[]; fell_back_at: Date | null }[]>`
      SELECT twilio_sid, status, status_history, fell_back_at FROM text_messages WHERE id = ${textId}`;
    expect(text).toMatchObject({ twilio_sid: sid, status: 'undelivered' });
    expect(text!.status_history.map((h) => h.status)).toEqual(['queued', 'undelivered', 'sent']);
    expect(text!.fell_back_at).not.toBeNull();
    expect(await ctx.sql`SELECT 1 FROM outbox_events WHERE type = 'text.failed' AND payload->>'textId' = ${textId}`).toHaveLength(1);
  });

  it('a late "sent" never overrides "delivered", and a failure after delivery is no fallback', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const textId = await sendingText(orderId, phone);
    const sid = messageSid();
    const post = (status: string) => postTwilio(ctx, '/api/sms/status', { MessageSid: sid, MessageStatus: status }, { query: { text: textId } });
    for (const status of ['delivered', 'sent', 'queued', 'failed']) expect((await post(status)).status).toBe(200);
    const [text] = await ctx.sql<{ status: string; fell_back_at: Date | null }[]>`SELECT status, fell_back_at FROM text_messages WHERE id = ${textId}`;
    expect(text).toEqual({ status: 'delivered', fell_back_at: null });
  });

  it('naming our text: 403 with a wrong signature, 400 for an id that is not one, and another sid than the stored one changes nothing', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const textId = await sendingText(orderId, phone);
    const params = { MessageSid: messageSid(), MessageStatus: 'delivered' };
    expect((await postTwilio(ctx, '/api/sms/status', params, { query: { text: textId }, signature: 'Zm9yZ2Vk' })).status).toBe(403);
    // Signed over another URL (our text named after signing): the signature covers the query.
    const signedWithout = twilioSignature(ctx.env.TWILIO_AUTH_TOKEN, `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${ctx.env.BASE_PATH}/api/sms/status`, params);
    expect((await postTwilio(ctx, '/api/sms/status', params, { query: { text: textId }, signature: signedWithout })).status).toBe(403);
    const bad = await postTwilio(ctx, '/api/sms/status', params, { query: { text: 'not-a-text' } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).code).toBe('BAD_REQUEST');
    expect((await ctx.sql`SELECT status, twilio_sid FROM text_messages WHERE id = ${textId}`)[0]).toEqual({ status: 'sending', twilio_sid: null });

    await postTwilio(ctx, '/api/sms/status', { MessageSid: params.MessageSid, MessageStatus: 'sent' }, { query: { text: textId } });
    const other = await postTwilio(ctx, '/api/sms/status', { MessageSid: messageSid(), MessageStatus: 'failed' }, { query: { text: textId } });
    expect(await other.json()).toEqual({ received: true, known: false });
    expect((await ctx.sql`SELECT status, twilio_sid FROM text_messages WHERE id = ${textId}`)[0]).toEqual({ status: 'sent', twilio_sid: params.MessageSid });
  });

  it('acknowledge a sid that is not ours without changing anything', async () => {
    const res = await postTwilio(ctx, '/api/sms/status', { MessageSid: messageSid(), MessageStatus: 'delivered' });
    expect(await res.json()).toEqual({ received: true, known: false });
  });
});

describe('a customer texts us', () => {
  it('STOP opts the number out at once with one confirmation; a second STOP gets none; START opts back in', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await textConsent(ctx.sql, orderId, phone);
    // NOTE: the number's own consent record (docs/design.md §22, ADR 160).
    const consent = async () => (await ctx.sql<{ text_consent: boolean; text_consent_words: string }[]>`
      SELECT t.consent AS text_consent, t.words AS text_consent_words FROM phone_text_consents t WHERE t.phone = ${phone}`)[0]!;
    expect(await consent()).toEqual({ text_consent: true, text_consent_words: 'Text me about my delivery' });

    const stop = await inboundText(ctx, phone, ' stop ');
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toContain('text/xml');
    expect(await consent()).toEqual({ text_consent: false, text_consent_words: 'Replied STOP' });
    expect((await ctx.sql`SELECT word FROM text_opt_outs WHERE phone = ${phone}`).map((r) => r.word)).toEqual(['STOP']);
    await inboundText(ctx, phone, 'QUIT');
    expect((await textsTo(phone)).map((t) => `${t.direction}:${t.kind}`)).toEqual(['in:stop', 'out:opted_out', 'in:stop']);

    await inboundText(ctx, phone, 'Start');
    expect(await consent()).toEqual({ text_consent: true, text_consent_words: 'Replied START' });
    expect(await ctx.sql`SELECT 1 FROM text_opt_outs WHERE phone = ${phone}`).toHaveLength(0);
    expect((await textsTo(phone)).slice(-2).map((t) => `${t.direction}:${t.kind}`)).toEqual(['in:start', 'out:opted_in']);
  });

  it('every synonym of STOP opts out; HELP answers who we are', async () => {
    for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit.']) {
      const phone = freshNumber();
      await inboundText(ctx, phone, word);
      expect(await ctx.sql`SELECT 1 FROM text_opt_outs WHERE phone = ${phone}`, word).toHaveLength(1);
    }
    const phone = freshNumber();
    await inboundText(ctx, phone, 'help');
    const [, answer] = await textsTo(phone);
    expect(answer).toMatchObject({ kind: 'help', status: 'waiting' });
    expect(answer!.body).toContain('SD Pumpkin');
    expect(answer!.body).toContain('(858) 255-0282');
  });

  it('C confirms the order last texted when one number has two open orders; a free-text reply threads there too; R gets its link', async () => {
    const phone = freshNumber();
    const reminded = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const newer = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-19' });
    await textConsent(ctx.sql, reminded.orderId, phone);
    await textConsent(ctx.sql, newer.orderId, phone);
    await sentText(reminded.orderId, phone);

    const sid = messageSid();
    await inboundText(ctx, phone, 'c', sid);
    await inboundText(ctx, phone, 'c', sid); // Twilio retried the webhook
    await inboundText(ctx, phone, 'Can you put them left of the door?');
    await inboundText(ctx, phone, 'R');
    const confirmations = await ctx.sql`SELECT order_id, actor_name, detail FROM order_timeline WHERE kind = 'customer_action' AND detail->>'action' = 'confirm_delivery' AND order_id IN ${ctx.sql([reminded.orderId, newer.orderId])}`;
    expect(confirmations.map((r) => [r.order_id, r.actor_name, r.detail.via])).toEqual([[reminded.orderId, 'the customer', 'text']]);
    const texts = await textsTo(phone);
    expect(texts.filter((t) => t.direction === 'in').map((t) => [t.kind, t.order_id])).toEqual([
      ['confirm', reminded.orderId], ['reply', reminded.orderId], ['change_week', reminded.orderId],
    ]);
    expect(texts.filter((t) => t.direction === 'out').map((t) => t.kind)).toEqual(['delivery_reminder', 'confirmed', 'change_week']);
    expect(texts.find((t) => t.kind === 'change_week' && t.direction === 'out')!.body).toMatch(/\/my-order\/\S+$/);

    // A number never texted: its newest open order.
    const other = freshNumber();
    const first = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const second = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12' });
    const done = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-12', status: 'cancelled' });
    for (const o of [first, second, done]) await textConsent(ctx.sql, o.orderId, other);
    await inboundText(ctx, other, 'Is Tuesday OK?');
    expect((await textsTo(other)).map((t) => t.order_id)).toEqual([second.orderId]);
  });

  it('shows the conversation and each text status to staff on the order page (401 without a session)', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    await textConsent(ctx.sql, orderId, phone);
    const sid = await sentText(orderId, phone);
    await postTwilio(ctx, '/api/sms/status', { MessageSid: sid, MessageStatus: 'delivered' });
    await inboundText(ctx, phone, 'Thank you!');
    expect((await call(ctx, 'GET', `/api/admin/orders/${orderId}/texts`)).status).toBe(401);
    const staff = await signedIn(ctx, 'staff');
    const body = await (await call(ctx, 'GET', `/api/admin/orders/${orderId}/texts`, { cookie: staff.cookie })).json();
    expect(body.enabled).toBe(true);
    expect(body.texts.map((t: { direction: string; status: string; body: string }) => [t.direction, t.status, t.body])).toEqual([
      ['out', 'delivered', 'SD Pumpkin: our crew arrives Monday'], ['in', 'received', 'Thank you!'],
    ]);
    expect(await events('text.queued')).toBeGreaterThan(0);
  });
});

describe('staff answer by text from the order page', () => {
  it('queue a text to a consenting customer; refuse without consent, after STOP, and without a session', async () => {
    const phone = freshNumber();
    const { orderId } = await insertMessageOrder(ctx.sql, { deliveryDate: '2026-10-05' });
    const staff = await signedIn(ctx, 'staff');
    const send = (id: string, body: unknown, cookie: string | undefined = staff.cookie) =>
      call(ctx, 'POST', `/api/admin/orders/${id}/texts`, { ...(cookie ? { cookie } : {}), body });
    expect((await send(orderId, { body: 'Hi' }, '')).status).toBe(401);
    await ctx.sql`UPDATE orders SET customer_phone = ${phone} WHERE id = ${orderId}`;
    const refused = await send(orderId, { body: 'We can come Tuesday instead.' });
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).message).toBe('This customer has not agreed to texts: call or e-mail instead.');
    await textConsent(ctx.sql, orderId, phone);
    expect((await send(orderId, { body: '   ' })).status).toBe(400);
    const ok = await send(orderId, { body: ' We can come Tuesday instead. ' });
    expect(ok.status).toBe(201);
    expect((await readJson(ok)).texts.map((t: { kind: string; body: string; status: string }) => [t.kind, t.body, t.status]))
      .toEqual([['staff_reply', 'SD Pumpkin: We can come Tuesday instead.', 'waiting']]);
    await inboundText(ctx, phone, 'STOP');
    const afterStop = await send(orderId, { body: 'One more thing' });
    expect(afterStop.status).toBe(409);
    expect((await readJson(afterStop)).message).toContain('replied STOP');
  });
});
