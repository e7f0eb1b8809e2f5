import { isUuid } from '@sdp/server/db/is-uuid';
import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
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
