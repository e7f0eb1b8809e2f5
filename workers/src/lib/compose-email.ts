import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { EmailJobData } from '@sdp/server/queues';
import { orderMayGetRecap, projectTypeLabel, sanDiegoDate } from '@sdp/shared';
import { orderRecapEmail } from './emails/order-recap.ts';
import { quoteConfirmationEmail, quoteNotificationEmail } from './emails/quote-emails.ts';
import { withTermsLink, type EmailContent } from './emails/layout.ts';
import { loadOrder, loadQuote } from './subjects.ts';
import { balanceLinkEmail, balanceReceiptEmail, depositNotificationEmail, refundReceiptEmail } from './emails/balance-emails.ts';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import { composeWaitlistEmail, isWaitlistEmail } from './compose-waitlist-email.ts';
import { quoteDepositUrl } from '@sdp/server/orders/quote-deposit-link';
import { quoteDepositOffer } from '@sdp/server/db/quotes';
import { strayRefunds } from '@sdp/server/orders/stray-payment';
import { refundAmountCents } from '@sdp/server/db/order-ledger';
import { weeksToOffer } from '@sdp/server/orders/spot-on-payment';
import { quoteDepositEmail } from './emails/quote-deposit-email.ts';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { referralShareOfOrder } from '@sdp/server/referrals/referral-credits';
import { composeScheduledEmail } from './compose-scheduled-email.ts';
import { strayPaymentRefundedEmail } from './emails/stray-payment-email.ts';
import { cardThatPaid, savedCardOf } from './card-words.ts';
import type Stripe from 'stripe';

/** The scheduled messages of docs/design.md §12 (ADR 050), composed in their own file. */
const SCHEDULED_KINDS: readonly EmailJobData['kind'][] = ['delivery_reminder', 'staff_call_list', 'balance_follow_up', 'removal_reminder', 'review_request'];
import { composeMyOrderEmail, isMyOrderEmail } from './compose-my-order-email.ts';
import { composeRenewalEmail } from './compose-renewal-email.ts';
import { composeWeatherEmail } from './compose-weather-email.ts';
import { createLogger } from '@sdp/server/logger';
import { latestOnMyWayNotice } from '@sdp/server/crew/on-my-way-notices';
import { onMyWayEmail } from './emails/on-my-way-email.ts';

/** Composing reads only; what it would log (a Stripe call failing) the job's own log already says. */
const quietLogger = createLogger('error');

