import type { Sql, TransactionSql } from './sql.ts';

// The owner of `gift_cards` and `gift_card_entries` (docs/design.md §17, §27): their SQL and one row mapping. The rules (what a
// card may pay, when it is sent, who may void it) live in server/src/gift-cards/.

export interface GiftCardRow {
  id: string;
  code: string | null;
  status: 'pending' | 'active' | 'void' | 'refunded' | 'expired_unpaid';
  amount_cents: number;
  balance_cents: number;
  buyer_name: string;
  buyer_email: string;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  send_on: string | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  issued_at: Date | null;
  sent_at: Date | null;
  voided_at: Date | null;
}

export type GiftCardEntryKind = 'issued' | 'redeemed' | 'released' | 'refunded_to_card' | 'voided' | 'refunded' | 'cash_back';

export interface GiftCardEntryRow {
  kind: GiftCardEntryKind;
  amount_cents: number;
  balance_after_cents: number;
  order_id: string | null;
  reason: string | null;
  created_at: Date;
}

const COLUMNS = (sql: Sql | TransactionSql) => sql`id, code, status, amount_cents, balance_cents, buyer_name, buyer_email::text AS buyer_email,
  recipient_name, recipient_email::text AS recipient_email, message, to_char(send_on, 'YYYY-MM-DD') AS send_on, checkout_session_id,
  payment_intent_id, issued_at, sent_at, voided_at`;

/** A card not yet paid for, made when its Checkout Session is opened. */
export async function insertPendingCard(tx: TransactionSql, card: Pick<GiftCardRow, 'amount_cents' | 'buyer_name' | 'buyer_email' | 'recipient_name'
  | 'recipient_email' | 'message' | 'send_on'>): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO gift_cards (amount_cents, buyer_name, buyer_email, recipient_name, recipient_email, message, send_on)
    VALUES (${card.amount_cents}, ${card.buyer_name}, ${card.buyer_email}, ${card.recipient_name}, ${card.recipient_email}, ${card.message}, ${card.send_on})
    RETURNING id`;
  return row!.id;
}

export async function recordCardSession(tx: TransactionSql, id: string, sessionId: string): Promise<void> {
  await tx`UPDATE gift_cards SET checkout_session_id = ${sessionId}, updated_at = now() WHERE id = ${id}`;
}

/** A card by its id; `lock` takes it FOR UPDATE for the caller's transaction (every balance change is made so). */
export async function findCard(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<GiftCardRow | undefined> {
  const [row] = await sql<GiftCardRow[]>`SELECT ${COLUMNS(sql)} FROM gift_cards WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

