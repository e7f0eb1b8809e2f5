import { calendarDayInWords, DEPOSIT_PERCENT, formatUsd, priceOrder } from '@sdp/shared';
import Stripe from 'stripe';
import { depositAttemptRefs, type DepositAttemptRef } from '../db/order-payments.ts';
import { recordCheckoutSession, recordPaymentIntent } from '../db/order-updates.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { callStripe, oneLineItem, requireStripe, siteAddress } from '../stripe-calls.ts';
import { hashSecret } from './order-secret.ts';
import { upsertPayment } from './record-payment.ts';
import { UNPAID_HOLD_MINUTES } from './unpaid-hold-cap.ts';
import { applyOutcome } from './payment-transition.ts';
import { stripeDepositCents } from './order-moves.ts';

// THE deposit intent (docs/design.md §22, ADR 155): every deposit, whichever path made the order (hosted or embedded checkout, a
// renewal accepted, a quote's deposit link), is asked for here, by the caller holding the order's row lock. Before a PaymentIntent or a
// Checkout Session is made or reused, every other one that could still take money for this order, or for another order of the same
// renewal offer or quote, is cancelled or expired at Stripe (each under its own idempotency key).

/** Ledger statuses of a deposit attempt that may still take money: an open session, an intent not yet settled or declined once. */
const MAY_STILL_PAY = ['open', 'failed', 'requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'] as const;

// NOTE: Stripe's shortest allowed expiry (ADR 020): an abandoned checkout gives its delivery spot back after 30 minutes
// (checkout.session.expired, or the workers' sweep if that webhook is lost). A minute of slack keeps a slow request above
// Stripe's minimum, which Stripe measures from the session's creation.
const SESSION_LIFETIME_SECONDS = UNPAID_HOLD_MINUTES * 60 + 60;

/** One idempotency key per deposit attempt closed: a retried request cancels or expires it once. */
export const closeAttemptKey = (attempt: Pick<DepositAttemptRef, 'kind' | 'provider_ref'>) =>
  `${attempt.kind === 'checkout_session' ? 'deposit-expire' : 'deposit-cancel'}:${attempt.provider_ref}`;

/** Cancel or expire one deposit attempt; answers Stripe's word on it afterwards (a refused close reads it back). */
async function closeAttempt(deps: ServiceDeps, stripe: Stripe, attempt: DepositAttemptRef): Promise<{ status: string; amount: number; paid: boolean }> {
  const id = attempt.provider_ref;
  if (attempt.kind === 'checkout_session') {
    const session = await callStripe(deps, 'checkout.sessions.expire', () =>
      stripe.checkout.sessions.expire(id, {}, { idempotencyKey: closeAttemptKey(attempt) })).catch(async (err: unknown) => {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      return callStripe(deps, 'checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(id));
    });
    return { status: session.status ?? 'expired', amount: session.amount_total ?? 0, paid: session.payment_status === 'paid' || session.status === 'complete' };
  }
  const intent = await callStripe(deps, 'paymentIntents.cancel', () =>
    stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' }, { idempotencyKey: closeAttemptKey(attempt) })).catch(async (err: unknown) => {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    return callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(id));
  });
  return { status: intent.status, amount: intent.amount, paid: intent.status === 'succeeded' || intent.status === 'processing' };
}

/**
 * Close every deposit attempt of the order and its family (same renewal offer or quote) that could still take money, except `keep`;
 * answers those that had gone through instead (their webhooks record them; on a closed order the stray-payment rule refunds them).
 */
export async function closeDepositAttempts(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, keep: string | null = null): Promise<DepositAttemptRef[]> {
  const attempts = (await depositAttemptRefs(tx, order, MAY_STILL_PAY)).filter((a) => a.provider_ref !== keep);
  if (attempts.length === 0) return [];
  const stripe = requireStripe(deps);
  const through: DepositAttemptRef[] = [];
  for (const attempt of attempts) {
    const closed = await closeAttempt(deps, stripe, attempt);
    if (closed.paid) through.push(attempt);
    else await upsertPayment(tx, attempt.order_id, { kind: attempt.kind, ref: attempt.provider_ref, amountCents: closed.amount, status: closed.status });
  }
  return through;
}

/**
 * Before a deposit attempt is made or reused: close the others (above). One of this order's own that went through means its deposit
 * is paid or on its way, so the new attempt is refused (409); one of a closed sibling is refunded by the stray-payment rule.
 */
export async function closeOtherDepositAttempts(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, keep: string | null = null): Promise<void> {
  const through = await closeDepositAttempts(deps, tx, order, keep);
  if (through.some((a) => a.order_id === order.id)) throw conflict('Your deposit is already going through. Please wait a moment and reload.');
}

