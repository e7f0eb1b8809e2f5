import { useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { TOASTS } from '@sdp/shared';
import { toast } from '../../../components/ui/toast-store.ts';
import { track } from '../../../lib/analytics.ts';
import { saveConfirmationSnapshot, type StoredOrder } from '../../../lib/stored-order.ts';
import { handOverConfirmedOrder } from '../../../lib/confirmed-handoff.ts';
import { confirmOrderPayment } from '../api/update-payment.ts';
import type { StripeClient, StripeElements } from '../../../lib/payments/stripe-types.ts';

/** Where the provider sends the browser back when a payment method needs a redirect (docs/design.md §8: under BASE_PATH). */
export const confirmationReturnUrl = () => `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}/order-confirmation`;

/**
 * Submit of docs/product-spec.md §4: validate the card form, store a confirmation snapshot, confirm (redirecting only if required), then
 * record payment_completed, tell the server, say "Payment Successful" and show the confirmation.
 */
export function usePay() {
  const navigate = useNavigate();
  const router = useRouter();
  const [paying, setPaying] = useState(false);

  const pay = async (stripe: StripeClient, elements: StripeElements, order: StoredOrder) => {
    setPaying(true);
    try {
      const validation = await elements.submit?.();
      if (validation?.error) {
        toast({ title: TOASTS.paymentError, description: validation.error.message, variant: 'destructive' });
        return;
      }
      saveConfirmationSnapshot(order);
      // NOTE: the confirmation page's code loads while the card is confirmed, not after (ADR 190).
      void router.preloadRoute({ to: '/order-confirmation', search: {} }).catch(() => undefined);
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: confirmationReturnUrl() }, redirect: 'if_required' });
      if (result.error) {
        toast({ title: TOASTS.paymentError, description: result.error.message, variant: 'destructive' });
        return;
      }
      const intent = result.paymentIntent;
      if (!intent || (intent.status !== 'succeeded' && intent.status !== 'processing')) {
        toast({ title: TOASTS.paymentFailed, variant: 'destructive' });
        return;
      }
      track.conversion('payment_completed', Number(order.depositAmount));
      const confirmed = await confirmOrderPayment(order).catch((error: unknown) => console.error('checkout: confirm-payment failed', error));
      if (confirmed) handOverConfirmedOrder(intent.id, confirmed);
      toast({ ...TOASTS.paymentSuccess, variant: 'success' });
      await navigate({ to: '/order-confirmation', search: { payment_intent: intent.id, redirect_status: 'succeeded' } });
    } catch (error) {
      console.error('checkout: payment failed', error);
      toast({ title: TOASTS.paymentFailed, variant: 'destructive' });
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
}
