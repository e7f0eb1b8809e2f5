import { isBooked, isClosed } from '@sdp/shared';
import type { OrderStatus } from '@sdp/shared';
import type { Redis } from 'ioredis';
import { findOrder } from '../db/orders.ts';
import { applyWaitingRewards, earnReferralReward, revokeReferralReward } from '../referrals/referral-credits.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import type { Logger } from '../logger.ts';
import { recordEvent, withEvents } from '../outbox.ts';
import { markAccepted } from '../db/renewals.ts';
import { recordOrderAction, THE_CUSTOMER } from './order-actions.ts';
import { applyBalanceOutcome, type BalanceOutcome } from './balance-outcome.ts';
import { carriesTip } from '../db/order-tips.ts';
import { applyTipOutcome, type TipOutcome } from './tip-outcome.ts';
import { applyDisputeOutcome, type DisputeOutcome } from './apply-dispute.ts';
import { collectedCents, move, releaseSlotOnce, stripeDepositCents } from './order-moves.ts';
import { settleCardHold } from '../gift-cards/card-hold.ts';
import { canTransition, UNPAID } from './order-status.ts';
import { upsertPayment } from './record-payment.ts';
import { closeForFilledWeek, spotForDeposit } from './spot-on-payment.ts';
import { isAcceptedPayment, isStrayPayment, recordStrayPayment, STRAY_REASONS, wrongAmountReason } from './stray-payment.ts';

/** What Stripe (or our own cleanup) says happened to an order's deposit. */
export type PaymentOutcome =
  /** `amountCents`: what Stripe says was charged (PaymentIntent.amount_received, Session.amount_total), compared with the deposit due. */
  | { kind: 'paid'; checkoutSessionId?: string | null; paymentIntentId?: string | null; amountCents?: number | null; savedCard?: SavedCard }
  | { kind: 'failed'; checkoutSessionId?: string | null; paymentIntentId?: string | null }
  /** With an id, the attempt Stripe closed: an attempt that is no longer the order's own (ADR 155) closes nothing but itself. */
  | { kind: 'cancelled'; checkoutSessionId?: string | null; paymentIntentId?: string | null }
  /**
   * `refundedCents`: what Stripe says is refunded on this charge so far (cumulative, as Charge.amount_refunded). A charge that carries
   * a tip is counted by the one refund path alone (`tipsApart`: its tip refunds already taken off, ADR 300); its webhook changes nothing.
   */
  | { kind: 'refunded'; chargeId: string; refundedCents: number; paymentIntentId?: string | null; tipsApart?: boolean }
  /** The customer saved a new card for the balance on their order page (a SetupIntent on the order's Customer, ADR 046). */
  | { kind: 'card_saved'; setupIntentId: string; customerId: string | null; paymentMethodId: string | null }
  | BalanceOutcome
  | TipOutcome
  /** A bank disputed one of the order's charges, or the dispute moved on (docs/design.md §27). */
  | DisputeOutcome;

/** The Stripe Customer and card a consented deposit saved (docs/design.md §11); either may arrive first, by different events. */
export interface SavedCard { customerId: string | null; paymentMethodId: string | null }

/** How to find the order: metadata.orderId first, then the Stripe object ids stored on it. */
export interface OrderRef {
  orderId?: string | null;
  checkoutSessionId?: string | null;
  paymentIntentId?: string | null;
}

export interface TransitionResult {
  result: 'duplicate' | 'no-order' | 'changed' | 'unchanged';
  orderId?: string;
  status?: OrderStatus;
}

async function lockOrder(tx: TransactionSql, ref: OrderRef): Promise<OrderRow | undefined> {
  const lock = { lock: true };
  return (ref.orderId ? await findOrder(tx, ref.orderId, lock) : undefined)
    ?? (ref.checkoutSessionId ? await findOrder(tx, { checkoutSessionId: ref.checkoutSessionId }, lock) : undefined)
    ?? (ref.paymentIntentId ? await findOrder(tx, { paymentIntentId: ref.paymentIntentId }, lock) : undefined)
    // NOTE: a dispute names only its charge's PaymentIntent; a balance's is on the ledger, not on the order.
    ?? (ref.paymentIntentId ? await orderOfLedgerPayment(tx, ref.paymentIntentId) : undefined);
}

async function orderOfLedgerPayment(tx: TransactionSql, paymentIntentId: string): Promise<OrderRow | undefined> {
  const [line] = await tx<{ order_id: string }[]>`SELECT order_id FROM payments WHERE provider_ref = ${paymentIntentId} AND kind IN ('payment_intent', 'balance')`;
  return line ? findOrder(tx, line.order_id, { lock: true }) : undefined;
}

/** Keep the saved card of a consented deposit; the first value Stripe sent stays (COALESCE). */
async function keepSavedCard(tx: TransactionSql, order: OrderRow, card: SavedCard | undefined): Promise<void> {
  if (!card || !order.balance_consent_at || (!card.customerId && !card.paymentMethodId)) return;
  await tx`
    UPDATE orders SET stripe_customer_id = COALESCE(stripe_customer_id, ${card.customerId}),
      stripe_payment_method_id = COALESCE(stripe_payment_method_id, ${card.paymentMethodId})
    WHERE id = ${order.id}`;
}

