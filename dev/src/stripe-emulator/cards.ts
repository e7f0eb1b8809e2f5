import { luhnValid } from '@sdp/shared/luhn';
/**
 * Stripe's documented test cards and how each behaves (dev/README.md, "Test cards"; docs/design.md §11 names the four the money
 * flow relies on). Any other valid number succeeds; an invalid one is refused as Stripe.js would.
 */
export type CardBehavior =
  | { kind: 'succeeds' }
  /** Declined on every attempt, even when saving it. */
  | { kind: 'declined'; decline: Decline }
  /** 4000 0027 6000 3184: 3-D Secure on every charge, so an off-session charge fails with authentication_required. */
  | { kind: 'requires_authentication' }
  /** 4000 0000 0000 0341: the payment that saves it succeeds; every charge of the saved card is declined. */
  | { kind: 'declined_once_saved'; decline: Decline }
  /** 4000 0000 0000 0259: the charge succeeds, then the cardholder disputes it as fraudulent (a dispute opens at once). */
  | { kind: 'disputed' };

export interface Decline {
  code: string;
  declineCode: string;
  message: string;
}

export interface TestCard {
  number: string;
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  behavior: CardBehavior;
}

const GENERIC_DECLINE: Decline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

const BEHAVIORS: Record<string, CardBehavior> = {
  '4000000000000002': { kind: 'declined', decline: GENERIC_DECLINE },
  '4000000000009995': { kind: 'declined', decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  '4000002760003184': { kind: 'requires_authentication' },
  '4000000000000341': { kind: 'declined_once_saved', decline: GENERIC_DECLINE },
  '4000000000000259': { kind: 'disputed' },
};

/** Stripe's test PaymentMethod ids (`payment_method: 'pm_card_visa'`): each use makes a new PaymentMethod with that card. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_createDispute: '4000000000000259',
};

export const testPaymentMethodCard = (id: string): string | undefined => TEST_PAYMENT_METHODS[id];

export const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** A typed card number as a test card, or the refusal Stripe gives for a number that cannot be a card. */
export function readCard(rawNumber: string): TestCard | { invalid: Decline } {
  const number = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return { invalid: { code: 'incorrect_number', declineCode: 'incorrect_number', message: 'Your card number is incorrect.' } };
  }
  const brand = number.startsWith('4') ? 'visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown';
  return { number, brand, last4: number.slice(-4), funding: 'credit', behavior: BEHAVIORS[number] ?? { kind: 'succeeds' } };
}
