import { BUSINESS } from '@sdp/shared';
import Stripe from 'stripe';
import type { ServiceDeps } from './deps.ts';
import { DomainError } from './domain-error.ts';

export const PAYMENT_UNAVAILABLE = `Online payment is not available right now. Please call ${BUSINESS.phoneDisplay}.`;

/** The Stripe client, or a 503 telling the customer to call when no key is configured. */
export function requireStripe(deps: Pick<ServiceDeps, 'stripe'>): Stripe {
  if (!deps.stripe) throw new DomainError('UNAVAILABLE', PAYMENT_UNAVAILABLE);
  return deps.stripe;
}

/**
 * Run one Stripe call. A refusal Stripe explains (invalid request, card error) passes through for the caller to judge;
 * anything else (network, Stripe down, auth) becomes a 502 with the phone number — never a 500 with Stripe's internals.
 */
export async function callStripe<T>(deps: Pick<ServiceDeps, 'logger'>, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) throw err;
    deps.logger.error('stripe call failed', { what, err });
    throw new DomainError('BAD_GATEWAY', PAYMENT_UNAVAILABLE);
  }
}

/** An expandable Stripe reference (`"pi_…"` or the expanded object) -> its id. */
export const stripeId = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/** A Checkout Session's one line (a deposit, a gift card): one item of `cents` in US dollars, named as the customer reads it. */
export const oneLineItem = (cents: number, name: string, description: string): Stripe.Checkout.SessionCreateParams.LineItem[] => [
  { quantity: 1, price_data: { currency: 'usd', unit_amount: cents, product_data: { name, description } } },
];

/** The site's own address (PUBLIC_URL and BASE_PATH), where Checkout sends the customer back. */
export const siteAddress = (env: { PUBLIC_URL: string; BASE_PATH: string }): string => `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}`;
