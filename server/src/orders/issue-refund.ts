import { isBooked, toDecimal } from '@sdp/shared';
import Stripe from 'stripe';
import { refundCount, refundedPerCharge } from '../db/order-payments.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { recordEvent, withEvents } from '../outbox.ts';
import { callStripe, requireStripe, stripeId } from '../stripe-calls.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';
import { ledgerFigures, paidInCents } from '../db/order-ledger.ts';
import { refundableTips, tipFigures, tipRefundedOf } from '../db/order-tips.ts';
import { applyOutcome } from './payment-transition.ts';
import { upsertPayment } from './record-payment.ts';
import { requireOrder } from './require-order.ts';
import { orderCardPayments } from '../db/gift-cards.ts';
import { hasOpenDispute } from '../db/disputes.ts';
import { assertCardTakesRefund, refundToGiftCard } from '../gift-cards/card-hold.ts';
import { stripeDepositCents } from './order-moves.ts';

/** A refund while a bank's dispute of the order is open (409): the staff page, the customer's cancel and the workers all say it. */
export const DISPUTED_NO_REFUND = 'The card holder\'s bank charged back this payment in a dispute: no refund can be made until the bank decides.';

/** `giftCard`: the ref of a gift card's payment, given back onto the card instead of through Stripe (docs/design.md §27, ADR 307). */
interface Charge { intentId: string; left: number; giftCard?: boolean }

/**
 * The order's captured payments with what is left to refund on each, in the order refunds take them: the balance, the deposit's
 * card payment, then the deposit's gift card payment (money goes back to a bank card first; ADR 307).
 */
async function refundable(tx: TransactionSql, order: OrderRow): Promise<{ charges: Charge[]; refundedInLedger: number }> {
  const [gift] = order.paid_at ? await orderCardPayments(tx, order.id, 'succeeded') : [];
  const charges = [
    ...(order.balance_status === 'paid' && order.balance_payment_intent_id ? [{ intentId: order.balance_payment_intent_id, cents: order.balance_cents }] : []),
    ...(order.paid_at && order.stripe_payment_intent_id ? [{ intentId: order.stripe_payment_intent_id, cents: stripeDepositCents(order) }] : []),
    ...(gift ? [{ intentId: gift.provider_ref, cents: gift.amount_cents, giftCard: true }] : []),
  ];
  const refunded = await refundedPerCharge(tx, order.id);
  return {
    charges: charges.map((c) => ({ ...c, left: c.cents - (refunded.find((r) => r.refund_of === c.intentId)?.cents ?? 0) })),
    refundedInLedger: refunded.reduce((sum, r) => sum + r.cents, 0),
  };
}

/**
 * How much to refund: an amount (a staff refund), or whatever brings the order's refunded total up to `untilRefunded` cents (a
 * cancellation's refund, ADR 046: counted under the lock, so a double click or a retry after a failed call refunds the rest once).
 */
export type RefundAmount = { cents: number; of?: 'order' | 'tip' } | { untilRefunded: number };

/** What a tip refund may take: the tips paid less those refunded, on the charges that carry them (docs/design.md §27, ADR 300). */
async function refundableTipMoney(tx: TransactionSql, orderId: string): Promise<{ charges: Charge[]; available: number }> {
  const tips = await tipFigures(tx, orderId);
  return { charges: await refundableTips(tx, orderId), available: tips.paid - tips.refunded };
}

/**
 * Refund an amount of an order through Stripe (docs/design.md §11). Money actions on one order are serialized by a transaction-scoped
 * advisory lock, so the total can never pass collected minus refunded (409 otherwise, nothing changes). The order row is NOT
 * locked during the Stripe calls: the charge.refunded webhook they cause must be able to land meanwhile. Each refund has an
 * idempotency key from the order and its place in the ledger; the charge's cumulative refunded amount is read back and applied
 * as the webhook applies it, so whichever comes second changes nothing (ADR 026).
 */
