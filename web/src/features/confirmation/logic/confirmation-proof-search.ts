import type { ConfirmationProof } from '../../../lib/confirmation-proof.ts';
import type { OrderKey } from '../../../lib/stored-order.ts';
import type { ConfirmationSearch } from './confirmation-search.ts';

/**
 * The query the page acts on: the address bar's, completed from the proof in session storage. A reload after start-up moved
 * the secrets out of the address finds them there; a query for another payment ignores a proof that is not its own.
 */
export function searchWithProof(search: ConfirmationSearch, proof: ConfirmationProof): ConfirmationSearch {
  if (search.session_id || search.payment_intent_client_secret) return search;
  if (!search.payment_intent) {
    if (proof.session_id) return { session_id: proof.session_id };
    if (proof.payment_intent && proof.redirect_status) {
      return { payment_intent: proof.payment_intent, payment_intent_client_secret: proof.payment_intent_client_secret, redirect_status: proof.redirect_status };
    }
    return search;
  }
  if (proof.payment_intent !== search.payment_intent || !proof.payment_intent_client_secret) return search;
  return { ...search, payment_intent_client_secret: proof.payment_intent_client_secret };
}

/** The order key kept for this payment intent after a confirmed payment (the stored order data is gone by then). */
export function confirmedOrderKey(proof: ConfirmationProof, paymentIntent: string | undefined): OrderKey | null {
  if (!paymentIntent || proof.payment_intent !== paymentIntent || !proof.orderId || !proof.orderSecret) return null;
  return { orderId: proof.orderId, orderSecret: proof.orderSecret };
}
