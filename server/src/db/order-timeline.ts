import type { Sql, TransactionSql } from './sql.ts';

/** One change in an order's timeline: a status or balance move, or an action by staff or the customer, with who did it. */
export interface TimelineChange {
  kind: 'status' | 'balance' | 'staff_action' | 'customer_action';
  detail: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date;
}

/** The order's timeline, in the order it happened. */
export async function timelineChanges(sql: Sql | TransactionSql, orderId: string): Promise<TimelineChange[]> {
  return sql<TimelineChange[]>`SELECT kind, detail, actor_id, actor_name, created_at FROM order_timeline WHERE order_id = ${orderId} ORDER BY id`;
}
