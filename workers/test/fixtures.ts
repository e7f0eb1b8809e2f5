import type { ZapierEvent } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { recordEvent } from '@sdp/server/outbox';

/** A Zapier subscription row, as Zapier's REST-hook subscribe (another feature) would create it: owned by a live API key (ADR 018). */
export async function addSubscription(sql: Sql, targetUrl: string, event: ZapierEvent = 'quote.created', active = true) {
  const [row] = await sql<{ id: string }[]>`
    WITH key AS (INSERT INTO api_keys (name, key_hash, key_prefix) VALUES ('Zapier', gen_random_uuid()::text, 'sdpk_test') RETURNING id)
    INSERT INTO zapier_subscriptions (target_url, event, active, api_key_id) SELECT ${targetUrl}, ${event}, ${active}, id FROM key RETURNING id`;
  return row!.id;
}

/**
 * An order whose deposit has just been paid, with two add-on lines, and its order.deposit_paid event: what the payments
 * feature writes in its webhook transaction. Money in cents; the figures add up as the pricing module would make them.
 */
export async function insertPaidOrder(sql: Sql, email: string): Promise<{ orderId: string; eventId: string }> {
  return sql.begin(async (tx) => {
    const [pkg] = await tx<{ id: string }[]>`SELECT id FROM packages WHERE name = 'Golden Harvest'`;
    const addOns = await tx<{ id: string; name: string; category: string; price_cents: number }[]>`
      SELECT id, name, category, price_cents FROM add_on_services WHERE name IN ('Hay Bales', 'Seasonal Removal') ORDER BY name`;
    const [date] = await tx<{ delivery_date: string }[]>`SELECT delivery_date FROM delivery_slots ORDER BY delivery_date LIMIT 1`;
    const lines = addOns.map((a) => ({ ...a, quantity: a.name === 'Hay Bales' ? 2 : 1 }));
    const addOnTotal = lines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0);
    const subtotal = 182_500 + addOnTotal;
    const discount = Math.round(subtotal * 0.15);
    const total = subtotal - discount;
    const deposit = Math.round(total * 0.3);
    const [order] = await tx<{ id: string }[]>`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, special_instructions, promo_code, base_cents, add_on_total_cents, subtotal_cents, discount_cents,
        total_cents, deposit_cents, balance_cents, paid_at)
      VALUES ('deposit_paid', 'hosted', 'white-glove', ${pkg!.id}, 'Golden Harvest', 'Morgan Lee', ${email}, '619-555-0199',
        '123 Ocean View Dr', 'La Jolla', '92037', ${date!.delivery_date}, 'Gate code 4411', 'SPOOKY15', 182500, ${addOnTotal}, ${subtotal},
        ${discount}, ${total}, ${deposit}, ${total - deposit}, now())
      RETURNING id`;
    for (const l of lines) {
      await tx`INSERT INTO order_add_ons (order_id, add_on_id, name, category, unit_price_cents, quantity, line_total_cents)
               VALUES (${order!.id}, ${l.id}, ${l.name}, ${l.category}, ${l.price_cents}, ${l.quantity}, ${l.price_cents * l.quantity})`;
    }
    const eventId = await recordEvent(tx, 'order.deposit_paid', { orderId: order!.id });
    return { orderId: order!.id, eventId };
  });
}

/**
 * Next season's porch for the household of `lastOrderId`: a renewal offer of that order, accepted, and its order with the deposit
 * paid on the first delivery week, with only its renewal.accepted event (what server/src/orders/payment-transition.ts records
 * beside order.deposit_paid), so a test sees what that one event does.
 */
export async function insertAcceptedRenewal(sql: Sql, lastOrderId: string): Promise<{ orderId: string; offerId: string; eventId: string }> {
  return sql.begin(async (tx) => {
    const [date] = await tx<{ delivery_date: string }[]>`SELECT delivery_date FROM delivery_slots ORDER BY delivery_date LIMIT 1`;
    const [offer] = await tx<{ id: string }[]>`
      INSERT INTO renewal_offers (season_year, customer_id, last_order_id, delivery_date, service_type, status, hold_until, slot_held, offered_at, decided_at)
      SELECT ${Number(date!.delivery_date.slice(0, 4))}, c.id, o.id, ${date!.delivery_date}, o.service_type, 'accepted', now() + interval '21 days', false, now(), now()
      FROM orders o JOIN customers c ON c.id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = o.customer_id)
      WHERE o.id = ${lastOrderId}
      RETURNING id`;
    const [order] = await tx<{ id: string }[]>`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, special_instructions, base_cents, add_on_total_cents, subtotal_cents, discount_cents,
        total_cents, deposit_cents, balance_cents, paid_at, renewal_offer_id)
      SELECT 'deposit_paid', 'embedded', service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, ${date!.delivery_date}, special_instructions, base_cents, 0, base_cents, 0, base_cents, round(base_cents * 0.3), base_cents - round(base_cents * 0.3),
        now(), ${offer!.id}
      FROM orders WHERE id = ${lastOrderId}
      RETURNING id`;
    await tx`UPDATE renewal_offers SET order_id = ${order!.id} WHERE id = ${offer!.id}`;
    const eventId = await recordEvent(tx, 'renewal.accepted', { offerId: offer!.id, orderId: order!.id });
    return { orderId: order!.id, offerId: offer!.id, eventId };
  });
}
