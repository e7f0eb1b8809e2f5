import { MIN_CHARGE_CENTS } from '@sdp/shared';
import { normalizeGiftCardCode } from '@sdp/shared/gift-cards';
import { randomUUID } from 'node:crypto';
import { findCard, findCardByCode, insertCardPayment, moveBalance, orderCardPayments, setCardPaymentStatus, setOrderCard } from '../db/gift-cards.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { badRequest, conflict } from '../domain-error.ts';
import { GIFT_CARD_NOT_VALID } from './gift-card-code.ts';

// A gift card pays (part of) an order's deposit as a payment, not a discount (docs/design.md §27, ADR 306): the amount is taken off
// the card's balance at once, under the card's row lock (FOR UPDATE, then a conditional UPDATE), and held as a 'pending' gift_card
// payment until the rest of the deposit is paid; if the order closes unpaid the hold goes back onto the card. The caller holds the
// order's row lock, so an order has one hold at most, and order-then-card is the only lock order.

/**
 * What a card of `balance` pays of a deposit: all of it it can, except that the rest left for Stripe is never a charge Stripe
 * refuses (under $0.50): then the card leaves $0.50 of the deposit to the card payment.
 */
export function giftCardShare(balanceCents: number, depositCents: number): number {
  const share = Math.min(balanceCents, depositCents);
  const rest = depositCents - share;
  return rest > 0 && rest < MIN_CHARGE_CENTS ? Math.max(depositCents - MIN_CHARGE_CENTS, 0) : share;
}

/** Put the order's held gift card payment back onto its card (a void card takes nothing back); the order then has none. */
export async function releaseCardHold(tx: TransactionSql, orderId: string): Promise<void> {
  for (const held of await orderCardPayments(tx, orderId, 'pending')) {
    const card = await findCard(tx, held.gift_card_id, { lock: true });
    if (card) await moveBalance(tx, card.id, held.amount_cents, { kind: 'released', orderId, paymentRef: held.provider_ref });
    await setCardPaymentStatus(tx, held.provider_ref, 'released');
  }
  await setOrderCard(tx, orderId, null, 0);
}

/** The deposit is paid: the held gift card payment becomes collected money of the order. */
export async function settleCardHold(tx: TransactionSql, orderId: string): Promise<void> {
  for (const held of await orderCardPayments(tx, orderId, 'pending')) await setCardPaymentStatus(tx, held.provider_ref, 'succeeded');
}

/**
 * Apply `code` (or none) to an unpaid order the caller has locked: the same card keeps its hold (brought to the new deposit), another
 * card or none releases it first. Returns the cents the card pays. Unknown, void and refunded codes get the one same answer.
 */
export async function holdGiftCard(tx: TransactionSql, order: OrderRow, code: string | null | undefined): Promise<number> {
  const typed = (code ?? '').trim();
  const letters = normalizeGiftCardCode(typed);
  if (typed && !letters) throw badRequest(GIFT_CARD_NOT_VALID, [{ path: 'giftCardCode', message: GIFT_CARD_NOT_VALID }]);
  const card = letters ? await findCardByCode(tx, letters, { lock: true }) : undefined;
  if (letters && card?.status !== 'active') throw badRequest(GIFT_CARD_NOT_VALID, [{ path: 'giftCardCode', message: GIFT_CARD_NOT_VALID }]);
  const [held] = await orderCardPayments(tx, order.id, 'pending');
  if (held && card && held.gift_card_id === card.id && giftCardShare(card.balance_cents + held.amount_cents, order.deposit_cents) === held.amount_cents) {
    return held.amount_cents;
  }
  if (held) await releaseCardHold(tx, order.id);
  if (!card) return 0;
  const fresh = (await findCard(tx, card.id, { lock: true }))!;
  const cents = giftCardShare(fresh.balance_cents, order.deposit_cents);
  if (cents <= 0) throw conflict('This gift card has no balance left.');
  const ref = `gcp_${randomUUID()}`;
  // NOTE: the conditional UPDATE is the guard that matters: it takes the money only if the balance still holds it.
  if (!(await moveBalance(tx, fresh.id, -cents, { kind: 'redeemed', orderId: order.id, paymentRef: ref }))) throw conflict('This gift card has no balance left.');
  await insertCardPayment(tx, order.id, ref, cents);
  await setOrderCard(tx, order.id, fresh.id, cents);
  return cents;
}

/**
 * Give `cents` of an order's gift card payment back onto its card, under the order's lock (a refund of an order paid partly by gift
 * card: docs/design.md §27, ADR 307); answers the refund's ledger ref. A card voided since takes nothing: the refund is refused.
 */
export async function refundToGiftCard(tx: TransactionSql, order: Pick<OrderRow, 'id' | 'gift_card_id'>, cents: number, reason: string): Promise<string> {
  const card = order.gift_card_id ? await findCard(tx, order.gift_card_id, { lock: true }) : undefined;
  const ref = `gcr_${randomUUID()}`;
  if (!card || !(await moveBalance(tx, card.id, cents, { kind: 'refunded_to_card', orderId: order.id, paymentRef: ref, reason }))) throw cardGone();
  return ref;
}

const cardGone = () => conflict('The gift card that paid this order is no longer active, so its part cannot go back onto it. Please settle it with the customer directly.');

/** Refuse a refund that needs the card's part before any money moves, when that card can no longer take it back. */
export async function assertCardTakesRefund(tx: TransactionSql, order: Pick<OrderRow, 'gift_card_id'>): Promise<void> {
  const card = order.gift_card_id ? await findCard(tx, order.gift_card_id) : undefined;
  if (card?.status !== 'active') throw cardGone();
}

/** Refuse a code that opens no active card before an order is made for it (the same one answer as the hold's). */
export async function assertUsableCode(sql: Sql, code: string | null | undefined): Promise<void> {
  const typed = (code ?? '').trim();
  if (!typed) return;
  const letters = normalizeGiftCardCode(typed);
  const card = letters ? await findCardByCode(sql, letters) : undefined;
  if (card?.status !== 'active') throw badRequest(GIFT_CARD_NOT_VALID, [{ path: 'giftCardCode', message: GIFT_CARD_NOT_VALID }]);
}
