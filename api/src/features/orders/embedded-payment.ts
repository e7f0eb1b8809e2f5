import { normalizeAddOns, priceOrder, toWireBreakdown, type updatePaymentSchema } from '@sdp/shared';
import { withGiftCard, type PaymentBreakdown } from '@sdp/shared/gift-cards';
import type * as v from 'valibot';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireStripe } from '@sdp/server/stripe-calls';
import { getCatalog } from '@sdp/server/catalog/catalog-cache';
import { requireDiscountCode } from '@sdp/server/referrals/referral-rules';
import { seasonOfDelivery, loadSeasonRows } from '@sdp/server/season/season-rows';
import { depositPaidByGiftCard, depositPaymentIntent } from '@sdp/server/orders/deposit-intent';
import { holdGiftCard } from '@sdp/server/gift-cards/card-hold';
import { withEvents } from '@sdp/server/outbox';
import { findOrder, priceColumns, writeOrderAddOns } from '@sdp/server/db/orders';
import { repriceUnpaidOrder } from '@sdp/server/db/order-updates';
import { ORDER_NOT_FOUND } from '@sdp/server/orders/require-order';
import { secretMatches } from '@sdp/server/orders/order-secret';
import { UNPAID } from '@sdp/server/orders/order-status';
import { resolveAddOns } from '@sdp/server/orders/resolve-add-ons';
import { neighbourSavingCents } from '@sdp/server/orders/neighbour-weeks';

/**
 * POST /api/orders/:id/update-payment: reprice an unpaid embedded-flow order with the add-ons and promo now chosen on /checkout and
 * bring its one PaymentIntent (the deposit intent of docs/design.md §22) to the new deposit. Only the browser holding the order secret
 * may (ADR 021). The order row stays locked meanwhile, so concurrent calls cannot make a second intent.
 */
export async function updatePayment(
  deps: AppDeps,
  orderId: string,
  orderSecret: string | undefined,
  body: v.InferOutput<typeof updatePaymentSchema>,
): Promise<{ clientSecret: string | null; breakdown: PaymentBreakdown; paid: boolean }> {
  requireStripe(deps);
  const catalog = await getCatalog(deps.sql);
  const addOns = resolveAddOns(catalog, normalizeAddOns(body.selectedAddOns, body.addOnQuantities));
  return withEvents(deps, async (tx) => {
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
    await repriceUnpaidOrder(tx, order.id, { ...priceColumns(breakdown), referrer_id: breakdown.referralCode && referral ? referral.referrerId : null });
    await writeOrderAddOns(tx, order.id, addOns);
    // NOTE: a gift card is a payment, not a discount (docs/design.md §27): the price stays, Stripe is asked for the rest only.
    const giftCents = await holdGiftCard(tx, (await findOrder(tx, order.id))!, body.giftCardCode);
    const priced = (await findOrder(tx, order.id))!;
    const wire = withGiftCard(toWireBreakdown(breakdown), giftCents);
    if (giftCents === priced.deposit_cents) {
      await depositPaidByGiftCard(deps, tx, priced);
      return { clientSecret: null, breakdown: wire, paid: true };
    }
    const intent = await depositPaymentIntent(deps, tx, priced);
    return { clientSecret: intent.client_secret!, breakdown: wire, paid: false };
  });
}
