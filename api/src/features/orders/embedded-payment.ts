import { DEPOSIT_PERCENT, normalizeAddOns, priceOrder, toWireBreakdown, type PriceBreakdown, type updatePaymentSchema } from '@sdp/shared';
import type * as v from 'valibot';
import Stripe from 'stripe';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { callStripe, requireStripe } from '@sdp/server/stripe-calls';
import { getCatalog } from '@sdp/server/catalog/catalog-cache';
import { requireDiscountCode } from '@sdp/server/referrals/referral-rules';
import { seasonOfDelivery, loadSeasonRows } from '@sdp/server/season/season-rows';
import { upsertPayment } from '@sdp/server/orders/record-payment';
import { findOrder, priceColumns, writeOrderAddOns, type OrderRow } from '@sdp/server/db/orders';
import { repriceUnpaidOrder } from '@sdp/server/db/order-updates';
import { ORDER_NOT_FOUND } from '@sdp/server/orders/require-order';
import { hashSecret, secretMatches } from '@sdp/server/orders/order-secret';
import { UNPAID } from '@sdp/server/orders/order-status';
import { resolveAddOns } from '@sdp/server/orders/resolve-add-ons';
import { neighbourSavingCents } from '@sdp/server/orders/neighbour-weeks';

/**
 * The order's one PaymentIntent. It is created with parameters fixed by the order (base price and delivery fee never change), so
 * its idempotency key can be replayed safely after any failure, then its amount is set to the current deposit.
 */
async function syncPaymentIntent(deps: AppDeps, order: OrderRow, depositCents: number): Promise<Stripe.PaymentIntent> {
  const stripe = requireStripe(deps);
  const customer = order.balance_consent_at && !order.stripe_payment_intent_id ? await balanceCustomer(deps, order) : null;
  let intent = order.stripe_payment_intent_id
    ? await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.stripe_payment_intent_id!))
    : await callStripe(deps, 'paymentIntents.create', () =>
        stripe.paymentIntents.create(
          {
            amount: priceOrder({ basePriceCents: order.base_cents, addOns: [], deliveryFeeCents: order.delivery_fee_cents }).depositAmount,
            currency: 'usd',
            automatic_payment_methods: { enabled: true },
            description: `Deposit (${DEPOSIT_PERCENT}%) — ${order.package_name}`,
            metadata: { orderId: order.id },
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: `payment-intent:${order.id}` },
        ),
      );
  if (intent.amount !== depositCents) {
    try {
      intent = await callStripe(deps, 'paymentIntents.update', () => stripe.paymentIntents.update(intent.id, { amount: depositCents }));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw conflict('This payment has already been submitted and can no longer be changed.');
      throw err;
    }
  }
  return intent;
}

/** The Stripe Customer the consented deposit saves the card on (docs/design.md §11); one per order, replay-safe by its key. */
async function balanceCustomer(deps: AppDeps, order: OrderRow): Promise<string> {
  const stripe = requireStripe(deps);
  const customer = await callStripe(deps, 'customers.create', () =>
    stripe.customers.create(
      { email: order.customer_email, name: order.customer_name, metadata: { orderId: order.id } },
      { idempotencyKey: `customer:${order.id}` },
    ),
  );
  return customer.id;
}

/**
 * POST /api/orders/:id/update-payment: reprice an unpaid embedded-flow order with the add-ons and promo now chosen on /checkout and
 * bring its PaymentIntent to the new deposit. Only the browser holding the order secret may (ADR 021). The order row stays
 * locked meanwhile, so concurrent calls cannot make a second intent.
 */
export async function updatePayment(
  deps: AppDeps,
  orderId: string,
  orderSecret: string | undefined,
  body: v.InferOutput<typeof updatePaymentSchema>,
): Promise<{ clientSecret: string; breakdown: PriceBreakdown }> {
  requireStripe(deps);
  const catalog = await getCatalog(deps.sql);
  const addOns = resolveAddOns(catalog, normalizeAddOns(body.selectedAddOns, body.addOnQuantities));
  return deps.sql.begin(async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    // NOTE: a wrong or missing secret looks exactly like an unknown order (ADR 021).
    if (!order || !secretMatches(order.secret_hash, orderSecret)) throw notFound(ORDER_NOT_FOUND);
    if (order.flow !== 'embedded') throw conflict('This order is paid on the secure checkout page it was created with.');
    if (!UNPAID.includes(order.status)) throw conflict('This order has already been paid or closed and can no longer be changed.');
    const season = seasonOfDelivery(await loadSeasonRows(tx), order.delivery_date);
    const household = { email: order.customer_email, phone: order.customer_phone, address: order.address, zipCode: order.zip_code };
    const { promo, referral } = await requireDiscountCode(tx, body.promoCode, {
      now: currentTime(deps), season: { referralDiscountCents: season?.referralDiscountCents ?? 0 }, household, exceptOrderId: order.id,
    });
    // NOTE: the neighbour line is decided again from the order's own zip and week (ADR 141), so a stop cancelled since creation counts no more.
    const neighbourCents = await neighbourSavingCents(tx, { neighbourDiscountCents: season?.neighbourDiscountCents ?? 0 }, {
      zipCode: order.zip_code.trim(), week: order.delivery_date, exceptOrderId: order.id,
    });
    const breakdown = priceOrder({ basePriceCents: order.base_cents, addOns, promo, referral, neighbourCents, deliveryFeeCents: order.delivery_fee_cents });
    const intent = await syncPaymentIntent(deps, order, breakdown.depositAmount);
    await repriceUnpaidOrder(tx, order.id, {
      ...priceColumns(breakdown), referrer_id: breakdown.referralCode && referral ? referral.referrerId : null,
      stripe_payment_intent_id: intent.id, payment_intent_secret_hash: hashSecret(intent.client_secret!),
    });
    await writeOrderAddOns(tx, order.id, addOns);
    await upsertPayment(tx, order.id, { kind: 'payment_intent', ref: intent.id, amountCents: intent.amount, status: intent.status });
    return { clientSecret: intent.client_secret!, breakdown: toWireBreakdown(breakdown) };
  });
}
