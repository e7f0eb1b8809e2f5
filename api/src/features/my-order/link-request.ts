import { createHmac } from 'node:crypto';
import type { MyOrderLinkAccepted, MyOrderLinkRequest } from '@sdp/shared';
import { myOrderLinkExpiresAt } from '@sdp/server/orders/my-order-link';
import { nudgeRelay, recordEvent } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { hit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { normalizeEmail } from '../orders/unpaid-hold-cap.ts';
import { loadSeasonRows } from '../season/season-rows.ts';
import { seasonOf } from './my-order-token.ts';

/** The one answer, whether or not an order matched (docs/design.md §12: no enumeration). */
export const LINK_ACCEPTED: MyOrderLinkAccepted = {
  message: 'If that e-mail and order number match an order, its link is on its way. Check your inbox in a minute.',
};

/** At most this many link e-mails per mailbox an hour, so the form cannot be used to flood a customer's inbox (ADR 046). */
const PER_MAILBOX: RateLimitRule = { bucket: 'my-order-link-mailbox', limit: 3, windowMs: 3_600_000, whenRedisDown: 'open' };

/**
 * POST /api/my-order/link: when the e-mail and the order number (last 8 characters of the id) belong to one order whose link is live,
 * record `order.my_order_link_requested` so the workers e-mail its link, once per request. The same lookup and the same mailbox count
 * run for a made-up order, and the answer is the same (202, one body), so the form tells nobody whether an order exists.
 */
export async function requestMyOrderLink(deps: AppDeps, { email, orderNumber }: MyOrderLinkRequest): Promise<void> {
  const mailbox = createHmac('sha256', deps.env.SESSION_SECRET).update(`my-order-link:${normalizeEmail(email)}`).digest('base64url');
  // NOTE: the same three reads whether or not anything matches; only the outbox row is extra for a real order.
  const [allowance, [order], seasons] = await Promise.all([
    hit(deps.redis, deps.env.REDIS_PREFIX, PER_MAILBOX, mailbox, currentTime(deps).getTime()),
    deps.sql<{ id: string; delivery_date: string }[]>`
      SELECT id, delivery_date FROM orders
      WHERE lower(customer_email) = lower(${email}) AND upper(right(id::text, 8)) = ${orderNumber}
      ORDER BY created_at DESC LIMIT 1`,
    loadSeasonRows(deps.sql),
  ]);
  const season = order && seasonOf(seasons, order);
  if (!order || !season || allowance.allowed === false || currentTime(deps) >= myOrderLinkExpiresAt(season)) return;
  await recordEvent(deps.sql, 'order.my_order_link_requested', { orderId: order.id });
  nudgeRelay(deps.redis, deps.env.REDIS_PREFIX);
}