/** The Stripe Customer a consented deposit saves the card on (docs/design.md §11): the household's known one, else one per order. */
async function depositCustomer(deps: ServiceDeps, stripe: Stripe, order: OrderRow, known: string | null): Promise<string | null> {
  if (known || !order.balance_consent_at) return known;
  const customer = await callStripe(deps, 'customers.create', () =>
    stripe.customers.create({ email: order.customer_email, name: order.customer_name, metadata: { orderId: order.id } }, { idempotencyKey: `customer:${order.id}` }));
  return customer.id;
}

/**
 * The order's one deposit PaymentIntent (embedded checkout, a renewal): created with parameters fixed by the order (base price and
 * delivery fee never change), so its idempotency key replays safely after any failure; then its amount is brought to the deposit.
 * `knownCustomer`: last year's Stripe Customer of a renewing household, whose saved card can only pay on it.
 */
export async function depositPaymentIntent(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, knownCustomer: string | null = null): Promise<Stripe.PaymentIntent> {
  const stripe = requireStripe(deps);
  await closeOtherDepositAttempts(deps, tx, order, order.stripe_payment_intent_id);
  let intent: Stripe.PaymentIntent;
  if (order.stripe_payment_intent_id) {
    intent = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.stripe_payment_intent_id!));
  } else {
    const customer = await depositCustomer(deps, stripe, order, knownCustomer);
    intent = await callStripe(deps, 'paymentIntents.create', () =>
      stripe.paymentIntents.create(
        {
          amount: priceOrder({ basePriceCents: order.base_cents, addOns: [], deliveryFeeCents: order.delivery_fee_cents }).depositAmount,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Deposit (${DEPOSIT_PERCENT}%) — ${order.renewal_offer_id ? 'renewal — ' : ''}${order.package_name}`,
          metadata: { orderId: order.id, ...(order.renewal_offer_id ? { renewalOfferId: order.renewal_offer_id } : {}) },
          ...(customer ? { customer } : {}),
          ...(customer && order.balance_consent_at ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: `payment-intent:${order.id}` },
      ));
  }
  if (intent.amount !== stripeDepositCents(order)) {
    try {
      intent = await callStripe(deps, 'paymentIntents.update', () => stripe.paymentIntents.update(intent.id, { amount: stripeDepositCents(order) }));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw conflict('This payment has already been submitted and can no longer be changed.');
      throw err;
    }
  }
  await recordPaymentIntent(tx, order.id, intent.id, hashSecret(intent.client_secret!));
  await upsertPayment(tx, order.id, { kind: 'payment_intent', ref: intent.id, amountCents: intent.amount, status: intent.status });
  return intent;
}

/**
 * The order's one deposit Checkout Session (hosted checkout, a quote's deposit link), for the deposit the order was priced at. The
 * session expires with the unpaid hold (ADR 020); with the customer's consent it saves the card for the balance (docs/design.md §11).
 */
export async function depositCheckoutSession(deps: ServiceDeps, tx: TransactionSql, order: OrderRow): Promise<Stripe.Checkout.Session> {
  const stripe = requireStripe(deps);
  await closeOtherDepositAttempts(deps, tx, order, order.stripe_checkout_session_id);
  const site = siteAddress(deps.env);
  const consent = order.balance_consent_at !== null;
  const session = await callStripe(deps, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: oneLineItem(
          stripeDepositCents(order),
          `Deposit (${DEPOSIT_PERCENT}%) — ${order.package_name}${order.gift_card_cents > 0 ? `, less ${formatUsd(order.gift_card_cents, { alwaysCents: true })} paid by gift card` : ''}`,
          `Order total ${formatUsd(order.total_cents, { alwaysCents: true })}; the balance of ${formatUsd(order.balance_cents, { alwaysCents: true })} is due at delivery, in the week of ${calendarDayInWords(order.delivery_date)}.`,
        ),
        metadata: { orderId: order.id },
        payment_intent_data: { metadata: { orderId: order.id }, ...(consent ? { setup_future_usage: 'off_session' as const } : {}) },
        ...(consent ? { customer_creation: 'always' as const } : {}),
        client_reference_id: order.id,
        customer_email: order.customer_email,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
        success_url: `${site}/order-confirmation?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/?checkout=cancelled`,
      },
      { idempotencyKey: `checkout-session:${order.id}` },
    ));
  await recordCheckoutSession(tx, order.id, session.id);
  await upsertPayment(tx, order.id, { kind: 'checkout_session', ref: session.id, amountCents: stripeDepositCents(order), status: 'open' });
  return session;
}

/**
 * A deposit a gift card pays in full (docs/design.md §27, ADR 306): no Stripe attempt is made, every open one of the order is closed
 * first, and the order is paid now through the one payment transition, the card's held payment collected with it.
 */
export async function depositPaidByGiftCard(deps: ServiceDeps, tx: TransactionSql, order: OrderRow): Promise<void> {
  await closeOtherDepositAttempts(deps, tx, order);
  await applyOutcome(tx, order, { kind: 'paid', amountCents: 0 });
}
