import type { ConfirmedOrder } from '@sdp/shared';

// NOTE: /checkout already holds the server's answer about the order it just paid (POST confirm-payment, which asks Stripe and records
// the payment through the webhook's own transition when the webhook is late). /order-confirmation in the same tab starts from it
// instead of asking again: one API round trip less between the tap on Pay and the confirmation (issue 36 item 23, ADR 190).
let handed: { paymentIntent: string; order: ConfirmedOrder } | null = null;

/** Keep the confirmed order the server answered for this PaymentIntent, for the confirmation page about to open. */
export function handOverConfirmedOrder(paymentIntent: string, order: ConfirmedOrder): void {
  handed = { paymentIntent, order };
}

/** The order handed over for this PaymentIntent, once: a reload or a later visit asks the server. */
export function takeConfirmedOrder(paymentIntent: string): ConfirmedOrder | null {
  const kept = handed;
  handed = null;
  return kept && kept.paymentIntent === paymentIntent ? kept.order : null;
}
