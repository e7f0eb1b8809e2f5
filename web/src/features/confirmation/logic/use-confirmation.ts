import { useEffect, useState } from 'react';
import { clearStoredOrder, readConfirmationSnapshot, readStoredOrder } from '../../../lib/stored-order.ts';
import { getOrderConfirmation, verifyCheckoutSession } from '../api/verify-payment.ts';
import type { ConfirmationSearch } from './confirmation-search.ts';
import { failureView, planConfirmation, pollConfirmation, type ConfirmationView } from './confirmation-state.ts';

/** Runs the confirmation plan for the query: loading -> (processing) -> success | error | unavailable; success forgets the stored order. */
export function useConfirmation(search: ConfirmationSearch): ConfirmationView {
  const [view, setView] = useState<ConfirmationView>({ status: 'loading' });
  const { session_id: sessionId, payment_intent: paymentIntent, redirect_status: redirectStatus } = search;

  useEffect(() => {
    const stored = readStoredOrder() ?? readConfirmationSnapshot();
    const plan = planConfirmation({ session_id: sessionId, payment_intent: paymentIntent, redirect_status: redirectStatus }, stored?.orderId);
    if (plan.kind === 'error' || plan.kind === 'unavailable') {
      setView({ status: plan.kind, message: plan.message });
      return;
    }
    const controller = new AbortController();
    setView({ status: 'loading' });
    const fetchOnce =
      plan.kind === 'verify-session' ? () => verifyCheckoutSession(plan.sessionId) : () => getOrderConfirmation(plan.orderId, plan.paymentIntent);
    pollConfirmation(fetchOnce, { signal: controller.signal, onProcessing: () => setView({ status: 'processing' }) })
      .then((order) => {
        if (controller.signal.aborted) return;
        clearStoredOrder();
        setView({ status: 'success', order });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('order-confirmation: verification failed', error);
        setView(failureView(error));
      });
    return () => controller.abort();
  }, [sessionId, paymentIntent, redirectStatus]);

  return view;
}
