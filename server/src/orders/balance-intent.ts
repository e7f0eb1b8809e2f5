import type Stripe from 'stripe';
import type { BalanceOutcome } from './balance-outcome.ts';

/** metadata.purpose of a balance PaymentIntent, so its events are told from the deposit's (ADR 026). */
export const BALANCE_PURPOSE = 'balance';

/** metadata.purpose of the SetupIntent that replaces the card for the balance from the customer's order page (ADR 046). */
export const CARD_REPLACEMENT_PURPOSE = 'card_replacement';

/** One Stripe idempotency key per order and attempt: a retry, a redelivered event or a double click never charges twice. */
export const balanceIdempotencyKey = (orderId: string, attempt: number) => `balance:${orderId}:${attempt}`;

/** The metadata every balance PaymentIntent carries; one that also carries a tip for the crew says how much (docs/design.md §27). */
export const balanceMetadata = (orderId: string, attempt: number, channel: 'off_session' | 'on_session', tipCents = 0) =>
  ({ orderId, purpose: BALANCE_PURPOSE, attempt: String(attempt), channel, ...(tipCents > 0 ? { tipCents: String(tipCents) } : {}) });

/** The tip a balance PaymentIntent (or its charge) carries beside the balance, in cents; 0 when none. */
export const tipCentsOf = (metadata: Stripe.Metadata | null | undefined): number => {
  const cents = Number(metadata?.tipCents ?? 0);
  return Number.isInteger(cents) && cents > 0 ? cents : 0;
};

/** What a balance PaymentIntent's state means for the order (from a webhook or from the API's answer). */
export function balanceOutcomeOf(intent: Stripe.PaymentIntent): BalanceOutcome | null {
  // NOTE: a tip charged with the balance is the crew's (ADR 300): the balance is the rest of the charge.
  const tipCents = Math.min(tipCentsOf(intent.metadata), intent.amount);
  if (intent.status === 'succeeded') return { kind: 'balance_paid', paymentIntentId: intent.id, amountCents: intent.amount - tipCents, tipCents };
  const error = intent.last_payment_error;
  if (!error && intent.status !== 'requires_action') return null;
  const attempt = Number(intent.metadata?.attempt);
  return {
    kind: 'balance_failed',
    paymentIntentId: intent.id,
    tipCents,
    attempt: intent.metadata?.channel === 'off_session' && Number.isInteger(attempt) ? attempt : -1,
    code: intent.status === 'requires_action' ? 'authentication_required' : (error?.code ?? error?.decline_code ?? null),
    message: error?.message ?? null,
  };
}
