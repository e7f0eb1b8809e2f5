import type { Env } from '@sdp/server/env';
import { currentTime } from '@sdp/server/deps';
import { withEvents } from '@sdp/server/outbox';
import { receiveText } from '@sdp/server/texts/inbound';
import { applyStatusCallback, markRepliesRead, orderTexts, unreadReplies } from '@sdp/server/texts/text-messages';
import { fromTwilio, textsEnabled } from '@sdp/server/texts/twilio';
import { requireOrder } from '@sdp/server/orders/require-order';
import type { OrderTextsResponse, TextsReadResponse, UnreadTextsResponse } from '@sdp/shared/wire-texts';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { sendStaffText } from '@sdp/server/texts/staff-text';
import { STAFF_TEXT_MAX } from '@sdp/shared/wire-texts';
import * as v from 'valibot';
import { isUuid } from '@sdp/shared/uuid';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { publicRoute, staff } from '../../middleware/access.ts';

const SID = /^(SM|MM)[0-9a-f]{32}$/;
const staffTextSchema = v.object({
  body: v.pipe(v.string('Write the text first.'), v.trim(), v.nonEmpty('Write the text first.'), v.maxLength(STAFF_TEXT_MAX, `At most ${STAFF_TEXT_MAX} characters.`)),
});
const E164 = /^\+[1-9]\d{6,14}$/;
const STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'accepted', 'scheduled', 'read', 'canceled', 'partially_delivered', 'receiving', 'received'];

/** The URL Twilio posted to, as it signed it: our public URL (PUBLIC_URL + BASE_PATH), this path and its query. */
const signedUrl = (env: Env, c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return `${env.PUBLIC_URL.replace(/\/$/, '')}${url.pathname}${url.search}`;
};

/**
 * The form Twilio posted, once its X-Twilio-Signature is checked by the SDK's validateRequest (docs/design.md §19): 403 for a
 * missing or wrong signature, and before any database work, so forged posts cost one HMAC each.
 */
async function twilioForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const { env } = c.get('deps');
  if (!textsEnabled(env)) throw new ApiError('FORBIDDEN', 'Texts are not configured here');
  const type = c.req.header('content-type') ?? '';
  const params = type.includes('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await c.req.text())) : {};
  if (!fromTwilio(env.TWILIO_AUTH_TOKEN, c.req.header('x-twilio-signature'), signedUrl(env, c), params)) {
    throw new ApiError('FORBIDDEN', 'Missing or invalid Twilio signature');
  }
  return params;
}

/** TwiML with nothing to say: our answers are sent as texts of their own (text_messages), so each is recorded and tracked. */
const emptyTwiml = (c: Context<AppEnv>) => c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'content-type': 'text/xml' });

/**
 * Twilio's webhooks (docs/design.md §19): an inbound text, and the status callbacks of ours. Both are idempotent on Twilio's
 * MessageSid: a repeated post changes nothing and answers the same.
 */
export const smsRoutes = new Hono<AppEnv>()
  .post('/sms/inbound', publicRoute(), async (c) => {
    const form = await twilioForm(c);
    const sid = form.MessageSid ?? '';
    const from = form.From ?? '';
    if (!SID.test(sid) || !E164.test(from) || typeof form.Body !== 'string') throw badRequest('MessageSid, From (E.164) and Body are required');
    await receiveText(c.get('deps'), { sid, from, body: form.Body.slice(0, 1600) });
    return emptyTwiml(c);
  })
  .post('/sms/status', publicRoute(), async (c) => {
    const form = await twilioForm(c);
    const sid = form.MessageSid ?? '';
    const status = form.MessageStatus ?? '';
    if (!SID.test(sid) || !STATUSES.includes(status)) throw badRequest('MessageSid and a known MessageStatus are required');
    const errorCode = /^\d{1,6}$/.test(form.ErrorCode ?? '') ? Number(form.ErrorCode) : null;
    // NOTE: our text's id in the StatusCallback URL we gave Twilio (signed with the rest): it finds a text whose sid the worker has
    // not stored yet (ADR 136).
    const textId = c.req.query('text') ?? null;
    if (textId !== null && !isUuid(textId)) throw badRequest('text must be the id of one of our texts');
    const deps = c.get('deps');
    const result = await withEvents(deps, (tx) => applyStatusCallback(tx, sid, status, errorCode, currentTime(deps), textId));
    // NOTE: an unknown sid (not one of ours, or a text already gone) is acknowledged too: Twilio would only retry it.
    return c.json({ received: true, known: result !== null }, 200);
  })
  .get('/admin/orders/:id/texts', staff(), async (c) => c.json(await textsOf(c.get('deps'), c.req.param('id')), 200))
  // The order's Texts panel was read: its customer texts leave the dashboard's unread count (docs/design.md §19).
  .post('/admin/orders/:id/texts/read', staff(), async (c) => {
    const deps = c.get('deps');
    const order = await requireOrder(deps.sql, c.req.param('id'));
    const body: TextsReadResponse = { marked: await markRepliesRead(deps.sql, order.id, currentTime(deps)) };
    return c.json(body, 200);
  })
  .get('/admin/texts/unread', staff(), async (c) => {
    const { total, orders } = await unreadReplies(c.get('deps').sql, 20);
    const body: UnreadTextsResponse = {
      total,
      orders: orders.map((o) => ({ orderId: o.order_id, customerName: o.customer_name, unread: o.unread, lastBody: o.last_body, lastAt: o.last_at.toISOString() })),
    };
    return c.json(body, 200);
  })
  .post('/admin/orders/:id/texts', staff(), validate('json', staffTextSchema), async (c) => {
    const deps = c.get('deps');
    const order = await requireOrder(deps.sql, c.req.param('id'));
    await sendStaffText(deps, order.id, c.req.valid('json').body);
    return c.json(await textsOf(deps, order.id), 201);
  });

/** An order's texts as the staff order page shows them. */
async function textsOf(deps: AppDeps, orderId: string): Promise<OrderTextsResponse> {
  const order = await requireOrder(deps.sql, orderId);
  const rows = await orderTexts(deps.sql, order.id);
  return {
    enabled: textsEnabled(deps.env),
    texts: rows.map((t) => ({
      id: t.id, direction: t.direction, kind: t.kind, body: t.body, status: t.status, skippedReason: t.skipped_reason, errorCode: t.error_code,
      createdAt: t.created_at.toISOString(), sentAt: t.sent_at?.toISOString() ?? null, sendAfter: t.send_after.toISOString(),
      fellBackToEmail: t.fell_back_at !== null, unread: t.direction === 'in' && t.read_at === null,
    })),
  };
}
