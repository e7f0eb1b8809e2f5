import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The Stripe objects the emulator keeps in memory, as the `stripe` package's own types (so the wire format cannot drift
 * from Stripe's). Stored objects hold references as ids, never expanded; the routes expand on request (`expand[]`).
 */
export type PaymentIntent = Stripe.PaymentIntent & { customer: string | null; latest_charge: string | null; payment_method: string | null };
export type Charge = Stripe.Charge & { customer: string | null; payment_intent: string | null };
export type Refund = Stripe.Refund & { charge: string; payment_intent: string | null };
export type PaymentMethod = Stripe.PaymentMethod & { customer: string | null; card: Stripe.PaymentMethod.Card };
export type Customer = Stripe.Customer;
export type Dispute = Stripe.Dispute & { charge: string; payment_intent: string | null };
export type SetupIntent = Stripe.SetupIntent & { customer: string | null; payment_method: string | null; latest_attempt: null };
export type CheckoutSession = Stripe.Checkout.Session & {
  amount_total: number;
  currency: string;
  customer: string | null;
  metadata: Stripe.Metadata;
  payment_intent: string | null;
  success_url: string;
};
export type LineItem = Stripe.LineItem & { price: Stripe.Price & { product: string } };
/** An event as sent: Stripe's envelope around a snapshot of one of the objects above. */
export type StripeEvent = Stripe.EventBase;

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** payment_intent_data.*: copied onto the PaymentIntent created when the customer pays. */
  paymentIntentData: { metadata: Record<string, string>; description: string | null; setupFutureUsage: 'off_session' | 'on_session' | null };
}

/** A pending 3-D Secure challenge (the page at /3ds/:id, or the Stripe.js stand-in's dialog). */
export interface Authentication {
  id: string;
  paymentIntent: string;
  /** Where the browser goes after the challenge (redirect_to_url), null when Stripe.js shows it in the page. */
  returnUrl: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface EmulatorState {
  sessions: Map<string, SessionRecord>;
  paymentIntents: Map<string, PaymentIntent>;
  setupIntents: Map<string, SetupIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  disputes: Map<string, Dispute>;
  customers: Map<string, Customer>;
  paymentMethods: Map<string, PaymentMethod>;
  products: Map<string, Stripe.Product>;
  /** The card number behind each PaymentMethod: only the emulator knows it (it decides how the test card behaves). */
  cardNumbers: Map<string, string>;
  /** PaymentMethods already used by a payment without being attached to a customer: Stripe refuses to reuse them. */
  consumedPaymentMethods: Set<string>;
  authentications: Map<string, Authentication>;
  events: StripeEvent[];
  /** Every API request as "METHOD /v1/path", oldest first (lets a test count the calls an app makes). */
  requests: string[];
}

export const createState = (): EmulatorState => ({
  sessions: new Map(),
  paymentIntents: new Map(),
  setupIntents: new Map(),
  charges: new Map(),
  refunds: new Map(),
  disputes: new Map(),
  customers: new Map(),
  paymentMethods: new Map(),
  products: new Map(),
  cardNumbers: new Map(),
  consumedPaymentMethods: new Set(),
  authentications: new Map(),
  events: [],
  requests: [],
});

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id like Stripe's: prefix, underscore, random base62 (`cs_test_a1B2…`, `pi_3N…`, `evt_…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
