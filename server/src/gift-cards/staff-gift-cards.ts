import { toDecimal } from '@sdp/shared';
import { formatGiftCardCode, GIFT_CARD_CASH_BACK_UNDER_CENTS, normalizeGiftCardCode, type GiftCardStaffView } from '@sdp/shared/gift-cards';
import { cardEntries, findCardByCode, moveBalance, type GiftCardRow } from '../db/gift-cards.ts';
import type { Sql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { conflict, notFound } from '../domain-error.ts';
import { callStripe, requireStripe } from '../stripe-calls.ts';

const NO_SUCH_CARD = 'No issued gift card has this code.';

/** A card as staff see it, with every line of its ledger; null when the code names no issued card. */
export async function giftCardForStaff(sql: Sql, code: string): Promise<GiftCardStaffView | null> {
  const letters = normalizeGiftCardCode(code);
  const card = letters ? await findCardByCode(sql, letters) : undefined;
  if (!card?.code || card.status === 'pending' || card.status === 'expired_unpaid') return null;
  return {
    id: card.id,
    code: formatGiftCardCode(card.code),
    status: card.status,
    amount: toDecimal(card.amount_cents),
    balance: toDecimal(card.balance_cents),
    buyerName: card.buyer_name,
    buyerEmail: card.buyer_email,
    recipientName: card.recipient_name,
    recipientEmail: card.recipient_email,
    sendOn: card.send_on,
    sentAt: card.sent_at?.toISOString() ?? null,
    issuedAt: card.issued_at?.toISOString() ?? null,
    cashBackAllowed: card.status === 'active' && card.balance_cents > 0 && card.balance_cents < GIFT_CARD_CASH_BACK_UNDER_CENTS,
    entries: (await cardEntries(sql, card.id)).map((e) => ({
      kind: e.kind, amount: toDecimal(e.amount_cents), balanceAfter: toDecimal(e.balance_after_cents), orderId: e.order_id, reason: e.reason,
      at: e.created_at.toISOString(),
    })),
  };
}

export type GiftCardAction = 'void' | 'refund' | 'cash_back';

/**
 * A staff action on an active card, under its row lock: void (the balance stops paying; lost or stolen), refund (the unspent balance
 * back to the buyer's card through Stripe, one idempotency key per card and balance), or cash back (a balance under $10 paid out in
 * cash, Civil Code 1749.5). Each writes one line of the card's ledger with the reason and who did it.
 */
export async function actOnGiftCard(deps: ServiceDeps, code: string, action: GiftCardAction, reason: string, staffId: string): Promise<GiftCardStaffView> {
  const letters = normalizeGiftCardCode(code);
  if (!letters) throw notFound(NO_SUCH_CARD);
  await deps.sql.begin(async (tx) => {
    const card = await findCardByCode(tx, letters, { lock: true });
    if (!card || card.status === 'pending' || card.status === 'expired_unpaid') throw notFound(NO_SUCH_CARD);
    if (card.status !== 'active') throw conflict(`This gift card is already ${card.status === 'void' ? 'void' : 'refunded'}.`);
    const entry = { reason, createdBy: staffId };
    if (action === 'void') {
      await moveBalance(tx, card.id, -card.balance_cents, { ...entry, kind: 'voided', status: 'void' });
      return;
    }
    if (card.balance_cents === 0) throw conflict('This gift card has no balance left.');
    if (action === 'cash_back') {
      if (card.balance_cents >= GIFT_CARD_CASH_BACK_UNDER_CENTS) throw conflict('Cash back is for a balance under $10.00 (California Civil Code 1749.5).');
      await moveBalance(tx, card.id, -card.balance_cents, { ...entry, kind: 'cash_back' });
      return;
    }
    await refundThroughStripe(deps, card, reason);
    await moveBalance(tx, card.id, -card.balance_cents, { ...entry, kind: 'refunded', status: 'refunded' });
  });
  return (await giftCardForStaff(deps.sql, letters))!;
}

async function refundThroughStripe(deps: ServiceDeps, card: GiftCardRow, reason: string): Promise<void> {
  if (!card.payment_intent_id) throw conflict('This gift card has no card payment to refund to.');
  const stripe = requireStripe(deps);
  const intentId = card.payment_intent_id;
  await callStripe(deps, 'refunds.create', () => stripe.refunds.create(
    { payment_intent: intentId, amount: card.balance_cents, metadata: { giftCardId: card.id, reason: reason.slice(0, 200) } },
    { idempotencyKey: `gift-card-refund:${card.id}:${card.balance_cents}` },
  ));
}
