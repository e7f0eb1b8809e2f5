import { currentTime } from '@sdp/server/deps';
import { withEvents } from '@sdp/server/outbox';
import { receiveText } from '@sdp/server/texts/inbound';
import { applyStatusCallback, householdTexts, markHouseholdRead, markNumberRead, markRepliesRead, orderTexts, unreadReplies, type TextRow } from '@sdp/server/texts/text-messages';
import { findCustomer } from '@sdp/server/db/customers';
import { textsEnabled } from '@sdp/server/texts/twilio';
import { requireOrder } from '@sdp/server/orders/require-order';
import type { HouseholdTextsResponse, OrderText, OrderTextsResponse, TextsReadResponse, UnreadTextsResponse } from '@sdp/shared/wire-texts';
import { Hono, type Context } from 'hono';
import { twilioForm } from '../../lib/twilio-form.ts';
import type { AppDeps, AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { sendHouseholdText, sendStaffText } from '@sdp/server/texts/staff-text';
import { STAFF_TEXT_MAX } from '@sdp/shared/wire-texts';
import * as v from 'valibot';
import { isUuid } from '@sdp/shared/uuid';
import { badRequest, notFound } from '../../lib/errors.ts';
import { publicRoute, staff } from '../../middleware/access.ts';

const SID = /^(SM|MM)[0-9a-f]{32}$/;
const staffTextSchema = v.object({
  body: v.pipe(v.string('Write the text first.'), v.trim(), v.nonEmpty('Write the text first.'), v.maxLength(STAFF_TEXT_MAX, `At most ${STAFF_TEXT_MAX} characters.`)),
});
const E164 = /^\+[1-9]\d{6,14}$/;
const numberReadSchema = v.object({ phone: v.pipe(v.string('phone is required'), v.regex(E164, 'phone must be a number in E.164 (+1…)')) });
const STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'accepted', 'scheduled', 'read', 'canceled', 'partially_delivered', 'receiving', 'received'];

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
    const { total, orders, noOrder } = await unreadReplies(c.get('deps').sql, 20);
    const body: UnreadTextsResponse = {
      total,
      orders: orders.map((o) => ({ orderId: o.order_id, customerName: o.customer_name, unread: o.unread, lastBody: o.last_body, lastAt: o.last_at.toISOString() })),
      noOrder: noOrder.map((h) => ({
        customerId: h.customer_id, customerName: h.customer_name, phone: h.phone, unread: h.unread, lastBody: h.last_body, lastAt: h.last_at.toISOString(),
      })),
    };
    return c.json(body, 200);
  })
  // A number no household has (a new prospect): its texts are read from the dashboard, where staff see the number to call (ADR 175).
  .post('/admin/texts/read', staff(), validate('json', numberReadSchema), async (c) => {
    const deps = c.get('deps');
    const body: TextsReadResponse = { marked: await markNumberRead(deps.sql, c.req.valid('json').phone, currentTime(deps)) };
    return c.json(body, 200);
  })
  // The household record's texts (ADR 175): every text of its records and numbers, orders or none; reading them, answering them.
  .get('/admin/customers/:id/texts', staff(), async (c) => c.json(await householdTextsOf(c.get('deps'), c.req.param('id')), 200))
  .post('/admin/customers/:id/texts/read', staff(), async (c) => {
    const deps = c.get('deps');
    const household = await requireHousehold(deps, c.req.param('id'));
    const body: TextsReadResponse = { marked: await markHouseholdRead(deps.sql, household, currentTime(deps)) };
    return c.json(body, 200);
  })
  .post('/admin/customers/:id/texts', staff(), validate('json', staffTextSchema), async (c) => {
    const deps = c.get('deps');
    const { customerId: id, replyTo } = await householdTextsOf(deps, c.req.param('id'));
    await sendHouseholdText(deps, id, replyTo, c.req.valid('json').body);
    return c.json(await householdTextsOf(deps, id), 201);
  })
  .post('/admin/orders/:id/texts', staff(), validate('json', staffTextSchema), async (c) => {
    const deps = c.get('deps');
    const order = await requireOrder(deps.sql, c.req.param('id'));
    await sendStaffText(deps, order.id, c.req.valid('json').body);
    return c.json(await textsOf(deps, order.id), 201);
  });

/** One text as the staff screens show it. */
const wireText = (t: TextRow): OrderText => ({
  id: t.id, direction: t.direction, kind: t.kind, phone: t.phone, body: t.body, status: t.status, skippedReason: t.skipped_reason, errorCode: t.error_code,
  createdAt: t.created_at.toISOString(), sentAt: t.sent_at?.toISOString() ?? null, sendAfter: t.send_after.toISOString(),
  fellBackToEmail: t.fell_back_at !== null, unread: t.direction === 'in' && t.read_at === null,
});

/** An order's texts as the staff order page shows them. */
async function textsOf(deps: AppDeps, orderId: string): Promise<OrderTextsResponse> {
  const order = await requireOrder(deps.sql, orderId);
  return { enabled: textsEnabled(deps.env), texts: (await orderTexts(deps.sql, order.id)).map(wireText) };
}

/** The household a record id stands for (the one it was merged into, if it was); 404 for none. */
async function requireHousehold(deps: AppDeps, id: string): Promise<string> {
  const household = isUuid(id) ? await findCustomer(deps.sql, id) : undefined;
  if (!household) throw notFound('Customer not found');
  return household.id;
}

/** A household's texts as its record shows them, and the number a staff answer goes to: the one that texted last. */
async function householdTextsOf(deps: AppDeps, customerId: string): Promise<HouseholdTextsResponse> {
  const id = await requireHousehold(deps, customerId);
  const rows = await householdTexts(deps.sql, id);
  const replyTo = rows.findLast((t) => t.direction === 'in')?.phone ?? null;
  return { customerId: id, enabled: textsEnabled(deps.env), replyTo, texts: rows.map(wireText) };
}
