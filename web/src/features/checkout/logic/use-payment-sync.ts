import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOASTS, type PriceBreakdown } from '@sdp/shared';
import type { PaymentBreakdown } from '@sdp/shared/gift-cards';
import { toast } from '../../../components/ui/toast-store.ts';
import type { OrderKey } from '../../../lib/stored-order.ts';
import { updatePayment, type PaymentSelection } from '../api/update-payment.ts';

export interface PaymentSync {
  clientSecret: string | null;
  breakdown: PaymentBreakdown | null;
  syncing: boolean;
  /** A gift card paid the whole deposit: there is nothing left to pay by card (docs/design.md §27). */
  paid: boolean;
}

/**
 * docs/product-spec.md §4 checkout flow: a payment is created for the order on load and re-synced whenever add-ons, quantities or the promo
 * change. A failure at load sends the user to /; a later one shows "Payment Error" and hands back the last selection the
 * server accepted, so the page never shows a total the payment does not match.
 */
export function usePaymentSync(order: OrderKey | undefined, body: PaymentSelection, onSynced: (body: PaymentSelection, breakdown: PriceBreakdown) => void, onRejected: (lastGood: PaymentSelection) => void): PaymentSync {
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentSync>({ clientSecret: null, breakdown: null, syncing: true, paid: false });
  const lastGood = useRef<PaymentSelection | null>(null);
  const callbacks = useRef({ onSynced, onRejected });
  // NOTE: the callbacks are only called once a request settles, so the ones of the last committed render are the ones to use.
  useEffect(() => {
    callbacks.current = { onSynced, onRejected };
  });
  const key = JSON.stringify(body);
  const { orderId, orderSecret } = order ?? {};

  useEffect(() => {
    if (!orderId || !orderSecret) return;
    const sent = JSON.parse(key) as PaymentSelection;
    if (lastGood.current && JSON.stringify(lastGood.current) === key) return;
    let current = true;
    setState((previous) => ({ ...previous, syncing: true }));
    updatePayment({ orderId, orderSecret }, sent)
      .then(({ clientSecret, breakdown, paid }) => {
        if (!current) return;
        lastGood.current = sent;
        setState({ clientSecret, breakdown, syncing: false, paid });
        callbacks.current.onSynced(sent, breakdown);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('checkout: update-payment failed', error);
        if (!lastGood.current) {
          void navigate({ to: '/', replace: true });
          return;
        }
        toast({ ...TOASTS.paymentUpdateFailed, variant: 'destructive' });
        setState((previous) => ({ ...previous, syncing: false }));
        callbacks.current.onRejected(lastGood.current);
      });
    return () => {
      current = false;
    };
  }, [orderId, orderSecret, key, navigate]);

  return state;
}
