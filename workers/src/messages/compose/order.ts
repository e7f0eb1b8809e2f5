import { orderMayGetRecap, sanDiegoDate } from '@sdp/shared';
import { latestOnMyWayNotice } from '@sdp/server/crew/on-my-way-notices';
import { referralShareOfOrder } from '@sdp/server/referrals/referral-credits';
import { myOrderUrl } from '@sdp/server/orders/my-order-link';
import { refundAmountCents } from '@sdp/server/db/order-ledger';
import { payBalanceUrl } from '@sdp/server/orders/pay-link';
import { weeksToOffer } from '@sdp/server/orders/spot-on-payment';
import { strayRefunds } from '@sdp/server/orders/stray-payment';
import { cardThatPaid, savedCardOf } from '../../lib/card-words.ts';
import { tipFigures } from '@sdp/server/db/order-tips';
import { balanceLinkEmail, balanceReceiptEmail, depositNotificationEmail, refundReceiptEmail } from '../../lib/emails/balance-emails.ts';
import { withTermsLink } from '../../lib/emails/layout.ts';
import { onMyWayEmail } from '../../lib/emails/on-my-way-email.ts';
import { orderRecapEmail } from '../../lib/emails/order-recap.ts';
import { strayPaymentRefundedEmail } from '../../lib/emails/stray-payment-email.ts';
import { disputeEmail } from '../../lib/emails/dispute-emails.ts';
import { disputeById } from '@sdp/server/db/disputes';
import { loadOrder, type OrderRow } from '../../lib/subjects.ts';
import { siteUrl, staffOrderUrl, termsUrl, type ComposeDeps, type ComposedEmail, type Composer } from '../composed.ts';

// The e-mails about one order, each built from the order as it is when the job runs (docs/design.md §11, §12).

/** A customer e-mail about `order`, with the terms link every such e-mail carries. */
const toCustomer = (deps: ComposeDeps, order: OrderRow, content: ComposedEmail['content']): ComposedEmail =>
  ({ to: order.customerEmail, content: withTermsLink(content, termsUrl(deps.env)), quoteId: null, orderId: order.id });

/** A composer of the order the job names: null once the order is gone. */
const ofOrder = (compose: (deps: ComposeDeps, order: OrderRow, job: Parameters<Composer>[1]) => ReturnType<Composer>): Composer =>
  async (deps, job) => {
    const order = await loadOrder(deps.sql, job.subject.id);
    return order ? compose(deps, order, job) : null;
  };

/**
 * The recap ("Your porch is booked"), only while the deposit is paid and the order stands: it tells the customer so
 * (docs/design.md §12), and the order may have been cancelled between the event and this job, or a resend asked for an order
 * that never paid.
 */
export const composeOrderRecap = ofOrder(async (deps, order) => {
  if (!orderMayGetRecap(order.status)) return { skip: `order is ${order.status}: the recap confirms a paid deposit` };
  const card = order.stripeCustomerId ? { digits: await savedCardOf(deps.sql, deps.stripe, order) } : null;
  const referral = await referralShareOfOrder(deps.sql, order);
  return toCustomer(deps, order, orderRecapEmail(order, myOrderUrl(deps.env, order.id, order.linkVersion), card, referral));
});

/** Staff hear of every deposit that lands (docs/design.md §11). */
export const composeDepositNotification = ofOrder(async ({ env }, order) =>
  ({ to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content: depositNotificationEmail(order, staffOrderUrl(env, order.id)), quoteId: null, orderId: order.id }));

/** The tip for the crew the order kept (paid less refunded), in cents: the receipt thanks for it instead of offering one. */
const tipKept = async (sql: Parameters<typeof tipFigures>[0], orderId: string) => {
  const tips = await tipFigures(sql, orderId);
  return tips.paid - tips.refunded;
};

/** The receipt of the balance charged after delivery, naming the card that paid, with the tip given or the offer of one. */
export const composeBalanceReceipt = ofOrder(async (deps, order) =>
  toCustomer(deps, order, balanceReceiptEmail(order, myOrderUrl(deps.env, order.id, order.linkVersion), await cardThatPaid(deps.sql, deps.stripe, order.id),
    await tipKept(deps.sql, order.id))));

/** The signed pay-balance link: 3-D Secure needed, the card declined, or no card saved. */
export const composeBalanceLink = ofOrder(async (deps, order) => {
  const reason = order.balanceStatus === 'action_required' ? 'action_required' : order.balanceStatus === 'failed' ? 'failed' : 'due';
  const { env } = deps;
  return toCustomer(deps, order, balanceLinkEmail(order, payBalanceUrl(env, order.id, order.linkVersion), reason, myOrderUrl(env, order.id, order.linkVersion)));
});

/** A refund's receipt; a deposit refunded because its week filled (ADR 159) says why and offers the weeks still open. */
export const composeRefundReceipt = ofOrder(async (deps, order, job) => {
  const refundCents = await refundAmountCents(deps.sql, job.refundId ?? '');
  if (refundCents === null) return null;
  const weeks = await weeksToOffer(deps.sql, job.refundId ?? '', order, sanDiegoDate(deps.now));
  const link = myOrderUrl(deps.env, order.id, order.linkVersion);
  return toCustomer(deps, order, refundReceiptEmail(order, refundCents, link, weeks && { weeks, reserveUrl: `${siteUrl(deps.env)}/reserve` }));
});

/**
 * The staff alert of ADR 067 and ADR 154: the automatic refund of a stray payment, with the amount and the reason the ledger
 * recorded. The kind keeps the name it had when only a second balance was refunded.
 */
export const composeStrayAlert = ofOrder(async ({ sql, env }, order) => {
  const refunded = await strayRefunds(sql, order.id);
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content: strayPaymentRefundedEmail(order, refunded, staffOrderUrl(env, order.id)), quoteId: null, orderId: order.id };
});

/**
 * "On my way" by e-mail (ADR 133), for a tap that could not text or a text that failed: the window of the order's newest notice.
 * Skipped once the order is delivered: by then the e-mail would only confuse.
 */
export const composeOnMyWay = ofOrder(async ({ sql }, order) => {
  if (order.status !== 'deposit_paid') return { skip: `order is ${order.status}: the crew has been` };
  // NOTE: one notice per order per day and this e-mail goes the same day, so the newest notice is the one the event names.
  const notice = await latestOnMyWayNotice(sql, order.id);
  if (!notice) return { skip: 'no "On my way" notice for this order' };
  return { to: order.customerEmail, content: onMyWayEmail(order, { from: notice.windowFrom, to: notice.windowTo }), quoteId: null, orderId: order.id };
});

/**
 * Staff are told of a dispute (docs/design.md §27): at once, and 3 days before the deadline while it is unanswered; the reminder is
 * skipped once the evidence went or the bank decided.
 */
export const composeDisputeEmail = ofOrder(async ({ sql, env }, order, job) => {
  const dispute = await disputeById(sql, job.disputeId ?? '');
  if (!dispute) return null;
  if (job.kind === 'dispute_reminder' && (dispute.submitted_at || dispute.closed_at)) return { skip: 'the dispute was answered or decided' };
  const figures = { amountCents: dispute.amount_cents, feeCents: dispute.fee_cents, reason: dispute.reason, dueBy: dispute.evidence_due_by };
  const content = disputeEmail(order, figures, staffOrderUrl(env, order.id), job.kind === 'dispute_reminder' ? 'reminder' : 'opened');
  return { to: env.STAFF_NOTIFY_EMAIL, replyTo: order.customerEmail, content, quoteId: null, orderId: order.id };
});
