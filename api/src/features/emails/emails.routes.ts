import { Hono } from 'hono';
import * as v from 'valibot';
import { UUID } from '@sdp/shared/uuid';
import type { AppEnv } from '../../lib/deps.ts';
import { orderMayGetRecap } from '@sdp/shared';
import { conflict, notFound } from '../../lib/errors.ts';
import { findOrder } from '@sdp/server/db/orders';
import { findQuote } from '@sdp/server/db/quotes';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { validate } from '../../lib/validate.ts';
import { staff } from '../../middleware/access.ts';

const resendSchema = v.object({
  type: v.picklist(['order', 'quote'], "Type must be 'order' or 'quote'"),
  id: v.pipe(v.string('Required'), v.trim(), v.regex(UUID, 'Invalid id')),
});

/** Why an order gets no recap, in words staff can act on. */
function recapRefusal(status: string): string {
  const state = status === 'pending' ? 'is still awaiting its deposit' : status === 'payment_failed' ? 'has a failed payment'
    : status === 'cancelled' ? 'was cancelled' : status === 'refunded' ? 'was refunded' : `is ${status}`;
  return `No recap e-mail for this order: it ${state}, and the recap confirms a paid deposit.`;
}

/**
 * Resend the order recap or the quote confirmation. The request only records an `email.resend_requested` event; the e-mail
 * worker sends it (with its own idempotency key, so a resend is a new e-mail but a retried resend is not two).
 */
export const emailRoutes = new Hono<AppEnv>().post('/resend-email', staff(), validate('json', resendSchema), async (c) => {
  const deps = c.get('deps');
  const { type, id } = c.req.valid('json');
  const requestedBy = c.get('user').id;
  const outcome = await withEvents(deps, async (tx) => {
    const row = type === 'order' ? await findOrder(tx, id, { lock: 'share' }) : await findQuote(tx, id);
    if (!row) return 'missing';
    // NOTE: the recap says the deposit was received and the porch is booked; never for an order where that is not true (docs/design.md §12).
    if (type === 'order' && !orderMayGetRecap(row.status)) return row.status;
    await recordEvent(tx, 'email.resend_requested', { type, id, requestedBy });
    return 'queued';
  });
  if (outcome === 'missing') throw notFound(type === 'order' ? 'Order not found' : 'Quote not found');
  if (outcome !== 'queued') throw conflict(recapRefusal(outcome));
  return c.json({ queued: true }, 202);
});
