import type { OrderPayload } from '@sdp/shared';
import { findOrder } from '../db/orders.ts';
import type { ServiceDeps } from '../deps.ts';
import { DomainError } from '../domain-error.ts';
import { PAYMENT_UNAVAILABLE, requireStripe } from '../stripe-calls.ts';
import { createOrder, type QuotedBase } from './create-order.ts';
import { depositCheckoutSession } from './deposit-intent.ts';
import { applyPaymentOutcome } from './payment-transition.ts';

/**
 * Hosted flow (docs/design.md §5): create the order, then a Checkout Session for its deposit through the one deposit intent (§22);
 * answers the URL to send the browser to. If Stripe refuses or cannot be reached, the order is cancelled and its delivery spot
 * released, so nothing is left behind. `quoted`: a quoted project ordered through its deposit link, priced at the quote's amount (ADR 035).
 */
export async function startHostedCheckout(
  deps: ServiceDeps,
  payload: OrderPayload,
  client: { ip: string; visitor?: string | null },
  quoted?: QuotedBase,
): Promise<{ url: string; orderId: string; orderSecret: string }> {
  requireStripe(deps);
  const order = await createOrder(deps, payload, 'hosted', client, quoted);
  try {
    const session = await deps.sql.begin(async (tx) => depositCheckoutSession(deps, tx, (await findOrder(tx, order.orderId, { lock: true }))!));
    if (!session.url) throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
    return { url: session.url, orderId: order.orderId, orderSecret: order.orderSecret };
  } catch (err) {
    deps.logger.error('checkout session failed; cancelling the order', { orderId: order.orderId, err });
    await applyPaymentOutcome(deps, { ref: { orderId: order.orderId }, outcome: { kind: 'cancelled' } });
    throw err instanceof DomainError ? err : new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  }
}
