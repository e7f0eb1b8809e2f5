import type { CallListEntryWire } from '@sdp/shared';
import { orderNumber, orderOf } from './order-views.ts';
import { pick, type OrderRow } from './rows.ts';
import type { Sql } from './sql.ts';

// The orders the messages of docs/design.md §12 are about (ADR 050), as the owner of `orders` reads them (docs/design.md §17):
// who staff call before a delivery and the flag the order recap leaves on its order. When each message comes due is a rule of
// server/src/messages/message-due-times.ts.

/** One customer staff call 24 to 48 hours before the delivery, as the wire has it but with the call's time as a Date. */
export type CallListEntry = Omit<CallListEntryWire, 'called'> & { called: { at: Date; by: string | null } | null };

/** An order on the call list, with its call day and the last "called" staff recorded for that day. */
type CallListRow = OrderRow & { day: string; called_at: Date | null; called_by: string | null };

/**
 * The call list's entries on San Diego day `today` (server/src/messages/call-list.ts): every order whose deposit is paid and
 * whose delivery day (the crew day, else the delivery week's first day) is tomorrow or the day after, soonest first.
 */
export async function callListEntries(sql: Sql, today: string): Promise<CallListEntry[]> {
  const rows = await sql<CallListRow[]>`
    WITH listed AS (
      SELECT o.*, COALESCE(o.crew_day, o.delivery_date) AS day FROM orders o
      WHERE o.status = 'deposit_paid'
        AND COALESCE(o.crew_day, o.delivery_date) BETWEEN ${today}::date + 1 AND ${today}::date + 2
    )
    SELECT l.*, c.created_at AS called_at, c.actor_name AS called_by
    FROM listed l
    LEFT JOIN LATERAL (
      SELECT created_at, actor_name FROM order_timeline t
      WHERE t.order_id = l.id AND t.kind = 'staff_action' AND t.detail->>'action' = 'called' AND t.detail->>'deliveryDay' = l.day::text
      ORDER BY t.id DESC LIMIT 1
    ) c ON true
    ORDER BY l.day, l.crew NULLS LAST, l.customer_name, l.id`;
  return rows.map((row) => {
    const o = orderOf(row);
    return {
      orderId: o.id,
      ...pick(o, ['customerName', 'customerPhone']),
      deliveryDay: row.day,
      crewDayAssigned: o.crewDay !== null,
      ...pick(o, ['crew', 'packageName', 'serviceType', 'address', 'city', 'zipCode', 'specialInstructions']),
      orderNumber: orderNumber(o.id),
      called: row.called_at ? { at: row.called_at, by: row.called_by } : null,
    };
  });
}

/**
 * Set the order recap's "sent" flag (the dashboard shows it) and its last error: a statement for send-email to run after its
 * email_log change in one round trip (workers/src/jobs/send-email.ts, ADR 015).
 */
export const recapDelivered = (sql: Sql, orderId: string, error: string | null) =>
  sql`UPDATE orders SET email_recap_sent = email_recap_sent OR ${error === null}, email_error = ${error}, updated_at = now() WHERE id = ${orderId}`;
