import { emit, type EmulatorContext } from './context.ts';
import { newId, nowSeconds, type Charge, type PaymentIntent, type SessionRecord } from './store.ts';

export type CardResult = { ok: true; last4: string; brand: string } | { ok: false; code: string; declineCode?: string; message: string };

const DECLINES: Record<string, { code: string; declineCode: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/** Stripe's test payment methods by id, as `payment_method` on confirm. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export const cardNumberFor = (paymentMethod: string): string | undefined => TEST_PAYMENT_METHODS[paymentMethod];

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Judge a test card the way Stripe's test mode does: 4242… succeeds, 4000 0000 0000 0002 declines, a bad number is refused. */
export function judgeCard(rawNumber: string): CardResult {
  const number = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const decline = DECLINES[number];
  if (decline) return { ok: false, ...decline };
  const brand = number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'unknown';
  return { ok: true, last4: number.slice(-4), brand };
}

/** Charge a PaymentIntent with a card: succeeded plus a charge, or back to requires_payment_method with the error. Sends the events. */
export async function settlePaymentIntent(ctx: EmulatorContext, intent: PaymentIntent, card: CardResult): Promise<CardResult> {
  intent.payment_method = newId('pm');
  if (!card.ok) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: card.code, ...(card.declineCode ? { decline_code: card.declineCode } : {}), message: card.message };
    await emit(ctx, 'payment_intent.payment_failed', intent);
    return card;
  }
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    captured: true,
    created: nowSeconds(),
    currency: intent.currency,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: true,
    payment_intent: intent.id,
    payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    refunded: false,
    status: 'succeeded',
  };
  ctx.state.charges.set(charge.id, charge);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
  await emit(ctx, 'charge.succeeded', charge);
  await emit(ctx, 'payment_intent.succeeded', intent);
  return card;
}

/** Pay a hosted Checkout Session: its PaymentIntent is created on the first attempt, as Stripe does; success completes the session. */
export async function payCheckoutSession(ctx: EmulatorContext, record: SessionRecord, card: CardResult): Promise<CardResult> {
  const { session } = record;
  let intent = session.payment_intent ? ctx.state.paymentIntents.get(session.payment_intent) : undefined;
  if (!intent) {
    intent = createPaymentIntentObject({
      amount: session.amount_total,
      currency: session.currency,
      metadata: record.paymentIntentData.metadata,
      description: record.paymentIntentData.description,
      receiptEmail: session.customer_email,
    });
    ctx.state.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
  }
  const result = await settlePaymentIntent(ctx, intent, card);
  if (result.ok) {
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    session.customer_details = { email: session.customer_email, name: null };
    await emit(ctx, 'checkout.session.completed', session);
  }
  return result;
}

export function createPaymentIntentObject(input: {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  automaticPaymentMethods?: boolean;
}): PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_received: 0,
    automatic_payment_methods: input.automaticPaymentMethods ? { enabled: true } : null,
    canceled_at: null,
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    created: nowSeconds(),
    currency: input.currency,
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...input.metadata },
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: input.receiptEmail,
    status: 'requires_payment_method',
  };
}
