import { TOASTS } from '@sdp/shared/constants/messages';
import { normalizePromoCode } from '@sdp/shared/schemas/fields';
import { toDecimal } from '@sdp/shared/money';
import { type OrderDialogForm } from '@sdp/shared/schemas/order';
import { type Package } from '@sdp/shared/wire';
import { type PriceBreakdownCents } from '@sdp/shared/pricing';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { track } from '../../../lib/analytics.ts';
import { sendSiteEvent } from '../../../lib/site-events.ts';
import { checkDeliveryZone } from '../../../lib/api/check-delivery-zone.ts';
import { useCreateStripeCheckout } from '../../../lib/api/create-stripe-checkout.ts';
import type { DiscountState } from '../../../lib/ordering/discount-message.ts';
import { orderRequest } from '../../../lib/ordering/order-request.ts';

/** The browser's way out to the hosted payment page; a seam so tests can watch it. */
export function redirectTo(url: string) {
  window.location.href = url;
}

/**
 * Submit sequence of docs/product-spec.md §4: check the delivery zone, total the order, record the tracking events, create the checkout
 * and send the browser to its url. Any failure leaves the user on the form with a toast.
 */
export function useOrderCheckout(pkg: Package) {
  const mutation = useCreateStripeCheckout();

  const submit = async (form: OrderDialogForm, breakdown: PriceBreakdownCents, discount: DiscountState) => {
    const zone = await checkDeliveryZone(form.zipCode);
    if (!zone.served) {
      toast({ ...TOASTS.invalidDeliveryArea, variant: 'destructive' });
      return;
    }
    const quantities = Object.fromEntries(Object.entries(form.addOnQuantities ?? {}).filter(([, quantity]) => quantity > 0));
    const promoCode = discount.status === 'valid' ? (normalizePromoCode(form.discountCode) ?? undefined) : undefined;
    track.event('order_submitted', 'ecommerce', pkg.name, Number(toDecimal(breakdown.finalTotal)));
    track.initiateCheckout(pkg.name, Number(toDecimal(breakdown.depositAmount)));
    sendSiteEvent('checkout_started');
    try {
      const giftCardCode = form.giftCardCode?.trim() || null;
      // NOTE: one key per tap of "Continue": the mutation's own retries resend it, so a lost answer never makes a second order.
      const payload = orderRequest(form, { packageId: pkg.id, serviceType: pkg.serviceLevel, promoCode, quantities, giftCardCode });
      const { url } = await mutation.mutateAsync({ payload, idempotencyKey: crypto.randomUUID() });
      if (!url) {
        toast({ title: TOASTS.checkoutError, description: TOASTS.noCheckoutUrl, variant: 'destructive' });
        return;
      }
      redirectTo(url);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: TOASTS.checkoutError, description: message || TOASTS.checkoutFailedDialog, variant: 'destructive' });
    }
  };

  return { submit, isPending: mutation.isPending };
}