/**
 * Why a deposit that succeeded is one the order cannot keep (docs/design.md §22, ADR 154), or null when it pays the deposit: the order
 * was closed meanwhile; another PaymentIntent paid the deposit first; Stripe charged another amount than the deposit (I2, ADR 156).
 * The caller leaves out a PaymentIntent the order already took (heard of again by webhook, our own read, session and intent events).
 */
function strayDepositReason(order: OrderRow, outcome: Extract<PaymentOutcome, { kind: 'paid' }>): string | null {
  const intentId = outcome.paymentIntentId ?? null;
  if (isClosed(order.status)) return STRAY_REASONS.closedOrder;
  if (isBooked(order.status)) return intentId && order.stripe_payment_intent_id && intentId !== order.stripe_payment_intent_id ? STRAY_REASONS.duplicateDeposit : null;
  const charged = outcome.amountCents;
  const due = stripeDepositCents(order);
  return charged !== undefined && charged !== null && charged !== due ? wrongAmountReason(charged, due) : null;
}

/**
 * Apply one outcome to an order the caller has locked (FOR UPDATE) in `tx`; returns whether anything changed. Monotonic: a
 * stale outcome changes nothing. Staff refunds use it inside their own transaction (api/src/features/money).
 */
export async function applyOutcome(tx: TransactionSql, order: OrderRow, outcome: PaymentOutcome): Promise<boolean> {
  const sessionId = 'checkoutSessionId' in outcome ? outcome.checkoutSessionId : null;
  const intentId = 'paymentIntentId' in outcome ? outcome.paymentIntentId : null;
  const record = async (status: string) => {
    if (sessionId) await upsertPayment(tx, order.id, { kind: 'checkout_session', ref: sessionId, amountCents: stripeDepositCents(order), status });
    if (intentId) await upsertPayment(tx, order.id, { kind: 'payment_intent', ref: intentId, amountCents: stripeDepositCents(order), status });
  };
  switch (outcome.kind) {
    case 'paid': {
      const stray = intentId && !(await isAcceptedPayment(tx, intentId)) ? strayDepositReason(order, outcome) : null;
      if (stray && intentId) {
        const flagged = await recordStrayPayment(tx, order, { kind: 'payment_intent', paymentIntentId: intentId, amountCents: outcome.amountCents ?? order.deposit_cents, reason: stray });
        // NOTE: a deposit of the wrong amount leaves nothing to pay with (its intent has succeeded): the order closes, its spot goes back.
        if (UNPAID.includes(order.status)) await applyOutcome(tx, order, { kind: 'cancelled' });
        return flagged;
      }
      await keepSavedCard(tx, order, outcome.savedCard);
      if (!canTransition(order.status, 'deposit_paid')) {
        // NOTE: the hosted flow hears of one payment twice (payment_intent.succeeded, checkout.session.completed); keep both rows current.
        if (isBooked(order.status)) await record('succeeded');
        return false;
      }
      await tx`
        UPDATE orders SET paid_at = now(), stripe_payment_intent_id = COALESCE(stripe_payment_intent_id, ${intentId ?? null})
        WHERE id = ${order.id}`;
      // NOTE: a gift card's part of the deposit is collected with the rest (docs/design.md §27), also when the week filled meanwhile
      // and the whole deposit is refunded below (the card's part back onto the card).
      await settleCardHold(tx, order.id);
      // NOTE: a checkout that held no spot takes one now; when its week filled meanwhile the deposit is refunded (§22, ADR 159).
      if (!(await spotForDeposit(tx, order))) {
        await record('succeeded');
        await closeForFilledWeek(tx, order);
        return true;
      }
      if (order.promo_code) await tx`UPDATE promo_codes SET redemptions = redemptions + 1 WHERE code = ${order.promo_code}`;
      await record('succeeded');
      await move(tx, order, 'deposit_paid');
      // NOTE: a renewal's deposit accepts its offer (ADR 111): Zapier's "Renewal accepted" and the CRM's seasons booked follow.
      const renewal = order.renewal_offer_id ? await markAccepted(tx, order.id) : undefined;
      if (renewal) await recordEvent(tx, 'renewal.accepted', { offerId: renewal.id, orderId: order.id });
      // Referrals (ADR 120): a new household's paid deposit earns its referrer's reward; rewards waiting for this household's next
      // balance go on this order's.
      await earnReferralReward(tx, order);
      await applyWaitingRewards(tx, order.customer_id);
      return true;
    }
    case 'failed': {
      if (!canTransition(order.status, 'payment_failed')) return false;
      await record('failed');
      await move(tx, order, 'payment_failed');
      return true;
    }
    case 'cancelled': {
      const another = (sessionId && sessionId !== order.stripe_checkout_session_id) || (intentId && intentId !== order.stripe_payment_intent_id);
      if (another || !canTransition(order.status, 'cancelled') || order.status === 'deposit_paid') return false;
      await tx`UPDATE orders SET cancelled_at = now() WHERE id = ${order.id}`;
      if (sessionId) await upsertPayment(tx, order.id, { kind: 'checkout_session', ref: sessionId, amountCents: stripeDepositCents(order), status: 'expired' });
      if (intentId) await upsertPayment(tx, order.id, { kind: 'payment_intent', ref: intentId, amountCents: stripeDepositCents(order), status: 'canceled' });
      await releaseSlotOnce(tx, order);
      await move(tx, order, 'cancelled');
      return true;
    }
    case 'refunded': {
      // NOTE: the automatic refund of a stray payment is not the order's money (ADR 067, ADR 154): neither collected nor refunded.
      if (await isStrayPayment(tx, outcome.paymentIntentId)) return false;
      // NOTE: Stripe's figure mixes a charge's balance and tip refunds; the ledger rows the refund path wrote tell them apart (ADR 300).
      if (!outcome.tipsApart && (await carriesTip(tx, outcome.paymentIntentId))) return false;
      // NOTE: per charge, the largest amount Stripe reported wins (a stale event never lowers it); the order's refunded total is
      // their sum, so the webhook and the refund endpoint's own read can both apply it, in any order, once (ADR 026).
      await tx`
        INSERT INTO charge_refunds (charge_id, order_id, refunded_cents) VALUES (${outcome.chargeId}, ${order.id}, ${outcome.refundedCents})
        ON CONFLICT (charge_id) DO UPDATE SET refunded_cents = GREATEST(charge_refunds.refunded_cents, EXCLUDED.refunded_cents), updated_at = now()`;
      const [sum] = await tx<{ total: number }[]>`SELECT coalesce(sum(refunded_cents), 0)::int AS total FROM charge_refunds WHERE order_id = ${order.id}`;
      const grew = sum!.total > order.refunded_cents;
      if (grew) await tx`UPDATE orders SET refunded_cents = ${sum!.total}, updated_at = now() WHERE id = ${order.id}`;
      const full = sum!.total >= collectedCents(order) && collectedCents(order) > 0;
      // A referred order cancelled or refunded before delivery with all its money back earns its referrer nothing (ADR 120).
      if (full && !order.delivered_at && (order.status === 'cancelled' || canTransition(order.status, 'refunded'))) await revokeReferralReward(tx, order.id);
      if (!full || !canTransition(order.status, 'refunded')) return grew;
      if (order.status === 'deposit_paid') await releaseSlotOnce(tx, order);
      await move(tx, order, 'refunded');
      return true;
    }
    case 'card_saved': {
      // NOTE: only the order's own Customer, and only while the balance is still to be charged; the same card twice changes nothing.
      const fits = order.status === 'deposit_paid' && outcome.paymentMethodId && outcome.customerId === order.stripe_customer_id;
      if (!fits || order.stripe_payment_method_id === outcome.paymentMethodId) return false;
      await tx`UPDATE orders SET stripe_payment_method_id = ${outcome.paymentMethodId}, updated_at = now() WHERE id = ${order.id}`;
      await recordOrderAction(tx, order.id, THE_CUSTOMER, 'replace_card', { setupIntent: outcome.setupIntentId });
      await recordEvent(tx, 'order.details_changed', { orderId: order.id, fields: ['card'] });
      return true;
    }
    case 'balance_paid':
    case 'balance_failed':
      return applyBalanceOutcome(tx, order, outcome);
    case 'tip':
      return applyTipOutcome(tx, order, outcome);
    case 'dispute':
      return applyDisputeOutcome(tx, order, outcome);
  }
}

