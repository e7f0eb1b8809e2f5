import { readCard } from './cards.ts';
import { emit, type EmulatorContext } from './context.ts';
import { buildCustomer } from './objects/customer.ts';
import { buildPaymentIntent } from './objects/payment-intent.ts';
import { confirmPaymentIntent, failInvalidCard } from './payments.ts';
import { createCardPaymentMethod } from './resources/payment-methods.ts';
import type { PaymentIntent, SessionRecord } from './store.ts';

export interface PayForm {
  cardNumber: string;
  expiry: string;
  email: string | null;
  name: string | null;
}

export type PayResult = { status: 'succeeded' } | { status: 'requires_action'; url: string } | { status: 'failed'; message: string };

/**
 * The session's PaymentIntent, made on the first attempt as Stripe does. A Customer comes with it when the session names one,
 * asks for one (`customer_creation: 'always'`) or saves the card (`payment_intent_data.setup_future_usage`).
 */
async function intentFor(ctx: EmulatorContext, record: SessionRecord, form: PayForm): Promise<PaymentIntent> {
  const { session, paymentIntentData } = record;
  const existing = session.payment_intent ? ctx.state.paymentIntents.get(session.payment_intent) : undefined;
  if (existing) return existing;
  let customer = session.customer;
  if (!customer && (session.customer_creation === 'always' || paymentIntentData.setupFutureUsage)) {
    const created = buildCustomer({ email: form.email ?? session.customer_email, name: form.name, phone: null, description: null, metadata: {} });
    ctx.state.customers.set(created.id, created);
    await emit(ctx, 'customer.created', created);
    customer = created.id;
  }
  const intent = buildPaymentIntent({
    amount: session.amount_total,
    currency: session.currency,
    metadata: paymentIntentData.metadata,
    description: paymentIntentData.description,
    receiptEmail: session.customer_email,
    customer,
    setupFutureUsage: paymentIntentData.setupFutureUsage,
  });
  ctx.state.paymentIntents.set(intent.id, intent);
  session.payment_intent = intent.id;
  return intent;
}

/** Pay a hosted Checkout Session with the card typed on its page; success completes the session (payments.ts). */
export async function payCheckoutSession(ctx: EmulatorContext, record: SessionRecord, form: PayForm): Promise<PayResult> {
  const intent = await intentFor(ctx, record, form);
  const card = readCard(form.cardNumber);
  if ('invalid' in card) {
    await failInvalidCard(ctx, intent, card.invalid);
    return { status: 'failed', message: card.invalid.message };
  }
  const [month, year] = form.expiry.split('/').map((part) => Number(part.trim()));
  const method = createCardPaymentMethod(ctx, card, {
    expMonth: month && month >= 1 && month <= 12 ? month : 12,
    expYear: year ? (year < 100 ? 2000 + year : year) : 2034,
    email: form.email,
    name: form.name,
  });
  const outcome = await confirmPaymentIntent(ctx, intent, method, {
    offSession: false,
    returnUrl: `${ctx.publicUrl()}/c/pay/${record.session.id}/authenticated`,
    useStripeSdk: false,
  });
  if (outcome.status === 'requires_action') return { status: 'requires_action', url: `${ctx.publicUrl()}/3ds/${outcome.authentication.id}` };
  if (outcome.status === 'failed') return { status: 'failed', message: outcome.decline.message };
  return { status: 'succeeded' };
}
