import { findOrder, type OrderRow } from '../db/orders.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';
import { notFound } from '../domain-error.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** The order, locked for the rest of the transaction when `lock`; a malformed or unknown id is a 404. */
export async function requireOrder(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<OrderRow> {
  const order = await findOrder(sql, id, { lock });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
