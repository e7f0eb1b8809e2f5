import { createHmac } from 'node:crypto';
import type { MyOrderLinkAccepted, MyOrderLinkRequest } from '@sdp/shared';
import { insertLinkRequest } from '@sdp/server/db/my-order-link-requests';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { hit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { clientKey } from '@sdp/server/client-key';

/** The one answer, whether or not an order matched (docs/design.md §12: no enumeration). */
export const LINK_ACCEPTED: MyOrderLinkAccepted = {
  message: 'If that e-mail and order number match an order, its link is on its way. Check your inbox in a minute.',
};

/** At most this many requests an hour from one client (an IPv6 /64), matching or not, so a script cannot spray guesses (ADR 082). */
const PER_CLIENT: RateLimitRule = { bucket: 'my-order-link-client', limit: 20, windowMs: 3_600_000, whenRedisDown: 'open' };

/**
 * POST /api/my-order/link: store the request and record `my_order.link_asked`; the workers match it (server/src/orders/
 * match-link-requests.ts: revoke the links sent before and e-mail a new one when the e-mail and order number name a live order, at
 * most 3 an hour per order). Nothing here reads orders (issue 35, item 15; ADR 165): a match and a miss run the same statements and
 * get the same answer (202, one body) as fast, so neither the answer nor its time tells whether an order exists.
 */
export async function requestMyOrderLink(deps: AppDeps, { email, orderNumber }: MyOrderLinkRequest, client: { ip: string }): Promise<void> {
  const key = createHmac('sha256', deps.env.SESSION_SECRET).update(`my-order-link:${clientKey(client.ip)}`).digest('base64url');
  const askedAt = currentTime(deps);
  const byClient = await hit(deps.redis, deps.env.REDIS_PREFIX, PER_CLIENT, key, askedAt.getTime());
  if (byClient.allowed === false) return;
  await withEvents(deps, async (tx) => {
    const requestId = await insertLinkRequest(tx, { askedAt, email, orderNumber });
    await recordEvent(tx, 'my_order.link_asked', { requestId });
  });
}
