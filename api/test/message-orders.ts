import type { Sql } from '@sdp/server/db/sql';
import type { OrderStatus, BalanceStatus, ServiceLevel } from '@sdp/shared';

let n = 0;

export interface MessageOrder {
  deliveryDate: string;
  crewDay?: string;
  status?: OrderStatus;
  serviceType?: ServiceLevel;
  addOns?: string[];
  deliveredAt?: string;
  balanceStatus?: BalanceStatus;
  /** When the balance charge failed (an order_timeline row at that instant, as the trigger would have written it). */
  balanceFailedAt?: string;
  specialInstructions?: string;
}

/**
 * An order in the state a scheduled message looks at, written directly (the money and crew features make these states through
 * their own routes; here the dates must be fixed ones). Returns its id and its unique customer e-mail.
 */
export async function insertMessageOrder(sql: Sql, o: MessageOrder): Promise<{ orderId: string; email: string }> {
  const email = `sam.hart.${(n += 1)}.${Date.now().toString(36)}@example.com`;
  return sql.begin(async (tx) => {
    const [pkg] = await tx<{ id: string }[]>`SELECT id FROM packages WHERE name = 'Autumn Glow'`;
    const serviceType = o.serviceType ?? 'drop-off';
    const paid = o.status !== 'pending';
    const [order] = await tx<{ id: string }[]>`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, crew, crew_day, special_instructions, base_cents, add_on_total_cents, subtotal_cents, total_cents,
        deposit_cents, balance_cents, paid_at, delivered_at, balance_status)
      VALUES (${o.status ?? 'deposit_paid'}, 'hosted', ${serviceType}, ${pkg!.id}, 'Autumn Glow', 'Sam Hart', ${email}, '(858) 555-0123',
        '9 Sunset Cliffs Blvd', 'San Diego', '92107', ${o.deliveryDate}, ${o.crewDay ? 1 : null}, ${o.crewDay ?? null},
        ${o.specialInstructions ?? 'Gate code 4411; the dog is friendly'}, 32500, 0, 32500, 32500, 9750, 22750,
        ${paid ? new Date('2026-08-15T17:00:00Z') : null}, ${o.deliveredAt ? new Date(o.deliveredAt) : null}, ${o.balanceStatus ?? 'none'})
      RETURNING id`;
    for (const name of o.addOns ?? []) {
      await tx`INSERT INTO order_add_ons (order_id, add_on_id, name, category, unit_price_cents, quantity, line_total_cents)
               SELECT ${order!.id}, id, name, category, price_cents, 1, price_cents FROM add_on_services WHERE name = ${name}`;
    }
    if (o.balanceFailedAt) {
      await tx`INSERT INTO order_timeline (order_id, kind, detail, created_at)
               VALUES (${order!.id}, 'balance', ${tx.json({ from: 'processing', to: o.balanceStatus ?? 'failed', attempt: 1 })}, ${new Date(o.balanceFailedAt)})`;
    }
    return { orderId: order!.id, email };
  });
}
