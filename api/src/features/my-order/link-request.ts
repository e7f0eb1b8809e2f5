import { createHmac } from 'node:crypto';
import type { MyOrderLinkAccepted, MyOrderLinkRequest } from '@sdp/shared';
import { findOrderByNumber } from '@sdp/server/db/orders';
import { myOrderLinkExpiresAt } from '@sdp/server/orders/my-order-link';
import { THE_CUSTOMER } from '@sdp/server/orders/order-actions';
import { revokeOrderLinks } from '@sdp/server/orders/revoke-links';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { hit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { clientKey } from '@sdp/server/client-key';
import { loadSeasonRows } from '@sdp/server/season/season-rows';
import { seasonOf } from '@sdp/server/orders/my-order-token';

/** The one answer, whether or not an order matched (docs/design.md §12: no enumeration). */
export const LINK_ACCEPTED: MyOrderLinkAccepted = {
  message: 'If that e-mail and order number match an order, its link is on its way. Check your inbox in a minute.',
};

/**
 * At most this many link e-mails an hour to one order's customer, so the form cannot flood their inbox (ADR 046). Only requests
 * that name their order count (ADR 082): junk guesses with someone's address cannot use up their allowance.
 */
const PER_ORDER: RateLimitRule = { bucket: 'my-order-link-order', limit: 3, windowMs: 3_600_000, whenRedisDown: 'open' };
/** At most this many requests an hour from one client (an IPv6 /64), matching or not, so a script cannot spray guesses (ADR 082). */
const PER_CLIENT: RateLimitRule = { bucket: 'my-order-link-client', limit: 20, windowMs: 3_600_000, whenRedisDown: 'open' };

/**
 * POST /api/my-order/link: when the e-mail and the order number (last 8 characters of the id) belong to one order whose link is live,
 * revoke the links sent before (ADR 080: whoever had the old e-mail can no longer use it) and record `order.my_order_link_requested`
 * so the workers e-mail the new link, once per request. The answer is the same (202, one body) whatever happened, so the form tells
 * nobody whether an order exists.
 */
export async function requestMyOrderLink(deps: AppDeps, { email, orderNumber }: MyOrderLinkRequest, client: { ip: string }): Promise<void> {
  const key = (value: string) => createHmac('sha256', deps.env.SESSION_SECRET).update(value).digest('base64url');
  const now = currentTime(deps).getTime();
  const [byClient, order, seasons] = await Promise.all([
    hit(deps.redis, deps.env.REDIS_PREFIX, PER_CLIENT, key(`my-order-link:${clientKey(client.ip)}`), now),
    findOrderByNumber(deps.sql, email, orderNumber),
    loadSeasonRows(deps.sql),
  ]);
  const season = order && seasonOf(seasons, order);
  if (!order || !season || byClient.allowed === false || currentTime(deps) >= myOrderLinkExpiresAt(season)) return;
  const byOrder = await hit(deps.redis, deps.env.REDIS_PREFIX, PER_ORDER, key(`my-order-link:${order.id}`), now);
  if (byOrder.allowed === false) return;
  await withEvents(deps, async (tx) => {
    await revokeOrderLinks(tx, order.id, THE_CUSTOMER, 'new_link_requested');
    await recordEvent(tx, 'order.my_order_link_requested', { orderId: order.id });
  });
}
