import { fixedClock } from '@sdp/server/clock';
import { MISSED_CALL_TEXT } from '@sdp/server/leads/missed-call-words';
import type { LeadsResponse } from '@sdp/shared/wire-leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';
import { call, signedIn } from '../../../test/staff-fixtures.ts';
import { callSid, inboundText, postCall, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// docs/design.md §26 "Missed calls" (issue 40 part 3): Twilio's voice webhooks forward a call to the business phone; a call nobody
// took, or one outside 08:00-18:00 San Diego time, becomes a lead and texts the caller back once.
const ctx = useTestContext();
const FORWARD_TO = '+18585550282';
let cookie = '';
beforeAll(async () => {
  ctx.configure({ ...TWILIO_TEST, BUSINESS_FORWARD_TO: FORWARD_TO });
  cookie = (await signedIn(ctx)).cookie;
});

// San Diego times on a fixed clock (PDT, UTC-7): 10:00, 19:30 (closed, texts still go), 22:30 (closed, texts wait for 08:00).
const OPEN = '2026-10-14T17:00:00Z';
const EVENING = '2026-10-15T02:30:00Z';
const NIGHT = '2026-10-15T05:30:00Z';
const NEXT_8AM = '2026-10-15T15:00:00.000Z';
const at = (iso: string) => ctx.appWith({ now: fixedClock(iso) });

let numbers = 0;
const freshNumber = () => `+1619555${String(3000 + (numbers += 1)).padStart(4, '0')}`;

const textsTo = (phone: string) => ctx.sql<{ kind: string; body: string; status: string; send_after: Date }[]>`
  SELECT kind, body, status, send_after FROM text_messages WHERE phone = ${phone} AND direction = 'out' ORDER BY created_at, id`;
const leads = async () => ((await readJson(await call(ctx, 'GET', '/api/admin/leads', { cookie }))) as LeadsResponse).leads;
const leadOf = async (phone: string) => (await leads()).filter((l) => l.phone === phone);

/** A call in hours that rings the business phone and ends with `dialStatus`. */
async function forwardedCall(from: string, dialStatus: string, when = OPEN, sid = callSid()) {
  const incoming = await postCall(ctx, '/api/voice/incoming', { sid, from }, { app: at(when) });
  expect(incoming.status).toBe(200);
  const status = await postCall(ctx, '/api/voice/status', { sid, from, dialStatus }, { app: at(when) });
  expect(status.status).toBe(200);
  return { sid, incoming: await incoming.text(), status: await status.text() };
}

describe('POST /api/voice/incoming and /api/voice/status: only Twilio', () => {
  it('answer 403 to a missing, wrong or other-account signature, before anything is stored', async () => {
    const from = freshNumber();
    for (const path of ['/api/voice/incoming', '/api/voice/status'] as const) {
      const sid = callSid();
      expect((await postCall(ctx, path, { sid, from, dialStatus: 'busy' }, { signature: null })).status).toBe(403);
      expect((await postCall(ctx, path, { sid, from, dialStatus: 'busy' }, { signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(403);
      const other = await postCall(ctx, path, { sid, from, dialStatus: 'busy' }, { token: 'another-account-token' });
      expect(other.status).toBe(403);
      expect(await other.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Missing or invalid Twilio signature' });
    }
    expect(await ctx.sql`SELECT 1 FROM voice_calls WHERE from_number = ${from}`).toHaveLength(0);
    expect(await leadOf(from)).toEqual([]);
  });

  it('answer 400 to a signed post without a CallSid, or with a DialCallStatus Twilio never sends', async () => {
    const bad = await postCall(ctx, '/api/voice/incoming', { sid: 'not-a-call', from: freshNumber() });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe('CallSid, From and To are required');
    const status = await postCall(ctx, '/api/voice/status', { sid: callSid(), from: freshNumber(), dialStatus: 'maybe' });
    expect(status.status).toBe(400);
    expect((await readJson(status)).message).toMatch(/^DialCallStatus must be one of completed, busy, no-answer, failed, canceled/);
  });
});

describe('a call in hours', () => {
  it('is answered with TwiML that dials the business phone, its action our status webhook', async () => {
    const res = await postCall(ctx, '/api/voice/incoming', { sid: callSid(), from: freshNumber() }, { app: at(OPEN) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    const xml = await res.text();
    expect(xml).toContain(`<Dial action="${ctx.env.PUBLIC_URL}${ctx.env.BASE_PATH}/api/voice/status" method="POST" timeout="18" answerOnBridge="true"><Number>${FORWARD_TO}</Number></Dial>`);
    expect(xml).not.toContain('<Say');
  });

  it('answered (completed): no lead, no text, the call simply ends', async () => {
    const from = freshNumber();
    const { status } = await forwardedCall(from, 'completed');
    expect(status).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
    expect(await leadOf(from)).toEqual([]);
    expect(await textsTo(from)).toEqual([]);
    expect(await ctx.sql`SELECT outcome FROM voice_calls WHERE from_number = ${from}`).toEqual([{ outcome: 'completed' }]);
  });

  it.each(['busy', 'no-answer', 'failed', 'canceled'])('%s: a lead and one text back at once, however often Twilio retries the post', async (dialStatus) => {
    const from = freshNumber();
    const { sid, status } = await forwardedCall(from, dialStatus);
    expect(status).toContain('<Say voice="Polly.Joanna" language="en-US">Sorry we missed you');
    // Twilio retries the same CallSid: nothing more.
    for (let i = 0; i < 3; i++) await postCall(ctx, '/api/voice/status', { sid, from, dialStatus }, { app: at(OPEN) });
    expect(await textsTo(from)).toEqual([{ kind: 'missed_call', body: MISSED_CALL_TEXT.missed, status: 'waiting', send_after: new Date(OPEN) }]);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ phone: from, at: new Date(OPEN).toISOString(), calls: 1, reason: dialStatus, status: 'new', textStatus: 'waiting', textSendsAt: null, replies: [] })]);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'text.queued' AND payload->>'textId' IN (SELECT id::text FROM text_messages WHERE phone = ${from})`)[0]!.n).toBe(1);
  });

  it('a hidden number (Anonymous) rings through, and if missed makes no lead: nobody to call back', async () => {
    const { status } = await forwardedCall('Anonymous', 'no-answer');
    expect(status).toContain('Sorry we missed you');
    expect(await leadOf('Anonymous')).toEqual([]);
  });
});

describe('outside 08:00-18:00 San Diego time', () => {
  it('the answer says when we answer, dials nobody, and the call counts as missed: a lead and the closed text at once (19:30)', async () => {
    const from = freshNumber();
    const sid = callSid();
    const res = await postCall(ctx, '/api/voice/incoming', { sid, from }, { app: at(EVENING) });
    const xml = await res.text();
    expect(xml).toContain('<Say voice="Polly.Joanna" language="en-US">Thank you for calling SD Pumpkin. Our studio answers the phone from 8 AM to 6 PM');
    expect(xml).toContain('<Hangup/>');
    expect(xml).not.toContain('<Dial');
    await postCall(ctx, '/api/voice/incoming', { sid, from }, { app: at(EVENING) }); // retried
    expect(await textsTo(from)).toEqual([{ kind: 'missed_call', body: MISSED_CALL_TEXT.after_hours, status: 'waiting', send_after: new Date(EVENING) }]);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ reason: 'after_hours', calls: 1 })]);
  });

  it('quiet hours: a call at 22:30 is a lead at once, and its text waits for 08:00', async () => {
    const from = freshNumber();
    await postCall(ctx, '/api/voice/incoming', { sid: callSid(), from }, { app: at(NIGHT) });
    expect((await textsTo(from)).map((t) => t.send_after.toISOString())).toEqual([NEXT_8AM]);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ reason: 'after_hours', textStatus: 'waiting', textSendsAt: NEXT_8AM })]);
  });

  it('with no business phone set, every call is answered with the message and counts as missed', async () => {
    const from = freshNumber();
    const app = ctx.appWith({ env: { ...ctx.env, BUSINESS_FORWARD_TO: '' }, now: fixedClock(OPEN) });
    const xml = await (await postCall(ctx, '/api/voice/incoming', { sid: callSid(), from }, { app })).text();
    expect(xml).not.toContain('<Dial');
    expect(await leadOf(from)).toEqual([expect.objectContaining({ reason: 'after_hours' })]);
  });
});

describe('one text a number, not after STOP', () => {
  it('a caller ringing 5 times gets one lead with 5 calls and one text', async () => {
    const from = freshNumber();
    for (const status of ['no-answer', 'busy', 'no-answer', 'canceled', 'no-answer']) await forwardedCall(from, status);
    expect((await textsTo(from)).map((t) => t.kind)).toEqual(['missed_call']);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ calls: 5, reason: 'no-answer', noTextReason: null, textStatus: 'waiting' })]);
  });

  it('five calls at once from one number: still one lead and one text', async () => {
    const from = freshNumber();
    await Promise.all(Array.from({ length: 5 }, () => forwardedCall(from, 'no-answer')));
    expect(await textsTo(from)).toHaveLength(1);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ calls: 5 })]);
  });

  it('after the lead is called back, a new missed call the same day is a new lead, but no second text within 24 hours', async () => {
    const from = freshNumber();
    await forwardedCall(from, 'busy');
    const [first] = await leadOf(from);
    expect((await call(ctx, 'POST', `/api/admin/leads/${first!.id}/called`, { cookie })).status).toBe(200);
    await forwardedCall(from, 'no-answer', '2026-10-14T20:00:00Z');
    const both = await leadOf(from);
    expect(both.map((l) => [l.status, l.noTextReason])).toEqual([['new', 'texted in the last 24 hours'], ['called', null]]);
    expect(await textsTo(from)).toHaveLength(1);
    // A day later: texted again.
    await forwardedCall(from, 'no-answer', '2026-10-15T21:00:00Z');
    expect(await textsTo(from)).toHaveLength(2);
  });

  it('a number that replied STOP is a lead, and gets no text', async () => {
    const from = freshNumber();
    await inboundText(ctx, from, 'STOP', undefined, at(OPEN));
    await forwardedCall(from, 'no-answer');
    expect((await textsTo(from)).map((t) => t.kind)).toEqual(['opted_out']);
    expect(await leadOf(from)).toEqual([expect.objectContaining({ noTextReason: 'replied STOP', textStatus: null })]);
  });
});

describe('/api/admin/leads', () => {
  it('answers 401 without a staff session', async () => {
    expect((await call(ctx, 'GET', '/api/admin/leads')).status).toBe(401);
  });

  it("the caller's texts after the call attach to the lead, in order", async () => {
    const from = freshNumber();
    await inboundText(ctx, from, 'An earlier text, before any call', undefined, at(OPEN));
    await forwardedCall(from, 'no-answer');
    await inboundText(ctx, from, 'Hi! Porch in North Park, looking at Harvest Glow', undefined, at(OPEN));
    await inboundText(ctx, from, 'Any week in October works', undefined, at(OPEN));
    const [lead] = await leadOf(from);
    expect(lead!.replies.map((r) => r.body)).toEqual(['Hi! Porch in North Park, looking at Harvest Glow', 'Any week in October works']);
  });

  it('"call back" records who and when, once; an unknown lead is 404', async () => {
    const from = freshNumber();
    await forwardedCall(from, 'busy');
    const [lead] = await leadOf(from);
    const marked = await readJson(await call(ctx, 'POST', `/api/admin/leads/${lead!.id}/called`, { cookie }));
    expect(marked).toMatchObject({ id: lead!.id, status: 'called', calledAt: expect.any(String), calledBy: expect.any(String) });
    expect((await call(ctx, 'POST', '/api/admin/leads/00000000-0000-4000-8000-000000000000/called', { cookie })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/admin/leads/nope/called', { cookie })).status).toBe(404);
  });

  it('"turn into a quote" makes the quote request (phone from the lead, no text consent), marks the lead quoted, and only once', async () => {
    const from = freshNumber();
    await forwardedCall(from, 'no-answer');
    const [lead] = await leadOf(from);
    const body = { customerName: 'Rosa Field', customerEmail: 'rosa@example.com', projectType: 'Residential Porch', projectDescription: 'Called about a porch in North Park, Harvest Glow look' };
    const made = await call(ctx, 'POST', `/api/admin/leads/${lead!.id}/quote`, { cookie, body });
    expect(made.status).toBe(201);
    const { quoteId, lead: after } = await readJson(made);
    expect(after).toMatchObject({ status: 'quoted', quoteId });
    const [quote] = await ctx.sql`SELECT customer_name, customer_phone, text_consent_words FROM custom_quotes WHERE id = ${quoteId}`;
    expect(quote).toEqual({ customer_name: 'Rosa Field', customer_phone: from, text_consent_words: null });
    expect((await ctx.sql`SELECT count(*)::int AS n FROM outbox_events WHERE type = 'quote.created' AND payload->>'quoteId' = ${quoteId}`)[0]!.n).toBe(1);
    const again = await call(ctx, 'POST', `/api/admin/leads/${lead!.id}/quote`, { cookie, body });
    expect(again.status).toBe(409);
    const bad = await call(ctx, 'POST', `/api/admin/leads/${lead!.id}/quote`, { cookie, body: { ...body, customerEmail: 'not an address' } });
    expect(bad.status).toBe(400);
  });
});
