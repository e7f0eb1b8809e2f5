import type { TransactionSql } from '../db/sql.ts';
import { recordOrderAction, type OrderActor } from './order-actions.ts';

/**
 * Revoke every signed link of an order e-mailed so far (my-order and pay-balance; ADR 080): the order's link version goes up, so
 * tokens signed at the old version open nothing, and every e-mail written from now on carries the new version. Recorded in the
 * order's timeline with who did it. Returns the new version, or null when there is no such order.
 */
export async function revokeOrderLinks(tx: TransactionSql, orderId: string, actor: OrderActor, why: 'staff' | 'new_link_requested'): Promise<number | null> {
  const [row] = await tx<{ link_version: number }[]>`UPDATE orders SET link_version = link_version + 1 WHERE id = ${orderId} RETURNING link_version`;
  if (!row) return null;
  await recordOrderAction(tx, orderId, actor, 'revoke_links', { why });
  return row.link_version;
}
