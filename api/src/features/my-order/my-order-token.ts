import type { OrderRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { myOrderLinkExpiresAt, orderIdOfMyOrderToken } from '@sdp/server/orders/my-order-link';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { loadSeasonRows, type SeasonRow } from '../season/season-rows.ts';

/** The one answer for every link that does not open an order: unknown, malformed, tampered or expired alike (nothing leaked). */
export const MY_ORDER_NOT_FOUND = 'This order link is not valid any more. Ask for a new one with your e-mail and order number.';

/** The season an order's delivery date belongs to (a row per year, ADR 036): the one that offers the date, else that year's. */
export const seasonOf = (seasons: SeasonRow[], order: Pick<OrderRow, 'delivery_date'>): SeasonRow | undefined =>
  seasons.find((s) => s.deliveryDates.includes(order.delivery_date)) ?? seasons.find((s) => String(s.year) === order.delivery_date.slice(0, 4));

/**
 * The order a my-order token stands for, with its season, while the link is live (ADR 046). `lock` takes the order row FOR UPDATE in
 * `tx`, so every change the customer makes is serialized per order.
 */
export async function orderOfMyOrderToken(
  deps: AppDeps,
  token: string,
  options: { tx?: Sql | TransactionSql; lock?: boolean } = {},
): Promise<{ order: OrderRow; season: SeasonRow }> {
  const sql = options.tx ?? deps.sql;
  const orderId = orderIdOfMyOrderToken(deps.env.SESSION_SECRET, token);
  if (!orderId) throw notFound(MY_ORDER_NOT_FOUND);
  const [order] = options.lock
    ? await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId} FOR UPDATE`
    : await sql<OrderRow[]>`SELECT * FROM orders WHERE id = ${orderId}`;
  const season = order && seasonOf(await loadSeasonRows(sql), order);
  if (!order || !season || currentTime(deps) >= myOrderLinkExpiresAt(season)) throw notFound(MY_ORDER_NOT_FOUND);
  return { order, season };
}
