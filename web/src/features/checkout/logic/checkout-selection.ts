import { TIMINGS, totalBeforeDiscount, type AddOnService, type PriceBreakdown } from '@sdp/shared';
import { storedAddOnLines, storedDiscount, type StoredOrder } from '../../../lib/stored-order.ts';
import { isQuantityAddOn } from '../../../lib/ordering/add-on-visibility.ts';
import type { PaymentSelection } from '../api/update-payment.ts';

export interface CheckoutSelection {
  quantities: Record<string, number>;
  promoCode: string | null;
  /** A gift card paying (part of) the deposit (docs/design.md §27). */
  giftCardCode?: string | null;
}

/** The update-payment body for a selection: only chosen catalog add-ons, a service add-on counted once. */
export function paymentSelection(
  selection: CheckoutSelection,
  addOns: readonly Pick<AddOnService, 'id' | 'name' | 'price' | 'category'>[],
): PaymentSelection {
  const { addOnQuantities } = storedAddOnLines(addOns, selection.quantities, isQuantityAddOn);
  // NOTE: a gift card code goes only when one was entered: without one the selection is what it was before gift cards.
  return { selectedAddOns: Object.keys(addOnQuantities), addOnQuantities, promoCode: selection.promoCode, ...(selection.giftCardCode ? { giftCardCode: selection.giftCardCode } : {}) };
}

/** Upper bound of a checkout quantity control (docs/product-spec.md §5, §9): the item's maximum, 1 when absent, never below what is already chosen. */
export function checkoutMaxQuantity(addOn: Pick<AddOnService, 'maxQuantity'>, current: number): number {
  return Math.max(addOn.maxQuantity ?? TIMINGS.checkoutDefaultMaxAddOnQuantity, current);
}

/**
 * The stored order after a successful re-sync: the server's amounts and the selection that produced them. Without the catalog
 * (still loading) the add-on lines are kept as they were.
 */
export function syncedOrder(
  order: StoredOrder,
  selection: CheckoutSelection,
  breakdown: PriceBreakdown,
  addOns: readonly Pick<AddOnService, 'id' | 'name' | 'price' | 'category'>[] | null,
): StoredOrder {
  return {
    ...order,
    packagePrice: breakdown.baseAmount,
    totalAmount: totalBeforeDiscount(breakdown),
    depositAmount: breakdown.depositAmount,
    deliveryFee: breakdown.deliveryFee,
    finalTotal: breakdown.finalTotal,
    ...storedDiscount(breakdown),
    promoCode: storedDiscount(breakdown).promoCode ?? selection.promoCode,
    ...(addOns ? storedAddOnLines(addOns, selection.quantities, isQuantityAddOn) : {}),
  };
}
