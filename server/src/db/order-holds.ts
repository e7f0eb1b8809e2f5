import type { TransactionSql } from './sql.ts';

// Unpaid orders that still hold a delivery spot (ADR 020, ADR 081): pending or failed, their spot not yet given back; and unpaid
// checkouts that never held one (ADR 159). The caps on them are server/src/orders/unpaid-hold-cap.ts; each count runs under the lock
// the cap takes first.

/**
 * Live unpaid checkouts made by this client address and by this e-mail, as their keyed hashes (neither is stored itself): holding a
 * spot or not (ADR 159), so a client past the week's unpaid share cannot open checkouts without end either.
 */
export async function holdsByKeys(tx: TransactionSql, keys: { client: string; email: string }): Promise<{ byClient: number; byEmail: number }> {
  const [row] = await tx<{ by_client: number; by_email: number }[]>`
    SELECT count(*) FILTER (WHERE hold_client_key = ${keys.client})::int AS by_client,
           count(*) FILTER (WHERE hold_email_key = ${keys.email})::int AS by_email
    FROM orders
    WHERE status IN ('pending', 'payment_failed')
      AND (hold_client_key = ${keys.client} OR hold_email_key = ${keys.email})`;
  return { byClient: row!.by_client, byEmail: row!.by_email };
}

/** Live unpaid holds on one delivery week at one service level. */
export async function holdsInWeek(tx: TransactionSql, date: string, level: string): Promise<number> {
  const [row] = await tx<{ held: number }[]>`
    SELECT count(*)::int AS held FROM orders
    WHERE delivery_date = ${date} AND service_type = ${level} AND status IN ('pending', 'payment_failed') AND NOT slot_released`;
  return row!.held;
}
