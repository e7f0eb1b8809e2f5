import { createHash } from 'node:crypto';
import type { TestCard } from '../cards.ts';
import { newId, nowSeconds, type PaymentMethod } from '../store.ts';

export interface CardInput {
  card: TestCard;
  expMonth: number;
  expYear: number;
  billingEmail: string | null;
  billingName: string | null;
}

/** A card PaymentMethod, not attached to a customer yet. The number itself never appears (only brand, last4, fingerprint). */
export function buildCardPaymentMethod({ card, expMonth, expYear, billingEmail, billingName }: CardInput): PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: billingEmail, name: billingName, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: expMonth,
      exp_year: expYear,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } satisfies PaymentMethod;
}
