import { AUTHENTICATION_FAILED, AUTHENTICATION_REQUIRED, readCard, type CardBehavior, type Decline } from './cards.ts';
import { emit, type EmulatorContext } from './context.ts';
import { buildCharge } from './objects/charge.ts';
import { openDispute } from './disputes.ts';
import { customerDetails } from './objects/checkout-session.ts';
import { newId, type Authentication, type PaymentIntent, type PaymentMethod, type SessionRecord } from './store.ts';

export interface ConfirmOptions {
  /** `off_session: true`: the customer is not there, so a card that needs 3-D Secure fails with authentication_required. */
  offSession: boolean;
  /** Where the browser returns after a 3-D Secure redirect (next_action.redirect_to_url). */
  returnUrl: string | null;
  /** Stripe.js asks for `use_stripe_sdk`: it shows the challenge in the page instead of redirecting. */
  useStripeSdk: boolean;
}

export type ConfirmOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action'; authentication: Authentication }
  | { status: 'failed'; decline: Decline; chargeId: string | null };

/**
 * Charge a PaymentIntent with a PaymentMethod, as the test card behaves (cards.ts): succeeded with a charge, requires_action
 * with a 3-D Secure challenge, or back to requires_payment_method with the decline in last_payment_error. Sends the events.
 */
export async function confirmPaymentIntent(ctx: EmulatorContext, intent: PaymentIntent, method: PaymentMethod, options: ConfirmOptions): Promise<ConfirmOutcome> {
  const behavior = behaviorOf(ctx, method);
  switch (behavior.kind) {
    case 'succeeds':
      return succeed(ctx, intent, method);
    case 'disputed': {
      const outcome = await succeed(ctx, intent, method);
      await openDispute(ctx, ctx.state.charges.get(intent.latest_charge!)!, 'fraudulent');
      return outcome;
    }
    case 'declined':
      return fail(ctx, intent, method, behavior.decline);
    case 'declined_once_saved':
      return method.customer === null ? succeed(ctx, intent, method) : fail(ctx, intent, method, behavior.decline);
    case 'requires_authentication':
      return options.offSession ? fail(ctx, intent, method, AUTHENTICATION_REQUIRED) : requireAction(ctx, intent, method, options);
  }
}

/** How the card behind a PaymentMethod behaves (every PaymentMethod the emulator makes keeps its number). */
function behaviorOf(ctx: EmulatorContext, method: PaymentMethod): CardBehavior {
  const number = ctx.state.cardNumbers.get(method.id);
  const card = number ? readCard(number) : null;
  return card && !('invalid' in card) ? card.behavior : { kind: 'succeeds' };
}

async function succeed(ctx: EmulatorContext, intent: PaymentIntent, method: PaymentMethod): Promise<ConfirmOutcome> {
  const charge = buildCharge(intent, method, null);
  ctx.state.charges.set(charge.id, charge);
  if (intent.setup_future_usage && intent.customer && method.customer === null) await attachPaymentMethod(ctx, method, intent.customer);
  else if (method.customer === null) ctx.state.consumedPaymentMethods.add(method.id);
  Object.assign(intent, {
    status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, payment_method: method.id, last_payment_error: null, next_action: null,
  } satisfies Partial<PaymentIntent>);
  await emit(ctx, 'charge.succeeded', charge);
  await emit(ctx, 'payment_intent.succeeded', intent);
  const record = [...ctx.state.sessions.values()].find((r) => r.session.payment_intent === intent.id);
  if (record) await completeSession(ctx, record, intent);
  return { status: 'succeeded' };
}

