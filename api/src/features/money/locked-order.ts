import { isUuid } from '@sdp/server/db/is-uuid';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import type { SessionUser } from '../../lib/session.ts';
import { notFound } from '../../lib/errors.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** The order, locked for the rest of the transaction when `lock`; a malformed or unknown id is a 404. */
export async function requireOrder(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const [row] = lock
    ? await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${id} FOR UPDATE`
    : await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${id}`;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** A staff action in the order's timeline, with who did it (docs/design.md §11). */
export async function recordStaffAction(tx: TransactionSql, orderId: string, user: SessionUser, action: string, detail: Record<string, unknown> = {}) {
  await tx`
    INSERT INTO order_timeline (order_id, kind, detail, actor_id, actor_name)
    VALUES (${orderId}, 'staff_action', ${tx.json({ action, ...detail } as never)}, ${user.id}, ${user.name})`;
}
