import { findOrderByNumber } from '../db/orders.ts';
import { forgetLinkRequestsBefore, linksSentBetween, lockWaitingLinkRequests, settleLinkRequest } from '../db/my-order-link-requests.ts';
import { recordEvent, withEvents, type OutboxDeps } from '../outbox.ts';
import { loadSeasonRows } from '../season/season-rows.ts';
import { myOrderLinkExpiresAt } from './my-order-link.ts';
import { seasonOf } from './my-order-token.ts';
import { THE_CUSTOMER } from './order-actions.ts';
import { revokeOrderLinks } from './revoke-links.ts';

const BATCH = 50;
const HOUR_MS = 3_600_000;
/**
 * At most this many link e-mails an hour to one order's customer, so the form cannot flood their inbox (ADR 046). Only requests
 * that name their order count (ADR 082): junk guesses with someone's address cannot use up their allowance.
 */
export const LINKS_PER_ORDER_PER_HOUR = 3;

/**
 * Match the waiting "e-mail me my link" requests (issue 35, item 15; ADR 165), in the workers, off the request path: when the
 * e-mail and the order number belong to one order whose link was live when asked, and the order had fewer than 3 links in the hour
 * before, revoke the links sent before (ADR 080) and record `order.my_order_link_requested`, whose job e-mails the new link. Each
 * batch is one transaction; requests another matcher holds are skipped. Returns how many were matched and how many sent a link.
 */
export async function matchLinkRequests(deps: OutboxDeps): Promise<{ matched: number; sent: number }> {
  const totals = { matched: 0, sent: 0 };
  for (;;) {
    const batch = await withEvents(deps, async (tx) => {
      const waiting = await lockWaitingLinkRequests(tx, BATCH);
      const seasons = waiting.length > 0 ? await loadSeasonRows(tx) : [];
      let sent = 0;
      for (const request of waiting) {
        const order = await findOrderByNumber(tx, request.email, request.orderNumber);
        const season = order && seasonOf(seasons, order);
        const live = order && season && request.askedAt < myOrderLinkExpiresAt(season)
          && (await linksSentBetween(tx, order.id, new Date(request.askedAt.getTime() - HOUR_MS), request.askedAt)) < LINKS_PER_ORDER_PER_HOUR;
        await settleLinkRequest(tx, request.id, live ? order.id : null);
        if (!live) continue;
        await revokeOrderLinks(tx, order.id, THE_CUSTOMER, 'new_link_requested');
        await recordEvent(tx, 'order.my_order_link_requested', { orderId: order.id });
        sent += 1;
      }
      const newest = waiting.at(-1);
      if (newest) await forgetLinkRequestsBefore(tx, new Date(newest.askedAt.getTime() - HOUR_MS));
      return { matched: waiting.length, sent };
    });
    totals.matched += batch.matched;
    totals.sent += batch.sent;
    if (batch.matched < BATCH) return totals;
  }
}
