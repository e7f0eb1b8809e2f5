import { useEffect, useState } from 'react';
import { readConfirmationProof, saveConfirmationProof } from '../../../lib/confirmation-proof.ts';
import { takeConfirmedOrder } from '../../../lib/confirmed-handoff.ts';
import { clearStoredOrder, readConfirmationSnapshot, readStoredOrder } from '../../../lib/stored-order.ts';
import { getOrderConfirmation, verifyCheckoutSession, verifyPaymentIntent } from '../api/verify-payment.ts';
import { confirmedOrderKey, searchWithProof } from './confirmation-proof-search.ts';
import type { ConfirmationSearch } from './confirmation-search.ts';
import { failureView, planConfirmation, pollConfirmation, type ConfirmationView } from './confirmation-state.ts';

/**
 * Runs the confirmation plan for the query: loading -> (processing) -> success | error | unavailable. Success forgets the stored
 * order but keeps what proves this tab's payment, so a reload shows the same confirmation (ADR 021).
 */
export function useConfirmation(search: ConfirmationSearch): ConfirmationView {
  const [view, setView] = useState<ConfirmationView>({ status: 'loading' });
  const { session_id: sessionId, payment_intent: paymentIntent, payment_intent_client_secret: clientSecret, redirect_status: redirectStatus } = search;

  useEffect(() => {
    const proof = readConfirmationProof();
    const query = searchWithProof({ session_id: sessionId, payment_intent: paymentIntent, payment_intent_client_secret: clientSecret, redirect_status: redirectStatus }, proof);
    const key = readStoredOrder() ?? readConfirmationSnapshot() ?? confirmedOrderKey(proof, query.payment_intent);
    const plan = planConfirmation(query, key?.orderId);
    if (plan.kind === 'error' || plan.kind === 'unavailable') {
      setView({ status: plan.kind, message: plan.message });
      return;
    }
    const controller = new AbortController();
    setView({ status: 'loading' });
    // NOTE: /checkout hands over the server's answer it got a moment ago for this payment (lib/confirmed-handoff.ts); it is used
    // as the first answer, so a paid order shows at once and an unpaid one is asked about again as before.
    let handed = plan.kind === 'fetch-intent' ? takeConfirmedOrder(plan.paymentIntent) : null;
    const fetchOnce =
      plan.kind === 'verify-session' ? () => verifyCheckoutSession(plan.sessionId)
      : plan.kind === 'verify-intent' ? () => verifyPaymentIntent(plan.paymentIntent, plan.clientSecret)
      : () => {
        const first = handed;
        handed = null;
        return first ? Promise.resolve(first) : getOrderConfirmation({ orderId: plan.orderId, orderSecret: key!.orderSecret }, plan.paymentIntent);
      };
    pollConfirmation(fetchOnce, { signal: controller.signal, onProcessing: () => setView({ status: 'processing' }) })
      .then((order) => {
        if (controller.signal.aborted) return;
        if (plan.kind === 'fetch-intent') saveConfirmationProof({ ...proof, payment_intent: plan.paymentIntent, orderId: plan.orderId, orderSecret: key!.orderSecret });
        clearStoredOrder();
        setView({ status: 'success', order });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('order-confirmation: verification failed', error);
        setView(failureView(error));
      });
    return () => controller.abort();
  }, [sessionId, paymentIntent, clientSecret, redirectStatus]);

  return view;
}