export async function refundOrder(deps: ServiceDeps, orderId: string, asked: RefundAmount, reason: string, actor: OrderActor): Promise<void> {
  const stripe = requireStripe(deps);
  await withEvents(deps, async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext('order-money'), hashtext(${orderId}))`;
    const order = await requireOrder(tx, orderId);
    // NOTE: while the bank's dispute is open the disputed money is held by it; a refund as well would pay the customer twice (ADR 317).
    if (await hasOpenDispute(tx, order.id)) {
      throw conflict(DISPUTED_NO_REFUND);
    }
    // NOTE: a tip is the crew's, never the order's money (ADR 300): a refund gives back one or the other, never both at once.
    const ofTip = 'cents' in asked && asked.of === 'tip';
    const tips = ofTip ? await refundableTipMoney(tx, order.id) : null;
    const { charges, refundedInLedger } = tips ? { charges: tips.charges, refundedInLedger: 0 } : await refundable(tx, order);
    const refunded = Math.max(order.refunded_cents, refundedInLedger);
    // NOTE: what can be refunded is what the payments ledger says was paid in, as the order's pages show it (docs/design.md §16).
    const available = tips ? tips.available : paidInCents(await ledgerFigures(tx, order.id)) - refunded;
    const onCharges = charges.reduce((sum, c) => sum + Math.max(c.left, 0), 0);
    const cents = 'cents' in asked ? asked.cents : Math.min(asked.untilRefunded - refunded, available, onCharges);
    if (cents <= 0) return;
    if (cents > Math.min(available, onCharges)) {
      const what = ofTip ? 'the tips of this order have' : 'this order has';
      throw conflict(`A refund of $${toDecimal(cents)} is more than ${what} left to refund ($${toDecimal(Math.max(Math.min(available, onCharges), 0))}).`);
    }
    // NOTE: an admin's refund that leaves the order standing, with money kept, is goodwill (ADR 185): the order keeps its deposit.
    const goodwill = !ofTip && 'cents' in asked && isBooked(order.status) && cents < available;
    const onStripe = charges.filter((c) => !c.giftCard).reduce((sum, c) => sum + Math.max(c.left, 0), 0);
    if (cents > onStripe) await assertCardTakesRefund(tx, order);
    const counted = { n: await refundCount(tx, order.id) };
    const made: { refund: Stripe.Refund; amount: number; intentId: string; chargeRefunded: number | null }[] = [];
    const toGiftCard: { amount: number; giftRef: string; left: number }[] = [];
    let remaining = cents;
    for (const charge of charges) {
      const amount = Math.min(remaining, charge.left);
      if (amount <= 0) continue;
      if (charge.giftCard) {
        // NOTE: given back under the order's lock below, after the card refunds Stripe made: no third party to wait for.
        toGiftCard.push({ amount, giftRef: charge.intentId, left: charge.left });
        break;
      }
      const key = `refund:${order.id}:${counted!.n + made.length + 1}`;
      let refund: Stripe.Refund;
      try {
        refund = await callStripe(deps, 'refunds.create', () =>
          stripe.refunds.create({ payment_intent: charge.intentId, amount, metadata: { orderId: order.id } }, { idempotencyKey: key }));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && made.length === 0) throw conflict(`Stripe refused the refund: ${err.message}`);
        throw err;
      }
      const chargeId = stripeId(refund.charge);
      const chargeRefunded = chargeId ? (await callStripe(deps, 'charges.retrieve', () => stripe.charges.retrieve(chargeId))).amount_refunded : null;
      made.push({ refund, amount, intentId: charge.intentId, chargeRefunded });
      remaining -= amount;
      if (remaining === 0) break;
    }
    await requireOrder(tx, orderId, { lock: true });
    for (const back of toGiftCard) {
      const ref = await refundToGiftCard(tx, order, back.amount, reason);
      await upsertPayment(tx, order.id, { kind: 'refund', ref, amountCents: back.amount, status: 'succeeded', refundOf: back.giftRef, reason, createdBy: actor.id, goodwill });
      const given = order.gift_card_cents - back.left + back.amount;
      await applyOutcome(tx, await requireOrder(tx, orderId), { kind: 'refunded', chargeId: back.giftRef, refundedCents: given });
      await recordEvent(tx, 'order.refund_issued', { orderId: order.id, refundId: ref });
    }
    for (const { refund, amount, intentId, chargeRefunded } of made) {
      await upsertPayment(tx, order.id, { kind: 'refund', ref: refund.id, amountCents: amount, status: refund.status ?? 'pending', refundOf: intentId, reason, createdBy: actor.id, goodwill, tipCents: ofTip ? amount : 0 });
      const chargeId = stripeId(refund.charge);
      if (chargeId && chargeRefunded !== null) {
        const fresh = await requireOrder(tx, orderId);
        // NOTE: of a charge that carries a tip, only the order's money counts as refunded (its tip refunds are in the ledger, apart).
        const tipRefunded = await tipRefundedOf(tx, intentId);
        await applyOutcome(tx, fresh, { kind: 'refunded', chargeId, refundedCents: chargeRefunded - tipRefunded, tipsApart: true });
      }
      await recordEvent(tx, 'order.refund_issued', { orderId: order.id, refundId: refund.id });
    }
    await recordOrderAction(tx, order.id, actor, 'refund', { amount: toDecimal(cents), reason });
  });
}
