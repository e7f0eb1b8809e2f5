import type { TransactionSql } from './sql.ts';

// The owner of my_order_link_requests (issue 35, item 15; ADR 165): "e-mail me my link" requests waiting for the workers to match.

/** A request as the form sent it, waiting to be matched. */
export interface WaitingLinkRequest { id: string; askedAt: Date; email: string; orderNumber: string }

/** Store one request; the same single INSERT whatever it names (the answer must not tell a match from a miss). */
export async function insertLinkRequest(tx: TransactionSql, request: { askedAt: Date; email: string; orderNumber: string }): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO my_order_link_requests (asked_at, email, order_number) VALUES (${request.askedAt}, ${request.email}, ${request.orderNumber})
    RETURNING id::text`;
  return row!.id;
}

/** Up to `limit` waiting requests, oldest first, locked for this transaction (another matcher skips them). */
export async function lockWaitingLinkRequests(tx: TransactionSql, limit: number): Promise<WaitingLinkRequest[]> {
  return tx<WaitingLinkRequest[]>`
    SELECT id::text, asked_at AS "askedAt", email, order_number AS "orderNumber" FROM my_order_link_requests
    WHERE matched_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

/** Links sent to an order for requests asked in (from, to]. */
export async function linksSentBetween(tx: TransactionSql, orderId: string, from: Date, to: Date): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    SELECT count(*)::int AS n FROM my_order_link_requests WHERE order_id = ${orderId} AND asked_at > ${from} AND asked_at <= ${to}`;
  return row!.n;
}

/** A request matched: one that sent a link keeps its order and time (the e-mail and number are cleared); one that did not is deleted. */
export async function settleLinkRequest(tx: TransactionSql, id: string, sentTo: string | null): Promise<void> {
  if (sentTo) await tx`UPDATE my_order_link_requests SET matched_at = now(), email = NULL, order_number = NULL, order_id = ${sentTo} WHERE id = ${id}`;
  else await tx`DELETE FROM my_order_link_requests WHERE id = ${id}`;
}

/** Forget the sent requests asked before `before`: the per-order hour they counted in is over. */
export async function forgetLinkRequestsBefore(tx: TransactionSql, before: Date): Promise<void> {
  await tx`DELETE FROM my_order_link_requests WHERE matched_at IS NOT NULL AND asked_at < ${before}`;
}