async function fail(ctx: EmulatorContext, intent: PaymentIntent, method: PaymentMethod, decline: Decline): Promise<ConfirmOutcome> {
  const charge = buildCharge(intent, method, decline);
  ctx.state.charges.set(charge.id, charge);
  Object.assign(intent, {
    status: 'requires_payment_method',
    latest_charge: charge.id,
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'card_error', charge: charge.id, code: decline.code, decline_code: decline.declineCode, message: decline.message,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`, payment_method: structuredClone(method),
    },
  } satisfies Partial<PaymentIntent>);
  await emit(ctx, 'charge.failed', charge);
  await emit(ctx, 'payment_intent.payment_failed', intent);
  return { status: 'failed', decline, chargeId: charge.id };
}

/** A card number that is not a card: the attempt fails before any charge (as Stripe.js refuses to make a PaymentMethod). */
export async function failInvalidCard(ctx: EmulatorContext, intent: PaymentIntent, decline: Decline): Promise<ConfirmOutcome> {
  Object.assign(intent, {
    status: 'requires_payment_method', payment_method: null, next_action: null,
    last_payment_error: { type: 'card_error', code: decline.code, message: decline.message },
  } satisfies Partial<PaymentIntent>);
  await emit(ctx, 'payment_intent.payment_failed', intent);
  return { status: 'failed', decline, chargeId: null };
}

async function requireAction(ctx: EmulatorContext, intent: PaymentIntent, method: PaymentMethod, options: ConfirmOptions): Promise<ConfirmOutcome> {
  const redirect = options.returnUrl !== null && !options.useStripeSdk;
  // NOTE: a new attempt retires the challenge of the previous one, so only the latest can complete the payment.
  for (const earlier of ctx.state.authentications.values()) {
    if (earlier.paymentIntent === intent.id && earlier.status === 'pending') earlier.status = 'failed';
  }
  const authentication: Authentication = { id: newId('payatt'), paymentIntent: intent.id, returnUrl: redirect ? options.returnUrl : null, status: 'pending' };
  ctx.state.authentications.set(authentication.id, authentication);
  const url = `${ctx.publicUrl()}/3ds/${authentication.id}`;
  Object.assign(intent, {
    status: 'requires_action',
    payment_method: method.id,
    last_payment_error: null,
    next_action: redirect
      ? { type: 'redirect_to_url', redirect_to_url: { return_url: options.returnUrl, url } }
      : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: authentication.id } },
  } satisfies Partial<PaymentIntent>);
  await emit(ctx, 'payment_intent.requires_action', intent);
  return { status: 'requires_action', authentication };
}

/** The customer passed (or failed) the 3-D Secure challenge: the payment completes, or fails with authentication_failure. */
export async function completeAuthentication(ctx: EmulatorContext, authentication: Authentication, passed: boolean): Promise<void> {
  const intent = ctx.state.paymentIntents.get(authentication.paymentIntent);
  if (authentication.status !== 'pending' || !intent || intent.status !== 'requires_action' || !intent.payment_method) return;
  authentication.status = passed ? 'succeeded' : 'failed';
  const method = ctx.state.paymentMethods.get(intent.payment_method)!;
  if (passed) {
    await succeed(ctx, intent, method);
    return;
  }
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: { type: 'invalid_request_error', code: AUTHENTICATION_FAILED.code, message: AUTHENTICATION_FAILED.message, payment_method: structuredClone(method) },
  } satisfies Partial<PaymentIntent>);
  await emit(ctx, 'payment_intent.payment_failed', intent);
}

/** Attach a PaymentMethod to a customer (setup_future_usage or POST /v1/payment_methods/:id/attach); sends payment_method.attached. */
export async function attachPaymentMethod(ctx: EmulatorContext, method: PaymentMethod, customer: string): Promise<void> {
  method.customer = customer;
  ctx.state.consumedPaymentMethods.delete(method.id);
  await emit(ctx, 'payment_method.attached', method);
}

/** The Checkout Session whose PaymentIntent just succeeded: complete and paid, with the customer it saved the card to. */
async function completeSession(ctx: EmulatorContext, record: SessionRecord, intent: PaymentIntent): Promise<void> {
  const { session } = record;
  if (session.status !== 'open') return;
  const method = intent.payment_method ? ctx.state.paymentMethods.get(intent.payment_method) : undefined;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: intent.customer,
    customer_details: customerDetails(method?.billing_details.email ?? session.customer_email, method?.billing_details.name ?? null),
  } satisfies Partial<typeof session>);
  await emit(ctx, 'checkout.session.completed', session);
}

