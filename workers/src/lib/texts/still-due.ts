import type { Sql } from '@sdp/server/db/sql';
import { findOffer } from '@sdp/server/db/renewals';
import type { TextRow } from '@sdp/server/texts/text-messages';
import { TEXTED_EMAILS, type TextedEmail } from '@sdp/server/texts/texted-emails';
import { STILL_DUE } from '../compose-scheduled-email.ts';
import { loadOrder } from '../subjects.ts';

/** Texts about an order that say nothing to a cancelled or refunded one (the weather tip, the crew on its way). */
const ORDER_TEXTS = ['weather_care', 'on_my_way'];
const GONE = ['cancelled', 'refunded'];

/** The renewal offer a text stood for: named by the event that queued it (`${eventId}:renewal_offer`). */
async function offerOf(sql: Sql, text: TextRow) {
  const [row] = await sql<{ offer_id: string | null }[]>`
    SELECT payload->>'offerId' AS offer_id FROM outbox_events WHERE id::text = split_part(${text.idempotency_key}, ':', 1)`;
  return row?.offer_id ? findOffer(sql, row.offer_id) : undefined;
}

/**
 * Why a text we started should no longer go, checked when it would go (ADR 176): a text held for quiet hours went into the night
 * with a reason (an offer open, an order standing, a balance unpaid) that may not hold at 08:00. Null: it still applies. Answers to a
 * customer's own text and staff's words go as they are.
 */
export async function whyNoLongerDue(sql: Sql, text: TextRow, now: Date): Promise<string | null> {
  if (text.kind === 'renewal_offer') {
    const offer = await offerOf(sql, text);
    if (!offer) return null;
    if (offer.status === 'accepted') return 'renewed';
    if (offer.status === 'declined') return 'declined';
    if (offer.status === 'expired' || offer.hold_until.getTime() <= now.getTime()) return 'offer expired';
    return null;
  }
  if (!text.order_id) return null;
  if ((TEXTED_EMAILS as readonly string[]).includes(text.kind)) {
    const order = await loadOrder(sql, text.order_id);
    if (!order) return 'order gone';
    if (STILL_DUE[text.kind as TextedEmail](order)) return null;
    if (GONE.includes(order.status)) return `order ${order.status}`;
    return text.kind === 'balance_follow_up' ? 'balance no longer due' : `order ${order.status}`;
  }
  if (ORDER_TEXTS.includes(text.kind)) {
    const order = await loadOrder(sql, text.order_id);
    if (!order) return 'order gone';
    if (GONE.includes(order.status)) return `order ${order.status}`;
  }
  return null;
}
