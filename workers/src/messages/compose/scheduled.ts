import { isBooked } from '@sdp/shared';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { callList } from '@sdp/server/messages/call-list';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { reviewNoteUrl } from '@sdp/server/reviews/review-note-link';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import type { ScheduledOrderMessage } from '@sdp/shared';
import { siteUrl as base, type ComposeJob, type ComposedEmail, type Composer, type SkippedEmail } from '../composed.ts';
import { removalReminderEmail, reviewRequestEmail } from '../../lib/emails/after-delivery-emails.ts';
import { balanceFollowUpEmail } from '../../lib/emails/balance-emails.ts';
import { callListEmail } from '../../lib/emails/call-list-email.ts';
import { deliveryReminderEmail } from '../../lib/emails/delivery-reminder.ts';
import { withTermsLink } from '../../lib/emails/layout.ts';
import { findPickup } from '@sdp/server/db/order-pickups';
import { loadOrder, type OrderRow } from '../../lib/subjects.ts';

/** Whether the order is still in a state the message speaks to; checked again when the e-mail is composed (it may have moved). */
export const STILL_DUE: Record<ScheduledOrderMessage, (o: OrderRow) => boolean> = {
  delivery_reminder: (o) => o.status === 'deposit_paid',
  balance_follow_up: (o) => o.status === 'delivered' && (o.balanceStatus === 'failed' || o.balanceStatus === 'action_required'),
  removal_reminder: (o) => isBooked(o.status),
  review_request: (o) => o.status === 'delivered' || o.status === 'completed',
};

/** The occasion (day-3, day-7) the claim of this event stands for. */
async function occasionOf(sql: Sql, eventId: string): Promise<string> {
  const [row] = await sql<{ occasion: string }[]>`SELECT payload->>'occasion' AS occasion FROM outbox_events WHERE id = ${eventId}`;
  return row?.occasion ?? 'once';
}

/**
 * Build a scheduled message (docs/design.md §12, ADR 050) from the rows as they are now: nothing for a cancelled or refunded
 * order, nor for a balance paid since, nor a call list whose customers all moved.
 */
export const composeScheduledEmail: Composer = ({ sql, env }, job) => scheduledEmail(sql, env, job);

async function scheduledEmail(sql: Sql, env: Env, job: ComposeJob): Promise<ComposedEmail | SkippedEmail | null> {
  if (job.kind === 'staff_call_list') {
    const list = await callList(sql, job.subject.id);
    if (!list.entries.length) return { skip: 'nobody left to call for that day' };
    return { to: env.STAFF_NOTIFY_EMAIL, content: callListEmail(list, `${base(env)}/dashboard`), quoteId: null, orderId: null };
  }
  const kind = job.kind as ScheduledOrderMessage;
  const order = await loadOrder(sql, job.subject.id);
  if (!order) return null;
  if (!STILL_DUE[kind](order)) return { skip: `order is ${order.status} with its balance ${order.balanceStatus}: the ${kind} no longer applies` };
  const link = myOrderUrl(env, order.id, order.linkVersion);
  const mail = (content: ComposedEmail['content']) => ({ to: order.customerEmail, content: withTermsLink(content, `${base(env)}/terms`), quoteId: null, orderId: order.id });
  switch (kind) {
    case 'delivery_reminder':
      return mail(deliveryReminderEmail(order, link));
    case 'review_request':
      return mail(reviewRequestEmail(order, link, { googleReviewUrl: env.GOOGLE_REVIEW_URL || null, noteUrl: reviewNoteUrl(env, order.id, order.linkVersion) }));
    case 'removal_reminder': {
      // The pick-up day (docs/design.md §26); December 1 of the delivery's year for an order not delivered yet.
      const pickup = await findPickup(sql, order.id);
      if (pickup?.status === 'picked_up') return { skip: 'the crew has already picked up: no reminder' };
      return mail(removalReminderEmail(order, pickup?.date ?? `${order.deliveryDate.slice(0, 4)}-12-01`, link));
    }
    case 'balance_follow_up': {
      const occasion = (await occasionOf(sql, job.eventId)) === 'day-7' ? 'day-7' : 'day-3';
      return mail(balanceFollowUpEmail(order, payBalanceUrl(env, order.id, order.linkVersion), order.balanceStatus as 'failed' | 'action_required', occasion, link));
    }
  }
}
