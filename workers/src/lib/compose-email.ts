import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { EmailJobData } from '@sdp/server/queues';
import { orderMayGetRecap, projectTypeLabel } from '@sdp/shared';
import { orderRecapEmail } from './emails/order-recap.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from './emails/quote-emails.ts';
import { withTermsLink, type EmailContent } from './emails/layout.ts';
import { loadOrder, loadQuote } from './subjects.ts';
import { balanceLinkEmail, balanceReceiptEmail, depositNotificationEmail, refundReceiptEmail } from './emails/balance-emails.ts';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import { unsubscribeUrl } from '@sdp/server/waitlist/unsubscribe-link';
import { bookingOpenEmail, type BookingOpenSeason } from './emails/booking-open.ts';
import { quoteDepositUrl } from '@sdp/server/orders/quote-deposit-link';
import { quoteDepositEmail } from './emails/quote-deposit-email.ts';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { composeScheduledEmail } from './compose-scheduled-email.ts';

/** The scheduled messages of docs/design.md §12 (ADR 050), composed in their own file. */
const SCHEDULED_KINDS: readonly EmailJobData['kind'][] = ['delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request'];
import { composeMyOrderEmail, isMyOrderEmail } from './compose-my-order-email.ts';

export interface ComposedEmail {
  to: string;
  replyTo?: string;
  content: EmailContent;
  quoteId: string | null;
  orderId: string | null;
  /** A quote confirmation past its address's daily share (ADR 022): only a staff resend sends it. */
  withheld?: boolean;
  waitlistEntryId?: string;
  /** Extra headers (List-Unsubscribe on the waitlist e-mail). */
  headers?: Record<string, string>;
}

/** An e-mail that must not go out in the subject's current state (the reason is logged and returned as the job's result). */
export interface SkippedEmail {
  skip: string;
}

/**
 * Build the e-mail a job stands for from the current rows; null when the quote or order no longer exists. An order recap is
 * skipped unless the deposit was paid and the order stands: it tells the customer so (docs/design.md §12), and the order may have been
 * cancelled between the event and this job, or a resend asked for an order that never paid.
 */
export async function composeEmail(sql: Sql, env: Env, job: Pick<EmailJobData, 'eventId' | 'kind' | 'subject' | 'refundId'>): Promise<ComposedEmail | SkippedEmail | null> {
  if (SCHEDULED_KINDS.includes(job.kind)) return composeScheduledEmail(sql, env, job);
  if (isMyOrderEmail(job.kind)) return composeMyOrderEmail(sql, env, { ...job, kind: job.kind });
  if (job.kind === 'balance_link' || job.kind === 'balance_receipt' || job.kind === 'refund_receipt') return composeMoneyEmail(sql, env, job);
  if (job.kind === 'booking_open') return composeBookingOpenEmail(sql, env, job.subject.id);
  if (job.kind === 'deposit_notification') {
    const order = await loadOrder(sql, job.subject.id);
    if (!order) return null;
    const orderUrl = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/orders/${order.id}`;
    return { to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content: depositNotificationEmail(order, orderUrl), quoteId: null, orderId: order.id };
  }
  if (job.kind === 'order_recap') {
    const order = await loadOrder(sql, job.subject.id);
    if (!order) return null;
    if (!orderMayGetRecap(order.status)) return { skip: `order is ${order.status}: the recap confirms a paid deposit` };
    return { to: order.customerEmail, content: withTermsLink(orderRecapEmail(order, myOrderUrl(env, order.id)), termsUrl(env)), quoteId: null, orderId: order.id };
  }
  const quote = await loadQuote(sql, job.subject.id);
  if (!quote) return null;
  if (job.kind === 'quote_deposit_link') return composeDepositLink(sql, env, quote);
  if (job.kind === 'quote_confirmation') {
    return { to: quote.customerEmail, content: quoteConfirmationEmail(quote), quoteId: quote.id, orderId: null, withheld: quote.confirmationWithheld };
  }
  const dashboardUrl = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/dashboard`;
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: quote.customerEmail, content: quoteNotificationEmail(quote, dashboardUrl), quoteId: quote.id, orderId: null };
}

