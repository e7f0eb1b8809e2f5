import type { OutboxPayloads } from '@sdp/shared';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import { myOrderLinkExpiresAt, myOrderUrl } from '@sdp/server/orders/my-order-link';
import { loadSeasonRows, seasonOfDelivery } from '@sdp/server/season/season-rows';
import { withTermsLink } from '../../lib/emails/layout.ts';
import { myOrderLinkEmail, orderCancelledEmail, orderRescheduledEmail, phoneChangedEmail } from '../../lib/emails/my-order-emails.ts';
import { loadOrder } from '../../lib/subjects.ts';
import { termsUrl, type ComposeJob, type ComposedEmail, type Composer, type SkippedEmail } from '../composed.ts';

/** The event the job came from, with when it was recorded: what the customer changed travels there, the job carries ids only. */
async function eventOf<T extends keyof OutboxPayloads>(sql: Sql, eventId: string): Promise<{ payload: OutboxPayloads[T]; at: Date } | null> {
  const [row] = await sql<{ payload: OutboxPayloads[T]; created_at: Date }[]>`SELECT payload, created_at FROM outbox_events WHERE id = ${eventId}`;
  return row ? { payload: row.payload, at: row.created_at } : null;
}

/**
 * The e-mails of the customer's own order page (docs/design.md §12, ADR 046), built from the current rows when the job runs. The link is
 * not sent once the season is over (the page would refuse it), and a confirmation is skipped if the order no longer says what it confirms.
 */
export const composeMyOrderEmail: Composer = ({ sql, env }, job) => myOrderEmail(sql, env, job);

async function myOrderEmail(sql: Sql, env: Env, job: ComposeJob): Promise<ComposedEmail | SkippedEmail | null> {
  const order = await loadOrder(sql, job.subject.id);
  if (!order) return null;
  const orderUrl = myOrderUrl(env, order.id, order.linkVersion);
  const mail = (content: ComposedEmail['content']) => ({ to: order.customerEmail, content: withTermsLink(content, termsUrl(env)), quoteId: null, orderId: order.id });
  if (job.kind === 'my_order_link') {
    const season = seasonOfDelivery(await loadSeasonRows(sql), order.deliveryDate);
    if (!season) return { skip: 'the order belongs to no season' };
    const expiresAt = myOrderLinkExpiresAt(season);
    if (Date.now() >= expiresAt.getTime()) return { skip: 'the season is over: the order page no longer opens' };
    return mail(myOrderLinkEmail(order, orderUrl, expiresAt));
  }
  if (job.kind === 'phone_changed') {
    const event = await eventOf<'order.details_changed'>(sql, job.eventId);
    return event ? mail(phoneChangedEmail(order, event.at)) : null;
  }
  if (job.kind === 'order_rescheduled') {
    const event = await eventOf<'order.rescheduled'>(sql, job.eventId);
    if (!event) return null;
    if (order.status !== 'deposit_paid' || order.deliveryDate !== event.payload.to) return { skip: 'the order has moved again or closed since' };
    return mail(orderRescheduledEmail(order, { ...event.payload, at: event.at }, orderUrl));
  }
  // NOTE: staff cancel unpaid orders too (a hold never paid): the e-mail then says no deposit was taken.
  const [event] = await sql<{ type: string; payload: OutboxPayloads['order.cancelled_by_customer']; created_at: Date }[]>`
    SELECT e.type, e.payload, e.created_at FROM outbox_events e WHERE e.id = ${job.eventId}`;
  if (!event) return null;
  if (order.status !== 'cancelled') return { skip: `order is ${order.status}, not cancelled` };
  const by = event.type === 'order.cancelled_by_staff' ? 'staff' : 'customer';
  return mail(orderCancelledEmail(order, { refundCents: event.payload.refundCents, at: event.created_at, by, depositPaid: order.paidAt !== null }, orderUrl));
}