export interface ComposedEmail {
  to: string;
  replyTo?: string;
  content: EmailContent;
  quoteId: string | null;
  orderId: string | null;
  /** A quote confirmation past its address's daily share (ADR 022): only a staff resend sends it. */
  withheld?: boolean;
  waitlistEntryId?: string;
  /** Extra headers (List-Unsubscribe on the waitlist e-mails). */
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
export async function composeEmail(
  sql: Sql, env: Env, job: Pick<EmailJobData, 'eventId' | 'kind' | 'subject' | 'refundId'>, stripe: Stripe | null = null, now = new Date(),
): Promise<ComposedEmail | SkippedEmail | null> {
  if (SCHEDULED_KINDS.includes(job.kind)) return composeScheduledEmail(sql, env, job);
  if (isMyOrderEmail(job.kind)) return composeMyOrderEmail(sql, env, { ...job, kind: job.kind });
  if (job.kind === 'balance_link' || job.kind === 'balance_receipt' || job.kind === 'refund_receipt') return composeMoneyEmail(sql, env, job, stripe, now);
  if (isWaitlistEmail(job.kind)) return composeWaitlistEmail(sql, env, { ...job, kind: job.kind }, now);
  // NOTE: the kind keeps the name it had when only a second balance was refunded; it is every stray payment's alert now (ADR 154).
  if (job.kind === 'duplicate_balance_refunded') return composeStrayAlert(sql, env, job.subject.id);
  if (job.kind === 'weather_care') return composeWeatherEmail(sql, env, job.subject.id);
  if (job.kind === 'renewal_offer') return composeRenewalEmail({ sql, env, stripe, logger: quietLogger }, job.subject.id, now);
  if (job.kind === 'on_my_way') return composeOnMyWay(sql, job);
  if (job.kind === 'deposit_notification') {
    const order = await loadOrder(sql, job.subject.id);
    if (!order) return null;
    return { to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content: depositNotificationEmail(order, staffOrderUrl(env, order.id)), quoteId: null, orderId: order.id };
  }
  if (job.kind === 'order_recap') {
    const order = await loadOrder(sql, job.subject.id);
    if (!order) return null;
    if (!orderMayGetRecap(order.status)) return { skip: `order is ${order.status}: the recap confirms a paid deposit` };
    const card = order.stripeCustomerId ? { digits: await savedCardOf(sql, stripe, order) } : null;
    const referral = await referralShareOfOrder(sql, order);
    const content = orderRecapEmail(order, myOrderUrl(env, order.id, order.linkVersion), card, referral);
    return { to: order.customerEmail, content: withTermsLink(content, termsUrl(env)), quoteId: null, orderId: order.id };
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

/** The staff alert of ADR 067 and ADR 154: the automatic refund of a stray payment, with the amount and the reason the ledger recorded. */
async function composeStrayAlert(sql: Sql, env: Env, orderId: string): Promise<ComposedEmail | null> {
  const order = await loadOrder(sql, orderId);
  if (!order) return null;
  const refunded = await strayRefunds(sql, order.id);
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content: strayPaymentRefundedEmail(order, refunded, staffOrderUrl(env, order.id)), quoteId: null, orderId: order.id };
}

/** The order's page on the staff side (the staff e-mails' button). */
const staffOrderUrl = (env: Env, orderId: string) => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/orders/${orderId}`;

const termsUrl = (env: Env) => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/terms`;

/** The e-mails of docs/design.md §11 about an order's balance and refunds. */
async function composeMoneyEmail(sql: Sql, env: Env, job: Pick<EmailJobData, 'kind' | 'subject' | 'refundId'>, stripe: Stripe | null, now: Date): Promise<ComposedEmail | null> {
  const order = await loadOrder(sql, job.subject.id);
  if (!order) return null;
  const mail = (content: ComposedEmail['content']) => ({ to: order.customerEmail, content: withTermsLink(content, termsUrl(env)), quoteId: null, orderId: order.id });
  const link = myOrderUrl(env, order.id, order.linkVersion);
  if (job.kind === 'balance_receipt') return mail(balanceReceiptEmail(order, link, await cardThatPaid(sql, stripe, order.id)));
  if (job.kind === 'balance_link') {
    const reason = order.balanceStatus === 'action_required' ? 'action_required' : order.balanceStatus === 'failed' ? 'failed' : 'due';
    return mail(balanceLinkEmail(order, payBalanceUrl(env, order.id, order.linkVersion), reason, link));
  }
  const refundCents = await refundAmountCents(sql, job.refundId ?? '');
  if (refundCents === null) return null;
  // NOTE: a deposit refunded because its week filled (ADR 159): the receipt says why and offers the weeks still open.
  const weeks = await weeksToOffer(sql, job.refundId ?? '', order, sanDiegoDate(now));
  const reserveUrl = `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/reserve`;
  return mail(refundReceiptEmail(order, refundCents, link, weeks && { weeks, reserveUrl }));
}

/** The deposit link of a quote staff turned into an order (ADR 035); skipped once the quote's order is paid or the offer withdrawn. */
async function composeDepositLink(sql: Sql, env: Env, quote: { id: string; customerName: string; customerEmail: string; projectType: string }): Promise<ComposedEmail | SkippedEmail> {
  const row = await quoteDepositOffer(sql, quote.id);
  if (!row?.offer) return { skip: 'the quote has no offer to pay' };
  if (row.paid) return { skip: 'the deposit of this quote is already paid' };
  const { offer } = row;
  const content = quoteDepositEmail({
    customerName: quote.customerName, projectLabel: projectTypeLabel(quote.projectType), deliveryDate: offer.deliveryDate,
    address: `${offer.address}, ${offer.city} ${offer.zipCode}`, totalCents: offer.totalCents, depositCents: offer.depositCents,
  }, quoteDepositUrl(env, quote.id, row.link_version));
  return { to: quote.customerEmail, content, quoteId: quote.id, orderId: null };
}

/**
 * "On my way" by e-mail (ADR 133), for a tap that could not text or a text that failed: the window of the order's newest notice.
 * Skipped once the order is delivered: by then the e-mail would only confuse.
 */
async function composeOnMyWay(sql: Sql, job: Pick<EmailJobData, 'subject'>): Promise<ComposedEmail | SkippedEmail | null> {
  const order = await loadOrder(sql, job.subject.id);
  if (!order) return null;
  if (order.status !== 'deposit_paid') return { skip: `order is ${order.status}: the crew has been` };
  // NOTE: one notice per order per day and this e-mail goes the same day, so the newest notice is the one the event names.
  const notice = await latestOnMyWayNotice(sql, order.id);
  if (!notice) return { skip: 'no "On my way" notice for this order' };
  return { to: order.customerEmail, content: onMyWayEmail(order, { from: notice.windowFrom, to: notice.windowTo }), quoteId: null, orderId: order.id };
}
