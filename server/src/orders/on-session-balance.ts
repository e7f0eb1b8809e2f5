import { cardInWords } from '@sdp/shared';
import { recordBalanceAttempt } from '../db/order-payments.ts';
import type { OrderRow } from '../db/rows.ts';
import type { TransactionSql } from '../db/sql.ts';
import type { ServiceDeps as ServiceDeps } from '../deps.ts';
import { conflict } from '../domain-error.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';
import { balanceIdempotencyKey, balanceMetadata, tipCentsOf } from './balance-intent.ts';
import { cancelOtherBalanceAttempts } from './one-open-attempt.ts';
import { upsertPayment } from './record-payment.ts';
import { cardOnFile } from './saved-card.ts';

const OPEN_INTENT = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Why the balance cannot be paid on-session now, or null when it can (the pay link and the customer's order page share it). */
export function balanceRefusal(order: Pick<OrderRow, 'balance_status' | 'status'>): string | null {
  if (order.balance_status === 'paid') return 'This balance is already paid. Thank you!';
  if (order.status !== 'delivered') return 'This order has no balance to pay right now.';
  if (order.balance_status === 'scheduled' || order.balance_status === 'processing') return 'We are charging your saved card right now; check back in a minute.';
  return null;
}

/**
 * An on-session PaymentIntent for the balance, for Stripe.js to confirm (a new card or 3-D Secure; docs/design.md §11, ADR 026). The
 * caller locks the order in `tx`. An open on-session intent is reused; otherwise every other open balance intent is cancelled first
 * (one open balance payment per order, ADR 067) and the next attempt gets its own idempotency key. The webhook then completes the
 * order as for any balance payment.
 */
/** The intent for the page, and the saved card it may be confirmed with on-session (issue 25, item 12), when one was saved. */
export interface BalanceIntent { clientSecret: string; amount: number; savedCard: { card: string; paymentMethod: string } | null }

/** The order's saved card for the pay page: its words and the PaymentMethod Stripe.js confirms the same intent with. */
async function savedCardChoice(deps: ServiceDeps, tx: TransactionSql, order: OrderRow): Promise<BalanceIntent['savedCard']> {
  const card = await cardOnFile(tx, deps.stripe, order);
  return card?.paymentMethodId ? { card: cardInWords(card), paymentMethod: card.paymentMethodId } : null;
}

/**
 * `tipCents`: a tip for the crew charged with the balance in the same PaymentIntent (docs/design.md §27, ADR 300), its split in the
 * metadata and the ledger. An open intent is reused only for the same tip; another tip (or none) cancels it and makes the next one.
 */
export async function balanceIntent(deps: ServiceDeps, tx: TransactionSql, order: OrderRow, tipCents = 0): Promise<BalanceIntent> {
  const stripe = requireStripe(deps);
  const why = balanceRefusal(order);
  if (why) throw conflict(why);
  if (order.balance_payment_intent_id) {
    const current = await callStripe(deps, 'paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(order.balance_payment_intent_id!));
    if (current.metadata?.channel === 'on_session' && OPEN_INTENT.includes(current.status) && tipCentsOf(current.metadata) === tipCents) {
      await cancelOtherBalanceAttempts(deps, tx, order, current.id);
      return { clientSecret: current.client_secret!, amount: current.amount, savedCard: await savedCardChoice(deps, tx, order) };
    }
  }
  await cancelOtherBalanceAttempts(deps, tx, order);
  const attempt = order.balance_attempt + 1;
  const intent = await callStripe(deps, 'paymentIntents.create', () =>
    stripe.paymentIntents.create(
      {
        amount: order.balance_cents + tipCents,
        currency: 'usd',
        ...(order.stripe_customer_id ? { customer: order.stripe_customer_id } : {}),
        automatic_payment_methods: { enabled: true },
        description: tipCents > 0 ? `Balance and a tip for the crew — ${order.package_name}` : `Balance — ${order.package_name}`,
        metadata: balanceMetadata(order.id, attempt, 'on_session', tipCents),
      },
      { idempotencyKey: balanceIdempotencyKey(order.id, attempt) },
    ));
  await recordBalanceAttempt(tx, order.id, attempt, intent.id);
  // NOTE: in the ledger at once, so the next attempt (by anyone) finds it open and cancels it.
  await upsertPayment(tx, order.id, { kind: 'balance', ref: intent.id, amountCents: intent.amount, status: 'open', tipCents });
  return { clientSecret: intent.client_secret!, amount: intent.amount, savedCard: await savedCardChoice(deps, tx, order) };
}