/**
 * THE payment transition, shared by the Stripe webhook, verify-checkout-session, confirm-payment, the confirmation page
 * (api/src/features/orders) and the unpaid-order sweep (workers/src/jobs/expire-unpaid-orders.ts).
 * With an event, its id is stored in the same transaction as the change and the outbox event, so a redelivery does nothing.
 */
export async function applyPaymentOutcome(
  deps: { sql: Sql; redis: Redis | null; env: { REDIS_PREFIX: string }; logger: Logger },
  input: { ref: OrderRef; outcome: PaymentOutcome | null; event?: { id: string; type: string; objectId: string | null } },
): Promise<TransitionResult> {
  const result = await withEvents(deps, async (tx): Promise<TransitionResult> => {
    if (input.event) {
      const inserted = await tx`
        INSERT INTO stripe_events (id, type, object_id, processed_at) VALUES (${input.event.id}, ${input.event.type}, ${input.event.objectId}, now())
        ON CONFLICT (id) DO NOTHING RETURNING id`;
      if (inserted.length === 0) return { result: 'duplicate' };
    }
    if (!input.outcome) return { result: 'unchanged' };
    const order = await lockOrder(tx, input.ref);
    if (!order) return { result: 'no-order' };
    const changed = await applyOutcome(tx, order, input.outcome);
    const [now] = await tx<{ status: OrderStatus }[]>`SELECT status FROM orders WHERE id = ${order.id}`;
    return { result: changed ? 'changed' : 'unchanged', orderId: order.id, status: now!.status };
  });
  if (result.result === 'no-order') deps.logger.warn('stripe outcome for an unknown order', { ref: input.ref, event: input.event?.id });
  return result;
}
