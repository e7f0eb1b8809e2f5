import type { TransactionSql } from '../db/sql.ts';

/** Who changed an order: a signed-in staff member, or the customer on their own order page (docs/design.md §12). */
export type OrderActor = { id: string | null; name: string } | typeof THE_CUSTOMER;
/** The customer, acting through their my-order link: no staff account, shown as "by the customer" (ADR 046). */
export const THE_CUSTOMER = { id: null, name: 'the customer' } as const;

/** An action in the order's timeline with who did it (docs/design.md §11): a staff action, or the customer's own. */
export async function recordOrderAction(tx: TransactionSql, orderId: string, actor: OrderActor, action: string, detail: Record<string, unknown> = {}) {
  const kind = actor === THE_CUSTOMER ? 'customer_action' : 'staff_action';
  await tx`
    INSERT INTO order_timeline (order_id, kind, detail, actor_id, actor_name)
    VALUES (${orderId}, ${kind}, ${tx.json({ action, ...detail } as never)}, ${actor.id}, ${actor.name})`;
}
