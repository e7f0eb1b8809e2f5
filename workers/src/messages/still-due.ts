import type { Sql } from '@sdp/server/db/sql';
import { findOffer } from '@sdp/server/db/renewals';
import type { TextRow } from '@sdp/server/texts/text-messages';
import type { ScheduledOrderMessage } from '@sdp/shared';
import { loadOrder } from '../lib/subjects.ts';
import { STILL_DUE } from './compose/scheduled.ts';
import { messageOf } from './registry.ts';

const GONE = ['cancelled', 'refunded'];

/** The renewal offer a text stood for: named by the event that queued it (`${eventId}:renewal_offer`). */
async function offerOf(sql: Sql, text: TextRow) {
  const [row] = await sql<{ offer_id: string | null }[]>`
    SELECT payload->>'offerId' AS offer_id FROM outbox_events WHERE id::text = split_part(${text.idempotency_key}, ':', 1)`;
  return row?.offer_id ? findOffer(sql, row.offer_id) : undefined;
}

/**
 * Why a text we started should no longer go, checked when it would go (ADR 176): a text held for quiet hours went into the night
 * with a reason (an offer open, an order standing, a balance unpaid) that may not hold at 08:00. Null: it still applies. Which
 * reason a kind has is the registry's `stillApplies`; answers to a customer's own text and staff's words go as they are.
 */
export async function whyNoLongerDue(sql: Sql, text: TextRow, now: Date): Promise<string | null> {
  const rule = messageOf(text.kind)?.text?.stillApplies ?? 'always';
  if (rule === 'offer-held') {
    const offer = await offerOf(sql, text);
    if (!offer) return null;
    if (offer.status === 'accepted') return 'renewed';
    if (offer.status === 'declined') return 'declined';
    if (offer.status === 'expired' || offer.hold_until.getTime() <= now.getTime()) return 'offer expired';
    return null;
  }
  if (!text.order_id || rule === 'always') return null;
  const order = await loadOrder(sql, text.order_id);
  if (!order) return 'order gone';
  if (rule === 'scheduled') {
    if (STILL_DUE[text.kind as ScheduledOrderMessage](order)) return null;
    if (GONE.includes(order.status)) return `order ${order.status}`;
    return text.kind === 'balance_follow_up' ? 'balance no longer due' : `order ${order.status}`;
  }
  return GONE.includes(order.status) ? `order ${order.status}` : null;
}
