import type { ServiceLevel } from '@sdp/shared/constants/business';
import type { ReservationForm } from '@sdp/shared/schemas/order';
import type { OrderPayload } from '../api/create-stripe-checkout.ts';

/** What both order forms (the dialog and /reserve) ask the customer alike. */
export type OrderContact = Pick<
  ReservationForm,
  'customerName' | 'customerEmail' | 'customerPhone' | 'address' | 'city' | 'zipCode' | 'deliveryDate' | 'photoPermission' | 'specialInstructions' | 'balanceConsent' | 'textConsent'
>;

/**
 * The order the API is asked for, from either order form: the contact trimmed, the add-ons chosen (quantity above 0) and the
 * promo code only when it validated (docs/product-spec.md §4); a gift card code only when one was typed (the API checks it).
 */
export function orderRequest(
  form: OrderContact,
  order: { packageId: string; serviceType: ServiceLevel; promoCode: string | null | undefined; quantities: Record<string, number>; giftCardCode?: string | null },
): OrderPayload {
  return {
    packageId: order.packageId,
    serviceType: order.serviceType,
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    zipCode: form.zipCode.trim(),
    deliveryDate: form.deliveryDate,
    photoPermission: form.photoPermission,
    specialInstructions: form.specialInstructions?.trim() ?? '',
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    ...(order.giftCardCode ? { giftCardCode: order.giftCardCode } : {}),
    addOnServices: Object.keys(order.quantities),
    addOnQuantities: order.quantities,
    balanceConsent: form.balanceConsent === true,
    textConsent: form.textConsent === true,
  };
}
