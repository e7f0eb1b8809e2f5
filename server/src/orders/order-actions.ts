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

// --- What features read back from the timeline, or write to it once (api/src/features/my-order, call-list).

/** The refund target the customer's own cancellation recorded (ADR 046), or undefined when the customer never cancelled. */
export async function customerCancelRefundTarget(tx: TransactionSql, orderId: string): Promise<{ target: number | null } | undefined> {
  const [earlier] = await tx<{ target: number | null }[]>`
    SELECT (detail->>'refundTargetCents')::int AS target FROM order_timeline
    WHERE order_id = ${orderId} AND kind = 'customer_action' AND detail->>'action' = 'cancel' ORDER BY id DESC LIMIT 1`;
  return earlier;
}

/** True when this order was marked delivered by the tap a phone named `clientId` (ADR 146: the offline queue sends a tap again). */
export async function deliveredByTap(tx: TransactionSql, orderId: string, clientId: string): Promise<boolean> {
  const [row] = await tx`
    SELECT 1 FROM order_timeline
    WHERE order_id = ${orderId} AND kind = 'staff_action' AND detail->>'action' = 'deliver' AND detail->>'clientId' = ${clientId} LIMIT 1`;
  return row !== undefined;
}

/** "Called" by a staff member, once per delivery day of the order: a second call for the same day records nothing (docs/design.md §12). */
export async function recordCallOnce(tx: TransactionSql, orderId: string, actor: { id: string; name: string }, deliveryDay: string): Promise<void> {
  await tx`
    INSERT INTO order_timeline (order_id, kind, detail, actor_id, actor_name)
    SELECT ${orderId}, 'staff_action', ${tx.json({ action: 'called', deliveryDay })}, ${actor.id}, ${actor.name}
    WHERE NOT EXISTS (
      SELECT 1 FROM order_timeline WHERE order_id = ${orderId} AND kind = 'staff_action' AND detail->>'action' = 'called' AND detail->>'deliveryDay' = ${deliveryDay}
    )`;
}