const termsUrl = (env: Env) => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/terms`;

/** The e-mails of docs/design.md §11 about an order's balance and refunds. */
async function composeMoneyEmail(sql: Sql, env: Env, job: Pick<EmailJobData, 'kind' | 'subject' | 'refundId'>): Promise<ComposedEmail | null> {
  const order = await loadOrder(sql, job.subject.id);
  if (!order) return null;
  const mail = (content: ComposedEmail['content']) => ({ to: order.customerEmail, content: withTermsLink(content, termsUrl(env)), quoteId: null, orderId: order.id });
  const link = myOrderUrl(env, order.id);
  if (job.kind === 'balance_receipt') return mail(balanceReceiptEmail(order, link));
  if (job.kind === 'balance_link') {
    const [row] = await sql<{ balance_status: string }[]>`SELECT balance_status FROM orders WHERE id = ${order.id}`;
    const reason = row!.balance_status === 'action_required' ? 'action_required' : row!.balance_status === 'failed' ? 'failed' : 'due';
    return mail(balanceLinkEmail(order, payBalanceUrl(env, order.id), reason, link));
  }
  const [refund] = await sql<{ amount_cents: number }[]>`SELECT amount_cents FROM payments WHERE provider_ref = ${job.refundId ?? ''} AND kind = 'refund'`;
  return refund ? mail(refundReceiptEmail(order, refund.amount_cents, link)) : null;
}

/**
 * "Booking is open" to one waitlisted person (docs/design.md §13), with their own signed unsubscribe link (ADR 037). Skipped when
 * they unsubscribed after staff opened booking.
 */
async function composeBookingOpenEmail(sql: Sql, env: Env, entryId: string): Promise<ComposedEmail | SkippedEmail | null> {
  const [entry] = await sql<{ id: string; name: string; email: string; unsubscribed: boolean; year: number | null }[]>`
    SELECT w.id, w.name, w.email, w.unsubscribed_at IS NOT NULL AS unsubscribed,
           (SELECT max(season_year) FROM waitlist_notices n WHERE n.entry_id = w.id) AS year
    FROM waitlist_entries w WHERE w.id = ${entryId}`;
  if (!entry) return null;
  if (entry.unsubscribed) return { skip: 'unsubscribed from the waitlist' };
  const [season] = await sql<BookingOpenSeason[]>`
    SELECT year, delivery_dates AS "deliveryDates", booking_deadline AS "bookingDeadline", sale_starts_at AS "saleStartsAt",
           sale_ends_at AS "saleEndsAt"
    FROM season WHERE year = ${entry.year}`;
  if (!season) return null;
  const base = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}`;
  const unsubscribe = unsubscribeUrl(env, entry.id);
  const oneClick = `${base}/api/waitlist/unsubscribe/${unsubscribe.slice(unsubscribe.lastIndexOf('/') + 1)}`;
  return {
    to: entry.email, content: bookingOpenEmail(entry.name, season, `${base}/`, unsubscribe), quoteId: null, orderId: null, waitlistEntryId: entry.id,
    // NOTE: RFC 8058 one-click unsubscribe: mail clients POST to the API route; the link in the body opens the confirming page.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The deposit link of a quote staff turned into an order (ADR 035); skipped once the quote's order is paid or the offer withdrawn. */
async function composeDepositLink(sql: Sql, env: Env, quote: { id: string; customerName: string; customerEmail: string; projectType: string }): Promise<ComposedEmail | SkippedEmail> {
  const [row] = await sql<{ offer: { deliveryDate: string; address: string; city: string; zipCode: string; totalCents: number; depositCents: number } | null; paid: boolean }[]>`
    SELECT offer, EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id AND o.status IN ('deposit_paid', 'delivered', 'completed')) AS paid
    FROM custom_quotes q WHERE q.id = ${quote.id}`;
  if (!row?.offer) return { skip: 'the quote has no offer to pay' };
  if (row.paid) return { skip: 'the deposit of this quote is already paid' };
  const { offer } = row;
  const content = quoteDepositEmail({
    customerName: quote.customerName, projectLabel: projectTypeLabel(quote.projectType), deliveryDate: offer.deliveryDate,
    address: `${offer.address}, ${offer.city} ${offer.zipCode}`, totalCents: offer.totalCents, depositCents: offer.depositCents,
  }, quoteDepositUrl(env, quote.id));
  return { to: quote.customerEmail, content, quoteId: quote.id, orderId: null };
}