/** A card by its 16 letters (normalized), locked when asked. */
export async function findCardByCode(sql: Sql | TransactionSql, code: string, { lock = false } = {}): Promise<GiftCardRow | undefined> {
  const [row] = await sql<GiftCardRow[]>`SELECT ${COLUMNS(sql)} FROM gift_cards WHERE code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

/** Issue a paid card once: only a pending card takes its code and balance (a redelivered event finds it active and changes nothing). */
export async function activateCard(tx: TransactionSql, id: string, code: string, paymentIntentId: string | null): Promise<boolean> {
  const rows = await tx`
    UPDATE gift_cards SET status = 'active', code = ${code}, balance_cents = amount_cents, payment_intent_id = ${paymentIntentId},
      issued_at = now(), updated_at = now()
    WHERE id = ${id} AND status = 'pending' RETURNING id`;
  return rows.length > 0;
}

/** A pending card whose checkout expired unpaid. */
export async function expireUnpaidCard(tx: TransactionSql, id: string): Promise<void> {
  await tx`UPDATE gift_cards SET status = 'expired_unpaid', updated_at = now() WHERE id = ${id} AND status = 'pending'`;
}

/**
 * Move a locked card's balance by `delta` cents and write the entry beside it, in one statement; refused (false) when the balance
 * would fall below zero or the card is not active (a void card takes nothing and pays nothing).
 */
export async function moveBalance(tx: TransactionSql, id: string, delta: number, entry: { kind: GiftCardEntryKind; orderId?: string | null;
  paymentRef?: string | null; reason?: string | null; createdBy?: string | null; status?: GiftCardRow['status'] }): Promise<boolean> {
  const rows = await tx<{ balance_cents: number }[]>`
    UPDATE gift_cards SET balance_cents = balance_cents + ${delta}, updated_at = now(),
      status = ${entry.status ?? 'active'}, voided_at = ${entry.status && entry.status !== 'active' ? tx`now()` : tx`voided_at`}
    WHERE id = ${id} AND status = 'active' AND balance_cents + ${delta} >= 0 RETURNING balance_cents`;
  if (!rows[0]) return false;
  await tx`
    INSERT INTO gift_card_entries (gift_card_id, kind, amount_cents, balance_after_cents, order_id, payment_ref, reason, created_by)
    VALUES (${id}, ${entry.kind}, ${delta}, ${rows[0].balance_cents}, ${entry.orderId ?? null}, ${entry.paymentRef ?? null}, ${entry.reason ?? null}, ${entry.createdBy ?? null})`;
  return true;
}

/** The card's issue line. */
export async function recordIssued(tx: TransactionSql, id: string, cents: number): Promise<void> {
  await tx`INSERT INTO gift_card_entries (gift_card_id, kind, amount_cents, balance_after_cents) VALUES (${id}, 'issued', ${cents}, ${cents})`;
}

/** The card's own ledger, oldest first. */
export async function cardEntries(sql: Sql | TransactionSql, id: string): Promise<GiftCardEntryRow[]> {
  return sql<GiftCardEntryRow[]>`
    SELECT kind, amount_cents, balance_after_cents, order_id, reason, created_at FROM gift_card_entries WHERE gift_card_id = ${id} ORDER BY created_at, id`;
}

/** Active cards whose day to be e-mailed has come (San Diego date `today`) and that have not been sent: claimed as sent in one statement. */
export async function claimCardsToSend(tx: TransactionSql, today: string): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    UPDATE gift_cards SET sent_at = now(), updated_at = now()
    WHERE status = 'active' AND sent_at IS NULL AND coalesce(send_on, ${today}::date) <= ${today}::date RETURNING id`;
  return rows.map((r) => r.id);
}

/** The order's gift card payments in a given ledger status, locked (one open hold at most, by construction). */
export async function orderCardPayments(tx: TransactionSql, orderId: string, status: string): Promise<{ provider_ref: string; amount_cents: number; gift_card_id: string }[]> {
  return tx<{ provider_ref: string; amount_cents: number; gift_card_id: string }[]>`
    SELECT p.provider_ref, p.amount_cents, o.gift_card_id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.order_id = ${orderId} AND p.kind = 'gift_card' AND p.status = ${status} ORDER BY p.created_at`;
}

/** Point the order at the card paying its deposit, and how much. */
export async function setOrderCard(tx: TransactionSql, orderId: string, cardId: string | null, cents: number): Promise<void> {
  await tx`UPDATE orders SET gift_card_id = ${cardId}, gift_card_cents = ${cents}, updated_at = now() WHERE id = ${orderId}`;
}

/** Set a gift card payment's ledger status. */
export async function setCardPaymentStatus(tx: TransactionSql, ref: string, status: 'succeeded' | 'released'): Promise<void> {
  await tx`UPDATE payments SET status = ${status}, updated_at = now() WHERE provider_ref = ${ref} AND kind = 'gift_card'`;
}

/** A gift card's payment on an order, as a row of the order's payments ledger ('pending' while held). */
export async function insertCardPayment(tx: TransactionSql, orderId: string, ref: string, cents: number): Promise<void> {
  await tx`INSERT INTO payments (order_id, kind, provider, provider_ref, amount_cents, status) VALUES (${orderId}, 'gift_card', 'gift_card', ${ref}, ${cents}, 'pending')`;
}
