import { twilioSignature } from '@sdp/dev/sms-emulator/signature';
import type { Sql } from '@sdp/server/db/sql';
import type { TestContext } from './harness.ts';

/** Twilio settings for a test file; TWILIO_API_URL is the stand-in's when one runs. */
export const TWILIO_TEST = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000dev', TWILIO_AUTH_TOKEN: 'test-twilio-auth-token', TWILIO_FROM: '+16195550100' };

/** The consent box ticked when the order was placed (its words and time), and the order's phone: both as a booking form writes them. */
export async function textConsent(sql: Sql, orderId: string, phone: string, at = '2026-08-15T17:00:00Z'): Promise<void> {
  await sql`UPDATE orders SET customer_phone = ${phone}, text_consent_words = 'Text me about my delivery', text_consent_at = ${new Date(at)} WHERE id = ${orderId}`;
}

/** A fresh Twilio-shaped message id. */
export const messageSid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`;

/** POST a form to one of our Twilio webhooks, signed with the test token as Twilio (and the SMS stand-in) sign. */
export function postTwilio(ctx: TestContext, path: '/api/sms/inbound' | '/api/sms/status' | '/api/voice/incoming' | '/api/voice/status', params: Record<string, string>, options: { signature?: string | null; token?: string; app?: TestContext['app']; query?: Record<string, string> } = {}) {
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const url = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${ctx.env.BASE_PATH}${path}${search}`;
  const signature = options.signature === undefined ? twilioSignature(options.token ?? ctx.env.TWILIO_AUTH_TOKEN, url, params) : options.signature;
  return (options.app ?? ctx.app).request(`${ctx.env.BASE_PATH}${path}${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'x-twilio-signature': signature }) },
    body: new URLSearchParams(params).toString(),
  });
}

/** A customer's text as Twilio posts it to /api/sms/inbound. */
export const inboundText = (ctx: TestContext, from: string, body: string, sid = messageSid(), app?: TestContext['app']) =>
  postTwilio(ctx, '/api/sms/inbound', { AccountSid: TWILIO_TEST.TWILIO_ACCOUNT_SID, From: from, To: TWILIO_TEST.TWILIO_FROM, Body: body, MessageSid: sid, SmsSid: sid, NumMedia: '0' }, { app });

/** A fresh Twilio-shaped call id. */
export const callSid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`;

/** A call to our number as Twilio posts it to /api/voice/incoming, or the Dial's end to /api/voice/status (`DialCallStatus`). */
export function postCall(ctx: TestContext, path: '/api/voice/incoming' | '/api/voice/status', call: { sid: string; from: string; dialStatus?: string }, options: { app?: TestContext['app']; signature?: string | null; token?: string } = {}) {
  const params: Record<string, string> = {
    AccountSid: TWILIO_TEST.TWILIO_ACCOUNT_SID, ApiVersion: '2010-04-01', CallSid: call.sid, CallStatus: path === '/api/voice/incoming' ? 'ringing' : 'in-progress',
    Direction: 'inbound', From: call.from, To: TWILIO_TEST.TWILIO_FROM, Caller: call.from, Called: TWILIO_TEST.TWILIO_FROM,
    ...(call.dialStatus ? { DialCallStatus: call.dialStatus } : {}),
  };
  return postTwilio(ctx, path, params, options);
}
